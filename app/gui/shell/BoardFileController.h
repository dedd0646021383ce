#pragma once
// BoardFileController: the main window's File > Open board… (openBoardAction, Ctrl+O) and
// File > Save board… (saveBoardAction, Ctrl+S): a board as a placement text file (BoardFile).
//
// - Open asks for a file (QFileDialog), reads it with BoardFile::load(path, maxN) and, when it
//   is a board, emits boardLoaded(): the window shows it as a short run (PositionRun), partial
//   boards and boards whose queens attack each other included. Any refusal (missing, a folder,
//   unreadable, too large, not text, empty, too many rows, a column out of range, ...) is one
//   translated line naming the file in a WarningBox ("Open board"), and nothing else happens:
//   the run, the cursor and the board stay as they were.
// - Save asks for a .txt name and writes `current()` (the board the window shows: the run at
//   the cursor, or the student's puzzle) one row per line, through ExportFile: on failure a
//   WarningBox ("Save board") with the reason, and a file already at the path is unchanged.
// - The folder of the last successful open or save is remembered (QSettings "boardFile/folder").
// Test hooks: openFile(path) and saveFile(path) do what the actions do after the file dialog.
#include <QList>
#include <QObject>
#include <QString>
#include <functional>
#include <vector>

class QAction;
class QWidget;

class BoardFileController : public QObject {
    Q_OBJECT

public:
    using BoardSource = std::function<std::vector<int>()>;

    // `maxN`: the largest board the window shows as a position; `current`: the board to save.
    BoardFileController(QWidget* window, int maxN, BoardSource current);

    QList<QAction*> actions() const;  // in menu order: open, save

    // Reads `path`: true and boardLoaded() when it holds a board; else a WarningBox, false.
    bool openFile(const QString& path);
    // Writes the current board to `path`: true when written; else a WarningBox, false.
    bool saveFile(const QString& path);

public slots:
    void openBoard();  // with a file dialog
    void saveBoard();  // with a file dialog
    void retranslate();

signals:
    // A board read from a file; `shown`: the status message once the window shows it.
    void boardLoaded(int n, const std::vector<int>& placement, const QString& shown);
    void message(const QString& text);

protected:
    bool event(QEvent* event) override;  // LanguageChange: retranslate()

private:
    QString folder() const;
    void rememberFolder(const QString& path);

    QWidget* window_;
    int maxN_;
    BoardSource current_;
    QAction* open_ = nullptr;
    QAction* save_ = nullptr;
};
