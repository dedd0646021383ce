#include "Population.h"

#include <stdexcept>
#include <string>
#include <utility>

#include "PackedBoard.h"

namespace queens {

namespace {
[[noreturn]] void fail(const std::string& what) {
    throw std::logic_error("Population: " + what);
}

void checkBoard(std::uint64_t board, int n) {
    if (n < 1 || n > PackedBoard::kMaxN) fail("a population needs 1 <= n <= 16");
    if (n < PackedBoard::kMaxN && (board >> (4 * n)) != 0) fail("a board has rows beyond n");
    for (int r = 0; r < n; ++r)
        if (PackedBoard::column(board, r) >= n) fail("a board has a column off the board");
}
}  // namespace

void Population::checkSlot(int slot) const {
    if (slot < 0 || slot >= size()) fail("slot " + std::to_string(slot) + " is out of range");
}

void Population::checkParent(int slot) const {
    if (slot < -1 || slot >= size()) fail("parent " + std::to_string(slot) + " is out of range");
}

void Population::apply(const StepEvent& e, int n) {
    switch (e.kind) {
        case EventKind::Populate:
            if (size() != 0) fail("the population is already set up");
            if (e.a < 1 || e.a > kMaxSize) fail("population size out of range");
            if (n < 1 || n > PackedBoard::kMaxN) fail("a population needs 1 <= n <= 16");
            current_.assign(static_cast<std::size_t>(e.a), 0);
            offspring_.assign(static_cast<std::size_t>(e.a), 0);
            filled_ = 0;
            return;
        case EventKind::Member:
        case EventKind::Crossover: {
            if (e.a != filled_) fail("offspring slots are filled in order");
            checkSlot(e.a);
            checkParent(e.b);
            if (e.kind == EventKind::Crossover) {
                checkParent(e.c);
                if (e.b < 0 || e.c < 0) fail("a crossover needs two parents");
                if (e.reason > n) fail("crossover point beyond the board");
                const auto child =
                    PackedBoard::crossover(current_[static_cast<std::size_t>(e.b)],
                                           current_[static_cast<std::size_t>(e.c)], e.reason);
                if (child != e.value) fail("the child is not the crossover of its parents");
            }
            checkBoard(e.value, n);
            auto& slot = offspring_[static_cast<std::size_t>(e.a)];
            if (slot != static_cast<std::uint64_t>(e.delta)) fail("the slot's old board differs");
            slot = e.value;
            ++filled_;
            return;
        }
        case EventKind::Mutate: {
            if (e.a < 0 || e.a >= filled_) fail("mutation of a slot not filled");
            if (e.b < 0 || e.b >= n || e.c < 0 || e.c >= n) fail("mutation off the board");
            auto& slot = offspring_[static_cast<std::size_t>(e.a)];
            if (PackedBoard::column(slot, e.b) != static_cast<int>(e.value))
                fail("the mutated gene's old column differs");
            slot = PackedBoard::withColumn(slot, e.b, e.c);
            return;
        }
        case EventKind::Generation:
            if (size() == 0 || filled_ != size()) fail("a generation needs a full offspring");
            if (e.a < 0 || static_cast<std::uint64_t>(e.a) != generation_ + 1)
                fail("generations are numbered in order");
            current_.swap(offspring_);
            filled_ = 0;
            ++generation_;
            return;
        default:
            fail("not a population event");
    }
}

void Population::unapply(const StepEvent& e, int n) {
    switch (e.kind) {
        case EventKind::Populate:
            if (size() != e.a || filled_ != 0 || generation_ != 0) fail("undo of a populate");
            for (std::size_t i = 0; i < current_.size(); ++i)
                if (current_[i] != 0 || offspring_[i] != 0) fail("undo of a populate");
            current_.clear();
            offspring_.clear();
            return;
        case EventKind::Member:
        case EventKind::Crossover: {
            if (e.a != filled_ - 1) fail("offspring slots are emptied in reverse order");
            auto& slot = offspring_[static_cast<std::size_t>(e.a)];
            if (slot != e.value) fail("undo of a member that is not in its slot");
            slot = static_cast<std::uint64_t>(e.delta);
            --filled_;
            return;
        }
        case EventKind::Mutate: {
            if (e.a < 0 || e.a >= filled_ || e.b < 0 || e.b >= n) fail("undo of a mutation");
            auto& slot = offspring_[static_cast<std::size_t>(e.a)];
            if (PackedBoard::column(slot, e.b) != e.c) fail("undo of a mutation not applied");
            slot = PackedBoard::withColumn(slot, e.b, static_cast<int>(e.value));
            return;
        }
        case EventKind::Generation:
            if (filled_ != 0 || generation_ == 0 || static_cast<std::uint64_t>(e.a) != generation_)
                fail("undo of a generation");
            current_.swap(offspring_);
            filled_ = size();
            --generation_;
            return;
        default:
            fail("not a population event");
    }
}

}  // namespace queens
