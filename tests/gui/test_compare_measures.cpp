// GUI test of what the compare window measures: a systematic search is measured in cells tried
// (Try events), min-conflicts in swaps evaluated (Evaluate events: its Try events are only the
// random draws of each build). The chart plots, and the summary states, each run's own measure;
// the board size is limited to what the GUI animates (Limits::animatedMaxN). Shared helpers:
// CompareFixtures.h.
//
// Independent truth
// - The events of a run: ReplayOracle::events (a fresh stepper); the counts (Try, Evaluate,
//   Solution) are counted here from those events, not read from BoardState or the chart.
// - Lock-step: a run of length L shows min(c, L) events at the shared cursor c.
// - The limits: Limits::animatedMaxN (what the main window offers) and StepperFactory::maxN (what
//   the core accepts), which for min-conflicts differ.
#include <QComboBox>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QScatterSeries>
#include <QSpinBox>
#include <QTest>
#include <QValueAxis>
#include <algorithm>
#include <array>
#include <vector>

#include "CompareChart.h"
#include "CompareFixtures.h"
#include "ComparePane.h"
#include "CompareWindow.h"
#include "Limits.h"
#include "LockStepPlayback.h"
#include "PlaybackController.h"
#include "StepperFactory.h"
#include "TranslationLoader.h"

using queens::Algorithm;
using queens::EventKind;
using queens::StepEvent;
using namespace comparetest;

namespace {

// Events of `kind` among the first `upTo` events.
std::uint64_t count(const std::vector<StepEvent>& events, std::uint64_t upTo, EventKind kind) {
    std::uint64_t c = 0;
    for (std::uint64_t i = 0; i < upTo && i < events.size(); ++i) c += events[i].kind == kind;
    return c;
}

QString number(std::uint64_t v) {
    return QLocale().toString(static_cast<qulonglong>(v));
}

// Checks side's chart at the current cursor: the curve ends at (shown, counted), every point's
// value is the count of `kind` up to its step, and the solution markers are the steps of the
// Solution events so far with that count then. `counted` = the count of `kind` at the cursor.
void verifyCurve(CompareWindow& w, int side, const Run& run, EventKind kind,
                 std::uint64_t& counted) {
    const std::uint64_t at = std::min<std::uint64_t>(w.playback()->cursor(), run.events.size());
    counted = count(run.events, at, kind);
    QLineSeries* series = w.chart()->curveSeries(side);
    // The chart follows in an event of its own.
    QTRY_COMPARE_WITH_TIMEOUT(series->count() > 0 ? series->points().back() : QPointF(-1, -1),
                              QPointF(double(at), double(counted)), kTimeout);
    const QList<QPointF> curve = series->points();
    QCOMPARE(curve.front(), QPointF(0, 0));
    for (const QPointF& p : curve)
        QCOMPARE(p.y(), double(count(run.events, static_cast<std::uint64_t>(p.x()), kind)));
    QList<QPointF> markers;
    std::uint64_t so = 0;
    for (std::uint64_t i = 0; i < at; ++i) {
        so += run.events[i].kind == kind;
        if (run.events[i].kind == EventKind::Solution)
            markers.append(QPointF(double(i + 1), double(so)));
    }
    QCOMPARE(w.chart()->solutionSeries(side)->points(), markers);
}

}  // namespace

class TestCompareMeasures : public QObject {
    Q_OBJECT

private slots:
    // The summary's English plural forms ("tried 1 cell", "tried 2 cells").
    void initTestCase() { TranslationLoader::installLanguage(QStringLiteral("en")); }
    void minConflictsChartsSwapsEvaluated();
    void differentMeasuresAreNamedAndNotRatioed();
    void sizeLimitIsWhatTheGuiAnimates();
};

// Min-conflicts with seeds 3 and 4, N = 10 (the main window's default partner for min-conflicts
// is the same algorithm with another seed): the curves rise with the swaps evaluated and end at
// each run's count of Evaluate events; the summary compares swaps evaluated.
void TestCompareMeasures::minConflictsChartsSwapsEvaluated() {
    const int n = 10;
    const std::array<Run, 2> runs = {makeRun(Algorithm::MinConflicts, n, true, 3),
                                     makeRun(Algorithm::MinConflicts, n, true, 4)};
    for (const Run& run : runs)
        QVERIFY(count(run.events, run.events.size(), EventKind::Evaluate) > 0);
    CompareWindow w;
    w.setProblem(n, Algorithm::MinConflicts, Algorithm::MinConflicts, 3, 4);
    const std::uint64_t longest = std::max(runs[0].events.size(), runs[1].events.size());
    const std::uint64_t middle = std::min(runs[0].events.size(), runs[1].events.size()) / 2;
    for (const std::uint64_t target : {middle, longest}) {
        w.playback()->seek(target);
        QTRY_COMPARE_WITH_TIMEOUT(w.playback()->cursor(), target, kTimeout);
        std::array<std::uint64_t, 2> evaluated{};
        for (int side = 0; side < 2; ++side) {
            verifyCurve(w, side, runs[side], EventKind::Evaluate, evaluated[side]);
            if (QTest::currentTestFailed()) return;
            QCOMPARE(w.pane(side)->statLabel(ComparePane::Evaluated)->text(),
                     number(evaluated[side]));
        }
        if (target == longest) {
            // At the end each curve has risen to the run's whole count (not a flat 0).
            for (int side = 0; side < 2; ++side)
                QCOMPARE(evaluated[side],
                         count(runs[side].events, runs[side].events.size(), EventKind::Evaluate));
        }
        // The summary: swaps evaluated, both counts, and the ratio right / left.
        const QString summary = w.summaryLabel()->text();
        QVERIFY2(summary.contains(QLatin1String("evaluated")), qPrintable(summary));
        QVERIFY2(summary.contains(QLatin1String("swaps")), qPrintable(summary));
        QVERIFY2(!summary.contains(QLatin1String("cells")), qPrintable(summary));
        QVERIFY2(summary.contains(number(evaluated[0])), qPrintable(summary));
        QVERIFY2(summary.contains(number(evaluated[1])), qPrintable(summary));
        QVERIFY(evaluated[0] > 0);
        const QString percent =
            QLocale().toString(100.0 * double(evaluated[1]) / double(evaluated[0]), 'f', 1) +
            QLatin1Char('%');
        QVERIFY2(summary.contains(percent), qPrintable(summary + QLatin1String(" / ") + percent));
    }
    const QString axis = w.chart()->valueAxis()->titleText();
    QVERIFY2(axis.contains(QLatin1String("evaluated"), Qt::CaseInsensitive), qPrintable(axis));
    QVERIFY2(!axis.contains(QLatin1String("tried"), Qt::CaseInsensitive), qPrintable(axis));
}

// Backtracking against min-conflicts: each curve counts its own run's work (Try events on the
// left, Evaluate events on the right), the axis title names both measures, and the summary
// states each run's measure without a ratio of the two.
void TestCompareMeasures::differentMeasuresAreNamedAndNotRatioed() {
    const int n = 8;
    const std::array<Run, 2> runs = {makeRun(Algorithm::Backtracking, n, false, 1),
                                     makeRun(Algorithm::MinConflicts, n, false, 3)};
    CompareWindow w;
    w.setAllSolutions(false);
    w.setProblem(n, Algorithm::Backtracking, Algorithm::MinConflicts, 1, 3);
    const std::uint64_t longest = std::max(runs[0].events.size(), runs[1].events.size());
    const std::uint64_t target = std::min(runs[0].events.size(), runs[1].events.size()) / 2 + 1;
    for (const std::uint64_t t : {target, longest}) {
        w.playback()->seek(t);
        QTRY_COMPARE_WITH_TIMEOUT(w.playback()->cursor(), t, kTimeout);
        std::uint64_t tried = 0, evaluated = 0;
        verifyCurve(w, 0, runs[0], EventKind::Try, tried);
        if (QTest::currentTestFailed()) return;
        verifyCurve(w, 1, runs[1], EventKind::Evaluate, evaluated);
        if (QTest::currentTestFailed()) return;
        QVERIFY(tried > 0 && evaluated > 0);
        const QString summary = w.summaryLabel()->text();
        QVERIFY2(summary.contains(QStringLiteral("tried %1 cells").arg(number(tried))),
                 qPrintable(summary));
        QVERIFY2(summary.contains(QStringLiteral("evaluated %1 swaps").arg(number(evaluated))),
                 qPrintable(summary));
        QVERIFY2(summary.contains(QLatin1String("different")), qPrintable(summary));
        QVERIFY2(!summary.contains(QLatin1Char('%')), qPrintable(summary));
    }
    const QString axis = w.chart()->valueAxis()->titleText();
    QVERIFY2(axis.contains(QLatin1String("tried"), Qt::CaseInsensitive), qPrintable(axis));
    QVERIFY2(axis.contains(QLatin1String("evaluated"), Qt::CaseInsensitive), qPrintable(axis));
    QVERIFY(axis.indexOf(QLatin1String("tried"), 0, Qt::CaseInsensitive) <
            axis.indexOf(QLatin1String("evaluated"), 0, Qt::CaseInsensitive));  // left first
    QVERIFY(
        w.chart()->curveSeries(0)->name().contains(QLatin1String("tried"), Qt::CaseInsensitive));
    QVERIFY(w.chart()->curveSeries(1)->name().contains(QLatin1String("evaluated"),
                                                       Qt::CaseInsensitive));
}

// N is limited to what the GUI animates for two boards: Limits::comparedMaxN, which keeps
// min-conflicts at kMaxComparedN (two runs of 10^7 would need about twice the memory budget of
// one), below the main window's Limits::animatedMaxN and the core's StepperFactory::maxN.
void TestCompareMeasures::sizeLimitIsWhatTheGuiAnimates() {
    QCOMPARE(Limits::comparedMaxN(Algorithm::MinConflicts), Limits::kMaxComparedN);
    QVERIFY(Limits::kMaxComparedN < Limits::animatedMaxN(Algorithm::MinConflicts));
    QCOMPARE(Limits::comparedMaxN(Algorithm::Backtracking),
             Limits::animatedMaxN(Algorithm::Backtracking));
    CompareWindow w;
    w.setProblem(10, Algorithm::MinConflicts, Algorithm::MinConflicts, 3, 4);
    QCOMPARE(w.sizeSpin()->maximum(), Limits::comparedMaxN(Algorithm::MinConflicts));
    QCOMPARE(w.n(), 10);

    // Through the panes' combos: backtracking on the right limits N to both, min-conflicts again
    // gives the GUI's min-conflicts limit back.
    QComboBox* combo = w.right()->algorithmCombo();
    const auto choose = [combo](Algorithm a) {
        const int index = combo->findData(static_cast<int>(a));
        QVERIFY(index >= 0);
        combo->setCurrentIndex(index);
        emit combo->activated(index);
    };
    choose(Algorithm::Backtracking);
    QCOMPARE(w.sizeSpin()->maximum(), std::min(Limits::comparedMaxN(Algorithm::MinConflicts),
                                               Limits::animatedMaxN(Algorithm::Backtracking)));
    choose(Algorithm::MinConflicts);
    QCOMPARE(w.sizeSpin()->maximum(), Limits::comparedMaxN(Algorithm::MinConflicts));
    QCOMPARE(w.n(), 10);
    // A pane refuses one more: it runs nothing.
    QVERIFY(!w.left()->start(Limits::kMaxComparedN + 1, false));
}

QTEST_MAIN(TestCompareMeasures)
#include "test_compare_measures.moc"
