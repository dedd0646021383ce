#include "MainWindow.h"

#include <QCloseEvent>
#include <QDockWidget>
#include <QLabel>
#include <QLocale>
#include <QScreen>
#include <QScrollArea>
#include <QStatusBar>
#include <QToolBar>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <exception>
#include <new>

#include "AlgorithmNames.h"
#include "BoardArea.h"
#include "BoardFileController.h"
#include "BoardWidget.h"
#include "BreakpointPanel.h"
#include "ChartsPanel.h"
#include "ClassroomController.h"
#include "CspSettings.h"
#include "DlxMatrixView.h"
#include "DomainLayer.h"
#include "ExperimentsHost.h"
#include "ExportController.h"
#include "LessonHost.h"
#include "Limits.h"
#include "MainMenus.h"
#include "PlacementParser.h"
#include "PlaybackActions.h"
#include "PlaybackController.h"
#include "PopulationView.h"
#include "PositionRun.h"
#include "PresenterMode.h"
#include "ProblemPanel.h"
#include "PseudocodeView.h"
#include "PuzzleController.h"
#include "RunHistory.h"
#include "SearchListView.h"
#include "SolutionsBrowserHost.h"
#include "SolverController.h"
#include "SpeedControl.h"
#include "StatsPanel.h"
#include "TimelineMemoryLabel.h"
#include "TimelineRow.h"

namespace {
constexpr int kMessageMs = 6000;
// Register shifts are animated while stepping by hand or playing this slowly (steps/s).
constexpr double kAnimateMaxSpeed = 4.0;
// While playing faster than this (steps/s) the charts are updated every kChartsIntervalMs only.
constexpr double kChartsEveryTickMaxSpeed = 30.0;
constexpr qint64 kChartsIntervalMs = 250;

// `content` in a frameless, resizable scroll area.
QScrollArea* scrolled(QWidget* content) {
    auto* area = new QScrollArea;
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);  // the content fits the width
    area->setWidget(content);
    return area;
}

}  // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), history_(std::make_unique<queens::RunHistory>()) {
    solver_ = new SolverController(this);
    playback_ = new PlaybackController(this);

    setCentralWidget(createCentralWidget());
    classroom_ = new ClassroomController(this, area_->board(), playback_);
    createDocks();
    createActions();
    menus_ = std::make_unique<MainMenus>(this, area_->board(), exports_, browser_, boardFiles_,
                                         actions_, speed_, classroom_);
    experiments_ = new ExperimentsHost(this, problem_);
    experiments_->insertAfter(classroom_->compareAction());
    connectControllers();
    lessons_->addMenu(menuBar());
    classroom_->presenter()->setMenuRowToolBar(
        findChild<QToolBar*>(QStringLiteral("playbackToolBar")));

    memoryLabel_ = new TimelineMemoryLabel(this);
    statusBar()->addPermanentWidget(memoryLabel_);
    retranslateUi();

    const QSize avail = screen() ? screen()->availableSize() : QSize(1600, 1000);
    resize(QSize(1600, 1000).boundedTo(avail * 0.95));
    classroom_->restoreLayout();  // the docks as the user left them (presenter mode its own)
    playback_->setSpeed(speed_->speed());
    startRun();
    area_->board()->setFocus();
}

MainWindow::~MainWindow() {
    // The docks' fields signal when the closing window takes their focus (an N being edited
    // reports its refusal): nothing of that may reach this half-destroyed window.
    problem_->disconnect(this);
    solver_->stop();
    // Before QWidget's destructor hides the docks: hiding the puzzle's dock would end puzzle
    // mode and report it to a window that is already gone.
    delete classroom_;
    classroom_ = nullptr;
}

// Every text the window sets itself; the views, panels and action sets translate their own
// texts on the same QEvent::LanguageChange.
void MainWindow::retranslateUi() {
    setWindowTitle(tr("QueensLab"));
    if (classroom_) classroom_->retranslateUi();
    problemDock_->setWindowTitle(tr("Problem"));
    codeDock_->setWindowTitle(tr("Pseudo-code"));
    statsDock_->setWindowTitle(tr("Statistics"));
    chartsDock_->setWindowTitle(tr("Charts"));
    listsDock_->setWindowTitle(tr("OPEN and CLOSED"));
    populationDock_->setWindowTitle(tr("Population"));
    dlxDock_->setWindowTitle(tr("Exact-cover matrix"));

    menus_->retranslateUi();  // the menus' titles and the window's actions
}

void MainWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        refresh();  // the texts refresh() writes (step label, memory label, views' sentences)
        statusBar()->clearMessage();  // a message of the old language would stay until it expires
    }
    QMainWindow::changeEvent(event);
}

const BoardWidget* MainWindow::board() const {
    return area_->board();
}

QWidget* MainWindow::createCentralWidget() {
    area_ = new BoardArea;
    area_->setObjectName(QStringLiteral("boardArea"));

    timeline_ = new TimelineRow;
    auto* central = new QWidget;
    auto* layout = new QVBoxLayout(central);
    layout->addWidget(area_, 1);
    layout->addWidget(timeline_);
    return central;
}

QDockWidget* MainWindow::addDock(QWidget* content, const QString& title, const char* name,
                                 Qt::DockWidgetArea area) {
    auto* dock = new QDockWidget(title, this);
    dock->setObjectName(QLatin1String(name));
    dock->setWidget(content);
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable |
                      QDockWidget::DockWidgetClosable);
    addDockWidget(area, dock);
    return dock;
}

void MainWindow::createDocks() {
    setDockNestingEnabled(true);
    problem_ = new ProblemPanel;
    breakpoints_ = new BreakpointPanel;
    breakpoints_->setObjectName(QStringLiteral("breakpointPanel"));
    auto* controls = new QWidget;
    auto* controlsLayout = new QVBoxLayout(controls);
    controlsLayout->setContentsMargins(4, 4, 4, 4);
    controlsLayout->addWidget(problem_);
    controlsLayout->addWidget(breakpoints_);
    controlsLayout->addStretch(1);
    // The docks carry the titles; the group boxes inside them do not repeat them.
    problem_->setTitle(QString());
    problem_->setFlat(true);
    problemDock_ = addDock(controls, QString(), "problemDock", Qt::LeftDockWidgetArea);

    pseudocode_ = new PseudocodeView;
    codeDock_ = addDock(pseudocode_, QString(), "pseudocodeDock", Qt::RightDockWidgetArea);

    stats_ = new StatsPanel;
    stats_->setTitle(QString());
    stats_->setFlat(true);
    // In a scroll area: the counters change their text every tick, and a scroll area does not
    // pass its content's new size hints on, so the main window is not laid out again each time.
    statsDock_ = addDock(scrolled(stats_), QString(), "statisticsDock", Qt::LeftDockWidgetArea);

    charts_ = new ChartsPanel;
    charts_->setObjectName(QStringLiteral("chartsPanel"));
    chartsDock_ = addDock(charts_, QString(), "chartsDock", Qt::RightDockWidgetArea);

    lists_ = new SearchListView;
    lists_->setObjectName(QStringLiteral("searchListView"));
    // The lists grow with the number of mini-boards shown: scroll rather than push the window.
    listsDock_ = addDock(scrolled(lists_), QString(), "listsDock", Qt::RightDockWidgetArea);
    population_ = new PopulationView;
    populationDock_ = addDock(population_, QString(), "populationDock", Qt::RightDockWidgetArea);
    // Skipped while hidden (refresh()): brought to the front, it catches up with the cursor.
    connect(populationDock_, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible && queens::isPopulationSearch(algorithm_))
            population_->setView(playback_->state(), playback_->currentEvent());
    });
    dlxMatrix_ = new DlxMatrixView;
    auto* dlxArea = new QScrollArea;  // below DlxMatrixView::kMinCell the matrix scrolls
    dlxArea->setWidgetResizable(true);
    dlxArea->setFrameShape(QFrame::NoFrame);
    dlxArea->setWidget(dlxMatrix_);
    dlxDock_ = addDock(dlxArea, QString(), "dlxMatrixDock", Qt::RightDockWidgetArea);
    connect(dlxDock_, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible && algorithm_ == queens::Algorithm::Dlx)
            dlxMatrix_->setView(playback_->timeline());
    });

    // Left: what to solve and the counters; right: the pseudo-code over the charts (or the
    // OPEN/CLOSED lists, in a tab beside them); the board in the middle. The right column reaches
    // the bottom, so a dock there (the search tree) goes under the board, not under the
    // pseudo-code and a lesson's narration.
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    splitDockWidget(problemDock_, statsDock_, Qt::Vertical);
    splitDockWidget(codeDock_, chartsDock_, Qt::Vertical);
    tabifyDockWidget(chartsDock_, listsDock_);
    tabifyDockWidget(chartsDock_, populationDock_);
    tabifyDockWidget(chartsDock_, dlxDock_);
    populationDock_->hide();
    dlxDock_->hide();
    chartsDock_->raise();
    classroom_->createDocks();  // puzzle and search tree, hidden until asked for
    lessons_ = new LessonHost(this, playback_, solver_, area_->board(), classroom_);
    // Presenting: the lesson, the pseudo-code and the statistics beside the board, the rest out
    // of the way.
    PresenterMode* presenter = classroom_->presenter();
    presenter->setPresenterDocks(
        {lessons_->dock(), codeDock_, statsDock_},
        {problemDock_, chartsDock_, listsDock_, populationDock_, dlxDock_});
    connect(presenter, &PresenterMode::presentingChanged, this, &MainWindow::updateAreaLayout);
    resizeDocks({problemDock_, codeDock_}, {300, 540}, Qt::Horizontal);
    resizeDocks({codeDock_, chartsDock_}, {380, 520}, Qt::Vertical);
}

void MainWindow::createActions() {
    speed_ = new SpeedControl;
    actions_ = new PlaybackActions(playback_, speed_, breakpoints_, this);

    exports_ = new ExportController(this, playback_);
    connect(exports_, &ExportController::message, this, &MainWindow::showMessage);
    browser_ = new SolutionsBrowserHost(this);
    connect(browser_, &SolutionsBrowserHost::showInBoardRequested, this,
            [this](int n, const QList<int>& placement) {
                showPosition(n, std::vector<int>(placement.begin(), placement.end()));
            });
    connect(browser_, &SolutionsBrowserHost::handoutRequested, exports_,
            &ExportController::exportHandout);
    // The board to save: the student's puzzle while it is shown, else the run's at the cursor.
    boardFiles_ = new BoardFileController(
        this, Limits::animatedMaxN(queens::Algorithm::Backtracking), [this] {
            return classroom_->showsPuzzle() ? classroom_->puzzle()->state().placement()
                                             : playback_->state().placement();
        });
    connect(boardFiles_, &BoardFileController::message, this, &MainWindow::showMessage);
    connect(boardFiles_, &BoardFileController::boardLoaded, this, &MainWindow::showPosition);
}

void MainWindow::connectControllers() {
    // The history sees every batch before playback can move over it.
    connect(solver_, &SolverController::batchReady, this, [this](const queens::BatchPtr& batch) {
        if (batch && batch->first == history_->recordedEvents()) history_->append(*batch);
    });
    connect(solver_, &SolverController::batchReady, playback_, &PlaybackController::appendBatch);
    connect(solver_, &SolverController::failed, this,
            [this](const QString& why) { showMessage(tr("The search stopped: %1").arg(why)); });
    connect(playback_, &PlaybackController::cursorMoved, solver_, &SolverController::setCursor);
    connect(playback_, &PlaybackController::stateChanged, this, &MainWindow::refresh);
    connect(playback_, &PlaybackController::message, this, &MainWindow::showMessage);
    connect(problem_, &ProblemPanel::problemChanged, this, [this] { startRun(); });
    connect(solver_, &SolverController::batchReady, classroom_, &ClassroomController::appendBatch);
    connect(classroom_, &ClassroomController::message, this, &MainWindow::showMessage);
    connect(classroom_, &ClassroomController::boardChanged, this, &MainWindow::refresh);
    connect(classroom_, &ClassroomController::seekRequested, playback_, &PlaybackController::seek);
    connect(classroom_, &ClassroomController::startSearchRequested, this,
            [this](queens::Algorithm a, int n, const std::vector<int>& fixed) {
                if (problem_->showProblem(a, n) == n) startRun(fixed);
            });
    connect(problem_, &ProblemPanel::message, this, &MainWindow::showMessage);
    connect(lessons_, &LessonHost::runRequested, this,
            [this](queens::Algorithm a, const queens::StepperOptions& o, quint64 reserve) {
                if (problem_->showOptions(a, o) == o.n) startRun(o.fixed, reserve);
            });
    // After Enter in a field of the problem or a breakpoint the keys drive playback again
    // (Space, the arrows), as they do everywhere else; queued, so that the field finishes its
    // key press first.
    const auto focusBoard = [this] { area_->board()->setFocus(); };
    connect(problem_, &ProblemPanel::entryConfirmed, this, focusBoard, Qt::QueuedConnection);
    connect(breakpoints_, &BreakpointPanel::entryConfirmed, this, focusBoard, Qt::QueuedConnection);
    connect(speed_, &SpeedControl::speedChanged, playback_, &PlaybackController::setSpeed);
    connect(timeline_, &TimelineRow::seekRequested, playback_, &PlaybackController::seek);
    chartsTimer_.setSingleShot(true);
    chartsTimer_.setInterval(0);
    connect(&chartsTimer_, &QTimer::timeout, this,
            [this] { charts_->update(playback_->timeline(), *history_, playback_->cursor()); });
}

// The problem panel keeps N within the limit of the algorithm (and the seed a number), so the
// options are always ones StepperFactory accepts; should one ever be refused, the worker reports
// it through failed() and the board shows the new, empty problem: panel and board never differ.
void MainWindow::prepareRun(queens::Algorithm algorithm, int n, std::uint64_t reserve) {
    solver_->stop();
    lists_->reset();  // before the timeline it follows is replaced
    history_->clear();
    playback_->reset(n, PlaybackController::memoryBoundFor(reserve));
    const bool wasDlx = algorithm_ == queens::Algorithm::Dlx;
    algorithm_ = algorithm;
    timeline_->clearMarks();
    area_->setAlgorithm(algorithm);
    pseudocode_->setAlgorithm(algorithm);
    stats_->setAlgorithm(algorithm);
    charts_->setAlgorithm(algorithm);
    actions_->setAlgorithm(algorithm);
    breakpoints_->setAlgorithm(algorithm);
    breakpoints_->setN(n);
    classroom_->reset(algorithm, n);
    // Presenting, the lists stay hidden unless shown: the pseudo-code and counters come first.
    const bool presenting = classroom_->presenter()->isPresenting();
    if (!isGraphSearch(algorithm) || !presenting) listsDock_->setVisible(isGraphSearch(algorithm));
    population_->setAlgorithm(algorithm);
    if (!queens::isPopulationSearch(algorithm) || !presenting)
        populationDock_->setVisible(queens::isPopulationSearch(algorithm));
    const bool dlx = algorithm == queens::Algorithm::Dlx;
    dlxMatrix_->reset(n);
    if (!dlx || !presenting) dlxDock_->setVisible(dlx);
    // The matrix takes most of the right column (Algorithm X's pseudo-code is short), and gives
    // it back to the charts after.
    if (dlx != wasDlx && !presenting) {
        resizeDocks({codeDock_}, {dlx ? std::clamp(width() / 3, 540, 640) : 540}, Qt::Horizontal);
        resizeDocks({codeDock_, dlx ? dlxDock_ : chartsDock_},
                    dlx ? QList<int>{240, 660} : QList<int>{380, 520}, Qt::Vertical);
    }
    updateAreaLayout();
    classroom_->presenter()->fitColumn();
    // The OPEN/CLOSED lists are what a graph search is about, the boards what a population
    // search is about: show them first.
    isGraphSearch(algorithm)                ? listsDock_->raise()
    : queens::isPopulationSearch(algorithm) ? populationDock_->raise()
    : dlx                                   ? dlxDock_->raise()
                                            : chartsDock_->raise();
}

// Presenting, the board area reaches the window's edges; for the bitmask search the caption goes
// beside the board: under it, with the register view, it would leave the board less than half of
// the screen's height.
void MainWindow::updateAreaLayout() {
    const bool presenting = classroom_->presenter()->isPresenting();
    QLayout* central = centralWidget()->layout();
    presenting ? central->setContentsMargins(0, 0, 0, 0) : central->unsetContentsMargins();
    area_->setCaptionBeside(presenting && algorithm_ == queens::Algorithm::Bitmask);
}

void MainWindow::showPosition(int n, const std::vector<int>& placement, const QString& shown) {
    std::string error;
    const queens::BatchPtr batch = PositionRun::batch(n, placement, &error);
    if (!batch) {
        qWarning("PositionRun: %s", error.c_str());
        showMessage(tr("Cannot show this board: it is not a placement of %L1 queens.").arg(n));
        return;
    }
    // Shown as the backtracking search would place it; no worker runs.
    const queens::Algorithm algorithm = queens::Algorithm::Backtracking;
    if (problem_->showProblem(algorithm, n) != n) {
        showMessage(tr("Cannot show this board: N = %L1 is beyond this algorithm's limit.").arg(n));
        return;
    }
    prepareRun(algorithm, n);
    playback_->pause();
    history_->append(*batch);
    playback_->appendBatch(batch);
    playback_->seek(batch->events.size());
    refresh();
    if (!shown.isEmpty()) return showMessage(shown);
    showMessage(tr("Showing %1 (N = %L2) from the solutions browser: step back to see the queens "
                   "placed; change the problem to search again.")
                    .arg(QString::fromStdString(queens::PlacementParser::format(placement)))
                    .arg(n));
}

void MainWindow::showRun(queens::Algorithm algorithm, int n,
                         const std::vector<queens::BatchPtr>& batches) {
    prepareRun(algorithm, n);
    playback_->pause();
    for (const queens::BatchPtr& batch : batches) {
        history_->append(*batch);
        playback_->appendBatch(batch);
        classroom_->appendBatch(batch);  // the search tree, as a worker's batches feed it
    }
    refresh();
}

void MainWindow::startRun(const std::vector<int>& fixed, std::uint64_t reserve) {
    const queens::Algorithm algorithm = problem_->algorithm();
    queens::StepperOptions options = problem_->options();
    options.fixed = fixed;
    // The CSP settings combine freely in the panel; a combination the stepper refuses leaves the
    // run and the board as they are, and says why.
    if (algorithm == queens::Algorithm::Csp) {
        if (const QString why = CspSettings::refusal(options); !why.isEmpty()) {
            showMessage(tr("Cannot start this search: %1").arg(why));
            return;
        }
    }
    try {
        prepareRun(algorithm, options.n, reserve);
        stats_->setOptions(options);
        classroom_->setRunOptions(options);
        solver_->start(algorithm, options, playback_->maxWorkerLead(), reserve);
    } catch (const std::exception& ex) {  // std::bad_alloc above all (a large N)
        solver_->stop();
        playback_->pause();
        const QString why = dynamic_cast<const std::bad_alloc*>(&ex) != nullptr
                                ? tr("there is not enough memory for N = %L1.").arg(options.n)
                                : QString::fromUtf8(ex.what());
        showMessage(tr("Cannot start this search: %1").arg(why));
        return;
    }
    refresh();
    const auto given = std::count_if(fixed.begin(), fixed.end(), [](int c) { return c >= 0; });
    showMessage(given > 0 ? tr("New run: %1, N = %L2, keeping the %n queen(s) you placed.", nullptr,
                               int(given))
                                .arg(AlgorithmNames::displayName(algorithm))
                                .arg(options.n)
                          : tr("New run: %1, N = %L2.")
                                .arg(AlgorithmNames::displayName(algorithm))
                                .arg(options.n));
}

void MainWindow::refresh() {
    const PlaybackController& pb = *playback_;
    const queens::StepEvent* e = pb.currentEvent();
    const queens::Timeline& t = pb.timeline();
    area_->setAnimationsEnabled(!pb.isPlaying() || pb.speed() <= kAnimateMaxSpeed);
    // In puzzle mode the student's board instead of the run, with the puzzle's own sentence
    // under it and no line of the run's pseudo-code lit. At the end of an all-solutions search
    // the board shows its last solution, which the caption names.
    const PuzzleController* puzzle =
        classroom_ && classroom_->showsPuzzle() ? classroom_->puzzle() : nullptr;
    if (puzzle) {
        area_->setCaptionSource([puzzle] { return puzzle->caption(); });
        area_->setView(puzzle->state(), puzzle->lastEvent());
    } else {
        area_->setCaptionSource({});
        // A constraint search's board outlines the row being assigned.
        area_->board()->setDomainFocus(
            algorithm_ == queens::Algorithm::Csp ? DomainLayer::focusAt(t) : -1);
        area_->setView(playback_->boardToShow(), e);
    }
    if (classroom_) classroom_->refresh(pb.cursor());
    pseudocode_->setCurrentLine(e && !puzzle ? e->line : -1);
    stats_->showStats(pb.state(), pb.cursor(), pb.recorded(), pb.runFinished(), !pb.isPlaying());
    stats_->showSearchTiming(history_->searchSeconds(), history_->recordedEvents());
    // Qt Charts re-lays out its scene on every change (tens of ms for a moving axis), so while
    // playback runs fast the charts follow a few times per second; every pause, step or seek
    // updates them at once.
    // The update runs as an event of its own (chartsTimer_), so it never adds to the tick that
    // moved the cursor.
    const bool fast = pb.isPlaying() && pb.speed() > kChartsEveryTickMaxSpeed;
    if (!chartsDock_->visibleRegion().isEmpty() &&
        (!fast || !chartsClock_.isValid() || chartsClock_.hasExpired(kChartsIntervalMs))) {
        chartsClock_.start();
        chartsTimer_.start();
    }
    if (isGraphSearch(algorithm_)) lists_->setView(t, algorithm_);
    if (queens::isPopulationSearch(algorithm_) && populationDock_->isVisible())
        population_->setView(pb.state(), e);
    if (algorithm_ == queens::Algorithm::Dlx && dlxDock_->isVisible()) dlxMatrix_->setView(t);

    timeline_->showRun(pb, *history_);

    memoryLabel_->showTimeline(t);
    actions_->update();
}

void MainWindow::showMessage(const QString& text) {
    statusBar()->showMessage(text, kMessageMs);
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!lessons_->maySwitch()) return event->ignore();
    classroom_->saveLayout();
    playback_->pause();
    solver_->stop();
    QMainWindow::closeEvent(event);
}
