#pragma once
// ExportDialog: saves the board the main window shows as a PNG, SVG or PDF file, or copies it to
// the clipboard, through the shared renderer (BoardImageRenderer), so that the file is the same
// image `queenslab-cli export` writes for the same board and options.
//
// - The board (n, placement, marks) comes from the constructor; the widgets set the rest of the
//   BoardImageOptions: width in pixels (kMinWidth..kMaxWidth; a RangeSpinBox: a width typed out
//   of range is framed in red, named in the message line, and disables Save and Copy), background
//   (light or dark theme, optionally transparent), coordinates, attacked squares, registers panel
//   (disabled, with the reason as tooltip, for N > 64: the registers are 64-bit masks), title and
//   caption; and the paper of a PDF.
// - The format follows the file name (.png, .svg or .pdf); the format box only chooses the
//   file dialog's filter and suffix, and enables the paper box for PDF.
// - A live preview renders the same options at the preview's size, once per burst of changes.
// - Save… and Copy image never block the GUI thread: an ExportProgressPanel runs them on its
//   ExportJob's worker thread, with a busy bar and a Cancel button; Save and Copy are disabled
//   meanwhile (one run at a time). Save… asks for a file name, then BoardExporter::write writes
//   it on the worker; on failure a message box gives the one-line reason and the dialog stays
//   open with the user's options. Copy renders the QImage on the worker and puts it on the
//   clipboard on the GUI thread when the run ends.
// - Cancel: the job's flag goes to the renderer and to BoardExporter::write, which stop while
//   drawing or writing (test_gui_cancel_latency: an 8192 px PNG stops within the 50 ms bound).
//   A cancelled copy leaves the clipboard as it was; a cancelled save leaves nothing at the path
//   and a file that was there unchanged. Only a cancel that comes after the file was complete
//   keeps it, and the message line says so.
// - Closing the dialog while a run is under way cancels it and closes once the run has ended
//   (the GUI thread keeps serving events meanwhile); destroying it mid-run joins the worker.
// - kMaxWidth is 8192 px: 256 MiB as an ARGB image, and on the 2-core reference machine 0.6 s to
//   render plus a few seconds to encode as PNG. 16384 px (1 GiB image, 1.1 GB peak) is left
//   to `queenslab-cli export --size`, which the width's tooltip says.
// - Every option but the title and caption (which belong to one board) is remembered in
//   QSettings (group "exportDialog"), saved when the dialog closes or is destroyed; the folder of
//   the last successful save too.
// - Test hooks: options(), paper(), exportTo(path) (true when the run started; exportFinished()
//   follows), copyToClipboard() (true when started; the clipboard is set, then copyFinished()
//   follows), cancelExport(), isExporting(), previewImage(); every control has an objectName
//   (formatCombo, widthSpin, backgroundCombo, coordinatesCombo, attacksCheck, registersCheck,
//   titleEdit, captionEdit, paperCombo, previewLabel, saveButton, copyButton, closeButton, and
//   the panel's progressBar, cancelButton, messageLabel).
#include <QDialog>
#include <QImage>
#include <QString>
#include <memory>

#include "BoardExporter.h"
#include "BoardImageRenderer.h"
#include "ExportProgressPanel.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTimer;
class RangeSpinBox;

class ExportDialog : public QDialog {
    Q_OBJECT

public:
    static constexpr int kMinWidth = BoardImageRenderer::kMinWidth;
    // The GUI's limit (the renderer's, for the CLI, is BoardImageRenderer::kMaxWidth).
    static constexpr int kMaxWidth = 8192;
    static_assert(kMaxWidth <= BoardImageRenderer::kMaxWidth);
    static constexpr int kDefaultWidth = 1024;
    // Registers need 64-bit masks: the panel is offered for N up to this.
    static constexpr int kMaxRegistersN = BoardImageRenderer::kMaxRegistersN;

    explicit ExportDialog(const BoardImageOptions& board, QWidget* parent = nullptr);
    ~ExportDialog() override;  // saves the options

    // The board given to the constructor with the options the widgets set.
    BoardImageOptions options() const;
    PaperSize paper() const;
    // "png", "svg" or "pdf": the format box.
    QString format() const;

    // Starts writing the image to `path` (format from its extension) on the worker, without a
    // file dialog: true when the run started, and exportFinished() follows (the writer's errors,
    // an unknown extension included, come there). False, with nothing started, while a run is
    // under way or when the options are refused (the reason in the message line).
    bool exportTo(const QString& path) { return startRun(false, path); }
    // Starts rendering the image for the clipboard: true when started; copyFinished() follows,
    // after the clipboard was set on success. False as exportTo().
    bool copyToClipboard() { return startRun(true, QString()); }
    // Asks the running save or copy to stop (see the header); returns at once.
    void cancelExport() { panel_->cancel(); }
    bool isExporting() const { return panel_->isRunning(); }
    // The image the preview shows (device pixels), for tests.
    QImage previewImage() const { return preview_; }

signals:
    void exportFinished(const ExportResult& result);
    void copyFinished(const ExportResult& result);

protected:
    // Saves the options; mid-run, cancels and closes when the run has ended.
    void done(int result) override;

private:
    void buildWidgets();
    QLayout* buildOptionsLayout();
    void loadSettings();
    void saveSettings() const;
    void onOptionsChanged();
    void updatePreview();
    void save();
    bool startRun(bool copy, const QString& path);
    void onFinished(const ExportResult& result);
    void updateButtons();
    // "" when Save and Copy can run; else why not (a width typed out of range, a board the
    // renderer refuses), shown in the message line while the buttons are disabled.
    QString problem() const;
    QString suggestedPath() const;

    BoardImageOptions board_;
    QComboBox* format_ = nullptr;
    RangeSpinBox* width_ = nullptr;
    QComboBox* background_ = nullptr;
    QComboBox* coordinates_ = nullptr;
    QCheckBox* attacks_ = nullptr;
    QCheckBox* registers_ = nullptr;
    QLineEdit* title_ = nullptr;
    QLineEdit* caption_ = nullptr;
    QComboBox* paper_ = nullptr;
    QLabel* previewLabel_ = nullptr;
    ExportProgressPanel* panel_ = nullptr;  // the job, busy bar, Cancel and the message line
    QPushButton* save_ = nullptr;
    QPushButton* copy_ = nullptr;
    QTimer* previewTimer_ = nullptr;
    QImage preview_;
    bool loading_ = false;      // settings being applied: no save, no preview yet
    bool reasonShown_ = false;  // the message line shows validate()'s reason

    // The run under way (or the last one), read on the GUI thread once it has ended.
    struct Run {
        bool copy = false;
        QString path;             // save: the file
        QImage image;             // copy: the rendered image, set by the worker
        bool lateCancel = false;  // save: cancel asked after the writer had finished the file
    };
    std::shared_ptr<Run> run_;
    bool boxOnFailure_ = false;  // the save came from the Save… button: a message box on failure
    bool closePending_ = false;
    int closeResult_ = 0;
};
