// GUI test of the playback commands: PlaybackActions (shortcuts, tool tips, what each action
// does to a PlaybackController, which run-to actions an algorithm offers, the keys reaching
// them), the BreakpointPanel that holds their buttons and the k of depth / collisions, and
// SpeedControl's +/- steps.
//
// The controller is fed deterministic batches (BatchFeeder: a TimelineRecorder driven by a
// stepper from StepperFactory on the test thread, no worker thread).
//
// Independent truth
// - Where a run-to action must stop: BatchFeeder::expectedStop, a scan of ReplayOracle::events
//   (a fresh stepper) with the test's own board and predicate per breakpoint kind.
// - The state at any cursor: ReplayOracle::replay (a fresh BoardState fed the first events).
// - The shortcuts: the list; which run-to an algorithm offers: queens::breakpointApplies
//   and, for min-conflicts, the brief's rule spelt out.
#include <QAction>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <QToolButton>
#include <vector>

#include "BatchFeeder.h"
#include "Breakpoint.h"
#include "BreakpointPanel.h"
#include "PlaybackActions.h"
#include "PlaybackController.h"
#include "ReplayOracle.h"
#include "SpeedControl.h"
#include "TranslationLoader.h"

using queens::Algorithm;
using queens::EventKind;
using Kind = queens::Breakpoint::Kind;
using Mode = PlaybackController::Mode;

namespace {

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

class TestPlaybackActions : public QObject {
    Q_OBJECT

private slots:
    void actionsHaveTheirShortcuts_data();
    void actionsHaveTheirShortcuts();
    void actionsDriveTheController();
    void actionsFollowTheAlgorithm();
    void keysReachTheActions();
    void speedActionsMoveOnePosition();
    void toolTipsNameKeysInTheLanguage();
};

void TestPlaybackActions::actionsHaveTheirShortcuts_data() {
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

void TestPlaybackActions::actionsHaveTheirShortcuts() {
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

void TestPlaybackActions::actionsDriveTheController() {
    const Algorithm a = Algorithm::Backtracking;
    const auto o = BatchFeeder::makeOptions(6, true);
    const auto events = ReplayOracle::events(a, o, BatchFeeder::kWholeRun);
    Player p;
    p.actions->setAlgorithm(a);
    p.panel->setN(6);
    p.pb->reset(6);
    BatchFeeder::feed(*p.pb, BatchFeeder::recordRun(a, o, 100, 64));
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
    auto stop = BatchFeeder::expectedStop(6, events, start, Kind::NextSolution, 0);
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
    stop = BatchFeeder::expectedStop(6, events, start, Kind::Depth, 3);
    QVERIFY(stop.has_value());
    QCOMPARE(pb.cursor(), *stop + 1);
    QCOMPARE(pb.state().queenCount(), 3);

    start = pb.cursor();
    QVERIFY(p.trigger("runToBacktrackAction"));
    QTRY_COMPARE(pb.mode(), Mode::Paused);
    stop = BatchFeeder::expectedStop(6, events, start, Kind::NextBacktrack, 0);
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

void TestPlaybackActions::actionsFollowTheAlgorithm() {
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
    p.pb->appendBatch(
        BatchFeeder::recordRun(Algorithm::MinConflicts, BatchFeeder::makeOptions(8, true), 1000, 64)
            .front());
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

void TestPlaybackActions::keysReachTheActions() {
    const auto o = BatchFeeder::makeOptions(6, true);
    Player p;
    p.pb->reset(6);
    BatchFeeder::feed(*p.pb, BatchFeeder::recordRun(Algorithm::Backtracking, o, 100, 64));
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

void TestPlaybackActions::speedActionsMoveOnePosition() {
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

// After a language switch the tool tips name the keys as the language does: the space bar and
// the arrows in Chinese, not Qt's English key names.
void TestPlaybackActions::toolTipsNameKeysInTheLanguage() {
    Player p;
    const auto tip = [&p](const char* name) { return p.action(name)->toolTip(); };
    struct Expected {
        const char* language;
        QString space, right, left;
    };
    const Expected expected[] = {
        {"zh_CN", QStringLiteral("空格"), QStringLiteral("→"), QStringLiteral("←")},
        {"zh_TW", QStringLiteral("空白鍵"), QStringLiteral("→"), QStringLiteral("←")},
        {"en", QStringLiteral("Space"), QStringLiteral("Right"), QStringLiteral("Left")},
    };
    for (const Expected& e : expected) {
        const QString stem = TranslationLoader::installLanguage(QLatin1String(e.language));
        QCOMPARE(stem.isEmpty() ? QStringLiteral("en") : stem, QLatin1String(e.language));
        QCoreApplication::processEvents();
        QVERIFY2(tip("playPauseAction").endsWith(e.space + QLatin1Char(')')) ||
                     tip("playPauseAction").endsWith(e.space + QStringLiteral("）")),
                 qPrintable(tip("playPauseAction")));
        QVERIFY2(tip("stepForwardAction").contains(e.right), qPrintable(tip("stepForwardAction")));
        QVERIFY2(tip("stepBackAction").contains(e.left), qPrintable(tip("stepBackAction")));
        if (QLatin1String(e.language) != QLatin1String("en")) {
            QVERIFY(!tip("playPauseAction").contains(QLatin1String("Space")));
            QVERIFY(!tip("stepForwardAction").contains(QLatin1String("Right")));
        }
    }
}

QTEST_MAIN(TestPlaybackActions)
#include "test_playback_actions.moc"
