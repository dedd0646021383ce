#include "StartPage.h"

#include <QCheckBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QVBoxLayout>

#include "LessonCard.h"
#include "LessonCatalog.h"
#include "LessonFile.h"
#include "TranslationLoader.h"

namespace {

constexpr int kColumns = 2;  // cards per row

QFont scaled(QFont font, double factor, bool bold = false) {
    font.setPointSizeF(font.pointSizeF() * factor);
    font.setBold(bold);
    return font;
}

}  // namespace

StartPage::StartPage(QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("startPage"));
    auto* layout = new QVBoxLayout(this);
    layout->setSpacing(12);

    welcome_ = new QLabel(this);
    welcome_->setObjectName(QStringLiteral("startWelcome"));
    welcome_->setFont(scaled(font(), 1.9, true));
    layout->addWidget(welcome_);
    intro_ = new QLabel(this);
    intro_->setObjectName(QStringLiteral("startIntro"));
    intro_->setFont(scaled(font(), 1.25));
    intro_->setWordWrap(true);
    layout->addWidget(intro_);

    auto* grid = new QGridLayout;
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
        card.button->setFont(scaled(font(), 1.3));
        const QString path = entry.path;
        connect(card.button, &LessonCard::clicked, this, [this, path] {
            emit lessonChosen(path);
            accept();
        });
        grid->addWidget(card.button, index / kColumns, index % kColumns);
        cards_.push_back(card);
    }
    layout->addLayout(grid);
    layout->addStretch(1);

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
    connect(explore_, &QPushButton::clicked, this, [this] {
        emit exploreChosen();
        accept();
    });
    bottom->addWidget(explore_);
    layout->addLayout(bottom);

    retranslateUi();
    // Wide enough for two columns of cards, never larger than most of the screen.
    const QSize wanted(1180, sizeHint().height());
    const QSize room = screen() ? screen()->availableSize() * 0.9 : wanted;
    resize(wanted.boundedTo(room));
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
