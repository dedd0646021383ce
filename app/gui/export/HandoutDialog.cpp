#include "HandoutDialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QVBoxLayout>
#include <algorithm>

#include "CjkWordBreaks.h"
#include "ExportProcess.h"
#include "ExportProgressPanel.h"
#include "HandoutWriter.h"
#include "RangeSpinBox.h"

namespace {

QString settingsKey(const char* name) {
    return QStringLiteral("handoutDialog/") + QLatin1String(name);
}

}  // namespace

HandoutDialog::HandoutDialog(int currentN, QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Export handout"));
    n_ = new RangeSpinBox(this);
    n_->setObjectName(QStringLiteral("nSpin"));
    n_->setRange(1, HandoutWriter::kMaxN);
    n_->setProblemText(tr("N must be 1 to %1: larger boards have too many solutions for a handout.")
                           .arg(HandoutWriter::kMaxN));
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

    panel_ = new ExportProgressPanel(this);
    panel_->setCancelToolTip(tr("Stop writing the handout; the partial file is removed."));
    connect(panel_, &ExportProgressPanel::finished, this, &HandoutDialog::onFinished);

    auto* buttons = new QDialogButtonBox(this);
    save_ = buttons->addButton(tr("&Save…"), QDialogButtonBox::ActionRole);
    save_->setObjectName(QStringLiteral("saveButton"));
    save_->setDefault(true);
    QPushButton* close = buttons->addButton(QDialogButtonBox::Close);
    close->setObjectName(QStringLiteral("closeButton"));
    connect(save_, &QPushButton::clicked, this, &HandoutDialog::chooseAndExport);
    connect(close, &QPushButton::clicked, this, &QDialog::reject);

    auto* form = new QFormLayout;
    form->addRow(tr("Board size &N:"), n_);
    form->addRow(tr("&Paper:"), paper_);
    form->addRow(pages_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(panel_);
    layout->addWidget(buttons);

    connect(n_, &QSpinBox::valueChanged, this, &HandoutDialog::onOptionsChanged);
    connect(n_, &RangeSpinBox::acceptableChanged, this, &HandoutDialog::onOptionsChanged);
    connect(paper_, &QComboBox::currentIndexChanged, this, &HandoutDialog::onOptionsChanged);
    setExporting(false);
    onOptionsChanged();
}

HandoutDialog::~HandoutDialog() {  // the panel's job cancels and joins
    RangeSpinBox::detachAll(this);
}

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
    save_->setEnabled(!isExporting() && n_->isAcceptable());
    if (!n_->isAcceptable()) return CjkWordBreaks::setText(pages_, n_->problem());
    const int pages = HandoutWriter::pageCount(n(), paper());
    if (HandoutWriter::counts(n()).fundamental == 0) {
        CjkWordBreaks::setText(
            pages_, tr("Pages: 1. The counts for N = 1 to %1 (N = %1 has no solution).").arg(n()));
        return;
    }
    CjkWordBreaks::setText(
        pages_, tr("Pages: %L1. The counts for N = 1 to %2, then the fundamental solutions "
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
    exportTo(path);
}

bool HandoutDialog::exportTo(const QString& path) {
    if (!n_->isAcceptable()) return false;
    const int n = this->n();
    const PaperSize paper = this->paper();
    // Total 0: busy until the writer reports its total.
    // In a queenslab-cli child process, killed at once on a cancel (ExportProcess.h).
    const bool started = panel_->start(ExportProcess::handoutTask(path, n, paper), 0,
                                       tr("Writing the handout for N = %1…").arg(n),
                                       tr("Saved %1.").arg(QDir::toNativeSeparators(path)));
    if (!started) return false;
    directory_ = QFileInfo(path).absolutePath();
    setExporting(true);
    return true;
}

void HandoutDialog::cancelExport() {
    panel_->cancel();
}

bool HandoutDialog::isExporting() const {
    return panel_->isRunning();
}

void HandoutDialog::onFinished(const ExportResult& result) {
    if (result.ok) QSettings().setValue(settingsKey("directory"), directory_);
    setExporting(false);
    emit exportFinished(result);
}

void HandoutDialog::setExporting(bool exporting) {
    n_->setEnabled(!exporting);
    paper_->setEnabled(!exporting);
    save_->setEnabled(!exporting && n_->isAcceptable());
}

void HandoutDialog::done(int result) {
    cancelExport();  // the writer stops and removes its partial file
    QDialog::done(result);
}
