#include "StartPage.h"

#include <QCheckBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QStyle>
#include <QVBoxLayout>
#include <algorithm>

#include "LessonCard.h"
#include "LessonCatalog.h"
#include "LessonFile.h"
#include "TranslationLoader.h"

namespace {

// Cards per row: two, or more when the lessons would otherwise need more than three rows, so
// that every card fits on a screen without scrolling.
int columnsFor(std::size_t cards) {
    return std::clamp(int((cards + 2) / 3), 2, 4);
}
constexpr int kColumnWidth = 590;  // the page's width per column, before the screen limits it

QFont scaled(QFont font, double factor, bool bold = false) {
    font.setPointSizeF(font.pointSizeF() * factor);
    font.setBold(bold);
    return font;
}

}  // namespace

StartPage::StartPage(QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("startPage"));
    auto* layout = new QVBoxLayout(this);
    // On a low screen (1366 x 768) the texts shrink a little so that every card still fits.
    const QSize room = screen() ? screen()->availableSize() * 0.95 : QSize(1180, 900);
    const bool roomy = room.height() >= 900;
    layout->setSpacing(roomy ? 12 : 8);

    welcome_ = new QLabel(this);
    welcome_->setObjectName(QStringLiteral("startWelcome"));
    welcome_->setFont(scaled(font(), roomy ? 1.9 : 1.6, true));
    layout->addWidget(welcome_);
    intro_ = new QLabel(this);
    intro_->setObjectName(QStringLiteral("startIntro"));
    intro_->setFont(scaled(font(), roomy ? 1.25 : 1.1));
    intro_->setWordWrap(true);
    layout->addWidget(intro_);

    // The cards scroll when the screen is too low for all of them; the buttons below stay.
    const double cardScale = roomy ? 1.3 : 1.15;
    auto* cardsArea = new QScrollArea(this);
    cardsArea->setObjectName(QStringLiteral("startCards"));
    cardsArea->setFrameShape(QFrame::NoFrame);
    cardsArea->setWidgetResizable(true);
    cardsArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* cardsWidget = new QWidget(cardsArea);
    const int columns = columnsFor(LessonCatalog::builtIn().size());
    auto* grid = new QGridLayout(cardsWidget);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setSpacing(10);
    for (const BuiltInLesson& entry : LessonCatalog::builtIn()) {
        QString error;
        const std::optional<Lesson> lesson = LessonFile::read(entry.path, &error);
        if (!lesson) {
            qWarning("%s", qPrintable(error));
            continue;
        }
        Card card{entry.path, lesson->title, lesson->summary, new LessonCard(this)};
        const int index = int(cards_.size());
        card.button->setObjectName(QStringLiteral("lessonCard%1").arg(index));
        card.button->setFont(scaled(font(), cardScale));
        const QString path = entry.path;
        connect(card.button, &LessonCard::clicked, this, [this, path] {
            emit lessonChosen(path);
            accept();
        });
        grid->addWidget(card.button, index / columns, index % columns);
        cards_.push_back(card);
    }
    cardsArea->setWidget(cardsWidget);
    layout->addWidget(cardsArea, 1);

    auto* bottom = new QHBoxLayout;
    showAtStartup_ = new QCheckBox(this);
    showAtStartup_->setObjectName(QStringLiteral("startShowAtStartup"));
    showAtStartup_->setFont(scaled(font(), 1.15));
    showAtStartup_->setChecked(showAtStartup());
    connect(showAtStartup_, &QCheckBox::toggled, this,
            [](bool on) { QSettings().setValue(QLatin1String(kShowAtStartupKey), on); });
    bottom->addWidget(showAtStartup_);
    bottom->addStretch(1);
    explore_ = new QPushButton(this);
    explore_->setObjectName(QStringLiteral("startExplore"));
    explore_->setFont(scaled(font(), 1.3));
    explore_->setAutoDefault(false);
    explore_->setMinimumHeight(explore_->fontMetrics().height() * 2);
    connect(explore_, &QPushButton::clicked, this, [this] {
        emit exploreChosen();
        accept();
    });
    bottom->addWidget(explore_);
    layout->addLayout(bottom);

    retranslateUi();
    // Wide enough for the columns of cards, never larger than most of the screen.
    const int width = std::min(kColumnWidth * columns, room.width());
    const QMargins margins = layout->contentsMargins();
    const int inner = width - margins.left() - margins.right();
    // As if the scroll bar were shown: the cards then wrap at most as narrowly as estimated.
    const int cardsInner = inner - style()->pixelMetric(QStyle::PM_ScrollBarExtent) - 2;
    const int height =
        margins.top() + welcome_->sizeHint().height() + intro_->heightForWidth(inner) +
        std::max(cardsWidget->heightForWidth(cardsInner), cardsWidget->sizeHint().height()) +
        std::max(explore_->sizeHint().height(), showAtStartup_->sizeHint().height()) +
        3 * layout->spacing() + margins.bottom() + 24;
    resize(width, std::min(height, room.height()));
}

bool StartPage::showAtStartup() {
    return QSettings().value(QLatin1String(kShowAtStartupKey), true).toBool();
}

QString StartPage::lessonLanguage() {
    const QString installed = TranslationLoader::installedLanguage();
    return installed.isEmpty() ? QStringLiteral("en") : installed;
}

void StartPage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QDialog::changeEvent(event);
}

void StartPage::retranslateUi() {
    setWindowTitle(tr("Welcome to QueensLab"));
    welcome_->setText(tr("Welcome to QueensLab"));
    intro_->setText(
        tr("Choose a lesson to follow a search step by step, with questions along "
           "the way, or explore the searches on your own."));
    const QString language = lessonLanguage();
    for (std::size_t i = 0; i < cards_.size(); ++i) {
        const Card& card = cards_[i];
        card.button->setTexts(
            QStringLiteral("%1. %2").arg(QString::number(i + 1), card.title.in(language)),
            card.summary.in(language));
    }
    explore_->setText(tr("Explore freely"));
    explore_->setToolTip(tr("Close this page and choose an algorithm and a board size yourself."));
    showAtStartup_->setText(tr("Show this page at start-up"));
}
