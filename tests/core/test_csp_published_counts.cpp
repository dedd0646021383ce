// Every combination of CSP backtracking's orderings, inference and backjumping finds exactly the
// published number of solutions (OEIS A000170) at N = 10, 11 and 12, each accepted by
// SolutionVerifier and none twice, and exactly the published number of fundamental ones
// (A002562) among them. (test_csp_stepper covers N = 1..9 for every combination.)
// Labelled "heavy": about a second per combination in the Release build, which runs it; the
// sanitizer build leaves it out.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <set>
#include <string>
#include <vector>

#include "BoardState.h"
#include "CspCombos.h"
#include "CspStepper.h"
#include "PublishedCounts.h"
#include "SolutionVerifier.h"
#include "Symmetry.h"

using namespace queens;
using queens::testing::CspCombo;

class CspPublishedCounts : public ::testing::TestWithParam<CspCombo> {};

TEST_P(CspPublishedCounts, TenToTwelve) {
    for (int n = 10; n <= 12; ++n) {
        SCOPED_TRACE("n=" + std::to_string(n));
        CspStepper stepper(GetParam().options(n));
        BoardState board(n);
        std::set<std::vector<int>> solutions;
        std::uint64_t fundamental = 0;
        StepEvent e;
        while (stepper.next(e)) {
            board.apply(e);
            if (e.kind != EventKind::Solution) continue;
            const std::vector<int>& p = board.placement();
            ASSERT_TRUE(SolutionVerifier::isSolution(p));
            ASSERT_TRUE(solutions.insert(p).second);
            if (std::ranges::equal(p, Symmetry::canonical(p))) ++fundamental;
        }
        EXPECT_EQ(solutions.size(), queens::testing::publishedTotal(n));
        EXPECT_EQ(fundamental, queens::testing::publishedFundamental(n));
    }
}

INSTANTIATE_TEST_SUITE_P(EveryCombination, CspPublishedCounts,
                         ::testing::ValuesIn(queens::testing::allCspCombos()),
                         [](const ::testing::TestParamInfo<CspCombo>& info) {
                             std::string name = info.param.name();
                             std::ranges::replace_if(
                                 name, [](char c) { return !std::isalnum(c); }, '_');
                             return name;
                         });
