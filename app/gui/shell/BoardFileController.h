#pragma once
// BoardFileController: the main window's File > Open board… (openBoardAction, Ctrl+O) and Save
// board… (saveBoardAction, Ctrl+S). It owns the two actions and the file dialogs; reading and
// writing is BoardFile's. A board read emits boardLoaded() (the window shows it as a short run);
// any refusal is one line in a WarningBox and changes nothing else. The folder of the last
// successful open or save is remembered (QSettings "boardFile/folder").
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
