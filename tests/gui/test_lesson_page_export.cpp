// File > Export lesson as web page in the main window: the action sits among the exports and
// follows the lesson; the page it writes off the GUI thread is LessonPage's page of the open
// lesson in the window's language, byte for byte what `queenslab-cli lesson html` writes; a lesson
// the page cannot hold is refused with the reason, no file is left and the run stays.
#include <QAction>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "LessonCatalog.h"
#include "LessonController.h"
#include "LessonFile.h"
#include "LessonHost.h"
#include "LessonPage.h"
#include "LessonPageExporter.h"
#include "MainWindow.h"
#include "PlaybackController.h"
#include "TestProblems.h"
#include "TranslationLoader.h"

class TestLessonPageExport : public QObject {
    Q_OBJECT

private slots:
    void cleanup() { TranslationLoader::installLanguage(QStringLiteral("en")); }

    void actionAmongTheExports() {
        MainWindow window;
        QAction* action = window.findChild<QAction*>(QStringLiteral("exportLessonPageAction"));
        QVERIFY(action);
        QVERIFY(!action->isEnabled());  // no lesson open
        QMenu* file = window.menuBar()->findChild<QMenu*>(QStringLiteral("fileMenu"));
        QVERIFY(file);
        const QList<QAction*> items = file->actions();
        const qsizetype at = items.indexOf(action);
        const qsizetype browser =
            items.indexOf(window.findChild<QAction*>(QStringLiteral("solutionsBrowserAction")));
        QVERIFY(at > 0 && browser > at);
        QVERIFY(!action->text().isEmpty());
    }

    void writesThePageOfTheOpenLesson_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QByteArray>("htmlLang");
        QTest::newRow("en") << QStringLiteral("en") << QByteArray("en");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << QByteArray("zh-CN");
    }
    void writesThePageOfTheOpenLesson() {
        QFETCH(QString, language);
        QFETCH(QByteArray, htmlLang);
        TranslationLoader::installLanguage(language);
        MainWindow window;
        window.show();
        LessonController& lessons = *window.lessons()->controller();
        QSignalSpy opened(&lessons, &LessonController::opened);
        const QString path = LessonCatalog::builtIn()[2].path;  // the bitmask registers, N = 8
        window.lessons()->openLesson(path);
        QVERIFY(opened.wait(TestProblems::kSolveTimeoutMs) || opened.count() == 1);
        QAction* action = window.findChild<QAction*>(QStringLiteral("exportLessonPageAction"));
        QVERIFY(action->isEnabled());

        QTemporaryDir dir;
        const QString page = dir.filePath(QStringLiteral("bitmask.html"));
        LessonPageExporter* exporter = window.lessons()->pageExporter();
        QSignalSpy finished(exporter, &LessonPageExporter::finished);
        exporter->write(*lessons.lesson(), page);
        QVERIFY(exporter->isWriting());
        QVERIFY(finished.wait(60000));
        QCOMPARE(finished.at(0).at(0).toBool(), true);
        QFile f(page);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray written = f.readAll();
        QString error;
        const QByteArray expected = LessonPage::html(*lessons.lesson(), language, &error);
        QVERIFY2(!expected.isEmpty(), qPrintable(error));
        QCOMPARE(written.size(), expected.size());
        QVERIFY(written == expected);
        QVERIFY(written.contains("<html lang=\"" + htmlLang + "\""));
        QVERIFY(written.size() <= 2 * 1024 * 1024);  // the bound for this lesson
    }

    void aBoardTooLargeIsRefused() {
        MainWindow window;
        window.show();
        const std::uint64_t cursor = window.playback()->cursor();
        Lesson lesson;
        lesson.title = LocalizedText::of(QStringLiteral("en"), QStringLiteral("Big"));
        lesson.algorithm = queens::Algorithm::MinConflicts;
        lesson.options.n = 65;
        lesson.stops.push_back({});
        lesson.stops.back().title = LocalizedText::of(QStringLiteral("en"), QStringLiteral("S"));
        QTemporaryDir dir;
        const QString page = dir.filePath(QStringLiteral("big.html"));
        LessonPageExporter* exporter = window.lessons()->pageExporter();
        QSignalSpy finished(exporter, &LessonPageExporter::finished);
        QSignalSpy messages(exporter, &LessonPageExporter::message);
        exporter->write(lesson, page);
        QVERIFY(finished.wait(60000));
        QCOMPARE(finished.at(0).at(0).toBool(), false);
        QVERIFY2(finished.at(0).at(1).toString().contains(QStringLiteral("64")),
                 qPrintable(finished.at(0).at(1).toString()));
        QVERIFY(messages.last().at(0).toString().contains(finished.at(0).at(1).toString()));
        QVERIFY(!QFile::exists(page));
        QCOMPARE(window.playback()->cursor(), cursor);
        QCOMPARE(window.lessons()->controller()->lesson(), nullptr);
    }
};

QTEST_MAIN(TestLessonPageExport)
#include "test_lesson_page_export.moc"
