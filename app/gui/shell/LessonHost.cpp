#include "LessonHost.h"

#include <QAction>
#include <QDockWidget>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QScrollArea>
#include <QStatusBar>
#include <QTimer>
#include <QToolButton>

#include "BoardWidget.h"
#include "ClassroomController.h"
#include "LessonBoardQuestion.h"
#include "LessonController.h"
#include "LessonFile.h"
#include "LessonInfoDialog.h"
#include "LessonPageExporter.h"
#include "LessonPanel.h"
#include "LessonWindowView.h"
#include "PlaybackController.h"
#include "PredictionQuiz.h"
#include "PresenterMode.h"
#include "SolverController.h"
#include "StopEditDialog.h"
#include "WarningBox.h"

namespace {
constexpr int kMessageMs = 6000;
constexpr double kDockShare = 0.6;  // of the window's height, for the lesson dock

QString fileFilter() {
    return LessonHost::tr("Lessons (*.%1)").arg(QLatin1String(LessonFile::kExtension));
}
}  // namespace

LessonHost::LessonHost(QMainWindow* window, PlaybackController* playback, SolverController* solver,
                       BoardWidget* board, ClassroomController* classroom)
    : QObject(window),
      window_(window),
      playback_(playback),
      solver_(solver),
      classroom_(classroom),
      controller_(new LessonController(playback, this)),
      panel_(new LessonPanel(controller_)),
      dock_(new QDockWidget(window)),
      boardQuestion_(new LessonBoardQuestion(board, this)) {
    dock_->setObjectName(QStringLiteral("lessonDock"));
    // In a scroll area: in a short dock the panel scrolls rather than squeezing its parts.
    auto* area = new QScrollArea;
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    area->setWidget(panel_);
    dock_->setWidget(area);
    dock_->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable |
                       QDockWidget::DockWidgetClosable);
    // Right under the pseudo-code, over the charts (which most lessons leave hidden): the column
    // that reads with the board, with the width the narration needs.
    window_->addDockWidget(Qt::RightDockWidgetArea, dock_);
    if (auto* code = window_->findChild<QDockWidget*>(QStringLiteral("pseudocodeDock")))
        window_->splitDockWidget(code, dock_, Qt::Vertical);
    dock_->hide();

    open_ = makeAction("openLessonAction");
    open_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    new_ = makeAction("newLessonAction");
    previous_ = makeAction("previousStopAction");
    previous_->setShortcut(QKeySequence(Qt::Key_PageUp));
    next_ = makeAction("nextStopAction");
    next_->setShortcut(QKeySequence(Qt::Key_PageDown));
    addStop_ = makeAction("addStopAction");
    editStop_ = makeAction("editStopAction");
    editLesson_ = makeAction("editLessonAction");
    moveUp_ = makeAction("moveStopUpAction");
    moveDown_ = makeAction("moveStopDownAction");
    deleteStop_ = makeAction("deleteStopAction");
    save_ = makeAction("saveLessonAction");
    save_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    saveAs_ = makeAction("saveLessonAsAction");
    saveAnswers_ = makeAction("saveAnswersAction");
    close_ = makeAction("closeLessonAction");
    panel_->setNavigationActions(previous_, next_);

    connect(open_, &QAction::triggered, this, &LessonHost::openLessonDialog);
    connect(new_, &QAction::triggered, this, &LessonHost::newLesson);
    connect(previous_, &QAction::triggered, controller_, &LessonController::previousStop);
    connect(next_, &QAction::triggered, controller_, &LessonController::nextStop);
    connect(addStop_, &QAction::triggered, this, &LessonHost::addStop);
    connect(editStop_, &QAction::triggered, this, &LessonHost::editStop);
    connect(editLesson_, &QAction::triggered, this, &LessonHost::editLesson);
    connect(moveUp_, &QAction::triggered, this,
            [this] { controller_->moveStop(controller_->currentStop(), -1); });
    connect(moveDown_, &QAction::triggered, this,
            [this] { controller_->moveStop(controller_->currentStop(), +1); });
    connect(deleteStop_, &QAction::triggered, this,
            [this] { controller_->removeStop(controller_->currentStop()); });
    connect(save_, &QAction::triggered, this, &LessonHost::save);
    connect(saveAs_, &QAction::triggered, this, &LessonHost::saveAs);
    connect(saveAnswers_, &QAction::triggered, this, &LessonHost::saveAnswers);
    connect(panel_, &LessonPanel::saveAnswersRequested, this, &LessonHost::saveAnswers);
    connect(close_, &QAction::triggered, this, [this] {
        if (maySwitch()) closeLesson();
    });

    connect(controller_, &LessonController::opened, this, &LessonHost::onOpened);
    connect(controller_, &LessonController::openFailed, this, [this](const QString& reason) {
        WarningBox::show(window_, tr("Cannot open the lesson"), reason);
    });
    connect(controller_, &LessonController::openingChanged, this, &LessonHost::setOpeningShown);
    connect(controller_, &LessonController::progress, this, [this](int done, int total) {
        if (!progress_) return;
        progress_->setRange(0, total);
        progress_->setValue(done);
    });
    connect(controller_, &LessonController::message, this,
            [this](const QString& text) { window_->statusBar()->showMessage(text, kMessageMs); });
    exporter_ = new LessonPageExporter(controller_, window_);
    connect(exporter_, &LessonPageExporter::message, this,
            [this](const QString& text) { window_->statusBar()->showMessage(text, kMessageMs); });
    const auto follow = [this] {
        updateActions();
        updateBoardQuestion();
        // Presenting, the column is shared out again for this stop's narration.
        if (classroom_->presenter()->isPresenting() && dock_->isVisible())
            classroom_->presenter()->fitColumn();
    };
    connect(controller_, &LessonController::lessonChanged, this, follow);
    // Queued: the panel asks from inside a layout pass, which the column's fit would re-enter.
    connect(
        panel_, &LessonPanel::roomNeeded, this,
        [this] {
            if (classroom_->presenter()->isPresenting() && dock_->isVisible())
                classroom_->presenter()->fitColumn();
        },
        Qt::QueuedConnection);
    connect(controller_, &LessonController::currentStopChanged, this, follow);
    connect(controller_, &LessonController::answered, this, follow);
    connect(boardQuestion_, &LessonBoardQuestion::picked, controller_,
            &LessonController::answerQueen);
    connect(playback_, &PlaybackController::stateChanged, this, &LessonHost::onRunState);
    // Presenting without a lesson, the lesson dock stays out of the column.
    // Presenting, the list of stops gives its room to the narration (the heading names the stop).
    connect(classroom_->presenter(), &PresenterMode::presentingChanged, this, [this](bool on) {
        if (!controller_->lesson()) dock_->hide();
        panel_->setCompact(on);
    });
    retranslate();
    updateActions();
}

LessonHost::~LessonHost() = default;

QAction* LessonHost::makeAction(const char* name) {
    auto* action = new QAction(window_);
    action->setObjectName(QLatin1String(name));
    window_->addAction(action);  // its shortcut works wherever the focus is in the window
    return action;
}

void LessonHost::addMenu(QMenuBar* bar) {
    menu_ = new QMenu(bar);
    menu_->setObjectName(QStringLiteral("lessonMenu"));
    menu_->addActions({open_, new_, save_, saveAs_, close_});
    menu_->addSeparator();
    menu_->addActions({previous_, next_, saveAnswers_});
    menu_->addSeparator();
    menu_->addActions({addStop_, editStop_, moveUp_, moveDown_, deleteStop_, editLesson_});
    QAction* before = nullptr;  // the Language menu's: the lessons go beside the classroom
    for (QAction* a : bar->actions()) {
        if (a->menu() && a->menu()->objectName() == QLatin1String("languageMenu")) before = a;
        // File > Export lesson as web page, after the other exports.
        if (a->menu() && a->menu()->objectName() == QLatin1String("fileMenu"))
            for (QAction* item : a->menu()->actions())
                if (item->objectName() == QLatin1String("solutionsBrowserAction"))
                    a->menu()->insertActions(item,
                                             {exporter_->action(), a->menu()->addSeparator()});
    }
    bar->insertMenu(before, menu_);
    retranslate();
}

void LessonHost::retranslate() {
    if (menu_) menu_->setTitle(tr("L&esson"));
    open_->setText(tr("Open lesson…"));
    new_->setText(tr("New lesson from the current run"));
    previous_->setText(tr("Previous stop"));
    next_->setText(tr("Next stop"));
    previous_->setToolTip(tr("Back to the previous stop of the lesson (Page Up)."));
    next_->setToolTip(tr("On to the next stop of the lesson (Page Down)."));
    addStop_->setText(tr("Add stop here"));
    editStop_->setText(tr("Edit stop…"));
    editLesson_->setText(tr("Edit lesson…"));
    moveUp_->setText(tr("Move stop up"));
    moveDown_->setText(tr("Move stop down"));
    deleteStop_->setText(tr("Delete stop"));
    save_->setText(tr("Save lesson"));
    saveAs_->setText(tr("Save lesson as…"));
    saveAnswers_->setText(tr("Save answers…"));
    close_->setText(tr("Close lesson"));
    if (cancel_) cancel_->setText(tr("Cancel"));
    if (progress_) progress_->setFormat(tr("Checking the lesson… %p%"));
    updateActions();  // the dock's title
}

bool LessonHost::event(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    return QObject::event(event);
}

void LessonHost::updateActions() {
    const Lesson* lesson = controller_->lesson();
    const int current = controller_->currentStop();
    const int count = controller_->stopCount();
    const bool opening = controller_->isOpening();
    open_->setEnabled(!opening);
    new_->setEnabled(!opening);
    for (QAction* a : {previous_, next_, addStop_, editLesson_, save_, saveAs_, close_})
        a->setEnabled(lesson != nullptr);
    previous_->setEnabled(lesson && current >= 0 && (current > 0 || !controller_->isAtStop()));
    next_->setEnabled(lesson && current + 1 < count);
    editStop_->setEnabled(lesson && current >= 0);
    moveUp_->setEnabled(lesson && current > 0);
    moveDown_->setEnabled(lesson && current >= 0 && current + 1 < count);
    deleteStop_->setEnabled(lesson && current >= 0 && count > 1);
    saveAnswers_->setEnabled(lesson && !controller_->answers().isEmpty());
    dock_->setWindowTitle(lesson && controller_->isModified() ? tr("Lesson (not saved)")
                                                              : tr("Lesson"));
}

void LessonHost::setOpeningShown(bool opening) {
    updateActions();
    if (opening && !progress_) {
        progress_ = new QProgressBar;
        progress_->setObjectName(QStringLiteral("lessonProgress"));
        progress_->setMaximumWidth(200);
        progress_->setRange(0, 0);
        progress_->setTextVisible(true);
        cancel_ = new QToolButton;
        cancel_->setObjectName(QStringLiteral("lessonCancelButton"));
        connect(cancel_, &QToolButton::clicked, controller_, &LessonController::cancelOpen);
        // Permanent: a temporary message would hide them.
        window_->statusBar()->insertPermanentWidget(0, progress_);
        window_->statusBar()->insertPermanentWidget(1, cancel_);
        retranslate();
    } else if (!opening && progress_) {
        delete progress_;
        delete cancel_;
        progress_ = nullptr;
        cancel_ = nullptr;
    }
}

void LessonHost::openLessonDialog() {
    if (!maySwitch()) return;
    const QString path =
        QFileDialog::getOpenFileName(window_, tr("Open lesson"), QString(), fileFilter());
    if (!path.isEmpty()) controller_->open(path);
}

void LessonHost::openLesson(const QString& path) {
    if (maySwitch()) controller_->open(path);
}

void LessonHost::onOpened() {
    const Lesson& lesson = *controller_->lesson();
    boardQuestion_->clear();
    verdictShown_ = -1;
    adopting_ = true;
    emit runRequested(lesson.algorithm, lesson.options, lesson.lastStep());
    adopting_ = false;
    timeline_ = &playback_->timeline();
    LessonWindowView::apply(lesson.view, window_);
    showDock();
    controller_->goToStop(0);
    updateActions();
}

// The lesson dock shown, with room for the narration and the question: presenting, as the
// presenter's column fits it; otherwise most of the height of its side of the window.
void LessonHost::showDock() {
    const bool wasShown = dock_->isVisible();
    dock_->show();
    dock_->raise();
    if (classroom_->presenter()->isPresenting())
        classroom_->presenter()->fitColumn();
    else if (!wasShown && !dock_->isFloating())
        // Once the window has laid the dock out.
        QTimer::singleShot(0, this, [this] {
            const int h = window_->height();
            auto* code = window_->findChild<QDockWidget*>(QStringLiteral("pseudocodeDock"));
            if (code && code->isVisible() && !code->isFloating() &&
                window_->dockWidgetArea(code) == window_->dockWidgetArea(dock_))
                window_->resizeDocks(
                    {code, dock_}, {int(h * (1 - kDockShare)), int(h * kDockShare)}, Qt::Vertical);
            else
                window_->resizeDocks({dock_}, {int(h * kDockShare)}, Qt::Vertical);
        });
}

// A run the lesson did not ask for ends an unmodified lesson: its stops are steps of its own run.
void LessonHost::onRunState() {
    const void* now = &playback_->timeline();
    if (now != timeline_) {
        timeline_ = now;
        if (!adopting_ && controller_->lesson() && !controller_->isModified()) closeLesson();
    }
    if (controller_->lesson()) updateActions();
    updateBoardQuestion();
}

void LessonHost::updateBoardQuestion() {
    const Lesson* lesson = controller_->lesson();
    const int i = controller_->currentStop();
    const bool asks =
        lesson && i >= 0 && controller_->isAtStop() &&
        lesson->stops[std::size_t(i)].question.kind == LessonQuestion::Kind::NextQueen &&
        controller_->nextQueen(i).has_value();
    if (!asks) {
        if (boardQuestion_->isAsking() || verdictShown_ >= 0) boardQuestion_->clear();
        verdictShown_ = -1;
        return;
    }
    if (const LessonAnswers::Answer* a = controller_->answers().at(i)) {
        if (verdictShown_ == i) return;
        verdictShown_ = i;
        const LessonReplay::Square truth = *controller_->nextQueen(i);
        const LessonAnswers& all = controller_->answers();
        boardQuestion_->showVerdict(a->row, a->col, truth.row, truth.col,
                                    {all.right(), all.asked()});
    } else if (!boardQuestion_->isAsking()) {
        // The board's clicks are the question's: the quiz and the puzzle step aside.
        if (classroom_->predictAction()->isChecked())
            classroom_->predictAction()->setChecked(false);
        if (classroom_->showsPuzzle()) classroom_->leavePuzzle();
        verdictShown_ = -1;
        boardQuestion_->ask(i);
    }
}

bool LessonHost::maySwitch() {
    if (!controller_->lesson() || !controller_->isModified()) return true;
    const auto answer = QMessageBox::question(
        window_, tr("Unsaved lesson"), tr("The lesson has changes that are not saved. Save them?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save) return save();
    return answer == QMessageBox::Discard;
}

void LessonHost::closeLesson() {
    boardQuestion_->clear();
    verdictShown_ = -1;
    controller_->close();
    dock_->hide();
    updateActions();
}

void LessonHost::newLesson() {
    if (!solver_->hasRun()) {
        window_->statusBar()->showMessage(
            tr("A lesson is made from a search: start one first (the board shows a given "
               "position)."),
            kMessageMs);
        return;
    }
    if (!maySwitch()) return;
    Lesson lesson;
    const QString lang = LessonPanel::language();
    lesson.title = LocalizedText::of(lang, tr("New lesson"));
    lesson.algorithm = solver_->algorithm();
    lesson.options = solver_->options();
    lesson.view = LessonWindowView::capture(window_, playback_->speed());
    timeline_ = &playback_->timeline();  // the lesson's run is the one shown
    controller_->setLesson(lesson);
    controller_->addStop(playback_->cursor(), lang);  // its first stop: where the run is
    showDock();
    updateActions();
}

void LessonHost::addStop() {
    const int index = controller_->addStop(playback_->cursor(), LessonPanel::language());
    if (index < 0)
        window_->statusBar()->showMessage(
            tr("A lesson has at most %L1 stops.").arg(Lesson::kMaxStops), kMessageMs);
}

void LessonHost::editStop() {
    const Lesson* lesson = controller_->lesson();
    const int index = controller_->currentStop();
    if (!lesson || index < 0) return;
    auto* dialog = new StopEditDialog(lesson->stops[std::size_t(index)], index, lesson->algorithm,
                                      lesson->options.n, window_);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this,
            [this, dialog, index] { controller_->replaceStop(index, dialog->stop()); });
    dialog->open();
}

void LessonHost::editLesson() {
    const Lesson* lesson = controller_->lesson();
    if (!lesson) return;
    auto* dialog = new LessonInfoDialog(lesson->title, lesson->summary, window_);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this,
            [this, dialog] { controller_->setInfo(dialog->title(), dialog->summary()); });
    dialog->open();
}

bool LessonHost::save() {
    const QString& path = controller_->path();
    // A lesson from the program's resources cannot be written back.
    if (path.isEmpty() || path.startsWith(QLatin1Char(':'))) return saveAs();
    return saveLessonTo(path);
}

bool LessonHost::saveAs() {
    QString path =
        QFileDialog::getSaveFileName(window_, tr("Save lesson"), QString(), fileFilter());
    if (path.isEmpty()) return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1Char('.') + QLatin1String(LessonFile::kExtension);
    return saveLessonTo(path);
}

bool LessonHost::saveLessonTo(const QString& path) {
    QString error;
    if (!controller_->save(path, &error)) {
        WarningBox::show(window_, tr("Cannot save the lesson"), error);
        return false;
    }
    window_->statusBar()->showMessage(tr("Saved %1.").arg(QFileInfo(path).fileName()), kMessageMs);
    updateActions();
    return true;
}

void LessonHost::saveAnswers() {
    QString path = QFileDialog::getSaveFileName(window_, tr("Save answers"), QString(),
                                                tr("Answers (*.qanswers)"));
    if (path.isEmpty()) return;
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".qanswers");
    saveAnswersTo(path);
}

bool LessonHost::saveAnswersTo(const QString& path) {
    QString error;
    if (!controller_->saveAnswers(path, &error)) {
        WarningBox::show(window_, tr("Cannot save the answers"), error);
        return false;
    }
    window_->statusBar()->showMessage(tr("Saved %1.").arg(QFileInfo(path).fileName()), kMessageMs);
    return true;
}
