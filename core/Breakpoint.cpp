#include "Breakpoint.h"

namespace queens {

bool breakpointHit(const Breakpoint& b, const StepEvent& e, const BoardState& after) {
    switch (b.kind) {
        case Breakpoint::Kind::NextSolution:
            return e.kind == EventKind::Solution;
        case Breakpoint::Kind::NextBacktrack:
            return e.kind == EventKind::Remove && e.reason == reasonCode(RemoveReason::Backtrack);
        case Breakpoint::Kind::NextRestart:
            return e.kind == EventKind::Restart;
        case Breakpoint::Kind::Depth:
            return e.kind == EventKind::Place && after.queenCount() == b.k;
        case Breakpoint::Kind::ConflictsAtMost:
            return (e.kind == EventKind::Swap || e.kind == EventKind::Place ||
                    e.kind == EventKind::Move || e.kind == EventKind::Adopt) &&
                   after.queenCount() == after.n() && after.collisions() <= b.k;
        case Breakpoint::Kind::NextWipeout:
            return e.kind == EventKind::Wipeout;
        case Breakpoint::Kind::NextBackjump:  // as SearchStats counts backjumps
            return e.kind == EventKind::Jump && e.c > 0;
    }
    return false;
}

bool breakpointApplies(Breakpoint::Kind kind, Algorithm algorithm) {
    const bool local = isLocalSearch(algorithm);
    switch (kind) {
        case Breakpoint::Kind::NextSolution:
            return true;
        case Breakpoint::Kind::NextBacktrack:
            return algorithm == Algorithm::Backtracking || algorithm == Algorithm::Bitmask ||
                   algorithm == Algorithm::Symmetric || algorithm == Algorithm::Csp;
        case Breakpoint::Kind::NextRestart:
            return restartsWhenStuck(algorithm);
        case Breakpoint::Kind::ConflictsAtMost:
            return local;
        case Breakpoint::Kind::Depth:
            return !local;
        case Breakpoint::Kind::NextWipeout:
        case Breakpoint::Kind::NextBackjump:
            return algorithm == Algorithm::Csp;
    }
    return false;
}

}  // namespace queens
