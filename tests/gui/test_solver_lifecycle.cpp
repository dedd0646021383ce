// GUI test of the solver's life cycle: the worker thread and its controller while the main window
// plays, restarts that never wait for a retiring thread, closing the window mid-run, a worker that
// waits for playback and frees its run, and malformed steps or batches that pause playback.
// Checked against independent truth (a replay of a fresh stepper).
#include <QPointer>
#include <QSemaphore>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTest>
#include <QThread>
#include <algorithm>
#include <memory>

#include "AlgorithmNames.h"
#include "BoardWidget.h"
#include "MainWindow.h"
#include "MainWindowDriver.h"
#include "PlaybackController.h"
#include "PseudocodeView.h"
#include "QueuedCallSync.h"
#include "ReplayOracle.h"
#include "SolverController.h"
#include "SolverWorker.h"
#include "StepperFactory.h"
#include "TestProblems.h"

using queens::Algorithm;
using queens::EventKind;

class TestSolverLifecycle : public QObject {
    Q_OBJECT

private slots:
    void switchingAlgorithmMidRunStartsAFreshRun();
    void closingMidRunStopsTheWorker();
    void workerWaitsForPlayback();
    void restartsDoNotWaitForTheWorker();
    void workerFreesTheRunWhenItEnds();
    void workerRefusesAnImpossibleProblemInTheUsersLanguage();
    void malformedStepPausesPlayback();
};

void TestSolverLifecycle::switchingAlgorithmMidRunStartsAFreshRun() {
    MainWindow w;
    w.show();
    MainWindowDriver d(w);
    QVERIFY(d.selectAlgorithm(Algorithm::Backtracking));
    d.setAllSolutions(true);
    // Tens of millions of events: playback is still going when the problem changes (a short
    // run could be played to its end, and paused, before the switch in an optimised build).
    d.setN(14);
    d.setSpeedPosition(d.speedMaximum());
    const PlaybackController& pb = d.playback();
    QVERIFY(d.trigger("playPauseAction"));
    QTRY_VERIFY_WITH_TIMEOUT(pb.cursor() > 2000, TestProblems::kSolveTimeoutMs);
    QVERIFY(w.solver()->isRunning());
    QVERIFY(pb.isPlaying());
    const std::uint64_t generation = w.solver()->generation();

    // Several changes in a row, while the worker produces and playback plays.
    QVERIFY(d.selectAlgorithm(Algorithm::Symmetric));
    QVERIFY(d.selectAlgorithm(Algorithm::Bitmask));
    d.setN(9);
    QVERIFY(w.solver()->generation() > generation);
    QVERIFY(w.solver()->isRunning());
    QCOMPARE(pb.state().n(), 9);
    QCOMPARE(static_cast<std::size_t>(w.pseudocode()->count()),
             queens::StepperFactory::pseudocode(Algorithm::Bitmask).size());

    // What arrives is exactly the fresh bitmask run: nothing of the earlier runs slipped in.
    QTRY_VERIFY_WITH_TIMEOUT(pb.recorded() >= 5000 || pb.runFinished(),
                             TestProblems::kSolveTimeoutMs);
    const std::uint64_t count = std::min<std::uint64_t>(pb.recorded(), 20000);
    const auto expected =
        ReplayOracle::events(Algorithm::Bitmask, TestProblems::options(9, true), count);
    QCOMPARE(expected.size(), static_cast<std::size_t>(count));
    for (std::uint64_t i = 0; i < count; ++i) {
        const queens::StepEvent* e = pb.timeline().event(i);
        QVERIFY(e != nullptr);
        QVERIFY2(*e == expected[i], qPrintable(QStringLiteral("event %1 differs").arg(i)));
    }
    // Playback goes on with the new run, and its state is sound.
    const std::uint64_t c0 = pb.cursor();
    QTRY_VERIFY_WITH_TIMEOUT(pb.cursor() > c0 || pb.atEnd(), TestProblems::kSolveTimeoutMs);
    QVERIFY(pb.state().consistent());
}

void TestSolverLifecycle::closingMidRunStopsTheWorker() {
    QPointer<MainWindow> w = new MainWindow;
    w->show();
    MainWindowDriver d(*w);
    QVERIFY(d.selectAlgorithm(Algorithm::Backtracking));
    d.setAllSolutions(true);
    d.setN(14);  // millions of events: the run is far from over when the window closes
    d.setSpeedPosition(d.speedMaximum());
    QVERIFY(d.trigger("playPauseAction"));
    const PlaybackController& pb = d.playback();
    QTRY_VERIFY_WITH_TIMEOUT(pb.cursor() > 10000, TestProblems::kSolveTimeoutMs);
    QVERIFY(!pb.runFinished());
    const SolverController* solver = w->solver();
    QVERIFY(solver->isRunning());

    QVERIFY(w->close());
    QVERIFY(!solver->isRunning());  // retired: cancelled and quitting, not waited for
    QVERIFY(!pb.isPlaying());
    delete w;  // the controller's destructor waits for the retiring thread
    QVERIFY(w.isNull());
}

void TestSolverLifecycle::workerWaitsForPlayback() {
    MainWindow w;
    MainWindowDriver d(w);
    QVERIFY(d.selectAlgorithm(Algorithm::Bitmask));
    d.setAllSolutions(true);
    d.setN(16);  // hundreds of millions of events
    const PlaybackController& pb = d.playback();
    const std::uint64_t lead = pb.maxWorkerLead();
    QVERIFY(lead > 0);
    // Paused at step 0: the worker runs `lead` events ahead, then says it waits. Its batches
    // are queued before that signal, so everything it recorded has arrived by then.
    QTRY_VERIFY_WITH_TIMEOUT(w.solver()->isWaitingForPlayback(), TestProblems::kSolveTimeoutMs);
    QVERIFY(pb.recorded() >= lead);
    QVERIFY(pb.recorded() < lead + SolverWorker::kMaxSliceEvents);
    QVERIFY(!pb.runFinished());
    QCOMPARE(pb.cursor(), 0u);
    // Playback moves the cursor: the worker resumes.
    d.setSpeedPosition(d.speedMaximum());
    QVERIFY(d.trigger("playPauseAction"));
    QTRY_VERIFY_WITH_TIMEOUT(pb.recorded() >= lead + 2 * SolverWorker::kMaxSliceEvents,
                             TestProblems::kSolveTimeoutMs);
    QVERIFY(pb.cursor() > 0);
    QVERIFY(!pb.runFinished());
}

void TestSolverLifecycle::restartsDoNotWaitForTheWorker() {
    SolverController solver;
    const auto options =
        TestProblems::options(16, true);  // far more events than this test lets it make
    solver.start(Algorithm::Bitmask, options, 1'000'000);
    QThread* first = solver.findChild<QThread*>();
    QVERIFY(first != nullptr);
    const QPointer<QThread> firstRun(first);

    // Block the first run's thread with an object of the test living on it. A restart that
    // waited for that thread would hang here until the blocker gives up after a minute.
    const auto entered = std::make_shared<QSemaphore>();
    const auto release = std::make_shared<QSemaphore>();
    auto* blocker = new QObject;
    blocker->moveToThread(first);
    connect(first, &QThread::finished, blocker, &QObject::deleteLater);
    // Posted through QueuedCallSync so that ThreadSanitizer sees the hand-off of the lambda's
    // copies to the first run's thread (Qt's event queue is not instrumented).
    QueuedCallSync::post(blocker, [entered, release] {
        entered->release();
        release->tryAcquire(1, 60000);
    });
    QVERIFY(entered->tryAcquire(1, 30000));

    for (int i = 0; i < 30; ++i) solver.start(Algorithm::Bitmask, options, 1'000'000);
    // 30 restarts returned while the first thread could not finish: none of them waited.
    QVERIFY(!firstRun.isNull());
    QVERIFY(firstRun->isRunning());
    QVERIFY(solver.isRunning());
    // Every retired thread is kept until it has finished and been deleted (on this thread's
    // event loop, which has not run since).
    QCOMPARE(solver.retiringCount(), 30);
    solver.stop();
    QVERIFY(!solver.isRunning());
    QCOMPARE(solver.retiringCount(), 31);

    release->release();
    // They all finish on their own, and are deleted: the list empties.
    QTRY_COMPARE_WITH_TIMEOUT(solver.retiringCount(), 0, TestProblems::kSolveTimeoutMs);
    QVERIFY(firstRun.isNull());
}

void TestSolverLifecycle::workerFreesTheRunWhenItEnds() {
    qRegisterMetaType<queens::BatchPtr>();
    SolverWorker worker(Algorithm::Backtracking, TestProblems::options(5, true), 1'000'000);
    QSignalSpy batches(&worker, &SolverWorker::batchReady);
    worker.begin();
    QVERIFY(worker.holdsRun());
    QTRY_VERIFY_WITH_TIMEOUT(
        !batches.isEmpty() && batches.constLast().at(0).value<queens::BatchPtr>()->finished,
        TestProblems::kSolveTimeoutMs);
    QVERIFY(!worker.holdsRun());
    // Everything the stepper made was delivered: the same stream as a fresh stepper's.
    std::uint64_t total = 0;
    for (const auto& args : batches) total += args.at(0).value<queens::BatchPtr>()->events.size();
    QCOMPARE(total,
             ReplayOracle::events(Algorithm::Backtracking, TestProblems::options(5, true), 1u << 20)
                 .size());
}

void TestSolverLifecycle::workerRefusesAnImpossibleProblemInTheUsersLanguage() {
    const int max = queens::StepperFactory::maxN(Algorithm::Bitmask);
    SolverWorker worker(Algorithm::Bitmask, TestProblems::options(max + 1, true), 1000);
    QSignalSpy failed(&worker, &SolverWorker::failed);
    worker.begin();
    QCOMPARE(failed.count(), 1);
    const QString reason = failed.at(0).at(0).toString();
    // The app's sentence (translatable), not the factory's English one ("bitmask search ...").
    QVERIFY2(reason.contains(AlgorithmNames::displayName(Algorithm::Bitmask)), qPrintable(reason));
    QVERIFY2(reason.contains(QLocale().toString(max)), qPrintable(reason));
    QVERIFY(!worker.holdsRun());
}

void TestSolverLifecycle::malformedStepPausesPlayback() {
    MainWindow w;
    w.show();
    MainWindowDriver d(w);
    QVERIFY(d.selectAlgorithm(Algorithm::Backtracking));
    d.setN(4);
    auto* solver = w.findChild<SolverController*>();
    auto* pb = w.findChild<PlaybackController*>();
    QVERIFY(solver != nullptr && pb != nullptr);
    solver->stop();  // nothing more arrives from the worker
    pb->reset(4);
    // A run whose first event takes a queen off an empty row: BoardState refuses it.
    auto bad = std::make_shared<queens::TimelineBatch>();
    bad->first = 0;
    bad->events.push_back(queens::StepEvent::make(EventKind::Remove, 0, 0, 0));
    pb->appendBatch(bad);
    QCOMPARE(pb->recorded(), 1u);
    const queens::BoardState empty(4);

    QVERIFY(d.trigger("stepForwardAction"));  // no exception escapes the slot
    QCOMPARE(pb->cursor(), 0u);
    QVERIFY(pb->state() == empty);
    QVERIFY(*w.board()->state() == empty);
    QVERIFY(!pb->isPlaying());
    QVERIFY2(d.statusMessage().startsWith(QLatin1String("Playback stopped: ")),
             qPrintable(d.statusMessage()));

    // Playing runs into the same step on a timer tick: it pauses and says so again.
    w.statusBar()->clearMessage();
    QVERIFY(d.trigger("playPauseAction"));
    QTRY_VERIFY(!pb->isPlaying());
    QCOMPARE(pb->cursor(), 0u);
    QVERIFY(pb->state() == empty);
    QVERIFY2(d.statusMessage().startsWith(QLatin1String("Playback stopped: ")),
             qPrintable(d.statusMessage()));

    // A batch the timeline refuses (a keyframe outside the batch) is dropped with a message.
    w.statusBar()->clearMessage();
    auto malformed = std::make_shared<queens::TimelineBatch>();
    malformed->first = 1;
    malformed->events.push_back(queens::StepEvent::make(EventKind::Try, 0, 0, 0));
    malformed->keyframes.push_back({7, empty.snapshot()});
    pb->appendBatch(malformed);
    QCOMPARE(pb->recorded(), 1u);
    QVERIFY(!pb->isPlaying());
    QVERIFY2(d.statusMessage().startsWith(QLatin1String("Playback stopped: ")),
             qPrintable(d.statusMessage()));
}

QTEST_MAIN(TestSolverLifecycle)
#include "test_solver_lifecycle.moc"
