#pragma once
// ExportController: the main window's File menu for export. It owns the actions and opens the
// dialogs; the dialogs and the shared renderer (app/render) do the work, so the window itself
// stays free of export code.
//
// Actions (objectName, shortcut):
//   exportImageAction (Ctrl+E)         the board as shown at the cursor -> ExportDialog
//   copyImageAction (Ctrl+Shift+C)     the same image, default options, to the clipboard
//   exportAnimationAction              a step range of the current run -> AnimationExportDialog
//   exportHandoutAction                the fundamental solutions of N as a PDF -> HandoutDialog
// exportHandout(n) also serves the solutions browser's "Export handout…" (the shell connects it).
// The board image is the BoardState at the playback cursor (partial boards included), refused
// with the renderer's reason (a message box) when it cannot be drawn (N > 1,000).
//
// The animation's steps are gathered on the GUI thread when the export starts: playback pauses,
// seeks to the step before the range, copies that board and the range's events, and seeks back,
// so the user's place in the run is kept. Steps before the timeline's firstExact() (dropped by
// its memory bound) are not offered.
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

    // The board at the playback cursor, with default options (what Copy image copies).
    BoardImageOptions currentBoard() const;
    // What AnimationExportDialog exports for steps from..to: the board after from - 1 events and
    // the events from - 1 .. to - 1; `error` says why not when they are no longer all kept.
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
};
