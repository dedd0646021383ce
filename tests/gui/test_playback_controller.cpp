// GUI test of PlaybackController: run to a breakpoint (every kind, found or not, waiting for
// batches still to come), seek, step back = seek = replay, run to the end, a refused event, and
// the real SolverController producing while the controller plays.
//
// The controller is fed deterministic batches (BatchFeeder: a TimelineRecorder driven by a
// stepper from StepperFactory on the test thread, no worker thread), and in one case by the real
// SolverController while it still produces.
//
// Independent truth
// - Where a run-to must stop: BatchFeeder::expectedStop, a scan of ReplayOracle::events (a fresh
//   stepper) with the test's own board and predicate per breakpoint kind, written from first
//   principles. The expected stop is the first index >= the start that satisfies it.
// - The state at any cursor: ReplayOracle::replay (a fresh BoardState fed the first events).
// - The number of solutions of the real run: OEIS A000170.
#include <QLocale>
#include <QSignalSpy>
#include <QTest>
#include <algorithm>
#include <limits>
#include <memory>
#include <optional>
#include <vector>

#include "BatchFeeder.h"
#include "PlaybackController.h"
#include "ReplayOracle.h"
#include "SolverController.h"
#include "TestProblems.h"
#include "TimelineBatch.h"

using queens::Algorithm;
using queens::Breakpoint;
using queens::EventKind;
using queens::StepEvent;
using Kind = queens::Breakpoint::Kind;
using Mode = PlaybackController::Mode;

Q_DECLARE_METATYPE(queens::Breakpoint::Kind)
Q_DECLARE_METATYPE(queens::Algorithm)

namespace {

constexpr int kAfterFirstSolution = -1;  // a run-to start: right after the first solution

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
        case Kind::NextWipeout:
            return QStringLiteral("wipe-out");
        case Kind::NextBackjump:
            return QStringLiteral("backjump");
    }
    return {};
}

}  // namespace

class TestPlaybackController : public QObject {
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
};

void TestPlaybackController::runToStopsWhereTheOracleSays_data() {
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

void TestPlaybackController::runToStopsWhereTheOracleSays() {
    QFETCH(Algorithm, algorithm);
    QFETCH(int, n);
    QFETCH(bool, all);
    QFETCH(quint64, seed);
    QFETCH(quint64, budget);
    QFETCH(Kind, kind);
    QFETCH(qint64, k);
    QFETCH(int, start);
    QFETCH(bool, found);
    const queens::StepperOptions o = BatchFeeder::makeOptions(n, all, seed, budget);
    const std::vector<StepEvent> events =
        ReplayOracle::events(algorithm, o, BatchFeeder::kWholeRun);
    QVERIFY(!events.empty());
    std::uint64_t from = events.size() * static_cast<std::uint64_t>(std::max(0, start)) / 100;
    if (start == kAfterFirstSolution) {
        const auto solution = BatchFeeder::expectedStop(n, events, 0, Kind::NextSolution, 0);
        QVERIFY(solution.has_value());
        from = *solution + 1;
    }
    from = std::min<std::uint64_t>(from, events.size() - 1);

    PlaybackController pb;
    pb.reset(n);
    BatchFeeder::feed(pb, BatchFeeder::recordRun(algorithm, o, 97, 64));
    QVERIFY(pb.runFinished());
    QCOMPARE(pb.recorded(), static_cast<std::uint64_t>(events.size()));
    pb.seek(from);
    QCOMPARE(pb.cursor(), from);

    QSignalSpy messages(&pb, &PlaybackController::message);
    pb.runTo({kind, k});
    QTRY_VERIFY_WITH_TIMEOUT(pb.mode() == Mode::Paused, TestProblems::kSolveTimeoutMs);
    QVERIFY(!pb.activeBreakpoint().has_value());

    const std::optional<std::uint64_t> stop = BatchFeeder::expectedStop(n, events, from, kind, k);
    QCOMPARE(stop.has_value(), found);
    if (stop) {
        QCOMPARE(pb.cursor(), *stop + 1);
        QVERIFY(pb.currentEvent() != nullptr);
        QVERIFY(*pb.currentEvent() == events[*stop]);
        QVERIFY(pb.state() == ReplayOracle::replay(algorithm, o, pb.cursor()));
        if (kind == Kind::Depth) {  // the stop says what depth k means: k queens placed
            QCOMPARE(messages.count(), 1);
            const QString text = messages.at(0).at(0).toString();
            QVERIFY2(text.contains(QLocale().toString(qlonglong(k))), qPrintable(text));
        } else {
            QCOMPARE(messages.count(), 0);
        }
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

void TestPlaybackController::runToWaitsForBatches() {
    const auto o = BatchFeeder::makeOptions(6, true);
    const auto events = ReplayOracle::events(Algorithm::Backtracking, o, BatchFeeder::kWholeRun);
    const auto batches = BatchFeeder::recordRun(Algorithm::Backtracking, o, 50, 128);
    const Breakpoint b{Kind::NextSolution, 0};
    const auto stop = BatchFeeder::expectedStop(6, events, 0, b.kind, b.k);
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

void TestPlaybackController::runToEndReachesTheEnd() {
    const auto o = BatchFeeder::makeOptions(6, true);
    const auto batches = BatchFeeder::recordRun(Algorithm::Bitmask, o, 200, 64);
    const auto events = ReplayOracle::events(Algorithm::Bitmask, o, BatchFeeder::kWholeRun);
    PlaybackController pb;
    pb.reset(6);
    BatchFeeder::feed(pb, batches, 0, batches.size() / 2);  // the worker is still "producing"
    QVERIFY(!pb.runFinished());
    pb.seek(pb.recorded() / 3);
    pb.runToEnd();
    QTRY_COMPARE(pb.cursor(), pb.recorded());
    QCOMPARE(pb.mode(), Mode::RunningToEnd);  // follows the worker
    BatchFeeder::feed(pb, batches, batches.size() / 2);
    QTRY_VERIFY_WITH_TIMEOUT(pb.atEnd(), TestProblems::kSolveTimeoutMs);
    QCOMPARE(pb.mode(), Mode::Paused);
    QCOMPARE(pb.cursor(), static_cast<std::uint64_t>(events.size()));
    QVERIFY(pb.state() == ReplayOracle::replay(Algorithm::Bitmask, o, pb.cursor()));
    QCOMPARE(pb.currentEvent()->kind, EventKind::Done);
}

void TestPlaybackController::stepBackEqualsSeekEqualsReplay_data() {
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

void TestPlaybackController::stepBackEqualsSeekEqualsReplay() {
    QFETCH(Algorithm, algorithm);
    QFETCH(int, n);
    QFETCH(int, interval);
    QFETCH(int, steps);
    const auto o = BatchFeeder::makeOptions(n, true);
    const auto batches =
        BatchFeeder::recordRun(algorithm, o, 333, static_cast<std::size_t>(interval));
    PlaybackController pb;
    pb.reset(n);
    BatchFeeder::feed(pb, batches);
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
    BatchFeeder::feed(fresh, batches);
    fresh.seek(c - steps);
    QVERIFY(fresh.state() == byStepping);
    // seek clamps to what is recorded.
    pb.seek(std::numeric_limits<quint64>::max());
    QCOMPARE(pb.cursor(), pb.recorded());
}

void TestPlaybackController::seekWhilePlayingKeepsPlaying() {
    const auto o = BatchFeeder::makeOptions(6, true);
    PlaybackController pb;
    pb.reset(6);
    BatchFeeder::feed(pb, BatchFeeder::recordRun(Algorithm::Backtracking, o, 100, 64));
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

void TestPlaybackController::seekCancelsARunTo() {
    const auto o = BatchFeeder::makeOptions(6, true);
    const auto batches = BatchFeeder::recordRun(Algorithm::Backtracking, o, 20, 64);
    const auto events = ReplayOracle::events(Algorithm::Backtracking, o, BatchFeeder::kWholeRun);
    // Deliver only the part before the first solution: the run-to must wait.
    const auto firstSolution = BatchFeeder::expectedStop(6, events, 0, Kind::NextSolution, 0);
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
    BatchFeeder::feed(pb, batches, delivered);
    QTest::qWait(3 * PlaybackController::kTickIntervalMs);
    QCOMPARE(pb.cursor(), 10u);

    // A reset cancels a run-to as well (here one waiting for the first events of a new run).
    pb.reset(6);
    pb.runToEnd();
    QCOMPARE(pb.mode(), Mode::RunningToEnd);
    pb.reset(6);
    QCOMPARE(pb.mode(), Mode::Paused);
}

void TestPlaybackController::refusedStepDuringRunToPauses() {
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

void TestPlaybackController::withTheSolverStillProducing() {
    const Algorithm a = Algorithm::Backtracking;
    const auto o = BatchFeeder::makeOptions(10, true);
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
    const auto oracle = ReplayOracle::events(a, o, BatchFeeder::kWholeRun);
    auto stop = BatchFeeder::expectedStop(o.n, oracle, 0, depth.kind, depth.k);
    QVERIFY(stop.has_value());
    QCOMPARE(pb.cursor(), *stop + 1);

    for (int i = 0; i < 3; ++i) {
        const std::uint64_t start = pb.cursor();
        pb.runToNextSolution();
        QTRY_VERIFY_WITH_TIMEOUT(pb.mode() == Mode::Paused, TestProblems::kSolveTimeoutMs);
        stop = BatchFeeder::expectedStop(o.n, oracle, start, Kind::NextSolution, 0);
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

QTEST_MAIN(TestPlaybackController)
#include "test_playback_controller.moc"
