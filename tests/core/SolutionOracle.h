#pragma once
// SolutionOracle: the independent truth the stepper tests compare against. It enumerates every
// permutation of 0..n-1 with std::next_permutation and keeps those whose queens share no
// diagonal, so it shares no code and no idea with any stepper (n <= 10 keeps it quick).
#include <set>
#include <vector>

namespace queens::testing {

std::set<std::vector<int>> bruteForceSolutions(int n);

}  // namespace queens::testing
