#include "SolutionEnumerator.h"

#include <stdexcept>
#include <string>

namespace queens {

SolutionEnumerator::SolutionEnumerator(int n) : n_(n) {
    if (n < 1 || n > kMaxN)
        throw std::invalid_argument("solution enumeration supports N from 1 to " +
                                    std::to_string(kMaxN) + "; got " + std::to_string(n));
    placement_.reserve(static_cast<std::size_t>(n));
}

std::uint64_t SolutionEnumerator::enumerate(const Visitor& visit) {
    SolutionStream stream(n_);
    std::uint64_t found = 0;
    while (stream.next(placement_)) {
        ++found;
        if (!visit(placement_)) break;
    }
    nodes_ = stream.nodes();
    return found;
}

std::uint64_t SolutionEnumerator::count() {
    return enumerate([](std::span<const int>) { return true; });
}

}  // namespace queens
