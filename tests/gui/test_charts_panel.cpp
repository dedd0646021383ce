// GUI test of the charts (ChartsPanel), offscreen. (The statistics' timing rows are tested in
// test_stats_panel.cpp.)
//
// The runs are real: a stepper from StepperFactory feeds a TimelineRecorder whose batches go
// into a Timeline and a RunHistory, as in the application. The truth is computed from the
// event list alone (ChartFixtures.h): Try events per row counted by a scan, solutions counted,
// and collisions recomputed from a placement kept there (Place, Remove and Swap only), line by
// line. The cursor moves forward, back and by jumps; after every update() the series the charts
// hold (and the plain vectors the panel reports) must equal that truth. At the sizes of the
// application's dock, every text the charts draw must be whole (Qt Charts cuts a text that
// does not fit to "..."), and what each chart plots must be said in a text that is shown.
#include <QAbstractAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QFontMetricsF>
#include <QImage>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QScatterSeries>
#include <QTest>
#include <QtGlobal>
#include <algorithm>
#include <set>

#include "AppStyle.h"
#include "ChartFixtures.h"
#include "ChartStyle.h"
#include "ChartsPanel.h"
#include "RunHistory.h"
#include "StepperFactory.h"
#include "TestProblems.h"
#include "Timeline.h"

using namespace chartfixtures;
using Point = queens::RunHistory::Point;

Q_DECLARE_METATYPE(queens::Algorithm)

class TestChartsPanel : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    void nodesAndSolutionsFollowTheCursor_data() {
        QTest::addColumn<Algorithm>("algorithm");
        QTest::addColumn<int>("n");
        QTest::newRow("backtracking 6") << Algorithm::Backtracking << 6;
        QTest::newRow("bitmask 7") << Algorithm::Bitmask << 7;
        QTest::newRow("symmetric 7") << Algorithm::Symmetric << 7;
        QTest::newRow("permutation 5") << Algorithm::Permutation << 5;
        QTest::newRow("dfs 5") << Algorithm::Dfs << 5;
        QTest::newRow("bfs 5") << Algorithm::Bfs << 5;
    }
    void nodesAndSolutionsFollowTheCursor() {
        QFETCH(Algorithm, algorithm);
        QFETCH(int, n);
        const auto run = record(algorithm, TestProblems::options(n, true));
        ChartsPanel panel;
        panel.resize(700, 600);
        panel.setAlgorithm(algorithm);
        QVERIFY(panel.showsSearchCharts());
        queens::Timeline& t = *run->timeline;
        for (std::uint64_t c : cursorWalk(t.size(), static_cast<std::uint64_t>(n))) {
            t.seek(c);
            panel.update(t, run->history, c);
            const auto tries = triesByScan(*run, c);
            QCOMPARE(panel.rowsPerBar(), 1);
            QCOMPARE(panel.barValues().size(), tries.size());
            QVERIFY(panel.triesExact());
            QCOMPARE(panel.nodesSet()->count(), n);
            for (int r = 0; r < n; ++r) {
                QCOMPARE(panel.barValues()[std::size_t(r)], double(tries[std::size_t(r)]));
                QCOMPARE(panel.nodesSet()->at(r), double(tries[std::size_t(r)]));
            }
            // Every point shown is true, the last one is the count at the cursor.
            const auto& shown = panel.solutionPoints();
            QVERIFY(!shown.empty());
            for (const Point& p : shown) QCOMPARE(p.value, solutionsByScan(*run, p.step));
            QCOMPARE(shown.back().step, c);
            QVERIFY(shown.size() <= std::size_t(ChartsPanel::kMaxPoints));
            const QList<QPointF> drawn = panel.solutionsSeries()->points();
            QVERIFY(drawn.size() <= ChartsPanel::kMaxPoints);
            QCOMPARE(drawn.back(),
                     QPointF(double(c) / panel.stepUnit(), double(shown.back().value)));
        }
    }

    void rowsAreBinnedPastTheBarCap() {
        // Backtracking on 100 rows, the first 40 000 events: 2 rows per bar, 50 bars.
        const auto run = record(Algorithm::Backtracking, TestProblems::options(100, false), 40000);
        ChartsPanel panel;
        panel.setAlgorithm(Algorithm::Backtracking);
        queens::Timeline& t = *run->timeline;
        for (std::uint64_t c : cursorWalk(t.size(), 3)) {
            t.seek(c);
            panel.update(t, run->history, c);
            QCOMPARE(panel.rowsPerBar(), 2);
            QCOMPARE(panel.barValues().size(), std::size_t(50));
            const auto tries = triesByScan(*run, c);
            for (std::size_t b = 0; b < 50; ++b)
                QCOMPARE(panel.barValues()[b], double(tries[2 * b] + tries[2 * b + 1]));
        }
        QVERIFY(*std::max_element(panel.barValues().begin(), panel.barValues().end()) > 0);
    }

    void collisionsFollowTheCursor_data() {
        QTest::addColumn<int>("n");
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<quint64>("maxSteps");
        QTest::newRow("n=50, restarts every 25 evaluations") << 50 << quint64(2) << quint64(25);
        QTest::newRow("n=200") << 200 << quint64(1) << quint64(0);
    }
    void collisionsFollowTheCursor() {
        QFETCH(int, n);
        QFETCH(quint64, seed);
        QFETCH(quint64, maxSteps);
        queens::StepperOptions o = TestProblems::options(n, false);
        o.seed = seed;
        o.maxStepsPerRestart = maxSteps;
        const auto run = record(Algorithm::MinConflicts, o);
        const Collisions truth = collisionsByReplay(*run);
        QVERIFY(!truth.swaps.empty());
        ChartsPanel panel;
        panel.setAlgorithm(Algorithm::MinConflicts);
        QVERIFY(!panel.showsSearchCharts());
        queens::Timeline& t = *run->timeline;
        std::vector<std::uint64_t> cursors = cursorWalk(t.size(), seed);
        for (std::uint64_t s : truth.swaps) cursors.push_back(s);  // right at a swap
        for (std::uint64_t c : cursors) {
            t.seek(c);
            panel.update(t, run->history, c);
            const auto& shown = panel.collisionPoints();
            QVERIFY(shown.size() <= std::size_t(ChartsPanel::kMaxPoints));
            for (const Point& p : shown) {
                QVERIFY(p.step <= c);
                QVERIFY2(truth.whenFull.count(p.step), "a point where the board is not full");
                QCOMPARE(p.value, truth.whenFull.at(p.step));
            }
            // The latest swap at or before the cursor is shown.
            const auto it = std::upper_bound(truth.swaps.begin(), truth.swaps.end(), c);
            if (it != truth.swaps.begin()) {
                const std::uint64_t s = *std::prev(it);
                QVERIFY(std::find(shown.begin(), shown.end(), Point{s, truth.whenFull.at(s)}) !=
                        shown.end());
            }
            // Drawn: collisions + 1 on the log axis, every shown point among them.
            const QList<QPointF> drawn = panel.collisionsSeries()->points();
            QVERIFY(drawn.size() <= ChartsPanel::kMaxPoints);
            for (const Point& p : shown)
                QVERIFY(drawn.contains(
                    QPointF(double(p.step) / panel.stepUnit(), double(p.value) + 1.0)));
            // Restarts: exactly those up to the cursor.
            std::vector<std::uint64_t> restarts;
            for (std::uint64_t r : truth.restarts)
                if (r <= c) restarts.push_back(r);
            QCOMPARE(panel.restartSteps(), restarts);
            QCOMPARE(panel.restartsSeries()->count(), int(restarts.size()));
        }
        if (maxSteps != 0) QVERIFY(!truth.restarts.empty());
    }

    void longRunsAreCappedAndStayTrue() {
        // Bitmask 10: 724 solutions, more than a staircase of the cap can show; permutation 7:
        // 5040 full boards, each a Collisions mark (shown here through the collisions chart).
        const auto bitmask = record(Algorithm::Bitmask, TestProblems::options(10, true));
        ChartsPanel panel;
        panel.setAlgorithm(Algorithm::Bitmask);
        queens::Timeline& t = *bitmask->timeline;
        for (std::uint64_t c : {t.size(), t.size() / 2, t.size() / 3}) {
            t.seek(c);
            panel.update(t, bitmask->history, c);
            QVERIFY(panel.solutionsSeries()->count() <= ChartsPanel::kMaxPoints);
            for (const Point& p : panel.solutionPoints())
                QCOMPARE(p.value, solutionsByScan(*bitmask, p.step));
            QCOMPARE(panel.solutionPoints().back().value, solutionsByScan(*bitmask, c));
        }
        // At the end: more solutions than a staircase can show, so a line through all 724.
        t.seek(t.size());
        panel.update(t, bitmask->history, t.size());
        QCOMPARE(panel.solutionPoints().size(), std::size_t(1 + 724 + 1));
        QCOMPARE(panel.solutionsSeries()->count(), int(panel.solutionPoints().size()));

        const auto perm = record(Algorithm::Permutation, TestProblems::options(7, true));
        const Collisions truth = collisionsByReplay(*perm);
        panel.setAlgorithm(Algorithm::MinConflicts);
        queens::Timeline& pt = *perm->timeline;
        for (std::uint64_t c : {pt.size(), pt.size() / 2}) {
            pt.seek(c);
            panel.update(pt, perm->history, c);
            QVERIFY(panel.collisionsSeries()->count() <= ChartsPanel::kMaxPoints);
            QVERIFY(panel.collisionPoints().size() > 100);
            std::int64_t lo = INT64_MAX, hi = INT64_MIN;
            for (const auto& [step, v] : truth.whenFull) {
                if (step > c) break;
                lo = std::min(lo, v);
                hi = std::max(hi, v);
            }
            std::set<std::int64_t> values;
            for (const Point& p : panel.collisionPoints()) {
                QCOMPARE(p.value, truth.whenFull.at(p.step));
                values.insert(p.value);
            }
            QVERIFY(values.count(lo) && values.count(hi));  // the extremes survive decimation
        }
    }

    void skipsWorkWhenNothingChanged() {
        const auto run = record(Algorithm::Backtracking, TestProblems::options(6, true));
        ChartsPanel panel;
        queens::Timeline& t = *run->timeline;
        t.seek(500);
        panel.update(t, run->history, 500);
        const std::uint64_t after = panel.recomputations();
        panel.update(t, run->history, 500);
        panel.update(t, run->history, 500);
        QCOMPARE(panel.recomputations(), after);
        t.seek(499);
        panel.update(t, run->history, 499);
        QCOMPARE(panel.recomputations(), after + 1);
        panel.setAlgorithm(Algorithm::Backtracking);  // a new run: recompute
        panel.update(t, run->history, 499);
        QCOMPARE(panel.recomputations(), after + 2);
    }

    void rendersInLightAndDark() {
        const auto run = record(Algorithm::Bitmask, TestProblems::options(8, true));
        queens::Timeline& t = *run->timeline;
        t.seek(t.size() / 2);
        const auto mc = [] {
            queens::StepperOptions o = TestProblems::options(50, false);
            o.seed = 2;
            o.maxStepsPerRestart = 25;
            return record(Algorithm::MinConflicts, o);
        }();
        queens::Timeline& mt = *mc->timeline;
        mt.seek(mt.size());
        double lightness[2][2] = {};
        for (int dark = 0; dark < 2; ++dark) {
            for (int family = 0; family < 2; ++family) {
                ChartsPanel panel;
                panel.resize(800, 640);
                panel.setPalette(dark ? AppStyle::darkPalette()
                                      : QPalette(QColor(0xf0, 0xf0, 0xf0)));
                QCOMPARE(panel.darkTheme(), bool(dark));
                panel.setAlgorithm(family ? Algorithm::MinConflicts : Algorithm::Bitmask);
                if (family)
                    panel.update(mt, mc->history, mt.cursor());
                else
                    panel.update(t, run->history, t.cursor());
                const QImage image = panel.grab().toImage();
                QVERIFY(!image.isNull());
                // To look at them: CHARTS_SHOT_DIR=/some/dir test_charts_panel
                if (const QString dir = qEnvironmentVariable("CHARTS_SHOT_DIR"); !dir.isEmpty())
                    image.save(QStringLiteral("%1/charts-%2-%3.png")
                                   .arg(dir, family ? "min-conflicts" : "bitmask",
                                        dark ? "dark" : "light"));
                QCOMPARE(image.size(), QSize(800, 640) * image.devicePixelRatio());
                lightness[dark][family] = meanLightness(image);
            }
        }
        for (int family = 0; family < 2; ++family)
            QVERIFY2(lightness[1][family] + 60 < lightness[0][family],
                     qPrintable(QStringLiteral("light %1, dark %2")
                                    .arg(lightness[0][family])
                                    .arg(lightness[1][family])));
    }

    void rowSpansCoverTheRowsInOrder() {
        // Spans of rows under the bars: in order, each starting where the previous ended, each
        // ending right after the bar of its last row; all labels fit the width unless only one.
        QFont font;
        font.setPointSizeF(12);
        const QFontMetricsF metrics(font);
        for (int n : {1, 8, 16, 17, 100, 1000, 123457}) {
            const int perBar = ChartStyle::rowsPerBar(n, ChartsPanel::kMaxBars);
            const int bars = (n + perBar - 1) / perBar;
            QVERIFY(bars <= ChartsPanel::kMaxBars && (perBar == 1 || bars > 12));
            for (qreal width : {60.0, 200.0, 450.0, 1200.0}) {
                const auto spans = ChartStyle::rowSpans(n, perBar, width, font);
                int next = 0;
                qreal widths = 0;
                for (const ChartStyle::Span& span : spans) {
                    const QStringList ends = span.label.split(QChar(0x2013));
                    QCOMPARE(ends.first().toInt(), next);
                    next = ends.last().toInt() + 1;
                    QCOMPARE(span.end, (next - 1) / perBar + 0.5);
                    widths += metrics.horizontalAdvance(span.label);
                }
                QCOMPARE(next, n);
                QVERIFY(spans.size() == 1 || widths < width);
                if (n == 8 && width >= 450) QCOMPARE(spans.size(), std::size_t(8));  // one a row
            }
        }
    }

    // The dock of the main window is about 540 x 450 with two charts stacked; smaller docks,
    // a larger (projector) font and long axis texts must not cut a text either. Axis titles may
    // be dropped where there is no room, but not where there is.
    void textsAreWholeAtDockSizes_data() {
        QTest::addColumn<Algorithm>("algorithm");
        QTest::addColumn<int>("n");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<double>("points");  // font size
        QTest::addColumn<bool>("xTitles");   // room for the horizontal axis titles
        QTest::addColumn<bool>("yTitles");   // room for the vertical axis titles
        const QSize dock(540, 450);
        QTest::newRow("bitmask 8, dock") << Algorithm::Bitmask << 8 << dock << 12.0 << true << true;
        QTest::newRow("bitmask 8, short dock")
            << Algorithm::Bitmask << 8 << QSize(540, 330) << 12.0 << false << false;
        QTest::newRow("bitmask 8, narrow dock")
            << Algorithm::Bitmask << 8 << QSize(420, 450) << 12.0 << true << true;
        QTest::newRow("bitmask 8, 16 pt")
            << Algorithm::Bitmask << 8 << dock << 16.0 << false << false;
        QTest::newRow("bitmask 8, 16 pt, short dock")
            << Algorithm::Bitmask << 8 << QSize(540, 330) << 16.0 << false << false;
        QTest::newRow("bitmask 8, tall")
            << Algorithm::Bitmask << 8 << QSize(540, 900) << 12.0 << true << true;
        QTest::newRow("backtracking 100, dock")
            << Algorithm::Backtracking << 100 << dock << 12.0 << true << true;
        QTest::newRow("backtracking 1000, dock")
            << Algorithm::Backtracking << 1000 << dock << 12.0 << true << true;
        QTest::newRow("min-conflicts 200, dock")
            << Algorithm::MinConflicts << 200 << dock << 12.0 << true << true;
        QTest::newRow("min-conflicts 200, short dock")
            << Algorithm::MinConflicts << 200 << QSize(540, 220) << 12.0 << true << true;
        QTest::newRow("min-conflicts 200, 16 pt")
            << Algorithm::MinConflicts << 200 << QSize(420, 450) << 16.0 << true << true;
    }
    void textsAreWholeAtDockSizes() {
        QFETCH(Algorithm, algorithm);
        QFETCH(int, n);
        QFETCH(QSize, size);
        QFETCH(double, points);
        QFETCH(bool, xTitles);
        QFETCH(bool, yTitles);
        const auto run = record(algorithm, TestProblems::options(n, false), 30000);
        queens::Timeline& t = *run->timeline;
        ChartsPanel panel;
        QFont font = panel.font();
        font.setPointSizeF(points);
        panel.setFont(font);
        panel.resize(size);
        panel.setAlgorithm(algorithm);
        t.seek(t.size());
        panel.update(t, run->history, t.size());
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        // Qt Charts lays out from posted events, and each layout may ask for another (the panel
        // shows or hides titles once it knows the plot's size): let them all run.
        for (int i = 0; i < 8; ++i) QCoreApplication::sendPostedEvents();
        if (const QString dir = qEnvironmentVariable("CHARTS_SHOT_DIR"); !dir.isEmpty()) {
            panel.grab().save(QStringLiteral("%1/%2.png").arg(dir, QTest::currentDataTag()));
        }
        QList<QChartView*> views;
        for (QChartView* v : panel.findChildren<QChartView*>())
            if (v->isVisible()) views << v;
        QCOMPARE(views.size(), panel.showsSearchCharts() ? 2 : 1);
        for (QChartView* view : views) {
            QChart* chart = view->chart();
            // Laid out (the layout runs from the event loop), nothing cut, the title whole.
            QTRY_VERIFY2(chart->plotArea().height() > 0 && !anyCut(shownTexts(view)) &&
                             shownTexts(view).contains(chart->title()),
                         qPrintable(shownTexts(view).join(QStringLiteral(" | "))));
            const QStringList texts = shownTexts(view);
            QVERIFY2(!anyCut(texts), qPrintable(texts.join(QStringLiteral(" | "))));
            for (Qt::Orientation o : {Qt::Horizontal, Qt::Vertical}) {
                for (QAbstractAxis* axis : chart->axes(o)) {
                    QCOMPARE(texts.contains(axis->titleText()), axis->isTitleVisible());
                    if (o == Qt::Horizontal ? xTitles : yTitles)
                        QVERIFY2(axis->isTitleVisible(), qPrintable(axis->titleText()));
                }
            }
            if (chart->series().contains(panel.collisionsSeries())) {
                // "Collisions + 1 (log scale)" stays readable in the legend.
                const auto markers = chart->legend()->markers(panel.collisionsSeries());
                QCOMPARE(markers.size(), 1);
                QVERIFY(markers[0]->label().contains(QStringLiteral("+ 1")));
                QVERIFY(texts.contains(markers[0]->label()));
            }
        }
    }
};

QTEST_MAIN(TestChartsPanel)
#include "test_charts_panel.moc"
