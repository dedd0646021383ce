// GUI test of CSP backtracking's controls, offscreen: the problem panel's CSP rows
// (CspSettings), the statistics rows of constraint propagation, and the "next wipe-out" and
// "next backjump" breakpoints.
//
// Independent truth
// - Settings: the options the test sets field by field, written down by the test itself; a run
//   started from the panel's options (SolverWorker) must emit exactly the stream of a stepper
//   made directly from the test's options (StepperFactory).
// - Statistics: a hand-written CSP stream on a 3 x 3 board whose counts are worked out below by
//   hand; the panel must show BoardState's counters at every cursor.
// - Compare: each pane names its options, and its run is the stream of a stepper made directly
//   from the options that side was given.
// - Chart: the counts after each Place, Remove and Wipeout of the hand-made run, and the board's
//   counts at the cursor, worked out by the test with its own sums.
// - Breakpoints: the first Wipeout (Jump with c > 0) event of the stream, found by a plain scan.
#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QLocale>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <optional>
#include <vector>

#include "BatchFeeder.h"
#include "BoardState.h"
#include "Breakpoint.h"
#include "ChartsPanel.h"
#include "ComparePane.h"
#include "CompareWindow.h"
#include "CspSettings.h"
#include "LockStepPlayback.h"
#include "MainWindow.h"
#include "MainWindowDriver.h"
#include "PlaybackController.h"
#include "ProblemPanel.h"
#include "RunHistory.h"
#include "SolverWorker.h"
#include "StatsPanel.h"
#include "StepperFactory.h"
#include "TestProblems.h"
#include "Timeline.h"
#include "TimelineRecorder.h"
#include "TranslationLoader.h"

using queens::Algorithm;
using queens::EventKind;
using queens::StepEvent;
using Options = queens::StepperOptions;

namespace {

// True when the core builds CSP backtracking (its stepper may not be listed yet).
bool cspBuilt() {
    try {
        Options o;
        o.n = 4;
        return queens::StepperFactory::create(Algorithm::Csp, o) != nullptr;
    } catch (const std::exception&) {
        return false;
    }
}

StepEvent event(EventKind k, int a = -1, int b = -1, int c = -1, std::uint64_t value = 0,
                std::uint8_t reason = 0) {
    StepEvent e = StepEvent::make(k, 0, a, b, reason);
    e.c = c;
    e.value = value;
    return e;
}

// A CSP search on 3 x 3 with forward checking, by hand: row 0 takes column 1; every column of
// row 1 is attacked by it (column 1 straight, 0 and 2 diagonally), so forward checking prunes
// all three (3 prunings, 2 + 3 = 5 checks with the Select's 2) and row 1 is wiped out; the
// search backjumps from row 1 over nothing to row 0 (c = 0: no backjump) and then again from
// row 2 over row 1 (c = 1: one backjump).
std::vector<StepEvent> handStream() {
    const auto fc = queens::reasonCode(queens::PruneCause::ForwardCheck);
    const auto back = queens::reasonCode(queens::RemoveReason::Backtrack);
    return {
        event(EventKind::Select, 0, 3, 2, 2),
        event(EventKind::Try, 0, 1, -1, 0),
        event(EventKind::Place, 0, 1),
        event(EventKind::Propagate, 0, 1, -1, 3),
        event(EventKind::Prune, 1, 0, 0, 0, fc),
        event(EventKind::Prune, 1, 1, 0, 0, fc),
        event(EventKind::Prune, 1, 2, 0, 0, fc),
        event(EventKind::Wipeout, 1, -1, 0),
        event(EventKind::Revise, 2, 1, -1, 4),
        event(EventKind::Jump, 1, 0, 0, 1),
        event(EventKind::Restore, 1, 2, 0, 0, fc),
        event(EventKind::Restore, 1, 1, 0, 0, fc),
        event(EventKind::Restore, 1, 0, 0, 0, fc),
        event(EventKind::Remove, 0, 1, -1, 0, back),
        event(EventKind::Jump, 2, 0, 1, 3),
    };
}

QString shown(const QWidget& root, const char* name) {
    const auto* label = root.findChild<QLabel*>(QLatin1String(name));
    return label != nullptr ? label->text() : QStringLiteral("<no %1>").arg(QLatin1String(name));
}

bool rowShown(const QWidget& root, const char* name) {
    const auto* label = root.findChild<QLabel*>(QLatin1String(name));
    return label != nullptr && !label->isHidden();
}

QString number(std::uint64_t v) {
    return QLocale().toString(static_cast<qulonglong>(v));
}

// The run of a SolverWorker on this thread, as the main window starts it.
void workerRun(const Options& o, std::vector<StepEvent>& events) {
    SolverWorker worker(Algorithm::Csp, o, UINT64_MAX);
    bool done = false;
    QObject::connect(&worker, &SolverWorker::batchReady, [&](const queens::BatchPtr& b) {
        events.insert(events.end(), b->events.begin(), b->events.end());
        done = done || b->finished;
    });
    worker.begin();
    QTRY_VERIFY_WITH_TIMEOUT(done, TestProblems::kSolveTimeoutMs);
}

std::vector<StepEvent> directRun(const Options& o) {
    auto stepper = queens::StepperFactory::create(Algorithm::Csp, o);
    std::vector<StepEvent> events;
    StepEvent e;
    while (stepper->next(e)) events.push_back(e);
    return events;
}

}  // namespace

class TestCspGui : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QLocale::setDefault(QLocale::c());
        TranslationLoader::installLanguage(QStringLiteral("en"));
    }

    // The fields write exactly the options they show, only for CSP backtracking, and a
    // programmatic setOptions() is no user change.
    void settingsWriteTheirOptions() {
        QWidget panel;
        auto* form = new QFormLayout(&panel);
        CspSettings settings(form, &panel);
        QSignalSpy changed(&settings, &CspSettings::changed);
        settings.setAlgorithm(Algorithm::Backtracking);
        auto* var = panel.findChild<QComboBox*>(QStringLiteral("cspVarOrderCombo"));
        auto* value = panel.findChild<QComboBox*>(QStringLiteral("cspValueOrderCombo"));
        auto* inference = panel.findChild<QComboBox*>(QStringLiteral("cspInferenceCombo"));
        auto* backjump = panel.findChild<QCheckBox*>(QStringLiteral("cspBackjumpCheck"));
        auto* ties = panel.findChild<QCheckBox*>(QStringLiteral("cspRandomTiesCheck"));
        auto* restarts = panel.findChild<QSpinBox*>(QStringLiteral("cspRestartSpinBox"));
        QVERIFY(var && value && inference && backjump && ties && restarts);
        panel.show();
        QVERIFY(var->isHidden());  // not CSP: no CSP rows
        settings.setAlgorithm(Algorithm::Csp);
        QVERIFY(!var->isHidden() && !restarts->isHidden());
        for (QWidget* w : {static_cast<QWidget*>(var), static_cast<QWidget*>(value),
                           static_cast<QWidget*>(inference), static_cast<QWidget*>(backjump),
                           static_cast<QWidget*>(ties), static_cast<QWidget*>(restarts)})
            QVERIFY2(!w->toolTip().isEmpty(), qPrintable(w->objectName()));

        // The start: MRV with forward checking, the rest off.
        Options o;
        settings.applyTo(o);
        QCOMPARE(o.varOrder, Options::VarOrder::Mrv);
        QCOMPARE(o.inference, Options::Inference::ForwardChecking);
        QCOMPARE(o.valueOrder, Options::ValueOrder::InOrder);
        QVERIFY(!o.backjump && !o.randomTies && o.restartBacktracks == 0);
        QVERIFY(!settings.usesSeed());
        QVERIFY(!restarts->isEnabled());  // a restart without random ties repeats the search

        var->setCurrentIndex(var->findData(int(Options::VarOrder::MrvDegree)));
        value->setCurrentIndex(value->findData(int(Options::ValueOrder::Lcv)));
        inference->setCurrentIndex(inference->findData(int(Options::Inference::Mac)));
        backjump->setChecked(true);
        ties->setChecked(true);
        restarts->setValue(30);
        QCOMPARE(changed.count(), 6);
        QVERIFY(restarts->isEnabled());
        QVERIFY(settings.usesSeed());
        settings.applyTo(o);
        Options want;
        want.varOrder = Options::VarOrder::MrvDegree;
        want.valueOrder = Options::ValueOrder::Lcv;
        want.inference = Options::Inference::Mac;
        want.backjump = true;
        want.randomTies = true;
        want.restartBacktracks = 30;
        QCOMPARE(o, want);

        // Random ties off: no restarts, whatever the field still holds.
        ties->setChecked(false);
        settings.applyTo(o);
        QCOMPARE(o.restartBacktracks, std::uint64_t{0});

        // setOptions shows a problem without a change by the user.
        changed.clear();
        Options plain;
        settings.setOptions(plain);
        QCOMPARE(changed.count(), 0);
        settings.applyTo(o);
        QCOMPARE(o, plain);
        QCOMPARE(CspSettings::describe(plain), QStringLiteral("rows in order, no inference"));
        QCOMPARE(CspSettings::describe(want),
                 QStringLiteral("MRV + degree, LCV, MAC, backjumping, random ties"));
    }

    // The problem panel's options for CSP backtracking carry the fields; a run started from them
    // is the run of a stepper made directly from the options the test chose.
    void panelOptionsReachTheRun() {
        ProblemPanel panel;
        auto* algorithm = panel.findChild<QComboBox*>(QStringLiteral("algorithmCombo"));
        QVERIFY(algorithm);
        if (algorithm->findData(int(Algorithm::Csp)) < 0 || !cspBuilt())
            QSKIP("CSP backtracking is not listed or built yet");
        QSignalSpy changed(&panel, &ProblemPanel::problemChanged);
        algorithm->setCurrentIndex(algorithm->findData(int(Algorithm::Csp)));
        QCOMPARE(panel.algorithm(), Algorithm::Csp);
        auto* seed = panel.findChild<QLineEdit*>(QStringLiteral("seedEdit"));
        QVERIFY(seed && !seed->isEnabled());  // deterministic orderings: no seed
        auto* inference = panel.findChild<QComboBox*>(QStringLiteral("cspInferenceCombo"));
        auto* ties = panel.findChild<QCheckBox*>(QStringLiteral("cspRandomTiesCheck"));
        auto* value = panel.findChild<QComboBox*>(QStringLiteral("cspValueOrderCombo"));
        QVERIFY(inference && ties && value);
        inference->setCurrentIndex(inference->findData(int(Options::Inference::Mac)));
        value->setCurrentIndex(value->findData(int(Options::ValueOrder::Lcv)));
        ties->setChecked(true);
        QVERIFY(seed->isEnabled());  // random ties: the seed matters
        QVERIFY(changed.count() >= 3);

        Options want = TestProblems::options(8, true);
        want.n = panel.options().n;
        want.allSolutions = panel.options().allSolutions;
        want.seed = panel.options().seed;
        want.varOrder = Options::VarOrder::Mrv;
        want.valueOrder = Options::ValueOrder::Lcv;
        want.inference = Options::Inference::Mac;
        want.randomTies = true;
        const Options got = panel.options();
        QCOMPARE(got.varOrder, want.varOrder);
        QCOMPARE(got.valueOrder, want.valueOrder);
        QCOMPARE(got.inference, want.inference);
        QCOMPARE(got.randomTies, want.randomTies);
        std::vector<StepEvent> run;
        workerRun(got, run);
        const std::vector<StepEvent> direct = directRun(want);
        QVERIFY(!direct.empty());
        QVERIFY(run == direct);
    }

    // A combination CSP backtracking refuses is said in the user's words, and the window keeps
    // its run and its board.
    void refusedOptionsKeepTheRun() {
        Options o = TestProblems::options(8, true);
        QVERIFY(CspSettings::refusal(o).isEmpty());
        o.randomTies = true;
        o.restartBacktracks = 10;  // restarts on a search for all solutions
        QVERIFY(!queens::StepperFactory::validate(Algorithm::Csp, o).empty());
        QVERIFY(CspSettings::refusal(o).contains(QStringLiteral("First solution")));
        o.allSolutions = false;
        QVERIFY(CspSettings::refusal(o).isEmpty());

        MainWindow w;
        MainWindowDriver d(w);
        if (!d.selectAlgorithm(Algorithm::Csp)) QSKIP("CSP backtracking is not listed yet");
        d.setAllSolutions(true);
        auto* ties = w.findChild<QCheckBox*>(QStringLiteral("cspRandomTiesCheck"));
        auto* restarts = w.findChild<QSpinBox*>(QStringLiteral("cspRestartSpinBox"));
        QVERIFY(ties && restarts);
        ties->setChecked(true);  // random ties, no restarts: accepted, a new run
        QTRY_VERIFY_WITH_TIMEOUT(d.playback().recorded() > 20, TestProblems::kSolveTimeoutMs);
        QVERIFY(d.stepTo(20));
        const std::vector<int> before = d.playback().state().placement();
        restarts->setValue(10);  // restarts on a search for all solutions: refused
        QVERIFY2(d.statusMessage().contains(QStringLiteral("Cannot start this search")),
                 qPrintable(d.statusMessage()));
        QCOMPARE(d.playback().cursor(), std::uint64_t{20});
        QCOMPARE(d.playback().state().placement(), before);
    }

    // Every CSP row shows BoardState's counter at every cursor of the hand-made run; the rows of
    // options the run does not use stay hidden.
    void statisticsFollowTheCursor() {
        StatsPanel stats;
        stats.setAlgorithm(Algorithm::Csp);
        Options o;
        o.inference = Options::Inference::ForwardChecking;
        stats.setOptions(o);
        stats.show();
        QVERIFY(rowShown(stats, "checksValue") && rowShown(stats, "pruningsValue") &&
                rowShown(stats, "wipeoutsValue"));
        QVERIFY(!rowShown(stats, "revisionsValue") && !rowShown(stats, "backjumpsValue") &&
                !rowShown(stats, "linkUpdatesValue") && !rowShown(stats, "restartsValue"));
        o.inference = Options::Inference::Mac;
        o.backjump = true;
        stats.setOptions(o);
        QVERIFY(rowShown(stats, "revisionsValue") && rowShown(stats, "backjumpsValue"));

        const std::vector<StepEvent> events = handStream();
        queens::BoardState state(3);
        for (std::size_t i = 0; i < events.size(); ++i) {
            state.apply(events[i]);
            stats.showStats(state, i + 1, events.size(), true);
            const queens::SearchStats& s = state.stats();
            QCOMPARE(shown(stats, "checksValue"), number(s.checks));
            QCOMPARE(shown(stats, "pruningsValue"), number(s.prunings));
            QCOMPARE(shown(stats, "wipeoutsValue"), number(s.wipeouts));
            QCOMPARE(shown(stats, "revisionsValue"), number(s.revisions));
            QCOMPARE(shown(stats, "backjumpsValue"), number(s.backjumps));
            QCOMPARE(shown(stats, "nodesValue"), number(s.nodes));
            QCOMPARE(shown(stats, "backtracksValue"), number(s.backtracks));
        }
        // The hand count: checks 2 + 3 + 4, prunings 3, one wipe-out, one revision, and one
        // backjump (the Jump that skips a row; the one that skips none is no backjump).
        QCOMPARE(shown(stats, "checksValue"), QStringLiteral("9"));
        QCOMPARE(shown(stats, "pruningsValue"), QStringLiteral("3"));
        QCOMPARE(shown(stats, "wipeoutsValue"), QStringLiteral("1"));
        QCOMPARE(shown(stats, "revisionsValue"), QStringLiteral("1"));
        QCOMPARE(shown(stats, "backjumpsValue"), QStringLiteral("1"));

        stats.setAlgorithm(Algorithm::Dlx);
        QVERIFY(rowShown(stats, "linkUpdatesValue") && !rowShown(stats, "checksValue") &&
                !rowShown(stats, "backtracksValue"));
    }

    // The checks and prunings chart follows the cursor: (0, 0), the counts after every Place,
    // Remove and Wipeout up to the cursor, and the counts at the cursor.
    void chartFollowsTheCursor() {
        const std::vector<StepEvent> events = handStream();
        queens::TimelineRecorder recorder(3, 4);
        for (const StepEvent& e : events) recorder.record(e);
        const queens::BatchPtr batch = recorder.takeBatch();
        queens::Timeline timeline(3);
        timeline.append(batch);
        queens::RunHistory history;
        history.append(*batch);
        ChartsPanel charts;
        charts.setAlgorithm(Algorithm::Csp);
        charts.resize(400, 600);
        charts.show();
        QVERIFY(charts.showsSearchCharts() && charts.showsCspChart());
        QVERIFY(!charts.findChild<QWidget*>(QStringLiteral("cspChartView"))->isHidden());
        QVERIFY(charts.findChild<QWidget*>(QStringLiteral("solutionsChartView"))->isHidden());
        for (std::uint64_t c = 0; c <= events.size(); ++c) {
            timeline.seek(c);
            charts.update(timeline, history, c);
            std::vector<queens::RunHistory::Point> checks = {{0, 0}}, prunings = {{0, 0}};
            std::int64_t sumChecks = 0, sumPrunings = 0;
            for (std::uint64_t i = 0; i < c; ++i) {
                const StepEvent& e = events[i];
                if (e.kind == EventKind::Select || e.kind == EventKind::Try ||
                    e.kind == EventKind::Propagate || e.kind == EventKind::Revise)
                    sumChecks += static_cast<std::int64_t>(e.value);
                if (e.kind == EventKind::Prune) ++sumPrunings;
                const bool marked = e.kind == EventKind::Place || e.kind == EventKind::Remove ||
                                    e.kind == EventKind::Wipeout;
                if (marked || i + 1 == c) {
                    if (checks.back().step == i + 1) continue;
                    checks.push_back({i + 1, sumChecks});
                    prunings.push_back({i + 1, sumPrunings});
                }
            }
            QVERIFY2(charts.cspChart().checksPoints() == checks, qPrintable(QString::number(c)));
            QVERIFY2(charts.cspChart().pruningsPoints() == prunings,
                     qPrintable(QString::number(c)));
        }
        QCOMPARE(charts.cspChart().checksSeries()->count(), 5);  // 0, 3 marks, the cursor
    }

    // "Run to next wipe-out" and "run to next backjump" stop right after the first such event.
    void breakpointsStopAtTheFirstWipeoutAndBackjump() {
        QVERIFY(queens::breakpointApplies(queens::Breakpoint::Kind::NextWipeout, Algorithm::Csp));
        QVERIFY(!queens::breakpointApplies(queens::Breakpoint::Kind::NextWipeout,
                                           Algorithm::Backtracking));
        std::vector<StepEvent> events = handStream();
        std::vector<std::pair<queens::Breakpoint::Kind, std::optional<std::size_t>>> cases = {
            {queens::Breakpoint::Kind::NextWipeout, std::nullopt},
            {queens::Breakpoint::Kind::NextBackjump, std::nullopt}};
        for (std::size_t i = 0; i < events.size(); ++i) {
            if (!cases[0].second && events[i].kind == EventKind::Wipeout) cases[0].second = i;
            if (!cases[1].second && events[i].kind == EventKind::Jump && events[i].c > 0)
                cases[1].second = i;
        }
        std::vector<queens::BatchPtr> batches;
        {
            queens::TimelineRecorder recorder(3, 4);
            for (const StepEvent& e : events) recorder.record(e);
            recorder.record(StepEvent::make(EventKind::Done, 0));
            batches.push_back(recorder.takeBatch());
        }
        for (const auto& [kind, first] : cases) {
            QVERIFY(first.has_value());
            PlaybackController pb;
            pb.reset(3);
            BatchFeeder::feed(pb, batches);
            pb.runTo({kind, 0});
            QTRY_VERIFY(pb.mode() == PlaybackController::Mode::Paused);
            QCOMPARE(pb.cursor(), *first + 1);  // right after the event that hits
            QCOMPARE(BatchFeeder::expectedStop(3, events, 0, kind, 0), first);
        }

        // On a real run with forward checking, when the core builds it.
        if (!cspBuilt()) return;
        Options o = TestProblems::options(8, true);
        o.varOrder = Options::VarOrder::InOrder;
        o.inference = Options::Inference::ForwardChecking;
        const std::vector<StepEvent> run = directRun(o);
        std::optional<std::size_t> first;
        for (std::size_t i = 0; i < run.size() && !first; ++i)
            if (run[i].kind == EventKind::Wipeout) first = i;
        QVERIFY(first.has_value());  // eight queens with forward checking empties some domain
        PlaybackController pb;
        pb.reset(8);
        BatchFeeder::feed(pb, BatchFeeder::recordRun(Algorithm::Csp, o, 97, 64));
        pb.runTo({queens::Breakpoint::Kind::NextWipeout, 0});
        QTRY_VERIFY_WITH_TIMEOUT(pb.mode() == PlaybackController::Mode::Paused,
                                 TestProblems::kSolveTimeoutMs);
        QCOMPARE(pb.cursor(), *first + 1);
    }

    // The compare window runs CSP backtracking beside itself: each pane with its own options,
    // each labelled with them.
    void compareRunsTheTwoOptionSets() {
        Options plain;  // rows in order, no inference
        Options fc;
        fc.varOrder = Options::VarOrder::Mrv;
        fc.inference = Options::Inference::ForwardChecking;
        CompareWindow w;
        w.setCspOptions(fc, plain);
        if (!cspBuilt()) {
            QCOMPARE(w.left()->cspOptions(), fc);
            QSKIP("CSP backtracking is not built yet");
        }
        w.setProblem(6, Algorithm::Csp, Algorithm::Csp);
        auto* leftLabel = w.findChild<QLabel*>(QStringLiteral("leftCspOptionsLabel"));
        auto* rightLabel = w.findChild<QLabel*>(QStringLiteral("rightCspOptionsLabel"));
        QVERIFY(leftLabel && rightLabel);
        QVERIFY(leftLabel->text().contains(QStringLiteral("MRV, forward checking")));
        QVERIFY(rightLabel->text().contains(QStringLiteral("rows in order, no inference")));
        QVERIFY(w.left()->runName() != w.right()->runName());
        w.playback()->runToEnd();
        QTRY_VERIFY_WITH_TIMEOUT(w.playback()->atEnd(), TestProblems::kSolveTimeoutMs);
        for (auto [pane, o] : {std::pair{w.left(), fc}, std::pair{w.right(), plain}}) {
            o.n = 6;
            o.allSolutions = w.allSolutions();
            o.seed = pane->seed();
            const std::vector<StepEvent> direct = directRun(o);
            queens::BoardState end(6);
            for (const StepEvent& e : direct) end.apply(e);
            QCOMPARE(pane->playback()->recorded(), std::uint64_t(direct.size()));
            QCOMPARE(pane->playback()->state().stats(), end.stats());
            QCOMPARE(pane->count(ComparePane::Checks), std::optional(end.stats().checks));
            QCOMPARE(pane->count(ComparePane::Wipeouts), std::optional(end.stats().wipeouts));
        }
        // Forward checking prunes; plain backtracking never does.
        QVERIFY(*w.left()->count(ComparePane::Prunings) > 0);
        QCOMPARE(*w.right()->count(ComparePane::Prunings), std::uint64_t{0});
    }
};

QTEST_MAIN(TestCspGui)
#include "test_csp_gui.moc"
