#include "SolutionEnumerator.h"

#include <bit>
#include <stdexcept>
#include <string>

namespace queens {

SolutionEnumerator::SolutionEnumerator(int n) : n_(n) {
    if (n < 1 || n > kMaxN)
        throw std::invalid_argument("solution enumeration supports N from 1 to " +
                                    std::to_string(kMaxN) + "; got " + std::to_string(n));
    stack_.resize(static_cast<std::size_t>(n));
    placement_.resize(static_cast<std::size_t>(n));
}

std::uint64_t SolutionEnumerator::enumerate(const Visitor& visit) {
    const std::uint64_t all = (std::uint64_t{1} << n_) - 1;
    const int last = n_ - 1;
    std::uint64_t found = 0;
    nodes_ = 0;

    stack_[0] = Frame{all, 0, 0, 0};
    int row = 0;
    while (row >= 0) {
        Frame& f = stack_[static_cast<std::size_t>(row)];
        if (f.avail == 0) {  // every column of this row tried: backtrack
            --row;
            continue;
        }
        const std::uint64_t bit = f.avail & (~f.avail + 1);  // lowest set bit = smallest column
        f.avail ^= bit;
        placement_[static_cast<std::size_t>(row)] = std::countr_zero(bit);
        ++nodes_;
        if (row == last) {
            ++found;
            if (!visit(placement_)) return found;
            continue;
        }
        Frame& child = stack_[static_cast<std::size_t>(row + 1)];
        child.cols = f.cols | bit;
        child.right = ((f.right | bit) << 1) & all;
        child.left = (f.left | bit) >> 1;
        child.avail = all & ~(child.cols | child.right | child.left);
        ++row;
    }
    return found;
}

std::uint64_t SolutionEnumerator::count() {
    return enumerate([](std::span<const int>) { return true; });
}

}  // namespace queens
