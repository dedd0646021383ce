#pragma once
// HotLines: which queens are attacked, for a whole board at once (HeatMapRenderer,
// ConflictStripsView). A queen is attacked (conflictsOf(row) > 0) exactly when one of its three
// lines holds two or more queens, a hot line. build() reads the line counters in order once (O(n))
// into bitsets of the hot lines, folded into small ones when few lines are hot; a Probe answers
// from the bits and settles the few ambiguous queens with conflictsOf (docs/design.md,
// "Large boards"). A Probe may only be used while the state given to build() (or to the last
// step()) is alive; while it is unchanged, its answers are exact. The full bitsets (5 bits a
// queen) are HugePageVectors: on huge pages for huge boards, where the probes hit them at random.
#include <QDeadlineTimer>
#include <cstdint>
#include <vector>

#include "BoardState.h"
#include "HugePageAllocator.h"

class HotLines {
public:
    static constexpr int kFoldMaxLog2 = 18;  // 3 x 32 KiB
    static constexpr int kFoldMaxLines = 256;

    // What the test of one queen needs, copied into a local so that it stays in registers.
    struct Probe {
        const queens::BoardState* state = nullptr;
        const std::uint64_t* cols = nullptr;
        const std::uint64_t* diag = nullptr;
        const std::uint64_t* anti = nullptr;
        std::uint32_t mask = 0;  // all ones for the full bitsets, 2^k - 1 when folded
        int offset = 0;          // n - 1
        bool any = false;
        bool anyColumn = false;  // false on a permutation: the column test is skipped
        bool folded = false;
        bool operator()(int row, int col) const {
            if (!any) return false;
            const bool hit = (anyColumn && test(cols, static_cast<std::uint32_t>(col))) |
                             test(diag, static_cast<std::uint32_t>(row - col + offset)) |
                             test(anti, static_cast<std::uint32_t>(row + col));
            return hit && (!folded || state->conflictsOf(row) > 0);
        }
        bool test(const std::uint64_t* bits, std::uint32_t i) const {
            i &= mask;
            return ((bits[i >> 6] >> (i & 63)) & 1U) != 0;
        }
    };

    void build(const queens::BoardState& state) {
        begin(state);
        step(state, QDeadlineTimer(QDeadlineTimer::Forever));
    }
    // The same in slices (SlicedRebuild): begin(), then step() until it returns true (the
    // deadline is checked every few thousand lines). The probe is valid once step() is done.
    void begin(const queens::BoardState& state);
    bool step(const queens::BoardState& state, const QDeadlineTimer& deadline);
    // False when no line is hot (collisions() == 0): nobody is attacked.
    bool any() const { return probe_.any; }
    // Number of hot lines (columns and diagonals of both directions).
    std::int64_t count() const { return count_; }
    const Probe& probe() const { return probe_; }

private:
    template <typename Value>
    bool mark(queens::HugePageVector<std::uint64_t>& bits, std::size_t count, Value&& value,
              const QDeadlineTimer& deadline);
    void fold();

    Probe probe_;
    std::int64_t count_ = 0;
    int phase_ = 0;         // 0 columns, 1 "\", 2 "/", 3 done
    std::size_t word_ = 0;  // the next word of the phase's bitset
    queens::HugePageVector<std::uint64_t> cols_;
    queens::HugePageVector<std::uint64_t> diag_;
    queens::HugePageVector<std::uint64_t> anti_;
    std::vector<std::uint64_t> foldCols_;
    std::vector<std::uint64_t> foldDiag_;
    std::vector<std::uint64_t> foldAnti_;
};
