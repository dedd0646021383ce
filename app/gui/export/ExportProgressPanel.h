#pragma once
// ExportProgressPanel: the bottom of a dialog that runs one long export (a handout, an
// animation) on a worker thread: a progress bar with a Cancel button beside it, a message line
// under them, and the ExportJob that runs the export.
//
// - start(task, total, runningText, successText) starts the job; the bar counts 0..total, or is
//   busy (total <= 0) until the task reports its own total; the message line shows runningText.
//   False (nothing started, nothing shown) while a run is under way.
// - cancel() asks the task to stop, disables Cancel and shows "Cancelling…"; no effect when
//   idle. The Cancel button does the same.
// - When the run ends the panel shows the standard outcome (successText with a full bar;
//   "Export cancelled: nothing was written."; "Export failed: <reason>" in the error colour) and
//   then emits finished(result), by which time isRunning() is false again.
// - Destroying the panel mid-run cancels and joins the job (see ExportJob); finished() is not
//   emitted then.
//
// The message line is also offered on its own to dialogs that write synchronously:
// createMessageLabel() builds it, styleMessage() shows a text in it (an error in a red that
// reads on the light and the dark palette).
//
// objectNames: progressBar, cancelButton, messageLabel.
#include <QString>
#include <QWidget>

#include "ExportFile.h"  // ExportResult
#include "ExportJob.h"

class QLabel;
class QProgressBar;
class QPushButton;

class ExportProgressPanel : public QWidget {
    Q_OBJECT

public:
    explicit ExportProgressPanel(QWidget* parent = nullptr);
    ~ExportProgressPanel() override;

    bool start(ExportJob::Task task, int total, const QString& runningText,
               const QString& successText);
    void cancel();
    bool isRunning() const;

    void setCancelToolTip(const QString& text);
    void showMessage(const QString& text, bool error);
    // "Export failed: <reason>" in the error colour (also for an export refused before it
    // started).
    void showFailure(const QString& reason);

    // A word-wrapped, selectable QLabel named messageLabel.
    static QLabel* createMessageLabel(QWidget* parent);
    // Shows `text` in `label`, in the error colour when `error`, else in the normal text colour.
    static void styleMessage(QLabel* label, const QString& text, bool error);

signals:
    void finished(const ExportResult& result);

private:
    void onFinished(const ExportResult& result);

    ExportJob* job_ = nullptr;
    QProgressBar* progress_ = nullptr;
    QPushButton* cancel_ = nullptr;
    QLabel* message_ = nullptr;
    QString successText_;  // of the running export
};
