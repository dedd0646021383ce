// CspStepper's inference against brute force computed here from the placement alone:
// - forward checking: whenever propagation is complete, every unassigned row's domain (as
//   BoardState::domains() holds it) is exactly the set of columns no placed queen attacks;
// - MAC: at the same points the domains are arc-consistent, attacked by no placed queen, and
//   contain every value that extends the placement to a solution;
// - with the same static order, forward checking visits a subset of the partial assignments
//   plain backtracking visits, MAC a subset of forward checking's, and backjumping a subset of
//   the search without it (to the first solution and for all of them).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <string>
#include <unordered_set>
#include <vector>

#include "BacktrackingStepper.h"
#include "BoardState.h"
#include "CspStepper.h"

using namespace queens;
using VarOrder = StepperOptions::VarOrder;
using ValueOrder = StepperOptions::ValueOrder;
using Inference = StepperOptions::Inference;

namespace {

bool attacks(int r1, int c1, int r2, int c2) {
    return c1 == c2 || std::abs(r1 - r2) == std::abs(c1 - c2);
}

// Columns of `row` that no placed queen attacks.
std::vector<int> freeColumns(const std::vector<int>& placement, int row) {
    const int n = static_cast<int>(placement.size());
    std::vector<int> out;
    for (int c = 0; c < n; ++c) {
        bool ok = true;
        for (int r = 0; r < n && ok; ++r)
            if (r != row && placement[std::size_t(r)] >= 0 &&
                attacks(r, placement[std::size_t(r)], row, c))
                ok = false;
        if (ok) out.push_back(c);
    }
    return out;
}

std::vector<int> domainOf(const BoardState& s, int row) {
    std::vector<int> out;
    for (int c = 0; c < s.n(); ++c)
        if (s.domains().contains(row, c)) out.push_back(c);
    return out;
}

// Every solution of the n-board, by plain enumeration of permutations row by row.
std::vector<std::vector<int>> allSolutions(int n) {
    std::vector<std::vector<int>> out;
    std::vector<int> p(std::size_t(n), -1);
    int row = 0;
    while (row >= 0) {
        int& c = p[std::size_t(row)];
        ++c;
        bool ok = false;
        for (; c < n; ++c) {
            ok = true;
            for (int r = 0; r < row && ok; ++r) ok = !attacks(r, p[std::size_t(r)], row, c);
            if (ok) break;
        }
        if (!ok) {
            c = -1;
            --row;
        } else if (row == n - 1) {
            out.push_back(p);
        } else {
            ++row;
        }
    }
    return out;
}

StepperOptions options(int n, VarOrder v, Inference inf, bool all, bool backjump = false) {
    StepperOptions o;
    o.n = n;
    o.allSolutions = all;
    o.varOrder = v;
    o.valueOrder = ValueOrder::InOrder;
    o.inference = inf;
    o.backjump = backjump;
    return o;
}

// Runs the stepper through a BoardState and calls check(state) where propagation is complete:
// before every Select and Try, and after every Remove.
template <class Check>
void runChecking(Stepper& s, Check&& check) {
    BoardState state(s.n());
    StepEvent e;
    while (s.next(e)) {
        if (e.kind == EventKind::Select || e.kind == EventKind::Try) check(state);
        state.apply(e);
        if (e.kind == EventKind::Remove) check(state);
    }
}

}  // namespace

TEST(CspInference, ForwardCheckingDomainsAreTheUnattackedColumns) {
    for (const VarOrder v : {VarOrder::InOrder, VarOrder::Mrv}) {
        for (int n = 1; n <= 8; ++n) {
            for (const bool bj : {false, true}) {
                SCOPED_TRACE("n=" + std::to_string(n) +
                             (v == VarOrder::Mrv ? " mrv" : " in order"));
                CspStepper s(options(n, v, Inference::ForwardChecking, true, bj));
                int checked = 0;
                runChecking(s, [&](const BoardState& state) {
                    for (int r = 0; r < n; ++r) {
                        if (state.queenAt(r) != BoardState::kEmpty) continue;
                        ASSERT_EQ(domainOf(state, r), freeColumns(state.placement(), r)) << r;
                    }
                    ++checked;
                });
                EXPECT_GT(checked, 0);
            }
        }
    }
}

TEST(CspInference, MacDomainsAreArcConsistentAndKeepEverySolution) {
    for (int n = 1; n <= 8; ++n) {
        const auto solutions = allSolutions(n);
        for (const VarOrder v : {VarOrder::InOrder, VarOrder::Mrv}) {
            SCOPED_TRACE("n=" + std::to_string(n));
            CspStepper s(options(n, v, Inference::Mac, true));
            runChecking(s, [&](const BoardState& state) {
                const auto& p = state.placement();
                for (int z = 0; z < n; ++z) {
                    if (p[std::size_t(z)] >= 0) continue;
                    const auto dz = domainOf(state, z);
                    const auto fc = freeColumns(p, z);
                    for (const int c : dz)  // no placed queen attacks a value left
                        ASSERT_NE(std::find(fc.begin(), fc.end(), c), fc.end());
                    for (int y = 0; y < n; ++y) {
                        if (y == z || p[std::size_t(y)] >= 0) continue;
                        const auto dy = domainOf(state, y);
                        for (const int c : dz) {
                            bool supported = false;
                            for (const int d : dy) supported = supported || !attacks(z, c, y, d);
                            ASSERT_TRUE(supported) << "(" << z << "," << c << ") in row " << y;
                        }
                    }
                }
                for (const auto& sol : solutions) {
                    bool extends = true;
                    for (int r = 0; r < n && extends; ++r)
                        extends = p[std::size_t(r)] < 0 || p[std::size_t(r)] == sol[std::size_t(r)];
                    if (!extends) continue;
                    for (int r = 0; r < n; ++r) {
                        if (p[std::size_t(r)] >= 0) continue;
                        ASSERT_TRUE(state.domains().contains(r, sol[std::size_t(r)])) << r;
                    }
                }
            });
        }
    }
}

namespace {

// The partial assignments reached by Try: the placement with the tried cell, 4 bits per row.
std::unordered_set<std::uint64_t> nodes(Stepper& s) {
    std::unordered_set<std::uint64_t> out;
    BoardState state(s.n());
    StepEvent e;
    while (s.next(e)) {
        if (e.kind == EventKind::Try) {
            std::uint64_t key = 0;
            for (int r = 0; r < s.n(); ++r) {
                const int c = r == e.a ? e.b : state.queenAt(r);
                key = key << 4 | std::uint64_t(c + 1);
            }
            out.insert(key);
        }
        state.apply(e);
    }
    return out;
}

bool subset(const std::unordered_set<std::uint64_t>& a,
            const std::unordered_set<std::uint64_t>& b) {
    for (const auto k : a)
        if (!b.count(k)) return false;
    return true;
}

}  // namespace

TEST(CspInference, StrongerInferenceAndBackjumpingVisitSubsets) {
    for (const bool all : {false, true}) {
        for (int n = 4; n <= 10; ++n) {
            SCOPED_TRACE("n=" + std::to_string(n) + (all ? " all" : " first"));
            StepperOptions plain;
            plain.n = n;
            plain.allSolutions = all;
            BacktrackingStepper bt(plain);
            CspStepper none(options(n, VarOrder::InOrder, Inference::None, all));
            CspStepper fc(options(n, VarOrder::InOrder, Inference::ForwardChecking, all));
            CspStepper mac(options(n, VarOrder::InOrder, Inference::Mac, all));
            CspStepper noneCbj(options(n, VarOrder::InOrder, Inference::None, all, true));
            CspStepper fcCbj(options(n, VarOrder::InOrder, Inference::ForwardChecking, all, true));
            const auto btNodes = nodes(bt);
            const auto noneNodes = nodes(none);
            const auto fcNodes = nodes(fc);
            const auto macNodes = nodes(mac);
            EXPECT_EQ(noneNodes, btNodes);  // inference None is plain backtracking
            EXPECT_TRUE(subset(fcNodes, btNodes));
            EXPECT_TRUE(subset(macNodes, fcNodes));
            EXPECT_TRUE(subset(nodes(noneCbj), noneNodes));
            EXPECT_TRUE(subset(nodes(fcCbj), fcNodes));
            if (n >= 6) {
                EXPECT_LT(fcNodes.size(), btNodes.size());
            }
        }
    }
}
