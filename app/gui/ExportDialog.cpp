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
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>

#include "ExportProgressPanel.h"

namespace {

constexpr int kPreviewSide = 360;  // logical pixels of the preview's width

// The background box: theme and transparency in one choice.
struct Background {
    ImageTheme theme;
    bool transparent;
};
constexpr Background kBackgrounds[] = {
    {ImageTheme::Light, false},
    {ImageTheme::Dark, false},
    {ImageTheme::Light, true},
    {ImageTheme::Dark, true},
};

QString settingsKey(const char* name) {
    return QStringLiteral("exportDialog/") + QLatin1String(name);
}

// A checkerboard behind the preview so that a transparent background shows as such.
QImage overCheckerboard(const QImage& image) {
    QImage out(image.size(), QImage::Format_ARGB32_Premultiplied);
    out.setDevicePixelRatio(image.devicePixelRatio());
    QPainter p(&out);
    const int tile = 8;
    for (int y = 0; y < image.height(); y += tile)
        for (int x = 0; x < image.width(); x += tile)
            p.fillRect(x, y, tile, tile,
                       ((x + y) / tile) % 2 ? QColor(0xcc, 0xcc, 0xcc) : QColor(0xf4, 0xf4, 0xf4));
    p.drawImage(0, 0, image);
    return out;
}

}  // namespace

ExportDialog::ExportDialog(const BoardImageOptions& board, QWidget* parent)
    : QDialog(parent), board_(board) {
    setWindowTitle(tr("Export board image"));
    buildWidgets();
    loadSettings();
    onOptionsChanged();
}

ExportDialog::~ExportDialog() {
    saveSettings();
}

void ExportDialog::done(int result) {
    saveSettings();
    QDialog::done(result);
}

void ExportDialog::buildWidgets() {
    previewLabel_ = new QLabel(this);
    previewLabel_->setObjectName(QStringLiteral("previewLabel"));
    previewLabel_->setMinimumSize(kPreviewSide + 12, kPreviewSide + 12);  // image + frame
    previewLabel_->setAlignment(Qt::AlignCenter);
    previewLabel_->setFrameShape(QFrame::StyledPanel);
    previewLabel_->setToolTip(tr("Preview of the exported image (scaled)."));

    message_ = ExportProgressPanel::createMessageLabel(this);

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
    connect(copy_, &QPushButton::clicked, this, &ExportDialog::copyToClipboard);
    connect(close, &QPushButton::clicked, this, &QDialog::reject);

    auto* top = new QHBoxLayout;
    top->addLayout(buildOptionsLayout());
    top->addWidget(previewLabel_, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top, 1);
    layout->addWidget(message_);
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

    width_ = new QSpinBox(this);
    width_->setObjectName(QStringLiteral("widthSpin"));
    width_->setRange(kMinWidth, kMaxWidth);
    width_->setValue(kDefaultWidth);
    width_->setSuffix(tr(" px"));
    width_->setSingleStep(64);
    width_->setAccelerated(true);
    width_->setToolTip(tr("Width of the image in pixels; the height follows from the layout."));

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
    if (board_.n > kMaxRegistersN) {
        registers_->setEnabled(false);
        registers_->setToolTip(tr("The registers are 64-bit masks: they exist for N up to %1, "
                                  "and this board has N = %2.")
                                   .arg(kMaxRegistersN)
                                   .arg(board_.n));
    } else {
        registers_->setToolTip(
            tr("Beside the board: the bitmask search's registers for the next empty row."));
    }

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
    const Background& b = kBackgrounds[std::clamp(background_->currentIndex(), 0, 3)];
    o.theme = b.theme;
    o.transparent = b.transparent;
    o.coordinates = static_cast<Coordinates>(coordinates_->currentData().toInt());
    o.attacks = attacks_->isChecked();
    o.registers = registers_->isEnabled() && registers_->isChecked();
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
    if (registers_->isEnabled()) s.setValue(settingsKey("registers"), registers_->isChecked());
}

void ExportDialog::onOptionsChanged() {
    if (loading_) return;
    paper_->setEnabled(format() == QLatin1String("pdf"));
    const QString reason = BoardImageRenderer::validate(options());
    save_->setEnabled(reason.isEmpty());
    copy_->setEnabled(reason.isEmpty());
    showMessage(reason, !reason.isEmpty());
    previewTimer_->start();
}

void ExportDialog::updatePreview() {
    // The same options at the preview's width: the layout scales with the width, so this is the
    // exported picture in small, at a cost independent of the chosen width.
    BoardImageOptions o = options();
    const qreal dpr = devicePixelRatioF();
    const int side = static_cast<int>(kPreviewSide * dpr);
    o.width = std::clamp(side, kMinWidth, kMaxWidth);
    QImage image = BoardImageRenderer::render(o);
    if (!image.isNull() && image.height() > side) {
        // A tall image (title, caption, coordinates) must fit the square preview too.
        o.width = std::max(kMinWidth, o.width * side / image.height());
        image = BoardImageRenderer::render(o);
    }
    preview_ = image;
    if (image.isNull()) {
        previewLabel_->setPixmap(QPixmap());
        previewLabel_->setText(tr("No preview"));
        return;
    }
    image.setDevicePixelRatio(dpr);
    previewLabel_->setPixmap(QPixmap::fromImage(o.transparent ? overCheckerboard(image) : image));
}

ExportResult ExportDialog::exportTo(const QString& path) {
    return BoardExporter::write(path, options(), paper());
}

bool ExportDialog::copyToClipboard() {
    const BoardImageOptions o = options();
    const QString reason = BoardImageRenderer::validate(o);
    if (!reason.isEmpty()) {
        showMessage(reason, true);
        return false;
    }
    QGuiApplication::clipboard()->setImage(BoardImageRenderer::render(o));
    showMessage(tr("Image copied to the clipboard (%1 × %2 pixels).")
                    .arg(o.width)
                    .arg(BoardImageRenderer::imageSize(o).height()),
                false);
    return true;
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
    const ExportResult result = exportTo(path);
    if (!result.ok) {
        showMessage(result.error, true);
        QMessageBox::warning(this, tr("Export failed"), result.error);
        return;  // the dialog stays open with the user's options
    }
    QSettings().setValue(settingsKey("directory"), QFileInfo(path).absolutePath());
    const int i = format_->findData(BoardExporter::formatFor(path));
    if (i >= 0) format_->setCurrentIndex(i);
    showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), false);
}

void ExportDialog::showMessage(const QString& text, bool error) {
    ExportProgressPanel::styleMessage(message_, text, error);
}
