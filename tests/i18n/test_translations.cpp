// Translation completeness: every message of translations/queenslab_<lang>.ts is translated and
// keeps what the program relies on (placeholders, accelerators, the indentation of pseudo-code),
// and the compiled translation really is what the application shows at run time.
#include <QCoreApplication>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include "TranslationLoader.h"

#if !defined(QUEENSLAB_LUPDATE) || !defined(QUEENSLAB_I18N_SOURCE_LIST)
#error "QUEENSLAB_LUPDATE and QUEENSLAB_I18N_SOURCE_LIST must name lupdate and its file list"
#endif
#ifndef QUEENSLAB_TRANSLATIONS_DIR
#error "QUEENSLAB_TRANSLATIONS_DIR must name the folder of the .ts files"
#endif

namespace {

struct Message {
    QString context;
    QString source;
    QString comment;    // the disambiguation (tr()'s second argument)
    QString type;       // the <translation type="..."> attribute, empty when finished
    QStringList forms;  // the translation, or each <numerusform> of a numerus message
    bool numerus = false;
};

struct TsFile {
    QString language;  // <TS language="...">
    QList<Message> messages;
    QString error;  // XML error, empty when the file parsed
};

// Reads the messages of a Qt Linguist .ts document.
TsFile parseTs(const QByteArray& xml) {
    TsFile ts;
    QXmlStreamReader r(xml);
    QString context;
    while (r.readNextStartElement()) {
        const auto name = r.name();
        if (name == QLatin1String("TS")) {
            ts.language = r.attributes().value(QLatin1String("language")).toString();
            continue;  // descend into the contexts
        }
        if (name != QLatin1String("context")) {
            r.skipCurrentElement();
            continue;
        }
        while (r.readNextStartElement()) {
            if (r.name() == QLatin1String("name")) {
                context = r.readElementText();
            } else if (r.name() == QLatin1String("message")) {
                Message m;
                m.context = context;
                m.numerus = r.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
                while (r.readNextStartElement()) {
                    if (r.name() == QLatin1String("source")) {
                        m.source = r.readElementText();
                    } else if (r.name() == QLatin1String("comment")) {
                        m.comment = r.readElementText();
                    } else if (r.name() == QLatin1String("translation")) {
                        m.type = r.attributes().value(QLatin1String("type")).toString();
                        if (m.numerus) {
                            while (r.readNextStartElement()) {
                                if (r.name() == QLatin1String("numerusform"))
                                    m.forms << r.readElementText();
                                else
                                    r.skipCurrentElement();
                            }
                        } else {
                            m.forms << r.readElementText();
                        }
                    } else {
                        r.skipCurrentElement();  // comment, extracomment, location, ...
                    }
                }
                ts.messages << m;
            } else {
                r.skipCurrentElement();
            }
        }
    }
    if (r.hasError())
        ts.error = QStringLiteral("line %1: %2").arg(r.lineNumber()).arg(r.errorString());
    return ts;
}

// The placeholders QString::arg() and tr() fill in: %1 .. %99, %L1 .. %L99, %n, %Ln.
QSet<QString> placeholders(const QString& text) {
    static const QRegularExpression re(QStringLiteral("%L?(?:[1-9][0-9]?|n)"));
    QSet<QString> found;
    for (auto it = re.globalMatch(text); it.hasNext();) found << it.next().captured();
    return found;
}

// The keyboard accelerators of a label ("&File" -> "&F"); "&&" is a literal ampersand and "& "
// or "&=" (code) is none.
QSet<QString> accelerators(const QString& text) {
    QSet<QString> found;
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) != QLatin1Char('&')) continue;
        if (text.at(i + 1) == QLatin1Char('&')) {
            ++i;
            continue;
        }
        if (text.at(i + 1).isLetterOrNumber()) found << text.mid(i, 2);
    }
    return found;
}

QString leadingWhitespace(const QString& text) {
    qsizetype i = 0;
    while (i < text.size() && text.at(i).isSpace()) ++i;
    return text.left(i);
}

QString sorted(const QSet<QString>& set) {
    QStringList list(set.begin(), set.end());
    list.sort();
    return QLatin1Char('{') + list.join(QLatin1Char(' ')) + QLatin1Char('}');
}

// Every reason the messages of `ts` are not ready to ship, one line each.
QStringList problems(const TsFile& ts) {
    QStringList out;
    if (!ts.error.isEmpty()) out << QStringLiteral("XML error: ") + ts.error;
    for (const Message& m : ts.messages) {
        const QString where = QStringLiteral("[%1] \"%2\": ").arg(m.context, m.source);
        if (m.type == QLatin1String("unfinished") || m.type == QLatin1String("obsolete") ||
            m.type == QLatin1String("vanished")) {
            out << where + QStringLiteral("type=\"%1\"").arg(m.type);
            continue;
        }
        if (m.forms.isEmpty()) out << where + QStringLiteral("no translation");
        for (const QString& form : m.forms) {
            if (form.trimmed().isEmpty()) {
                out << where + QStringLiteral("empty translation");
                continue;
            }
            const QSet<QString> want = placeholders(m.source);
            const QSet<QString> got = placeholders(form);
            if (want != got)
                out << where + QStringLiteral("placeholders %1 in the source, %2 in \"%3\"")
                                   .arg(sorted(want), sorted(got), form);
            const QSet<QString> keys = accelerators(m.source);
            const QSet<QString> kept = accelerators(form);
            for (const QString& key : keys)
                if (!kept.contains(key))
                    out << where +
                               QStringLiteral("accelerator %1 missing in \"%2\"").arg(key, form);
            if (m.context == QLatin1String("Pseudocode") &&
                leadingWhitespace(form) != leadingWhitespace(m.source))
                out << where + QStringLiteral("indentation %1 in the source, %2 in \"%3\"")
                                   .arg(leadingWhitespace(m.source).size())
                                   .arg(leadingWhitespace(form).size())
                                   .arg(form);
        }
    }
    return out;
}

QString tsPath(const QString& language) {
    return QStringLiteral(QUEENSLAB_TRANSLATIONS_DIR "/queenslab_%1.ts").arg(language);
}

TsFile readTs(const QString& language) {
    QFile f(tsPath(language));
    if (!f.open(QIODevice::ReadOnly)) {
        TsFile none;
        none.error = QStringLiteral("cannot open ") + f.fileName();
        return none;
    }
    return parseTs(f.readAll());
}

// The translation of (context, source) in `ts`, empty when it has none.
QString translationOf(const TsFile& ts, const QString& context, const QString& source) {
    for (const Message& m : ts.messages)
        if (m.context == context && m.source == source && !m.forms.isEmpty())
            return m.forms.constFirst();
    return {};
}

}  // namespace

class TestTranslations : public QObject {
    Q_OBJECT

private slots:
    void checkerFindsEachKindOfProblem();
    void tsFileIsComplete_data();
    void tsFileIsComplete();
    void compiledTranslationFollowsTheLocale();
    void tsFileHasEveryMessageOfTheSources_data();
    void tsFileHasEveryMessageOfTheSources();
};

// The checker itself, on a small document with one mistake of each kind (and correct messages
// that must not be reported): a completeness test whose checker missed things would pass always.
void TestTranslations::checkerFindsEachKindOfProblem() {
    const QByteArray xml = R"(<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context><name>Ctx</name>
  <message><source>&amp;File</source><translation>文件(&amp;F)</translation></message>
  <message><source>Row %L1 of %2</source><translation>第 %L1 行，共 %2 行</translation></message>
  <message numerus="yes"><source>%n queens</source>
    <translation><numerusform>%n 个皇后</numerusform></translation></message>
  <message><source>a &amp;&amp; b &amp;= c</source><translation>甲 &amp;&amp; 乙 &amp;= 丙</translation></message>
  <message><source>Unfinished</source><translation type="unfinished">未完成</translation></message>
  <message><source>Gone</source><translation type="vanished">消失</translation></message>
  <message><source>Old</source><translation type="obsolete">旧</translation></message>
  <message><source>Empty</source><translation></translation></message>
  <message numerus="yes"><source>%n solutions</source>
    <translation><numerusform></numerusform></translation></message>
  <message><source>Row %L1</source><translation>第 %1 行</translation></message>
  <message><source>%1 of %2</source><translation>%1</translation></message>
  <message><source>&amp;Run</source><translation>运行</translation></message>
</context>
<context><name>Pseudocode</name>
  <message><source>    if x: stop</source><translation>    if x: 停止</translation></message>
  <message><source>    if y: stop</source><translation>  if y: 停止</translation></message>
</context>
</TS>
)";
    const TsFile ts = parseTs(xml);
    QVERIFY2(ts.error.isEmpty(), qPrintable(ts.error));
    QCOMPARE(ts.language, QStringLiteral("zh_CN"));
    QCOMPARE(ts.messages.size(), 14);
    const QStringList found = problems(ts);
    const QStringList expected = {
        QStringLiteral("[Ctx] \"Unfinished\": type=\"unfinished\""),
        QStringLiteral("[Ctx] \"Gone\": type=\"vanished\""),
        QStringLiteral("[Ctx] \"Old\": type=\"obsolete\""),
        QStringLiteral("[Ctx] \"Empty\": empty translation"),
        QStringLiteral("[Ctx] \"%n solutions\": empty translation"),
        QStringLiteral("[Ctx] \"Row %L1\": placeholders {%L1} in the source, {%1} in \"第 %1 行\""),
        QStringLiteral("[Ctx] \"%1 of %2\": placeholders {%1 %2} in the source, {%1} in \"%1\""),
        QStringLiteral("[Ctx] \"&Run\": accelerator &R missing in \"运行\""),
        QStringLiteral("[Pseudocode] \"    if y: stop\": indentation 4 in the source, 2 in \"  if "
                       "y: 停止\""),
    };
    QCOMPARE(found, expected);

    const TsFile broken = parseTs("<TS><context><name>C</name><message><source>x</source>");
    QVERIFY(!problems(broken).isEmpty());
}

void TestTranslations::tsFileIsComplete_data() {
    QTest::addColumn<QString>("language");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
    QTest::newRow("zh_TW") << QStringLiteral("zh_TW");
    // English, the source language: only the plural forms of the numerus messages.
    QTest::newRow("en") << QStringLiteral("en");
}

void TestTranslations::tsFileIsComplete() {
    QFETCH(QString, language);
    const TsFile ts = readTs(language);
    QVERIFY2(ts.error.isEmpty(), qPrintable(ts.error));
    QCOMPARE(ts.language, language);
    QVERIFY2(!ts.messages.isEmpty(), qPrintable(tsPath(language) + QStringLiteral(": no message")));
    QStringList found = problems(ts);
    if (language == QLatin1String("en")) {  // a singular and a plural form, and nothing else
        for (const Message& m : ts.messages) {
            if (!m.numerus || m.forms.size() != 2)
                found
                    << QStringLiteral("[%1] \"%2\": not two plural forms").arg(m.context, m.source);
        }
    }
    QVERIFY2(
        found.isEmpty(),
        qPrintable(
            QStringLiteral("%1 problem(s) in %2:\n  ").arg(found.size()).arg(tsPath(language)) +
            found.join(QStringLiteral("\n  "))));
}

void TestTranslations::compiledTranslationFollowsTheLocale() {
    const QStringList shipped = TranslationLoader::availableLanguages();
    QVERIFY2(shipped.contains(QStringLiteral("zh_CN")) && shipped.contains(QStringLiteral("zh_TW")),
             qPrintable(shipped.join(QLatin1Char(' '))));

    // One GUI label and one pseudo-code line (translated through another context and API path).
    const char* const menuContext = "MainWindow";
    const char* const menuSource = "&File";
    const char* const codeSource = "      remove the queen from row   # backtrack";
    const TsFile cn = readTs(QStringLiteral("zh_CN"));
    const TsFile tw = readTs(QStringLiteral("zh_TW"));
    const QString cnMenu = translationOf(cn, QLatin1String(menuContext), QLatin1String(menuSource));
    const QString twMenu = translationOf(tw, QLatin1String(menuContext), QLatin1String(menuSource));
    const QString cnCode =
        translationOf(cn, QStringLiteral("Pseudocode"), QLatin1String(codeSource));
    QVERIFY(!cnMenu.isEmpty() && cnMenu != QLatin1String(menuSource));
    QVERIFY(!twMenu.isEmpty() && twMenu != cnMenu);
    QVERIFY(!cnCode.isEmpty() && cnCode != QLatin1String(codeSource));

    QCOMPARE(TranslationLoader::install(QLocale(QStringLiteral("zh_CN"))), QStringLiteral("zh_CN"));
    QCOMPARE(QCoreApplication::translate(menuContext, menuSource), cnMenu);
    QCOMPARE(QCoreApplication::translate("Pseudocode", codeSource), cnCode);

    // Hong Kong writes the traditional script: it gets the zh_TW translation.
    QCOMPARE(TranslationLoader::languageFor(QLocale(QStringLiteral("zh_HK"))),
             QStringLiteral("zh_TW"));
    QCOMPARE(TranslationLoader::install(QLocale(QStringLiteral("zh_HK"))), QStringLiteral("zh_TW"));
    QCOMPARE(QCoreApplication::translate(menuContext, menuSource), twMenu);

    // English is the source language: the source text, with its plural forms.
    QCOMPARE(TranslationLoader::languageFor(QLocale(QStringLiteral("en_US"))), QString());
    QCOMPARE(TranslationLoader::install(QLocale(QStringLiteral("en_US"))), QString());
    QCOMPARE(QCoreApplication::translate(menuContext, menuSource), QLatin1String(menuSource));
    QVERIFY(!shipped.contains(QStringLiteral("en")));  // no language of its own
    const char* const pluralSource = "%1 step(s)/s";
    const char* const pluralComment = "%1 is the rate, e.g. 12.3 k";
    QCOMPARE(QCoreApplication::translate("RunStatsFormatter", pluralSource, pluralComment, 1),
             QStringLiteral("%1 step/s"));
    QCOMPARE(QCoreApplication::translate("RunStatsFormatter", pluralSource, pluralComment, 2),
             QStringLiteral("%1 steps/s"));
}

// The messages (context, source, disambiguation) of a .ts file that are in use: obsolete and
// vanished entries are left out.
QSet<QString> liveKeys(const TsFile& ts) {
    QSet<QString> keys;
    for (const Message& m : ts.messages) {
        if (m.type == QLatin1String("obsolete") || m.type == QLatin1String("vanished")) continue;
        keys << m.context + QLatin1Char('|') + m.source + QLatin1Char('|') + m.comment;
    }
    return keys;
}

void TestTranslations::tsFileHasEveryMessageOfTheSources_data() {
    tsFileIsComplete_data();
}

// lupdate run now on the sources (the same files and options as the build's
// update_translations target) finds exactly the messages the committed .ts file holds: none
// missing (a new tr() string nobody translated) and none left over (a string the code no
// longer uses, still translated).
void TestTranslations::tsFileHasEveryMessageOfTheSources() {
    QFETCH(QString, language);
    const QString file = QStringLiteral("queenslab_%1.ts").arg(language);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString fresh = dir.filePath(QStringLiteral("fresh.ts"));
    QStringList arguments = {QStringLiteral("@" QUEENSLAB_I18N_SOURCE_LIST),
                             QStringLiteral("-tr-function-alias"),
                             QStringLiteral("QT_TRANSLATE_NOOP+=QUEENS_TRANSLATE_NOOP"),
                             QStringLiteral("-locations"),
                             QStringLiteral("none"),
                             QStringLiteral("-ts"),
                             fresh};
    const bool english = language == QLatin1String("en");
    if (english) arguments << QStringLiteral("-pluralonly");  // English keeps plural forms only
    QProcess lupdate;
    lupdate.start(QStringLiteral(QUEENSLAB_LUPDATE), arguments);
    QVERIFY2(lupdate.waitForFinished(60000), "lupdate did not finish");
    QCOMPARE(lupdate.exitCode(), 0);
    QFile freshFile(fresh);
    QVERIFY(freshFile.open(QIODevice::ReadOnly));
    const QSet<QString> want = liveKeys(parseTs(freshFile.readAll()));
    QVERIFY2(want.size() > (english ? 5 : 100),
             "lupdate found too few messages: is the source list right?");
    QFile committed(QStringLiteral(QUEENSLAB_TRANSLATIONS_DIR "/") + file);
    QVERIFY(committed.open(QIODevice::ReadOnly));
    const QSet<QString> have = liveKeys(parseTs(committed.readAll()));
    QStringList missing(want.begin(), want.end());
    missing.removeIf([&](const QString& k) { return have.contains(k); });
    QStringList extra(have.begin(), have.end());
    extra.removeIf([&](const QString& k) { return want.contains(k); });
    missing.sort();
    extra.sort();
    QVERIFY2(missing.isEmpty(),
             qPrintable(QStringLiteral("%1 messages missing from %2, e.g. %3")
                            .arg(missing.size())
                            .arg(file, missing.mid(0, 5).join(QStringLiteral("; ")))));
    QVERIFY2(extra.isEmpty(),
             qPrintable(QStringLiteral("%1 messages of %2 are no longer in the "
                                       "sources, e.g. %3")
                            .arg(extra.size())
                            .arg(file, extra.mid(0, 5).join(QStringLiteral("; ")))));
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "test_translations.moc"
