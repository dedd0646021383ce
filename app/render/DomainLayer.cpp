#include "DomainLayer.h"

#include "Timeline.h"

using queens::EventKind;
using queens::RejectReason;

DomainLayer DomainLayer::of(const queens::BoardState& state, int focusRow) {
    DomainLayer l;
    const int n = state.n();
    l.n_ = n;
    l.focus_ = focusRow >= 0 && focusRow < n ? focusRow : -1;
    const auto un = static_cast<std::size_t>(n);
    l.cells_.assign(un * un, Cell::None);
    l.causes_.assign(un * un, -1);
    l.wiped_.assign(un, 0);
    const queens::Domains& d = state.domains();
    if (d.n() != n) return l;
    for (int r = 0; r < n; ++r) {
        if (state.queenAt(r) != queens::BoardState::kEmpty) continue;
        l.wiped_[static_cast<std::size_t>(r)] = d.size(r) == 0 ? 1 : 0;
        for (int c = 0; c < n; ++c) {
            const queens::Domains::Cause cause = d.cause(r, c);
            const std::size_t i = l.index(r, c);
            if (cause.row < 0) {
                l.cells_[i] = Cell::Value;
                continue;
            }
            l.cells_[i] =
                cause.kind == queens::PruneCause::Arc ? Cell::PrunedArc : Cell::PrunedForward;
            l.causes_[i] = cause.row;
        }
    }
    return l;
}

RejectReason DomainLayer::lineBetween(int qr, int qc, int r, int c) {
    if (qr == r && qc == c) return RejectReason::None;
    if (qc == c) return RejectReason::Column;
    if (qr - qc == r - c) return RejectReason::Diagonal;
    if (qr + qc == r + c) return RejectReason::AntiDiagonal;
    return RejectReason::None;
}

bool DomainLayer::isConstraintKind(EventKind k) {
    switch (k) {
        case EventKind::Select:
        case EventKind::Propagate:
        case EventKind::Revise:
        case EventKind::Prune:
        case EventKind::Restore:
        case EventKind::Wipeout:
        case EventKind::Jump:
            return true;
        default:
            return false;
    }
}

namespace {
// Try, Place and Remove (not a backjump's or a restart's) move the focus to their row.
bool movesFocus(const queens::StepEvent& e) {
    using queens::RemoveReason;
    switch (e.kind) {
        case EventKind::Try:
        case EventKind::Place:
            return true;
        case EventKind::Remove:
            return e.reason != queens::reasonCode(RemoveReason::Backjump) &&
                   e.reason != queens::reasonCode(RemoveReason::Restart);
        default:
            return false;
    }
}
}  // namespace

int DomainLayer::focusAfter(int focus, const queens::StepEvent& e) {
    if (e.kind == EventKind::Select) return e.a;
    return focus >= 0 && movesFocus(e) ? e.a : focus;
}

// The last Select, Try, Place or Remove that moves the focus before the cursor, provided a
// Select comes at or before it within the look-back: the focus is that event's row.
int DomainLayer::focusAt(const queens::Timeline& t) {
    const std::uint64_t end = t.cursor();
    const std::uint64_t stop = end > kFocusLookBack ? end - kFocusLookBack : 0;
    int found = -1;
    for (std::uint64_t i = end; i > stop; --i) {
        const queens::StepEvent* e = t.event(i - 1);
        if (e == nullptr) return -1;
        if (e->kind == EventKind::Select) return found >= 0 ? found : e->a;
        if (found < 0 && movesFocus(*e)) found = e->a;
    }
    return -1;
}
