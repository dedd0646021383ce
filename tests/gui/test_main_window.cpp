// GUI test of the main window as the user sees it: playback to a solution and back, keyboard
// shortcuts, every algorithm, the limits on N, the seed and speed widgets, captions and the dark
// theme. Checked against independent truth (a pairwise solution check, a replay of a fresh
// stepper, WCAG contrast). The solver's threads are tested in test_solver_lifecycle.cpp.
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "AppStyle.h"
#include "BoardWidget.h"
#include "EventDescriber.h"
#include "Limits.h"
#include "MainWindow.h"
#include "MainWindowDriver.h"
#include "PlaybackController.h"
#include "ProblemPanel.h"
#include "ReplayOracle.h"
#include "SpeedControl.h"
#include "StepperFactory.h"
#include "TestProblems.h"

using queens::Algorithm;
using queens::EventKind;

namespace {
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
    void speedScaleIsLogarithmic();
    void speedChangedFiresOncePerChange();
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
    QTRY_VERIFY_WITH_TIMEOUT(pb.state().stats().solutions >= 1, TestProblems::kSolveTimeoutMs);
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
    const auto options = TestProblems::options(8, true);
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
    auto options = TestProblems::options(a == Algorithm::LocalBeam ? 8 : 6, true);
    options.randomRestart = a == Algorithm::HillClimbing;
    if (a == Algorithm::Csp) {  // the problem panel starts CSP at MRV + forward checking
        options.varOrder = queens::StepperOptions::VarOrder::Mrv;
        options.inference = queens::StepperOptions::Inference::ForwardChecking;
    }

    MainWindow w;
    w.show();
    MainWindowDriver d(w);
    QVERIFY(d.selectAlgorithm(a));
    d.setAllSolutions(true);
    // Seed 1: local beam search with k = 4 stalls at N = 6 (it never restarts), and hill
    // climbing stops at its first local minimum unless the student turns random restarts on.
    d.setN(options.n);
    if (a == Algorithm::HillClimbing) {
        auto* restart = w.findChild<QCheckBox*>(QStringLiteral("randomRestartCheck"));
        QVERIFY(restart != nullptr && restart->isVisible());
        restart->setChecked(true);
    }
    const PlaybackController& pb = d.playback();
    QVERIFY(d.trigger("runToSolutionAction"));
    QTRY_VERIFY_WITH_TIMEOUT(pb.state().stats().solutions >= 1 || pb.atEnd(),
                             TestProblems::kSolveTimeoutMs);
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
    const int max = Limits::animatedMaxN(a);
    QVERIFY(max >= 1 && max <= queens::StepperFactory::maxN(a));
    MainWindow w;
    MainWindowDriver d(w);
    const bool canExceed = max < Limits::animatedMaxN(Algorithm::MinConflicts);
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
    const int max = Limits::animatedMaxN(Algorithm::Bitmask);
    QVERIFY(max < 99);
    auto* spin = host.child<QSpinBox>("nSpinBox");
    auto* edit = spin->findChild<QLineEdit*>();
    QVERIFY(edit != nullptr);
    QSignalSpy messages(host.panel, &ProblemPanel::message);

    // "99": beyond the limit, it stays in the field until Enter; then N stays what it was and
    // the status says what the range is.
    spin->setFocus();
    edit->selectAll();
    QTest::keyClicks(spin, QStringLiteral("9"));
    QTest::keyClick(spin, Qt::Key_Return);
    QCOMPARE(host.panel->options().n, 9);
    messages.clear();
    edit->selectAll();
    QTest::keyClicks(spin, QStringLiteral("99"));
    QCOMPARE(edit->text(), QStringLiteral("99"));
    QTest::keyClick(spin, Qt::Key_Return);
    QCOMPARE(host.panel->options().n, 9);
    QCOMPARE(edit->text(), QStringLiteral("9"));
    QCOMPARE(messages.count(), 1);
    QVERIFY2(messages.constLast().at(0).toString().contains(QLocale().toString(max)),
             qPrintable(messages.constLast().at(0).toString()));

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

// Min-conflicts animates up to the core's limit, N = 10^7 (within the memory budget,
// the large boards' views rebuilt in slices); the tool tip gives the limit and the budget, and
// N = 10^7 + 1 is refused with the reason.
void TestMainWindow::minConflictsAnimationIsCapped() {
    const int cap = Limits::animatedMaxN(Algorithm::MinConflicts);
    QCOMPARE(cap, 10'000'000);
    QCOMPARE(cap, std::min(queens::StepperFactory::maxN(Algorithm::MinConflicts),
                           Limits::kMaxAnimatedN));
    PanelHost host;
    QVERIFY(QTest::qWaitForWindowActive(&host.window));
    host.select(Algorithm::MinConflicts);
    auto* spin = host.child<QSpinBox>("nSpinBox");
    QCOMPARE(spin->maximum(), cap);
    const QString budget = QLocale().toString(Limits::kMemoryBudgetGiB, 'f', 1);
    QVERIFY2(spin->toolTip().contains(QLocale().toString(cap)) &&
                 spin->toolTip().contains(budget + QLatin1String(" GiB")),
             qPrintable(spin->toolTip()));
    auto* edit = spin->findChild<QLineEdit*>();
    QVERIFY(edit != nullptr);
    QSignalSpy messages(host.panel, &ProblemPanel::message);
    spin->setFocus();
    edit->selectAll();
    QTest::keyClicks(spin, QString::number(cap));
    QTest::keyClick(spin, Qt::Key_Return);
    QCOMPARE(host.panel->options().n, cap);  // 10^7 is taken
    QVERIFY(messages.isEmpty());
    edit->selectAll();
    QTest::keyClicks(spin, QString::number(cap + 1));  // shown, refused when the edit ends
    QCOMPARE(edit->text(), QString::number(cap + 1));
    QTest::keyClick(spin, Qt::Key_Return);
    QCOMPARE(host.panel->options().n, cap);
    QVERIFY(!messages.isEmpty());
    QVERIFY2(messages.constLast().at(0).toString().contains(QLocale().toString(cap)),
             qPrintable(messages.constLast().at(0).toString()));
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
