// What the main window tells and lets a teacher do around the problem and the player: Space and
// the arrows drive playback after an N is entered, an N beyond the limit is refused with the
// limit named and the run kept, "run to depth k" says what depth means, English and Chinese plural
// forms, the timeline scrubber's width, the last solution shown after an all-solutions search
// (checked against a brute-force solution list) and the hint that recorded steps wait for Play.
#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QStatusBar>
#include <QTest>
#include <QToolButton>

#include "BoardArea.h"
#include "BoardWidget.h"
#include "CaptionLabel.h"
#include "EventDescriber.h"
#include "Limits.h"
#include "MainWindow.h"
#include "MainWindowDriver.h"
#include "PlaybackController.h"
#include "RunStatsFormatter.h"
#include "SolutionOracle.h"
#include "StatsPanel.h"
#include "TestProblems.h"
#include "TimelineScrubber.h"
#include "TranslationLoader.h"

using queens::Algorithm;
using queens::EventKind;

namespace {
// A main window, shown and active, on `algorithm` with N = n, paused at step 0 once the worker
// has recorded something.
struct Window {
    MainWindow window;
    MainWindowDriver driver{window};
    Window(Algorithm algorithm, int n, bool all = false) {
        window.show();
        driver.selectAlgorithm(algorithm);
        driver.setAllSolutions(all);
        driver.setN(n);
    }
    template <class T>
    T* child(const char* name) const {
        return window.findChild<T*>(QLatin1String(name));
    }
    const PlaybackController& pb() const { return driver.playback(); }
};

// Types `text` into the N field as a user does (click, select all, type) and presses Enter.
void enterN(Window& w, const QString& text) {
    auto* spin = w.child<QSpinBox>("nSpinBox");
    auto* edit = spin->findChild<QLineEdit*>();
    QTest::mouseClick(edit, Qt::LeftButton);
    QVERIFY(spin->hasFocus());
    edit->selectAll();
    QTest::keyClicks(QApplication::focusWidget(), text);
    QCOMPARE(edit->text(), text);  // the field shows what was typed, beyond the limit too
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
}

int queensOn(const queens::BoardState& s) {
    int count = 0;
    for (int c : s.placement()) count += c >= 0 ? 1 : 0;
    return count;
}
}  // namespace

class TestInputFeedback : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { TranslationLoader::installLanguage(QStringLiteral("en")); }
    void cleanup() { TranslationLoader::installLanguage(QStringLiteral("en")); }
    void spaceAfterEnteringNPlays();
    void nBeyondTheLimitKeepsTheRun();
    void depthBreakpointSaysWhatDepthMeans();
    void pluralForms_data();
    void pluralForms();
    void scrubberFillsItsRow();
    void allSolutionsEndsOnTheLastSolution();
    void recordedStepsWaitForPlay();
};

// Click N, type 6, Enter, Space: N is 6 and the new run plays; Right steps once paused. The
// same for the k of "run to depth k".
void TestInputFeedback::spaceAfterEnteringNPlays() {
    Window w(Algorithm::Backtracking, 8);
    QVERIFY(QTest::qWaitForWindowActive(&w.window));
    enterN(w, QStringLiteral("6"));
    QCOMPARE(w.driver.n(), 6);
    QTRY_VERIFY(!w.child<QSpinBox>("nSpinBox")->hasFocus());
    QCOMPARE(QApplication::focusWidget(), static_cast<const QWidget*>(w.window.board()));
    QVERIFY(!w.pb().isPlaying());
    QCOMPARE(w.pb().cursor(), 0u);

    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
    QVERIFY(w.pb().isPlaying());
    QTRY_VERIFY_WITH_TIMEOUT(w.pb().cursor() > 0, TestProblems::kSolveTimeoutMs);
    QCOMPARE(w.child<QSpinBox>("nSpinBox")->text(), QStringLiteral("6"));  // not emptied
    QCOMPARE(w.pb().state().n(), 6);

    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
    QVERIFY(!w.pb().isPlaying());
    const auto at = w.pb().cursor();
    QTRY_VERIFY_WITH_TIMEOUT(w.pb().recorded() > at, TestProblems::kSolveTimeoutMs);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right);
    QCOMPARE(w.pb().cursor(), at + 1);

    // The same after a breakpoint's k: Enter, then Space plays.
    auto* depth = w.child<QSpinBox>("depthSpin");
    auto* depthEdit = depth->findChild<QLineEdit*>();
    QTest::mouseClick(depthEdit, Qt::LeftButton);
    QVERIFY(depth->hasFocus());
    depthEdit->selectAll();
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("3"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QCOMPARE(depth->value(), 3);
    QTRY_VERIFY(!depth->hasFocus());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
    QVERIFY(w.pb().isPlaying());
    QCOMPARE(depth->value(), 3);
}

// 1,000,000,000 for backtracking: refused with the limit named; N, the run and its cursor stay.
void TestInputFeedback::nBeyondTheLimitKeepsTheRun() {
    Window w(Algorithm::Backtracking, 8);
    QVERIFY(QTest::qWaitForWindowActive(&w.window));
    QVERIFY(w.driver.stepTo(5));
    const auto recorded = w.pb().recorded();
    const queens::BoardState before = w.pb().state();

    enterN(w, QStringLiteral("1000000000"));
    const int max = Limits::animatedMaxN(Algorithm::Backtracking);
    QVERIFY(max < 1000000000);
    QCOMPARE(w.driver.n(), 8);
    QCOMPARE(w.child<QSpinBox>("nSpinBox")->text(), QStringLiteral("8"));
    const QString said = w.driver.statusMessage();
    QVERIFY2(said.contains(QLocale().toString(max)) && said.contains(QLatin1String("8")),
             qPrintable(said));
    QCOMPARE(w.pb().cursor(), 5u);  // the same run: not restarted
    QVERIFY(w.pb().recorded() >= recorded);
    QVERIFY(w.pb().state() == before);

    // N = 0 is refused the same way.
    enterN(w, QStringLiteral("0"));
    QCOMPARE(w.driver.n(), 8);
    QCOMPARE(w.pb().cursor(), 5u);
}

// "Run to depth 4" stops with four queens on the board, the last on row 3, and says so.
void TestInputFeedback::depthBreakpointSaysWhatDepthMeans() {
    Window w(Algorithm::Backtracking, 8);
    QVERIFY(QTest::qWaitForWindowActive(&w.window));
    w.child<QSpinBox>("depthSpin")->setValue(4);
    auto* action = w.child<QAction>("runToDepthAction");
    QCOMPARE(action->text(), QStringLiteral("Run to depth 4 (4 queens)"));
    QVERIFY2(action->toolTip().contains(QLatin1String("4 queens on the board, on rows 0 to 3")),
             qPrintable(action->toolTip()));
    QVERIFY(w.driver.trigger("runToDepthAction"));
    QTRY_VERIFY_WITH_TIMEOUT(!w.pb().isPlaying(), TestProblems::kSolveTimeoutMs);
    QCOMPARE(queensOn(w.pb().state()), 4);
    const queens::StepEvent* e = w.pb().currentEvent();
    QVERIFY(e != nullptr && e->kind == EventKind::Place);
    QCOMPARE(int(e->a), 3);
    QCOMPARE(w.driver.statusMessage(),
             QStringLiteral("Stopped: 4 queens placed (depth 4), the last on row 3."));

    w.child<QSpinBox>("depthSpin")->setValue(1);
    QCOMPARE(action->text(), QStringLiteral("Run to depth 1 (1 queen)"));
    QVERIFY2(action->toolTip().contains(QLatin1String("1 queen on the board, on row 0")),
             qPrintable(action->toolTip()));
}

void TestInputFeedback::pluralForms_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("one");
    QTest::addColumn<QString>("two");
    QTest::addColumn<QString>("depthOne");
    QTest::addColumn<QString>("depthTwo");
    QTest::newRow("en") << "en"
                        << "1 step/s"
                        << "2 steps/s"
                        << "Run to depth 1 (1 queen)"
                        << "Run to depth 2 (2 queens)";
    QTest::newRow("zh_CN") << "zh_CN"
                           << "1 步/秒"
                           << "2 步/秒"
                           << "运行到深度 1（1 个皇后）"
                           << "运行到深度 2（2 个皇后）";
    QTest::newRow("zh_TW") << "zh_TW"
                           << "1 步/秒"
                           << "2 步/秒"
                           << "執行到深度 1（1 個皇后）"
                           << "執行到深度 2（2 個皇后）";
}

// n = 1 and n = 2 through the real formatter and action, in each language.
void TestInputFeedback::pluralForms() {
    QFETCH(QString, language);
    QFETCH(QString, one);
    QFETCH(QString, two);
    QFETCH(QString, depthOne);
    QFETCH(QString, depthTwo);
    TranslationLoader::installLanguage(language);
    QCOMPARE(RunStatsFormatter::stepsPerSecond(1.0), one);
    QCOMPARE(RunStatsFormatter::stepsPerSecond(2.0), two);
    Window w(Algorithm::Backtracking, 8);
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    auto* action = w.child<QAction>("runToDepthAction");
    w.child<QSpinBox>("depthSpin")->setValue(1);
    QCOMPARE(action->text(), depthOne);
    w.child<QSpinBox>("depthSpin")->setValue(2);
    QCOMPARE(action->text(), depthTwo);
    QVERIFY(!action->toolTip().contains(QLatin1String("(s)")));
}

// The scrubber takes the whole row under the board but the step counter beside it, and a
// recording still growing fills most of its groove (not a round number far ahead; the first
// few steps have a scale of their own).
void TestInputFeedback::scrubberFillsItsRow() {
    TimelineScrubber alone;
    for (quint64 recorded = 50; recorded < 20'000'000'000ull; recorded += recorded / 7 + 1) {
        alone.setRange(recorded, false, 0);
        QVERIFY2(alone.scale() > recorded && recorded * 100 >= alone.scale() * 80,
                 qPrintable(QStringLiteral("%1 of %2").arg(recorded).arg(alone.scale())));
    }
    alone.setRange(12345, true, 0);
    QCOMPARE(alone.scale(), quint64(12345));

    for (const QSize size : {QSize(1920, 1080), QSize(1366, 768)}) {
        Window w(Algorithm::Backtracking, 8);
        w.window.resize(size);
        QVERIFY(QTest::qWaitForWindowExposed(&w.window));
        auto* scrubber = w.child<TimelineScrubber>("timelineScrubber");
        auto* label = w.child<QLabel>("scrubberStepLabel");
        QWidget* row = scrubber->parentWidget();
        const int available = row->contentsRect().width();
        const int used = scrubber->width() + label->width();
        QVERIFY2(used >= available - 3 * row->fontMetrics().height(),
                 qPrintable(QStringLiteral("%1: scrubber %2 + label %3 of %4")
                                .arg(size.width())
                                .arg(scrubber->width())
                                .arg(label->width())
                                .arg(available)));
        // The label is as wide as its text needs, not a reserve for ten-digit counts.
        QVERIFY2(label->width() <= label->fontMetrics().horizontalAdvance(label->text()) +
                                       2 * label->fontMetrics().height(),
                 qPrintable(QStringLiteral("%1: label %2 for \"%3\"")
                                .arg(size.width())
                                .arg(label->width())
                                .arg(label->text())));
        QVERIFY2(scrubber->width() >= available * 2 / 3,
                 qPrintable(QStringLiteral("%1: scrubber %2 of %3")
                                .arg(size.width())
                                .arg(scrubber->width())
                                .arg(available)));
    }
}

// After all solutions of N = 6 the board shows the last one found (the last of the brute-force
// list in lexicographic order, the order backtracking finds them), and the caption says so.
void TestInputFeedback::allSolutionsEndsOnTheLastSolution() {
    const int n = 6;
    const auto truth = queens::testing::bruteForceSolutions(n);
    QCOMPARE(truth.size(), std::size_t{4});
    Window w(Algorithm::Backtracking, n, true);
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    QVERIFY(w.driver.trigger("runToEndAction"));
    QTRY_VERIFY_WITH_TIMEOUT(w.pb().atEnd(), TestProblems::kSolveTimeoutMs);
    QCOMPARE(queensOn(w.pb().state()), 0);  // the search itself ends on an empty board

    const queens::BoardState* shown = w.window.board()->state();
    QVERIFY(shown != nullptr);
    QCOMPARE(shown->placement(), *truth.rbegin());
    QCOMPARE(shown->stats().solutions, std::uint64_t{4});
    const QString caption = w.window.boardArea()->caption()->text();
    QCOMPARE(caption,
             QStringLiteral("Search finished: 4 solutions; the board shows the last one."));

    // Stepping back leaves the end: the board is the run's own state again.
    QVERIFY(w.driver.trigger("stepBackAction"));
    QVERIFY(w.window.board()->state() == &w.pb().state());
}

// A run recorded ahead of a paused cursor says that it waits for Play or Step.
void TestInputFeedback::recordedStepsWaitForPlay() {
    Window w(Algorithm::Backtracking, 12, true);  // millions of steps: never all recorded ahead
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    QTRY_VERIFY_WITH_TIMEOUT(w.pb().recorded() > 0, TestProblems::kSolveTimeoutMs);
    QVERIFY(!w.pb().isPlaying());
    auto* step = w.child<QLabel>("stepValue");
    QTRY_VERIFY2(step->text().contains(QLatin1String("press Play or Step")),
                 qPrintable(step->text()));
    QVERIFY(w.driver.trigger("playPauseAction"));
    QTRY_VERIFY_WITH_TIMEOUT(w.pb().cursor() > 0, TestProblems::kSolveTimeoutMs);
    QTRY_VERIFY(!step->text().contains(QLatin1String("press Play")) || !w.pb().isPlaying());
    QVERIFY(w.driver.trigger("playPauseAction"));

    // The panel itself: only a paused cursor behind the recording gets the hint.
    StatsPanel panel;
    queens::BoardState state(8);
    auto* value = panel.findChild<QLabel*>(QStringLiteral("stepValue"));
    panel.showStats(state, 0, 10, false, true);
    QCOMPARE(value->text(), QStringLiteral("0 of 10 recorded ahead; press Play or Step"));
    panel.showStats(state, 0, 10, false, false);
    QCOMPARE(value->text(), QStringLiteral("0 of 10 recorded so far"));
    panel.showStats(state, 10, 10, false, true);
    QCOMPARE(value->text(), QStringLiteral("10 of 10 recorded so far"));
}

QTEST_MAIN(TestInputFeedback)
#include "test_input_feedback.moc"
