#pragma once
// HandoutDialog: saves the classroom handout of N queens as a PDF (HandoutWriter: a table of
// the counts for 1..N, then every fundamental solution of N as a small captioned board), on a
// worker thread with progress and cancel.
//
// - N is 1..HandoutWriter::kMaxN (12), by default the main window's N clamped to that range;
//   paper A4 or Letter. A line under the options gives the number of pages; while the N typed
//   is out of range (a RangeSpinBox) it says so instead, and Save (and exportTo) are refused.
// - Save… asks for a .pdf file name and starts the job; the dialog stays responsive; Cancel
//   stops the writer, which removes what it wrote; closing the dialog cancels too.
// - The paper is remembered in QSettings (group "handoutDialog"), and the folder of the last
//   handout written (never one an export failed in); N follows the main window.
// - A failure's message may take several lines: the dialog grows to show it, clipping nothing.
//
// Test hooks: setN(), n(), paper(), exportTo(path) (true when the job started; exportFinished()
// follows), cancelExport(), isExporting(); objectNames: nSpin, paperCombo, pagesLabel,
// saveButton, cancelButton, progressBar, messageLabel, closeButton.
#include <QDialog>
#include <QString>

#include "BoardExporter.h"
#include "ExportFile.h"

class ExportProgressPanel;
class QComboBox;
class QLabel;
class QPushButton;
class RangeSpinBox;

class HandoutDialog : public QDialog {
    Q_OBJECT

public:
    explicit HandoutDialog(int currentN, QWidget* parent = nullptr);
    ~HandoutDialog() override;

    int n() const;
    void setN(int n);
    PaperSize paper() const;

    bool exportTo(const QString& path);
    void cancelExport();
    bool isExporting() const;

signals:
    void exportFinished(const ExportResult& result);

protected:
    void done(int result) override;  // cancels a running export

private:
    void onOptionsChanged();
    void chooseAndExport();
    void onFinished(const ExportResult& result);
    void setExporting(bool exporting);

    ExportProgressPanel* panel_ = nullptr;  // the job, its progress, Cancel and the message line
    RangeSpinBox* n_ = nullptr;
    QComboBox* paper_ = nullptr;
    QLabel* pages_ = nullptr;
    QPushButton* save_ = nullptr;
    QString directory_;  // of the running export; remembered when it succeeds
};
