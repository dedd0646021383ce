#pragma once
// ExportController: the main window's export actions (objectName, shortcut): exportImageAction
// (Ctrl+E) opens ExportDialog on the board at the playback cursor, copyImageAction (Ctrl+Shift+C)
// copies that image with default options, exportAnimationAction opens AnimationExportDialog,
// exportHandoutAction HandoutDialog (exportHandout(n) also serves the solutions browser). It owns
// the actions and opens the dialogs; the dialogs and app/render do the work, so the window holds
// no export code. A board the renderer cannot draw is refused with its reason.
#include <QList>
#include <QObject>

#include "BoardImageRenderer.h"

struct AnimationInput;
class PlaybackController;
class QAction;
class QWidget;

class ExportController : public QObject {
    Q_OBJECT

public:
    ExportController(QWidget* window, PlaybackController* playback);
    ~ExportController() override;

    QList<QAction*> exportActions() const;  // in menu order

    // The board at the playback cursor, with default options (what Copy image copies) and the
    // h-values when the board shows them (setHValues).
    BoardImageOptions currentBoard() const;
    void setHValues(bool shown) { hValues_ = shown; }
    // What AnimationExportDialog exports for steps from..to: the board after from - 1 events and
    // the events from - 1 .. to - 1; `error` says why not when the timeline dropped some of them.
    // Leaves playback paused at the cursor it had.
    AnimationInput gatherSteps(quint64 from, quint64 to);

public slots:
    void exportImage();
    void copyImage();
    void exportAnimation();
    void exportHandout(int n);
    // The actions' texts in the current language (also done on QEvent::LanguageChange, which
    // the window passes on to this child).
    void retranslate();

signals:
    void message(const QString& text);

protected:
    bool event(QEvent* event) override;

private:
    bool checkDrawable(const BoardImageOptions& o);

    QWidget* window_;
    PlaybackController* playback_;
    QAction* exportImage_ = nullptr;
    QAction* copyImage_ = nullptr;
    QAction* exportAnimation_ = nullptr;
    QAction* exportHandout_ = nullptr;
    bool hValues_ = false;
};
