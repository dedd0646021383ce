#pragma once
// ExportProgressPanel: the bottom of a dialog that runs one long export: a progress bar (busy
// until the task reports a total), a Cancel button, a message line, and the ExportJob it owns.
// When a run ends it shows the outcome (success, "Export cancelled: nothing was written.", or the
// failure in the error colour) and then emits finished(), isRunning() being false by then.
// Destroying it mid-run cancels and joins the job, without finished(). createMessageLabel() and
// styleMessage() offer the message line to dialogs that write synchronously. objectNames:
// progressBar, cancelButton, messageLabel.
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
    // Shows `text` in `label`, in the error colour when `error`, else in the normal text colour;
    // the label's window grows when the text needs more lines (growToFit).
    static void styleMessage(QLabel* label, const QString& text, bool error);
    // Makes the window of `changed` tall enough for its layout at its width (word-wrapped labels
    // included), so that a longer text in `changed` clips none of the window's texts. Never
    // shrinks it.
    static void growToFit(QWidget* changed);

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
