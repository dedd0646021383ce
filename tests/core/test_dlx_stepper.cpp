// DlxStepper against independent truth: the published counts (OEIS A000170), SolutionVerifier,
// inverse replay, and, at every step, the matrix the view draws recomputed here from the placed
// queens alone (which squares are live, which items are covered, how many options each item has,
// how many link updates a cover or an uncover makes).
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <set>
#include <stdexcept>
#include <vector>

#include "BoardState.h"
#include "DlxStepper.h"
#include "PublishedCounts.h"
#include "SolutionVerifier.h"
#include "StepperFactory.h"

using namespace queens;

namespace {

StepperOptions options(int n, bool all = true) {
    StepperOptions o;
    o.n = n;
    o.allSolutions = all;
    return o;
}

std::vector<StepEvent> runAll(const StepperOptions& o) {
    DlxStepper s(o);
    std::vector<StepEvent> events;
    StepEvent e;
    while (s.next(e)) events.push_back(e);
    return events;
}

// The items of square (r, c) as CoverState.h documents them: row, column, "\", "/".
std::array<int, 4> itemsOf(int n, int r, int c) {
    return {r, n + c, 2 * n + (r - c + n - 1), 4 * n - 1 + (r + c)};
}

bool attacks(int r1, int c1, int r2, int c2) {
    return r1 == r2 || c1 == c2 || r1 - c1 == r2 - c2 || r1 + c1 == r2 + c2;
}

// A square is live iff it shares no row, column or diagonal with a placed queen.
bool liveFromQueens(const std::vector<int>& placement, int r, int c) {
    for (int q = 0; q < static_cast<int>(placement.size()); ++q) {
        const int qc = placement[static_cast<std::size_t>(q)];
        if (qc >= 0 && attacks(q, qc, r, c)) return false;
    }
    return true;
}

// Live squares holding `item`.
int liveOptions(const std::vector<int>& placement, int item) {
    const int n = static_cast<int>(placement.size());
    int count = 0;
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) {
            const auto items = itemsOf(n, r, c);
            if (std::find(items.begin(), items.end(), item) != items.end() &&
                liveFromQueens(placement, r, c))
                ++count;
        }
    return count;
}

}  // namespace

TEST(DlxStepper, CountsEqualThePublishedOnesAndEverySolutionIsValidAndNew) {
    for (int n = 1; n <= 12; ++n) {
        DlxStepper stepper(options(n));
        BoardState s(n);
        std::set<std::vector<int>> found;
        std::uint64_t reported = 0;
        StepEvent e;
        while (stepper.next(e)) {
            s.apply(e);
            if (e.kind != EventKind::Solution) continue;
            ++reported;
            ASSERT_TRUE(SolutionVerifier::isSolution(s.placement())) << "n=" << n;
            found.insert(s.placement());
        }
        EXPECT_EQ(reported, queens::testing::publishedTotal(n)) << "n=" << n;
        EXPECT_EQ(found.size(), reported) << "no solution twice, n=" << n;
        EXPECT_EQ(s.stats().solutions, reported);
        EXPECT_EQ(s.cover().stack().size(), 0u) << "every cover undone at the end, n=" << n;
        EXPECT_EQ(s.queenCount(), 0);
    }
}

TEST(DlxStepper, UndoingEveryEventInReverseRestoresEveryEarlierState) {
    for (int n = 5; n <= 7; ++n) {
        for (const bool all : {true, false}) {
            const auto events = runAll(options(n, all));
            BoardState s(n);
            std::vector<BoardState> states{s};
            for (const StepEvent& e : events) {
                ASSERT_NO_THROW(s.apply(e));
                ASSERT_TRUE(s.consistent());
                states.push_back(s);
            }
            for (std::size_t i = events.size(); i-- > 0;) {
                s.unapply(events[i]);
                ASSERT_EQ(s, states[i]) << "n=" << n << " undo of event " << i;
            }
            EXPECT_EQ(s, BoardState(n));
        }
    }
}

// The matrix a view draws, recomputed from the placed queens at every step of full runs.
TEST(DlxStepper, CoveredItemsLiveOptionsAndChoicesMatchARecomputation) {
    for (int n = 1; n <= 8; ++n) {
        DlxStepper stepper(options(n));
        BoardState s(n);
        std::vector<int> branch;                 // items chosen and covered along the current path
        int chosen = -1;                         // the item of the last Choose until its Cover
        std::vector<std::array<int, 2>> queens;  // placed squares, the newest at the back
        const auto order = DlxStepper::primaryOrder(n);
        StepEvent e;
        std::uint64_t step = 0;
        while (stepper.next(e)) {
            SCOPED_TRACE("n=" + std::to_string(n) + " event " + std::to_string(step++));
            const BoardState before = s;
            s.apply(e);
            const auto& placement = s.placement();
            if (e.kind == EventKind::Choose) {
                // Live squares: exactly those no placed queen attacks.
                for (int r = 0; r < n; ++r)
                    for (int c = 0; c < n; ++c)
                        ASSERT_EQ(s.cover().optionLive(r, c), liveFromQueens(placement, r, c))
                            << r << "," << c;
                // The choice: an open primary item with the fewest live options, the first of
                // them in organ-pipe order; b is its count.
                int best = -1, fewest = 0;
                for (const int item : order) {
                    if (std::find(branch.begin(), branch.end(), item) != branch.end()) continue;
                    bool held = false;  // a row or column of a placed queen
                    for (const auto& q : queens) held |= item == q[0] || item == n + q[1];
                    if (held) continue;
                    const int left = liveOptions(placement, item);
                    if (best < 0 || left < fewest) best = item, fewest = left;
                }
                ASSERT_EQ(e.a, best);
                ASSERT_EQ(e.b, fewest);
                chosen = e.a;
            }
            if (e.kind == EventKind::Place) queens.push_back({e.a, e.b});
            if (e.kind == EventKind::Remove) {
                ASSERT_FALSE(queens.empty());
                ASSERT_EQ(queens.back(), (std::array<int, 2>{e.a, e.b}));
                queens.pop_back();
            }
            if (e.kind == EventKind::Cover) {
                // 1 update for the header, 3 for each live option of the item (its other nodes).
                ASSERT_EQ(e.value,
                          1u + 3u * static_cast<unsigned>(before.cover().optionsLeft(e.a)));
                if (e.a == chosen) branch.push_back(e.a);  // branched on from its Cover on
                chosen = -1;
            }
            if (e.kind == EventKind::Uncover) {
                ASSERT_EQ(e.value, 1u + 3u * static_cast<unsigned>(s.cover().optionsLeft(e.a)));
                bool held = false;
                for (const auto& q : queens) {
                    const auto items = itemsOf(n, q[0], q[1]);
                    held |= std::find(items.begin(), items.end(), e.a) != items.end();
                }
                if (!held) {
                    ASSERT_FALSE(branch.empty());
                    ASSERT_EQ(branch.back(), e.a) << "the branch item is uncovered last";
                    branch.pop_back();
                }
            }
            // Covered: the branch items and the items of the placed queens; between a Place and
            // the last cover of its option (and from the first uncover to its Remove) some items
            // of the newest queen only.
            std::set<int> expected(branch.begin(), branch.end());
            for (const auto& q : queens)
                for (const int i : itemsOf(n, q[0], q[1])) expected.insert(i);
            const auto& stack = s.cover().stack();
            const std::set<int> covered(stack.begin(), stack.end());
            ASSERT_EQ(covered.size(), stack.size()) << "no item covered twice";
            for (const int i : covered) ASSERT_TRUE(expected.contains(i)) << "item " << i;
            for (const int i : expected) {
                if (covered.contains(i)) continue;
                ASSERT_FALSE(queens.empty()) << "item " << i << " should be covered";
                const auto newest = itemsOf(n, queens.back()[0], queens.back()[1]);
                ASSERT_NE(std::find(newest.begin(), newest.end(), i), newest.end())
                    << "item " << i << " should be covered";
                ASSERT_TRUE(e.kind == EventKind::Place || e.kind == EventKind::Cover ||
                            e.kind == EventKind::Uncover)
                    << "item " << i << " should be covered";
            }
            // Every primary item covered exactly when a solution is announced.
            if (e.kind == EventKind::Solution) {
                for (int i = 0; i < 2 * n; ++i) ASSERT_TRUE(covered.contains(i));
            }
        }
        EXPECT_TRUE(branch.empty());
        EXPECT_TRUE(queens.empty());
    }
}

TEST(DlxStepper, PrimaryItemsInOrganPipeOrder) {
    // 0-based rows and columns 3, 4, 2, 5, 1, 6, 0, 7, each row before its column (n + col).
    EXPECT_EQ(DlxStepper::primaryOrder(8),
              (std::vector<int>{3, 11, 4, 12, 2, 10, 5, 13, 1, 9, 6, 14, 0, 8, 7, 15}));
    EXPECT_EQ(DlxStepper::primaryOrder(5), (std::vector<int>{2, 7, 3, 8, 1, 6, 4, 9, 0, 5}));
    EXPECT_EQ(DlxStepper::primaryOrder(1), (std::vector<int>{0, 1}));
}

TEST(DlxStepper, FirstSolutionModeAndFactory) {
    const auto events = runAll(options(8, false));
    ASSERT_GE(events.size(), 2u);
    EXPECT_EQ(events[events.size() - 2].kind, EventKind::Solution);
    EXPECT_EQ(events.back().kind, EventKind::Done);
    EXPECT_EQ(std::count_if(events.begin(), events.end(),
                            [](const StepEvent& e) { return e.kind == EventKind::Solution; }),
              1);
    // The factory builds it, with the same pseudo-code, and refuses given queens.
    auto built = StepperFactory::create(Algorithm::Dlx, options(8));
    EXPECT_EQ(built->algorithm(), Algorithm::Dlx);
    EXPECT_EQ(StepperFactory::pseudocode(Algorithm::Dlx).size(), DlxStepper::kPseudocode.size());
    StepperOptions given = options(6);
    given.fixed = {-1, 2, -1, -1, -1, -1};
    EXPECT_FALSE(StepperFactory::validate(Algorithm::Dlx, given).empty());
    EXPECT_THROW({ DlxStepper s(given); }, std::invalid_argument);
    // The largest board still reaches its first solution.
    const int maxN = StepperFactory::maxN(Algorithm::Dlx);
    auto big = StepperFactory::create(Algorithm::Dlx, options(maxN, false));
    BoardState s(maxN);
    StepEvent e;
    while (big->next(e)) s.apply(e);
    EXPECT_TRUE(SolutionVerifier::isSolution(s.placement()));
    EXPECT_EQ(s.stats().solutions, 1u);
}
