#include "BoardFileController.h"

#include <QAction>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QWidget>
#include <utility>

#include "BoardFile.h"
#include "WarningBox.h"

namespace {
const QString kFolderKey = QStringLiteral("boardFile/folder");
}

BoardFileController::BoardFileController(QWidget* window, int maxN, BoardSource current)
    : QObject(window), window_(window), maxN_(maxN), current_(std::move(current)) {
    open_ = new QAction(this);
    open_->setObjectName(QStringLiteral("openBoardAction"));
    open_->setShortcut(QKeySequence::Open);
    save_ = new QAction(this);
    save_->setObjectName(QStringLiteral("saveBoardAction"));
    save_->setShortcut(QKeySequence::Save);
    connect(open_, &QAction::triggered, this, &BoardFileController::openBoard);
    connect(save_, &QAction::triggered, this, &BoardFileController::saveBoard);
    retranslate();
}

QList<QAction*> BoardFileController::actions() const {
    return {open_, save_};
}

void BoardFileController::retranslate() {
    open_->setText(tr("&Open board…"));
    open_->setToolTip(
        tr("Show a board saved as a text file: the column of each row, \".\" for "
           "an empty row."));
    save_->setText(tr("&Save board…"));
    save_->setToolTip(
        tr("Save the board shown as a text file: the column of each row, one row "
           "per line."));
}

bool BoardFileController::event(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    return QObject::event(event);
}

QString BoardFileController::folder() const {
    const QString dir = QSettings().value(kFolderKey).toString();
    return !dir.isEmpty() && QFileInfo(dir).isDir()
               ? dir
               : QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
}

void BoardFileController::rememberFolder(const QString& path) {
    QSettings().setValue(kFolderKey, QFileInfo(path).absolutePath());
}

bool BoardFileController::openFile(const QString& path) {
    BoardFile::Loaded loaded = BoardFile::load(path, maxN_);
    if (!loaded.ok()) {
        WarningBox::show(window_, tr("Open board"), loaded.error);
        return false;
    }
    rememberFolder(path);
    const int n = static_cast<int>(loaded.placement.size());
    emit boardLoaded(n, loaded.placement,
                     tr("Showing the board of %1 (N = %L2): step back to see the queens placed; "
                        "change the problem to search again.")
                         .arg(BoardFile::quoted(path))
                         .arg(n));
    return true;
}

bool BoardFileController::saveFile(const QString& path) {
    const std::vector<int> board = current_();
    const ExportResult result = BoardFile::save(path, board);
    if (!result.ok) {
        WarningBox::show(window_, tr("Save board"), result.error);
        return false;
    }
    rememberFolder(path);
    emit message(tr("Saved the board (N = %L1) to %2.")
                     .arg(qulonglong(board.size()))
                     .arg(BoardFile::quoted(path)));
    return true;
}

void BoardFileController::openBoard() {
    const QString path = QFileDialog::getOpenFileName(window_, tr("Open board"), folder(),
                                                      tr("Board files (*.txt);;All files (*)"));
    if (!path.isEmpty()) openFile(path);
}

void BoardFileController::saveBoard() {
    QString path = QFileDialog::getSaveFileName(
        window_, tr("Save board"),
        QDir(folder()).filePath(tr("board-%1.txt", "file name of a saved board; %1 is N")
                                    .arg(qulonglong(current_().size()))),
        tr("Board files (*.txt)"));
    if (path.isEmpty()) return;
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".txt");
    saveFile(path);
}
