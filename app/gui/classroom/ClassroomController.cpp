#include "ClassroomController.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QScrollArea>
#include <algorithm>

#include "AlgorithmNames.h"
#include "BoardWidget.h"
#include "CompareWindow.h"
#include "Limits.h"
#include "PlaybackController.h"
#include "PredictionQuiz.h"
#include "PresenterMode.h"
#include "PuzzleController.h"
#include "PuzzlePanel.h"
#include "SearchTreeView.h"
#include "TimelineBatch.h"

namespace {
// The run the compare window puts beside the window's algorithm: the one it is best compared
// with in class (same N; min-conflicts beside itself with another seed).
queens::Algorithm partnerOf(queens::Algorithm a) {
    using queens::Algorithm;
    switch (a) {
        case Algorithm::Backtracking:
            return Algorithm::Bitmask;
        case Algorithm::Bitmask:
            return Algorithm::Backtracking;
        case Algorithm::Symmetric:
            return Algorithm::Backtracking;
        case Algorithm::Permutation:
            return Algorithm::Backtracking;
        case Algorithm::Dfs:
            return Algorithm::Bfs;
        case Algorithm::Bfs:
            return Algorithm::Dfs;
        case Algorithm::MinConflicts:
            return Algorithm::MinConflicts;
        case Algorithm::HillClimbing:
            return Algorithm::SimulatedAnnealing;
        case Algorithm::SimulatedAnnealing:
            return Algorithm::HillClimbing;
        case Algorithm::TextbookMinConflicts:
            return Algorithm::MinConflicts;
        case Algorithm::LocalBeam:
            return Algorithm::HillClimbing;
        case Algorithm::Genetic:
            return Algorithm::LocalBeam;
        case Algorithm::Iddfs:
            return Algorithm::Dfs;
        case Algorithm::Csp:  // itself with other options (cspPartnerOptions)
            return Algorithm::Csp;
        case Algorithm::Dlx:
            return Algorithm::Backtracking;
    }
    return Algorithm::Backtracking;
}

// The CSP options beside `own`: plain backtracking (rows in order, no inference), or, beside
// plain backtracking, MRV with forward checking.
queens::StepperOptions cspPartnerOptions(const queens::StepperOptions& own) {
    using O = queens::StepperOptions;
    O partner;
    const bool plain = own.varOrder == O::VarOrder::InOrder &&
                       own.valueOrder == O::ValueOrder::InOrder &&
                       own.inference == O::Inference::None && !own.backjump;
    if (plain) {
        partner.varOrder = O::VarOrder::Mrv;
        partner.inference = O::Inference::ForwardChecking;
    }
    return partner;
}
}  // namespace

ClassroomController::ClassroomController(QMainWindow* window, BoardWidget* board,
                                         PlaybackController* playback)
    : QObject(window), window_(window), board_(board), playback_(playback) {
    presenter_ = new PresenterMode(window, board, this);
    connect(presenter_, &PresenterMode::colorsChanged, this, &ClassroomController::boardChanged);

    puzzle_ = new PuzzleController(board, this);
    puzzlePanel_ = new PuzzlePanel(puzzle_);
    puzzlePanel_->setObjectName(QStringLiteral("puzzlePanel"));
    connect(puzzle_, &PuzzleController::message, this, &ClassroomController::message);
    connect(puzzle_, &PuzzleController::changed, this, &ClassroomController::boardChanged);
    // A hint or a check changes the puzzle's sentence under the board.
    connect(puzzle_, &PuzzleController::message, this, [this] {
        if (puzzle_->isActive()) emit boardChanged();
    });
    connect(puzzle_, &PuzzleController::startSearchRequested, this,
            [this](queens::Algorithm a, int n, const std::vector<int>& fixed) {
                if (n > Limits::animatedMaxN(a)) {  // the window could not show that run
                    emit message(tr("%1 works on boards up to N = %L2; this puzzle has N = %L3.")
                                     .arg(AlgorithmNames::displayName(a))
                                     .arg(Limits::animatedMaxN(a))
                                     .arg(n));
                    return;
                }
                setPuzzle(false);
                emit startSearchRequested(a, n, fixed);
            });

    quiz_ = new PredictionQuiz(playback, board, this);
    connect(quiz_, &PredictionQuiz::message, this, &ClassroomController::message);

    tree_ = new SearchTreeView;
    tree_->setObjectName(QStringLiteral("searchTreeView"));
    connect(tree_, &SearchTreeView::seekRequested, this, &ClassroomController::seekRequested);

    puzzleAction_ = new QAction(this);
    puzzleAction_->setObjectName(QStringLiteral("puzzleModeAction"));
    puzzleAction_->setCheckable(true);
    puzzleAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    connect(puzzleAction_, &QAction::toggled, this, &ClassroomController::setPuzzle);

    predictAction_ = new QAction(this);
    predictAction_->setObjectName(QStringLiteral("predictAction"));
    predictAction_->setCheckable(true);
    predictAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    connect(predictAction_, &QAction::toggled, this, &ClassroomController::setPredict);

    compareAction_ = new QAction(this);
    compareAction_->setObjectName(QStringLiteral("compareAction"));
    compareAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    connect(compareAction_, &QAction::triggered, this, &ClassroomController::openCompare);
    retranslateUi();
}

ClassroomController::~ClassroomController() {
    // The board must not keep pointing at the puzzle's state, which goes with the controller.
    if (puzzle_->isActive()) {
        puzzle_->setActive(false, n_);
        board_->setView(&playback_->state(), playback_->currentEvent());
    }
}

void ClassroomController::createDocks() {
    auto dock = [this](QWidget* content, const char* name, Qt::DockWidgetArea area) {
        auto* d = new QDockWidget(window_);
        d->setObjectName(QLatin1String(name));
        d->setWidget(content);
        d->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable |
                       QDockWidget::DockWidgetClosable);
        window_->addDockWidget(area, d);
        d->hide();
        return d;
    };
    // In a scroll area: the how-to text must never be drawn over the buttons in a short dock.
    auto* scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidget(puzzlePanel_);
    puzzleDock_ = dock(scroll, "puzzleDock", Qt::LeftDockWidgetArea);
    treeDock_ = dock(tree_, "searchTreeDock", Qt::BottomDockWidgetArea);
    // Closing the puzzle's dock ends puzzle mode: the board would otherwise stay the puzzle's.
    // The puzzle shares the statistics' place (the run's statistics say little meanwhile).
    if (auto* stats = window_->findChild<QDockWidget*>(QStringLiteral("statisticsDock")))
        window_->tabifyDockWidget(stats, puzzleDock_);
    // The tree follows the cursor only while it is shown; it catches up when it appears.
    connect(treeDock_, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible) tree_->setCursor(quint64(playback_->cursor()));
    });
    connect(puzzleDock_->toggleViewAction(), &QAction::toggled, this, [this](bool shown) {
        if (!shown && puzzleAction_->isChecked()) puzzleAction_->setChecked(false);
    });
    retranslateUi();
}

QMenu* ClassroomController::createMenu(QWidget* parent) {
    menu_ = new QMenu(parent);
    menu_->setObjectName(QStringLiteral("classroomMenu"));
    menu_->addAction(puzzleAction_);
    menu_->addAction(predictAction_);
    menu_->addSeparator();
    menu_->addAction(treeDock_->toggleViewAction());
    menu_->addAction(compareAction_);
    menu_->addSeparator();
    menu_->addAction(presenter_->presenterAction());
    retranslateUi();
    return menu_;
}

QMenu* ClassroomController::createPresenterMenu(QWidget* parent) {
    return presenter_->createMenu(parent);
}

void ClassroomController::retranslateUi() {
    puzzleAction_->setText(tr("&Puzzle mode"));
    puzzleAction_->setToolTip(tr("Place and remove queens yourself; ask for a check or a hint."));
    predictAction_->setText(tr("Predict the &next step"));
    predictAction_->setToolTip(tr("Click where the search will put its next queen, then see it."));
    compareAction_->setText(tr("&Compare two runs…"));
    if (puzzleDock_) puzzleDock_->setWindowTitle(tr("Puzzle"));
    if (treeDock_) treeDock_->setWindowTitle(tr("Search tree"));
    if (menu_) menu_->setTitle(tr("&Classroom"));
}

void ClassroomController::reset(queens::Algorithm algorithm, int n) {
    algorithm_ = algorithm;
    n_ = n;
    tree_->reset(n, algorithm);
    quiz_->restart();  // a new run: the open question belonged to the old one
    if (puzzle_->isActive() && puzzle_->n() != std::min(n, PuzzleController::kMaxN))
        puzzle_->setActive(true, n);
}

void ClassroomController::appendBatch(const queens::BatchPtr& batch) {
    if (batch) tree_->appendBatch(*batch);
}

void ClassroomController::refresh(quint64 cursor) {
    if (treeDock_ && treeDock_->isVisible()) tree_->setCursor(cursor);
}

bool ClassroomController::showsPuzzle() const {
    return puzzle_->isActive();
}

void ClassroomController::leavePuzzle() {
    puzzleAction_->setChecked(false);
}

void ClassroomController::setPuzzle(bool on) {
    if (on && predictAction_->isChecked()) predictAction_->setChecked(false);
    if (on) playback_->pause();
    puzzle_->setActive(on, n_);
    if (puzzleDock_) {
        puzzleDock_->setVisible(on);
        if (on) puzzleDock_->raise();
    }
    if (puzzleAction_->isChecked() != on) puzzleAction_->setChecked(on);
    emit message(on ? tr("Puzzle mode: click a square to place or move a row's queen; arrows and "
                         "Space work too.")
                    : tr("Puzzle mode is off: the board shows the search again."));
    emit boardChanged();
}

void ClassroomController::setPredict(bool on) {
    if (on && puzzleAction_->isChecked()) puzzleAction_->setChecked(false);
    quiz_->setActive(on);
    if (!on) {
        const PredictionQuiz::Score s = quiz_->score();
        emit message(tr("Prediction off: %1 of %2 right.").arg(s.right).arg(s.asked));
    }
}

void ClassroomController::openCompare() {
    // A new or closed compare window starts on the main window's problem; an open one keeps what
    // the user chose in it.
    const bool fresh = !compare_ || !compare_->isVisible();
    if (!compare_) {
        compare_ = new CompareWindow(window_);
        compare_->setObjectName(QStringLiteral("compareWindow"));
    }
    const queens::Algorithm partner = partnerOf(algorithm_);
    if (fresh && algorithm_ == queens::Algorithm::Csp) {
        // The same algorithm with other options: the same seed, so only the options differ.
        compare_->setCspOptions(options_, cspPartnerOptions(options_));
        compare_->setProblem(n_, algorithm_, partner, options_.seed, options_.seed);
    } else if (fresh) {
        compare_->setProblem(n_, algorithm_, partner, 1, partner == algorithm_ ? 2 : 1);
    }
    compare_->show();
    compare_->raise();
    compare_->activateWindow();
}

void ClassroomController::restoreLayout() {
    presenter_->restoreLayout();
    // Puzzle mode is never restored on: the board shows the run at start.
    if (puzzleDock_) puzzleDock_->hide();
}

void ClassroomController::saveLayout() {
    presenter_->saveLayout();
}
