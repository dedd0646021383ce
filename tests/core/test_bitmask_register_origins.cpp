// Tests of BitmaskRegisterOrigins: which statement of the bitmask search made each register's
// value, derived from the BoardState and the last event alone.
//
// Independent truth: solve(row, cols, ld, rd) written *recursively* in this file, straight from
// the pseudo-code of BitmaskStepper.h, logging every assignment to a register together with the
// statement and the row it ran for, including the assignments that leave the value unchanged
// (the stepper emits no event for those, so their origin can only be known from the recursion).
// The recursion's steps are matched one to one with BitmaskStepper's events (kind, register,
// row, column), so the comparison is made at every step of the run; at each step the origins the
// recursion holds must be exactly what derive() returns. States that no bitmask run reaches must
// be refused (std::nullopt), and ofEvent() is checked on the fallback cases.
#include <gtest/gtest.h>

#include <array>
#include <bit>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "BitmaskRegisterOrigins.h"
#include "BitmaskStepper.h"
#include "BoardState.h"
#include "StepperFactory.h"

namespace queens {
namespace {

using Origin = BitmaskRegisterOrigins::Origin;
using Origins = BitmaskRegisterOrigins::Origins;
using Source = BitmaskRegisterOrigins::Source;
using Word = std::uint64_t;
constexpr int kRegs = kRegisterCount;

Word allColumns(int n) {
    Word m = 0;
    for (int c = 0; c < n; ++c) m |= Word{1} << c;
    return m;
}

StepperOptions options(int n, bool all) {
    StepperOptions o;
    o.n = n;
    o.allSolutions = all;
    return o;
}

// One step of the recursive search that the stepper reports as an event: a register assignment
// that changed the value (a Mask), or Try / Place / Remove / Solution / Done. `regs` and
// `origins` are what every register holds after it, silent assignments included.
struct Step {
    EventKind kind = EventKind::Done;
    int reg = -1;  // Mask: the register assigned
    int a = -1;    // Mask: the row the value belongs to; Try / Place / Remove: the row
    int b = -1;    // Try / Place / Remove: the column
    std::array<Word, kRegs> regs{};
    Origins origins{};
};

// solve(row, cols, ld, rd) as a textbook recursion. Stops after `maxSteps` steps.
class RecursiveBitmask {
public:
    RecursiveBitmask(int n, bool allSolutions, std::size_t maxSteps)
        : n_(n), all_(allColumns(n)), allSolutions_(allSolutions), max_(maxSteps) {
        origins_.fill(Origin{Source::Init, 0});  // solve(0, 0, 0, 0); avail, bit not yet computed
        solve(0, 0, 0, 0);
        report(EventKind::Done, -1, -1, -1);
    }
    std::vector<Step> steps;

private:
    bool over() const { return steps.size() >= max_ || stopped_; }
    void report(EventKind k, int reg, int a, int b) {
        if (steps.size() >= max_) return;
        steps.push_back({k, reg, a, b, regs_, origins_});
    }
    void assign(Register r, Word v, Source s, int row) {
        const auto i = static_cast<std::size_t>(r);
        const bool changes = regs_[i] != v;
        regs_[i] = v;
        origins_[i] = Origin{s, row};
        if (changes) report(EventKind::Mask, static_cast<int>(r), row, -1);
    }
    void solve(int row, Word cols, Word ld, Word rd) {
        if (row == n_) {
            report(EventKind::Solution, -1, -1, -1);
            if (!allSolutions_) stopped_ = true;
            return;
        }
        Word avail = all_ & ~(cols | ld | rd);
        assign(Register::Avail, avail, Source::Avail, row);
        while (avail != 0 && !over()) {
            const Word bit = avail & (~avail + 1);
            assign(Register::Bit, bit, Source::Pick, row);
            avail &= avail - 1;
            assign(Register::Avail, avail, Source::Clear, row);
            const int col = std::countr_zero(bit);
            report(EventKind::Try, -1, row, col);
            report(EventKind::Place, -1, row, col);
            // The stepper keeps ld inside `all` (BitmaskStepper.h); avail is the same either way.
            const Word c2 = cols | bit, l2 = ((ld | bit) << 1) & all_, r2 = (rd | bit) >> 1;
            assign(Register::Cols, c2, Source::Descend, row + 1);
            assign(Register::Ld, l2, Source::Descend, row + 1);
            assign(Register::Rd, r2, Source::Descend, row + 1);
            solve(row + 1, c2, l2, r2);
            if (over()) return;
            assign(Register::Cols, cols, Source::Restore, row);
            assign(Register::Ld, ld, Source::Restore, row);
            assign(Register::Rd, rd, Source::Restore, row);
            assign(Register::Avail, avail, Source::Restore, row);
            assign(Register::Bit, bit, Source::Restore, row);
            report(EventKind::Remove, -1, row, col);
        }
    }

    int n_;
    Word all_;
    bool allSolutions_;
    std::size_t max_;
    bool stopped_ = false;
    std::array<Word, kRegs> regs_{};
    Origins origins_{};
};

std::string describe(const Origins& o) {
    std::string s;
    for (const Origin& x : o) {  // piece by piece: see GCC 12's -Wrestrict false positive
        s += '(';
        s += std::to_string(static_cast<int>(x.source));
        s += ", row ";
        s += std::to_string(x.row);
        s += ") ";
    }
    return s;
}

struct RunCase {
    int n;
    bool all;
    std::size_t maxEvents;
};

// Runs BitmaskStepper and the recursion side by side; every step must derive exactly the
// recursion's origins. Returns how often each (register, statement) was compared.
std::map<std::pair<int, Source>, int> checkRun(const RunCase& rc) {
    std::map<std::pair<int, Source>, int> seen;
    BitmaskStepper stepper(options(rc.n, rc.all));
    std::vector<StepEvent> events;
    StepEvent e;
    while (events.size() < rc.maxEvents && stepper.next(e)) events.push_back(e);
    const RecursiveBitmask oracle(rc.n, rc.all, events.size());
    EXPECT_EQ(oracle.steps.size(), events.size());
    if (events.size() < rc.maxEvents) {  // the whole run
        EXPECT_EQ(events.back().kind, EventKind::Done);
    }

    BoardState state(rc.n);
    const auto before = BitmaskRegisterOrigins::derive(state, nullptr);
    EXPECT_TRUE(before.has_value());
    if (before) {
        for (const Origin& o : *before) EXPECT_EQ(o, (Origin{Source::Init, 0}));
    }
    for (std::size_t k = 0; k < events.size() && k < oracle.steps.size(); ++k) {
        const StepEvent& ev = events[k];
        const Step& want = oracle.steps[k];
        SCOPED_TRACE("n = " + std::to_string(rc.n) + ", event " + std::to_string(k));
        // The two runs are in step: same kind of event, register, row and column.
        EXPECT_EQ(ev.kind, want.kind);
        if (want.kind == EventKind::Mask) {
            EXPECT_EQ(ev.reason, want.reg);
            EXPECT_EQ(ev.a, want.a);
        } else if (want.a >= 0) {
            EXPECT_EQ(ev.a, want.a);
            EXPECT_EQ(ev.b, want.b);
        }
        state.apply(ev);
        for (int i = 0; i < kRegs; ++i)
            EXPECT_EQ(state.reg(static_cast<Register>(i)), want.regs[static_cast<std::size_t>(i)]);
        if (::testing::Test::HasFailure()) return seen;  // out of step: the rest means nothing

        const auto got = BitmaskRegisterOrigins::derive(state, &ev);
        EXPECT_TRUE(got.has_value());
        if (!got) return seen;
        EXPECT_EQ(*got, want.origins)
            << "derived  " << describe(*got) << "\nexpected " << describe(want.origins);
        if (*got != want.origins) return seen;
        for (int i = 0; i < kRegs; ++i)
            ++seen[{i, want.origins[static_cast<std::size_t>(i)].source}];
    }
    return seen;
}

TEST(BitmaskRegisterOrigins, MatchesARecursiveSearchAtEveryStepOfWholeRuns) {
    for (int n = 1; n <= 9; ++n) {
        const auto seen = checkRun({n, true, 10'000'000});
        if (::testing::Test::HasFailure()) return;
        if (n < 4) continue;
        // Every statement was met for the registers it assigns, and compared.
        for (const auto& [reg, source] : {std::pair{3, Source::Avail},
                                          {4, Source::Pick},
                                          {3, Source::Clear},
                                          {0, Source::Descend},
                                          {1, Source::Descend},
                                          {2, Source::Descend},
                                          {0, Source::Restore},
                                          {1, Source::Restore},
                                          {2, Source::Restore},
                                          {3, Source::Restore},
                                          {4, Source::Restore}}) {
            const auto it = seen.find({reg, source});
            EXPECT_TRUE(it != seen.end() && it->second > 0)
                << "n = " << n << ": register " << reg << ", source " << static_cast<int>(source)
                << " never compared";
        }
    }
}

TEST(BitmaskRegisterOrigins, MatchesARecursiveSearchWhenStoppingAtTheFirstSolution) {
    for (int n : {1, 4, 5, 6, 8, 10}) {
        checkRun({n, false, 10'000'000});
        if (::testing::Test::HasFailure()) return;
    }
}

TEST(BitmaskRegisterOrigins, MatchesARecursiveSearchOnWideBoards) {
    // Prefixes of long runs; 64 columns use every bit of the registers (bit 63 included).
    for (const RunCase& rc :
         {RunCase{13, true, 150'000}, RunCase{32, true, 60'000}, RunCase{64, true, 60'000}}) {
        checkRun(rc);
        if (::testing::Test::HasFailure()) return;
    }
}

TEST(BitmaskRegisterOrigins, RefusesStatesNoBitmaskRunReaches) {
    // avail set for row 2 while no queen is placed: the placement does not fit the event.
    BoardState handMade(8);
    StepEvent avail = StepEvent::make(EventKind::Mask, BitmaskStepper::kLineAvail, 2, -1,
                                      reasonCode(Register::Avail));
    avail.value = 0b1010;
    handMade.apply(avail);
    EXPECT_FALSE(BitmaskRegisterOrigins::derive(handMade, &avail).has_value());
    // An empty board with a register already set is not the start of a run either.
    EXPECT_FALSE(BitmaskRegisterOrigins::derive(handMade, nullptr).has_value());

    // A real step, then one register changed behind the search's back: the values no longer fit.
    BitmaskStepper stepper(options(8, true));
    BoardState state(8);
    StepEvent e;
    std::size_t tampered = 0;
    for (int k = 0; k < 3000 && stepper.next(e); ++k) {
        state.apply(e);
        ASSERT_TRUE(BitmaskRegisterOrigins::derive(state, &e).has_value()) << "event " << k;
        for (int i = 0; i < kRegs; ++i) {
            BoardState changed = state;
            StepEvent flip =
                StepEvent::make(EventKind::Mask, e.line, e.a, -1, static_cast<std::uint8_t>(i));
            flip.value = Word{1} << (k % 8);
            changed.apply(flip);
            EXPECT_FALSE(BitmaskRegisterOrigins::derive(changed, &e).has_value())
                << "event " << k << ", register " << i;
            ++tampered;
        }
    }
    EXPECT_EQ(tampered, 3000u * kRegs);

    // n outside 1..64: no registers to explain.
    EXPECT_FALSE(BitmaskRegisterOrigins::derive(BoardState(65), nullptr).has_value());
}

TEST(BitmaskRegisterOrigins, RefusesTheStatesOfOtherAlgorithms) {
    // The backtracking search places queens without touching the registers (all zero), so none
    // of its steps but the empty start is a step of the bitmask search.
    const auto stepper = StepperFactory::create(Algorithm::Backtracking, options(6, true));
    BoardState state(6);
    EXPECT_TRUE(BitmaskRegisterOrigins::derive(state, nullptr).has_value());
    StepEvent e;
    std::size_t checked = 0;
    while (stepper->next(e)) {
        state.apply(e);
        EXPECT_FALSE(BitmaskRegisterOrigins::derive(state, &e).has_value()) << "event " << checked;
        ++checked;
    }
    EXPECT_GT(checked, 100u);
}

TEST(BitmaskRegisterOrigins, OfEventNamesTheStatementOfTheEventsLine) {
    using L = BitmaskStepper::Line;
    const auto mask = [](int line, int row, Register r) {
        return StepEvent::make(EventKind::Mask, line, row, -1, reasonCode(r));
    };
    EXPECT_EQ(BitmaskRegisterOrigins::ofEvent(mask(L::kLineAvail, 2, Register::Avail), 0),
              (Origin{Source::Avail, 2}));
    EXPECT_EQ(BitmaskRegisterOrigins::ofEvent(mask(L::kLinePickBit, 3, Register::Bit), 3),
              (Origin{Source::Pick, 3}));
    EXPECT_EQ(BitmaskRegisterOrigins::ofEvent(mask(L::kLineClearBit, 3, Register::Avail), 3),
              (Origin{Source::Clear, 3}));
    // Line 8 going down to row 4 (row 3 has just been given its queen: 4 queens).
    EXPECT_EQ(BitmaskRegisterOrigins::ofEvent(mask(L::kLineRecurse, 4, Register::Ld), 4),
              (Origin{Source::Descend, 4}));
    // Line 8 going back to row 3 (its queen is still on the board: 4 queens).
    EXPECT_EQ(BitmaskRegisterOrigins::ofEvent(mask(L::kLineRecurse, 3, Register::Avail), 4),
              (Origin{Source::Restore, 3}));
    // Avail and bit never come down a level: only cols, ld, rd are descended.
    EXPECT_EQ(BitmaskRegisterOrigins::ofEvent(mask(L::kLineRecurse, 4, Register::Avail), 4),
              Origin{});
    EXPECT_EQ(
        BitmaskRegisterOrigins::ofEvent(StepEvent::make(EventKind::Try, L::kLinePlace, 1, 2), 1),
        Origin{});
}

}  // namespace
}  // namespace queens
