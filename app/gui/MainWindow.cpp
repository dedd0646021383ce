#include "MainWindow.h"

#include <QAction>
#include <QCloseEvent>
#include <QGroupBox>
#include <QLabel>
#include <QMenuBar>
#include <QScreen>
#include <QSplitter>
#include <QStatusBar>
#include <QToolBar>
#include <QVBoxLayout>
#include <exception>
#include <new>

#include "AlgorithmNames.h"
#include "BoardWidget.h"
#include "EventDescriber.h"
#include "PlaybackController.h"
#include "PlaybackIcons.h"
#include "ProblemPanel.h"
#include "PseudocodeView.h"
#include "SolverController.h"
#include "SpeedControl.h"
#include "StatsPanel.h"

namespace {
constexpr int kMessageMs = 6000;
}

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    setWindowTitle(tr("QueensLab"));
    solver_ = new SolverController(this);
    playback_ = new PlaybackController(this);

    createActions();
    setCentralWidget(createCentralWidget());
    createMenusAndToolBar();
    connectControllers();

    memoryLabel_ = new QLabel(this);
    memoryLabel_->setObjectName(QStringLiteral("memoryLabel"));
    memoryLabel_->setStyleSheet(QStringLiteral("color: #e08a00; font-weight: bold;"));
    memoryLabel_->hide();
    statusBar()->addPermanentWidget(memoryLabel_);

    const QSize avail = screen() ? screen()->availableSize() : QSize(1600, 1000);
    resize(QSize(1500, 950).boundedTo(avail * 0.95));
    playback_->setSpeed(speed_->speed());
    startRun();
    board_->setFocus();
}

MainWindow::~MainWindow() {
    solver_->stop();
}

void MainWindow::createActions() {
    using Icon = PlaybackIcons::Kind;
    const QPalette pal = palette();
    playIcon_ = PlaybackIcons::icon(Icon::Play, pal);
    pauseIcon_ = PlaybackIcons::icon(Icon::Pause, pal);
    const auto make = [this](const QString& text, const char* name, const QKeySequence& key,
                             const QIcon& icon = QIcon()) {
        auto* a = new QAction(icon, text, this);
        a->setObjectName(QLatin1String(name));
        a->setShortcut(key);
        a->setToolTip(tr("%1 (%2)", "tool tip of an action: its name (its shortcut)")
                          .arg(text, key.toString(QKeySequence::NativeText)));
        return a;
    };
    playPause_ = make(tr("Play"), "playPauseAction", Qt::Key_Space, playIcon_);
    stepBack_ = make(tr("Step back"), "stepBackAction", Qt::Key_Left,
                     PlaybackIcons::icon(Icon::StepBack, pal));
    stepForward_ = make(tr("Step"), "stepForwardAction", Qt::Key_Right,
                        PlaybackIcons::icon(Icon::StepForward, pal));
    reset_ = make(tr("Reset"), "resetAction", Qt::Key_Home, PlaybackIcons::icon(Icon::Rewind, pal));
    runToSolution_ =
        make(tr("Run to first solution"), "runToSolutionAction",
             QKeySequence(Qt::CTRL | Qt::Key_Right), PlaybackIcons::icon(Icon::RunToSolution, pal));
    fullScreen_ = make(tr("Full screen"), "fullScreenAction", QKeySequence::FullScreen);
    fullScreen_->setCheckable(true);
    quit_ = make(tr("Quit"), "quitAction", QKeySequence::Quit);

    connect(playPause_, &QAction::triggered, playback_, &PlaybackController::togglePlay);
    connect(stepBack_, &QAction::triggered, playback_, &PlaybackController::stepBack);
    connect(stepForward_, &QAction::triggered, playback_, &PlaybackController::stepForward);
    connect(reset_, &QAction::triggered, playback_, &PlaybackController::rewind);
    connect(runToSolution_, &QAction::triggered, playback_, &PlaybackController::runToNextSolution);
    connect(fullScreen_, &QAction::toggled, this,
            [this](bool on) { on ? showFullScreen() : showNormal(); });
    connect(quit_, &QAction::triggered, this, &QWidget::close);
}

void MainWindow::createMenusAndToolBar() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(quit_);
    QMenu* run = menuBar()->addMenu(tr("&Run"));
    run->addActions({playPause_, stepBack_, stepForward_, reset_, runToSolution_});
    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->addAction(fullScreen_);

    QToolBar* bar = addToolBar(tr("Playback"));
    bar->setObjectName(QStringLiteral("playbackToolBar"));
    bar->setMovable(false);
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    bar->setIconSize(QSize(28, 28));
    bar->addActions({playPause_, stepBack_, stepForward_, reset_, runToSolution_});
    bar->addSeparator();
    speed_ = new SpeedControl(bar);
    bar->addWidget(speed_);
}

QWidget* MainWindow::createCentralWidget() {
    board_ = new BoardWidget;
    board_->setObjectName(QStringLiteral("boardWidget"));
    board_->setFocusPolicy(Qt::StrongFocus);

    caption_ = new QLabel;
    caption_->setObjectName(QStringLiteral("eventCaption"));
    caption_->setAlignment(Qt::AlignCenter);
    caption_->setWordWrap(true);
    QFont big = caption_->font();
    big.setPointSizeF(big.pointSizeF() * 1.35);
    caption_->setFont(big);
    caption_->setMinimumHeight(QFontMetrics(big).height() * 2 + 8);

    auto* left = new QWidget;
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->addWidget(board_, 1);
    leftLayout->addWidget(caption_);

    problem_ = new ProblemPanel;
    pseudocode_ = new PseudocodeView;
    auto* codeBox = new QGroupBox(tr("Pseudo-code"));
    auto* codeLayout = new QVBoxLayout(codeBox);
    codeLayout->addWidget(pseudocode_);
    stats_ = new StatsPanel;

    auto* right = new QWidget;
    right->setMinimumWidth(400);
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->addWidget(problem_);
    rightLayout->addWidget(codeBox, 1);
    rightLayout->addWidget(stats_);

    auto* splitter = new QSplitter(Qt::Horizontal);
    splitter->addWidget(left);
    splitter->addWidget(right);
    // The board is limited by the window's height; the rest goes to the pseudo-code.
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({820, 780});
    splitter->setChildrenCollapsible(false);
    return splitter;
}

void MainWindow::connectControllers() {
    connect(solver_, &SolverController::batchReady, playback_, &PlaybackController::appendBatch);
    connect(solver_, &SolverController::failed, this,
            [this](const QString& why) { showMessage(tr("The search stopped: %1").arg(why)); });
    connect(playback_, &PlaybackController::cursorMoved, solver_, &SolverController::setCursor);
    connect(playback_, &PlaybackController::stateChanged, this, &MainWindow::refresh);
    connect(playback_, &PlaybackController::message, this, &MainWindow::showMessage);
    connect(problem_, &ProblemPanel::problemChanged, this, &MainWindow::startRun);
    connect(problem_, &ProblemPanel::message, this, &MainWindow::showMessage);
    connect(speed_, &SpeedControl::speedChanged, playback_, &PlaybackController::setSpeed);
}

// The problem panel keeps N within the limit of the algorithm (and the seed a number), so the
// options are always ones StepperFactory accepts; should one ever be refused, the worker reports
// it through failed() and the board shows the new, empty problem: panel and board never differ.
void MainWindow::startRun() {
    const queens::Algorithm algorithm = problem_->algorithm();
    const queens::StepperOptions options = problem_->options();
    try {
        solver_->stop();
        playback_->reset(options.n);
        pseudocode_->setAlgorithm(algorithm);
        stats_->setAlgorithm(algorithm);
        solver_->start(algorithm, options, playback_->maxWorkerLead());
    } catch (const std::exception& ex) {  // std::bad_alloc above all (a large N)
        solver_->stop();
        playback_->pause();
        const QString why = dynamic_cast<const std::bad_alloc*>(&ex) != nullptr
                                ? tr("there is not enough memory for N = %L1.").arg(options.n)
                                : QString::fromUtf8(ex.what());
        showMessage(tr("Cannot start this search: %1").arg(why));
        return;
    }
    showMessage(
        tr("New run: %1, N = %L2.").arg(AlgorithmNames::displayName(algorithm)).arg(options.n));
}

void MainWindow::refresh() {
    const PlaybackController& pb = *playback_;
    const queens::StepEvent* e = pb.currentEvent();
    board_->setView(&pb.state(), e);
    pseudocode_->setCurrentLine(e ? e->line : -1);
    stats_->showStats(pb.state(), pb.cursor(), pb.recorded(), pb.runFinished());
    caption_->setText(EventDescriber::describe(e, pb.state()));
    const queens::Timeline& t = pb.timeline();
    memoryLabel_->setVisible(t.overBound());
    if (t.overBound()) {
        memoryLabel_->setText(tr("Timeline over its %1 MiB bound: steps before %2 are kept as "
                                 "keyframes only")
                                  .arg(t.memoryBound() >> 20)
                                  .arg(QLocale().toString(qulonglong(t.firstExact()))));
    }
    updateActions();
}

void MainWindow::updateActions() {
    const PlaybackController& pb = *playback_;
    const bool playing = pb.isPlaying();
    if (playing != showsPause_) {
        showsPause_ = playing;
        playPause_->setText(playing ? tr("Pause") : tr("Play"));
        playPause_->setIcon(playing ? pauseIcon_ : playIcon_);
    }
    stepBack_->setEnabled(pb.cursor() > 0);
    reset_->setEnabled(pb.cursor() > 0);
    stepForward_->setEnabled(!pb.atEnd());
    runToSolution_->setEnabled(!pb.atEnd());
    runToSolution_->setText(pb.state().stats().solutions == 0 ? tr("Run to first solution")
                                                              : tr("Run to next solution"));
}

void MainWindow::showMessage(const QString& text) {
    statusBar()->showMessage(text, kMessageMs);
}

void MainWindow::closeEvent(QCloseEvent* event) {
    playback_->pause();
    solver_->stop();
    QMainWindow::closeEvent(event);
}
