#pragma once
// ExportDialog: saves the board the main window shows as a PNG, SVG or PDF file, or copies it to
// the clipboard, through the shared renderer (BoardImageRenderer), so that the file is the same
// image `queenslab-cli export` writes for the same board and options.
//
// - The board (n, placement, marks) comes from the constructor; the widgets set the rest of the
//   BoardImageOptions: width in pixels, background (light or dark theme, optionally transparent),
//   coordinates, attacked squares, registers panel (disabled, with the reason as tooltip, for
//   N > 64: the registers are 64-bit masks), title and caption; and the paper of a PDF.
// - The format follows the file name (.png, .svg or .pdf); the format box only chooses the
//   file dialog's filter and suffix, and enables the paper box for PDF.
// - A live preview renders the same options at the preview's size, once per burst of changes.
// - Save… asks for a file name and writes it; on failure a message box gives the one-line reason
//   and the dialog stays open with the user's options. Every option but the title and caption
//   (which belong to one board) is remembered in QSettings (group "exportDialog"), saved when the
//   dialog closes or is destroyed; the folder of the last successful save too.
// - Test hooks: options(), paper(), exportTo(path), copyToClipboard(), previewImage(); every
//   control has an objectName (formatCombo, widthSpin, backgroundCombo, coordinatesCombo,
//   attacksCheck, registersCheck, titleEdit, captionEdit, paperCombo, previewLabel, saveButton,
//   copyButton, closeButton, messageLabel).
#include <QDialog>
#include <QImage>
#include <QString>

#include "BoardExporter.h"
#include "BoardImageRenderer.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTimer;

class ExportDialog : public QDialog {
    Q_OBJECT

public:
    static constexpr int kMinWidth = BoardImageRenderer::kMinWidth;
    static constexpr int kMaxWidth = BoardImageRenderer::kMaxWidth;
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

    // Writes the image to `path` (format from its extension) without a file dialog.
    ExportResult exportTo(const QString& path);
    // Puts BoardImageRenderer::render(options()) on the clipboard; false (and the reason in the
    // message line) when the options are refused.
    bool copyToClipboard();
    // The image the preview shows (device pixels), for tests.
    QImage previewImage() const { return preview_; }

protected:
    void done(int result) override;  // saves the options

private:
    void buildWidgets();
    QLayout* buildOptionsLayout();
    void loadSettings();
    void saveSettings() const;
    void onOptionsChanged();
    void updatePreview();
    void save();
    void showMessage(const QString& text, bool error);
    QString suggestedPath() const;

    BoardImageOptions board_;
    QComboBox* format_ = nullptr;
    QSpinBox* width_ = nullptr;
    QComboBox* background_ = nullptr;
    QComboBox* coordinates_ = nullptr;
    QCheckBox* attacks_ = nullptr;
    QCheckBox* registers_ = nullptr;
    QLineEdit* title_ = nullptr;
    QLineEdit* caption_ = nullptr;
    QComboBox* paper_ = nullptr;
    QLabel* previewLabel_ = nullptr;
    QLabel* message_ = nullptr;
    QPushButton* save_ = nullptr;
    QPushButton* copy_ = nullptr;
    QTimer* previewTimer_ = nullptr;
    QImage preview_;
    bool loading_ = false;  // settings being applied: no save, no preview yet
};
