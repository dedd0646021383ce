#include "PlaybackActions.h"

#include <QAction>
#include <QKeySequence>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>
#include <QWidget>

#include "BreakpointPanel.h"
#include "PlaybackController.h"
#include "PlaybackIcons.h"
#include "SpeedControl.h"

namespace {

// Icons PlaybackIcons does not have, drawn the same way (palette's button text, light and dark
// palettes alike). The run-to icons share a small double arrow on the left ("run") and differ by
// the glyph on the right: what they run to.
enum class Glyph { End, Backtrack, Restart, Depth, Conflicts, Faster, Slower };

QPolygonF rightTriangle(qreal x0, qreal x1, qreal y0, qreal y1) {
    return QPolygonF({QPointF(x0, y0), QPointF(x1, (y0 + y1) / 2), QPointF(x0, y1)});
}

void drawGlyph(Glyph g, QPainter& p, qreal s, const QColor& color) {
    QPen stroke(color, s * 0.1, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    const auto arrowHead = [&](QPointF tip, qreal dx, qreal dy) {  // (dx, dy): direction
        const qreal w = s * 0.13;
        const QPointF back(tip.x() - dx * w, tip.y() - dy * w);
        const QPointF side(-dy * w * 0.8, dx * w * 0.8);
        p.setPen(Qt::NoPen);
        p.drawPolygon(QPolygonF({tip, back + side, back - side}));
    };
    const bool runTo =
        g == Glyph::Backtrack || g == Glyph::Restart || g == Glyph::Depth || g == Glyph::Conflicts;
    if (runTo) {
        p.drawPolygon(rightTriangle(s * 0.04, s * 0.26, s * 0.3, s * 0.7));
        p.drawPolygon(rightTriangle(s * 0.26, s * 0.48, s * 0.3, s * 0.7));
    }
    switch (g) {
        case Glyph::End:
            p.drawPolygon(rightTriangle(s * 0.1, s * 0.42, s * 0.2, s * 0.8));
            p.drawPolygon(rightTriangle(s * 0.42, s * 0.74, s * 0.2, s * 0.8));
            p.drawRect(QRectF(s * 0.76, s * 0.2, s * 0.13, s * 0.6));
            break;
        case Glyph::Backtrack: {  // up and back to an earlier row
            p.setPen(stroke);
            p.setBrush(Qt::NoBrush);
            QPainterPath path(QPointF(s * 0.9, s * 0.82));
            path.lineTo(s * 0.9, s * 0.4);
            path.lineTo(s * 0.7, s * 0.4);
            p.drawPath(path);
            p.setBrush(color);
            arrowHead(QPointF(s * 0.55, s * 0.4), -1, 0);
            break;
        }
        case Glyph::Restart: {  // a circular arrow
            p.setPen(stroke);
            p.setBrush(Qt::NoBrush);
            const QRectF circle(s * 0.58, s * 0.32, s * 0.36, s * 0.36);
            p.drawArc(circle, 60 * 16, 280 * 16);
            p.setBrush(color);
            arrowHead(QPointF(s * 0.86, s * 0.3), 1, 0.35);
            break;
        }
        case Glyph::Depth:  // down to a row
            p.setPen(stroke);
            p.drawLine(QPointF(s * 0.75, s * 0.14), QPointF(s * 0.75, s * 0.56));
            p.drawLine(QPointF(s * 0.56, s * 0.86), QPointF(s * 0.94, s * 0.86));
            p.setBrush(color);
            arrowHead(QPointF(s * 0.75, s * 0.74), 0, 1);
            break;
        case Glyph::Conflicts:  // crossing lines of attack
            p.setPen(stroke);
            p.drawLine(QPointF(s * 0.6, s * 0.28), QPointF(s * 0.92, s * 0.72));
            p.drawLine(QPointF(s * 0.6, s * 0.72), QPointF(s * 0.92, s * 0.28));
            break;
        case Glyph::Faster:
        case Glyph::Slower:
            p.setPen(QPen(color, s * 0.14, Qt::SolidLine, Qt::RoundCap));
            p.drawLine(QPointF(s * 0.22, s * 0.5), QPointF(s * 0.78, s * 0.5));
            if (g == Glyph::Faster)
                p.drawLine(QPointF(s * 0.5, s * 0.22), QPointF(s * 0.5, s * 0.78));
            break;
    }
}

QIcon glyphIcon(Glyph g, const QPalette& palette) {
    QIcon result;
    for (int size : {16, 24, 32, 48}) {
        for (QIcon::Mode mode : {QIcon::Normal, QIcon::Disabled}) {
            const QColor color =
                palette.color(mode == QIcon::Disabled ? QPalette::Disabled : QPalette::Active,
                              QPalette::ButtonText);
            QPixmap pm(size, size);
            pm.fill(Qt::transparent);
            QPainter p(&pm);
            p.setRenderHint(QPainter::Antialiasing);
            p.setPen(Qt::NoPen);
            p.setBrush(color);
            drawGlyph(g, p, size, color);
            p.end();
            result.addPixmap(pm, mode);
        }
    }
    return result;
}

}  // namespace

PlaybackActions::PlaybackActions(PlaybackController* playback, SpeedControl* speed,
                                 BreakpointPanel* breakpoints, QWidget* shortcutWidget)
    : QObject(shortcutWidget), playback_(playback), speed_(speed), breakpoints_(breakpoints) {
    Q_ASSERT(playback_ && speed_ && breakpoints_ && shortcutWidget);
    using Icon = PlaybackIcons::Kind;
    const QPalette pal = shortcutWidget->palette();
    playIcon_ = PlaybackIcons::icon(Icon::Play, pal);
    pauseIcon_ = PlaybackIcons::icon(Icon::Pause, pal);

    playPause_ = make("playPauseAction", playIcon_, {Qt::Key_Space});
    stepForward_ =
        make("stepForwardAction", PlaybackIcons::icon(Icon::StepForward, pal), {Qt::Key_Right});
    stepBack_ = make("stepBackAction", PlaybackIcons::icon(Icon::StepBack, pal), {Qt::Key_Left});
    reset_ = make("resetAction", PlaybackIcons::icon(Icon::Rewind, pal), {Qt::Key_Home});
    runToEnd_ = make("runToEndAction", glyphIcon(Glyph::End, pal), {Qt::Key_End});
    runToSolution_ =
        make("runToSolutionAction", PlaybackIcons::icon(Icon::RunToSolution, pal),
             {QKeySequence(Qt::SHIFT | Qt::Key_Right), QKeySequence(Qt::CTRL | Qt::Key_Right)});
    runToBacktrack_ = make("runToBacktrackAction", glyphIcon(Glyph::Backtrack, pal), {});
    runToRestart_ = make("runToRestartAction", glyphIcon(Glyph::Restart, pal), {});
    runToDepth_ = make("runToDepthAction", glyphIcon(Glyph::Depth, pal), {});
    runToConflicts_ = make("runToConflictsAction", glyphIcon(Glyph::Conflicts, pal), {});
    speedUp_ = make("speedUpAction", glyphIcon(Glyph::Faster, pal),
                    {QKeySequence(Qt::Key_Plus), QKeySequence(Qt::Key_Equal)});
    speedDown_ = make("speedDownAction", glyphIcon(Glyph::Slower, pal), {Qt::Key_Minus});

    setLabel(playPause_, tr("Play"));
    setLabel(stepForward_, tr("Step"));
    setLabel(stepBack_, tr("Step back"));
    setLabel(reset_, tr("Reset"));
    setLabel(runToEnd_, tr("Run to end"));
    setLabel(runToSolution_, tr("Run to first solution"));
    setLabel(runToBacktrack_, tr("Run to next backtrack"));
    setLabel(runToRestart_, tr("Run to next restart"));
    setLabel(speedUp_, tr("Faster", "playback speed"));
    setLabel(speedDown_, tr("Slower", "playback speed"));

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
    connect(speedUp_, &QAction::triggered, speed_, &SpeedControl::stepUp);
    connect(speedDown_, &QAction::triggered, speed_, &SpeedControl::stepDown);

    connect(playback_, &PlaybackController::stateChanged, this, &PlaybackActions::update);
    connect(speed_, &SpeedControl::speedChanged, this, &PlaybackActions::update);
    connect(breakpoints_, &BreakpointPanel::valuesChanged, this, &PlaybackActions::update);

    breakpoints_->setActions(runToSolution_, runToBacktrack_, runToRestart_, runToDepth_,
                             runToConflicts_);
    shortcutWidget->addActions(playbackActions() + runToActions() + speedActions());
    setAlgorithm(algorithm_);
}

QAction* PlaybackActions::make(const char* name, const QIcon& icon,
                               const QList<QKeySequence>& keys) {
    auto* a = new QAction(icon, QString(), this);
    a->setObjectName(QLatin1String(name));
    a->setShortcuts(keys);
    return a;
}

void PlaybackActions::setLabel(QAction* action, const QString& text) {
    if (action->text() == text) return;
    action->setText(text);
    const QList<QKeySequence> keys = action->shortcuts();
    if (keys.isEmpty()) {
        action->setToolTip(text);
    } else {
        QStringList names;
        for (const QKeySequence& k : keys) names << k.toString(QKeySequence::NativeText);
        action->setToolTip(tr("%1 (%2)", "tool tip of an action: its name (its shortcut)")
                               .arg(text, names.join(tr(", ", "between two shortcuts"))));
    }
}

void PlaybackActions::setAlgorithm(queens::Algorithm algorithm) {
    using Kind = queens::Breakpoint::Kind;
    algorithm_ = algorithm;
    runToSolution_->setVisible(queens::breakpointApplies(Kind::NextSolution, algorithm));
    runToBacktrack_->setVisible(queens::breakpointApplies(Kind::NextBacktrack, algorithm));
    runToRestart_->setVisible(queens::breakpointApplies(Kind::NextRestart, algorithm));
    runToDepth_->setVisible(queens::breakpointApplies(Kind::Depth, algorithm));
    runToConflicts_->setVisible(queens::breakpointApplies(Kind::ConflictsAtMost, algorithm));
    breakpoints_->setAlgorithm(algorithm);
    update();
}

QList<QAction*> PlaybackActions::playbackActions() const {
    return {playPause_, stepBack_, stepForward_, reset_, runToEnd_};
}
QList<QAction*> PlaybackActions::runToActions() const {
    return {runToSolution_, runToBacktrack_, runToRestart_, runToDepth_, runToConflicts_};
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
    setLabel(runToDepth_,
             tr("Run to depth %L1", "k queens on the board").arg(breakpoints_->depth()));
    setLabel(runToConflicts_,
             tr("Run to collisions ≤ %L1", "a full board with at most k collisions")
                 .arg(breakpoints_->conflicts()));
    speedUp_->setEnabled(speed_->position() < SpeedControl::kMaxPosition);
    speedDown_->setEnabled(speed_->position() > 0);
}
