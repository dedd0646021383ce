#include "CspOrdering.h"

#include <algorithm>
#include <tuple>

namespace queens {

CspOrdering::Choice CspOrdering::selectRow(StepperOptions::VarOrder order,
                                           const CspInference& inference,
                                           const std::vector<int>& assigned, int unassigned,
                                           SplitMix64* rng) {
    const int n = static_cast<int>(assigned.size());
    Choice choice;
    if (order == StepperOptions::VarOrder::InOrder) {
        for (int r = 0; r < n && choice.row < 0; ++r)
            if (assigned[static_cast<std::size_t>(r)] < 0) choice.row = r;
        return choice;
    }
    // MRV; among rows of equal domain size the degree heuristic would prefer the row that
    // constrains the most unassigned rows, but on N-Queens every row constrains every other row,
    // so all candidates have degree unassigned - 1 and the tie goes to the tie-break.
    const Domains& d = inference.domains();
    int best = n + 1;
    std::uint64_t ties = 0;
    for (int r = 0; r < n; ++r) {
        if (assigned[static_cast<std::size_t>(r)] >= 0) continue;
        const int size = d.size(r);
        if (size < best) {
            best = size;
            choice.row = r;
            ties = 1;
        } else if (size == best && rng != nullptr) {
            // Reservoir sampling: each of the k equal rows is kept with probability 1 / k.
            ++ties;
            if (rng->below64(ties) == 0) choice.row = r;
        }
    }
    if (order == StepperOptions::VarOrder::MrvDegree) choice.degree = unassigned - 1;
    return choice;
}

std::uint64_t CspOrdering::orderValues(StepperOptions::ValueOrder order, int row,
                                       const CspInference& inference,
                                       const std::vector<int>& assigned, SplitMix64* rng,
                                       std::vector<int>& values) {
    const Domains& d = inference.domains();
    const int n = static_cast<int>(assigned.size());
    values.clear();
    for (int c = 0; c < n; ++c)
        if (d.contains(row, c)) values.push_back(c);
    if (order == StepperOptions::ValueOrder::InOrder) {
        if (rng != nullptr)
            for (std::size_t i = values.size(); i > 1; --i)
                std::swap(values[i - 1], values[rng->below64(i)]);
        return 0;
    }
    // LCV: the values each choice would remove from the other unassigned rows' domains (a queen
    // attacks at most 3 squares of a row, found directly), fewest first.
    struct Ranked {
        int removed;
        std::uint64_t key;
        int col;
    };
    std::vector<Ranked> ranked;
    ranked.reserve(values.size());
    int others = 0;
    for (int j = 0; j < n; ++j)
        if (j != row && assigned[static_cast<std::size_t>(j)] < 0) ++others;
    for (const int v : values) {
        int removed = 0;
        for (int j = 0; j < n; ++j) {
            if (j == row || assigned[static_cast<std::size_t>(j)] >= 0) continue;
            int cols[3];
            removed += inference.attackedValues(row, v, j, cols);
        }
        ranked.push_back({removed, rng != nullptr ? rng->next() : 0, v});
    }
    std::sort(ranked.begin(), ranked.end(), [](const Ranked& a, const Ranked& b) {
        return std::tie(a.removed, a.key, a.col) < std::tie(b.removed, b.key, b.col);
    });
    for (std::size_t i = 0; i < ranked.size(); ++i) values[i] = ranked[i].col;
    return static_cast<std::uint64_t>(values.size()) * static_cast<std::uint64_t>(others);
}

}  // namespace queens
