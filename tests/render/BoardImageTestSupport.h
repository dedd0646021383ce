#pragma once
// Helpers shared by the tests of BoardImageRenderer (test_board_image_renderer.cpp,
// test_board_image_layout.cpp): options for a board, pixel comparisons, and the optional dump of
// the images (QUEENSLAB_RENDER_DUMP=<dir>).
#include <QByteArray>
#include <QColor>
#include <QDir>
#include <QImage>
#include <QRectF>
#include <QString>
#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <vector>

#include "BoardImageRenderer.h"

namespace rendertest {

inline const std::vector<int> kSolution8 = {0, 4, 7, 5, 2, 6, 1, 3};

inline BoardImageOptions options(int n, std::vector<int> placement, int width, bool dark = false) {
    BoardImageOptions o;
    o.n = n;
    o.placement = std::move(placement);
    o.width = width;
    o.theme = dark ? ImageTheme::Dark : ImageTheme::Light;
    return o;
}

inline BoardImageOptions emptied(BoardImageOptions o) {
    std::fill(o.placement.begin(), o.placement.end(), -1);
    return o;
}

inline void dump(const QImage& image, const QString& name) {
    const QByteArray dir = qgetenv("QUEENSLAB_RENDER_DUMP");
    if (!dir.isEmpty()) image.save(QDir(QString::fromLocal8Bit(dir)).filePath(name + ".png"));
}

// The largest difference of one channel (alpha included) between a and b over the pixels of
// `area` (rounded inwards to whole pixels).
inline int maxDiff(const QImage& a, const QImage& b, const QRectF& area) {
    int most = 0;
    const int x0 = static_cast<int>(std::ceil(area.left())), x1 = static_cast<int>(area.right());
    const int y0 = static_cast<int>(std::ceil(area.top())), y1 = static_cast<int>(area.bottom());
    for (int y = y0; y < y1; ++y)
        for (int x = x0; x < x1; ++x) {
            const QRgb p = a.pixel(x, y), q = b.pixel(x, y);
            most = std::max({most, std::abs(qRed(p) - qRed(q)), std::abs(qGreen(p) - qGreen(q)),
                             std::abs(qBlue(p) - qBlue(q)), std::abs(qAlpha(p) - qAlpha(q))});
        }
    return most;
}

// The middle `fraction` of a cell (same centre, sides scaled).
inline QRectF centreOf(const QRectF& cell, qreal fraction) {
    const qreal d = cell.width() * (1 - fraction) / 2;
    return cell.adjusted(d, d, -d, -d);
}

// The largest difference of one colour channel between pixel p and colour c.
inline int colorDistance(QRgb p, const QColor& c) {
    return std::max({std::abs(qRed(p) - c.red()), std::abs(qGreen(p) - c.green()),
                     std::abs(qBlue(p) - c.blue())});
}

}  // namespace rendertest
