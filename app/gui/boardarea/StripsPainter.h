#pragma once
// StripsPainter: the drawing of ConflictStripsView from values and rectangles the view has already
// computed; no O(n) work here: a strip is drawn bucket by bucket, one per pixel row at most. It
// owns nothing between calls. Strip holds one strip's bucketed values; Layout where the texts and
// strips go. Collisions are hot, hatched and marked with a triangle, not told by colour alone.
#include <QColor>
#include <QFont>
#include <QPalette>
#include <QRectF>
#include <QString>
#include <cstdint>
#include <vector>

class QPainter;

class StripsPainter {
public:
    static constexpr qreal kMargin = 4.0;    // left and right of the strips
    static constexpr qreal kTagGap = 12.0;   // right of the per-queen strip: the i / j tags
    static constexpr qreal kStripGap = 6.0;  // between the two diagonal strips

    struct Strip {
        int count = 0;
        std::vector<int> buckets;
        std::vector<int> exact;  // one value per entry when kept (small boards), else empty
        int max = 0;
        int bucketOf(int index) const;
        std::int64_t bucketStart(int bucket) const;
        int value(int index) const;
    };

    struct Layout {
        QRectF header;      // verdict and collisions total
        QRectF groupTitle;  // "diagonals", over both diagonal strips
        QRectF titles;      // the strips' own titles, just above them
        QRectF queens;      // the three strips: same top and height
        QRectF diag;
        QRectF anti;
        qreal verdictHeight = 0;     // of the wrapped verdict, 0 without one
        qreal totalHeight = 0;       // of the collisions total (bold, wrapped)
        bool totalFirst = false;     // the total above the verdict (header below the titles)
        bool titlesInside = false;   // titles over the strips' first rows: on a panel
        bool headerOverlay = false;  // header over the strips: on a panel
    };

    StripsPainter(QPainter& p, const QPalette& palette, const QFont& font);

    static QRectF bucketRect(const Strip& s, const QRectF& area, int bucket);
    // The bucket's rectangle, as wide as its value in the strip's scale.
    static QRectF barRect(const Strip& s, const QRectF& area, int bucket);

    void paintQueenStrip(const QRectF& area, const Strip& s) const;
    void paintLineStrip(const QRectF& area, const Strip& s) const;
    // The rows a and b (-1: none) as bands over the per-queen strip; good = swap / accepted.
    void paintEvaluated(const QRectF& area, const Strip& queens, int a, int b, bool good) const;
    void paintTitles(const Layout& l, const QString& queensTitle, const QString& group) const;
    void paintHeader(const Layout& l, const QString& verdict, const QColor& verdictColor,
                     const QString& total) const;

private:
    QPainter& p_;
    const QPalette& palette_;
    QFont font_;
};
