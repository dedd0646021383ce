// GUI test of the compare window: two runs in lock-step (LockStepPlayback), their boards,
// statistics and shared chart. LockStepPlayback fed batch by batch (BatchFeeder):
// test_compare_lockstep.cpp; shared helpers: CompareFixtures.h.
//
// Independent truth
// - The state of a run after c events: ReplayOracle::replay, a fresh stepper replayed into a
//   fresh BoardState; the events themselves: ReplayOracle::events (a fresh stepper).
// - Statistics and chart points: counted here from those events (Try, Reject, Remove with
//   reason Backtrack, Solution), not read from BoardState.
// - The number of solutions: the brute-force SolutionOracle (permutations with no shared
//   diagonal).
// - Lock-step: the shared cursor c is the number of steps the test asked for; a run of length L
//   that has finished must show min(c, L).
#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

#include "BoardWidget.h"
#include "CompareChart.h"
#include "CompareFixtures.h"
#include "ComparePane.h"
#include "CompareWindow.h"
#include "LockStepPlayback.h"
#include "PlaybackController.h"
#include "ReplayOracle.h"
#include "SolutionOracle.h"
#include "StepperFactory.h"
#include "TestProblems.h"

using queens::Algorithm;
using queens::EventKind;
using queens::StepEvent;
using namespace comparetest;

Q_DECLARE_METATYPE(queens::Algorithm)

namespace {

struct Counts {
    std::uint64_t tries = 0, rejects = 0, backtracks = 0, solutions = 0;
};

Counts countEvents(const std::vector<StepEvent>& events, std::uint64_t upTo) {
    Counts c;
    for (std::uint64_t i = 0; i < upTo && i < events.size(); ++i) {
        const StepEvent& e = events[i];
        c.tries += e.kind == EventKind::Try;
        c.rejects += e.kind == EventKind::Reject;
        c.solutions += e.kind == EventKind::Solution;
        c.backtracks += e.kind == EventKind::Remove &&
                        e.reason == queens::reasonCode(queens::RemoveReason::Backtrack);
    }
    return c;
}

QString number(std::uint64_t v) {
    return QLocale().toString(static_cast<qulonglong>(v));
}

}  // namespace

class TestCompareWindow : public QObject {
    Q_OBJECT

private slots:
    void windowStaysInLockStep_data();
    void windowStaysInLockStep();
    void statisticsEqualTheStepper();
    void symmetricFindsTheSameSolutionsWithFewerTries_data();
    void symmetricFindsTheSameSolutionsWithFewerTries();
    void choosingAnAlgorithmRestartsBothRuns();

private:
    // Both panes show min(cursor, their run's length) events, states equal to the replay, the
    // boards draw those states with the last event applied.
    void verifyPanes(CompareWindow& w, const std::array<Run, 2>& runs, std::uint64_t cursor);
};

void TestCompareWindow::verifyPanes(CompareWindow& w, const std::array<Run, 2>& runs,
                                    std::uint64_t cursor) {
    QCOMPARE(w.playback()->cursor(), cursor);
    for (int side = 0; side < 2; ++side) {
        const Run& run = runs[side];
        const std::uint64_t expected = std::min<std::uint64_t>(cursor, run.events.size());
        const ComparePane* pane = w.pane(side);
        const PlaybackController* pb = pane->playback();
        QCOMPARE(pb->cursor(), expected);
        QVERIFY(pb->state() == ReplayOracle::replay(run.algorithm, run.options, expected));
        QCOMPARE(pane->board()->state(), &pb->state());
        if (expected > 0) {
            QVERIFY(pane->board()->currentEvent().has_value());
            QVERIFY(*pane->board()->currentEvent() == run.events[expected - 1]);
        } else {
            QVERIFY(!pane->board()->currentEvent().has_value());
        }
    }
}

void TestCompareWindow::windowStaysInLockStep_data() {
    QTest::addColumn<Algorithm>("leftAlgorithm");
    QTest::addColumn<Algorithm>("rightAlgorithm");
    QTest::addColumn<int>("n");
    QTest::addColumn<bool>("all");
    QTest::addColumn<quint64>("leftSeed");
    QTest::addColumn<quint64>("rightSeed");
    QTest::newRow("backtracking vs bitmask, N = 6")
        << Algorithm::Backtracking << Algorithm::Bitmask << 6 << true << quint64(1) << quint64(1);
    QTest::newRow("symmetric vs backtracking, N = 7")
        << Algorithm::Symmetric << Algorithm::Backtracking << 7 << true << quint64(1) << quint64(1);
    QTest::newRow("dfs vs bfs, N = 5, first solution")
        << Algorithm::Dfs << Algorithm::Bfs << 5 << false << quint64(1) << quint64(1);
    QTest::newRow("min-conflicts, two seeds, N = 10")
        << Algorithm::MinConflicts << Algorithm::MinConflicts << 10 << true << quint64(3)
        << quint64(4);
}

void TestCompareWindow::windowStaysInLockStep() {
    QFETCH(Algorithm, leftAlgorithm);
    QFETCH(Algorithm, rightAlgorithm);
    QFETCH(int, n);
    QFETCH(bool, all);
    QFETCH(quint64, leftSeed);
    QFETCH(quint64, rightSeed);
    const std::array<Run, 2> runs = {makeRun(leftAlgorithm, n, all, leftSeed),
                                     makeRun(rightAlgorithm, n, all, rightSeed)};
    const std::uint64_t longest = std::max(runs[0].events.size(), runs[1].events.size());

    CompareWindow w;
    w.setAllSolutions(all);
    w.setProblem(n, leftAlgorithm, rightAlgorithm, leftSeed, rightSeed);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    LockStepWatch watch(*w.playback());
    const auto action = [&w](const char* name) {
        for (QAction* a : w.playbackActions())
            if (a->objectName() == QLatin1String(name)) return a;
        return static_cast<QAction*>(nullptr);
    };
    QAction* step = action("compareStepAction");
    QAction* back = action("compareStepBackAction");
    QAction* reset = action("compareResetAction");
    QAction* toEnd = action("compareToEndAction");
    QAction* play = action("comparePlayPauseAction");
    QVERIFY(step && back && reset && toEnd && play);

    // Steps asked at once, before the workers may have delivered them: the window gets there.
    for (int i = 0; i < 7; ++i) step->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(w.playback()->cursor(), quint64(std::min<std::uint64_t>(7, longest)),
                              kTimeout);
    verifyPanes(w, runs, w.playback()->cursor());
    back->trigger();
    back->trigger();
    verifyPanes(w, runs, std::min<std::uint64_t>(7, longest) - 2);

    // Seek into the middle of the longer run.
    const std::uint64_t middle = longest / 2;
    w.playback()->seek(middle);
    QTRY_COMPARE_WITH_TIMEOUT(w.playback()->cursor(), middle, kTimeout);
    verifyPanes(w, runs, middle);

    // Play for a while, then pause.
    w.playback()->setSpeed(300.0);
    play->trigger();
    QVERIFY(w.playback()->isPlaying());
    QTRY_VERIFY_WITH_TIMEOUT(
        w.playback()->cursor() >= std::min(longest, middle + 20) || !w.playback()->isPlaying(),
        kTimeout);
    play->trigger();  // pause
    QVERIFY(!w.playback()->isPlaying());
    verifyPanes(w, runs, w.playback()->cursor());

    // To the end: the shorter run stays at its end.
    toEnd->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(w.playback()->atEnd(), kTimeout);
    verifyPanes(w, runs, longest);
    QVERIFY(!step->isEnabled());
    back->trigger();
    verifyPanes(w, runs, longest - 1);
    reset->trigger();
    verifyPanes(w, runs, 0);
    QVERIFY(!back->isEnabled());
    QCOMPARE(watch.violations, 0);
}

void TestCompareWindow::statisticsEqualTheStepper() {
    const int n = 6;
    const std::array<Run, 2> runs = {makeRun(Algorithm::Backtracking, n, true, 1),
                                     makeRun(Algorithm::Bitmask, n, true, 1)};
    CompareWindow w;
    w.setProblem(n, Algorithm::Backtracking, Algorithm::Bitmask);
    const std::uint64_t longest = std::max(runs[0].events.size(), runs[1].events.size());
    // In the middle of the shorter run, and at the end.
    const std::uint64_t middle = std::min(runs[0].events.size(), runs[1].events.size()) / 2;
    for (const std::uint64_t target : {middle, longest}) {
        w.playback()->seek(target);
        QTRY_COMPARE_WITH_TIMEOUT(w.playback()->cursor(), target, kTimeout);
        for (int side = 0; side < 2; ++side) {
            const ComparePane* pane = w.pane(side);
            const std::uint64_t at = std::min<std::uint64_t>(target, runs[side].events.size());
            const Counts c = countEvents(runs[side].events, at);
            const queens::SearchStats& s = pane->playback()->state().stats();
            QCOMPARE(s.nodes, c.tries);
            QCOMPARE(s.rejects, c.rejects);
            QCOMPARE(s.backtracks, c.backtracks);
            QCOMPARE(s.solutions, c.solutions);
            QCOMPARE(pane->statLabel(ComparePane::Tried)->text(), number(c.tries));
            // Bitmask backtracking never rejects a cell: its row shows a dash, not a count of 0.
            QCOMPARE(pane->statLabel(ComparePane::Rejected)->text(),
                     side == 1 ? QStringLiteral("\u2014") : number(c.rejects));
            QCOMPARE(pane->statLabel(ComparePane::Backtracks)->text(), number(c.backtracks));
            QCOMPARE(pane->statLabel(ComparePane::Solutions)->text(), number(c.solutions));

            // The chart (updated in an event of its own): the curve ends at (step, tries) of
            // this pane; the markers are the steps of the Solution events so far with the
            // tries counted up to each.
            QLineSeries* series = w.chart()->curveSeries(side);
            QTRY_COMPARE(series->count() > 0 ? series->points().back() : QPointF(-1, -1),
                         QPointF(double(at), double(c.tries)));
            const QList<QPointF> curve = series->points();
            QCOMPARE(curve.front(), QPointF(0, 0));
            for (const QPointF& p : curve)
                QCOMPARE(
                    p.y(),
                    double(
                        countEvents(runs[side].events, static_cast<std::uint64_t>(p.x())).tries));
            QList<QPointF> markers;
            std::uint64_t tries = 0;
            for (std::uint64_t i = 0; i < at; ++i) {
                tries += runs[side].events[i].kind == EventKind::Try;
                if (runs[side].events[i].kind == EventKind::Solution)
                    markers.append(QPointF(double(i + 1), double(tries)));
            }
            QCOMPARE(w.chart()->solutionSeries(side)->points(), markers);
        }
    }
    // Both searches find every solution of N = 6.
    const auto truth = queens::testing::bruteForceSolutions(n).size();
    QCOMPARE(w.left()->playback()->state().stats().solutions, quint64(truth));
    QCOMPARE(w.right()->playback()->state().stats().solutions, quint64(truth));
}

void TestCompareWindow::symmetricFindsTheSameSolutionsWithFewerTries_data() {
    QTest::addColumn<int>("n");
    for (int n : {5, 6, 8}) QTest::addRow("N = %d", n) << n;
}

void TestCompareWindow::symmetricFindsTheSameSolutionsWithFewerTries() {
    QFETCH(int, n);
    CompareWindow w;
    w.setProblem(n, Algorithm::Symmetric, Algorithm::Backtracking);
    w.playback()->runToEnd();
    QTRY_VERIFY_WITH_TIMEOUT(w.playback()->atEnd(), kTimeout);
    const queens::SearchStats& sym = w.left()->playback()->state().stats();
    const queens::SearchStats& plain = w.right()->playback()->state().stats();
    const auto truth = queens::testing::bruteForceSolutions(n).size();
    QCOMPARE(sym.solutions, quint64(truth));
    QCOMPARE(plain.solutions, quint64(truth));
    QVERIFY2(sym.nodes < plain.nodes,
             qPrintable(QStringLiteral("%1 vs %2").arg(sym.nodes).arg(plain.nodes)));
    QCOMPARE(w.left()->statLabel(ComparePane::Solutions)->text(), number(truth));
    QCOMPARE(w.right()->statLabel(ComparePane::Solutions)->text(), number(truth));
    // The summary states both counts.
    QVERIFY(w.summaryLabel()->text().contains(number(sym.nodes)));
    QVERIFY(w.summaryLabel()->text().contains(number(plain.nodes)));
}

void TestCompareWindow::choosingAnAlgorithmRestartsBothRuns() {
    CompareWindow w;
    w.setProblem(14, Algorithm::Backtracking, Algorithm::Bitmask);
    QCOMPARE(w.n(), 14);
    w.playback()->seek(30);
    QTRY_COMPARE_WITH_TIMEOUT(w.playback()->cursor(), quint64(30), kTimeout);

    // The user picks permutation search on the left: N is clamped to what it supports, both
    // runs start again from step 0.
    QComboBox* combo = w.left()->algorithmCombo();
    const int index = combo->findData(static_cast<int>(Algorithm::Permutation));
    QVERIFY(index >= 0);
    combo->setCurrentIndex(index);
    emit combo->activated(index);
    QCOMPARE(w.left()->algorithm(), Algorithm::Permutation);
    QCOMPARE(w.sizeSpin()->maximum(), queens::StepperFactory::maxN(Algorithm::Permutation));
    QCOMPARE(w.n(), queens::StepperFactory::maxN(Algorithm::Permutation));
    QCOMPARE(w.playback()->cursor(), quint64(0));
    QCOMPARE(w.left()->playback()->state().n(), w.n());
    QCOMPARE(w.right()->playback()->state().n(), w.n());
    QTRY_VERIFY_WITH_TIMEOUT(
        w.left()->playback()->recorded() > 0 && w.right()->playback()->recorded() > 0, kTimeout);

    // Changing N restarts too; the steps then follow the new runs.
    w.sizeSpin()->setValue(5);
    QCOMPARE(w.left()->playback()->state().n(), 5);
    const std::array<Run, 2> runs = {makeRun(Algorithm::Permutation, 5, true, 1),
                                     makeRun(Algorithm::Bitmask, 5, true, 1)};
    w.playback()->seek(12);
    QTRY_COMPARE_WITH_TIMEOUT(w.playback()->cursor(), quint64(12), kTimeout);
    verifyPanes(w, runs, 12);
}

QTEST_MAIN(TestCompareWindow)
#include "test_compare_window.moc"
