#include "CompareWindow.h"

#include <QAction>
#include <QCloseEvent>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>
#include <QSplitter>
#include <QToolBar>
#include <QVBoxLayout>
#include <algorithm>

#include "ActionToolTip.h"
#include "AlgorithmNames.h"
#include "CjkWordBreaks.h"
#include "CompareChart.h"
#include "ComparePane.h"
#include "Limits.h"
#include "LockStepPlayback.h"
#include "PlaybackController.h"
#include "PlaybackIcons.h"
#include "PluralCount.h"
#include "SpeedControl.h"

CompareWindow::CompareWindow(QWidget* parent) : QWidget(parent, Qt::Window) {
    setObjectName(QStringLiteral("compareWindow"));
    setAttribute(Qt::WA_QuitOnClose, false);
    panes_ = {new ComparePane(QStringLiteral("left"), this),
              new ComparePane(QStringLiteral("right"), this)};
    panes_[0]->setAlgorithm(queens::Algorithm::Backtracking);
    panes_[1]->setAlgorithm(queens::Algorithm::Bitmask);
    lockStep_ = new LockStepPlayback(panes_[0]->playback(), panes_[1]->playback(), this);
    chart_ = new CompareChart(this);
    buildUi();
    retranslateUi();
    updateSizeRange();

    chartTimer_.setSingleShot(true);
    chartTimer_.setInterval(0);
    connect(&chartTimer_, &QTimer::timeout, this, &CompareWindow::updateChart);
    lockStep_->setSpeed(speed_->speed());
    connect(speed_, &SpeedControl::speedChanged, lockStep_, &LockStepPlayback::setSpeed);
    connect(speed_, &SpeedControl::speedChanged, this, &CompareWindow::updateActions);
    connect(lockStep_, &LockStepPlayback::stateChanged, this, &CompareWindow::refresh);
    for (int side = 0; side < 2; ++side) {
        connect(panes_[side], &ComparePane::batchArrived, this,
                [this, side](const queens::BatchPtr& batch) { chart_->appendBatch(side, *batch); });
        connect(panes_[side], &ComparePane::settingsChanged, this, [this] {
            updateSizeRange();
            restart();
        });
    }
    connect(sizeSpin_, &QSpinBox::valueChanged, this, [this] { restart(); });
    connect(modeCombo_, &QComboBox::activated, this, [this] { restart(); });
    refresh();
}

CompareWindow::~CompareWindow() {
    RangeSpinBox::detachAll(this);
    lockStep_->pause();
    for (ComparePane* p : panes_) p->stop();
}

void CompareWindow::buildUi() {
    toolBar_ = new QToolBar(this);
    toolBar_->setObjectName(QStringLiteral("compareToolBar"));
    toolBar_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    playPause_ = makeAction("comparePlayPauseAction", QKeySequence(Qt::Key_Space));
    stepBack_ = makeAction("compareStepBackAction", QKeySequence(Qt::Key_Left));
    step_ = makeAction("compareStepAction", QKeySequence(Qt::Key_Right));
    reset_ = makeAction("compareResetAction", QKeySequence(Qt::Key_Home));
    toEnd_ = makeAction("compareToEndAction", QKeySequence(Qt::Key_End));
    connect(playPause_, &QAction::triggered, lockStep_, &LockStepPlayback::togglePlay);
    connect(stepBack_, &QAction::triggered, lockStep_, &LockStepPlayback::stepBack);
    connect(step_, &QAction::triggered, lockStep_, &LockStepPlayback::stepForward);
    connect(reset_, &QAction::triggered, lockStep_, &LockStepPlayback::rewind);
    connect(toEnd_, &QAction::triggered, lockStep_, &LockStepPlayback::runToEnd);
    toolBar_->addActions(playbackActions());
    toolBar_->addSeparator();
    speed_ = new SpeedControl(this);
    speed_->setObjectName(QStringLiteral("compareSpeedControl"));
    toolBar_->addWidget(speed_);
    updateIcons();

    sizeLabel_ = new QLabel(this);
    sizeSpin_ = new RangeSpinBox(this);
    sizeSpin_->setObjectName(QStringLiteral("compareSizeSpin"));
    sizeSpin_->setKeyboardTracking(false);  // typing "12" does not start a run of N = 1 first
    sizeSpin_->setValue(6);
    sizeLabel_->setBuddy(sizeSpin_);
    modeCombo_ = new QComboBox(this);
    modeCombo_->setObjectName(QStringLiteral("compareModeCombo"));
    modeCombo_->addItem(QString(), true);
    modeCombo_->addItem(QString(), false);
    auto* problem = new QHBoxLayout;
    problem->addWidget(sizeLabel_);
    problem->addWidget(sizeSpin_);
    problem->addWidget(modeCombo_);
    problem->addStretch(1);

    auto* panes = new QSplitter(Qt::Horizontal, this);
    panes->setChildrenCollapsible(false);
    panes->addWidget(panes_[0]);
    panes->addWidget(panes_[1]);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->setChildrenCollapsible(false);
    split->addWidget(panes);
    split->addWidget(chart_);
    chart_->setMinimumHeight(300);  // the axes and legend stay legible beside two boards
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);

    summary_ = new QLabel(this);
    summary_->setObjectName(QStringLiteral("compareSummary"));
    summary_->setWordWrap(true);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(toolBar_);
    layout->addLayout(problem);
    layout->addWidget(split, 1);
    layout->addWidget(summary_);
    resize(1100, 800);
}

QAction* CompareWindow::makeAction(const char* name, const QKeySequence& key) {
    auto* action = new QAction(this);
    action->setObjectName(QLatin1String(name));
    action->setShortcut(key);
    action->setShortcutContext(Qt::WindowShortcut);
    addAction(action);
    return action;
}

QList<QAction*> CompareWindow::playbackActions() const {
    return {playPause_, stepBack_, step_, reset_, toEnd_};
}

void CompareWindow::retranslateUi() {
    setWindowTitle(tr("Compare algorithms"));
    toolBar_->setWindowTitle(tr("Lock-step playback"));
    panes_[0]->setTitle(tr("Left run"));
    panes_[1]->setTitle(tr("Right run"));
    sizeLabel_->setText(tr("&N:"));
    sizeSpin_->setToolTip(tr("Board size of both runs (at most what both algorithms support)"));
    sizeSpin_->setProblemText(
        tr("N must be 1 to %L1: the most both algorithms support.").arg(sizeSpin_->maximum()));
    modeCombo_->setItemText(0, tr("All solutions"));
    modeCombo_->setItemText(1, tr("First solution"));
    const auto label = [](QAction* action, const QString& text) {
        action->setText(text);
        ActionToolTip::set(action, text);
    };
    label(playPause_, lockStep_->isPlaying() ? tr("Pause") : tr("Play"));
    label(stepBack_, tr("Step back"));
    label(step_, tr("Step"));
    label(reset_, tr("Reset"));
    label(toEnd_, tr("To end"));
    chart_->setRunNames(panes_[0]->runName(), panes_[1]->runName());
    updateSummary();
}

void CompareWindow::updateIcons() {
    using Kind = PlaybackIcons::Kind;
    const QPalette pal = palette();
    playPause_->setIcon(
        PlaybackIcons::icon(lockStep_->isPlaying() ? Kind::Pause : Kind::Play, pal));
    stepBack_->setIcon(PlaybackIcons::icon(Kind::StepBack, pal));
    step_->setIcon(PlaybackIcons::icon(Kind::StepForward, pal));
    reset_->setIcon(PlaybackIcons::icon(Kind::Rewind, pal));
    toEnd_->setIcon(PlaybackIcons::icon(Kind::End, pal));
}

void CompareWindow::updateSizeRange() {
    // What the GUI animates for two boards (min-conflicts capped for memory), not what the core
    // allows.
    const int max = std::min(Limits::comparedMaxN(panes_[0]->algorithm()),
                             Limits::comparedMaxN(panes_[1]->algorithm()));
    const QSignalBlocker block(sizeSpin_);
    sizeSpin_->setRange(1, max);  // clamps the value
    sizeSpin_->setProblemText(tr("N must be 1 to %L1: the most both algorithms support.").arg(max));
}

void CompareWindow::setProblem(int n, queens::Algorithm left, queens::Algorithm right,
                               std::uint64_t leftSeed, std::uint64_t rightSeed) {
    panes_[0]->setAlgorithm(left);
    panes_[1]->setAlgorithm(right);
    panes_[0]->setSeed(leftSeed);
    panes_[1]->setSeed(rightSeed);
    updateSizeRange();
    {
        const QSignalBlocker block(sizeSpin_);
        sizeSpin_->setValue(n);
    }
    restart();
}

void CompareWindow::setCspOptions(const queens::StepperOptions& left,
                                  const queens::StepperOptions& right) {
    panes_[0]->setCspOptions(left);
    panes_[1]->setCspOptions(right);
}

void CompareWindow::setAllSolutions(bool all) {
    if (all == allSolutions()) return;
    modeCombo_->setCurrentIndex(all ? 0 : 1);
    restart();
}

bool CompareWindow::allSolutions() const {
    return modeCombo_->currentData().toBool();
}

int CompareWindow::n() const {
    return sizeSpin_->value();
}

void CompareWindow::restart() {
    stale_ = false;
    chart_->reset(CompareChart::measureOf(panes_[0]->algorithm()),
                  CompareChart::measureOf(panes_[1]->algorithm()));
    for (ComparePane* p : panes_) p->start(n(), allSolutions());
    lockStep_->restart();
    chart_->setRunNames(panes_[0]->runName(), panes_[1]->runName());
    refresh();
}

void CompareWindow::refresh() {
    for (ComparePane* p : panes_) p->refresh();
    updateActions();
    updateSummary();
    // While playback runs fast the chart follows a few times per second; every pause, step or
    // seek updates it at once (in an event of its own, not inside this refresh).
    const bool fast = lockStep_->isPlaying() && lockStep_->speed() > kChartEveryTickMaxSpeed;
    if (!fast || !chartClock_.isValid() || chartClock_.hasExpired(kChartIntervalMs)) {
        chartClock_.start();
        chartTimer_.start();
    }
}

void CompareWindow::updateChart() {
    const PlaybackController& l = *panes_[0]->playback();
    const PlaybackController& r = *panes_[1]->playback();
    chart_->update(l.cursor(), CompareChart::measureValue(chart_->measure(0), l.state().stats()),
                   r.cursor(), CompareChart::measureValue(chart_->measure(1), r.state().stats()));
}

void CompareWindow::updateSummary() {
    using Measure = CompareChart::Measure;
    // The chart's measures are those of the current runs (set by restart()).
    const Measure ml = chart_->measure(0);
    const Measure mr = chart_->measure(1);
    const std::uint64_t a = CompareChart::measureValue(ml, panes_[0]->playback()->state().stats());
    const std::uint64_t b = CompareChart::measureValue(mr, panes_[1]->playback()->state().stats());
    const QLocale locale;
    const QString step = locale.toString(qulonglong(lockStep_->cursor()));
    const QString sa = locale.toString(qulonglong(a));
    const QString sb = locale.toString(qulonglong(b));
    // "the left run has tried 5 cells", in the run's measure.
    const auto work = [](bool left, Measure m, std::uint64_t v, const QString& count) {
        const int pn = PluralCount::of(v);
        switch (m) {
            case Measure::SwapsEvaluated:
                return left ? tr("the left run has evaluated %1 swap(s)", nullptr, pn).arg(count)
                            : tr("the right run has evaluated %1 swap(s)", nullptr, pn).arg(count);
            case Measure::Moves:
                return left ? tr("the left run has made %1 move(s)", nullptr, pn).arg(count)
                            : tr("the right run has made %1 move(s)", nullptr, pn).arg(count);
            case Measure::Generations:
                return left ? tr("the left run has bred %1 generation(s)", nullptr, pn).arg(count)
                            : tr("the right run has bred %1 generation(s)", nullptr, pn).arg(count);
            case Measure::CellsTried:
                break;
        }
        return left ? tr("the left run has tried %1 cell(s)", nullptr, pn).arg(count)
                    : tr("the right run has tried %1 cell(s)", nullptr, pn).arg(count);
    };
    QString text;
    if (ml != mr) {
        text = tr("Step %1: %2; %3.", "step, the left run's work, the right run's work")
                   .arg(step, work(true, ml, a, sa), work(false, mr, b, sb)) +
               QLatin1Char(' ') +
               tr("The runs measure different work (a systematic search tries cells, "
                  "min-conflicts evaluates swaps), so the chart shows each in its own measure "
                  "and they are not compared as a ratio.");
    } else {
        const int pa = PluralCount::of(a);
        switch (ml) {
            case Measure::SwapsEvaluated:
                text = tr("Step %1: the left run has evaluated %2 swap(s), the right run %3.",
                          nullptr, pa);
                break;
            case Measure::Moves:
                text =
                    tr("Step %1: the left run has made %2 move(s), the right run %3.", nullptr, pa);
                break;
            case Measure::Generations:
                text = tr("Step %1: the left run has bred %2 generation(s), the right run %3.",
                          nullptr, pa);
                break;
            case Measure::CellsTried:
                text = tr("Step %1: the left run has tried %2 cell(s), the right run %3.", nullptr,
                          pa);
                break;
        }
        text = text.arg(step, sa, sb);
        if (a > 0) {
            const QString percent =
                locale.toString(100.0 * static_cast<double>(b) / static_cast<double>(a), 'f', 1);
            QString ratio;
            switch (ml) {
                case Measure::SwapsEvaluated:
                    ratio = tr("The right run evaluated %1% as many swaps as the left run.");
                    break;
                case Measure::Moves:
                    ratio = tr("The right run made %1% as many moves as the left run.");
                    break;
                case Measure::Generations:
                    ratio = tr("The right run bred %1% as many generations as the left run.");
                    break;
                case Measure::CellsTried:
                    ratio = tr("The right run tried %1% as many cells as the left run.");
                    break;
            }
            text += QLatin1Char(' ') + ratio.arg(percent);
        }
    }
    // At the end, two searches that placed the same queens walked the same tree: the cells they
    // tried differ only by the work each spends to find a node.
    const std::optional<std::uint64_t> pl = panes_[0]->count(ComparePane::Placed);
    const std::optional<std::uint64_t> pr = panes_[1]->count(ComparePane::Placed);
    if (lockStep_->atEnd() && pl && pr && *pl == *pr && *pl > 0)
        text += QLatin1Char(' ') + tr("Both searches placed %1 queens: the same search tree, "
                                      "with different work to find each node.")
                                       .arg(locale.toString(qulonglong(*pl)));
    if (lockStep_->isWaiting())
        text += QLatin1Char(' ') + tr("Waiting for the searches to deliver more steps…");
    CjkWordBreaks::setText(summary_, text);
}

void CompareWindow::updateActions() {
    const bool playing = lockStep_->isPlaying();
    const QString text = playing ? tr("Pause") : tr("Play");
    if (playPause_->text() != text) {
        playPause_->setText(text);
        ActionToolTip::set(playPause_, text);
        updateIcons();
    }
    stepBack_->setEnabled(lockStep_->cursor() > 0);
    reset_->setEnabled(lockStep_->cursor() > 0);
    step_->setEnabled(!lockStep_->atEnd());
    toEnd_->setEnabled(!lockStep_->atEnd() &&
                       lockStep_->mode() != LockStepPlayback::Mode::RunningToEnd);
}

void CompareWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    else if (event->type() == QEvent::PaletteChange)
        updateIcons();
    QWidget::changeEvent(event);
}

void CompareWindow::closeEvent(QCloseEvent* event) {
    lockStep_->pause();
    // A hidden window does not keep two workers busy; unfinished runs start again when shown.
    for (ComparePane* p : panes_) {
        if (!p->playback()->runFinished()) {
            p->stop();
            stale_ = true;
        }
    }
    QWidget::closeEvent(event);
}

void CompareWindow::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (stale_) restart();
}
