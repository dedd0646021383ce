#include "DlxRuns.h"

#include <array>
#include <cstdint>

#include "BoardState.h"

namespace DlxRuns {

using queens::EventKind;
using queens::StepEvent;

namespace {

struct Search {
    explicit Search(int n, int solutions)
        : n(n), wanted(solutions), state(n), covered(static_cast<std::size_t>(6 * n - 2), 0) {}

    std::array<int, 4> itemsOf(int r, int c) const {
        return {r, n + c, 2 * n + r - c + n - 1, 4 * n - 1 + r + c};
    }
    bool live(int r, int c) const {
        for (const int i : itemsOf(r, c))
            if (covered[static_cast<std::size_t>(i)]) return false;
        return true;
    }
    bool holds(int r, int c, int item) const {
        for (const int i : itemsOf(r, c))
            if (i == item) return true;
        return false;
    }
    int optionsLeft(int item) const {
        int left = 0;
        for (int r = 0; r < n; ++r)
            for (int c = 0; c < n; ++c) left += holds(r, c, item) && live(r, c) ? 1 : 0;
        return left;
    }
    void add(const StepEvent& e) {
        state.apply(e);
        events.push_back(e);
    }
    // The link updates of covering an item: one per other item of each live option holding it.
    void cover(int item, int line) {
        StepEvent e = StepEvent::make(EventKind::Cover, line, item);
        e.value = static_cast<std::uint64_t>(3 * optionsLeft(item));
        covered[static_cast<std::size_t>(item)] = 1;
        add(e);
    }
    void uncover(int item, int line) {
        covered[static_cast<std::size_t>(item)] = 0;
        StepEvent e = StepEvent::make(EventKind::Uncover, line, item);
        e.value = static_cast<std::uint64_t>(3 * optionsLeft(item));
        add(e);
    }
    bool done() const { return wanted > 0 && found >= wanted; }

    void search() {
        int best = -1, fewest = 0;
        for (int i = 0; i < 2 * n; ++i) {
            if (covered[static_cast<std::size_t>(i)]) continue;
            const int left = optionsLeft(i);
            if (best < 0 || left < fewest) {
                best = i;
                fewest = left;
            }
        }
        if (best < 0) {
            add(StepEvent::make(EventKind::Solution, 1));
            ++found;
            return;
        }
        add(StepEvent::make(EventKind::Choose, 2, best, fewest));
        std::vector<std::pair<int, int>> options;
        for (int r = 0; r < n; ++r)
            for (int c = 0; c < n; ++c)
                if (holds(r, c, best) && live(r, c)) options.emplace_back(r, c);
        cover(best, 3);
        for (const auto& [r, c] : options) {
            add(StepEvent::make(EventKind::Try, 4, r, c));
            add(StepEvent::make(EventKind::Place, 4, r, c));
            const auto its = itemsOf(r, c);
            for (const int i : its)
                if (i != best) cover(i, 5);
            search();
            if (done()) return;  // the run ends at its last solution, the queens standing
            for (auto it = its.rbegin(); it != its.rend(); ++it)
                if (*it != best) uncover(*it, 6);
            add(StepEvent::make(EventKind::Remove, 7, r, c,
                                queens::reasonCode(queens::RemoveReason::Backtrack)));
        }
        uncover(best, 8);
    }

    int n, wanted, found = 0;
    queens::BoardState state;
    std::vector<std::uint8_t> covered;
    std::vector<StepEvent> events;
};

}  // namespace

std::vector<StepEvent> algorithmX(int n, int solutions) {
    Search s(n, solutions);
    s.search();
    s.add(StepEvent::make(EventKind::Done, 0, -1, -1,
                          queens::reasonCode(queens::StopReason::Finished)));
    return s.events;
}

}  // namespace DlxRuns
