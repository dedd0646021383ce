#include "StopEditDialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSpinBox>
#include <QVBoxLayout>

#include "LessonAnswers.h"
#include "LocalizedTextEdit.h"

namespace {
using Kind = LessonQuestion::Kind;
using BreakKind = queens::Breakpoint::Kind;

// The lines of `text` that are not empty.
QStringList lines(const QString& text) {
    QStringList out;
    for (const QString& line : text.split(QLatin1Char('\n')))
        if (!line.trimmed().isEmpty()) out << line.trimmed();
    return out;
}
}  // namespace

StopEditDialog::StopEditDialog(const LessonStop& stop, int index, queens::Algorithm algorithm,
                               int n, QWidget* parent)
    : QDialog(parent),
      original_(stop),
      title_(new LocalizedTextEdit(false, this)),
      narration_(new LocalizedTextEdit(true, this)),
      kind_(new QComboBox(this)),
      prompt_(new LocalizedTextEdit(false, this)),
      choices_(new LocalizedTextEdit(true, this)),
      rightChoice_(new QSpinBox(this)),
      number_(new QLineEdit(this)),
      tolerance_(new QDoubleSpinBox(this)),
      runTo_(new QCheckBox(this)),
      runToKind_(new QComboBox(this)),
      runToK_(new QSpinBox(this)),
      problem_(new QLabel(this)) {
    setObjectName(QStringLiteral("stopEditDialog"));
    setWindowTitle(tr("Edit stop %L1 (step %L2)").arg(index + 1).arg(qulonglong(stop.step)));
    title_->setObjectName(QStringLiteral("stopTitleEdit"));
    narration_->setObjectName(QStringLiteral("stopNarrationEdit"));
    kind_->setObjectName(QStringLiteral("questionKindCombo"));
    prompt_->setObjectName(QStringLiteral("questionPromptEdit"));
    choices_->setObjectName(QStringLiteral("questionChoicesEdit"));
    rightChoice_->setObjectName(QStringLiteral("rightChoiceSpin"));
    number_->setObjectName(QStringLiteral("numberAnswerEdit"));
    tolerance_->setObjectName(QStringLiteral("toleranceSpin"));
    runTo_->setObjectName(QStringLiteral("runToCheck"));
    runToKind_->setObjectName(QStringLiteral("runToKindCombo"));
    runToK_->setObjectName(QStringLiteral("runToKSpin"));

    title_->setText(stop.title);
    narration_->setText(stop.narration);
    narration_->setMinimumHeight(fontMetrics().lineSpacing() * 7);

    kind_->addItem(tr("No question"), int(Kind::None));
    kind_->addItem(tr("Where does the next queen go?"), int(Kind::NextQueen));
    kind_->addItem(tr("Multiple choice"), int(Kind::Choice));
    kind_->addItem(tr("A number"), int(Kind::Number));
    const LessonQuestion& q = stop.question;
    kind_->setCurrentIndex(kind_->findData(int(q.kind)));
    prompt_->setText(q.prompt);
    LocalizedText choiceLines;
    for (const QString& language : LocalizedText::languages()) {
        QStringList list;
        for (const LocalizedText& c : q.choices)
            if (c.byLanguage.contains(language)) list << c.byLanguage.value(language);
        choiceLines.set(language, list.join(QLatin1Char('\n')));
    }
    choices_->setText(choiceLines);
    choices_->setMaximumHeight(fontMetrics().lineSpacing() * (LessonQuestion::kMaxChoices + 2));
    choices_->setToolTip(tr("One answer a line, 2 to %L1 answers, in the same order in every "
                            "language.")
                             .arg(LessonQuestion::kMaxChoices));
    rightChoice_->setRange(1, LessonQuestion::kMaxChoices);
    rightChoice_->setValue(std::max(0, q.answerChoice) + 1);
    number_->setText(q.kind == Kind::Number ? QLocale().toString(q.answerNumber) : QString());
    tolerance_->setDecimals(3);
    tolerance_->setRange(0, 1e9);
    tolerance_->setValue(q.tolerance);

    auto* question = new QGroupBox(tr("Question"), this);
    questionForm_ = new QFormLayout(question);
    questionForm_->addRow(tr("Kind:"), kind_);
    questionForm_->addRow(tr("Question:"), prompt_);
    questionForm_->addRow(tr("Answers:"), choices_);
    questionForm_->addRow(tr("Right answer (line):"), rightChoice_);
    questionForm_->addRow(tr("Answer:"), number_);
    questionForm_->addRow(tr("Tolerance:"), tolerance_);

    runTo_->setText(tr("Play to a breakpoint from the previous stop"));
    runTo_->setToolTip(
        tr("Next from the previous stop plays the search to this breakpoint "
           "instead of jumping; the stop's step becomes where it stops."));
    const std::pair<BreakKind, QString> kinds[] = {
        {BreakKind::NextSolution, tr("Next solution")},
        {BreakKind::NextBacktrack, tr("Next backtrack")},
        {BreakKind::NextRestart, tr("Next restart")},
        {BreakKind::Depth, tr("Depth k (k queens placed)")},
        {BreakKind::ConflictsAtMost, tr("A full board with at most k collisions")},
        {BreakKind::NextWipeout, tr("Next wipe-out")},
        {BreakKind::NextBackjump, tr("Next backjump")}};
    for (const auto& [k, name] : kinds)
        if (queens::breakpointApplies(k, algorithm)) runToKind_->addItem(name, int(k));
    runToK_->setRange(0, std::max(1, 2 * n));
    runTo_->setChecked(stop.runTo.has_value());
    if (stop.runTo) {
        runToKind_->setCurrentIndex(std::max(0, runToKind_->findData(int(stop.runTo->kind))));
        runToK_->setValue(static_cast<int>(stop.runTo->k));
    }
    auto* runToRow = new QHBoxLayout;
    runToRow->addWidget(runToKind_, 1);
    runToRow->addWidget(runToK_);

    problem_->setObjectName(QStringLiteral("stopProblemLabel"));
    problem_->setWordWrap(true);
    problem_->hide();
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* form = new QFormLayout;
    form->addRow(tr("Title:"), title_);
    form->addRow(tr("Narration:"), narration_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form, 1);
    layout->addWidget(question);
    layout->addWidget(runTo_);
    layout->addLayout(runToRow);
    layout->addWidget(problem_);
    layout->addWidget(buttons);

    connect(kind_, &QComboBox::currentIndexChanged, this, &StopEditDialog::updateRows);
    connect(runTo_, &QCheckBox::toggled, this, &StopEditDialog::updateRows);
    connect(runToKind_, &QComboBox::currentIndexChanged, this, &StopEditDialog::updateRows);
    updateRows();
}

LessonQuestion::Kind StopEditDialog::kind() const {
    return static_cast<Kind>(kind_->currentData().toInt());
}

void StopEditDialog::updateRows() {
    const Kind k = kind();
    questionForm_->setRowVisible(prompt_, k != Kind::None);
    questionForm_->setRowVisible(choices_, k == Kind::Choice);
    questionForm_->setRowVisible(rightChoice_, k == Kind::Choice);
    questionForm_->setRowVisible(number_, k == Kind::Number);
    questionForm_->setRowVisible(tolerance_, k == Kind::Number);
    runToKind_->setEnabled(runTo_->isChecked() && runToKind_->count() > 0);
    const auto b = static_cast<BreakKind>(runToKind_->currentData().toInt());
    runToK_->setVisible(b == BreakKind::Depth || b == BreakKind::ConflictsAtMost);
    runToK_->setEnabled(runTo_->isChecked());
}

LessonStop StopEditDialog::stop() const {
    LessonStop s = original_;
    s.title = title_->text();
    s.narration = narration_->text();
    s.question = {};
    s.question.kind = kind();
    if (s.question.kind != Kind::None) s.question.prompt = prompt_->text();
    if (s.question.kind == Kind::Choice) {
        const LocalizedText all = choices_->text();
        for (const QString& language : LocalizedText::languages()) {
            const QStringList list = lines(all.byLanguage.value(language));
            if (s.question.choices.size() < std::size_t(list.size()))
                s.question.choices.resize(std::size_t(list.size()));
            for (qsizetype i = 0; i < list.size(); ++i)
                s.question.choices[std::size_t(i)].set(language, list[i]);
        }
        s.question.answerChoice = rightChoice_->value() - 1;
    }
    if (s.question.kind == Kind::Number) {
        s.question.answerNumber = LessonAnswers::parseNumber(number_->text()).value_or(0.0);
        s.question.tolerance = tolerance_->value();
    }
    s.runTo.reset();
    if (runTo_->isChecked() && runToKind_->count() > 0) {
        const auto b = static_cast<BreakKind>(runToKind_->currentData().toInt());
        const bool takesK = b == BreakKind::Depth || b == BreakKind::ConflictsAtMost;
        s.runTo = queens::Breakpoint{b, takesK ? runToK_->value() : 0};
    }
    return s;
}

QString StopEditDialog::problem() const {
    if (title_->text().isEmpty()) return tr("The stop needs a title in at least one language.");
    const Kind k = kind();
    if ((k == Kind::Choice || k == Kind::Number) && prompt_->text().isEmpty())
        return tr("The question needs its text in at least one language.");
    if (k == Kind::Choice) {
        const LocalizedText all = choices_->text();
        qsizetype count = -1;
        for (const QString& text : all.byLanguage) {
            const qsizetype here = lines(text).size();
            if (count >= 0 && here != count)
                return tr("Every language needs the same number of answers.");
            count = here;
        }
        if (count < 2 || count > LessonQuestion::kMaxChoices)
            return tr("A multiple-choice question needs 2 to %L1 answers, one a line.")
                .arg(LessonQuestion::kMaxChoices);
        if (rightChoice_->value() > count)
            return tr("The right answer must be one of the %L1 lines.").arg(count);
    }
    if (k == Kind::Number && !LessonAnswers::parseNumber(number_->text()))
        return tr("The answer must be a number.");
    return {};
}

void StopEditDialog::accept() {
    const QString why = problem();
    if (!why.isEmpty()) {
        problem_->setText(why);
        problem_->show();
        return;
    }
    QDialog::accept();
}
