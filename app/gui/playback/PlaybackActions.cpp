#include "PlaybackActions.h"

#include <QAction>
#include <QEvent>
#include <QKeySequence>
#include <QWidget>
#include <utility>

#include "ActionToolTip.h"
#include "BreakpointPanel.h"
#include "PlaybackController.h"
#include "PlaybackIcons.h"
#include "SpeedControl.h"

PlaybackActions::PlaybackActions(PlaybackController* playback, SpeedControl* speed,
                                 BreakpointPanel* breakpoints, QWidget* shortcutWidget)
    : QObject(shortcutWidget), playback_(playback), speed_(speed), breakpoints_(breakpoints) {
    Q_ASSERT(playback_ && speed_ && breakpoints_ && shortcutWidget);
    playPause_ = make("playPauseAction", {Qt::Key_Space});
    stepForward_ = make("stepForwardAction", {Qt::Key_Right});
    stepBack_ = make("stepBackAction", {Qt::Key_Left});
    reset_ = make("resetAction", {Qt::Key_Home});
    runToEnd_ = make("runToEndAction", {Qt::Key_End});
    runToSolution_ = make("runToSolutionAction", {QKeySequence(Qt::SHIFT | Qt::Key_Right),
                                                  QKeySequence(Qt::CTRL | Qt::Key_Right)});
    runToBacktrack_ = make("runToBacktrackAction", {});
    runToRestart_ = make("runToRestartAction", {});
    runToDepth_ = make("runToDepthAction", {});
    runToConflicts_ = make("runToConflictsAction", {});
    runToWipeout_ = make("runToWipeoutAction", {});
    runToBackjump_ = make("runToBackjumpAction", {});
    speedUp_ = make("speedUpAction", {QKeySequence(Qt::Key_Plus), QKeySequence(Qt::Key_Equal)});
    speedDown_ = make("speedDownAction", {Qt::Key_Minus});
    updateIcons();
    // A theme switch changes the palette: the icons are drawn again in its colours.
    shortcutWidget->installEventFilter(this);

    retranslate();

    using Kind = queens::Breakpoint::Kind;
    connect(playPause_, &QAction::triggered, playback_, &PlaybackController::togglePlay);
    connect(stepForward_, &QAction::triggered, playback_, &PlaybackController::stepForward);
    connect(stepBack_, &QAction::triggered, playback_, &PlaybackController::stepBack);
    connect(reset_, &QAction::triggered, playback_, &PlaybackController::rewind);
    connect(runToEnd_, &QAction::triggered, playback_, &PlaybackController::runToEnd);
    connect(runToSolution_, &QAction::triggered, this, [this] { runTo(Kind::NextSolution); });
    connect(runToBacktrack_, &QAction::triggered, this, [this] { runTo(Kind::NextBacktrack); });
    connect(runToRestart_, &QAction::triggered, this, [this] { runTo(Kind::NextRestart); });
    connect(runToDepth_, &QAction::triggered, this, [this] { runTo(Kind::Depth); });
    connect(runToConflicts_, &QAction::triggered, this, [this] { runTo(Kind::ConflictsAtMost); });
    connect(runToWipeout_, &QAction::triggered, this, [this] { runTo(Kind::NextWipeout); });
    connect(runToBackjump_, &QAction::triggered, this, [this] { runTo(Kind::NextBackjump); });
    connect(speedUp_, &QAction::triggered, speed_, &SpeedControl::stepUp);
    connect(speedDown_, &QAction::triggered, speed_, &SpeedControl::stepDown);

    connect(playback_, &PlaybackController::stateChanged, this, &PlaybackActions::update);
    connect(speed_, &SpeedControl::speedChanged, this, &PlaybackActions::update);
    connect(breakpoints_, &BreakpointPanel::valuesChanged, this, &PlaybackActions::update);

    breakpoints_->setActions(runToSolution_, runToBacktrack_, runToRestart_, runToDepth_,
                             runToConflicts_, runToWipeout_, runToBackjump_);
    shortcutWidget->addActions(playbackActions() + runToActions() + speedActions());
    setAlgorithm(algorithm_);
}

void PlaybackActions::retranslate() {
    // Every label again (setLabel skips unchanged texts, but the tool tips' pattern may differ).
    for (QAction* a : playbackActions() + runToActions() + speedActions()) a->setText(QString());
    setLabel(playPause_, tr("Play"));
    setLabel(stepForward_, tr("Step"));
    setLabel(stepBack_, tr("Step back"));
    setLabel(reset_, tr("Reset"));
    setLabel(runToEnd_, tr("Run to end"));
    setLabel(runToSolution_, tr("Run to first solution"));
    setLabel(runToBacktrack_, tr("Run to next backtrack"));
    setLabel(runToRestart_, tr("Run to next restart"));
    //: CSP: a row still empty whose domain became empty
    setLabel(runToWipeout_, tr("Run to next wipe-out"));
    setLabel(runToBackjump_, tr("Run to next backjump"));
    setLabel(speedUp_, tr("Faster", "playback speed"));
    setLabel(speedDown_, tr("Slower", "playback speed"));
    update();  // the labels that follow the state
}

bool PlaybackActions::event(QEvent* event) {
    // A QObject gets no changeEvent(): the window passes LanguageChange on to its children.
    if (event->type() == QEvent::LanguageChange) retranslate();
    return QObject::event(event);
}

bool PlaybackActions::eventFilter(QObject* watched, QEvent* event) {
    if (watched == parent() && event->type() == QEvent::PaletteChange) updateIcons();
    return QObject::eventFilter(watched, event);
}

void PlaybackActions::updateIcons() {
    using Icon = PlaybackIcons::Kind;
    const QPalette pal = static_cast<QWidget*>(parent())->palette();
    playIcon_ = PlaybackIcons::icon(Icon::Play, pal);
    pauseIcon_ = PlaybackIcons::icon(Icon::Pause, pal);
    playPause_->setIcon(showsPause_ ? pauseIcon_ : playIcon_);
    const std::pair<QAction*, Icon> icons[] = {{stepForward_, Icon::StepForward},
                                               {stepBack_, Icon::StepBack},
                                               {reset_, Icon::Rewind},
                                               {runToEnd_, Icon::End},
                                               {runToSolution_, Icon::RunToSolution},
                                               {runToBacktrack_, Icon::Backtrack},
                                               {runToRestart_, Icon::Restart},
                                               {runToDepth_, Icon::Depth},
                                               {runToConflicts_, Icon::Conflicts},
                                               {runToWipeout_, Icon::Wipeout},
                                               {runToBackjump_, Icon::Backjump},
                                               {speedUp_, Icon::Faster},
                                               {speedDown_, Icon::Slower}};
    for (const auto& [action, kind] : icons) action->setIcon(PlaybackIcons::icon(kind, pal));
}

QAction* PlaybackActions::make(const char* name, const QList<QKeySequence>& keys) {
    auto* a = new QAction(this);
    a->setObjectName(QLatin1String(name));
    a->setShortcuts(keys);
    return a;
}

void PlaybackActions::setLabel(QAction* action, const QString& text) {
    if (action->text() == text) return;
    action->setText(text);
    ActionToolTip::set(action, text);
}

void PlaybackActions::setAlgorithm(queens::Algorithm algorithm) {
    using Kind = queens::Breakpoint::Kind;
    algorithm_ = algorithm;
    runToSolution_->setVisible(queens::breakpointApplies(Kind::NextSolution, algorithm));
    runToBacktrack_->setVisible(queens::breakpointApplies(Kind::NextBacktrack, algorithm));
    runToRestart_->setVisible(queens::breakpointApplies(Kind::NextRestart, algorithm));
    runToDepth_->setVisible(queens::breakpointApplies(Kind::Depth, algorithm));
    runToConflicts_->setVisible(queens::breakpointApplies(Kind::ConflictsAtMost, algorithm));
    runToWipeout_->setVisible(queens::breakpointApplies(Kind::NextWipeout, algorithm));
    runToBackjump_->setVisible(queens::breakpointApplies(Kind::NextBackjump, algorithm));
    breakpoints_->setAlgorithm(algorithm);
    update();
}

QList<QAction*> PlaybackActions::playbackActions() const {
    return {playPause_, stepBack_, stepForward_, reset_, runToEnd_};
}
QList<QAction*> PlaybackActions::runToActions() const {
    return {runToSolution_,  runToBacktrack_, runToRestart_, runToDepth_,
            runToConflicts_, runToWipeout_,   runToBackjump_};
}
QList<QAction*> PlaybackActions::speedActions() const {
    return {speedUp_, speedDown_};
}

void PlaybackActions::runTo(queens::Breakpoint::Kind kind) {
    using Kind = queens::Breakpoint::Kind;
    std::int64_t k = 0;
    if (kind == Kind::Depth) k = breakpoints_->depth();
    if (kind == Kind::ConflictsAtMost) k = breakpoints_->conflicts();
    playback_->runTo({kind, k});
}

void PlaybackActions::update() {
    const PlaybackController& pb = *playback_;
    const bool playing = pb.isPlaying();
    if (playing != showsPause_) {
        showsPause_ = playing;
        playPause_->setIcon(playing ? pauseIcon_ : playIcon_);
    }
    setLabel(playPause_, playing ? tr("Pause") : tr("Play"));
    playPause_->setEnabled(!(pb.runFinished() && pb.recorded() == 0));
    stepBack_->setEnabled(pb.cursor() > 0);
    reset_->setEnabled(pb.cursor() > 0);
    const bool more = !pb.atEnd();
    stepForward_->setEnabled(more);
    runToEnd_->setEnabled(more && pb.mode() != PlaybackController::Mode::RunningToEnd);
    for (QAction* a : runToActions()) a->setEnabled(more && a->isVisible());

    setLabel(runToSolution_, pb.state().stats().solutions == 0 ? tr("Run to first solution")
                                                               : tr("Run to next solution"));
    // Depth k is k queens on the board; the board counts rows from 0, so the k-th is on row
    // k - 1 (the caption's "Place a queen on row 3" at depth 4).
    const int depth = breakpoints_->depth();
    setLabel(runToDepth_, tr("Run to depth %Ln (%Ln queen(s))", "k queens on the board", depth));
    runToDepth_->setToolTip(
        tr("%1: %2", "tool tip: an action's name, then what it does")
            .arg(runToDepth_->text(),
                 tr("stop when the search has placed %Ln queen(s): depth %Ln means %Ln queen(s) "
                    "on the board, on rows 0 to %L1.",
                    "rows are counted from 0", depth)
                     .arg(depth - 1)));
    setLabel(runToConflicts_,
             tr("Run to collisions ≤ %L1", "a full board with at most k collisions")
                 .arg(breakpoints_->conflicts()));
    speedUp_->setEnabled(speed_->position() < SpeedControl::kMaxPosition);
    speedDown_->setEnabled(speed_->position() > 0);
}
