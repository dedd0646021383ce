#pragma once
// SolutionsBrowserHost: the main window's solutions browser. It owns the action that opens it
// (solutionsBrowserAction, Ctrl+B) and the browser, a top-level window made on first use and
// deleted with this object; it does no listing itself. The browser's "Show in board" and
// "Export handout…" are passed on (showInBoardRequested, handoutRequested). The browser does not
// keep the application running.
#include <QList>
#include <QObject>
#include <QPointer>

class QAction;
class QWidget;
class SolutionsBrowser;

class SolutionsBrowserHost : public QObject {
    Q_OBJECT

public:
    explicit SolutionsBrowserHost(QWidget* window);
    ~SolutionsBrowserHost() override;

    QAction* action() const { return action_; }
    SolutionsBrowser* browser() const;  // null until opened

public slots:
    void open();  // shows (or raises) the browser window
    void retranslate();

signals:
    void showInBoardRequested(int n, const QList<int>& placement);
    void handoutRequested(int n);

protected:
    bool event(QEvent* event) override;  // LanguageChange, passed on by the window

private:
    QAction* action_ = nullptr;
    QPointer<SolutionsBrowser> browser_;
};
