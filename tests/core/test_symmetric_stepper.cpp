// Tests of SymmetricStepper alone (split from test_backtracking_family.cpp, whose typed tests
// also run it against the brute-force oracle for n <= 9). SymmetricStepper searches only boards
// whose first queen is in the left half (for odd n with the first queen in the middle column,
// only those whose second queen is left of it) and reports each board found together with its
// mirror image. Checked here against independent truth: the published totals (OEIS A000170) for
// n = 10..12, every reported board placed on a fresh BoardState; the half-board restriction and
// the Found/Mirrored pairing event by event; and the node count, exactly half of the full
// BacktrackingStepper search by the mirror argument below.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>

#include "BacktrackingFamilyFixtures.h"
#include "BacktrackingStepper.h"
#include "BoardState.h"
#include "SymmetricStepper.h"

namespace {

using backtrackingtest::code;
using backtrackingtest::expectPublishedTotal;
using backtrackingtest::kA000170;
using backtrackingtest::optionsFor;
using backtrackingtest::runToEnd;
using queens::BacktrackingStepper;
using queens::BoardState;
using queens::EventKind;
using queens::RejectReason;
using queens::SolutionKind;
using queens::StepEvent;
using queens::SymmetricStepper;

TEST(SymmetricStepperTest, CountsMatchA000170For10To12) {
    for (int n = 10; n <= 12; ++n) expectPublishedTotal<SymmetricStepper>(n);
}

TEST(SymmetricStepperTest, FindsTheLeftHalfAndMirrorsIt) {
    for (int n = 1; n <= 10; ++n) {
        SCOPED_TRACE("n = " + std::to_string(n));
        const int mid = n / 2;  // the middle column when n is odd
        SymmetricStepper stepper(optionsFor(n));
        std::uint64_t found = 0;
        std::uint64_t mirrors = 0;
        int row0Skips = 0;
        int row1Skips = 0;
        StepEvent previous;
        const BoardState end = runToEnd(stepper, [&](const StepEvent& e, const BoardState& st) {
            if (e.kind == EventKind::Try && e.a == 0) {
                EXPECT_LT(e.b, (n + 1) / 2);
            }
            if (e.kind == EventKind::Solution && e.reason == code(SolutionKind::Found)) {
                ++found;
                const int c0 = st.queenAt(0);
                EXPECT_LE(c0, (n - 1) / 2) << "first queen outside the left half";
                if (n % 2 == 1 && n > 1 && c0 == mid) {
                    EXPECT_LT(st.queenAt(1), mid);
                }
            }
            if (e.kind == EventKind::Solution && e.reason == code(SolutionKind::Mirrored)) {
                ++mirrors;
                EXPECT_EQ(previous.kind, EventKind::Solution);
                EXPECT_EQ(previous.reason, code(SolutionKind::Found));
            }
            if (e.kind == EventKind::Reject && e.reason == code(RejectReason::Symmetry)) {
                EXPECT_NE(previous.kind, EventKind::Try) << "a skipped cell is not a node";
                if (e.a == 0) {
                    ++row0Skips;
                    EXPECT_EQ(e.b, (n + 1) / 2);
                } else {
                    ++row1Skips;
                    EXPECT_EQ(e.a, 1);
                    EXPECT_EQ(e.b, mid);
                    EXPECT_EQ(n % 2, 1);
                    EXPECT_EQ(st.queenAt(0), mid);
                }
            }
            previous = e;
        });
        const std::uint64_t total = kA000170[static_cast<std::size_t>(n)];
        EXPECT_EQ(found + mirrors, total);
        EXPECT_EQ(end.stats().solutions, total);
        if (n == 1) {
            EXPECT_EQ(mirrors, 0u) << "the 1x1 solution is its own mirror";
        } else {
            EXPECT_EQ(mirrors, found);
        }
        EXPECT_EQ(row0Skips, n >= 2 ? 1 : 0);
        EXPECT_EQ(row1Skips, n % 2 == 1 && n >= 3 ? 1 : 0);
    }
}

TEST(SymmetricStepperTest, SearchesHalfTheNodesOfBacktracking) {
    // Mirror argument: the subtrees below (0, c) and (0, n-1-c) have equal node counts, and so,
    // for odd n with the first queen in the middle, do those below (1, c1) and (1, n-1-c1); the
    // middle cell of row 1 is a leaf (same column). Summing up, the pruned search has exactly
    // half the Try events of the full one for every n >= 2.
    auto ignore = [](const StepEvent&, const BoardState&) {};
    for (int n = 2; n <= 10; ++n) {
        SCOPED_TRACE("n = " + std::to_string(n));
        BacktrackingStepper full(optionsFor(n));
        SymmetricStepper half(optionsFor(n));
        const std::uint64_t fullNodes = runToEnd(full, ignore).stats().nodes;
        const std::uint64_t halfNodes = runToEnd(half, ignore).stats().nodes;
        EXPECT_LT(halfNodes, fullNodes);
        EXPECT_EQ(2 * halfNodes, fullNodes);
    }
}

}  // namespace
