#include "ExportController.h"

#include <QAction>
#include <QClipboard>
#include <QEvent>
#include <QGuiApplication>
#include <QMessageBox>
#include <QWidget>
#include <algorithm>

#include "AnimationExportDialog.h"
#include "DomainLayer.h"
#include "ExportDialog.h"
#include "HandoutDialog.h"
#include "HandoutWriter.h"
#include "PlaybackController.h"
#include "Timeline.h"

namespace {

QAction* makeAction(const char* name, QObject* parent) {
    auto* a = new QAction(parent);
    a->setObjectName(QString::fromLatin1(name));
    return a;
}

}  // namespace

ExportController::ExportController(QWidget* window, PlaybackController* playback)
    : QObject(window), window_(window), playback_(playback) {
    exportImage_ = makeAction("exportImageAction", this);
    copyImage_ = makeAction("copyImageAction", this);
    exportAnimation_ = makeAction("exportAnimationAction", this);
    exportHandout_ = makeAction("exportHandoutAction", this);
    retranslate();

    connect(exportImage_, &QAction::triggered, this, &ExportController::exportImage);
    connect(copyImage_, &QAction::triggered, this, &ExportController::copyImage);
    connect(exportAnimation_, &QAction::triggered, this, &ExportController::exportAnimation);
    connect(exportHandout_, &QAction::triggered, this,
            [this] { exportHandout(playback_->state().n()); });
}

void ExportController::retranslate() {
    exportImage_->setText(tr("Export board image…"));
    exportImage_->setShortcut(QKeySequence(tr("Ctrl+E", "File|Export board image")));
    exportImage_->setToolTip(tr("Save the board as shown as a PNG, SVG or PDF file."));
    copyImage_->setText(tr("Copy board image"));
    copyImage_->setShortcut(QKeySequence(tr("Ctrl+Shift+C", "File|Copy board image")));
    exportAnimation_->setText(tr("Export animation…"));
    exportAnimation_->setToolTip(
        tr("Save a range of steps of this run as an animated GIF or as numbered PNG frames."));
    exportHandout_->setText(tr("Export handout…"));
    exportHandout_->setToolTip(
        tr("A PDF with a table of solution counts and every fundamental solution of N."));
}

bool ExportController::event(QEvent* event) {
    // A QObject gets no changeEvent(): the window passes LanguageChange on to its children.
    if (event->type() == QEvent::LanguageChange) retranslate();
    return QObject::event(event);
}

ExportController::~ExportController() = default;

QList<QAction*> ExportController::exportActions() const {
    return {exportImage_, copyImage_, exportAnimation_, exportHandout_};
}

BoardImageOptions ExportController::currentBoard() const {
    const queens::BoardState& state = playback_->state();
    BoardImageOptions o;
    o.n = state.n();
    o.placement = state.placement();
    o.hValues = hValues_;
    // A constraint search's domains as the board shows them.
    if (state.domains().removed() > 0) {
        o.showDomains = true;
        o.domains = state.domains();
        o.focusRow = DomainLayer::focusAt(playback_->timeline());
    }
    return o;
}

bool ExportController::checkDrawable(const BoardImageOptions& o) {
    const QString why = BoardImageRenderer::validate(o);
    if (why.isEmpty()) return true;
    QMessageBox::information(window_, tr("Export"),
                             tr("This board cannot be exported as an image: %1").arg(why));
    return false;
}

void ExportController::exportImage() {
    const BoardImageOptions board = currentBoard();
    if (!checkDrawable(board)) return;
    ExportDialog dialog(board, window_);
    dialog.exec();
}

void ExportController::copyImage() {
    const BoardImageOptions board = currentBoard();
    if (!checkDrawable(board)) return;
    QGuiApplication::clipboard()->setImage(BoardImageRenderer::render(board));
    emit message(tr("The board image (%1 × %2 pixels) is on the clipboard.")
                     .arg(board.width)
                     .arg(BoardImageRenderer::imageSize(board).height()));
}

void ExportController::exportAnimation() {
    const queens::Timeline& t = playback_->timeline();
    if (!checkDrawable(currentBoard())) return;
    if (t.size() == 0) {
        QMessageBox::information(window_, tr("Export animation"),
                                 tr("This run has no steps yet: start or play a search first."));
        return;
    }
    AnimationExportDialog dialog(
        playback_->state().n(), t.firstExact() + 1, t.size(), playback_->cursor(),
        [this](quint64 from, quint64 to) { return gatherSteps(from, to); }, window_);
    dialog.exec();
}

AnimationInput ExportController::gatherSteps(quint64 from, quint64 to) {
    AnimationInput in;
    const queens::Timeline& t = playback_->timeline();
    if (from < 1 || from > to || to > t.size() || from - 1 < t.firstExact()) {
        in.error = tr("steps %L1 to %L2 are no longer all kept in memory; choose steps from %L3 "
                      "on.")
                       .arg(from)
                       .arg(to)
                       .arg(t.firstExact() + 1);
        return in;
    }
    playback_->pause();
    const quint64 back = playback_->cursor();
    playback_->seek(from - 1);
    if (playback_->cursor() != from - 1) {
        in.error = tr("step %L1 could not be reached.").arg(from - 1);
        playback_->seek(back);
        return in;
    }
    in.start = playback_->state();
    in.events.reserve(static_cast<std::size_t>(to - from + 1));
    for (quint64 i = from - 1; i < to; ++i) {
        const queens::StepEvent* e = t.event(i);
        if (e == nullptr) {
            in.error = tr("step %L1 is no longer kept in memory.").arg(i + 1);
            in.events.clear();
            break;
        }
        in.events.push_back(*e);
    }
    playback_->seek(back);
    return in;
}

void ExportController::exportHandout(int n) {
    HandoutDialog dialog(std::clamp(n, 1, HandoutWriter::kMaxN), window_);
    dialog.exec();
}
