#pragma once
// ExportDialog: saves the board the main window shows as a PNG, SVG or PDF file, or copies it to
// the clipboard, through BoardImageRenderer, so that the file is the image `queenslab-cli export`
// writes for the same board and options. The board comes from the constructor, the other
// BoardImageOptions from its widgets; the format follows the file name. It owns its widgets, a
// live preview and an ExportProgressPanel whose ExportJob runs one save or copy at a time off the
// GUI thread; it never blocks the GUI thread. A cancelled save leaves nothing at the path (a file
// that was there unchanged), a cancelled copy the clipboard as it was. Its options (not the title
// and caption) persist in QSettings group "exportDialog". Every control has an objectName for
// tests. See docs/design.md, "Exporting from the GUI".
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
