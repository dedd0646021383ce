#include "SolutionOracle.h"

#include <algorithm>
#include <cstdlib>
#include <numeric>

namespace queens::testing {

std::set<std::vector<int>> bruteForceSolutions(int n) {
    std::set<std::vector<int>> out;
    std::vector<int> p(static_cast<std::size_t>(n));
    std::iota(p.begin(), p.end(), 0);
    do {
        bool ok = true;
        for (int i = 0; i < n && ok; ++i)
            for (int j = i + 1; j < n && ok; ++j)
                if (std::abs(p[static_cast<std::size_t>(i)] - p[static_cast<std::size_t>(j)]) ==
                    j - i)
                    ok = false;
        if (ok) out.insert(p);
    } while (std::next_permutation(p.begin(), p.end()));
    return out;
}

}  // namespace queens::testing
