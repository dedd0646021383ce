#pragma once
// PresenterMode: the View menu's classroom choices for one main window and its board.
//
// - presenterAction ("presenterModeAction", F5, checkable): on = the window full screen, the
//   application font at least AppStyle::kPresenterPointSize with a high-contrast palette, the
//   laser pointer on (QueenLines), the board views in high contrast
//   (BoardColors::setDefaultHighContrast, then a PaletteChange to every widget) and the
//   presenter's own dock layout; off = everything as it was before (window state, font,
//   palette, board colours, pointer mode, the normal dock layout). The window's own full-screen
//   action (objectName "fullScreenAction", F11, checkable; found with findChild when presenting)
//   is kept in step: checked (signals blocked) and disabled while presenting, so that F11 cannot
//   leave full screen behind presenter mode's back; its check state and enabled state of before
//   are restored afterwards.
// - darkThemeAction ("darkThemeAction"): the dark theme (AppStyle), at runtime.
// - colorBlindAction ("colorBlindAction"): BoardColors::Scheme::ColorBlindSafe for every board
//   view (BoardColors::setDefaultScheme; every widget then gets a PaletteChange, on which the
//   views re-read their colours).
// - pointerGroup(): the laser pointer's mode, exclusive: "pointerOffAction", "pointerRowAction",
//   "pointerColumnAction", "pointerDiagonalAction", "pointerAntiDiagonalAction",
//   "pointerQueenLinesAction".
// The theme, colour-blind and pointer choices are kept in QSettings ("view/darkTheme",
// "view/colorBlind", "view/pointer") and applied again by the constructor. The dock layout
// (QMainWindow::saveState) and the window geometry are kept per mode: "layout/normal/state",
// "layout/normal/geometry", "layout/presenter/state", "layout/presenter/geometry";
// saveLayout() stores the current mode's, restoreLayout() restores it (the window calls them at
// close and after building its docks); switching modes saves the old mode's and restores the
// new one's. colorsChanged() is emitted after a theme or scheme change.
#include <QObject>
#include <QPointer>

#include "BoardWidget.h"

class QAction;
class QActionGroup;
class QMainWindow;
class QMenu;
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

    void restoreLayout();
    void saveLayout();
    bool isPresenting() const { return presenting_; }

    // The settings key prefix of a mode: "layout/normal" or "layout/presenter".
    static QString layoutKey(bool presenter);

signals:
    void colorsChanged();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void retranslate();
    void setPresenting(bool on);
    void setDark(bool on);
    void setColorBlind(bool on);
    void setPointer(BoardWidget::PointerMode mode, bool save);
    void restoreLayoutOf(bool presenter);
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
    mutable QList<QPointer<QMenu>> menus_;
};
