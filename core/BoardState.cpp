#include "BoardState.h"

#include <algorithm>
#include <stdexcept>
#include <string>
#include <utility>

#include "PackedBoard.h"

namespace queens {

namespace {
[[noreturn]] void fail(const std::string& what) {
    throw std::logic_error("BoardState: " + what);
}

// Collision excess contributed by a line going from k to k + 1 queens, or back.
inline std::int64_t excessWhenAdding(int k) {
    return k >= 1 ? 1 : 0;
}

// Refuses to take a statistic below 0.
template <class T>
void requirePositive(T counter, const char* what) {
    if (counter <= 0) fail(what);
}
}  // namespace

BoardState::BoardState(int n) : n_(n), domains_(n > 0 ? n : 0), cover_(n > 0 ? n : 0) {
    if (n < 0) fail("negative board size");
    const auto un = static_cast<std::size_t>(n);
    cols_.assign(un, kEmpty);
    colCount_.assign(un, 0);
    const std::size_t lines = n > 0 ? 2 * un - 1 : 0;
    diag_.assign(lines, 0);
    anti_.assign(lines, 0);
}

void BoardState::checkCell(int row, int col) const {
    if (row < 0 || row >= n_ || col < 0 || col >= n_)
        fail("cell (" + std::to_string(row) + "," + std::to_string(col) + ") is off the board");
}

void BoardState::checkRow(int row) const {
    if (row < 0 || row >= n_) fail("row " + std::to_string(row) + " is off the board");
}

void BoardState::put(int row, int col) {
    checkCell(row, col);
    auto& slot = cols_[static_cast<std::size_t>(row)];
    if (slot != kEmpty) fail("row " + std::to_string(row) + " is already occupied");
    slot = col;
    ++queens_;
    int& c = colCount_[static_cast<std::size_t>(col)];
    int& d = diag_[static_cast<std::size_t>(row - col + n_ - 1)];
    int& a = anti_[static_cast<std::size_t>(row + col)];
    collisions_ += excessWhenAdding(c) + excessWhenAdding(d) + excessWhenAdding(a);
    pairs_ += c + d + a;
    ++c;
    ++d;
    ++a;
}

void BoardState::take(int row) {
    checkRow(row);
    auto& slot = cols_[static_cast<std::size_t>(row)];
    const int col = slot;
    if (col == kEmpty) fail("row " + std::to_string(row) + " has no queen to remove");
    slot = kEmpty;
    --queens_;
    int& c = colCount_[static_cast<std::size_t>(col)];
    int& d = diag_[static_cast<std::size_t>(row - col + n_ - 1)];
    int& a = anti_[static_cast<std::size_t>(row + col)];
    --c;
    --d;
    --a;
    collisions_ -= excessWhenAdding(c) + excessWhenAdding(d) + excessWhenAdding(a);
    pairs_ -= c + d + a;
}

std::int64_t BoardState::moveDelta(int row, int col) const {
    checkCell(row, col);
    const int from = queenAt(row);
    if (from == kEmpty) fail("move of an empty row");
    if (from == col) return 0;
    // The queen joins the other queens on the target's three lines and leaves the others on its
    // own (the target shares no line with its own square but the row, which holds no other).
    const auto queensOn = [this](int r, int c) {
        return colCount_[static_cast<std::size_t>(c)] +
               diag_[static_cast<std::size_t>(r - c + n_ - 1)] +
               anti_[static_cast<std::size_t>(r + c)];
    };
    return queensOn(row, col) - (queensOn(row, from) - 3);
}

// Checks first: the queen must stand in `from` and the event's h change must be the true one.
void BoardState::moveQueen(const StepEvent& e, int from, int to) {
    checkCell(e.a, to);
    if (queenAt(e.a) != from) fail("move names the wrong column");
    if (moveDelta(e.a, to) != (from == e.c ? e.delta : -e.delta))
        fail("move's change of h disagrees with the board");
    take(e.a);
    put(e.a, to);
}

void BoardState::adopt(std::uint64_t board, std::uint64_t expectedNow) {
    if (n_ > PackedBoard::kMaxN || queens_ != n_) fail("adopt needs a full board of n <= 16");
    if (PackedBoard::pack(cols_) != expectedNow) fail("adopt names the wrong current board");
    for (int r = 0; r < n_; ++r)
        if (PackedBoard::column(board, r) >= n_) fail("adopt of a board off the board");
    for (int r = 0; r < n_; ++r) take(r);
    for (int r = 0; r < n_; ++r) put(r, PackedBoard::column(board, r));
}

// Checks everything before the first change, so that a refused swap leaves the state as it was.
void BoardState::swapRows(int r1, int r2) {
    checkRow(r1);
    checkRow(r2);
    const int c1 = queenAt(r1);
    const int c2 = queenAt(r2);
    if (c1 == kEmpty || c2 == kEmpty) fail("swap of an empty row");
    if (r1 == r2) return;
    take(r1);
    take(r2);
    put(r1, c2);
    put(r2, c1);
}

// Every case checks the event against the state before changing anything, so that an event
// that is refused (std::logic_error) leaves the state unchanged.
void BoardState::apply(const StepEvent& e) {
    switch (e.kind) {
        case EventKind::Try:
            ++stats_.nodes;
            break;
        case EventKind::Reject:
            ++stats_.rejects;
            break;
        case EventKind::Place:
            put(e.a, e.b);
            break;
        case EventKind::Remove:
            checkRow(e.a);
            if (queenAt(e.a) != e.b) fail("remove names the wrong column");
            take(e.a);
            if (e.reason == reasonCode(RemoveReason::Backtrack)) ++stats_.backtracks;
            break;
        case EventKind::Solution:
            if (!isSolution()) fail("solution announced on a board that is not a solution");
            ++stats_.solutions;
            break;
        case EventKind::Mask:
            if (e.reason >= kRegisterCount) fail("unknown register");
            regs_[e.reason] ^= e.value;
            break;
        case EventKind::Evaluate:
            ++stats_.evaluations;
            break;
        case EventKind::Swap:
            swapRows(e.a, e.b);
            ++stats_.swaps;
            break;
        case EventKind::Restart:
            ++stats_.restarts;
            break;
        case EventKind::Push:
            ++stats_.openSize;
            break;
        case EventKind::Pop:
            requirePositive(stats_.openSize, "pop from an empty OPEN list");
            --stats_.openSize;
            ++stats_.closedSize;
            break;
        case EventKind::Move:
            moveQueen(e, e.c, e.b);
            ++stats_.moves;
            if (e.reason == static_cast<std::uint8_t>(MoveKind::Sideways)) ++stats_.sideways;
            break;
        case EventKind::Propose:
            checkCell(e.a, e.b);
            ++stats_.evaluations;
            if (e.reason == static_cast<std::uint8_t>(SwapVerdict::Accepted)) ++stats_.accepted;
            break;
        case EventKind::Cool:
            if (toBits(temperature_) != static_cast<std::uint64_t>(e.delta))
                fail("cool names the wrong temperature");
            temperature_ = fromBits(e.value);
            break;
        case EventKind::Populate:
        case EventKind::Member:
        case EventKind::Crossover:
        case EventKind::Mutate:
            population_.apply(e, n_);
            break;
        case EventKind::Generation:
            population_.apply(e, n_);
            ++stats_.generations;
            break;
        case EventKind::Adopt:
            if (e.a < 0 || e.a >= population_.size() ||
                population_.current()[static_cast<std::size_t>(e.a)] != e.value)
                fail("adopt names a board that is not in the population");
            adopt(e.value, static_cast<std::uint64_t>(e.delta));
            break;
        case EventKind::Select:
            checkRow(e.a);
            if (queenAt(e.a) != kEmpty) fail("select of an assigned row");
            stats_.checks += e.value;
            break;
        case EventKind::Propagate:
            checkCell(e.a, e.b);
            if (queenAt(e.a) != e.b) fail("propagation from a queen that is not there");
            stats_.checks += e.value;
            break;
        case EventKind::Revise:
            checkRow(e.a);
            checkRow(e.b);
            ++stats_.revisions;
            stats_.checks += e.value;
            break;
        case EventKind::Prune:
            domains_.apply(e);
            ++stats_.prunings;
            break;
        case EventKind::Restore:
            domains_.apply(e);
            break;
        case EventKind::Wipeout:
            checkRow(e.a);
            if (queenAt(e.a) != kEmpty) fail("wipe-out of an assigned row");
            domains_.apply(e);
            ++stats_.wipeouts;
            break;
        case EventKind::Jump:
            checkRow(e.a);
            if (e.c > 0) ++stats_.backjumps;
            break;
        case EventKind::Choose:
        case EventKind::Cover:
        case EventKind::Uncover:
            cover_.apply(e);
            if (e.kind != EventKind::Choose) stats_.updates += e.value;
            break;
        case EventKind::Deepen:
            if (stats_.openSize != 0 || stats_.closedSize != static_cast<std::int64_t>(e.value))
                fail("deepen while OPEN is not empty or with the wrong CLOSED size");
            stats_.closedSize = 0;
            ++stats_.deepenings;
            break;
        case EventKind::Cutoff:
            ++stats_.cutoffs;
            break;
        case EventKind::Done:
            break;
    }
    if (e.kind == EventKind::Try) stats_.checks += e.value;
    ++stats_.events;
}

// As apply(): all checks first. A statistic that is already 0 cannot have been counted by the
// event being undone, so unapply refuses to take it below 0.
void BoardState::unapply(const StepEvent& e) {
    requirePositive(stats_.events, "undo with no event applied");
    switch (e.kind) {
        case EventKind::Try:
            requirePositive(stats_.nodes, "undo of a try never applied");
            if (stats_.checks < e.value) fail("undo of checks never counted");
            --stats_.nodes;
            stats_.checks -= e.value;
            break;
        case EventKind::Reject:
            requirePositive(stats_.rejects, "undo of a reject never applied");
            --stats_.rejects;
            break;
        case EventKind::Place:
            checkRow(e.a);
            if (queenAt(e.a) != e.b) fail("undo of a place that is not on the board");
            take(e.a);
            break;
        case EventKind::Remove: {
            const bool backtrack = e.reason == reasonCode(RemoveReason::Backtrack);
            if (backtrack) requirePositive(stats_.backtracks, "undo of a backtrack never applied");
            put(e.a, e.b);
            if (backtrack) --stats_.backtracks;
            break;
        }
        case EventKind::Solution:
            if (!isSolution()) fail("undo of a solution on a board that is not a solution");
            requirePositive(stats_.solutions, "undo of a solution never applied");
            --stats_.solutions;
            break;
        case EventKind::Mask:
            if (e.reason >= kRegisterCount) fail("unknown register");
            regs_[e.reason] ^= e.value;
            break;
        case EventKind::Evaluate:
            requirePositive(stats_.evaluations, "undo of an evaluation never applied");
            --stats_.evaluations;
            break;
        case EventKind::Swap:
            requirePositive(stats_.swaps, "undo of a swap never applied");
            swapRows(e.a, e.b);
            --stats_.swaps;
            break;
        case EventKind::Restart:
            requirePositive(stats_.restarts, "undo of a restart never applied");
            --stats_.restarts;
            break;
        case EventKind::Push:
            requirePositive(stats_.openSize, "undo of a push would make OPEN negative");
            --stats_.openSize;
            break;
        case EventKind::Pop:
            requirePositive(stats_.closedSize, "undo of a pop would make CLOSED negative");
            ++stats_.openSize;
            --stats_.closedSize;
            break;
        case EventKind::Move: {
            const bool sideways = e.reason == static_cast<std::uint8_t>(MoveKind::Sideways);
            requirePositive(stats_.moves, "undo of a move never applied");
            if (sideways) requirePositive(stats_.sideways, "undo of a sideways move never applied");
            moveQueen(e, e.b, e.c);
            --stats_.moves;
            if (sideways) --stats_.sideways;
            break;
        }
        case EventKind::Propose: {
            const bool accepted = e.reason == static_cast<std::uint8_t>(SwapVerdict::Accepted);
            requirePositive(stats_.evaluations, "undo of a proposal never applied");
            if (accepted) requirePositive(stats_.accepted, "undo of an acceptance never applied");
            --stats_.evaluations;
            if (accepted) --stats_.accepted;
            break;
        }
        case EventKind::Cool:
            if (toBits(temperature_) != e.value) fail("undo of a cool never applied");
            temperature_ = fromSignedBits(e.delta);
            break;
        case EventKind::Populate:
        case EventKind::Member:
        case EventKind::Crossover:
        case EventKind::Mutate:
            population_.unapply(e, n_);
            break;
        case EventKind::Generation:
            requirePositive(stats_.generations, "undo of a generation never applied");
            population_.unapply(e, n_);
            --stats_.generations;
            break;
        case EventKind::Adopt:
            adopt(static_cast<std::uint64_t>(e.delta), e.value);
            break;
        case EventKind::Select:
        case EventKind::Propagate:
            if (stats_.checks < e.value) fail("undo of checks never counted");
            stats_.checks -= e.value;
            break;
        case EventKind::Revise:
            requirePositive(stats_.revisions, "undo of a revision never applied");
            if (stats_.checks < e.value) fail("undo of checks never counted");
            --stats_.revisions;
            stats_.checks -= e.value;
            break;
        case EventKind::Prune:
            requirePositive(stats_.prunings, "undo of a prune never applied");
            domains_.unapply(e);
            --stats_.prunings;
            break;
        case EventKind::Restore:
            domains_.unapply(e);
            break;
        case EventKind::Wipeout:
            requirePositive(stats_.wipeouts, "undo of a wipe-out never applied");
            domains_.unapply(e);
            --stats_.wipeouts;
            break;
        case EventKind::Jump:
            if (e.c > 0) requirePositive(stats_.backjumps, "undo of a backjump never applied");
            if (e.c > 0) --stats_.backjumps;
            break;
        case EventKind::Choose:
        case EventKind::Cover:
        case EventKind::Uncover:
            if (e.kind != EventKind::Choose && stats_.updates < e.value)
                fail("undo of link updates never counted");
            cover_.unapply(e);
            if (e.kind != EventKind::Choose) stats_.updates -= e.value;
            break;
        case EventKind::Deepen:
            requirePositive(stats_.deepenings, "undo of a deepening never applied");
            if (stats_.openSize != 0 || stats_.closedSize != 0)
                fail("undo of a deepening after the pass began");
            stats_.closedSize = static_cast<std::int64_t>(e.value);
            --stats_.deepenings;
            break;
        case EventKind::Cutoff:
            requirePositive(stats_.cutoffs, "undo of a cutoff never applied");
            --stats_.cutoffs;
            break;
        case EventKind::Done:
            break;
    }
    --stats_.events;
}

int BoardState::conflictsOf(int row) const {
    const int col = queenAt(row);
    if (col == kEmpty) return 0;
    return (colCount_[static_cast<std::size_t>(col)] - 1) +
           (diag_[static_cast<std::size_t>(row - col + n_ - 1)] - 1) +
           (anti_[static_cast<std::size_t>(row + col)] - 1);
}

bool BoardState::consistent() const {
    BoardState fresh(n_);
    for (int r = 0; r < n_; ++r)
        if (queenAt(r) != kEmpty) fresh.put(r, queenAt(r));
    return fresh.queens_ == queens_ && fresh.colCount_ == colCount_ && fresh.diag_ == diag_ &&
           fresh.anti_ == anti_ && fresh.collisions_ == collisions_ && fresh.pairs_ == pairs_;
}

BoardState::Snapshot BoardState::snapshot() const {
    return Snapshot{cols_, regs_, stats_, temperature_, population_, domains_, cover_};
}

BoardState BoardState::restore(const Snapshot& s) {
    BoardState st(static_cast<int>(s.placement.size()));
    st.assign(s);
    return st;
}

void BoardState::clear() {
    std::fill(cols_.begin(), cols_.end(), kEmpty);
    std::fill(colCount_.begin(), colCount_.end(), 0);
    std::fill(diag_.begin(), diag_.end(), 0);
    std::fill(anti_.begin(), anti_.end(), 0);
    queens_ = 0;
    collisions_ = 0;
    pairs_ = 0;
    temperature_ = 0;
    population_ = {};
    domains_ = Domains(n_);
    cover_ = CoverState(n_);
    regs_ = {};
    stats_ = {};
}

void BoardState::assign(const Snapshot& s) {
    if (s.placement.size() != cols_.size()) {
        *this = BoardState(static_cast<int>(s.placement.size()));
    } else {
        clear();
    }
    for (int r = 0; r < n_; ++r)
        if (s.placement[static_cast<std::size_t>(r)] != kEmpty)
            put(r, s.placement[static_cast<std::size_t>(r)]);
    regs_ = s.regs;
    stats_ = s.stats;
    temperature_ = s.temperature;
    population_ = s.population;
    domains_ = s.domains;
    cover_ = s.cover;
}

}  // namespace queens
