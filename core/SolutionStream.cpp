#include "SolutionStream.h"

#include <stdexcept>
#include <string>

#include "Bits.h"

namespace queens {

SolutionStream::SolutionStream(int n) : n_(n), all_(0) {
    if (n < 1 || n > kMaxN)
        throw std::invalid_argument("solution stream supports N from 1 to " +
                                    std::to_string(kMaxN) + "; got " + std::to_string(n));
    all_ = boardMask(n);
    stack_.resize(static_cast<std::size_t>(n));
    cols_.assign(static_cast<std::size_t>(n), -1);
    stack_[0] = Frame{all_, 0, 0, 0};
}

bool SolutionStream::next(std::vector<int>& placement) {
    const int last = n_ - 1;
    while (row_ >= 0) {
        Frame& f = stack_[static_cast<std::size_t>(row_)];
        if (f.avail == 0) {  // every column of this row tried: backtrack
            --row_;
            continue;
        }
        const std::uint64_t bit = popLowest(f.avail);  // lowest set bit = smallest column
        cols_[static_cast<std::size_t>(row_)] = columnOf(bit);
        ++nodes_;
        if (row_ == last) {  // a solution; stay on this row so the next call resumes here
            ++produced_;
            placement.assign(cols_.begin(), cols_.end());
            return true;
        }
        Frame& child = stack_[static_cast<std::size_t>(row_ + 1)];
        child.cols = f.cols | bit;
        child.ld = shiftLd(f.ld | bit, all_);
        child.rd = shiftRd(f.rd | bit);
        child.avail = all_ & ~(child.cols | child.ld | child.rd);
        ++row_;
    }
    return false;
}

}  // namespace queens
