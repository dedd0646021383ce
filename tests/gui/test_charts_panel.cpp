// GUI test of the charts (ChartsPanel) and of the timing rows of the statistics (StatsPanel,
// RunStatsFormatter), offscreen.
//
// The runs are real: a stepper from StepperFactory feeds a TimelineRecorder whose batches go
// into a Timeline and a RunHistory, as in the application. The truth is computed here from the
// event list alone: Try events per row counted by a scan, solutions counted, and collisions
// recomputed from a placement this file keeps (Place, Remove and Swap only), line by line. The
// cursor moves forward, back and by jumps; after every update() the series the charts hold
// (and the plain vectors the panel reports) must equal that truth.
#include <QBarSet>
#include <QImage>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QScatterSeries>
#include <QTest>
#include <QtGlobal>
#include <algorithm>
#include <map>
#include <memory>
#include <random>
#include <set>

#include "AppStyle.h"
#include "ChartsPanel.h"
#include "RunHistory.h"
#include "RunStatsFormatter.h"
#include "SolverWorker.h"
#include "StatsPanel.h"
#include "StepperFactory.h"
#include "TestProblems.h"
#include "Timeline.h"
#include "TimelineRecorder.h"

using queens::Algorithm;
using queens::EventKind;
using queens::StepEvent;
using Point = queens::RunHistory::Point;

Q_DECLARE_METATYPE(queens::Algorithm)

namespace {

// A run recorded as the application records it (batches of `batch` events).
struct Recorded {
    int n = 0;
    std::vector<StepEvent> events;
    std::unique_ptr<queens::Timeline> timeline;
    queens::RunHistory history;
};

std::unique_ptr<Recorded> record(Algorithm a, const queens::StepperOptions& o,
                                 std::size_t maxEvents = SIZE_MAX, std::size_t batch = 97) {
    auto run = std::make_unique<Recorded>();
    run->n = o.n;
    run->timeline = std::make_unique<queens::Timeline>(o.n);
    auto stepper = queens::StepperFactory::create(a, o);
    queens::TimelineRecorder rec(o.n);
    StepEvent e;
    while (run->events.size() < maxEvents && stepper->next(e)) {
        run->events.push_back(e);
        rec.record(e);
        if (rec.pending() >= batch) {
            const queens::BatchPtr b = rec.takeBatch(0.001 * static_cast<double>(rec.recorded()));
            run->timeline->append(b);
            run->history.append(*b);
        }
    }
    const queens::BatchPtr b = rec.takeBatch();
    run->timeline->append(b);
    run->history.append(*b);
    return run;
}

std::vector<std::uint64_t> triesByScan(const Recorded& r, std::uint64_t c) {
    std::vector<std::uint64_t> tries(static_cast<std::size_t>(r.n), 0);
    for (std::uint64_t i = 0; i < c; ++i)
        if (r.events[i].kind == EventKind::Try) ++tries[static_cast<std::size_t>(r.events[i].a)];
    return tries;
}

std::int64_t solutionsByScan(const Recorded& r, std::uint64_t c) {
    return std::count_if(r.events.begin(), r.events.begin() + static_cast<std::ptrdiff_t>(c),
                         [](const StepEvent& e) { return e.kind == EventKind::Solution; });
}

// Collisions after each step at which the board is full (step -> collisions), and the steps of
// the Swap and Restart events (event index + 1), from a placement kept here.
struct Collisions {
    std::map<std::uint64_t, std::int64_t> whenFull;
    std::vector<std::uint64_t> swaps, restarts;
};
Collisions collisionsByReplay(const Recorded& r) {
    Collisions out;
    std::vector<int> col(static_cast<std::size_t>(r.n), -1);
    int queens = 0;
    for (std::size_t i = 0; i < r.events.size(); ++i) {
        const StepEvent& e = r.events[i];
        if (e.kind == EventKind::Place) {
            col[static_cast<std::size_t>(e.a)] = e.b;
            ++queens;
        } else if (e.kind == EventKind::Remove) {
            col[static_cast<std::size_t>(e.a)] = -1;
            --queens;
        } else if (e.kind == EventKind::Swap) {
            std::swap(col[static_cast<std::size_t>(e.a)], col[static_cast<std::size_t>(e.b)]);
            out.swaps.push_back(i + 1);
        } else if (e.kind == EventKind::Restart) {
            out.restarts.push_back(i + 1);
        }
        if (queens != r.n) continue;
        std::map<int, int> cols, diag, anti;
        for (int row = 0; row < r.n; ++row) {
            ++cols[col[static_cast<std::size_t>(row)]];
            ++diag[row - col[static_cast<std::size_t>(row)]];
            ++anti[row + col[static_cast<std::size_t>(row)]];
        }
        std::int64_t sum = 0;
        for (const auto* m : {&cols, &diag, &anti})
            for (const auto& [line, k] : *m) sum += k - 1;
        out.whenFull[i + 1] = sum;
    }
    return out;
}

// Forward in steps, backward in other steps, then seeded jumps.
std::vector<std::uint64_t> cursorWalk(std::uint64_t size, std::uint64_t seed) {
    std::vector<std::uint64_t> cs;
    const std::uint64_t stride = std::max<std::uint64_t>(1, size / 40);
    for (std::uint64_t c = 0; c <= size; c += stride) cs.push_back(c);
    cs.push_back(size);
    for (std::uint64_t c = size; c > stride; c -= stride + 1) cs.push_back(c - 1);
    std::mt19937_64 rng(seed);
    for (int i = 0; i < 25; ++i) cs.push_back(rng() % (size + 1));
    return cs;
}

double meanLightness(const QImage& image) {
    double sum = 0;
    int count = 0;
    for (int y = 0; y < image.height(); y += 4)
        for (int x = 0; x < image.width(); x += 4, ++count)
            sum += image.pixelColor(x, y).lightness();
    return count ? sum / count : 0.0;
}

}  // namespace

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

    void workerStampsSearchTimeAndCountsTriesWhereCharted_data() {
        QTest::addColumn<Algorithm>("algorithm");
        QTest::addColumn<int>("n");
        QTest::newRow("bitmask 8") << Algorithm::Bitmask << 8;
        QTest::newRow("min-conflicts 200") << Algorithm::MinConflicts << 200;
    }
    void workerStampsSearchTimeAndCountsTriesWhereCharted() {
        QFETCH(Algorithm, algorithm);
        QFETCH(int, n);
        // The worker on this thread: begin() and its queued slices run in the QTRY loop.
        SolverWorker worker(algorithm, TestProblems::options(n, true), UINT64_MAX);
        std::vector<queens::BatchPtr> batches;
        connect(&worker, &SolverWorker::batchReady, this,
                [&](const queens::BatchPtr& b) { batches.push_back(b); });
        worker.begin();
        QTRY_VERIFY_WITH_TIMEOUT(!batches.empty() && batches.back()->finished,
                                 TestProblems::kSolveTimeoutMs);
        queens::RunHistory history;
        double previous = 0.0;
        for (const queens::BatchPtr& b : batches) {
            QVERIFY(b->searchSeconds > 0.0);
            QVERIFY(b->searchSeconds >= previous);
            previous = b->searchSeconds;
            QCOMPARE(b->triesTracked, algorithm != Algorithm::MinConflicts);
            if (!b->triesTracked) QVERIFY(b->triesBefore.empty());
            history.append(*b);
        }
        QCOMPARE(history.searchSeconds(), batches.back()->searchSeconds);
        // The marks tell the solutions of the run: 92 for eight queens, 1 for min-conflicts.
        const auto last = history.lastSolution(history.recordedEvents());
        QVERIFY(last.has_value());
        QCOMPARE(last->value, algorithm == Algorithm::Bitmask ? 92 : 1);
    }

    void formatterWritesTimesAndRates() {
        QCOMPARE(RunStatsFormatter::duration(0.85), QStringLiteral("850 ms"));
        QCOMPARE(RunStatsFormatter::duration(1.234), QStringLiteral("1.23 s"));
        QCOMPARE(RunStatsFormatter::duration(12.34), QStringLiteral("12.3 s"));
        QCOMPARE(RunStatsFormatter::duration(75), QStringLiteral("1 min 15 s"));
        QCOMPARE(RunStatsFormatter::duration(3725), QStringLiteral("1 h 02 min"));
        QCOMPARE(RunStatsFormatter::compact(950), QStringLiteral("950"));
        QCOMPARE(RunStatsFormatter::compact(12345), QStringLiteral("12.3 k"));
        QCOMPARE(RunStatsFormatter::compact(999.7), QStringLiteral("1.00 k"));
        QCOMPARE(RunStatsFormatter::eventsPerSecond(1.23e7), QStringLiteral("12.3 M events/s"));
        QCOMPARE(RunStatsFormatter::stepsPerSecond(60), QStringLiteral("60 steps/s"));
        QCOMPARE(RunStatsFormatter::stepsPerSecond(-1), QStringLiteral("0 steps/s"));
    }

    void statsPanelShowsSearchTimeSpeedAndPlayback() {
        StatsPanel panel;
        auto* time = panel.findChild<QLabel*>(QStringLiteral("searchTimeValue"));
        auto* speed = panel.findChild<QLabel*>(QStringLiteral("searchSpeedValue"));
        auto* playback = panel.findChild<QLabel*>(QStringLiteral("playbackValue"));
        QVERIFY(time && speed && playback);
        panel.showSearchTiming(2.0, 24'600'000);
        QCOMPARE(time->text(), QStringLiteral("2.00 s"));
        QCOMPARE(speed->text(), QStringLiteral("12.3 M events/s"));
        // The existing rows still work.
        queens::BoardState state(8);
        panel.showStats(state, 0, 10, false);
        QVERIFY(panel.findChild<QLabel*>(QStringLiteral("stepValue"))->text().contains("10"));

        // Playback: 30 steps per half second for a second, then still, then back and on.
        panel.notePlayback(0, 100'000);
        panel.notePlayback(30, 100'500);
        panel.notePlayback(60, 101'000);
        QCOMPARE(panel.playbackStepsPerSecond(), 60.0);
        QCOMPARE(playback->text(), QStringLiteral("60 steps/s"));
        panel.notePlayback(60, 101'500);  // in the last second: 30 -> 60
        QCOMPARE(panel.playbackStepsPerSecond(), 30.0);
        panel.notePlayback(60, 102'100);  // nothing moved in the last second
        QCOMPARE(panel.playbackStepsPerSecond(), 0.0);
        panel.notePlayback(10, 102'200);  // a step back restarts the measurement
        QCOMPARE(panel.playbackStepsPerSecond(), 0.0);
        panel.notePlayback(20, 102'400);  // 10 steps in 0.2 s
        QCOMPARE(panel.playbackStepsPerSecond(), 50.0);
        panel.notePlayback(99, 102'300);  // a time from the past is ignored
        QCOMPARE(panel.playbackStepsPerSecond(), 50.0);
        panel.showSearchTiming(0.0, 0);
        QCOMPARE(time->text(), QString(QChar(0x2013)));
    }
};

QTEST_MAIN(TestChartsPanel)
#include "test_charts_panel.moc"
