#pragma once
// TraceEventFormatter: one StepEvent as one line of `queenslab-cli trace` (JSON Lines).
//
// Every object has "step" (0-based index in the run), "kind" (eventKindName) and "line" (the
// pseudo-code line id). Per kind:
//   try, place                "row", "col"
//   reject                    "row", "col", "reason" (column|diagonal|anti-diagonal|mask|
//                             symmetry) and, when known, "attacker" (the row of the queen that
//                             attacks the cell)
//   remove                    "row", "col", "reason" (backtrack|next|restart)
//   push, pop                 "row", "col", "depth"
//   solution                  "reason" (found|mirrored)
//   mask                      "register" (cols|ld|rd|avail|bit) and "value": the register's
//                             value AFTER the event as a binary string, most significant bit
//                             first, zero-padded to N digits (bit k is the k-th digit from the
//                             right; more digits only if the register holds bits at or above N)
//   evaluate                  "rows": [i, j], "delta" (collision change if swapped),
//                             "accepted" (true|false)
//   swap                      "rows": [i, j]
//   restart                   "restart" (1-based number of the restart)
//   done                      nothing more
// Objects are written compact (QJsonDocument::Compact); keys appear in alphabetical order.
#include <QByteArray>
#include <QJsonObject>
#include <cstdint>

#include "BoardState.h"
#include "StepEvent.h"

namespace queens::cli {

class TraceEventFormatter {
public:
    // `after` is the BoardState with `e` already applied (for register values).
    static QJsonObject toJson(std::uint64_t step, const StepEvent& e, const BoardState& after);
    // toJson() as one compact line, '\n' included.
    static QByteArray toLine(std::uint64_t step, const StepEvent& e, const BoardState& after);
    // `value` in binary, zero-padded to `digits`.
    static QString binary(std::uint64_t value, int digits);
};

}  // namespace queens::cli
