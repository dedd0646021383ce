#include "DlxMatrix.h"

#include <algorithm>

#include "CoverState.h"

using queens::EventKind;

int DlxMatrix::liveOptions() const {
    return static_cast<int>(std::count(live.begin(), live.end(), std::uint8_t{1}));
}

int DlxMatrix::coveredItems() const {
    return static_cast<int>(std::count(covered.begin(), covered.end(), std::uint8_t{1}));
}

DlxMatrix DlxMatrix::of(const queens::Timeline& timeline, int maxN) {
    const queens::BoardState& state = timeline.state();
    if (state.n() <= 0 || state.n() > maxN) return {};
    return of(state, timeline.current(), chosenAt(timeline));
}

DlxMatrix DlxMatrix::of(const queens::BoardState& state, const queens::StepEvent* event,
                        Chosen chosen) {
    DlxMatrix m;
    const int n = state.n();
    m.n = n;
    const queens::CoverState& cover = state.cover();
    const auto options = static_cast<std::size_t>(n) * static_cast<std::size_t>(n);
    m.live.assign(options, 0);
    m.placed.assign(options, 0);
    m.covered.assign(static_cast<std::size_t>(m.itemCount()), 0);
    for (int item = 0; item < m.itemCount(); ++item)
        m.covered[static_cast<std::size_t>(item)] = cover.n() == n && cover.covered(item) ? 1 : 0;
    const std::vector<int>& cols = state.placement();
    for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) {
            bool live = true;
            for (const int item : queens::CoverState::items(n, r, c))
                live = live && m.covered[static_cast<std::size_t>(item)] == 0;
            m.live[static_cast<std::size_t>(r * n + c)] = live ? 1 : 0;
        }
        const int c = cols[static_cast<std::size_t>(r)];
        if (c >= 0 && c < n) m.placed[static_cast<std::size_t>(r * n + c)] = 1;
    }
    m.chosen = chosen;
    if (event && event->kind == EventKind::Cover) {
        m.flashItem = event->a;
        m.flash = Flash::Cover;
    } else if (event && event->kind == EventKind::Uncover) {
        m.flashItem = event->a;
        m.flash = Flash::Uncover;
    } else if (event &&
               (event->kind == EventKind::Try || event->kind == EventKind::Place ||
                event->kind == EventKind::Remove) &&
               event->a >= 0 && event->a < n && event->b >= 0 && event->b < n) {
        m.option = event->a * n + event->b;
        m.step = event->kind == EventKind::Try     ? Step::Try
                 : event->kind == EventKind::Place ? Step::Place
                                                   : Step::Remove;
    }
    return m;
}

DlxMatrix::Chosen DlxMatrix::chosenAt(const queens::Timeline& timeline) {
    const std::vector<int>& stack = timeline.state().cover().stack();
    std::size_t depth = stack.size();  // the stack's size just after the event looked at
    bool moved = false;                // a Cover or Uncover lies between that event and the cursor
    const std::uint64_t cursor = timeline.cursor();
    const std::uint64_t stop = cursor > kScanLimit ? cursor - kScanLimit : 0;
    for (std::uint64_t i = cursor; i > stop; --i) {
        const queens::StepEvent* e = timeline.event(i - 1);
        if (!e) break;
        if (e->kind == EventKind::Cover) {
            if (depth == 0) break;  // not the stack these events built
            --depth;
            moved = true;
        } else if (e->kind == EventKind::Uncover) {
            ++depth;
            moved = true;
        } else if (e->kind == EventKind::Choose) {
            if (!moved || (depth < stack.size() && stack[depth] == e->a)) return {e->a, e->b};
        }
    }
    return {};
}
