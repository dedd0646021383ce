// GUI test of BoardWidget's large-board views: boardRect() and the heat view (HeatMapRenderer's
// image, caption and legend, the throttled builds), against independent truth computed here from
// the placement alone (queens per line and region), never from BoardState's counters; and the
// texts around the board laid out so that none is cut: the heat caption and legend, and the titles
// and text of ConflictStripsView at its compact width beside the board; every text measured here
// with the widget's font fits the rectangle it is drawn in, inside the widget.
#include <QFontMetricsF>
#include <QLocale>
#include <QSignalSpy>
#include <QTest>
#include <algorithm>
#include <cstdint>
#include <vector>

#include "BoardColors.h"
#include "BoardState.h"
#include "BoardWidget.h"
#include "ConflictStripsView.h"
#include "HeatMapRenderer.h"
#include "QueensConstruction.h"
#include "StepEvent.h"

using queens::BoardState;
using queens::EventKind;
using queens::StepEvent;

namespace {

constexpr int kEmpty = BoardState::kEmpty;

// Queens on each "\" (row - col + n - 1) or "/" (row + col) line.
std::vector<int> lineCounts(const std::vector<int>& p, bool anti) {
    const int n = static_cast<int>(p.size());
    std::vector<int> count(static_cast<std::size_t>(2 * n - 1), 0);
    for (int r = 0; r < n; ++r) {
        const int c = p[static_cast<std::size_t>(r)];
        if (c != kEmpty) ++count[static_cast<std::size_t>(anti ? r + c : r - c + n - 1)];
    }
    return count;
}

// Queens attacked by at least one other, counted through the lines (O(n), for large boards).
std::int64_t attackedQueens(const std::vector<int>& p) {
    const int n = static_cast<int>(p.size());
    std::vector<int> col(static_cast<std::size_t>(n), 0);
    const std::vector<int> diag = lineCounts(p, false);
    const std::vector<int> anti = lineCounts(p, true);
    for (const int c : p)
        if (c != kEmpty) ++col[static_cast<std::size_t>(c)];
    std::int64_t k = 0;
    for (int r = 0; r < n; ++r) {
        const int c = p[static_cast<std::size_t>(r)];
        if (c == kEmpty) continue;
        if (col[static_cast<std::size_t>(c)] > 1 ||
            diag[static_cast<std::size_t>(r - c + n - 1)] > 1 ||
            anti[static_cast<std::size_t>(r + c)] > 1)
            ++k;
    }
    return k;
}

BoardState placed(const std::vector<int>& cols) {
    BoardState s(static_cast<int>(cols.size()));
    for (int r = 0; r < static_cast<int>(cols.size()); ++r)
        s.apply(StepEvent::make(EventKind::Place, 0, r, cols[static_cast<std::size_t>(r)]));
    return s;
}

// Region of row or column i for a grid of `grid` regions per side (floor(i * grid / n)).
int regionOf(int i, int n, int grid) {
    return static_cast<int>(static_cast<std::int64_t>(i) * grid / n);
}

}  // namespace

class TestHeatMap : public QObject {
    Q_OBJECT

private slots:
    void boardRectFollowsSizeAndN();
    void heatMapTellsConflictFreeFromConflicts();
    void heatCaptionCountsAttackedQueens();
    void compactThousandAndHeatMillionPaint();
    void legendTextsAreNeverCut_data();
    void legendTextsAreNeverCut();
    void compactWidthKeepsTitlesWhole_data();
    void compactWidthKeepsTitlesWhole();
};

void TestHeatMap::boardRectFollowsSizeAndN() {
    BoardWidget w;
    w.resize(500, 400);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QSignalSpy spy(&w, &BoardWidget::boardRectChanged);
    QVERIFY(w.boardRect().isEmpty());
    const BoardState eight(8);
    w.setView(&eight, nullptr);
    QCOMPARE(spy.count(), 1);
    QRectF r = w.boardRect();
    QVERIFY(!r.isEmpty());
    QCOMPARE(r.width(), r.height());
    QVERIFY(QRectF(w.rect()).contains(r));
    w.setView(&eight, nullptr);
    QCOMPARE(spy.count(), 1);  // nothing changed
    w.resize(700, 600);
    QCOMPARE(spy.count(), 2);
    QVERIFY(w.boardRect().width() > r.width());
    const BoardState big(1000);
    w.setView(&big, nullptr);
    QCOMPARE(spy.count(), 3);
    r = w.boardRect();
    QVERIFY(QRectF(w.rect()).contains(r));
    // The cell, boardRect().width() / n, is where the compact view puts row 999: the last row ends
    // at the board's bottom edge.
    QVERIFY(qAbs(r.top() + 1000 * (r.width() / 1000) - r.bottom()) < 1e-6);
}

// n = 20000: a conflict-free board (QueensConstruction) and one with every queen on the main
// diagonal. The same region is calm in one and hot in the other, and each region has the colour
// of the counts computed here.
void TestHeatMap::heatMapTellsConflictFreeFromConflicts() {
    const int n = 20000;
    const std::vector<int> solution = queens::QueensConstruction::build(n);
    QCOMPARE(attackedQueens(solution), std::int64_t{0});
    std::vector<int> diagonal(static_cast<std::size_t>(n));
    for (int r = 0; r < n; ++r) diagonal[static_cast<std::size_t>(r)] = r;
    const BoardState calm = placed(solution);
    const BoardState hot = placed(diagonal);

    BoardWidget w;
    w.resize(900, 900);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const bool dark = BoardColors::isDark(w.palette());

    struct Sample {
        QColor pixel;
        QColor expected;
        int queens, attacked;
    };
    // The colour at the centre of region (R, R), and the colour its counts call for.
    const auto sample = [&](const BoardState& s, const std::vector<int>& cols, int R) {
        w.setView(&s, nullptr);
        const HeatMapRenderer& heat = w.heatMap();
        const int grid = heat.grid();
        int q = 0, k = 0;
        // Queens of the region, and those of them that share a line with another queen.
        std::vector<int> col(static_cast<std::size_t>(n), 0);
        const std::vector<int> d = lineCounts(cols, false), a = lineCounts(cols, true);
        for (const int c : cols) ++col[static_cast<std::size_t>(c)];
        for (int r = 0; r < n; ++r) {
            const int c = cols[static_cast<std::size_t>(r)];
            if (regionOf(r, n, grid) != R || regionOf(c, n, grid) != R) continue;
            ++q;
            if (col[std::size_t(c)] > 1 || d[std::size_t(r - c + n - 1)] > 1 ||
                a[std::size_t(r + c)] > 1)
                ++k;
        }
        const QImage img = w.grab().toImage();
        const QRectF b = w.boardRect();
        const qreal side = b.width() / grid;
        const QPoint at(int(b.left() + (R + 0.5) * side), int(b.top() + (R + 0.5) * side));
        return Sample{img.pixelColor(at * img.devicePixelRatio()), heat.regionColor(q, k), q, k};
    };
    w.setView(&hot, nullptr);
    const int grid = w.heatMap().grid();
    QVERIFY(grid > 1 && grid <= HeatMapRenderer::kMaxGrid);
    int checked = 0;
    for (const int R : {0, 37, 200, grid - 1}) {
        const Sample h = sample(hot, diagonal, R);
        const Sample c = sample(calm, solution, R);
        QVERIFY(h.queens > 0);
        QCOMPARE(h.attacked, h.queens);  // everybody on the main diagonal is attacked
        QCOMPARE(c.attacked, 0);
        QCOMPARE(h.pixel.rgb(), h.expected.rgb());
        QCOMPARE(c.pixel.rgb(), c.expected.rgb());
        QVERIFY(h.pixel.rgb() != c.pixel.rgb());
        if (!dark) QVERIFY(h.pixel.red() > h.pixel.blue());                  // hot: red/orange
        if (!dark && c.queens > 0) QVERIFY(c.pixel.blue() > c.pixel.red());  // calm: blue
        ++checked;
    }
    QCOMPARE(checked, 4);
    w.setView(&hot, nullptr);
    QCOMPARE(w.heatMap().attackedQueens(), std::int64_t{n});
    w.setView(&calm, nullptr);
    QCOMPARE(w.heatMap().attackedQueens(), std::int64_t{0});
}

// A solution with a few rows swapped: the caption gives the queens in conflict as counted here.
void TestHeatMap::heatCaptionCountsAttackedQueens() {
    const int n = 20000;
    BoardState state = placed(queens::QueensConstruction::build(n));
    for (const auto& [a, b] : {std::pair{5, 17000}, {400, 401}, {9000, 12345}})
        state.apply(StepEvent::make(EventKind::Swap, 0, a, b));
    const std::int64_t attacked = attackedQueens(state.placement());
    QVERIFY(attacked > 0);
    BoardWidget w;
    w.resize(800, 800);
    StepEvent last = StepEvent::make(EventKind::Swap, 0, 9000, 12345);
    w.setView(&state, &last);
    QCOMPARE(w.heatMap().attackedQueens(), attacked);
    QCOMPARE(w.heatMap().queens(), std::int64_t{n});
    const QLocale loc;
    QCOMPARE(w.heatCaption(), QStringLiteral("%1 queens: %2 in conflict")
                                  .arg(loc.toString(n), loc.toString(qlonglong(attacked))));
    // Few hot regions: they are listed (and ringed) so that they stay visible.
    QVERIFY(!w.heatMap().hotRegions().empty());
    QVERIFY(w.heatMap().hotRegions().size() <= std::size_t(HeatMapRenderer::kMaxListedHotRegions));
    QVERIFY(!w.grab().isNull());

    // Random columns (repeats allowed): thousands of hot lines, most queens attacked.
    std::vector<int> cols(static_cast<std::size_t>(n));
    std::uint64_t x = 99;
    for (int r = 0; r < n; ++r) {
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        cols[static_cast<std::size_t>(r)] = static_cast<int>((x >> 33) % n);
    }
    const BoardState random = placed(cols);
    w.setView(&random, nullptr);
    QCOMPARE(w.heatMap().attackedQueens(), attackedQueens(cols));
    QVERIFY(w.heatMap().attackedQueens() > n / 2);
    QVERIFY(w.heatMap().hotRegions().empty());  // too many to ring
}

// N = 1000 compact and N = 10^6 heat paint; the heat view of a huge board is throttled but
// shows the latest state in the end.
void TestHeatMap::compactThousandAndHeatMillionPaint() {
    BoardWidget w;
    w.resize(900, 900);
    const BoardState thousand = placed(queens::QueensConstruction::build(1000));
    StepEvent solution = StepEvent::make(EventKind::Solution, 0);
    w.setView(&thousand, &solution);
    QVERIFY(!w.showsHeatMap());
    QVERIFY(!w.grab().isNull());

    const int n = 1'000'000;
    const std::vector<int> cols = queens::QueensConstruction::build(n);
    BoardState million = placed(cols);
    // A swap of row 10 with a row that puts two queens on a diagonal.
    int j = 11;
    for (;; ++j) {
        std::vector<int> swapped = cols;
        std::swap(swapped[10], swapped[static_cast<std::size_t>(j)]);
        if (attackedQueens(swapped) > 0) break;
    }
    const StepEvent swap = StepEvent::make(EventKind::Swap, 0, 10, j);
    w.setView(&million, &swap);
    QVERIFY(w.showsHeatMap());
    QCOMPARE(w.heatMap().attackedQueens(), std::int64_t{0});
    QVERIFY(!w.grab().isNull());
    const int builds = w.heatBuildCount();
    // A change for the same large n (>= kHeatThrottleMinN) is built from the timer ...
    million.apply(swap);
    w.setView(&million, &swap);
    QCOMPARE(w.heatBuildCount(), builds);
    QVERIFY(w.heatBuildPending());
    // ... and shown in the end.
    QTRY_VERIFY_WITH_TIMEOUT(!w.heatBuildPending(), 5000);
    QCOMPARE(w.heatBuildCount(), builds + 1);
    QCOMPARE(w.heatMap().attackedQueens(), attackedQueens(million.placement()));
    QVERIFY(w.heatMap().attackedQueens() > 0);
    QVERIFY(w.heatCaption().contains(QLocale().toString(n)));
    QVERIFY(!w.grab().isNull());
    // Several setViews in a row: one build, from the last of them.
    const int before = w.heatBuildCount();
    million.unapply(swap);
    for (int i = 0; i < 5; ++i) w.setView(&million, nullptr);
    QCOMPARE(w.heatBuildCount(), before);
    QTRY_VERIFY_WITH_TIMEOUT(!w.heatBuildPending(), 5000);
    QCOMPARE(w.heatBuildCount(), before + 1);
    QCOMPARE(w.heatMap().attackedQueens(), std::int64_t{0});  // back to the solution
}

// N = 10^6 with many conflicts (random columns: the longest legend texts), in boards from narrow
// to wide: the caption and the legend are whole (the caption is the heat map's, the three
// meanings are there), each text fits its rectangle as measured here with the widget's font
// (wrapped where needed), and all of them lie inside the widget, below the board and apart from
// each other. The band they take does not depend on the texts of one build: a conflict-free board
// of the same n has the same board rectangle.
void TestHeatMap::legendTextsAreNeverCut_data() {
    QTest::addColumn<int>("width");
    QTest::addColumn<qreal>("points");
    QTest::newRow("260px") << 260 << 12.0;
    QTest::newRow("330px") << 330 << 12.0;
    QTest::newRow("480px") << 480 << 12.0;
    QTest::newRow("900px") << 900 << 12.0;
    QTest::newRow("330px_9pt") << 330 << 9.0;
}

void TestHeatMap::legendTextsAreNeverCut() {
    QFETCH(int, width);
    QFETCH(qreal, points);
    const int n = 1'000'000;
    std::vector<int> cols(static_cast<std::size_t>(n));
    std::uint64_t x = 5;
    for (int r = 0; r < n; ++r) {
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        cols[static_cast<std::size_t>(r)] = static_cast<int>((x >> 33) % n);
    }
    const BoardState random = placed(cols);
    BoardWidget w;
    QFont font = w.font();
    font.setPointSizeF(points);
    w.setFont(font);
    w.resize(width, 800);
    w.setView(&random, nullptr);
    QVERIFY(w.showsHeatMap());
    QVERIFY(w.heatMap().maxAttackedInRegion() > 1);

    const HeatMapRenderer::Legend legend = w.heatLegend();
    QCOMPARE(legend.caption, w.heatCaption());  // whole (no build pending: no "…")
    QCOMPARE(legend.entries.size(), std::size_t{3});
    QCOMPARE(legend.entries[0].text, QStringLiteral("no queen"));
    QCOMPARE(legend.entries[1].text, QStringLiteral("queens, none attacked"));
    QCOMPARE(legend.entries[2].text,
             QStringLiteral("1–%1 attacked per region")
                 .arg(QLocale().toString(w.heatMap().maxAttackedInRegion())));

    const QRectF widget(w.rect());
    const QRectF board = w.boardRect();
    const int wrap = Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap;
    QFont bold = font;
    bold.setBold(true);
    const auto fits = [&](const QFontMetricsF& fm, const QRectF& r, const QString& text) {
        const QRectF need =
            fm.boundingRect(QRectF(r.topLeft(), QSizeF(r.width(), 1e6)), wrap, text);
        return need.width() <= r.width() + 0.5 && need.height() <= r.height() + 0.5;
    };
    QVERIFY(fits(QFontMetricsF(bold), legend.captionRect, legend.caption));
    std::vector<QRectF> boxes = {legend.captionRect};
    for (const auto& e : legend.entries) {
        QVERIFY2(fits(QFontMetricsF(font), e.textRect, e.text), qPrintable(e.text));
        boxes.push_back(e.swatch);
        boxes.push_back(e.textRect);
    }
    for (std::size_t i = 0; i < boxes.size(); ++i) {
        QVERIFY(widget.contains(boxes[i]));
        QVERIFY(boxes[i].top() >= board.bottom());
        for (std::size_t j = i + 1; j < boxes.size(); ++j) QVERIFY(!boxes[i].intersects(boxes[j]));
    }

    // A conflict-free board of the same n: the same band, so the same board rectangle.
    const BoardState calm = placed(queens::QueensConstruction::build(n));
    w.setView(&calm, nullptr);
    QTRY_VERIFY_WITH_TIMEOUT(!w.heatBuildPending(), 5000);  // same large n: built from the timer
    QCOMPARE(w.heatMap().attackedQueens(), std::int64_t{0});
    QCOMPARE(w.boardRect(), board);
}

// The width the view asks for at Qt's 9 pt, the application's 12 pt (AppStyle) and a projector's
// 16 pt; at that width (or the minimum) the titles fit whole, and the text of an N = 10^6 verdict
// and total (the longest numbers) fits inside the widget, wrapped, above the titles.
void TestHeatMap::compactWidthKeepsTitlesWhole_data() {
    QTest::addColumn<qreal>("points");
    QTest::addColumn<bool>("minimum");
    QTest::newRow("9pt") << 9.0 << false;
    QTest::newRow("12pt") << 12.0 << false;
    QTest::newRow("12pt_minimum") << 12.0 << true;
    QTest::newRow("16pt") << 16.0 << false;
}

void TestHeatMap::compactWidthKeepsTitlesWhole() {
    QFETCH(qreal, points);
    QFETCH(bool, minimum);
    ConflictStripsView view;
    QFont font = view.font();
    font.setPointSizeF(points);
    view.setFont(font);
    const int hint = view.sizeHint().width();
    QVERIFY(view.minimumSizeHint().width() <= hint);
    if (points <= 12) QVERIFY2(hint >= 160 && hint <= 200, qPrintable(QString::number(hint)));
    const int width = minimum ? view.minimumSizeHint().width() : hint;
    view.resize(width, 1000);
    const int n = 1'000'000;  // every queen in column 0: n - 1 collisions, the longest total
    BoardState state(n);
    for (int r = 0; r < n; ++r) state.apply(StepEvent::make(EventKind::Place, 0, r, 0));
    StepEvent e = StepEvent::make(EventKind::Evaluate, 0, 999'998, 888'888,
                                  queens::reasonCode(queens::SwapVerdict::Accepted));
    e.delta = -4;  // a swap moves two queens off two diagonals each: |delta| <= 4
    view.setRowGeometry(300, 650.0 / n);
    view.setView(state, &e);
    const StripsPainter::Layout l = view.stripsLayout();
    const QFontMetricsF fm(font);
    QVERIFY(fm.horizontalAdvance(QStringLiteral("conflicts")) <=
            l.queens.width() + StripsPainter::kTagGap);
    QVERIFY(fm.horizontalAdvance(QStringLiteral("diagonals")) <= l.groupTitle.width());
    QVERIFY(l.groupTitle.left() <= l.diag.left() && l.groupTitle.right() >= l.anti.right());
    for (const QRectF& r : {l.queens, l.diag, l.anti, l.groupTitle, l.titles, l.header})
        QVERIFY(QRectF(0, 0, width, 1000).contains(r));
    // The verdict (a few lines at most) and the total, each as tall as measured here.
    QFont bold = font;
    bold.setBold(true);
    const auto need = [&](const QFont& f, const QString& text) {
        return QFontMetricsF(f).boundingRect(QRectF(0, 0, l.header.width(), 1e6),
                                             Qt::AlignLeft | Qt::TextWordWrap, text);
    };
    const QRectF v = need(font, view.verdictText()), t = need(bold, view.collisionsText());
    QVERIFY(view.verdictText().contains(QLocale().toString(999'998)));
    QVERIFY(view.collisionsText().contains(QLocale().toString(n - 1)));
    QVERIFY(v.width() <= l.header.width() + 0.5 && v.height() <= l.verdictHeight + 0.5);
    QVERIFY(t.width() <= l.header.width() + 0.5 && t.height() <= l.totalHeight + 0.5);
    QVERIFY(qRound(l.verdictHeight / fm.lineSpacing()) <= 4);  // lines
    QVERIFY(l.header.height() >= l.verdictHeight + l.totalHeight);
    QVERIFY(!l.headerOverlay && !l.titlesInside && l.header.bottom() <= l.groupTitle.top() + 0.5);
    QVERIFY(l.groupTitle.bottom() <= l.titles.top() + 0.5 && l.titles.bottom() <= l.queens.top());
}

QTEST_MAIN(TestHeatMap)
#include "test_heat_map.moc"
