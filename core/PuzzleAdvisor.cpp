#include "PuzzleAdvisor.h"

#include <bit>
#include <stdexcept>
#include <string>

#include "Bits.h"

namespace queens {

namespace {

int sizeOf(std::span<const int> board) {
    return static_cast<int>(board.size());
}

int at(std::span<const int> board, int row) {
    return board[static_cast<std::size_t>(row)];
}

void checkBoard(std::span<const int> board) {
    const int n = sizeOf(board);
    for (int r = 0; r < n; ++r) {
        const int c = at(board, r);
        if (c < -1 || c >= n)
            throw std::invalid_argument("PuzzleAdvisor: row " + std::to_string(r) +
                                        " names column " + std::to_string(c) + " on a board of " +
                                        std::to_string(n));
    }
}

void checkSolverSize(std::span<const int> board) {
    if (sizeOf(board) > PuzzleAdvisor::kMaxN)
        throw std::invalid_argument("PuzzleAdvisor: the solver supports N up to " +
                                    std::to_string(PuzzleAdvisor::kMaxN));
}

// The line two queens share, or None.
RejectReason sharedLine(int ra, int ca, int rb, int cb) {
    if (ca == cb) return RejectReason::Column;
    if (ra - ca == rb - cb) return RejectReason::Diagonal;
    if (ra + ca == rb + cb) return RejectReason::AntiDiagonal;
    return RejectReason::None;
}

// The lines taken, as described in the header.
struct Masks {
    int n = 0;
    std::uint64_t all = 0;
    std::uint64_t cols = 0, anti = 0, diag = 0;

    explicit Masks(int size) : n(size), all(boardMask(size)) {}
    void flip(int r, int c) {
        cols ^= 1ULL << c;
        anti ^= 1ULL << (r + c);
        diag ^= 1ULL << (c - r + n - 1);
    }
    std::uint64_t avail(int r) const { return all & ~cols & ~(anti >> r) & ~(diag >> (n - 1 - r)); }
};

}  // namespace

std::vector<PuzzleConflict> PuzzleAdvisor::conflicts(std::span<const int> board) {
    checkBoard(board);
    std::vector<PuzzleConflict> out;
    const int n = sizeOf(board);
    for (int a = 0; a < n; ++a) {
        if (at(board, a) < 0) continue;
        for (int b = a + 1; b < n; ++b) {
            if (at(board, b) < 0) continue;
            const RejectReason line = sharedLine(a, at(board, a), b, at(board, b));
            if (line != RejectReason::None)
                out.push_back(PuzzleConflict{a, at(board, a), b, at(board, b), line});
        }
    }
    return out;
}

bool PuzzleAdvisor::isSolution(std::span<const int> board) {
    checkBoard(board);
    for (int c : board)
        if (c < 0) return false;
    return conflicts(board).empty();
}

bool PuzzleAdvisor::isAttacked(std::span<const int> board, int row, int col) {
    checkBoard(board);
    const int n = sizeOf(board);
    if (row < 0 || row >= n || col < 0 || col >= n) return false;
    for (int r = 0; r < n; ++r) {
        if (r == row || at(board, r) < 0) continue;
        if (sharedLine(r, at(board, r), row, col) != RejectReason::None) return true;
    }
    return false;
}

std::uint64_t PuzzleAdvisor::safeColumns(std::span<const int> board, int row) {
    const int n = sizeOf(board);
    if (n > 64) throw std::invalid_argument("PuzzleAdvisor: safeColumns supports N up to 64");
    std::uint64_t bits = 0;
    for (int c = 0; c < n; ++c)
        if (!isAttacked(board, row, c)) bits |= 1ULL << c;
    return bits;
}

PuzzleCompletion PuzzleAdvisor::complete(std::span<const int> board, std::uint64_t budget) {
    checkBoard(board);
    checkSolverSize(board);
    const int n = sizeOf(board);
    PuzzleCompletion result;
    result.board.assign(board.begin(), board.end());
    std::vector<int>& cur = result.board;

    if (!conflicts(board).empty()) return result;
    Masks m(n);
    for (int r = 0; r < n; ++r)
        if (cur[static_cast<std::size_t>(r)] >= 0) m.flip(r, cur[static_cast<std::size_t>(r)]);

    struct Frame {
        int row;
        std::uint64_t untried;  // safe columns not tried yet
        int placed;             // column of the queen this frame has down, or -1
    };
    std::vector<Frame> stack;
    stack.reserve(static_cast<std::size_t>(n));

    enum class Open { Complete, Pushed, Blocked };
    // Opens the most constrained empty row as a new frame.
    const auto open = [&]() {
        int best = -1;
        int bestCount = n + 1;
        std::uint64_t bestAvail = 0;
        for (int r = 0; r < n; ++r) {
            if (cur[static_cast<std::size_t>(r)] >= 0) continue;
            const std::uint64_t avail = m.avail(r);
            const int count = std::popcount(avail);
            if (count == 0) return Open::Blocked;
            if (count < bestCount) {
                best = r;
                bestCount = count;
                bestAvail = avail;
            }
        }
        if (best < 0) return Open::Complete;
        stack.push_back(Frame{best, bestAvail, -1});
        return Open::Pushed;
    };

    const Open first = open();
    if (first == Open::Complete) {
        result.found = true;
        return result;
    }
    while (!stack.empty()) {
        Frame& f = stack.back();
        if (f.placed >= 0) {
            m.flip(f.row, f.placed);
            cur[static_cast<std::size_t>(f.row)] = -1;
            f.placed = -1;
        }
        if (f.untried == 0) {
            stack.pop_back();
            continue;
        }
        if (result.nodes == budget) {
            // Out of budget before queen number budget + 1: undecided.
            result.decided = false;
            break;
        }
        const int c = popLowestColumn(f.untried);
        f.placed = c;
        cur[static_cast<std::size_t>(f.row)] = c;
        m.flip(f.row, c);
        ++result.nodes;
        if (open() == Open::Complete) {
            result.found = true;
            return result;
        }
    }
    result.board.assign(board.begin(), board.end());
    return result;
}

PuzzleHint PuzzleAdvisor::hint(std::span<const int> board, std::uint64_t budget) {
    checkBoard(board);
    checkSolverSize(board);
    const int n = sizeOf(board);
    PuzzleHint h;

    const std::vector<PuzzleConflict> pairs = conflicts(board);
    if (!pairs.empty()) {
        h.kind = PuzzleHint::Kind::Conflict;
        h.conflict = pairs.front();
        return h;
    }
    bool full = true;
    for (int r = 0; r < n; ++r) {
        if (at(board, r) >= 0) continue;
        full = false;
        if (safeColumns(board, r) == 0) {
            h.kind = PuzzleHint::Kind::DeadEndRow;
            h.blockedRow = r;
            return h;
        }
    }
    if (full) {
        h.kind = PuzzleHint::Kind::Solved;
        return h;
    }

    const PuzzleCompletion done = complete(board, budget);
    h.nodes = done.nodes;
    if (!done.decided) {
        h.kind = PuzzleHint::Kind::Undecided;
        return h;
    }
    if (!done.found) {
        h.kind = PuzzleHint::Kind::DeadEnd;
        return h;
    }
    // The first queen the search put down: the most constrained empty row (ties: the lowest).
    // Recomputed here rather than kept from the search, so it is independent of the stack.
    int best = -1;
    int bestCount = n + 1;
    for (int r = 0; r < n; ++r) {
        if (at(board, r) >= 0) continue;
        const int count = std::popcount(safeColumns(board, r));
        if (count < bestCount) {
            best = r;
            bestCount = count;
        }
    }
    h.kind = PuzzleHint::Kind::Move;
    h.row = best;
    h.col = done.board[static_cast<std::size_t>(best)];
    return h;
}

}  // namespace queens
