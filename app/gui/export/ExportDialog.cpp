#include "ExportDialog.h"

#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>
#include <atomic>
#include <utility>

#include "BoardPreview.h"
#include "ExportProcess.h"
#include "ExportProgressPanel.h"
#include "RangeSpinBox.h"
#include "WarningBox.h"

namespace {

constexpr int kPreviewSide = 360;  // logical pixels of the preview's width

QString settingsKey(const char* name) {
    return QStringLiteral("exportDialog/") + QLatin1String(name);
}

}  // namespace

ExportDialog::ExportDialog(const BoardImageOptions& board, QWidget* parent)
    : QDialog(parent), board_(board) {
    setWindowTitle(tr("Export board image"));
    buildWidgets();
    loadSettings();
    onOptionsChanged();
}

// The panel's job (a child) is destroyed after this body: it cancels its task and joins.
ExportDialog::~ExportDialog() {
    RangeSpinBox::detachAll(this);
    saveSettings();
}

void ExportDialog::done(int result) {
    saveSettings();
    if (isExporting()) {
        // Waiting here would freeze the GUI for the rest of the run: close when it has ended.
        closePending_ = true;
        closeResult_ = result;
        cancelExport();
        panel_->showMessage(tr("Stopping the export; the dialog closes when it has stopped."),
                            false);
        return;
    }
    QDialog::done(result);
}

void ExportDialog::buildWidgets() {
    previewLabel_ = new QLabel(this);
    previewLabel_->setObjectName(QStringLiteral("previewLabel"));
    previewLabel_->setMinimumSize(kPreviewSide + 12, kPreviewSide + 12);  // image + frame
    previewLabel_->setAlignment(Qt::AlignCenter);
    previewLabel_->setFrameShape(QFrame::StyledPanel);
    previewLabel_->setToolTip(tr("Preview of the exported image (scaled)."));

    panel_ = new ExportProgressPanel(this);
    panel_->setCancelToolTip(
        tr("Stop the export: a copy is dropped before it reaches the clipboard, a file is not "
           "written. A file whose writing has already begun is finished and kept."));
    connect(panel_, &ExportProgressPanel::finished, this, &ExportDialog::onFinished);

    auto* buttons = new QDialogButtonBox(this);
    save_ = buttons->addButton(tr("&Save…"), QDialogButtonBox::AcceptRole);
    save_->setObjectName(QStringLiteral("saveButton"));
    save_->setToolTip(tr("Choose a file name and write the image (.png, .svg or .pdf)."));
    copy_ = buttons->addButton(tr("&Copy image"), QDialogButtonBox::ActionRole);
    copy_->setObjectName(QStringLiteral("copyButton"));
    copy_->setToolTip(tr("Put the image on the clipboard, at the chosen width."));
    QPushButton* close = buttons->addButton(QDialogButtonBox::Close);
    close->setObjectName(QStringLiteral("closeButton"));
    save_->setDefault(true);
    connect(save_, &QPushButton::clicked, this, &ExportDialog::save);
    connect(copy_, &QPushButton::clicked, this, [this] { copyToClipboard(); });
    connect(close, &QPushButton::clicked, this, &QDialog::reject);

    auto* top = new QHBoxLayout;
    top->addLayout(buildOptionsLayout());
    top->addWidget(previewLabel_, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top, 1);
    layout->addWidget(panel_);
    layout->addWidget(buttons);

    previewTimer_ = new QTimer(this);
    previewTimer_->setSingleShot(true);
    previewTimer_->setInterval(0);  // once per burst of changes (e.g. typing a title)
    connect(previewTimer_, &QTimer::timeout, this, &ExportDialog::updatePreview);
}

QLayout* ExportDialog::buildOptionsLayout() {
    format_ = new QComboBox(this);
    format_->setObjectName(QStringLiteral("formatCombo"));
    format_->addItem(tr("PNG image"), QStringLiteral("png"));
    format_->addItem(tr("SVG vector image"), QStringLiteral("svg"));
    format_->addItem(tr("PDF document"), QStringLiteral("pdf"));
    format_->setToolTip(tr("The file name decides the format: .png, .svg or .pdf."));

    width_ = new RangeSpinBox(this);
    width_->setObjectName(QStringLiteral("widthSpin"));
    width_->setRange(kMinWidth, kMaxWidth);
    width_->setProblemText(tr("The width must be %1 to %2 pixels.").arg(kMinWidth).arg(kMaxWidth));
    connect(width_, &RangeSpinBox::acceptableChanged, this, &ExportDialog::onOptionsChanged);
    width_->setValue(kDefaultWidth);
    width_->setSuffix(tr(" px"));
    width_->setSingleStep(64);
    width_->setAccelerated(true);
    width_->setToolTip(tr("Width of the image in pixels, %1 to %2; the height follows from the "
                          "layout. An image of %2 pixels takes 256 MiB of memory and some seconds "
                          "to save. Wider images, up to %3 pixels: queenslab-cli export --size.")
                           .arg(kMinWidth)
                           .arg(kMaxWidth)
                           .arg(BoardImageRenderer::kMaxWidth));

    background_ = new QComboBox(this);
    background_->setObjectName(QStringLiteral("backgroundCombo"));
    background_->addItem(tr("Light theme"));
    background_->addItem(tr("Dark theme"));
    background_->addItem(tr("Transparent, dark labels"));
    background_->addItem(tr("Transparent, light labels"));
    background_->setToolTip(
        tr("A transparent background suits slides: choose the labels' tone for the slide."));

    coordinates_ = new QComboBox(this);
    coordinates_->setObjectName(QStringLiteral("coordinatesCombo"));
    coordinates_->addItem(tr("None"), static_cast<int>(Coordinates::None));
    coordinates_->addItem(tr("Chess (a–h, 1–8)"), static_cast<int>(Coordinates::Chess));
    coordinates_->addItem(tr("0-based (as in the pseudo-code)"),
                          static_cast<int>(Coordinates::ZeroBased));

    attacks_ = new QCheckBox(tr("Hatch &attacked squares"), this);
    attacks_->setObjectName(QStringLiteral("attacksCheck"));
    registers_ = new QCheckBox(tr("&Registers panel (cols, ld, rd, avail)"), this);
    registers_->setObjectName(QStringLiteral("registersCheck"));
    registers_->setEnabled(board_.n <= kMaxRegistersN);
    registers_->setToolTip(
        board_.n <= kMaxRegistersN
            ? tr("Beside the board: the bitmask search's registers for the next empty row.")
            : tr("The registers are 64-bit masks: they exist for N up to %1, and this board has "
                 "N = %2.")
                  .arg(kMaxRegistersN)
                  .arg(board_.n));

    title_ = new QLineEdit(this);
    title_->setObjectName(QStringLiteral("titleEdit"));
    title_->setPlaceholderText(tr("Above the board (optional)"));
    caption_ = new QLineEdit(this);
    caption_->setObjectName(QStringLiteral("captionEdit"));
    caption_->setPlaceholderText(tr("Below the board (optional)"));

    paper_ = new QComboBox(this);
    paper_->setObjectName(QStringLiteral("paperCombo"));
    paper_->addItem(tr("A4"), static_cast<int>(PaperSize::A4));
    paper_->addItem(tr("Letter"), static_cast<int>(PaperSize::Letter));

    auto* image = new QGroupBox(tr("Image"), this);
    auto* imageForm = new QFormLayout(image);
    imageForm->addRow(tr("&Format:"), format_);
    imageForm->addRow(tr("&Width:"), width_);
    imageForm->addRow(tr("&Background:"), background_);
    imageForm->addRow(tr("C&oordinates:"), coordinates_);
    imageForm->addRow(attacks_);
    imageForm->addRow(registers_);
    imageForm->addRow(tr("&Paper (PDF):"), paper_);
    auto* text = new QGroupBox(tr("Text"), this);
    auto* textForm = new QFormLayout(text);
    textForm->addRow(tr("&Title:"), title_);
    textForm->addRow(tr("Ca&ption:"), caption_);

    for (QComboBox* box : {format_, background_, coordinates_, paper_})
        connect(box, &QComboBox::currentIndexChanged, this, &ExportDialog::onOptionsChanged);
    connect(width_, &QSpinBox::valueChanged, this, &ExportDialog::onOptionsChanged);
    for (QCheckBox* box : {attacks_, registers_})
        connect(box, &QCheckBox::toggled, this, &ExportDialog::onOptionsChanged);
    for (QLineEdit* edit : {title_, caption_})
        connect(edit, &QLineEdit::textChanged, this, &ExportDialog::onOptionsChanged);

    auto* column = new QVBoxLayout;
    column->addWidget(image);
    column->addWidget(text);
    column->addStretch(1);
    return column;
}

BoardImageOptions ExportDialog::options() const {
    BoardImageOptions o = board_;
    o.width = width_->value();
    // The background box: light, dark, then both again over a transparent background.
    const int background = std::clamp(background_->currentIndex(), 0, 3);
    o.theme = background % 2 ? ImageTheme::Dark : ImageTheme::Light;
    o.transparent = background >= 2;
    o.coordinates = static_cast<Coordinates>(coordinates_->currentData().toInt());
    o.attacks = attacks_->isChecked();
    o.registers = board_.n <= kMaxRegistersN && registers_->isChecked();
    o.title = title_->text();
    o.caption = caption_->text();
    return o;
}

PaperSize ExportDialog::paper() const {
    return static_cast<PaperSize>(paper_->currentData().toInt());
}

QString ExportDialog::format() const {
    return format_->currentData().toString();
}

void ExportDialog::loadSettings() {
    loading_ = true;
    const QSettings s;
    auto setIndex = [&s](QComboBox* box, const char* key) {
        const int i = s.value(settingsKey(key), box->currentIndex()).toInt();
        if (i >= 0 && i < box->count()) box->setCurrentIndex(i);
    };
    setIndex(format_, "format");
    setIndex(background_, "background");
    setIndex(coordinates_, "coordinates");
    setIndex(paper_, "paper");
    width_->setValue(s.value(settingsKey("width"), kDefaultWidth).toInt());
    attacks_->setChecked(s.value(settingsKey("attacks"), false).toBool());
    registers_->setChecked(s.value(settingsKey("registers"), false).toBool());
    loading_ = false;
}

void ExportDialog::saveSettings() const {
    QSettings s;
    s.setValue(settingsKey("format"), format_->currentIndex());
    s.setValue(settingsKey("background"), background_->currentIndex());
    s.setValue(settingsKey("coordinates"), coordinates_->currentIndex());
    s.setValue(settingsKey("paper"), paper_->currentIndex());
    s.setValue(settingsKey("width"), width_->value());
    s.setValue(settingsKey("attacks"), attacks_->isChecked());
    // An N > 64 board leaves the user's choice for smaller boards alone.
    if (board_.n <= kMaxRegistersN) s.setValue(settingsKey("registers"), registers_->isChecked());
}

void ExportDialog::onOptionsChanged() {
    if (loading_) return;
    paper_->setEnabled(format() == QLatin1String("pdf"));
    updateButtons();
    // A refusal replaces the message line; it is cleared when the options become valid again,
    // and other messages (the last save's outcome, a run's progress) stay.
    const QString reason = problem();
    if (!reason.isEmpty() && !isExporting()) {
        panel_->showMessage(reason, true);
        reasonShown_ = true;
    } else if (reason.isEmpty() && reasonShown_) {
        panel_->showMessage(QString(), false);
        reasonShown_ = false;
    }
    previewTimer_->start();
}

void ExportDialog::updateButtons() {
    const bool ok = !isExporting() && problem().isEmpty();
    save_->setEnabled(ok);
    copy_->setEnabled(ok);
}

QString ExportDialog::problem() const {
    const QString width = width_->problem();
    return width.isEmpty() ? BoardImageRenderer::validate(options()) : width;
}

void ExportDialog::updatePreview() {
    const qreal dpr = devicePixelRatioF();
    QImage image = BoardPreview::fitting(options(), static_cast<int>(kPreviewSide * dpr));
    preview_ = image;
    if (image.isNull()) {
        previewLabel_->setPixmap(QPixmap());
        previewLabel_->setText(tr("No preview"));
        return;
    }
    image.setDevicePixelRatio(dpr);
    if (options().transparent) image = BoardPreview::overCheckerboard(image);
    previewLabel_->setPixmap(QPixmap::fromImage(image));
}

bool ExportDialog::startRun(bool copy, const QString& path) {
    if (isExporting()) return false;
    const BoardImageOptions o = options();
    if (const QString reason = problem(); !reason.isEmpty()) {
        panel_->showMessage(reason, true);
        reasonShown_ = true;
        return false;
    }
    auto run = std::make_shared<Run>(Run{copy, path, QImage(), false});
    const PaperSize paper = this->paper();
    // On the worker. `run` is read on the GUI thread only once the run has ended.
    const bool vector = !copy && BoardExporter::formatFor(path) != QLatin1String("png");
    const ExportJob::Task vectorTask =
        vector ? ExportProcess::boardTask(path, o, paper) : ExportJob::Task();
    ExportJob::Task task = [this, o, run, paper, vector, vectorTask](
                               const ExportJob::Progress& progress,
                               const std::atomic<bool>* cancel) -> ExportResult {
        const auto cancelled = [cancel] { return cancel != nullptr && cancel->load(); };
        const ExportResult stopped{false, QStringLiteral("cancelled")};  // ExportFile's word
        if (run->copy) {
            // QImage may be made off the GUI thread; a cancel stops the drawing (a null image).
            QImage image = BoardImageRenderer::render(o, cancel);
            if (cancelled()) return stopped;
            if (image.isNull()) return {false, tr("not enough memory for the image")};
            run->image = std::move(image);
            return {true, QString()};
        }
        if (cancelled()) return stopped;
        // A cancel leaves nothing: the PNG writer polls the flag while it draws and writes; SVG
        // and PDF are written by a queenslab-cli child process that a cancel kills
        // (ExportProcess.h: Qt's vector writers cannot be stopped while they end a document).
        const ExportResult result = vector ? vectorTask(progress, cancel)
                                           : BoardExporter::write(run->path, o, paper, cancel);
        run->lateCancel = result.ok && cancelled();  // asked after the file was complete
        return result;
    };
    const QSize size = BoardImageRenderer::imageSize(o);
    const QString file = QDir::toNativeSeparators(path);
    const bool started =
        copy ? panel_->start(
                   std::move(task), 0,
                   tr("Rendering the image (%1 × %2 pixels)…").arg(size.width()).arg(size.height()),
                   tr("Image copied to the clipboard (%1 × %2 pixels).")
                       .arg(size.width())
                       .arg(size.height()))
             : panel_->start(std::move(task), 0, tr("Saving %1…").arg(file),
                             tr("Saved %1").arg(file));
    if (!started) return false;  // total 0: a busy bar until the run ends
    run_ = std::move(run);
    reasonShown_ = false;
    boxOnFailure_ = false;
    updateButtons();
    return true;
}

// After the panel showed the standard outcome; the worker has ended, run_ is ours alone.
void ExportDialog::onFinished(const ExportResult& result) {
    const std::shared_ptr<Run> run = std::exchange(run_, nullptr);
    updateButtons();
    const bool cancelled = result.error == QLatin1String("cancelled");
    if (run != nullptr && run->copy) {
        if (result.ok) QGuiApplication::clipboard()->setImage(run->image);
        if (cancelled)
            panel_->showMessage(tr("Copy cancelled: the clipboard is unchanged."), false);
        emit copyFinished(result);
    } else if (run != nullptr) {
        if (result.ok) {
            QSettings().setValue(settingsKey("directory"), QFileInfo(run->path).absolutePath());
            const int i = format_->findData(BoardExporter::formatFor(run->path));
            if (i >= 0) format_->setCurrentIndex(i);
            if (run->lateCancel)
                panel_->showMessage(tr("Saved %1: the cancel came after the writing had begun.")
                                        .arg(QDir::toNativeSeparators(run->path)),
                                    false);
        } else if (!cancelled && boxOnFailure_ && !closePending_) {
            WarningBox::show(this, tr("Export failed"), result.error);
        }
        emit exportFinished(result);
    }
    if (std::exchange(closePending_, false)) QDialog::done(closeResult_);
}

QString ExportDialog::suggestedPath() const {
    const QSettings s;
    QString dir = s.value(settingsKey("directory")).toString();
    if (dir.isEmpty() || !QFileInfo(dir).isDir())
        dir = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    const QString name = tr("queens-%1", "file name of an exported board; %1 is N").arg(board_.n);
    return QDir(dir).filePath(name + QLatin1Char('.') + format());
}

void ExportDialog::save() {
    const QStringList filters = {tr("PNG image (*.png)"), tr("SVG vector image (*.svg)"),
                                 tr("PDF document (*.pdf)")};
    QString filter = filters.value(format_->currentIndex());
    QString path = QFileDialog::getSaveFileName(this, tr("Export board image"), suggestedPath(),
                                                filters.join(QStringLiteral(";;")), &filter);
    if (path.isEmpty()) return;
    if (QFileInfo(path).suffix().isEmpty()) {
        const int i = std::max<qsizetype>(0, filters.indexOf(filter));
        path += QLatin1Char('.') + format_->itemData(static_cast<int>(i)).toString();
    }
    // The dialog stays open with the user's options; onFinished() reports the outcome.
    if (exportTo(path)) boxOnFailure_ = true;
}
