#pragma once
// HeatMapRenderer: the picture of a board too large to draw queen by queen: the board cut into
// grid x grid regions, each coloured by the queens it holds and how many of them are attacked
// (docs/design.md, "Large boards"). build() (or begin() and step() in slices) makes one
// O(n) pass over the placement; the owner decides when. It keeps copies only (image, counts, hot
// regions, valid until the next build) and never reads the state after a build; painting is
// O(pixels).
#include <QColor>
#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QImage>
#include <QPoint>
#include <QRectF>
#include <QSizeF>
#include <QString>
#include <cstdint>
#include <vector>

#include "BoardState.h"
#include "HotLines.h"

class QFont;
class QPainter;
class QPalette;

class HeatMapRenderer {
    Q_DECLARE_TR_FUNCTIONS(HeatMapRenderer)

public:
    static constexpr int kMaxGrid = 512;
    // Most regions hotRegions() lists; beyond this count the list is left empty.
    static constexpr int kMaxListedHotRegions = 32;

    using HotLines = ::HotLines;

    struct Colors {
        QColor empty;       // region without a queen
        QColor calmSparse;  // queens, none attacked: the fewest queens per region ...
        QColor calmDense;   // ... and the most
        QColor hotLow;      // one attacked queen in the region
        QColor hotHigh;     // the largest number of attacked queens in any region
    };
    static Colors colorsFor(bool dark);

    // Recomputes everything from `state` for a grid x grid division (grid is clamped to
    // 1..min(kMaxGrid, n); an empty board, n = 0, gives a null image).
    void build(const queens::BoardState& state, int grid, const Colors& colors);
    // The same in slices: begin(), then step() until it returns true, when the result is
    // complete. Each step reads the state it is given, of begin()'s n.
    void begin(const queens::BoardState& state, int grid, const Colors& colors);
    bool step(const queens::BoardState& state, const QDeadlineTimer& deadline);

    const QImage& image() const { return image_; }
    bool isNull() const { return image_.isNull(); }
    int grid() const { return grid_; }
    int n() const { return n_; }
    std::int64_t queens() const { return queens_; }
    // Queens with conflictsOf(row) > 0.
    std::int64_t attackedQueens() const { return attacked_; }
    // The ends of the colour scales.
    int maxQueensInRegion() const { return maxQueens_; }
    int maxAttackedInRegion() const { return maxAttacked_; }
    // Regions (x = column, y = row) holding an attacked queen, if at most kMaxListedHotRegions.
    const std::vector<QPoint>& hotRegions() const { return hotRegions_; }
    int queensIn(int regionRow, int regionCol) const;
    int attackedIn(int regionRow, int regionCol) const;

    // The region of row or column `index` on an n x n board cut into grid regions per side.
    static int regionOf(std::int64_t index, std::int64_t n, int grid);
    static std::int64_t regionStart(int region, std::int64_t n, int grid);  // its first index
    // A region's colour on this build's scales.
    QColor regionColor(int queens, int attacked) const;
    // "1,000,000 queens: 12,345 in conflict" (QLocale, translated).
    QString caption() const;

    // The image scaled to `board` (nearest neighbour) and a ring (over a `halo` ring) around
    // each of hotRegions().
    void paint(QPainter& p, const QRectF& board, const QColor& halo) const;
    // The caption and legend below the board, laid out for a width: the caption, then a swatch
    // and its meaning per class of region, wrapped, never elided. Rectangles relative to the
    // block's top left corner.
    struct Legend {
        struct Entry {
            QColor from, to;  // the swatch's gradient
            QString text;
            QRectF swatch;
            QRectF textRect;
        };
        QString caption;  // caption(), with " …" when a newer state waits for its build
        QRectF captionRect;
        std::vector<Entry> entries;
        QSizeF size;  // the smallest rectangle holding every text and swatch
    };
    // The legend of this build (empty before the first build).
    Legend legend(qreal width, const QFont& font, bool stale) const;
    // The height a legend needs at `width` for any build of a board of n rows, so that the
    // owner's band does not change from one build to the next.
    static qreal legendHeight(qreal width, const QFont& font, int n);
    static void paintLegend(QPainter& p, const Legend& legend, const QPointF& topLeft,
                            const QPalette& palette, const QFont& font);

private:
    QRgb colorOf(int queens, int attacked) const;
    void sweepBand(const queens::BoardState& state, int band);
    void colorize();
    void buildPalettes();
    static Legend legendFor(const QString& caption, const QString& hotText, const Colors& colors,
                            qreal width, const QFont& font);

    QImage image_;
    Colors colors_;
    int grid_ = 0;
    int n_ = 0;
    std::int64_t queens_ = 0;
    std::int64_t attacked_ = 0;
    int maxQueens_ = 0;
    int maxAttacked_ = 0;
    std::vector<std::int32_t> queenCount_;     // grid * grid, row-major
    std::vector<std::int32_t> attackedCount_;  // grid * grid, row-major
    std::vector<QPoint> hotRegions_;
    HotLines hot_;
    int band_ = 0;              // the next band of the sweep; grid_ when swept
    std::size_t hotCount_ = 0;  // regions with an attacked queen so far
    bool done_ = true;
    std::vector<QRgb> calmRamp_;  // indexed by queens (1..maxQueens_)
    std::vector<QRgb> hotRamp_;   // indexed by attacked (1..maxAttacked_)
};
