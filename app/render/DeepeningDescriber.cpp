#include "DeepeningDescriber.h"

using queens::EventKind;

QString DeepeningDescriber::describe(const queens::StepEvent& e, const queens::BoardState& after) {
    if (e.kind == EventKind::Deepen) {
        QString text =
            e.b == 0 ? tr("Pass %L1: depth limit %L1. Depth-first search from the empty board; "
                          "boards at depth %L1 are cut off, not expanded.")
                           .arg(e.a)
                     : tr("Pass %L1: the depth limit grows from %L2 to %L1. CLOSED (%L3 nodes) is "
                          "emptied and the search starts again from the empty board.")
                           .arg(e.a)
                           .arg(e.b)
                           .arg(static_cast<qulonglong>(e.value));
        if (e.a == after.n())
            text = tr("%1 %2", "two sentences in a row (no space in Chinese)")
                       .arg(text, tr("The limit is N: this pass can reach full boards, the "
                                     "solutions."));
        return text;
    }
    if (e.kind == EventKind::Cutoff) {
        if (e.a < 0)
            return tr("Cut off: the empty board is at the depth limit and is not expanded.");
        return tr("Cut off: the board with row %L1 at column %L2 lies at depth %L3, the depth "
                  "limit, so its children are not generated in this pass.")
            .arg(e.a)
            .arg(e.b)
            .arg(static_cast<qulonglong>(e.value));
    }
    return {};
}
