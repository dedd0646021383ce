#pragma once
// PresenterLayout: how a main window is arranged while presenting, so that the board dominates:
// the status bar hidden, a tool bar moved into the menu bar's row (no wider than the menus
// leave), and a column of docks on the right, as narrow as their contents allow (at most
// kMaxColumnShare of the window), each as tall as its contents at that width; when they do not
// all fit above each other (a small screen), the docks whose content does not fit its own font
// are given a smaller one. The default arrangement hides the other docks given. It owns none of
// these widgets (only the holder of the tool bar in the menu row), saves nothing (PresenterMode
// saves the window's state) and is idle unless entered. Design: docs/ARCHITECTURE.md, "The
// presenter layout".
#include <QList>
#include <QObject>
#include <QPointer>

class QDockWidget;
class QMainWindow;
class QStatusBar;
class QToolBar;
class QWidget;

class PresenterLayout : public QObject {
    Q_OBJECT

public:
    // The share of the window's width the column of docks takes at most.
    static constexpr double kMaxColumnShare = 0.4;
    // The smallest font a column dock is given when the column is too short, as a share of the
    // application's font (the pseudo-code view fits its own font instead).
    static constexpr double kMinFontScale = 0.6;

    PresenterLayout(QMainWindow* window, QObject* parent = nullptr);

    // The docks of the column, top to bottom, and the docks the default arrangement hides.
    void setDocks(const QList<QDockWidget*>& column, const QList<QDockWidget*>& hidden);
    // The tool bar (of the window's top area) that shares the menu bar's row.
    void setMenuRowToolBar(QToolBar* bar);

    // Presenting from now on; `arrangeDocks`: the default arrangement of the docks (else the
    // docks stay as they are, e.g. a restored layout).
    void enter(bool arrangeDocks);
    // The tool bar and the status bar back where they were; idle from now on.
    void leave();
    bool isActive() const { return active_; }

    // The tool bar in the menu row (true) or in its tool bar area (false), e.g. to save the
    // window's state with it in its place. Nothing unless active.
    void setToolBarInMenuRow(bool into);
    bool toolBarInMenuRow() const { return menuRow_ != nullptr; }

    // While active: the column (and the menu row) fitted to the contents and the window again.
    // Also done on the window's Resize and LanguageChange and after enter().
    void fit();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void arrangeDefault();
    void scheduleFit();
    void fitMenuRow();
    QStatusBar* statusBar() const;

    QPointer<QMainWindow> window_;
    QList<QPointer<QDockWidget>> column_;
    QList<QPointer<QDockWidget>> hidden_;
    QPointer<QToolBar> menuRowBar_;
    QPointer<QWidget> menuRow_;  // holds menuRowBar_ in the menu bar's corner
    bool active_ = false;
    bool statusBarShown_ = true;  // before entering
    bool fitPending_ = false;
    double fontScale_ = 1.0;           // of the docks given a smaller font
    QList<QPointer<QWidget>> shrunk_;  // their contents
};
