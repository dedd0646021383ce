#pragma once
// Shared by the BoardWidget tests (test_board_widget.cpp: the attacked set and its cells;
// test_board_marks.cpp: the attack lines, the current row band and the solution flash) and by
// test_conflict_strips.cpp (the names and kEmpty): replayed runs (ReplayOracle), the pairwise
// truth of attacked cells computed from the placement alone (never from BoardState's counters),
// and the widget grabbed as a screen shows it with cell rectangles taken from boardRect().
#include <QImage>
#include <QTest>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "BoardState.h"
#include "BoardWidget.h"
#include "ReplayOracle.h"
#include "StepEvent.h"
#include "TestProblems.h"

namespace boardtest {

using queens::Algorithm;
using queens::BoardState;
using queens::EventKind;
using queens::StepEvent;

inline constexpr int kEmpty = BoardState::kEmpty;

// An empty cell shares its column or a diagonal with the queen of another row.
inline bool attackedTruth(const std::vector<int>& p, int row, int col) {
    const int n = static_cast<int>(p.size());
    if (p[static_cast<std::size_t>(row)] == col) return false;  // a queen's own cell
    for (int r = 0; r < n; ++r) {
        const int c = p[static_cast<std::size_t>(r)];
        if (r == row || c == kEmpty) continue;
        if (c == col || std::abs(c - col) == std::abs(r - row)) return true;
    }
    return false;
}

// A replayed run: its events, and the state after any prefix of them.
struct Run {
    int n = 0;
    std::vector<StepEvent> events;

    Run(Algorithm algorithm, int size, std::uint64_t count) : n(size) {
        events = ReplayOracle::events(algorithm, TestProblems::options(size, true), count);
    }
    // The state after the first k events.
    BoardState after(std::size_t k) const {
        BoardState s(n);
        for (std::size_t i = 0; i < k; ++i) s.apply(events[i]);
        return s;
    }
    // The index of the first event of this kind at or after `from` (events.size() if none).
    std::size_t find(EventKind kind, std::size_t from = 0) const {
        for (std::size_t i = from; i < events.size(); ++i)
            if (events[i].kind == kind) return i;
        return events.size();
    }
};

// The widget as a screen shows it, in device pixels.
inline QImage shot(BoardWidget& w) {
    return w.grab().toImage().convertToFormat(QImage::Format_RGB32);
}

// Cell (row, col) in the image's pixels, from boardRect() (cell = width / n).
inline QRect cellPixels(const BoardWidget& w, const QImage& image, int row, int col) {
    const QRectF b = w.boardRect();
    const qreal cell = b.width() / w.state()->n();
    const qreal dpr = image.devicePixelRatio();
    return QRectF((b.left() + col * cell) * dpr, (b.top() + row * cell) * dpr, cell * dpr,
                  cell * dpr)
        .toRect();
}

// A cell's pixels, one pixel in from its edges.
inline QImage cellImage(const BoardWidget& w, const QImage& image, int row, int col) {
    return image.copy(cellPixels(w, image, row, col).adjusted(1, 1, -1, -1));
}

// A pixel at (fx, fy) of the cell's width and height from its top-left corner.
inline QRgb cellPixel(const BoardWidget& w, const QImage& image, int row, int col, qreal fx,
                      qreal fy) {
    const QRect r = cellPixels(w, image, row, col);
    return image.pixel(r.left() + static_cast<int>(fx * r.width()),
                       r.top() + static_cast<int>(fy * r.height()));
}

// The square colours alternate; (0, 0) is light.
inline bool lightSquare(int row, int col) {
    return (row + col) % 2 == 0;
}

// A BoardWidget of 640 x 640 logical pixels, shown (wait for qWaitForWindowExposed).
struct ShownWidget {
    BoardWidget w;
    ShownWidget() {
        w.resize(640, 640);
        w.show();
    }
};

// The same state drawn without an event and with `e`.
struct Shots {
    QImage none, with;
};
inline Shots shotsOf(BoardWidget& w, const BoardState& s, const StepEvent& e) {
    Shots out;
    w.setView(&s, nullptr);
    out.none = shot(w);
    w.setView(&s, &e);
    out.with = shot(w);
    return out;
}

}  // namespace boardtest
