#include "LessonInfoDialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

#include "LocalizedTextEdit.h"

LessonInfoDialog::LessonInfoDialog(const LocalizedText& title, const LocalizedText& summary,
                                   QWidget* parent)
    : QDialog(parent),
      title_(new LocalizedTextEdit(false, this)),
      summary_(new LocalizedTextEdit(true, this)),
      problem_(new QLabel(this)) {
    setObjectName(QStringLiteral("lessonInfoDialog"));
    setWindowTitle(tr("Edit lesson"));
    title_->setObjectName(QStringLiteral("lessonTitleEdit"));
    summary_->setObjectName(QStringLiteral("lessonSummaryEdit"));
    title_->setText(title);
    summary_->setText(summary);
    problem_->setWordWrap(true);
    problem_->hide();
    auto* form = new QFormLayout;
    form->addRow(tr("Title:"), title_);
    form->addRow(tr("Summary:"), summary_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(problem_);
    layout->addWidget(buttons);
}

LocalizedText LessonInfoDialog::title() const {
    return title_->text();
}

LocalizedText LessonInfoDialog::summary() const {
    return summary_->text();
}

void LessonInfoDialog::accept() {
    if (title().isEmpty()) {
        problem_->setText(tr("The lesson needs a title in at least one language."));
        problem_->show();
        return;
    }
    QDialog::accept();
}
