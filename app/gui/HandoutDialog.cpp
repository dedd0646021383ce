#include "HandoutDialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QVBoxLayout>
#include <algorithm>

#include "ExportJob.h"
#include "HandoutWriter.h"

namespace {

QString settingsKey(const char* name) {
    return QStringLiteral("handoutDialog/") + QLatin1String(name);
}

}  // namespace

HandoutDialog::HandoutDialog(int currentN, QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Export handout"));
    job_ = new ExportJob(this);
    connect(job_, &ExportJob::progress, this, [this](int done, int total) {
        progress_->setRange(0, std::max(total, 1));
        progress_->setValue(done);
    });
    connect(job_, &ExportJob::finished, this, &HandoutDialog::onFinished);

    n_ = new QSpinBox(this);
    n_->setObjectName(QStringLiteral("nSpin"));
    n_->setRange(1, HandoutWriter::kMaxN);
    n_->setValue(std::clamp(currentN, 1, HandoutWriter::kMaxN));
    n_->setToolTip(tr("The handout lists every fundamental solution of N (N up to %1).")
                       .arg(HandoutWriter::kMaxN));
    paper_ = new QComboBox(this);
    paper_->setObjectName(QStringLiteral("paperCombo"));
    paper_->addItem(tr("A4"), static_cast<int>(PaperSize::A4));
    paper_->addItem(tr("Letter"), static_cast<int>(PaperSize::Letter));
    const int paperIndex = QSettings().value(settingsKey("paper"), 0).toInt();
    if (paperIndex >= 0 && paperIndex < paper_->count()) paper_->setCurrentIndex(paperIndex);
    pages_ = new QLabel(this);
    pages_->setObjectName(QStringLiteral("pagesLabel"));
    pages_->setWordWrap(true);

    progress_ = new QProgressBar(this);
    progress_->setObjectName(QStringLiteral("progressBar"));
    progress_->setValue(0);
    message_ = new QLabel(this);
    message_->setObjectName(QStringLiteral("messageLabel"));
    message_->setWordWrap(true);
    message_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* buttons = new QDialogButtonBox(this);
    save_ = buttons->addButton(tr("&Save…"), QDialogButtonBox::ActionRole);
    save_->setObjectName(QStringLiteral("saveButton"));
    save_->setDefault(true);
    cancel_ = buttons->addButton(tr("&Cancel export"), QDialogButtonBox::ActionRole);
    cancel_->setObjectName(QStringLiteral("cancelButton"));
    cancel_->setToolTip(tr("Stop writing the handout; the partial file is removed."));
    QPushButton* close = buttons->addButton(QDialogButtonBox::Close);
    close->setObjectName(QStringLiteral("closeButton"));
    connect(save_, &QPushButton::clicked, this, &HandoutDialog::chooseAndExport);
    connect(cancel_, &QPushButton::clicked, this, &HandoutDialog::cancelExport);
    connect(close, &QPushButton::clicked, this, &QDialog::reject);

    auto* form = new QFormLayout;
    form->addRow(tr("Board size &N:"), n_);
    form->addRow(tr("&Paper:"), paper_);
    form->addRow(pages_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(progress_);
    layout->addWidget(message_);
    layout->addWidget(buttons);

    connect(n_, &QSpinBox::valueChanged, this, &HandoutDialog::onOptionsChanged);
    connect(paper_, &QComboBox::currentIndexChanged, this, &HandoutDialog::onOptionsChanged);
    setExporting(false);
    onOptionsChanged();
}

HandoutDialog::~HandoutDialog() = default;  // the job cancels and joins

int HandoutDialog::n() const {
    return n_->value();
}
void HandoutDialog::setN(int n) {
    n_->setValue(n);
}

PaperSize HandoutDialog::paper() const {
    return static_cast<PaperSize>(paper_->currentData().toInt());
}

void HandoutDialog::onOptionsChanged() {
    QSettings().setValue(settingsKey("paper"), paper_->currentIndex());
    const int pages = HandoutWriter::pageCount(n(), paper());
    if (HandoutWriter::counts(n()).fundamental == 0) {
        pages_->setText(
            tr("Pages: 1. The counts for N = 1 to %1 (N = %1 has no solution).").arg(n()));
        return;
    }
    pages_->setText(tr("Pages: %L1. The counts for N = 1 to %2, then the fundamental solutions "
                       "of N = %2, up to %L3 per page.")
                        .arg(pages)
                        .arg(n())
                        .arg(HandoutWriter::boardsPerPage(n(), paper())));
}

void HandoutDialog::chooseAndExport() {
    QSettings s;
    QString dir = s.value(settingsKey("directory")).toString();
    if (dir.isEmpty() || !QFileInfo(dir).isDir())
        dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString name = tr("queens-%1-handout", "file name; %1 is N").arg(n());
    QString path = QFileDialog::getSaveFileName(this, tr("Export handout"),
                                                QDir(dir).filePath(name + QStringLiteral(".pdf")),
                                                tr("PDF document (*.pdf)"));
    if (path.isEmpty()) return;
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".pdf");
    s.setValue(settingsKey("directory"), QFileInfo(path).absolutePath());
    exportTo(path);
}

bool HandoutDialog::exportTo(const QString& path) {
    const int n = this->n();
    const PaperSize paper = this->paper();
    const bool started = job_->start(
        [path, n, paper](const ExportJob::Progress& progress, const std::atomic<bool>* cancel) {
            return HandoutWriter::write(path, n, paper, progress, cancel);
        });
    if (!started) return false;
    output_ = path;
    progress_->setRange(0, 0);  // busy until the writer reports its total
    setExporting(true);
    showMessage(tr("Writing the handout for N = %1…").arg(n), false);
    return true;
}

void HandoutDialog::cancelExport() {
    if (!isExporting()) return;
    job_->cancel();
    cancel_->setEnabled(false);
    showMessage(tr("Cancelling…"), false);
}

bool HandoutDialog::isExporting() const {
    return job_->isRunning();
}

void HandoutDialog::onFinished(const ExportResult& result) {
    setExporting(false);
    progress_->setRange(0, 1);
    progress_->setValue(result.ok ? 1 : 0);
    if (result.ok)
        showMessage(tr("Saved %1.").arg(QDir::toNativeSeparators(output_)), false);
    else if (result.error == QLatin1String("cancelled"))
        showMessage(tr("Export cancelled: nothing was written."), false);
    else
        showMessage(tr("Export failed: %1").arg(result.error), true);
    emit exportFinished(result);
}

void HandoutDialog::setExporting(bool exporting) {
    n_->setEnabled(!exporting);
    paper_->setEnabled(!exporting);
    save_->setEnabled(!exporting);
    cancel_->setEnabled(exporting);
}

void HandoutDialog::done(int result) {
    cancelExport();  // the writer stops and removes its partial file
    QDialog::done(result);
}

void HandoutDialog::showMessage(const QString& text, bool error) {
    QPalette p = palette();
    if (error) {
        const bool dark = p.color(QPalette::Window).lightness() < 128;
        p.setColor(QPalette::WindowText,
                   dark ? QColor(0xff, 0x8a, 0x80) : QColor(0xb0, 0x00, 0x20));
    }
    message_->setPalette(p);
    message_->setText(text);
}
