#pragma once
// RegisterViewFixtures: helpers shared by the RegisterView tests (test_register_view.cpp, which
// follows a bitmask run against a recursive oracle, and test_register_view_paint.cpp, which reads
// the pixels of grab() and the shift animation). Header-only; nothing here looks at the view's
// internals: the states come from BoardState::apply alone, the colours from the grabbed image.
#include <QImage>
#include <QRectF>
#include <QRgb>
#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <map>
#include <vector>

#include "BoardState.h"
#include "StepEvent.h"
#include "StepperOptions.h"

namespace registerviewtest {

inline constexpr int kRegs = queens::kRegisterCount;
using Word = std::uint64_t;

inline queens::StepperOptions options(int n, bool all = true) {
    queens::StepperOptions o;
    o.n = n;
    o.allSolutions = all;
    return o;
}

// The states after 0..events.size() events.
inline std::vector<queens::BoardState> statesOf(int n,
                                                const std::vector<queens::StepEvent>& events) {
    std::vector<queens::BoardState> out{queens::BoardState(n)};
    for (const auto& e : events) {
        out.push_back(out.back());
        out.back().apply(e);
    }
    return out;
}

// Most frequent colour inside a cell (its border, outline and digit pixels are outnumbered).
inline QRgb cellColour(const QImage& img, const QRectF& cell) {
    const qreal dpr = img.devicePixelRatio();
    const QRect px = QRectF(cell.topLeft() * dpr, cell.size() * dpr).toAlignedRect();
    const int inset = std::max(1, std::min(px.width(), px.height()) / 6);
    std::map<QRgb, int> count;
    for (int y = px.top() + inset; y <= px.bottom() - inset; ++y)
        for (int x = px.left() + inset; x <= px.right() - inset; ++x)
            if (img.rect().contains(x, y)) ++count[img.pixel(x, y)];
    if (count.empty()) return 0;
    return std::max_element(count.begin(), count.end(),
                            [](const auto& a, const auto& b) { return a.second < b.second; })
        ->first;
}

// Manhattan distance of two colours in RGB (0..765).
inline int distance(QRgb a, QRgb b) {
    return std::abs(qRed(a) - qRed(b)) + std::abs(qGreen(a) - qGreen(b)) +
           std::abs(qBlue(a) - qBlue(b));
}

}  // namespace registerviewtest
