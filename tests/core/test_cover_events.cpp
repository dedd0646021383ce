// CoverState and BoardState on the exact-cover events Choose, Cover and Uncover: apply and unapply
// restore equal states, refused events throw and change nothing, and optionsLeft agrees with a
// brute-force count over the squares written here from the documented item numbering.
#include <gtest/gtest.h>

#include <array>
#include <set>
#include <stdexcept>
#include <vector>

#include "BoardState.h"
#include "CoverState.h"
#include "SplitMix64.h"

using queens::BoardState;
using queens::CoverState;
using queens::EventKind;
using queens::StepEvent;

namespace {

StepEvent ev(EventKind k, int a, int b = -1, std::uint64_t value = 0) {
    StepEvent e = StepEvent::make(k, 0, a, b);
    e.value = value;
    return e;
}

// The four items of square (r, c), as CoverState.h documents them (rows, columns, "\" then "/").
std::array<int, 4> itemsOf(int n, int r, int c) {
    return {r, n + c, 2 * n + (r - c + n - 1), 4 * n - 1 + (r + c)};
}

// Live squares holding `item`, from the set of covered items alone.
int bruteOptionsLeft(int n, const std::set<int>& covered, int item) {
    int left = 0;
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) {
            const auto items = itemsOf(n, r, c);
            bool holds = false, live = true;
            for (const int i : items) {
                holds |= i == item;
                live &= !covered.contains(i);
            }
            left += holds && live ? 1 : 0;
        }
    return left;
}

void expectMatchesBruteForce(const CoverState& s, const std::set<int>& covered) {
    const int n = s.n();
    for (int item = 0; item < 6 * n - 2; ++item) {
        EXPECT_EQ(s.covered(item), covered.contains(item)) << "item " << item;
        EXPECT_EQ(s.optionsLeft(item), bruteOptionsLeft(n, covered, item)) << "item " << item;
    }
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) {
            bool live = true;
            for (const int i : itemsOf(n, r, c)) live &= !covered.contains(i);
            EXPECT_EQ(s.optionLive(r, c), live) << r << "," << c;
        }
}

}  // namespace

TEST(CoverEvents, ItemNumberingIsTheDocumentedOne) {
    for (int n = 1; n <= 9; ++n) {
        std::set<int> seen;
        for (int r = 0; r < n; ++r)
            for (int c = 0; c < n; ++c) {
                EXPECT_EQ(CoverState::items(n, r, c), itemsOf(n, r, c));
                for (const int i : itemsOf(n, r, c)) seen.insert(i);
            }
        EXPECT_EQ(static_cast<int>(seen.size()), CoverState::itemCount(n)) << "every item used";
        EXPECT_EQ(*seen.rbegin(), CoverState::itemCount(n) - 1);
    }
}

TEST(CoverEvents, RandomCoversAndUncoversAgreeWithBruteForceAndUndoExactly) {
    queens::SplitMix64 rng(19);
    for (int n : {1, 2, 5, 8}) {
        BoardState state(n);
        std::vector<int> stack;  // the test's own record of the covered items, last at the back
        std::vector<StepEvent> applied;
        std::vector<BoardState> before;
        const int items = 6 * n - 2;
        for (int step = 0; step < 300; ++step) {
            const std::set<int> covered(stack.begin(), stack.end());
            StepEvent e;
            const auto pick = rng.below(3);
            if (pick == 0 && !stack.empty()) {
                e = ev(EventKind::Uncover, stack.back(), -1, 5);
            } else if (pick == 1) {
                // Choose an uncovered primary item, with its true count.
                std::vector<int> open;
                for (int i = 0; i < 2 * n; ++i)
                    if (!covered.contains(i)) open.push_back(i);
                if (open.empty()) continue;
                const int item = open[rng.below(static_cast<std::uint32_t>(open.size()))];
                e = ev(EventKind::Choose, item, bruteOptionsLeft(n, covered, item));
            } else {
                std::vector<int> open;
                for (int i = 0; i < items; ++i)
                    if (!covered.contains(i)) open.push_back(i);
                if (open.empty()) continue;
                e = ev(EventKind::Cover, open[rng.below(static_cast<std::uint32_t>(open.size()))],
                       -1, 1 + rng.below(9));
            }
            before.push_back(state);
            ASSERT_NO_THROW(state.apply(e)) << "n=" << n << " step " << step;
            applied.push_back(e);
            if (e.kind == EventKind::Cover) stack.push_back(e.a);
            if (e.kind == EventKind::Uncover) stack.pop_back();
            expectMatchesBruteForce(state.cover(), std::set<int>(stack.begin(), stack.end()));
            EXPECT_EQ(state.cover().stack(), stack);
            // One step forward and back gives the same state.
            BoardState copy = state;
            copy.unapply(e);
            EXPECT_EQ(copy, before.back());
        }
        std::uint64_t updates = 0;
        for (const StepEvent& e : applied)
            if (e.kind == EventKind::Cover || e.kind == EventKind::Uncover) updates += e.value;
        EXPECT_EQ(state.stats().updates, updates) << "Cover and Uncover both add their updates";
        for (std::size_t i = applied.size(); i-- > 0;) {
            state.unapply(applied[i]);
            ASSERT_EQ(state, before[i]) << "undo of step " << i;
        }
        EXPECT_EQ(state, BoardState(n));
    }
}

TEST(CoverEvents, RefusedEventsThrowAndChangeNothing) {
    const int n = 6;
    BoardState state(n);
    state.apply(ev(EventKind::Cover, 2, -1, 7));              // row 2
    state.apply(ev(EventKind::Cover, n + 4, -1, 5));          // column 4
    state.apply(ev(EventKind::Cover, 4 * n - 1 + 3, -1, 4));  // "/" diagonal r + c = 3
    const std::set<int> covered = {2, n + 4, 4 * n - 1 + 3};
    const BoardState saved = state;
    auto refused = [&](const StepEvent& e, bool undo) {
        if (undo)
            EXPECT_THROW(state.unapply(e), std::logic_error);
        else
            EXPECT_THROW(state.apply(e), std::logic_error);
        EXPECT_EQ(state, saved);
    };
    refused(ev(EventKind::Cover, 2, -1, 1), false);          // covered twice
    refused(ev(EventKind::Cover, n + 4, -1, 1), false);      // covered twice
    refused(ev(EventKind::Uncover, 2, -1, 1), false);        // not the item covered last
    refused(ev(EventKind::Uncover, 0, -1, 1), false);        // never covered
    refused(ev(EventKind::Cover, 6 * n - 2, -1, 1), false);  // unknown item
    refused(ev(EventKind::Cover, -1, -1, 1), false);
    // Choose: covered, secondary, or the wrong count.
    refused(ev(EventKind::Choose, 2, bruteOptionsLeft(n, covered, 2)), false);
    refused(ev(EventKind::Choose, 2 * n, bruteOptionsLeft(n, covered, 2 * n)), false);
    const int left = bruteOptionsLeft(n, covered, 0);
    refused(ev(EventKind::Choose, 0, left + 1), false);
    refused(ev(EventKind::Choose, 0, left - 1), false);
    // Undo: of a Cover that is not the last one, of an Uncover of a covered item, of a Cover
    // whose updates were never counted, of a wrong Choose.
    refused(ev(EventKind::Cover, 2, -1, 7), true);
    refused(ev(EventKind::Uncover, n + 4, -1, 5), true);
    refused(ev(EventKind::Cover, 4 * n - 1 + 3, -1, 1000), true);
    refused(ev(EventKind::Choose, 1, left + 2), true);
    // A right Choose changes nothing and is accepted both ways.
    const StepEvent choose = ev(EventKind::Choose, 0, left);
    state.apply(choose);
    EXPECT_EQ(state.cover(), saved.cover());
    state.unapply(choose);
    EXPECT_EQ(state, saved);
}
