// GUI test of the handbook (Help > Handbook, F1): every language's handbook is compiled in, its
// images resolve from the resources and load in the window, its "#anchor" links reach a heading,
// every translation has the English one's sections and subsections, the window shows the
// handbook of the interface's language and follows a switch (at the same section), F1 opens it,
// and the table of keyboard shortcuts names exactly the keys of the main window's actions.
// The Markdown is read here with the test's own patterns, not through HandbookDocument.
#include <QAction>
#include <QApplication>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextList>
#include <QTextTable>
#include <QTreeWidget>
#include <array>

#include "AppStyle.h"
#include "HandbookDocument.h"
#include "HandbookWindow.h"
#include "MainWindow.h"
#include "TranslationLoader.h"

namespace {

const QStringList kLanguages = {QStringLiteral("en"), QStringLiteral("zh_CN"),
                                QStringLiteral("zh_TW")};

QString markdownOf(const QString& language) {
    QFile file(QStringLiteral(":/handbook/%1/handbook.md").arg(language));
    if (!file.open(QIODevice::ReadOnly)) return {};
    return QString::fromUtf8(file.readAll());
}

// The lines outside ``` fences.
QStringList proseLines(const QString& markdown) {
    QStringList lines;
    bool fenced = false;
    for (const QString& line : markdown.split(QLatin1Char('\n'))) {
        if (line.trimmed().startsWith(QStringLiteral("```"))) {
            fenced = !fenced;
            continue;
        }
        if (!fenced) lines << line;
    }
    return lines;
}

// Per "## " section, the number of its "### " subsections.
QList<int> sectionShape(const QString& markdown) {
    QList<int> shape;
    for (const QString& line : proseLines(markdown)) {
        if (line.startsWith(QStringLiteral("## ")))
            shape << 0;
        else if (line.startsWith(QStringLiteral("### ")) && !shape.isEmpty())
            ++shape.last();
    }
    return shape;
}

QString titleOf(const QString& markdown) {
    for (const QString& line : proseLines(markdown))
        if (line.startsWith(QStringLiteral("# "))) return line.mid(2).trimmed();
    return {};
}

// The keys of the shortcut table: the rows whose last cell holds only `key` spans (separated
// by "/" or ","). Arrows may be written as such.
QList<QKeySequence> shortcutTable(const QString& markdown, QStringList* bad) {
    static const QRegularExpression row(QStringLiteral("^\\|.*\\|\\s*([^|]*)\\|\\s*$"));
    static const QRegularExpression keysOnly(QStringLiteral("^`[^`]+`(\\s*[/,]\\s*`[^`]+`)*$"));
    static const QRegularExpression span(QStringLiteral("`([^`]+)`"));
    QList<QKeySequence> keys;
    for (const QString& line : proseLines(markdown)) {
        const auto m = row.match(line.trimmed());
        if (!m.hasMatch()) continue;
        const QString cell = m.captured(1).trimmed();
        if (!keysOnly.match(cell).hasMatch()) continue;
        for (auto it = span.globalMatch(cell); it.hasNext();) {
            QString text = it.next().captured(1);
            text.replace(QStringLiteral("→"), QStringLiteral("Right"))
                .replace(QStringLiteral("←"), QStringLiteral("Left"))
                .replace(QStringLiteral("↑"), QStringLiteral("Up"))
                .replace(QStringLiteral("↓"), QStringLiteral("Down"));
            const QKeySequence k = QKeySequence::fromString(text, QKeySequence::PortableText);
            if (k.isEmpty() || k.count() != 1 || k[0].key() == Qt::Key_unknown)
                *bad << text;
            else
                keys << k;
        }
    }
    return keys;
}

bool hasReadableFont(const HandbookWindow& w) {
    const qreal size = w.browser()->document()->defaultFont().pointSizeF();
    return size >= 13.0 && size > QApplication::font().pointSizeF();
}

QString firstHeadingShown(const HandbookWindow& w) {
    for (QTextBlock b = w.browser()->document()->begin(); b.isValid(); b = b.next())
        if (b.blockFormat().headingLevel() == 1) return b.text().trimmed();
    return {};
}

}  // namespace

class TestHandbook : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("QueensLabTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_handbook"));
        QSettings().clear();
    }
    void cleanup() { TranslationLoader::installLanguage(QStringLiteral("en")); }
    void cleanupTestCase() { QSettings().clear(); }

    void everyLanguageHasAHandbook() {
        QCOMPARE(HandbookDocument::languages(), kLanguages);
        for (const QString& language : kLanguages) {
            const QString text = markdownOf(language);
            QVERIFY2(text.size() > 5000, qPrintable(language));
            QVERIFY2(!titleOf(text).isEmpty(), qPrintable(language));
            QCOMPARE(HandbookDocument::languageFor(language == QLatin1String("en") ? QString()
                                                                                   : language),
                     language);
        }
        QCOMPARE(HandbookDocument::languageFor(QStringLiteral("fr")), QStringLiteral("en"));
        // The titles differ: a translation that is still the English text fails here.
        QCOMPARE(QSet<QString>({titleOf(markdownOf(QStringLiteral("en"))),
                                titleOf(markdownOf(QStringLiteral("zh_CN"))),
                                titleOf(markdownOf(QStringLiteral("zh_TW")))})
                     .size(),
                 3);
    }

    // Every image link resolves, relative to the handbook, to a PNG in the resources that
    // loads, has a description, and keeps the handbook small.
    void everyImageResolves() {
        static const QRegularExpression image(QStringLiteral("!\\[([^\\]]*)\\]\\(([^)\\s]+)\\)"));
        for (const QString& language : kLanguages) {
            const QUrl base(QStringLiteral("qrc:/handbook/%1/handbook.md").arg(language));
            int count = 0;
            for (auto it = image.globalMatch(markdownOf(language)); it.hasNext();) {
                const auto m = it.next();
                const QString path = QLatin1Char(':') + base.resolved(QUrl(m.captured(2))).path();
                QVERIFY2(!m.captured(1).trimmed().isEmpty(), qPrintable(path));
                QVERIFY2(!QImage(path).isNull(), qPrintable(language + QLatin1String(": ") + path));
                QVERIFY2(QFileInfo(path).size() < 160 * 1024, qPrintable(path));
                ++count;
            }
            QVERIFY2(count >= 4, qPrintable(language));
        }
    }

    void everyTranslationHasTheEnglishSections() {
        const QList<int> english = sectionShape(markdownOf(QStringLiteral("en")));
        QVERIFY(english.size() >= 10);
        for (const QString& language : {QStringLiteral("zh_CN"), QStringLiteral("zh_TW")})
            QCOMPARE(sectionShape(markdownOf(language)), english);
    }

    // In the window: the language's handbook, its images loaded from the resources, its
    // "#anchor" links reaching a heading, the contents listing the "##" sections.
    void windowShowsEachHandbook() {
        // Per language: images, tables and list items as rendered; a translation has the
        // English ones (a line that starts with "+ " by accident becomes a list item).
        QList<std::array<int, 3>> shapes;
        for (const QString& language : kLanguages) {
            TranslationLoader::installLanguage(language);
            HandbookWindow w;
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            QCOMPARE(w.language(), language);
            // Larger than the window's text, and never small.
            QVERIFY(hasReadableFont(w));
            QCOMPARE(firstHeadingShown(w), titleOf(markdownOf(language)));
            QTextDocument* doc = w.browser()->document();
            int images = 0;
            QSet<QString> anchors;
            for (QTextBlock b = doc->begin(); b.isValid(); b = b.next())
                for (auto it = b.begin(); !it.atEnd(); ++it) {
                    const QTextCharFormat f = it.fragment().charFormat();
                    for (const QString& a : f.anchorNames()) anchors.insert(a);
                    if (!f.isImageFormat()) continue;
                    const QVariant r =
                        doc->resource(QTextDocument::ImageResource, QUrl(f.toImageFormat().name()));
                    QVERIFY2(r.isValid(), qPrintable(f.toImageFormat().name()));
                    QVERIFY(f.toImageFormat().width() <= w.browser()->viewport()->width());
                    ++images;
                }
            QVERIFY(images >= 4);
            int tables = 0;
            for (QTextFrame* f : doc->rootFrame()->childFrames())
                tables += qobject_cast<QTextTable*>(f) != nullptr ? 1 : 0;
            int listItems = 0;
            for (QTextBlock b = doc->begin(); b.isValid(); b = b.next())
                listItems += b.textList() != nullptr ? 1 : 0;
            shapes.append({images, tables, listItems});
            QVERIFY2(shapes.last() == shapes.first(),
                     qPrintable(QStringLiteral("%1: %2 images, %3 tables, %4 list items; en: %5, "
                                               "%6, %7")
                                    .arg(language)
                                    .arg(images)
                                    .arg(tables)
                                    .arg(listItems)
                                    .arg(shapes.first()[0])
                                    .arg(shapes.first()[1])
                                    .arg(shapes.first()[2])));
            // The text and the images fit the width: no sideways scrolling, also when narrowed.
            QCOMPARE(w.browser()->horizontalScrollBar()->maximum(), 0);
            w.resize(560, 500);
            QTRY_COMPARE(w.browser()->horizontalScrollBar()->maximum(), 0);
            static const QRegularExpression link(QStringLiteral("\\]\\(#([^)]+)\\)"));
            int links = 0;
            for (auto it = link.globalMatch(markdownOf(language)); it.hasNext(); ++links) {
                const QString anchor = it.next().captured(1);
                QVERIFY2(anchors.contains(anchor),
                         qPrintable(language + QLatin1Char('#') + anchor));
            }
            QVERIFY2(links >= 3, qPrintable(language));
            QCOMPARE(w.contents()->topLevelItemCount(), sectionShape(markdownOf(language)).size());
        }
    }

    // The contents scroll to a section, Back returns, and a language switch shows the new
    // language's handbook at the same section.
    void followsALanguageSwitch() {
        TranslationLoader::installLanguage(QStringLiteral("en"));
        HandbookWindow w;
        w.resize(1000, 700);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QString englishTitle = w.windowTitle();
        QTreeWidgetItem* fifth = w.contents()->topLevelItem(4);
        QVERIFY(fifth != nullptr);
        QVERIFY(w.showSection(fifth->data(0, Qt::UserRole).toString()));
        const int at = w.currentHeadingIndex();
        QVERIFY(at > 4);

        TranslationLoader::installLanguage(QStringLiteral("zh_TW"));
        QTRY_COMPARE(w.language(), QStringLiteral("zh_TW"));
        QCOMPARE(firstHeadingShown(w), titleOf(markdownOf(QStringLiteral("zh_TW"))));
        QVERIFY(w.windowTitle() != englishTitle);
        QCOMPARE(w.currentHeadingIndex(), at);
        TranslationLoader::installLanguage(QStringLiteral("zh_CN"));
        QTRY_COMPARE(w.language(), QStringLiteral("zh_CN"));
        QCOMPARE(firstHeadingShown(w), titleOf(markdownOf(QStringLiteral("zh_CN"))));
        QCOMPARE(w.currentHeadingIndex(), at);

        // Home goes to the top, Back to the section again.
        auto* home = w.findChild<QAction*>(QStringLiteral("handbookHomeAction"));
        auto* back = w.findChild<QAction*>(QStringLiteral("handbookBackAction"));
        QVERIFY(w.showSection(w.contents()->topLevelItem(6)->data(0, Qt::UserRole).toString()));
        const int sixth = w.currentHeadingIndex();
        QVERIFY(sixth > at);
        home->trigger();
        QTRY_VERIFY(w.currentHeadingIndex() <= 0);
        QVERIFY(back->isEnabled());
        back->trigger();
        QTRY_COMPARE(w.currentHeadingIndex(), sixth);
    }

    // Links take the palette's link colour, also after a switch to the dark theme while the
    // window is open (Qt's Markdown reader writes the colour into the document).
    void followsTheTheme() {
        TranslationLoader::installLanguage(QStringLiteral("en"));
        AppStyle::apply(false);
        HandbookWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto linkColour = [&w] {
            for (QTextBlock b = w.browser()->document()->begin(); b.isValid(); b = b.next())
                for (auto it = b.begin(); !it.atEnd(); ++it)
                    if (it.fragment().charFormat().isAnchor() &&
                        !it.fragment().charFormat().anchorHref().isEmpty())
                        return it.fragment().charFormat().foreground().color();
            return QColor();
        };
        const QColor light = QApplication::palette().color(QPalette::Link);
        QCOMPARE(linkColour(), light);
        const int at = w.currentHeadingIndex();
        AppStyle::apply(true);
        const QColor dark = QApplication::palette().color(QPalette::Link);
        QVERIFY(dark != light);
        QTRY_COMPARE(linkColour(), dark);
        QCOMPARE(w.currentHeadingIndex(), at);
        AppStyle::apply(false);
        QTRY_COMPARE(linkColour(), light);
    }

    // F1 opens the handbook from the main window; Handbook comes first in the Help menu.
    void f1OpensTheHandbook() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QVERIFY(w.findChild<HandbookWindow*>() == nullptr);
        QTest::keyClick(&w, Qt::Key_F1);
        auto* handbook = w.findChild<HandbookWindow*>(QStringLiteral("handbookWindow"));
        QVERIFY(handbook != nullptr);
        QTRY_VERIFY(handbook->isVisible());
        QCOMPARE(handbook->language(), QStringLiteral("en"));
        auto* action = w.findChild<QAction*>(QStringLiteral("handbookAction"));
        QVERIFY(action != nullptr);
        QMenu* help = nullptr;
        for (QAction* a : w.menuBar()->actions())
            if (a->menu() != nullptr && a->menu()->actions().contains(action)) help = a->menu();
        QVERIFY(help != nullptr);
        QCOMPARE(help->actions().first(), action);
        handbook->close();
        QTest::keyClick(&w, Qt::Key_F1);
        QTRY_VERIFY(handbook->isVisible());
        QCOMPARE(w.findChildren<HandbookWindow*>().size(), 1);
    }

    // The shortcut table of every handbook names exactly the keys of the main window's actions.
    void shortcutTableMatchesTheActions() {
        MainWindow w;
        QSet<QString> actual;
        for (const QAction* a : w.findChildren<QAction*>())
            for (const QKeySequence& k : a->shortcuts())
                actual.insert(k.toString(QKeySequence::PortableText));
        QVERIFY(actual.contains(QStringLiteral("F1")));
        // Quit is a standard key: Ctrl+Q on Linux, where the handbook's readers are, but none on
        // a platform without it (Qt's offscreen one). There it counts as named.
        const QString quit = QStringLiteral("Ctrl+Q");
        const bool quitUnbound = QKeySequence::keyBindings(QKeySequence::Quit).isEmpty();
        if (quitUnbound) actual.insert(quit);
        for (const QString& language : kLanguages) {
            QStringList bad;
            QSet<QString> named;
            for (const QKeySequence& k : shortcutTable(markdownOf(language), &bad))
                named.insert(k.toString(QKeySequence::PortableText));
            QVERIFY2(bad.isEmpty(), qPrintable(language + QLatin1String(": ") + bad.join(' ')));
            const QSet<QString> missing = actual - named;
            const QSet<QString> unknown = named - actual;
            QVERIFY2(missing.isEmpty(), qPrintable(language + QLatin1String(" lacks ") +
                                                   QStringList(missing.values()).join(' ')));
            QVERIFY2(unknown.isEmpty(), qPrintable(language + QLatin1String(" names ") +
                                                   QStringList(unknown.values()).join(' ')));
        }
    }
};

QTEST_MAIN(TestHandbook)
#include "test_handbook.moc"
