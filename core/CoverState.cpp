#include "CoverState.h"

#include <stdexcept>
#include <string>

namespace queens {

namespace {
[[noreturn]] void fail(const std::string& what) {
    throw std::logic_error("CoverState: " + what);
}
}  // namespace

CoverState::CoverState(int n) : n_(n) {
    if (n < 0) fail("negative board size");
}

void CoverState::checkItem(int item) const {
    if (item < 0 || item >= itemCount(n_)) fail("item " + std::to_string(item) + " is unknown");
}

bool CoverState::covered(int item) const {
    checkItem(item);
    return !flags_.empty() && flags_[static_cast<std::size_t>(item)] != 0;
}

bool CoverState::optionLive(int row, int col) const {
    if (row < 0 || row >= n_ || col < 0 || col >= n_) fail("square off the board");
    for (const int item : items(n_, row, col))
        if (covered(item)) return false;
    return true;
}

int CoverState::optionsLeft(int item) const {
    checkItem(item);
    int left = 0;
    if (item < n_) {  // a row: its n squares
        for (int c = 0; c < n_; ++c) left += optionLive(item, c) ? 1 : 0;
        return left;
    }
    // A column or a diagonal: at most one square in each row.
    for (int r = 0; r < n_; ++r) {
        int col = 0;
        if (item < 2 * n_)
            col = item - n_;
        else if (item < 4 * n_ - 1)
            col = r + n_ - 1 - (item - 2 * n_);  // item - 2n = row - col + n - 1
        else
            col = item - (4 * n_ - 1) - r;  // item - (4n - 1) = row + col
        if (col >= 0 && col < n_ && optionLive(r, col)) ++left;
    }
    return left;
}

void CoverState::cover(int item) {
    checkItem(item);
    if (covered(item)) fail("item " + std::to_string(item) + " is already covered");
    if (flags_.empty()) flags_.assign(static_cast<std::size_t>(itemCount(n_)), 0);
    flags_[static_cast<std::size_t>(item)] = 1;
    stack_.push_back(item);
}

void CoverState::uncover(int item) {
    checkItem(item);
    if (stack_.empty() || stack_.back() != item)
        fail("item " + std::to_string(item) + " is not the item covered last");
    flags_[static_cast<std::size_t>(item)] = 0;
    stack_.pop_back();
}

void CoverState::apply(const StepEvent& e) {
    switch (e.kind) {
        case EventKind::Choose:
            checkItem(e.a);
            if (e.a >= primaryCount(n_) || covered(e.a))
                fail("choice of an item that is covered or secondary");
            if (optionsLeft(e.a) != e.b) fail("choice names the wrong number of options");
            break;
        case EventKind::Cover:
            cover(e.a);
            break;
        case EventKind::Uncover:
            uncover(e.a);
            break;
        default:
            fail("not an exact-cover event");
    }
}

void CoverState::unapply(const StepEvent& e) {
    switch (e.kind) {
        case EventKind::Choose:
            apply(e);
            break;
        case EventKind::Cover:
            uncover(e.a);
            break;
        case EventKind::Uncover:
            cover(e.a);
            break;
        default:
            fail("not an exact-cover event");
    }
}

}  // namespace queens
