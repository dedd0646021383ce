// GUI test of the start page: its cards are the catalog's lessons, in teaching order, with the
// title and summary each lesson file holds for the current language, before and after a language
// switch; its check box is saved (QSettings in Qt's test-mode paths, never the user's) and read
// back by a new page; its choices emit what they chose and close it; Help > Lessons opens one
// page, and a MainWindow alone opens none. Independent truth: the lesson files read with
// LessonFile, the catalog's paths and the QSettings value.
#include <QAction>
#include <QCheckBox>
#include <QLabel>
#include <QMainWindow>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QFile>
#include <QTest>
#include <algorithm>

#include "LessonCard.h"
#include "LessonCatalog.h"
#include "LessonController.h"
#include "LessonFile.h"
#include "LessonHost.h"
#include "MainWindow.h"
#include "StartPage.h"
#include "StartPageLauncher.h"
#include "TranslationLoader.h"

namespace {

std::vector<LessonCard*> cardsOf(const StartPage& page) {
    auto cards = page.findChildren<LessonCard*>();
    std::sort(cards.begin(), cards.end(), [](const LessonCard* a, const LessonCard* b) {
        return a->objectName().mid(10).toInt() < b->objectName().mid(10).toInt();
    });
    return {cards.begin(), cards.end()};
}

Lesson lessonAt(std::size_t i) {
    QString error;
    const auto lesson = LessonFile::read(LessonCatalog::builtIn()[i].path, &error);
    if (!lesson) qFatal("%s", qPrintable(error));
    return *lesson;
}

void expectCardsIn(const StartPage& page, const QString& language) {
    const auto cards = cardsOf(page);
    QCOMPARE(cards.size(), LessonCatalog::builtIn().size());
    for (std::size_t i = 0; i < cards.size(); ++i) {
        const Lesson lesson = lessonAt(i);
        QCOMPARE(cards[i]->title(),
                 QStringLiteral("%1. %2").arg(i + 1).arg(lesson.title.byLanguage.value(language)));
        QCOMPARE(cards[i]->summary(), lesson.summary.byLanguage.value(language));
    }
}

}  // namespace

class TestStartPage : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("QueensLabTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_start_page"));
        QSettings().clear();
        TranslationLoader::installLanguage(QStringLiteral("en"));
    }
    void cleanupTestCase() {
        TranslationLoader::installLanguage(QStringLiteral("en"));
        QSettings().clear();
    }

    void cardsFollowTheLanguage() {
        StartPage page;
        page.show();
        expectCardsIn(page, QStringLiteral("en"));
        const QString english = page.findChild<QLabel*>(QStringLiteral("startWelcome"))->text();
        const QString firstEnglish = cardsOf(page)[0]->title();

        TranslationLoader::installLanguage(QStringLiteral("zh_CN"));
        QTRY_VERIFY(cardsOf(page)[0]->title() != firstEnglish);
        expectCardsIn(page, QStringLiteral("zh_CN"));
        QVERIFY(page.findChild<QLabel*>(QStringLiteral("startWelcome"))->text() != english);
        QVERIFY(page.findChild<QPushButton*>(QStringLiteral("startExplore"))->text() !=
                QStringLiteral("Explore freely"));

        TranslationLoader::installLanguage(QStringLiteral("zh_TW"));
        // Some titles read the same in both scripts; the summaries differ.
        QTRY_COMPARE(cardsOf(page)[0]->summary(), lessonAt(0).summary.byLanguage.value("zh_TW"));
        expectCardsIn(page, QStringLiteral("zh_TW"));

        TranslationLoader::installLanguage(QStringLiteral("en"));
        QTRY_COMPARE(cardsOf(page)[0]->title(), firstEnglish);
        QCOMPARE(page.findChild<QLabel*>(QStringLiteral("startWelcome"))->text(), english);
    }

    void showAtStartupIsSaved() {
        QSettings().remove(QLatin1String(StartPage::kShowAtStartupKey));
        QVERIFY(StartPage::showAtStartup());
        {
            StartPage page;
            auto* box = page.findChild<QCheckBox*>(QStringLiteral("startShowAtStartup"));
            QVERIFY(box->isChecked());
            box->click();
        }
        QCOMPARE(QSettings().value(QLatin1String(StartPage::kShowAtStartupKey)).toBool(), false);
        QVERIFY(!StartPage::showAtStartup());
        QMainWindow window;
        QCOMPARE(StartPageLauncher::openAtStartup(&window), nullptr);
        {
            StartPage page;
            auto* box = page.findChild<QCheckBox*>(QStringLiteral("startShowAtStartup"));
            QVERIFY(!box->isChecked());
            box->click();
        }
        QVERIFY(StartPage::showAtStartup());
    }

    void choicesEmitAndClose() {
        for (std::size_t i = 0; i < LessonCatalog::builtIn().size(); ++i) {
            StartPage page;
            page.show();
            QSignalSpy chosen(&page, &StartPage::lessonChosen);
            QTest::mouseClick(cardsOf(page)[i], Qt::LeftButton);
            QCOMPARE(chosen.count(), 1);
            QCOMPARE(chosen.at(0).at(0).toString(), LessonCatalog::builtIn()[i].path);
            QVERIFY(!page.isVisible());
            QCOMPARE(page.result(), int(QDialog::Accepted));
        }
        StartPage page;
        page.show();
        QSignalSpy explore(&page, &StartPage::exploreChosen);
        QSignalSpy chosen(&page, &StartPage::lessonChosen);
        QTest::mouseClick(page.findChild<QPushButton*>(QStringLiteral("startExplore")),
                          Qt::LeftButton);
        QCOMPARE(explore.count(), 1);
        QCOMPARE(chosen.count(), 0);
        QVERIFY(!page.isVisible());
    }

    void helpLessonsOpensOnePage() {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.findChild<StartPage*>(), nullptr);  // a window alone opens none
        auto* action = window.findChild<QAction*>(QStringLiteral("helpLessonsAction"));
        QVERIFY(action);
        QVERIFY(!action->text().isEmpty());
        action->trigger();
        QTRY_VERIFY(window.findChild<StartPage*>() && window.findChild<StartPage*>()->isVisible());
        action->trigger();
        QCOMPARE(window.findChildren<StartPage*>().size(), 1);

        // A chosen lesson opens in the window's lesson player.
        StartPage* page = window.findChild<StartPage*>();
        QTest::mouseClick(cardsOf(*page)[2], Qt::LeftButton);
        QTRY_COMPARE(window.findChild<StartPage*>(), nullptr);  // closed and deleted
        const LessonController* lessons = window.lessons()->controller();
        QTRY_VERIFY_WITH_TIMEOUT(lessons->lesson() != nullptr, 30000);
        QCOMPARE(lessons->path(), LessonCatalog::builtIn()[2].path);
        QFile file(LessonCatalog::builtIn()[2].path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(lessons->fileBytes(), file.readAll());
    }
};

QTEST_MAIN(TestStartPage)
#include "test_start_page.moc"
