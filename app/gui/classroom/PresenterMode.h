#pragma once
// PresenterMode: the View menu's classroom choices for one main window and its board: presenter
// mode (F5: full screen, large fonts, high contrast, laser pointer, its own dock layout; off
// restores everything), the dark theme, the colour-blind-safe scheme and the laser pointer's mode.
// It owns those actions and keeps the window's "fullScreenAction" disabled and checked while
// presenting, so F11 cannot leave full screen behind its back. Presenting, its PresenterLayout
// arranges the window so that the board dominates. The choices and each mode's dock layout
// persist in QSettings. See docs/design.md, "Presenter mode and themes".
#include <QObject>
#include <QPointer>

#include "BoardWidget.h"

class QAction;
class QActionGroup;
class QDockWidget;
class QMainWindow;
class PresenterLayout;
class QMenu;
class QToolBar;
class QWidget;

class PresenterMode : public QObject {
    Q_OBJECT

public:
    PresenterMode(QMainWindow* window, BoardWidget* board, QObject* parent = nullptr);

    QAction* presenterAction() const { return presenter_; }
    QAction* darkThemeAction() const { return dark_; }
    QAction* colorBlindAction() const { return colorBlind_; }
    QActionGroup* pointerGroup() const { return pointerGroup_; }
    // The action of a pointer mode.
    QAction* pointerAction(BoardWidget::PointerMode mode) const;
    // A menu tr("&Presenter") with all of the above (the pointer modes in a section).
    QMenu* createMenu(QWidget* parent) const;

    // The docks of the presenter column, top to bottom, and the docks a first presentation hides
    // (later presentations show the docks as the user left them), see PresenterLayout. Both
    // lists may be empty.
    void setPresenterDocks(const QList<QDockWidget*>& column, const QList<QDockWidget*>& hidden);
    // Presenting, `bar` (a tool bar of the window's top area) moves into the menu bar's row.
    void setMenuRowToolBar(QToolBar* bar);
    // While presenting: the column's width and its docks' heights fitted to their contents
    // again (call it when their contents changed, e.g. another algorithm). Otherwise nothing.
    void fitColumn();

    void restoreLayout();
    void saveLayout();
    bool isPresenting() const { return presenting_; }

    // The settings key prefix of a mode: "layout/normal" or "layout/presenter".
    static QString layoutKey(bool presenter);

signals:
    void colorsChanged();
    // After presenter mode went on or off (the window's layout already changed).
    void presentingChanged(bool presenting);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void retranslate();
    void setPresenting(bool on);
    void setDark(bool on);
    void setColorBlind(bool on);
    void setPointer(BoardWidget::PointerMode mode, bool save);
    // False when nothing (or a layout of another version) was saved for the mode.
    bool restoreLayoutOf(bool presenter);
    void saveLayoutOf(bool presenter);
    void syncFullScreenAction(bool presenting);
    static void refreshPalettes();

    QPointer<QMainWindow> window_;
    QPointer<BoardWidget> board_;
    QAction* presenter_ = nullptr;
    QAction* dark_ = nullptr;
    QAction* colorBlind_ = nullptr;
    QActionGroup* pointerGroup_ = nullptr;
    QAction* pointerActions_[6] = {};
    bool presenting_ = false;
    Qt::WindowStates stateBefore_;
    BoardWidget::PointerMode pointerBefore_ = BoardWidget::PointerMode::Off;
    QPointer<QAction> fullScreen_;  // the window's "fullScreenAction" while presenting
    bool fullScreenChecked_ = false;
    bool fullScreenEnabled_ = true;
    PresenterLayout* layout_ = nullptr;
    mutable QList<QPointer<QMenu>> menus_;
};
