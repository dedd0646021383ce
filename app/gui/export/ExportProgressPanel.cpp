#include "ExportProgressPanel.h"

#include <QApplication>
#include <QColor>
#include <QHBoxLayout>
#include <QLabel>
#include <QLayout>
#include <QPalette>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>
#include <algorithm>
#include <utility>

#include "CjkWordBreaks.h"

ExportProgressPanel::ExportProgressPanel(QWidget* parent) : QWidget(parent) {
    job_ = new ExportJob(this);
    connect(job_, &ExportJob::progress, this, [this](int done, int total) {
        progress_->setRange(0, std::max(total, 1));
        progress_->setValue(done);
    });
    connect(job_, &ExportJob::finished, this, &ExportProgressPanel::onFinished);

    progress_ = new QProgressBar(this);
    progress_->setObjectName(QStringLiteral("progressBar"));
    progress_->setValue(0);
    cancel_ = new QPushButton(tr("&Cancel export"), this);
    cancel_->setObjectName(QStringLiteral("cancelButton"));
    cancel_->setEnabled(false);
    connect(cancel_, &QPushButton::clicked, this, &ExportProgressPanel::cancel);
    message_ = createMessageLabel(this);

    auto* row = new QHBoxLayout;
    row->addWidget(progress_, 1);
    row->addWidget(cancel_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(row);
    layout->addWidget(message_);
}

// The job (a child) is destroyed after this body: it cancels its task and joins.
ExportProgressPanel::~ExportProgressPanel() = default;

bool ExportProgressPanel::start(ExportJob::Task task, int total, const QString& runningText,
                                const QString& successText) {
    if (!job_->start(std::move(task))) return false;
    successText_ = successText;
    progress_->setRange(0, std::max(total, 0));  // 0..0: busy until the task reports its total
    progress_->setValue(0);
    cancel_->setEnabled(true);
    showMessage(runningText, false);
    return true;
}

void ExportProgressPanel::cancel() {
    if (!isRunning()) return;
    job_->cancel();
    cancel_->setEnabled(false);
    showMessage(tr("Cancelling…"), false);
}

bool ExportProgressPanel::isRunning() const {
    return job_->isRunning();
}

void ExportProgressPanel::setCancelToolTip(const QString& text) {
    cancel_->setToolTip(text);
}

void ExportProgressPanel::showMessage(const QString& text, bool error) {
    styleMessage(message_, text, error);
}

void ExportProgressPanel::showFailure(const QString& reason) {
    showMessage(tr("Export failed: %1").arg(reason), true);
}

void ExportProgressPanel::onFinished(const ExportResult& result) {
    cancel_->setEnabled(false);
    if (progress_->maximum() == 0) progress_->setRange(0, 1);  // still busy: no total came
    progress_->setValue(result.ok ? progress_->maximum() : 0);
    if (result.ok)
        showMessage(successText_, false);
    else if (result.error == QLatin1String("cancelled"))
        showMessage(tr("Export cancelled: nothing was written."), false);
    else
        showFailure(result.error);
    emit finished(result);
}

QLabel* ExportProgressPanel::createMessageLabel(QWidget* parent) {
    auto* label = new QLabel(parent);
    label->setObjectName(QStringLiteral("messageLabel"));
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

void ExportProgressPanel::styleMessage(QLabel* label, const QString& text, bool error) {
    // From the parent's palette, not the label's own: that may still carry an earlier error.
    const QWidget* parent = label->parentWidget();
    QPalette p = parent != nullptr ? parent->palette() : QApplication::palette(label);
    if (error) {
        const bool dark = p.color(QPalette::Window).lightness() < 128;
        p.setColor(QPalette::WindowText,
                   dark ? QColor(0xff, 0x8a, 0x80) : QColor(0xb0, 0x00, 0x20));
    }
    label->setPalette(p);
    CjkWordBreaks::setText(label, text);
    growToFit(label);
}

void ExportProgressPanel::growToFit(QWidget* changed) {
    // The nested layouts, innermost first: each passes its new size up to the next one at once
    // (they would otherwise wait for their posted layout requests).
    QWidget* window = changed;
    for (QWidget* w = changed; w != nullptr; w = w->isWindow() ? nullptr : w->parentWidget()) {
        if (w->layout() != nullptr) w->layout()->activate();
        window = w;
    }
    QLayout* layout = window != nullptr ? window->layout() : nullptr;
    if (layout == nullptr || !window->isWindow()) return;
    const int width = window->width();
    const int height = layout->hasHeightForWidth() ? layout->totalHeightForWidth(width)
                                                   : layout->totalSizeHint().height();
    if (height > window->height()) window->resize(width, height);
}
