// GUI test of playback control: PlaybackController's seek / run-to / run-to-end, the
// PlaybackActions that drive it, SpeedControl's +/- steps, the BreakpointPanel and the
// TimelineScrubber.
//
// The controller is fed deterministic batches: a TimelineRecorder driven by a stepper from
// StepperFactory on the test thread (no worker thread), and in one case by the real
// SolverController while it still produces.
//
// Independent truth
// - Where a run-to must stop: a scan of ReplayOracle::events (a fresh stepper) with the test's
//   own predicate per breakpoint kind, written from first principles: the test keeps its own
//   placement from Place / Remove / Swap events, counts the queens itself and counts collisions
//   pair by pair. The expected stop is the first index >= the start that satisfies it.
// - The state at any cursor: ReplayOracle::replay (a fresh BoardState fed the first events).
// - The scrubber: the step under a click, from the geometry the header documents, and at the
//   ends and the middle of the groove from the plain proportion.
#include <QAction>
#include <QApplication>
#include <QHelpEvent>
#include <QLocale>
#include <QSet>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <QToolButton>
#include <QToolTip>
#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>
#include <optional>
#include <vector>

#include "BreakpointPanel.h"
#include "PlaybackActions.h"
#include "PlaybackController.h"
#include "ReplayOracle.h"
#include "SolverController.h"
#include "SpeedControl.h"
#include "StepperFactory.h"
#include "TestProblems.h"
#include "TimelineRecorder.h"
#include "TimelineScrubber.h"

using queens::Algorithm;
using queens::Breakpoint;
using queens::EventKind;
using queens::StepEvent;
using Kind = queens::Breakpoint::Kind;
using Mode = PlaybackController::Mode;

Q_DECLARE_METATYPE(queens::Breakpoint::Kind)
Q_DECLARE_METATYPE(queens::Algorithm)

namespace {

constexpr std::uint64_t kWholeRun = std::numeric_limits<std::uint64_t>::max();
constexpr int kAfterFirstSolution = -1;  // a run-to start: right after the first solution

queens::StepperOptions makeOptions(int n, bool all, std::uint64_t seed = 1,
                                   std::uint64_t budget = 0) {
    queens::StepperOptions o = TestProblems::options(n, all);
    o.seed = seed;
    o.maxStepsPerRestart = budget;
    return o;
}

// The whole run of (algorithm, options) as batches of `batchSize` events, keyframes every
// `interval` events, recorded on this thread.
std::vector<queens::BatchPtr> recordRun(Algorithm a, const queens::StepperOptions& o,
                                        std::size_t batchSize, std::size_t interval) {
    auto stepper = queens::StepperFactory::create(a, o);
    queens::TimelineRecorder recorder(o.n, interval);
    std::vector<queens::BatchPtr> out;
    StepEvent e;
    while (stepper->next(e)) {
        recorder.record(e);
        if (recorder.pending() >= batchSize) out.push_back(recorder.takeBatch());
    }
    if (recorder.pending() > 0) out.push_back(recorder.takeBatch());
    return out;
}

void feed(PlaybackController& pb, const std::vector<queens::BatchPtr>& batches,
          std::size_t from = 0, std::size_t to = std::numeric_limits<std::size_t>::max()) {
    for (std::size_t i = from; i < std::min(to, batches.size()); ++i) pb.appendBatch(batches[i]);
}

// The test's own board: column per row, -1 for an empty row, from the events alone.
struct OwnBoard {
    explicit OwnBoard(int n) : cols(static_cast<std::size_t>(n), -1) {}
    void apply(const StepEvent& e) {
        if (e.kind == EventKind::Place) cols[static_cast<std::size_t>(e.a)] = e.b;
        if (e.kind == EventKind::Remove) cols[static_cast<std::size_t>(e.a)] = -1;
        if (e.kind == EventKind::Swap)
            std::swap(cols[static_cast<std::size_t>(e.a)], cols[static_cast<std::size_t>(e.b)]);
    }
    int queens() const {
        return static_cast<int>(
            std::count_if(cols.begin(), cols.end(), [](int c) { return c >= 0; }));
    }
    // Attacking excess: each queen adds one per kind of line (column, both diagonals) on which
    // an earlier row already has a queen.
    std::int64_t collisions() const {
        std::int64_t total = 0;
        for (std::size_t r = 0; r < cols.size(); ++r) {
            if (cols[r] < 0) continue;
            bool column = false, diag = false, anti = false;
            for (std::size_t s = 0; s < r; ++s) {
                if (cols[s] < 0) continue;
                const auto dr = static_cast<int>(r - s);
                column = column || cols[s] == cols[r];
                diag = diag || cols[r] - cols[s] == dr;
                anti = anti || cols[s] - cols[r] == dr;
            }
            total += int(column) + int(diag) + int(anti);
        }
        return total;
    }
    std::vector<int> cols;
};

bool stopsHere(Kind kind, std::int64_t k, const StepEvent& e, const OwnBoard& board) {
    switch (kind) {
        case Kind::NextSolution:
            return e.kind == EventKind::Solution;
        case Kind::NextBacktrack:
            return e.kind == EventKind::Remove &&
                   e.reason == static_cast<std::uint8_t>(queens::RemoveReason::Backtrack);
        case Kind::NextRestart:
            return e.kind == EventKind::Restart;
        case Kind::Depth:
            return e.kind == EventKind::Place && board.queens() == k;
        case Kind::ConflictsAtMost:
            return (e.kind == EventKind::Place || e.kind == EventKind::Swap) &&
                   board.queens() == static_cast<int>(board.cols.size()) && board.collisions() <= k;
    }
    return false;
}

// The first event index >= start at which a run to (kind, k) stops, or none.
std::optional<std::uint64_t> expectedStop(int n, const std::vector<StepEvent>& events,
                                          std::uint64_t start, Kind kind, std::int64_t k) {
    OwnBoard board(n);
    for (std::uint64_t i = 0; i < events.size(); ++i) {
        board.apply(events[i]);
        if (i >= start && stopsHere(kind, k, events[i], board)) return i;
    }
    return std::nullopt;
}

// A word the "not found" sentence of each kind must contain.
QString keyword(Kind kind) {
    switch (kind) {
        case Kind::NextSolution:
            return QStringLiteral("solution");
        case Kind::NextBacktrack:
            return QStringLiteral("backtrack");
        case Kind::NextRestart:
            return QStringLiteral("restart");
        case Kind::Depth:
            return QStringLiteral("depth");
        case Kind::ConflictsAtMost:
            return QStringLiteral("collisions");
    }
    return {};
}

// A host widget with the controller, speed control, panel and actions, as the main window has.
struct Player {
    Player() {
        host.resize(400, 300);
        pb = new PlaybackController(&host);
        speed = new SpeedControl(&host);
        panel = new BreakpointPanel(&host);
        actions = new PlaybackActions(pb, speed, panel, &host);
    }
    QAction* action(const char* name) const {
        return host.findChild<QAction*>(QLatin1String(name));
    }
    // Triggers like a user: false (and nothing happens) when the action is missing or disabled.
    bool trigger(const char* name) const {
        QAction* a = action(name);
        if (a == nullptr || !a->isEnabled()) return false;
        a->trigger();
        return true;
    }
    QWidget host;
    PlaybackController* pb = nullptr;
    SpeedControl* speed = nullptr;
    BreakpointPanel* panel = nullptr;
    PlaybackActions* actions = nullptr;
};

}  // namespace

class TestPlayback : public QObject {
    Q_OBJECT

private slots:
    void runToStopsWhereTheOracleSays_data();
    void runToStopsWhereTheOracleSays();
    void runToWaitsForBatches();
    void runToEndReachesTheEnd();
    void stepBackEqualsSeekEqualsReplay_data();
    void stepBackEqualsSeekEqualsReplay();
    void seekWhilePlayingKeepsPlaying();
    void seekCancelsARunTo();
    void refusedStepDuringRunToPauses();
    void withTheSolverStillProducing();

    void actionsHaveTheirShortcuts_data();
    void actionsHaveTheirShortcuts();
    void actionsDriveTheController();
    void actionsFollowTheAlgorithm();
    void keysReachTheActions();
    void speedActionsMoveOnePosition();

    void scrubberClickSeeksToTheStepUnderTheMouse_data();
    void scrubberClickSeeksToTheStepUnderTheMouse();
    void scrubberDragAndKeys();
    void scrubberToolTipNamesTheStep();
    void scrubberPaints_data();
    void scrubberPaints();
};

// ---- PlaybackController ------------------------------------------------------------------------

void TestPlayback::runToStopsWhereTheOracleSays_data() {
    QTest::addColumn<Algorithm>("algorithm");
    QTest::addColumn<int>("n");
    QTest::addColumn<bool>("all");
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<quint64>("budget");  // min-conflicts steps per restart (0: default)
    QTest::addColumn<Kind>("kind");
    QTest::addColumn<qint64>("k");
    // Where the run-to starts: in % of the run, or kAfterFirstSolution.
    QTest::addColumn<int>("start");
    // Whether the oracle finds a hit after the start (so both outcomes are surely exercised).
    QTest::addColumn<bool>("found");

    const auto row = [](const char* name, Algorithm a, int n, bool all, Kind kind, qint64 k,
                        int start, bool found, quint64 seed = 1, quint64 budget = 0) {
        QTest::newRow(name) << a << n << all << seed << budget << kind << k << start << found;
    };
    const Algorithm bt = Algorithm::Backtracking, mc = Algorithm::MinConflicts;
    row("backtracking solution from 0", bt, 6, true, Kind::NextSolution, 0, 0, true);
    row("backtracking solution from 40%", bt, 6, true, Kind::NextSolution, 0, 40, true);
    row("backtracking backtrack from 0", bt, 6, true, Kind::NextBacktrack, 0, 0, true);
    row("backtracking backtrack from 70%", bt, 6, true, Kind::NextBacktrack, 0, 70, true);
    row("backtracking depth 5", bt, 6, true, Kind::Depth, 5, 10, true);
    row("bitmask depth 4", Algorithm::Bitmask, 6, true, Kind::Depth, 4, 0, true);
    row("bitmask depth 6 from 50%", Algorithm::Bitmask, 6, true, Kind::Depth, 6, 50, true);
    row("bitmask backtrack", Algorithm::Bitmask, 6, true, Kind::NextBacktrack, 0, 20, true);
    row("dfs depth 3", Algorithm::Dfs, 6, true, Kind::Depth, 3, 30, true);
    row("dfs solution", Algorithm::Dfs, 6, true, Kind::NextSolution, 0, 60, true);
    row("symmetric solution (mirrored too)", Algorithm::Symmetric, 6, true, Kind::NextSolution, 0,
        55, true);
    row("permutation depth 5", Algorithm::Permutation, 5, true, Kind::Depth, 5, 25, true);
    row("min-conflicts collisions <= 2", mc, 30, true, Kind::ConflictsAtMost, 2, 0, true);
    row("min-conflicts collisions <= 0", mc, 30, true, Kind::ConflictsAtMost, 0, 0, true, 3);
    row("min-conflicts restart", mc, 8, true, Kind::NextRestart, 0, 0, true, 2, 10);
    row("min-conflicts restart from 50%", mc, 8, true, Kind::NextRestart, 0, 50, true, 2, 10);
    // Not found: the run ends first.
    row("first-solution run: no backtrack after the solution", bt, 6, false, Kind::NextBacktrack, 0,
        kAfterFirstSolution, false);
    row("first-solution run: no second solution", Algorithm::Bitmask, 6, false, Kind::NextSolution,
        0, kAfterFirstSolution, false);
    row("depth beyond n", bt, 5, true, Kind::Depth, 6, 0, false);
    row("no restart on a 4x4 board solved at once", mc, 4, true, Kind::NextRestart, 0, 0, false, 2);
    row("min-conflicts: no full board after the solution", mc, 30, true, Kind::ConflictsAtMost, 5,
        kAfterFirstSolution, false);
}

void TestPlayback::runToStopsWhereTheOracleSays() {
    QFETCH(Algorithm, algorithm);
    QFETCH(int, n);
    QFETCH(bool, all);
    QFETCH(quint64, seed);
    QFETCH(quint64, budget);
    QFETCH(Kind, kind);
    QFETCH(qint64, k);
    QFETCH(int, start);
    QFETCH(bool, found);
    const queens::StepperOptions o = makeOptions(n, all, seed, budget);
    const std::vector<StepEvent> events = ReplayOracle::events(algorithm, o, kWholeRun);
    QVERIFY(!events.empty());
    std::uint64_t from = events.size() * static_cast<std::uint64_t>(std::max(0, start)) / 100;
    if (start == kAfterFirstSolution) {
        const auto solution = expectedStop(n, events, 0, Kind::NextSolution, 0);
        QVERIFY(solution.has_value());
        from = *solution + 1;
    }
    from = std::min<std::uint64_t>(from, events.size() - 1);

    PlaybackController pb;
    pb.reset(n);
    feed(pb, recordRun(algorithm, o, 97, 64));
    QVERIFY(pb.runFinished());
    QCOMPARE(pb.recorded(), static_cast<std::uint64_t>(events.size()));
    pb.seek(from);
    QCOMPARE(pb.cursor(), from);

    QSignalSpy messages(&pb, &PlaybackController::message);
    pb.runTo({kind, k});
    QTRY_VERIFY_WITH_TIMEOUT(pb.mode() == Mode::Paused, TestProblems::kSolveTimeoutMs);
    QVERIFY(!pb.activeBreakpoint().has_value());

    const std::optional<std::uint64_t> stop = expectedStop(n, events, from, kind, k);
    QCOMPARE(stop.has_value(), found);
    if (stop) {
        QCOMPARE(pb.cursor(), *stop + 1);
        QVERIFY(pb.currentEvent() != nullptr);
        QVERIFY(*pb.currentEvent() == events[*stop]);
        QVERIFY(pb.state() == ReplayOracle::replay(algorithm, o, pb.cursor()));
        QCOMPARE(messages.count(), 0);
    } else {
        QVERIFY(pb.atEnd());
        QVERIFY(pb.state() == ReplayOracle::replay(algorithm, o, pb.cursor()));
        QCOMPARE(messages.count(), 1);
        const QString text = messages.at(0).at(0).toString();
        QVERIFY2(text.contains(keyword(kind)), qPrintable(text));
        // At the end, asking again only says so again.
        pb.runTo({kind, k});
        QCOMPARE(messages.count(), 2);
        QVERIFY(pb.atEnd());
        QCOMPARE(pb.mode(), Mode::Paused);
    }
}

void TestPlayback::runToWaitsForBatches() {
    const auto o = makeOptions(6, true);
    const auto events = ReplayOracle::events(Algorithm::Backtracking, o, kWholeRun);
    const auto batches = recordRun(Algorithm::Backtracking, o, 50, 128);
    const Breakpoint b{Kind::NextSolution, 0};
    const auto stop = expectedStop(6, events, 0, b.kind, b.k);
    QVERIFY(stop.has_value());

    PlaybackController pb;
    pb.reset(6);
    pb.runTo(b);  // nothing delivered yet: it waits, it does not block
    QCOMPARE(pb.mode(), Mode::RunningToBreakpoint);
    QVERIFY(pb.activeBreakpoint() == b);
    QVERIFY(pb.isPlaying());
    QCOMPARE(pb.cursor(), 0u);

    // Deliver the batches one by one, letting the timer run in between.
    for (std::size_t i = 0; i < batches.size() && pb.mode() != Mode::Paused; ++i) {
        pb.appendBatch(batches[i]);
        QTRY_VERIFY(pb.cursor() == pb.recorded() || pb.mode() == Mode::Paused);
        if (pb.mode() == Mode::RunningToBreakpoint) QVERIFY(pb.cursor() <= *stop);
    }
    QCOMPARE(pb.mode(), Mode::Paused);
    QCOMPARE(pb.cursor(), *stop + 1);
    QVERIFY(pb.state() == ReplayOracle::replay(Algorithm::Backtracking, o, pb.cursor()));
}

void TestPlayback::runToEndReachesTheEnd() {
    const auto o = makeOptions(6, true);
    const auto batches = recordRun(Algorithm::Bitmask, o, 200, 64);
    const auto events = ReplayOracle::events(Algorithm::Bitmask, o, kWholeRun);
    PlaybackController pb;
    pb.reset(6);
    feed(pb, batches, 0, batches.size() / 2);  // the worker is still "producing"
    QVERIFY(!pb.runFinished());
    pb.seek(pb.recorded() / 3);
    pb.runToEnd();
    QTRY_COMPARE(pb.cursor(), pb.recorded());
    QCOMPARE(pb.mode(), Mode::RunningToEnd);  // follows the worker
    feed(pb, batches, batches.size() / 2);
    QTRY_VERIFY_WITH_TIMEOUT(pb.atEnd(), TestProblems::kSolveTimeoutMs);
    QCOMPARE(pb.mode(), Mode::Paused);
    QCOMPARE(pb.cursor(), static_cast<std::uint64_t>(events.size()));
    QVERIFY(pb.state() == ReplayOracle::replay(Algorithm::Bitmask, o, pb.cursor()));
    QCOMPARE(pb.currentEvent()->kind, EventKind::Done);
}

void TestPlayback::stepBackEqualsSeekEqualsReplay_data() {
    QTest::addColumn<Algorithm>("algorithm");
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("interval");  // keyframe interval
    QTest::addColumn<int>("steps");     // how many steps back
    QTest::newRow("backtracking, 1 back") << Algorithm::Backtracking << 6 << 16 << 1;
    QTest::newRow("backtracking, 37 back over keyframes")
        << Algorithm::Backtracking << 6 << 16 << 37;
    QTest::newRow("bitmask, 300 back") << Algorithm::Bitmask << 6 << 4096 << 300;
    QTest::newRow("dfs, 120 back") << Algorithm::Dfs << 6 << 50 << 120;
    QTest::newRow("min-conflicts, 200 back") << Algorithm::MinConflicts << 30 << 64 << 200;
}

void TestPlayback::stepBackEqualsSeekEqualsReplay() {
    QFETCH(Algorithm, algorithm);
    QFETCH(int, n);
    QFETCH(int, interval);
    QFETCH(int, steps);
    const auto o = makeOptions(n, true);
    const auto batches = recordRun(algorithm, o, 333, static_cast<std::size_t>(interval));
    PlaybackController pb;
    pb.reset(n);
    feed(pb, batches);
    const std::uint64_t c = pb.recorded() * 2 / 3;
    QVERIFY(c >= static_cast<std::uint64_t>(steps));
    pb.seek(c);
    QCOMPARE(pb.cursor(), c);
    QVERIFY(pb.state() == ReplayOracle::replay(algorithm, o, c));

    for (int i = 0; i < steps; ++i) pb.stepBack();
    QCOMPARE(pb.cursor(), c - steps);
    const queens::BoardState byStepping = pb.state();
    pb.seek(c);
    pb.seek(c - steps);
    QCOMPARE(pb.cursor(), c - steps);
    QVERIFY(pb.state() == byStepping);
    QVERIFY(byStepping == ReplayOracle::replay(algorithm, o, c - steps));
    // And seeking there straight from 0, in a fresh controller.
    PlaybackController fresh;
    fresh.reset(n);
    feed(fresh, batches);
    fresh.seek(c - steps);
    QVERIFY(fresh.state() == byStepping);
    // seek clamps to what is recorded.
    pb.seek(std::numeric_limits<quint64>::max());
    QCOMPARE(pb.cursor(), pb.recorded());
}

void TestPlayback::seekWhilePlayingKeepsPlaying() {
    const auto o = makeOptions(6, true);
    PlaybackController pb;
    pb.reset(6);
    feed(pb, recordRun(Algorithm::Backtracking, o, 100, 64));
    pb.setSpeed(1.0);  // slow: the cursor stays near where the seek put it
    pb.play();
    QCOMPARE(pb.mode(), Mode::Playing);
    pb.seek(500);
    QCOMPARE(pb.mode(), Mode::Playing);
    QCOMPARE(pb.cursor(), 500u);
    QVERIFY(pb.state() == ReplayOracle::replay(Algorithm::Backtracking, o, 500));
    pb.seek(20);  // backwards too
    QCOMPARE(pb.mode(), Mode::Playing);
    QCOMPARE(pb.cursor(), 20u);
    QTRY_VERIFY(pb.cursor() > 20u);  // and it plays on from there
    QCOMPARE(pb.mode(), Mode::Playing);
    pb.pause();
    pb.seek(300);
    QCOMPARE(pb.mode(), Mode::Paused);  // paused stays paused
    QCOMPARE(pb.cursor(), 300u);
}

void TestPlayback::seekCancelsARunTo() {
    const auto o = makeOptions(6, true);
    const auto batches = recordRun(Algorithm::Backtracking, o, 20, 64);
    const auto events = ReplayOracle::events(Algorithm::Backtracking, o, kWholeRun);
    // Deliver only the part before the first solution: the run-to must wait.
    const auto firstSolution = expectedStop(6, events, 0, Kind::NextSolution, 0);
    QVERIFY(firstSolution.has_value());
    PlaybackController pb;
    pb.reset(6);
    std::size_t delivered = 0;
    while (delivered < batches.size() && batches[delivered]->end() <= *firstSolution)
        pb.appendBatch(batches[delivered++]);
    QVERIFY(pb.recorded() > 10);
    pb.runTo({Kind::NextSolution, 0});
    QCOMPARE(pb.mode(), Mode::RunningToBreakpoint);
    QTRY_COMPARE(pb.cursor(), pb.recorded());
    QCOMPARE(pb.mode(), Mode::RunningToBreakpoint);

    pb.seek(10);
    QCOMPARE(pb.mode(), Mode::Paused);
    QVERIFY(!pb.activeBreakpoint().has_value());
    QCOMPARE(pb.cursor(), 10u);
    QVERIFY(pb.state() == ReplayOracle::replay(Algorithm::Backtracking, o, 10));
    // The rest arrives: nothing runs on by itself.
    feed(pb, batches, delivered);
    QTest::qWait(3 * PlaybackController::kTickIntervalMs);
    QCOMPARE(pb.cursor(), 10u);

    // A reset cancels a run-to as well (here one waiting for the first events of a new run).
    pb.reset(6);
    pb.runToEnd();
    QCOMPARE(pb.mode(), Mode::RunningToEnd);
    pb.reset(6);
    QCOMPARE(pb.mode(), Mode::Paused);
}

void TestPlayback::refusedStepDuringRunToPauses() {
    PlaybackController pb;
    pb.reset(4);
    auto batch = std::make_shared<queens::TimelineBatch>();
    batch->first = 0;
    batch->events.push_back(StepEvent::make(EventKind::Try, 0, 0, 1));
    // Takes a queen off an empty row: BoardState refuses it.
    batch->events.push_back(StepEvent::make(EventKind::Remove, 0, 0, 1));
    pb.appendBatch(batch);
    QSignalSpy messages(&pb, &PlaybackController::message);
    pb.runTo({Kind::NextBacktrack, 0});  // no exception escapes
    QTRY_COMPARE(pb.mode(), Mode::Paused);
    QCOMPARE(pb.cursor(), 1u);  // the refused event left the cursor before it
    QVERIFY(messages.count() >= 1);
    QVERIFY2(messages.last().at(0).toString().startsWith(QLatin1String("Playback stopped: ")),
             qPrintable(messages.last().at(0).toString()));
    pb.seek(2);  // seek runs into it as well, and stays valid
    QCOMPARE(pb.cursor(), 1u);
    QVERIFY(messages.last().at(0).toString().startsWith(QLatin1String("Playback stopped: ")));
}

void TestPlayback::withTheSolverStillProducing() {
    const Algorithm a = Algorithm::Backtracking;
    const auto o = makeOptions(10, true);
    SolverController solver;
    PlaybackController pb;
    connect(&solver, &SolverController::batchReady, &pb, &PlaybackController::appendBatch);
    connect(&pb, &PlaybackController::cursorMoved, &solver, &SolverController::setCursor);
    pb.reset(o.n);
    solver.start(a, o, pb.maxWorkerLead());
    // Right away, before the worker has delivered anything (it is at most a few batches ahead).
    const Breakpoint depth{Kind::Depth, 8};
    pb.runTo(depth);
    QTRY_VERIFY_WITH_TIMEOUT(pb.mode() == Mode::Paused, TestProblems::kSolveTimeoutMs);
    const auto oracle = ReplayOracle::events(a, o, kWholeRun);
    auto stop = expectedStop(o.n, oracle, 0, depth.kind, depth.k);
    QVERIFY(stop.has_value());
    QCOMPARE(pb.cursor(), *stop + 1);

    for (int i = 0; i < 3; ++i) {
        const std::uint64_t start = pb.cursor();
        pb.runToNextSolution();
        QTRY_VERIFY_WITH_TIMEOUT(pb.mode() == Mode::Paused, TestProblems::kSolveTimeoutMs);
        stop = expectedStop(o.n, oracle, start, Kind::NextSolution, 0);
        QVERIFY(stop.has_value());
        QCOMPARE(pb.cursor(), *stop + 1);
        QVERIFY(pb.state() == ReplayOracle::replay(a, o, pb.cursor()));
    }
    // Scrub back while the worker may still produce, then run to the end.
    const std::uint64_t back = pb.cursor() / 2;
    pb.seek(back);
    QCOMPARE(pb.cursor(), back);
    QVERIFY(pb.state() == ReplayOracle::replay(a, o, back));
    pb.runToEnd();
    QTRY_VERIFY_WITH_TIMEOUT(pb.atEnd(), TestProblems::kSolveTimeoutMs);
    QCOMPARE(pb.mode(), Mode::Paused);
    QCOMPARE(pb.recorded(), static_cast<std::uint64_t>(oracle.size()));
    QCOMPARE(pb.state().stats().solutions, 724u);  // OEIS A000170, n = 10
    QVERIFY(pb.state() == ReplayOracle::replay(a, o, pb.cursor()));
    solver.stop();
}

// ---- PlaybackActions ---------------------------------------------------------------------------

void TestPlayback::actionsHaveTheirShortcuts_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<QList<QKeySequence>>("keys");
    const auto row = [](const char* name, QList<QKeySequence> keys) {
        QTest::newRow(name) << QString::fromLatin1(name) << keys;
    };
    row("playPauseAction", {QKeySequence(Qt::Key_Space)});
    row("stepForwardAction", {QKeySequence(Qt::Key_Right)});
    row("stepBackAction", {QKeySequence(Qt::Key_Left)});
    row("resetAction", {QKeySequence(Qt::Key_Home)});
    row("runToEndAction", {QKeySequence(Qt::Key_End)});
    row("runToSolutionAction",
        {QKeySequence(Qt::SHIFT | Qt::Key_Right), QKeySequence(Qt::CTRL | Qt::Key_Right)});
    row("runToBacktrackAction", {});
    row("runToRestartAction", {});
    row("runToDepthAction", {});
    row("runToConflictsAction", {});
    row("speedUpAction", {QKeySequence(Qt::Key_Plus), QKeySequence(Qt::Key_Equal)});
    row("speedDownAction", {QKeySequence(Qt::Key_Minus)});
}

void TestPlayback::actionsHaveTheirShortcuts() {
    QFETCH(QString, name);
    QFETCH(QList<QKeySequence>, keys);
    Player p;
    QAction* a = p.action(name.toLatin1().constData());
    QVERIFY(a != nullptr);
    QCOMPARE(a->shortcuts(), keys);
    QVERIFY(!a->text().isEmpty());
    QVERIFY(!a->icon().isNull());
    // "Name (Shortcut)".
    QVERIFY2(a->toolTip().startsWith(a->text()), qPrintable(a->toolTip()));
    if (!keys.isEmpty())
        QVERIFY2(a->toolTip().contains(keys.first().toString(QKeySequence::NativeText)),
                 qPrintable(a->toolTip()));
    QVERIFY(p.host.actions().contains(a));  // the host's window receives the keys
    const QList<QAction*> listed =
        p.actions->playbackActions() + p.actions->runToActions() + p.actions->speedActions();
    QCOMPARE(listed.count(a), 1);
}

void TestPlayback::actionsDriveTheController() {
    const Algorithm a = Algorithm::Backtracking;
    const auto o = makeOptions(6, true);
    const auto events = ReplayOracle::events(a, o, kWholeRun);
    Player p;
    p.actions->setAlgorithm(a);
    p.panel->setN(6);
    p.pb->reset(6);
    feed(*p.pb, recordRun(a, o, 100, 64));
    const PlaybackController& pb = *p.pb;

    QVERIFY(!p.action("stepBackAction")->isEnabled());
    QVERIFY(!p.action("resetAction")->isEnabled());
    QVERIFY(!p.trigger("stepBackAction"));
    QVERIFY(p.trigger("stepForwardAction"));
    QVERIFY(p.trigger("stepForwardAction"));
    QVERIFY(p.trigger("stepForwardAction"));
    QCOMPARE(pb.cursor(), 3u);
    QVERIFY(p.trigger("stepBackAction"));
    QCOMPARE(pb.cursor(), 2u);
    QVERIFY(pb.state() == ReplayOracle::replay(a, o, 2));

    // Run to first solution, then the text says "next".
    const QString firstText = p.action("runToSolutionAction")->text();
    std::uint64_t start = pb.cursor();
    QVERIFY(p.trigger("runToSolutionAction"));
    QTRY_COMPARE(pb.mode(), Mode::Paused);
    auto stop = expectedStop(6, events, start, Kind::NextSolution, 0);
    QVERIFY(stop.has_value());
    QCOMPARE(pb.cursor(), *stop + 1);
    QVERIFY(p.action("runToSolutionAction")->text() != firstText);

    // Depth k from the panel's spin box; the action's text names k.
    auto* depthSpin = p.panel->findChild<QSpinBox*>(QStringLiteral("depthSpin"));
    QVERIFY(depthSpin != nullptr);
    depthSpin->setValue(3);
    QVERIFY(p.action("runToDepthAction")->text().contains(QLatin1String("3")));
    start = pb.cursor();
    QVERIFY(p.trigger("runToDepthAction"));
    QTRY_COMPARE(pb.mode(), Mode::Paused);
    stop = expectedStop(6, events, start, Kind::Depth, 3);
    QVERIFY(stop.has_value());
    QCOMPARE(pb.cursor(), *stop + 1);
    QCOMPARE(pb.state().queenCount(), 3);

    start = pb.cursor();
    QVERIFY(p.trigger("runToBacktrackAction"));
    QTRY_COMPARE(pb.mode(), Mode::Paused);
    stop = expectedStop(6, events, start, Kind::NextBacktrack, 0);
    QVERIFY(stop.has_value());
    QCOMPARE(pb.cursor(), *stop + 1);
    QVERIFY(pb.state() == ReplayOracle::replay(a, o, pb.cursor()));

    // Not for backtracking: hidden, disabled, a trigger does nothing.
    for (const char* name : {"runToRestartAction", "runToConflictsAction"}) {
        QVERIFY(!p.action(name)->isVisible());
        QVERIFY(!p.trigger(name));
        p.action(name)->trigger();  // even a direct trigger of the disabled action
        QCOMPARE(pb.mode(), Mode::Paused);
    }

    // Play / pause: the text and the controller follow.
    const QString playText = p.action("playPauseAction")->text();
    QVERIFY(p.trigger("playPauseAction"));
    QVERIFY(pb.isPlaying());
    QVERIFY(p.action("playPauseAction")->text() != playText);
    QVERIFY(p.trigger("playPauseAction"));
    QVERIFY(!pb.isPlaying());
    QCOMPARE(p.action("playPauseAction")->text(), playText);

    QVERIFY(p.trigger("resetAction"));
    QCOMPARE(pb.cursor(), 0u);
    QVERIFY(p.trigger("runToEndAction"));
    QTRY_VERIFY(pb.atEnd());
    QVERIFY(pb.state() == ReplayOracle::replay(a, o, events.size()));
    // At the end nothing runs forward any more; back, reset and play (from the start) still do.
    for (const char* name : {"stepForwardAction", "runToEndAction", "runToSolutionAction",
                             "runToBacktrackAction", "runToDepthAction"})
        QVERIFY2(!p.action(name)->isEnabled(), name);
    for (const char* name : {"stepBackAction", "resetAction", "playPauseAction"})
        QVERIFY2(p.action(name)->isEnabled(), name);
    QVERIFY(p.trigger("stepBackAction"));
    QCOMPARE(pb.cursor(), static_cast<std::uint64_t>(events.size() - 1));
    QVERIFY(p.action("stepForwardAction")->isEnabled());
}

void TestPlayback::actionsFollowTheAlgorithm() {
    Player p;
    struct Expect {
        const char* name;
        Kind kind;
    };
    const Expect all[] = {{"runToSolutionAction", Kind::NextSolution},
                          {"runToBacktrackAction", Kind::NextBacktrack},
                          {"runToRestartAction", Kind::NextRestart},
                          {"runToDepthAction", Kind::Depth},
                          {"runToConflictsAction", Kind::ConflictsAtMost}};
    p.pb->reset(8);
    p.pb->appendBatch(recordRun(Algorithm::MinConflicts, makeOptions(8, true), 1000, 64).front());
    for (Algorithm a : queens::kAllAlgorithms) {
        p.actions->setAlgorithm(a);
        for (const Expect& e : all) {
            const bool offered = queens::breakpointApplies(e.kind, a);
            QVERIFY2(p.action(e.name)->isVisible() == offered, e.name);
            QVERIFY2(p.action(e.name)->isEnabled() == offered, e.name);
        }
    }
    // Min-conflicts: restart and collisions, not backtrack or depth (the brief's rule).
    p.actions->setAlgorithm(Algorithm::MinConflicts);
    QVERIFY(p.action("runToRestartAction")->isVisible());
    QVERIFY(p.action("runToConflictsAction")->isVisible());
    QVERIFY(!p.action("runToBacktrackAction")->isVisible());
    QVERIFY(!p.action("runToDepthAction")->isVisible());
    auto* conflictsSpin = p.panel->findChild<QSpinBox*>(QStringLiteral("conflictsSpin"));
    auto* depthSpin = p.panel->findChild<QSpinBox*>(QStringLiteral("depthSpin"));
    QVERIFY(conflictsSpin != nullptr && depthSpin != nullptr);
    QVERIFY(conflictsSpin->isVisibleTo(p.panel));
    QVERIFY(!depthSpin->isVisibleTo(p.panel));
    p.actions->setAlgorithm(Algorithm::Bitmask);
    QVERIFY(!conflictsSpin->isVisibleTo(p.panel));
    QVERIFY(depthSpin->isVisibleTo(p.panel));
    // The panel's buttons show the actions.
    auto* depthButton = p.panel->findChild<QToolButton*>(QStringLiteral("runToDepthButton"));
    QVERIFY(depthButton != nullptr);
    QCOMPARE(depthButton->defaultAction(), p.action("runToDepthAction"));
    QVERIFY(depthButton->isVisibleTo(p.panel));
    // setN bounds the depth to 1..n.
    p.panel->setN(5);
    QCOMPARE(depthSpin->minimum(), 1);
    QCOMPARE(depthSpin->maximum(), 5);
    depthSpin->setValue(9);
    QCOMPARE(p.panel->depth(), 5);
}

void TestPlayback::keysReachTheActions() {
    const auto o = makeOptions(6, true);
    Player p;
    p.pb->reset(6);
    feed(*p.pb, recordRun(Algorithm::Backtracking, o, 100, 64));
    p.host.show();
    QVERIFY(QTest::qWaitForWindowActive(&p.host));
    QTest::keyClick(&p.host, Qt::Key_Right);
    QTest::keyClick(&p.host, Qt::Key_Right);
    QCOMPARE(p.pb->cursor(), 2u);
    QTest::keyClick(&p.host, Qt::Key_Left);
    QCOMPARE(p.pb->cursor(), 1u);
    QTest::keyClick(&p.host, Qt::Key_Right, Qt::ShiftModifier);
    QTRY_COMPARE(p.pb->mode(), Mode::Paused);
    QCOMPARE(p.pb->currentEvent()->kind, EventKind::Solution);
    QTest::keyClick(&p.host, Qt::Key_Home);
    QCOMPARE(p.pb->cursor(), 0u);
    const int position = p.speed->position();
    QTest::keyClick(&p.host, Qt::Key_Minus);
    QCOMPARE(p.speed->position(), position - 1);
    QTest::keyClick(&p.host, Qt::Key_Equal);
    QCOMPARE(p.speed->position(), position);
    QTest::keyClick(&p.host, Qt::Key_End);
    QTRY_VERIFY(p.pb->atEnd());
}

void TestPlayback::speedActionsMoveOnePosition() {
    Player p;
    p.speed->setPosition(5);
    QSignalSpy changed(p.speed, &SpeedControl::speedChanged);
    QVERIFY(p.trigger("speedUpAction"));
    QCOMPARE(p.speed->position(), 6);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.at(0).at(0).toDouble(), SpeedControl::speedAt(6));
    QVERIFY(p.trigger("speedDownAction"));
    QVERIFY(p.trigger("speedDownAction"));
    QCOMPARE(p.speed->position(), 4);
    QCOMPARE(changed.count(), 3);
    QCOMPARE(changed.last().at(0).toDouble(), SpeedControl::speedAt(4));

    p.speed->setPosition(SpeedControl::kMaxPosition);
    QVERIFY(!p.action("speedUpAction")->isEnabled());
    p.speed->stepUp();  // at the end: nothing changes, nothing is emitted
    QCOMPARE(p.speed->position(), SpeedControl::kMaxPosition);
    p.speed->setPosition(0);
    QVERIFY(!p.action("speedDownAction")->isEnabled());
    QVERIFY(p.action("speedUpAction")->isEnabled());
    const int before = changed.count();
    p.speed->stepDown();
    QCOMPARE(changed.count(), before);
}

// ---- TimelineScrubber --------------------------------------------------------------------------

void TestPlayback::scrubberClickSeeksToTheStepUnderTheMouse_data() {
    QTest::addColumn<quint64>("recorded");
    QTest::addColumn<bool>("finished");
    QTest::addColumn<double>("fraction");  // where along the groove the click is
    QTest::newRow("1000, finished, left end") << quint64(1000) << true << 0.0;
    QTest::newRow("1000, finished, middle") << quint64(1000) << true << 0.5;
    QTest::newRow("1000, finished, right end") << quint64(1000) << true << 1.0;
    QTest::newRow("1000, finished, a third") << quint64(1000) << true << 1.0 / 3;
    QTest::newRow("10^9, finished, 0.7") << quint64(1'000'000'000) << true << 0.7;
    QTest::newRow("producing, inside the recording") << quint64(7000) << false << 0.2;
    QTest::newRow("producing, past the recording") << quint64(7000) << false << 0.95;
    QTest::newRow("empty") << quint64(0) << false << 0.5;
}

void TestPlayback::scrubberClickSeeksToTheStepUnderTheMouse() {
    QFETCH(quint64, recorded);
    QFETCH(bool, finished);
    QFETCH(double, fraction);
    TimelineScrubber s;
    s.resize(600, 40);
    s.setRange(recorded, finished, 0);
    s.show();
    QVERIFY(QTest::qWaitForWindowExposed(&s));
    if (finished) QCOMPARE(s.scale(), std::max<quint64>(1, recorded));
    if (!finished) QVERIFY(s.scale() > recorded);  // room to grow

    const QRectF g = s.grooveRect();
    QVERIFY(g.left() >= 0 && g.right() <= s.width());
    const int x = static_cast<int>(std::lround(g.left() + fraction * g.width()));
    QSignalSpy seek(&s, &TimelineScrubber::seekRequested);
    QTest::mouseClick(&s, Qt::LeftButton, Qt::NoModifier, QPoint(x, s.height() / 2));
    QCOMPARE(seek.count(), 1);
    const quint64 got = seek.at(0).at(0).value<quint64>();

    // The documented mapping, and the plain proportion within one pixel's worth of steps.
    const double exact = (x - g.left()) * static_cast<double>(s.scale()) / g.width();
    const quint64 expected =
        std::min<quint64>(recorded, static_cast<quint64>(std::llround(std::max(0.0, exact))));
    QCOMPARE(got, expected);
    const double perPixel = static_cast<double>(s.scale()) / g.width();
    const double proportion = std::min(fraction * static_cast<double>(s.scale()), double(recorded));
    QVERIFY2(std::abs(static_cast<double>(got) - proportion) <= perPixel + 1,
             qPrintable(QStringLiteral("%1 vs %2").arg(got).arg(proportion)));
    if (fraction == 0.0) QCOMPARE(got, 0u);
    if (fraction == 1.0 && finished) QCOMPARE(got, recorded);
}

void TestPlayback::scrubberDragAndKeys() {
    TimelineScrubber s;
    s.resize(520, 40);
    s.setRange(1000, true, 0);
    s.setCursorIndex(500);
    s.show();
    QVERIFY(QTest::qWaitForWindowExposed(&s));
    QSignalSpy seek(&s, &TimelineScrubber::seekRequested);
    const QRectF g = s.grooveRect();
    const int y = s.height() / 2;
    const auto xOf = [&](double f) {
        return static_cast<int>(std::lround(g.left() + f * g.width()));
    };

    QTest::mousePress(&s, Qt::LeftButton, Qt::NoModifier, QPoint(xOf(0.1), y));
    QCOMPARE(seek.count(), 1);
    QTest::mouseMove(&s, QPoint(xOf(0.3), y));
    QCOMPARE(seek.count(), 2);
    QTest::mouseMove(&s, QPoint(xOf(0.3), y));  // the same step: nothing new
    QCOMPARE(seek.count(), 2);
    QTest::mouseMove(&s, QPoint(xOf(0.6), y));
    QCOMPARE(seek.count(), 3);
    QTest::mouseRelease(&s, Qt::LeftButton, Qt::NoModifier, QPoint(xOf(0.6), y));
    QVERIFY(seek.at(0).at(0).value<quint64>() < seek.at(1).at(0).value<quint64>());
    QVERIFY(seek.at(1).at(0).value<quint64>() < seek.at(2).at(0).value<quint64>());
    QTest::mouseMove(&s, QPoint(xOf(0.9), y));  // released: moving does not seek
    QCOMPARE(seek.count(), 3);

    // Keys: a twentieth of the recording, forward with PageUp, back with PageDown.
    s.setFocus();
    seek.clear();
    QTest::keyClick(&s, Qt::Key_PageUp);
    QTest::keyClick(&s, Qt::Key_PageDown);
    QCOMPARE(seek.count(), 2);
    QCOMPARE(seek.at(0).at(0).value<quint64>(), 550u);
    QCOMPARE(seek.at(1).at(0).value<quint64>(), 450u);
    s.setCursorIndex(1000);
    seek.clear();
    QTest::keyClick(&s, Qt::Key_PageUp);  // at the end already
    QCOMPARE(seek.count(), 0);
}

void TestPlayback::scrubberToolTipNamesTheStep() {
    TimelineScrubber s;
    s.resize(500, 40);
    s.setRange(2'000'000, true, 500'000);
    s.show();
    QVERIFY(QTest::qWaitForWindowExposed(&s));
    const QRectF g = s.grooveRect();
    const auto tipAt = [&](double fraction) {
        const QPoint pos(static_cast<int>(std::lround(g.left() + fraction * g.width())),
                         s.height() / 2);
        QHelpEvent help(QEvent::ToolTip, pos, s.mapToGlobal(pos));
        QApplication::sendEvent(&s, &help);
        return QToolTip::isVisible() ? QToolTip::text() : QString();
    };
    // The middle of a finished 2,000,000-step run: step 1,000,000 (give or take a pixel).
    const QString middle = tipAt(0.5);
    QVERIFY2(middle.contains(QLocale().toString(qulonglong(2'000'000))), qPrintable(middle));
    const double perPixel = 2'000'000.0 / g.width();
    const QString digits =
        middle.section(QLatin1Char(' '), 1, 1).remove(QLocale().groupSeparator());
    bool ok = false;
    const double step = digits.toDouble(&ok);
    QVERIFY2(ok, qPrintable(middle));
    QVERIFY2(std::abs(step - 1'000'000.0) <= perPixel, qPrintable(middle));
    // Before firstExact the tip says the step was dropped; after it, it does not.
    QVERIFY(tipAt(0.1).length() > middle.length());
    QToolTip::hideText();
}

void TestPlayback::scrubberPaints_data() {
    QTest::addColumn<quint64>("recorded");
    QTest::addColumn<bool>("finished");
    QTest::addColumn<quint64>("firstExact");
    QTest::addColumn<quint64>("cursor");
    QTest::newRow("0") << quint64(0) << false << quint64(0) << quint64(0);
    QTest::newRow("0, finished") << quint64(0) << true << quint64(0) << quint64(0);
    QTest::newRow("1") << quint64(1) << true << quint64(0) << quint64(1);
    QTest::newRow("10^9 producing, dropped front")
        << quint64(1'000'000'000) << false << quint64(400'000'000) << quint64(700'000'000);
    QTest::newRow("10^9 finished")
        << quint64(1'000'000'000) << true << quint64(0) << quint64(1'000'000'000);
}

void TestPlayback::scrubberPaints() {
    QFETCH(quint64, recorded);
    QFETCH(bool, finished);
    QFETCH(quint64, firstExact);
    QFETCH(quint64, cursor);
    TimelineScrubber s;
    s.resize(700, 36);
    s.setRange(recorded, finished, firstExact);
    s.setCursorIndex(cursor);
    std::vector<std::uint64_t> marks;
    for (std::uint64_t i = 0; i < 100'000; ++i) marks.push_back((i * 2654435761u) % (recorded + 7));
    s.setMarks(marks);
    s.addMark(recorded / 2);
    QVERIFY(std::is_sorted(s.marks().begin(), s.marks().end()));
    const QImage image = s.grab().toImage();
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), s.size() * s.devicePixelRatioF());
    // The dropped front is hatched: its pixels are not all the colour of the kept fill.
    if (firstExact > 0) {
        const QRectF g = s.grooveRect();
        const int y = static_cast<int>(g.center().y());
        // 10^9 of a 2 * 10^9 scale: dropped up to 20 % of the groove, kept from there to 50 %.
        const int xDropped = static_cast<int>(g.left() + g.width() * 0.05);
        const int xKept = static_cast<int>(g.left() + g.width() * 0.3);
        QSet<QRgb> dropped, kept;
        for (int dx = 0; dx < 12; ++dx) {
            dropped.insert(image.pixel(xDropped + dx, y));
            kept.insert(image.pixel(xKept + dx, y));
        }
        QVERIFY(dropped.size() > kept.size());
    }
}

QTEST_MAIN(TestPlayback)
#include "test_playback.moc"
