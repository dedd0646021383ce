// GUI test of the walking skeleton: MainWindow driven through its widgets and QActions, checked
// against independent truth (a pairwise solution check and a replay of a fresh stepper).
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QSemaphore>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStatusBar>
#include <QTest>
#include <QThread>
#include <QVBoxLayout>
#include <cmath>
#include <memory>

#include "AlgorithmNames.h"
#include "AppStyle.h"
#include "BoardWidget.h"
#include "EventDescriber.h"
#include "MainWindow.h"
#include "MainWindowDriver.h"
#include "PlaybackController.h"
#include "ProblemPanel.h"
#include "PseudocodeView.h"
#include "ReplayOracle.h"
#include "SolverController.h"
#include "SolverWorker.h"
#include "SpeedControl.h"
#include "StepperFactory.h"

using queens::Algorithm;
using queens::EventKind;

namespace {
constexpr int kSolveTimeoutMs = 60000;

queens::StepperOptions optionsFor(int n, bool all) {
    queens::StepperOptions o;
    o.n = n;
    o.allSolutions = all;
    return o;
}

// WCAG relative luminance and contrast ratio of two opaque colours.
double luminance(const QColor& c) {
    const auto channel = [](double v) {
        return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}
double contrast(const QColor& a, const QColor& b) {
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// A ProblemPanel beside another focusable widget, in a shown, active window.
struct PanelHost {
    QWidget window;
    ProblemPanel* panel = new ProblemPanel;
    QLineEdit* other = new QLineEdit;
    PanelHost() {
        auto* layout = new QVBoxLayout(&window);
        layout->addWidget(panel);
        layout->addWidget(other);
        window.show();
    }
    template <class T>
    T* child(const char* name) const {
        return panel->findChild<T*>(QLatin1String(name));
    }
    void select(queens::Algorithm a) const {
        auto* combo = child<QComboBox>("algorithmCombo");
        combo->setCurrentIndex(combo->findData(static_cast<int>(a)));
    }
};
}  // namespace

class TestMainWindow : public QObject {
    Q_OBJECT

private slots:
    void firstSolutionThenStepBackAndForward();
    void shortcutsMoveTheCursor();
    void everyAlgorithmReachesASolution_data();
    void everyAlgorithmReachesASolution();
    void nIsLimitedByTheAlgorithm_data();
    void nIsLimitedByTheAlgorithm();
    void switchingAlgorithmMidRunStartsAFreshRun();
    void closingMidRunStopsTheWorker();
    void workerWaitsForPlayback();
    void speedScaleIsLogarithmic();
    void speedChangedFiresOncePerChange();
    void restartsDoNotWaitForTheWorker();
    void workerFreesTheRunWhenItEnds();
    void workerRefusesAnImpossibleProblemInTheUsersLanguage();
    void malformedStepPausesPlayback();
    void seedKeepsTheLastAcceptedValue();
    void outOfRangeNIsReported();
    void minConflictsAnimationIsCapped();
    void registerCaptionReadsInBoardOrder();
    void darkPaletteShowsBevelsAndSliderTicks();
};

void TestMainWindow::firstSolutionThenStepBackAndForward() {
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    MainWindowDriver d(w);
    // Go through other settings first so that backtracking N = 8 is a real change of problem.
    QVERIFY(d.selectAlgorithm(Algorithm::Bitmask));
    d.setN(5);
    QVERIFY(d.selectAlgorithm(Algorithm::Backtracking));
    d.setAllSolutions(true);
    d.setN(8);
    const PlaybackController& pb = d.playback();
    QCOMPARE(pb.state().n(), 8);
    QCOMPARE(pb.cursor(), 0u);

    QVERIFY(d.trigger("runToSolutionAction"));
    QTRY_VERIFY_WITH_TIMEOUT(pb.state().stats().solutions >= 1, kSolveTimeoutMs);
    QVERIFY(!pb.isPlaying());  // stops on the solution
    QCOMPARE(pb.state().stats().solutions, 1u);

    const queens::BoardState* shown = w.board()->state();
    QVERIFY(shown != nullptr);
    QVERIFY(ReplayOracle::isSolution(shown->placement()));
    QCOMPARE(shown->stats().solutions, 1u);
    QVERIFY(w.board()->currentEvent().has_value());
    QCOMPARE(w.board()->currentEvent()->kind, EventKind::Solution);

    const std::uint64_t c = pb.cursor();
    const std::vector<int> solution = shown->placement();
    const auto options = optionsFor(8, true);
    // The fresh stepper's first solution is reached after exactly c events.
    const queens::BoardState atSolution = ReplayOracle::replay(Algorithm::Backtracking, options, c);
    QVERIFY(atSolution == pb.state());
    QVERIFY(c >= 5);

    for (int i = 0; i < 5; ++i) QVERIFY(d.trigger("stepBackAction"));
    QCOMPARE(pb.cursor(), c - 5);
    const queens::BoardState before = ReplayOracle::replay(Algorithm::Backtracking, options, c - 5);
    QVERIFY(before == pb.state());
    QVERIFY(*w.board()->state() == before);
    QCOMPARE(pb.state().stats().solutions, 0u);

    for (int i = 0; i < 5; ++i) QVERIFY(d.trigger("stepForwardAction"));
    QCOMPARE(pb.cursor(), c);
    QVERIFY(ReplayOracle::isSolution(w.board()->state()->placement()));
    QCOMPARE(w.board()->state()->placement(), solution);
    QCOMPARE(pb.state().stats().solutions, 1u);
}

void TestMainWindow::shortcutsMoveTheCursor() {
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    MainWindowDriver d(w);
    QVERIFY(d.selectAlgorithm(Algorithm::Backtracking));
    d.setN(6);
    const PlaybackController& pb = d.playback();
    QTRY_VERIFY(pb.recorded() >= 3);
    auto* board = w.findChild<BoardWidget*>(QStringLiteral("boardWidget"));
    QVERIFY(board != nullptr);
    board->setFocus();
    QTest::keyClick(board, Qt::Key_Right);
    QTest::keyClick(board, Qt::Key_Right);
    QCOMPARE(pb.cursor(), 2u);
    QTest::keyClick(board, Qt::Key_Left);
    QCOMPARE(pb.cursor(), 1u);
    QTest::keyClick(board, Qt::Key_Home);
    QCOMPARE(pb.cursor(), 0u);
    QTest::keyClick(board, Qt::Key_Space);
    QVERIFY(pb.isPlaying());
    QTest::keyClick(board, Qt::Key_Space);
    QVERIFY(!pb.isPlaying());
}

void TestMainWindow::everyAlgorithmReachesASolution_data() {
    QTest::addColumn<int>("algorithm");
    for (Algorithm a : queens::kAllAlgorithms)
        QTest::newRow(queens::algorithmName(a).data()) << static_cast<int>(a);
}

void TestMainWindow::everyAlgorithmReachesASolution() {
    QFETCH(int, algorithm);
    const auto a = static_cast<Algorithm>(algorithm);
    const auto options = optionsFor(6, true);

    MainWindow w;
    w.show();
    MainWindowDriver d(w);
    QVERIFY(d.selectAlgorithm(a));
    d.setAllSolutions(true);
    d.setN(6);
    const PlaybackController& pb = d.playback();
    QVERIFY(d.trigger("runToSolutionAction"));
    QTRY_VERIFY_WITH_TIMEOUT(pb.state().stats().solutions >= 1 || pb.atEnd(), kSolveTimeoutMs);
    QCOMPARE(pb.state().stats().solutions, 1u);
    // A mirrored solution event announces the mirror image, not the board shown.
    const auto* e = pb.currentEvent();
    QVERIFY(e != nullptr && e->kind == EventKind::Solution);
    if (e->reason == static_cast<std::uint8_t>(queens::SolutionKind::Found))
        QVERIFY(ReplayOracle::isSolution(pb.state().placement()));
    QVERIFY(ReplayOracle::replay(a, options, pb.cursor()) == pb.state());
}

void TestMainWindow::nIsLimitedByTheAlgorithm_data() {
    QTest::addColumn<int>("algorithm");
    for (Algorithm a : queens::kAllAlgorithms)
        QTest::newRow(queens::algorithmName(a).data()) << static_cast<int>(a);
}

void TestMainWindow::nIsLimitedByTheAlgorithm() {
    QFETCH(int, algorithm);
    const auto a = static_cast<Algorithm>(algorithm);
    const int max = ProblemPanel::maxN(a);
    QVERIFY(max >= 1 && max <= queens::StepperFactory::maxN(a));
    MainWindow w;
    MainWindowDriver d(w);
    const bool canExceed = max < ProblemPanel::maxN(Algorithm::MinConflicts);
    if (canExceed) {
        // From an algorithm that accepts a larger N, with N above a's limit.
        QVERIFY(d.selectAlgorithm(Algorithm::MinConflicts));
        d.setN(max + 5);
        QCOMPARE(d.n(), max + 5);
    }
    QVERIFY(d.selectAlgorithm(a));
    QCOMPARE(d.nMaximum(), max);
    if (canExceed) {
        QCOMPARE(d.n(), max);  // clamped, and the status bar says why
        QVERIFY2(d.statusMessage().contains(QLocale().toString(max)),
                 qPrintable(d.statusMessage()));
    }
    QCOMPARE(d.playback().state().n(), d.n());  // the run that started is a possible one
}

void TestMainWindow::switchingAlgorithmMidRunStartsAFreshRun() {
    MainWindow w;
    w.show();
    MainWindowDriver d(w);
    QVERIFY(d.selectAlgorithm(Algorithm::Backtracking));
    d.setAllSolutions(true);
    d.setN(10);
    d.setSpeedPosition(d.speedMaximum());
    const PlaybackController& pb = d.playback();
    QVERIFY(d.trigger("playPauseAction"));
    QTRY_VERIFY_WITH_TIMEOUT(pb.cursor() > 2000, kSolveTimeoutMs);
    QVERIFY(w.solver()->isRunning());
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
    QTRY_VERIFY_WITH_TIMEOUT(pb.recorded() >= 5000 || pb.runFinished(), kSolveTimeoutMs);
    const std::uint64_t count = std::min<std::uint64_t>(pb.recorded(), 20000);
    const auto expected = ReplayOracle::events(Algorithm::Bitmask, optionsFor(9, true), count);
    QCOMPARE(expected.size(), static_cast<std::size_t>(count));
    for (std::uint64_t i = 0; i < count; ++i) {
        const queens::StepEvent* e = pb.timeline().event(i);
        QVERIFY(e != nullptr);
        QVERIFY2(*e == expected[i], qPrintable(QStringLiteral("event %1 differs").arg(i)));
    }
    // Playback goes on with the new run, and its state is sound.
    const std::uint64_t c0 = pb.cursor();
    QTRY_VERIFY_WITH_TIMEOUT(pb.cursor() > c0 || pb.atEnd(), kSolveTimeoutMs);
    QVERIFY(pb.state().consistent());
}

void TestMainWindow::closingMidRunStopsTheWorker() {
    QPointer<MainWindow> w = new MainWindow;
    w->show();
    MainWindowDriver d(*w);
    QVERIFY(d.selectAlgorithm(Algorithm::Backtracking));
    d.setAllSolutions(true);
    d.setN(14);  // millions of events: the run is far from over when the window closes
    d.setSpeedPosition(d.speedMaximum());
    QVERIFY(d.trigger("playPauseAction"));
    const PlaybackController& pb = d.playback();
    QTRY_VERIFY_WITH_TIMEOUT(pb.cursor() > 10000, kSolveTimeoutMs);
    QVERIFY(!pb.runFinished());
    const SolverController* solver = w->solver();
    QVERIFY(solver->isRunning());

    QVERIFY(w->close());
    QVERIFY(!solver->isRunning());  // retired: cancelled and quitting, not waited for
    QVERIFY(!pb.isPlaying());
    delete w;  // the controller's destructor waits for the retiring thread
    QVERIFY(w.isNull());
}

void TestMainWindow::workerWaitsForPlayback() {
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
    QTRY_VERIFY_WITH_TIMEOUT(w.solver()->isWaitingForPlayback(), kSolveTimeoutMs);
    QVERIFY(pb.recorded() >= lead);
    QVERIFY(pb.recorded() < lead + SolverWorker::kMaxSliceEvents);
    QVERIFY(!pb.runFinished());
    QCOMPARE(pb.cursor(), 0u);
    // Playback moves the cursor: the worker resumes.
    d.setSpeedPosition(d.speedMaximum());
    QVERIFY(d.trigger("playPauseAction"));
    QTRY_VERIFY_WITH_TIMEOUT(pb.recorded() >= lead + 2 * SolverWorker::kMaxSliceEvents,
                             kSolveTimeoutMs);
    QVERIFY(pb.cursor() > 0);
    QVERIFY(!pb.runFinished());
}

void TestMainWindow::speedScaleIsLogarithmic() {
    QCOMPARE(SpeedControl::speedAt(0), 1.0);
    QCOMPARE(SpeedControl::speedAt(SpeedControl::kMaxPosition - 1), 1e6);
    QVERIFY(std::isinf(SpeedControl::speedAt(SpeedControl::kMaxPosition)));
    for (int p = 1; p < SpeedControl::kMaxPosition; ++p) {
        QVERIFY(SpeedControl::speedAt(p) > SpeedControl::speedAt(p - 1));
        // Each decade takes the same number of positions.
        if (p >= 3) QCOMPARE(SpeedControl::speedAt(p), 10 * SpeedControl::speedAt(p - 3));
    }
}

void TestMainWindow::speedChangedFiresOncePerChange() {
    SpeedControl speed;
    const auto* label = speed.findChild<QLabel*>(QStringLiteral("speedLabel"));
    QVERIFY(label != nullptr);
    QCOMPARE(label->text(), SpeedControl::labelFor(speed.speed()));  // right from the start
    QSignalSpy spy(&speed, &SpeedControl::speedChanged);
    const int target = speed.position() + 3;
    speed.setPosition(target);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).toDouble(), SpeedControl::speedAt(target));
    QCOMPARE(label->text(), SpeedControl::labelFor(SpeedControl::speedAt(target)));
    speed.setPosition(target);  // no change, no signal
    QCOMPARE(spy.count(), 1);
}

void TestMainWindow::restartsDoNotWaitForTheWorker() {
    SolverController solver;
    const auto options = optionsFor(16, true);  // far more events than this test lets it make
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
    QMetaObject::invokeMethod(
        blocker,
        [entered, release] {
            entered->release();
            release->tryAcquire(1, 60000);
        },
        Qt::QueuedConnection);
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
    QTRY_COMPARE_WITH_TIMEOUT(solver.retiringCount(), 0, kSolveTimeoutMs);
    QVERIFY(firstRun.isNull());
}

void TestMainWindow::workerFreesTheRunWhenItEnds() {
    qRegisterMetaType<queens::BatchPtr>();
    SolverWorker worker(Algorithm::Backtracking, optionsFor(5, true), 1'000'000);
    QSignalSpy batches(&worker, &SolverWorker::batchReady);
    worker.begin();
    QVERIFY(worker.holdsRun());
    QTRY_VERIFY_WITH_TIMEOUT(
        !batches.isEmpty() && batches.constLast().at(0).value<queens::BatchPtr>()->finished,
        kSolveTimeoutMs);
    QVERIFY(!worker.holdsRun());
    // Everything the stepper made was delivered: the same stream as a fresh stepper's.
    std::uint64_t total = 0;
    for (const auto& args : batches) total += args.at(0).value<queens::BatchPtr>()->events.size();
    QCOMPARE(total,
             ReplayOracle::events(Algorithm::Backtracking, optionsFor(5, true), 1u << 20).size());
}

void TestMainWindow::workerRefusesAnImpossibleProblemInTheUsersLanguage() {
    const int max = queens::StepperFactory::maxN(Algorithm::Bitmask);
    SolverWorker worker(Algorithm::Bitmask, optionsFor(max + 1, true), 1000);
    QSignalSpy failed(&worker, &SolverWorker::failed);
    worker.begin();
    QCOMPARE(failed.count(), 1);
    const QString reason = failed.at(0).at(0).toString();
    // The app's sentence (translatable), not the factory's English one ("bitmask search ...").
    QVERIFY2(reason.contains(AlgorithmNames::displayName(Algorithm::Bitmask)), qPrintable(reason));
    QVERIFY2(reason.contains(QLocale().toString(max)), qPrintable(reason));
    QVERIFY(!worker.holdsRun());
}

void TestMainWindow::malformedStepPausesPlayback() {
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

void TestMainWindow::seedKeepsTheLastAcceptedValue() {
    PanelHost host;
    QVERIFY(QTest::qWaitForWindowActive(&host.window));
    host.select(Algorithm::MinConflicts);
    auto* seed = host.child<QLineEdit>("seedEdit");
    QVERIFY(seed != nullptr && seed->isEnabled());
    QSignalSpy changed(host.panel, &ProblemPanel::problemChanged);
    QSignalSpy messages(host.panel, &ProblemPanel::message);
    const std::uint64_t initial = host.panel->options().seed;

    seed->setFocus();
    seed->selectAll();
    QTest::keyClicks(seed, QStringLiteral("42"));
    host.other->setFocus();  // editing finished with an acceptable seed
    QCOMPARE(host.panel->options().seed, 42u);
    QCOMPARE(changed.count(), 1);
    QVERIFY(initial != 42u);

    seed->setFocus();
    seed->selectAll();
    QTest::keyClick(seed, Qt::Key_Backspace);
    QCOMPARE(seed->text(), QString());
    QCOMPARE(host.panel->options().seed, 42u);  // not 0: the field is empty, not a seed
    host.other->setFocus();
    QCOMPARE(seed->text(), QStringLiteral("42"));  // restored on leaving the field
    QCOMPARE(host.panel->options().seed, 42u);
    QCOMPARE(changed.count(), 1);  // no new run for a refused edit
    QVERIFY(!messages.isEmpty());
    QVERIFY2(messages.constLast().at(0).toString().contains(QLatin1String("42")),
             qPrintable(messages.constLast().at(0).toString()));
}

void TestMainWindow::outOfRangeNIsReported() {
    PanelHost host;
    QVERIFY(QTest::qWaitForWindowActive(&host.window));
    host.select(Algorithm::Bitmask);
    const int max = ProblemPanel::maxN(Algorithm::Bitmask);
    QVERIFY(max < 99);
    auto* spin = host.child<QSpinBox>("nSpinBox");
    auto* edit = spin->findChild<QLineEdit*>();
    QVERIFY(edit != nullptr);
    QSignalSpy messages(host.panel, &ProblemPanel::message);

    // "99": the spin box refuses the second digit; the status says what the range is.
    spin->setFocus();
    edit->selectAll();
    QTest::keyClicks(spin, QStringLiteral("99"));
    QCOMPARE(edit->text(), QStringLiteral("9"));
    QVERIFY(!messages.isEmpty());
    QVERIFY2(messages.constLast().at(0).toString().contains(QLocale().toString(max)),
             qPrintable(messages.constLast().at(0).toString()));
    QTest::keyClick(spin, Qt::Key_Return);
    QCOMPARE(host.panel->options().n, 9);

    // "0" is refused only when the edit ends: the previous value comes back, and it is said.
    messages.clear();
    edit->selectAll();
    QTest::keyClicks(spin, QStringLiteral("0"));
    QTest::keyClick(spin, Qt::Key_Return);
    QCOMPARE(host.panel->options().n, 9);
    QCOMPARE(messages.count(), 1);
    const QString text = messages.at(0).at(0).toString();
    QVERIFY2(text.contains(QLocale().toString(max)) && text.contains(QLatin1String("9")),
             qPrintable(text));

    // An accepted value says nothing.
    messages.clear();
    edit->selectAll();
    QTest::keyClicks(spin, QStringLiteral("12"));
    QTest::keyClick(spin, Qt::Key_Return);
    QCOMPARE(host.panel->options().n, 12);
    QCOMPARE(messages.count(), 0);
}

void TestMainWindow::minConflictsAnimationIsCapped() {
    const int cap = ProblemPanel::maxN(Algorithm::MinConflicts);
    QCOMPARE(cap, std::min(queens::StepperFactory::maxN(Algorithm::MinConflicts),
                           ProblemPanel::kMaxAnimatedN));
    QVERIFY(cap < queens::StepperFactory::maxN(Algorithm::MinConflicts));
    PanelHost host;
    host.select(Algorithm::MinConflicts);
    auto* spin = host.child<QSpinBox>("nSpinBox");
    QCOMPARE(spin->maximum(), cap);
    // The tool tip gives the reason and where larger boards are solved.
    QVERIFY2(spin->toolTip().contains(QLocale().toString(cap)) &&
                 spin->toolTip().contains(QLatin1String("queenslab-cli")),
             qPrintable(spin->toolTip()));
}

void TestMainWindow::registerCaptionReadsInBoardOrder() {
    // Row 2: avail has the bits of columns 1 and 3 set.
    queens::BoardState state(8);
    queens::StepEvent e = queens::StepEvent::make(EventKind::Mask, 0, 2, -1,
                                                  queens::reasonCode(queens::Register::Avail));
    e.value = (1u << 1) | (1u << 3);
    state.apply(e);
    const QString caption = EventDescriber::describe(&e, state);
    // Column 0 first, like the board's columns left to right.
    QVERIFY2(caption.contains(QStringLiteral("avail (col 0\u21927) = 01010000")),
             qPrintable(caption));
    QCOMPARE(EventDescriber::bits(e.value, 8), QStringLiteral("01010000"));
    QCOMPARE(EventDescriber::bits(1, 3), QStringLiteral("100"));
}

void TestMainWindow::darkPaletteShowsBevelsAndSliderTicks() {
    const QPalette p = AppStyle::darkPalette();
    const QColor window = p.color(QPalette::Window);
    const QColor button = p.color(QPalette::Button);
    // The 3-D roles are the dark palette's own, ordered from light to dark around Button...
    QVERIFY(p.color(QPalette::Light).lightness() > p.color(QPalette::Midlight).lightness());
    QVERIFY(p.color(QPalette::Midlight).lightness() > button.lightness());
    QVERIFY(button.lightness() > p.color(QPalette::Mid).lightness());
    QVERIFY(p.color(QPalette::Mid).lightness() > p.color(QPalette::Dark).lightness());
    QVERIFY(p.color(QPalette::Dark).lightness() >= p.color(QPalette::Shadow).lightness());
    // ... and a bevel's light edge stands out from the window.
    QVERIFY(contrast(p.color(QPalette::Light), window) >= 2.0);
    // Fusion draws slider ticks in Window.darker(140) of the slider's palette.
    const QColor tick = AppStyle::sliderPalette().color(QPalette::Window).darker(140);
    QVERIFY2(contrast(tick, window) >= 3.0, qPrintable(QString::number(contrast(tick, window))));
}

QTEST_MAIN(TestMainWindow)
#include "test_main_window.moc"
