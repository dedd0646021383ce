// Switching the problem to a board large enough that its empty run is built off the GUI thread
// (PlaybackController::kBuildAsideMinN) and back. The truth is a fresh stepper replayed into a
// BoardState (ReplayOracle), never the GUI's own state: the board and the statistics after the
// switch, batches that arrive while the run is built, a switch made during a build, and a
// dropped build that must never replace the run started after it.
#include <QLabel>
#include <QLocale>
#include <QtTest>
#include <memory>
#include <vector>

#include "BoardWidget.h"
#include "MainWindow.h"
#include "MainWindowDriver.h"
#include "PlaybackController.h"
#include "ReplayOracle.h"
#include "TestProblems.h"
#include "TimelineRecorder.h"

using queens::Algorithm;

namespace {

constexpr int kSmall = 8;
constexpr int kLarge = PlaybackController::kBuildAsideMinN * 2;
constexpr std::uint64_t kSteps = 12;  // where the tests look at a run

queens::StepperOptions minConflicts(int n) {
    return TestProblems::options(n, false);
}

// The first `count` events of a fresh min-conflicts run as batches of `batchSize` events, a
// keyframe every 4 events.
std::vector<queens::BatchPtr> batches(int n, std::uint64_t count, std::size_t batchSize) {
    queens::TimelineRecorder recorder(n, 4);
    std::vector<queens::BatchPtr> out;
    for (const queens::StepEvent& e :
         ReplayOracle::events(Algorithm::MinConflicts, minConflicts(n), count)) {
        recorder.record(e);
        if (recorder.pending() >= batchSize) out.push_back(recorder.takeBatch());
    }
    if (recorder.pending() > 0) out.push_back(recorder.takeBatch());
    return out;
}

void feed(PlaybackController& pb, const std::vector<queens::BatchPtr>& run) {
    for (const queens::BatchPtr& b : run) pb.appendBatch(b);
}

}  // namespace

class TestLargeSwitch : public QObject {
    Q_OBJECT

private slots:
    void windowShowsTheLargeRunAndTheSmallOneAfter();
    void switchDuringTheBuildIsNotLost();
    void batchesThatComeDuringTheBuildAreKept();
    void droppedBuildNeverReplacesTheRunAfterIt();

private:
    // The window's board, its statistics and its playback agree with a fresh replay of
    // min-conflicts at n after `steps` events.
    static void checkWindowAt(MainWindow& w, int n, std::uint64_t steps);
};

void TestLargeSwitch::checkWindowAt(MainWindow& w, int n, std::uint64_t steps) {
    MainWindowDriver d(w);
    const PlaybackController& pb = d.playback();
    QTRY_VERIFY_WITH_TIMEOUT(!pb.isBuilding() && pb.recorded() >= steps,
                             TestProblems::kSolveTimeoutMs);
    QVERIFY(d.stepTo(steps));
    const queens::BoardState expected =
        ReplayOracle::replay(Algorithm::MinConflicts, minConflicts(n), steps);
    QCOMPARE(expected.n(), n);
    QVERIFY(pb.state() == expected);
    QVERIFY(w.board()->state() == &pb.state());
    // The statistics: the step shown, the swaps and collisions of the replayed state.
    const auto label = [&w](const char* name) {
        const auto* l = w.findChild<QLabel*>(QLatin1String(name));
        return l != nullptr ? l->text() : QStringLiteral("(no %1)").arg(QLatin1String(name));
    };
    const QLocale locale;
    QVERIFY2(
        label("stepValue").startsWith(locale.toString(qulonglong(steps)) + QStringLiteral(" of ")),
        qPrintable(label("stepValue")));
    QCOMPARE(label("swapsValue"), locale.toString(qulonglong(expected.stats().swaps)));
    QCOMPARE(label("collisionsValue"), locale.toString(qlonglong(expected.collisions())));
}

void TestLargeSwitch::windowShowsTheLargeRunAndTheSmallOneAfter() {
    MainWindow w;
    w.show();
    MainWindowDriver d(w);
    QVERIFY(d.selectAlgorithm(Algorithm::MinConflicts));
    d.setAllSolutions(false);
    d.setN(kSmall);
    checkWindowAt(w, kSmall, kSteps);
    d.setN(kLarge);
    checkWindowAt(w, kLarge, kSteps);
    d.setN(kSmall);
    QVERIFY(!d.playback().isBuilding());  // a small board is built at once
    QCOMPARE(d.playback().state().n(), kSmall);
    checkWindowAt(w, kSmall, kSteps);
}

void TestLargeSwitch::switchDuringTheBuildIsNotLost() {
    MainWindow w;
    w.show();
    MainWindowDriver d(w);
    QVERIFY(d.selectAlgorithm(Algorithm::MinConflicts));
    d.setAllSolutions(false);
    d.setN(kSmall);
    // The build's result can only arrive through the event loop: it is still being built.
    d.setN(kLarge);
    QVERIFY(d.playback().isBuilding());
    d.setN(kSmall);
    QVERIFY(!d.playback().isBuilding());
    QTRY_COMPARE_WITH_TIMEOUT(d.playback().retiringCount(), 0, TestProblems::kSolveTimeoutMs);
    checkWindowAt(w, kSmall, kSteps);

    // One large board for another while the first is built: the second one is shown.
    d.setN(kLarge);
    QVERIFY(d.playback().isBuilding());
    d.setN(kLarge + 1);
    QTRY_COMPARE_WITH_TIMEOUT(d.playback().retiringCount(), 0, TestProblems::kSolveTimeoutMs);
    checkWindowAt(w, kLarge + 1, kSteps);
}

void TestLargeSwitch::batchesThatComeDuringTheBuildAreKept() {
    PlaybackController pb;
    pb.reset(kLarge);
    QVERIFY(pb.isBuilding());
    QCOMPARE(pb.state().n(), 0);  // the placeholder holds no board
    QCOMPARE(pb.maxWorkerLead(), PlaybackController().maxWorkerLead());
    const std::vector<queens::BatchPtr> run = batches(kLarge, 40, 7);
    feed(pb, run);
    QCOMPARE(pb.recorded(), 0u);
    QCOMPARE(pb.delivered(), run.back()->end());
    QTRY_VERIFY_WITH_TIMEOUT(!pb.isBuilding(), TestProblems::kSolveTimeoutMs);
    QCOMPARE(pb.recorded(), run.back()->end());
    QCOMPARE(pb.cursor(), 0u);
    pb.seek(33);
    QCOMPARE(pb.cursor(), 33u);
    QVERIFY(pb.state() == ReplayOracle::replay(Algorithm::MinConflicts, minConflicts(kLarge), 33));
}

void TestLargeSwitch::droppedBuildNeverReplacesTheRunAfterIt() {
    PlaybackController pb;
    pb.reset(kLarge);
    QVERIFY(pb.isBuilding());
    pb.reset(kSmall);
    QVERIFY(!pb.isBuilding());
    const std::vector<queens::BatchPtr> run = batches(kSmall, 30, 8);
    feed(pb, run);
    pb.seek(kSteps);
    QCOMPARE(pb.cursor(), kSteps);
    // Every dropped build and freed timeline has finished: none of them reached the controller.
    QTRY_COMPARE_WITH_TIMEOUT(pb.retiringCount(), 0, TestProblems::kSolveTimeoutMs);
    QCoreApplication::processEvents();
    QVERIFY(!pb.isBuilding());
    QCOMPARE(pb.recorded(), run.back()->end());
    QCOMPARE(pb.cursor(), kSteps);
    QVERIFY(pb.state() ==
            ReplayOracle::replay(Algorithm::MinConflicts, minConflicts(kSmall), kSteps));
}

QTEST_MAIN(TestLargeSwitch)
#include "test_large_switch.moc"
