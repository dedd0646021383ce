#include "LessonPanel.h"

#include <QAction>
#include <QButtonGroup>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QStyle>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextLayout>
#include <QTextOption>
#include <QToolButton>
#include <QVBoxLayout>
#include <QtMath>
#include <algorithm>
#include <memory>

#include "CjkWordBreaks.h"
#include "LessonAnswers.h"
#include "LessonController.h"
#include "PredictionQuiz.h"
#include "TranslationLoader.h"

namespace {
// Plain text as HTML paragraphs: an empty line separates them, a single line break stays one.
QString paragraphs(const QString& text) {
    QString html;
    static const QRegularExpression blank(QStringLiteral("\\n\\s*\\n"));
    for (const QString& p : text.split(blank, Qt::SkipEmptyParts))
        html += QStringLiteral("<p>%1</p>")
                    .arg(p.trimmed().toHtmlEscaped().replace(QLatin1Char('\n'),
                                                             QStringLiteral("<br>")));
    return html;
}

QString number(double value) {
    return QLocale().toString(value, 'g', 12);
}
}  // namespace

LessonPanel::LessonPanel(LessonController* controller, QWidget* parent)
    : QWidget(parent),
      controller_(controller),
      title_(new QLabel(this)),
      stops_(new QListWidget(this)),
      previous_(new QToolButton(this)),
      next_(new QToolButton(this)),
      heading_(new QLabel(this)),
      narration_(new QTextBrowser(this)),
      prompt_(new QLabel(this)),
      input_(new QWidget(this)),
      choicesPage_(new QWidget),
      choices_(new QButtonGroup(this)),
      number_(new QLineEdit),
      boardHint_(new QLabel),
      answer_(new QPushButton(this)),
      verdict_(new QLabel(this)),
      score_(new QLabel(this)),
      saveAnswers_(new QPushButton(this)) {
    setObjectName(QStringLiteral("lessonPanel"));
    title_->setObjectName(QStringLiteral("lessonTitleLabel"));
    stops_->setObjectName(QStringLiteral("lessonStopList"));
    heading_->setObjectName(QStringLiteral("lessonStopHeading"));
    narration_->setObjectName(QStringLiteral("lessonNarration"));
    prompt_->setObjectName(QStringLiteral("lessonPrompt"));
    number_->setObjectName(QStringLiteral("lessonNumberEdit"));
    answer_->setObjectName(QStringLiteral("lessonAnswerButton"));
    verdict_->setObjectName(QStringLiteral("lessonVerdictLabel"));
    score_->setObjectName(QStringLiteral("lessonScoreLabel"));
    saveAnswers_->setObjectName(QStringLiteral("lessonSaveAnswersButton"));
    for (QLabel* l : {title_, heading_, prompt_, verdict_, score_, boardHint_}) {
        l->setWordWrap(true);
        l->setTextFormat(Qt::PlainText);
    }
    QFont bold = title_->font();
    bold.setBold(true);
    title_->setFont(bold);
    heading_->setFont(bold);
    stops_->setUniformItemSizes(true);
    stops_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Ignored);  // see fitList()
    // PageUp / PageDown belong to the window's stop actions, not to the list or the text.
    stops_->setFocusPolicy(Qt::NoFocus);
    narration_->setFocusPolicy(Qt::NoFocus);
    narration_->setOpenLinks(false);
    // As tall as the panel has room for (at least a few lines), not a fixed preferred height: in
    // a short dock the question under it stays in view.
    narration_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Ignored);
    choicesPage_->installEventFilter(this);  // its width wraps the choices' texts
    auto* choicesLayout = new QVBoxLayout(choicesPage_);
    choicesLayout->setContentsMargins(0, 0, 0, 0);
    // One of them shows, for the kind of question asked.
    auto* inputLayout = new QVBoxLayout(input_);
    inputLayout->setContentsMargins(0, 0, 0, 0);
    inputLayout->addWidget(choicesPage_);
    inputLayout->addWidget(number_);
    inputLayout->addWidget(boardHint_);

    auto* nav = new QHBoxLayout;
    previous_->setToolButtonStyle(Qt::ToolButtonTextOnly);
    next_->setToolButtonStyle(Qt::ToolButtonTextOnly);
    nav->addWidget(previous_);
    nav->addWidget(next_);
    nav->addStretch(1);
    auto* answerRow = new QHBoxLayout;
    answerRow->addWidget(input_, 1);
    answerRow->addWidget(answer_, 0, Qt::AlignBottom);

    auto* layout = new QVBoxLayout(this);
    layout->setSpacing(layout->spacing() * 2 / 3);  // the question fits under a short dock too
    layout->addWidget(title_);
    layout->addWidget(stops_, 1);
    layout->addLayout(nav);
    layout->addWidget(heading_);
    layout->addWidget(narration_, 2);
    layout->addWidget(prompt_);
    layout->addLayout(answerRow);
    layout->addWidget(verdict_);
    layout->addWidget(score_);
    layout->addWidget(saveAnswers_, 0, Qt::AlignLeft);
    layout->addStretch(0);  // takes the room only while the narration is hidden

    connect(stops_, &QListWidget::itemClicked, this,
            [this](QListWidgetItem* item) { controller_->goToStop(stops_->row(item)); });
    connect(answer_, &QPushButton::clicked, this, &LessonPanel::answer);
    connect(number_, &QLineEdit::returnPressed, this, &LessonPanel::answer);
    connect(saveAnswers_, &QPushButton::clicked, this, &LessonPanel::saveAnswersRequested);
    connect(controller_, &LessonController::lessonChanged, this, &LessonPanel::rebuild);
    connect(controller_, &LessonController::currentStopChanged, this, &LessonPanel::showStop);
    connect(controller_, &LessonController::answered, this, [this] {
        updateItems();
        updateAnswer();
    });
    fitFonts();
    rebuild();
}

QString LessonPanel::language() {
    const QString installed = TranslationLoader::installedLanguage();
    return installed.isEmpty() ? QStringLiteral("en") : installed;
}

void LessonPanel::setNavigationActions(QAction* previous, QAction* next) {
    previous_->setDefaultAction(previous);
    next_->setDefaultAction(next);
}

void LessonPanel::setCompact(bool compact) {
    compact_ = compact;
    fitFonts();  // calls fitRoom()
}

bool LessonPanel::event(QEvent* event) {
    if (event->type() == QEvent::ParentAboutToChange && parentWidget())
        parentWidget()->removeEventFilter(this);
    if (event->type() == QEvent::ParentChange && parentWidget())
        parentWidget()->installEventFilter(this);
    return QWidget::event(event);
}

bool LessonPanel::eventFilter(QObject* watched, QEvent* event) {
    if (watched == parentWidget() && event->type() == QEvent::Resize) fitRoom();
    if (watched == choicesPage_ && event->type() == QEvent::Resize) wrapChoices();
    return QWidget::eventFilter(watched, event);
}

void LessonPanel::fitRoom() {
    const QWidget* room = parentWidget();
    if (!layout()) return;
    title_->setVisible(!compact_);  // compact, the heading names the stop
    if (compact_ || !room) {
        stops_->setVisible(!compact_);
    } else {
        const int list = stops_->minimumHeight() + layout()->spacing();
        const int without = leastHeight() - (stops_->isHidden() ? 0 : list);
        stops_->setVisible(without + list <= room->height());
    }
    // What a presenter column must leave the panel (PresenterLayout): all of it at its least;
    // presenting, the whole narration and question too, up to 3/5 of the window, before the other
    // docks of the column get more than their least (the statistics then take a smaller font).
    int least = leastHeight();
    if (compact_ && window() != this)
        least = std::max(least, std::min(heightForWidth(width()), window()->height() * 3 / 5));
    if (property("leastHeight").toInt() == least) return;
    setProperty("leastHeight", least);
    emit roomNeeded();
}

// Each choice's text in lines as wide as the room beside its radio button, broken between words
// (Chinese words kept whole, CjkWordBreaks).
void LessonPanel::wrapChoices() {
    const QList<QAbstractButton*> buttons = choices_->buttons();
    if (buttons.isEmpty()) return;
    const QStyle* st = buttons.first()->style();
    const QMargins m = layout()->contentsMargins();
    const int room = std::max(40, width() - m.left() - m.right() -
                                      st->pixelMetric(QStyle::PM_ExclusiveIndicatorWidth) -
                                      st->pixelMetric(QStyle::PM_RadioButtonLabelSpacing) -
                                      st->pixelMetric(QStyle::PM_ScrollBarExtent) - 8);
    bool changed = false;
    for (QAbstractButton* b : buttons) {
        const QString text = CjkWordBreaks::keepWordsTogether(b->property("choiceText").toString());
        QTextLayout lines(text, font());  // the panel's, which the buttons take
        QTextOption option;               // as the captions wrap: between words, else anywhere
        option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
        lines.setTextOption(option);
        QStringList broken;
        lines.beginLayout();
        for (QTextLine line = lines.createLine(); line.isValid(); line = lines.createLine()) {
            line.setLineWidth(room);
            broken << text.mid(line.textStart(), line.textLength()).trimmed();
        }
        lines.endLayout();
        const QString wrapped = CjkWordBreaks::plain(broken.join(QLatin1Char('\n')));
        if (b->text() == wrapped) continue;
        b->setText(wrapped);
        changed = true;
    }
    if (changed) {
        updateGeometry();
        fitRoom();
    }
}

int LessonPanel::heightForWidth(int width) const {
    if (!layout()) return QWidget::heightForWidth(width);
    const int least = layout()->totalMinimumHeightForWidth(width);
    if (narration_->isHidden()) return least;
    // The narration's text laid out as wide as it will be: the panel's width less the layout's
    // margins, the frame and a scroll bar's width (so that the text, wrapped as if one were
    // there, needs none).
    const QMargins m = layout()->contentsMargins();
    const int bar =
        narration_->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, narration_);
    const int textWidth = width - m.left() - m.right() - 2 * narration_->frameWidth() - bar;
    std::unique_ptr<QTextDocument> doc(narration_->document()->clone());
    doc->setDefaultFont(narration_->font());
    doc->setTextWidth(std::max(1, textWidth));
    const int text = qCeil(doc->size().height()) + 2 * narration_->frameWidth();
    return least + std::max(0, text - narration_->minimumHeight());
}

// The least height the panel takes at its width (what makes a scroll area scroll).
int LessonPanel::leastHeight() const {
    return layout()->totalMinimumHeightForWidth(width());
}

QString LessonPanel::verdictText() const {
    return verdict_->isVisible() || !verdict_->isHidden() ? verdict_->text() : QString();
}

QString LessonPanel::scoreText() const {
    return score_->isHidden() ? QString() : score_->text();
}

void LessonPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) rebuild();
    if (event->type() == QEvent::FontChange) fitFonts();
    QWidget::changeEvent(event);
}

// The narration larger than the rest (it scrolls its text itself).
void LessonPanel::fitFonts() {
    // Compact (presenting), the panel's font is already the presenter's large one: the narration
    // takes it as it is, so that it and the question fit the column whole.
    QFont large = font();
    large.setPointSizeF(font().pointSizeF() * (compact_ ? 1.0 : kNarrationScale));
    narration_->setFont(large);
    narration_->setMinimumHeight(QFontMetrics(large).lineSpacing() * kNarrationMinLines +
                                 2 * narration_->frameWidth() + 8);
    fitList();
    wrapChoices();  // in the new font
    fitRoom();
}

// The list of stops: at least kMinListRows rows, at most all of them (up to kMaxListRows), and
// between the two as the panel has room, sharing it with the narration.
void LessonPanel::fitList() {
    const int row = std::max(stops_->sizeHintForRow(0), stops_->fontMetrics().height() + 2);
    const int frame = 2 * stops_->frameWidth();
    const int most = std::clamp(stops_->count(), kMinListRows, kMaxListRows);
    stops_->setMinimumHeight(kMinListRows * row + frame);
    stops_->setMaximumHeight(most * row + frame);
}

void LessonPanel::rebuild() {
    const Lesson* lesson = controller_->lesson();
    const QString lang = language();
    title_->setText(lesson ? lesson->title.in(lang) : tr("No lesson is open."));
    stops_->clear();
    if (lesson) {
        for (std::size_t i = 0; i < lesson->stops.size(); ++i) stops_->addItem(QString());
    }
    answer_->setText(tr("Answer"));
    saveAnswers_->setText(tr("Save answers…"));
    number_->setPlaceholderText(tr("Your answer"));
    boardHint_->setText(tr("Click the square where the search puts its next queen."));
    updateItems();
    fitList();
    shown_ = -2;
    showStop(controller_->currentStop());
}

void LessonPanel::updateItems() {
    const Lesson* lesson = controller_->lesson();
    if (!lesson) return;
    const QString lang = language();
    for (int i = 0; i < stops_->count(); ++i) {
        const LessonAnswers::Answer* a = controller_->answers().at(i);
        // A mark of its own shape for each verdict, and room for one where there is none.
        const QString mark =
            a ? (a->right ? QStringLiteral("✓") : QStringLiteral("✗")) : QStringLiteral("\u2007");
        stops_->item(i)->setText(tr("%1 %L2. %3", "answer mark, stop number, stop title")
                                     .arg(mark)
                                     .arg(i + 1)
                                     .arg(lesson->stops[std::size_t(i)].title.in(lang)));
        stops_->item(i)->setToolTip(a ? (a->right ? tr("Answered right") : tr("Answered wrong"))
                                      : QString());
    }
}

void LessonPanel::showStop(int index) {
    const Lesson* lesson = controller_->lesson();
    if (index == shown_) return;
    shown_ = index;
    const bool has = lesson && index >= 0 && index < int(lesson->stops.size());
    stops_->setCurrentRow(has ? index : -1);
    if (has) stops_->scrollToItem(stops_->item(index));
    const QString lang = language();
    if (!has) {
        heading_->setText(lesson ? tr("Before the first stop: press Next stop (Page Down).")
                                 : QString());
        narration_->setHtml(lesson ? paragraphs(lesson->summary.in(lang)) : QString());
    } else {
        const LessonStop& stop = lesson->stops[std::size_t(index)];
        heading_->setText(tr("Stop %L1 of %L2: %3")
                              .arg(index + 1)
                              .arg(lesson->stops.size())
                              .arg(stop.title.in(lang)));
        narration_->setHtml(paragraphs(stop.narration.in(lang)));
    }
    narration_->setVisible(!narration_->document()->isEmpty());
    // The question's own widgets, rebuilt for this stop.
    for (QAbstractButton* b : choices_->buttons()) {
        choices_->removeButton(b);
        delete b;
    }
    const LessonQuestion* q = has ? &lesson->stops[std::size_t(index)].question : nullptr;
    prompt_->setText(q ? q->prompt.in(lang) : QString());
    prompt_->setVisible(!prompt_->text().isEmpty());
    if (q && q->kind == LessonQuestion::Kind::Choice) {
        for (std::size_t i = 0; i < q->choices.size(); ++i) {
            // A radio button does not wrap its text: wrapChoices() breaks it into lines as wide
            // as the panel, so a long answer neither widens the panel nor is cut.
            auto* radio = new QRadioButton(choicesPage_);
            radio->setObjectName(QStringLiteral("lessonChoice%1").arg(i));
            radio->setProperty("choiceText", q->choices[i].in(lang));
            radio->setAccessibleName(q->choices[i].in(lang));
            radio->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
            choices_->addButton(radio, int(i));
            choicesPage_->layout()->addWidget(radio);
        }
    }
    number_->clear();
    updateAnswer();
    wrapChoices();
    updateGeometry();  // heightForWidth() follows the narration and the question
    fitRoom();
}

void LessonPanel::updateAnswer() {
    const Lesson* lesson = controller_->lesson();
    const int index = shown_;
    const bool has = lesson && index >= 0 && index < int(lesson->stops.size());
    const LessonQuestion* q = has ? &lesson->stops[std::size_t(index)].question : nullptr;
    using Kind = LessonQuestion::Kind;
    const Kind kind = q ? q->kind : Kind::None;
    choicesPage_->setVisible(kind == Kind::Choice);
    number_->setVisible(kind == Kind::Number);
    input_->setVisible(kind != Kind::None);
    const LessonAnswers::Answer* a = has ? controller_->answers().at(index) : nullptr;
    answer_->setVisible(kind == Kind::Choice || kind == Kind::Number);
    answer_->setEnabled(a == nullptr);
    number_->setEnabled(a == nullptr);
    for (QAbstractButton* b : choices_->buttons()) b->setEnabled(a == nullptr);
    boardHint_->setVisible(kind == Kind::NextQueen && a == nullptr);
    const QString lang = language();
    QString verdict;
    if (a) {
        if (kind == Kind::Choice) {
            if (QAbstractButton* b = choices_->button(a->choice)) b->setChecked(true);
            verdict = a->right ? tr("Right!")
                               : tr("Not quite: the answer is “%1”.")
                                     .arg(q->choices[std::size_t(q->answerChoice)].in(lang));
        } else if (kind == Kind::Number) {
            number_->setText(number(a->number));
            verdict = a->right ? tr("Right!")
                               : tr("Not quite: you answered %1; the answer is %2.")
                                     .arg(number(a->number), number(q->answerNumber));
        } else if (kind == Kind::NextQueen) {
            const auto truth = controller_->nextQueen(index);
            verdict = a->right ? tr("Right! The queen goes to row %1, column %2.")
                                     .arg(truth ? truth->row : a->row)
                                     .arg(truth ? truth->col : a->col)
                               : tr("Not quite: you chose row %1, column %2; the queen goes to "
                                    "row %3, column %4.")
                                     .arg(a->row)
                                     .arg(a->col)
                                     .arg(truth ? truth->row : -1)
                                     .arg(truth ? truth->col : -1);
        }
    }
    verdict_->setText(verdict);
    verdict_->setVisible(!verdict.isEmpty());
    const LessonAnswers& answers = controller_->answers();
    score_->setText(PredictionQuiz::scoreText({answers.right(), answers.asked()}));
    score_->setVisible(answers.asked() > 0);
    saveAnswers_->setVisible(has && index + 1 == int(lesson->stops.size()) && !answers.isEmpty());
    fitRoom();
}

void LessonPanel::answer() {
    const Lesson* lesson = controller_->lesson();
    if (!lesson || shown_ < 0 || shown_ >= int(lesson->stops.size())) return;
    const LessonQuestion& q = lesson->stops[std::size_t(shown_)].question;
    if (q.kind == LessonQuestion::Kind::Choice) {
        if (choices_->checkedId() < 0) {
            verdict_->setText(tr("Pick an answer first."));
            verdict_->show();
            return;
        }
        controller_->answerChoice(shown_, choices_->checkedId());
    } else if (q.kind == LessonQuestion::Kind::Number) {
        const std::optional<double> value = LessonAnswers::parseNumber(number_->text());
        if (!value) {
            verdict_->setText(tr("Type a number, such as 92 or 2.5."));
            verdict_->show();
            return;
        }
        controller_->answerNumber(shown_, *value);
    }
}
