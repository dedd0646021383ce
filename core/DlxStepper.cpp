#include "DlxStepper.h"

#include <stdexcept>
#include <string>

#include "CoverState.h"
#include "FixedQueens.h"

namespace queens {

std::vector<int> DlxStepper::primaryOrder(int n) {
    std::vector<int> order;
    order.reserve(static_cast<std::size_t>(2 * n));
    const int middle = (n - 1) / 2;
    for (int k = 0; k < n; ++k) {
        // middle, middle + 1, middle - 1, middle + 2, ...
        const int index = k % 2 == 1 ? middle + (k + 1) / 2 : middle - k / 2;
        order.push_back(CoverState::rowItem(index));
        order.push_back(CoverState::columnItem(n, index));
    }
    return order;
}

DlxStepper::DlxStepper(const StepperOptions& options) : Stepper(options) {
    const int n = options.n;
    if (n < 1) throw std::invalid_argument("dlx search needs n >= 1");
    if (FixedQueens::anyGiven(options.fixed))
        throw std::invalid_argument(std::string(kGivenQueensRefused));
    items_ = CoverState::itemCount(n);
    const auto headers = static_cast<std::size_t>(items_);
    const std::size_t nodes =
        headers + 4 * static_cast<std::size_t>(n) * static_cast<std::size_t>(n);

    // Two circular header lists: the primary items in organ-pipe order after primaryRoot_, the
    // secondary items in numeric order after secondaryRoot.
    primaryRoot_ = items_;
    const int secondaryRoot = items_ + 1;
    llink_.assign(headers + 2, 0);
    rlink_.assign(headers + 2, 0);
    auto link = [this](int root, const std::vector<int>& list) {
        int prev = root;
        for (const int item : list) {
            rlink_[static_cast<std::size_t>(prev)] = item;
            llink_[static_cast<std::size_t>(item)] = prev;
            prev = item;
        }
        rlink_[static_cast<std::size_t>(prev)] = root;
        llink_[static_cast<std::size_t>(root)] = prev;
    };
    link(primaryRoot_, primaryOrder(n));
    std::vector<int> secondary;
    for (int item = CoverState::primaryCount(n); item < items_; ++item) secondary.push_back(item);
    link(secondaryRoot, secondary);

    // Every header starts as an empty vertical list; the options are appended at the bottom in
    // row-major order, so every list runs top to bottom in the order of the squares.
    up_.resize(nodes);
    down_.resize(nodes);
    top_.resize(nodes);
    len_.assign(headers, 0);
    for (int item = 0; item < items_; ++item) {
        const auto i = static_cast<std::size_t>(item);
        up_[i] = down_[i] = top_[i] = item;
    }
    int node = items_;
    for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) {
            for (const int item : CoverState::items(n, r, c)) {
                const auto x = static_cast<std::size_t>(node);
                const auto i = static_cast<std::size_t>(item);
                top_[x] = item;
                up_[x] = up_[i];
                down_[x] = item;
                down_[static_cast<std::size_t>(up_[i])] = node;
                up_[i] = node;
                ++len_[i];
                ++node;
            }
        }
    }
    item_.assign(static_cast<std::size_t>(n) + 1, -1);
    x_.assign(static_cast<std::size_t>(n) + 1, -1);
}

int DlxStepper::cover(int item) {
    int updates = 1;
    const auto i = static_cast<std::size_t>(item);
    for (int p = down_[i]; p != item; p = down_[static_cast<std::size_t>(p)]) {
        // Hide option p: its other nodes leave their items' lists.
        for (int q = right(p); q != p; q = right(q)) {
            const auto uq = static_cast<std::size_t>(q);
            down_[static_cast<std::size_t>(up_[uq])] = down_[uq];
            up_[static_cast<std::size_t>(down_[uq])] = up_[uq];
            --len_[static_cast<std::size_t>(top_[uq])];
            ++updates;
        }
    }
    rlink_[static_cast<std::size_t>(llink_[i])] = rlink_[i];
    llink_[static_cast<std::size_t>(rlink_[i])] = llink_[i];
    return updates;
}

int DlxStepper::uncover(int item) {
    // cover(item) backwards: the header first, then the options bottom to top, each option's
    // nodes right to left.
    int updates = 1;
    const auto i = static_cast<std::size_t>(item);
    rlink_[static_cast<std::size_t>(llink_[i])] = item;
    llink_[static_cast<std::size_t>(rlink_[i])] = item;
    for (int p = up_[i]; p != item; p = up_[static_cast<std::size_t>(p)]) {
        for (int q = left(p); q != p; q = left(q)) {
            const auto uq = static_cast<std::size_t>(q);
            down_[static_cast<std::size_t>(up_[uq])] = q;
            up_[static_cast<std::size_t>(down_[uq])] = q;
            ++len_[static_cast<std::size_t>(top_[uq])];
            ++updates;
        }
    }
    return updates;
}

int DlxStepper::choose() const {
    int best = -1;
    int fewest = 0;
    for (int item = rlink_[static_cast<std::size_t>(primaryRoot_)]; item != primaryRoot_;
         item = rlink_[static_cast<std::size_t>(item)]) {
        const int len = len_[static_cast<std::size_t>(item)];
        if (best < 0 || len < fewest) {
            best = item;
            fewest = len;
            if (len == 0) break;  // no item has fewer: the first with none
        }
    }
    return best;
}

bool DlxStepper::next(StepEvent& e) {
    for (;;) {
        const auto level = static_cast<std::size_t>(level_);
        switch (phase_) {
            case Phase::Enter: {
                if (rlink_[static_cast<std::size_t>(primaryRoot_)] == primaryRoot_) {
                    e = StepEvent::make(EventKind::Solution, LineSolved, -1, -1,
                                        reasonCode(SolutionKind::Found));
                    phase_ = options_.allSolutions ? Phase::Leave : Phase::Finish;
                    return true;
                }
                const int item = choose();
                item_[level] = item;
                e = StepEvent::make(EventKind::Choose, LineChoose, item,
                                    len_[static_cast<std::size_t>(item)]);
                phase_ = Phase::CoverItem;
                return true;
            }
            case Phase::CoverItem: {
                const int item = item_[level];
                e = StepEvent::make(EventKind::Cover, LineCoverItem, item);
                e.value = static_cast<std::uint64_t>(cover(item));
                x_[level] = down_[static_cast<std::size_t>(item)];
                phase_ = Phase::NextOption;
                return true;
            }
            case Phase::NextOption: {
                const int item = item_[level];
                const int x = x_[level];
                if (x == item) {  // no option left
                    e = StepEvent::make(EventKind::Uncover, LineUncoverItem, item);
                    e.value = static_cast<std::uint64_t>(uncover(item));
                    phase_ = Phase::Leave;
                    return true;
                }
                e = StepEvent::make(EventKind::Try, LineFor, rowOf(x), colOf(x));
                phase_ = Phase::Place;
                return true;
            }
            case Phase::Place: {
                const int x = x_[level];
                e = StepEvent::make(EventKind::Place, LinePlace, rowOf(x), colOf(x));
                cursor_ = right(x);
                phase_ = Phase::CoverOthers;
                return true;
            }
            case Phase::CoverOthers: {
                if (cursor_ == x_[level]) {
                    ++level_;
                    phase_ = Phase::Enter;
                    continue;
                }
                const int item = top_[static_cast<std::size_t>(cursor_)];
                e = StepEvent::make(EventKind::Cover, LineCoverOthers, item);
                e.value = static_cast<std::uint64_t>(cover(item));
                cursor_ = right(cursor_);
                return true;
            }
            case Phase::Leave:
                if (level_ == 0) {
                    phase_ = Phase::Finish;
                    continue;
                }
                --level_;
                cursor_ = left(x_[static_cast<std::size_t>(level_)]);
                phase_ = Phase::UncoverOthers;
                continue;
            case Phase::UncoverOthers: {
                const int x = x_[level];
                if (cursor_ == x) {
                    e = StepEvent::make(EventKind::Remove, LineRemove, rowOf(x), colOf(x),
                                        reasonCode(RemoveReason::Backtrack));
                    x_[level] = down_[static_cast<std::size_t>(x)];
                    phase_ = Phase::NextOption;
                    return true;
                }
                const int item = top_[static_cast<std::size_t>(cursor_)];
                e = StepEvent::make(EventKind::Uncover, LineUncoverOthers, item);
                e.value = static_cast<std::uint64_t>(uncover(item));
                cursor_ = left(cursor_);
                return true;
            }
            case Phase::Finish:
                e = StepEvent::make(EventKind::Done, LineDone, -1, -1,
                                    reasonCode(StopReason::Finished));
                phase_ = Phase::Over;
                return true;
            case Phase::Over:
                return false;
        }
        return false;
    }
}

}  // namespace queens
