// queenslab-cli lesson check: a good lesson exits 0 with one summary line (or one JSON object);
// every bad file of the table below exits 2 with exactly one line on stderr that names the file
// and says what is wrong (a distinctive word of the reason), and prints nothing on stdout.
//
// The steps the lessons use are not typed in: they come from the test's own scan of
// `queenslab-cli trace 4 --algorithm backtracking` (the whole run of backtracking at N = 4, one
// JSON line per event), so a stop "at the end of the run" or "one step past it" is exactly that.
#include <unistd.h>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include "CliTestSupport.h"

using clitest::runCli;

namespace {

// What the test reads off the trace of backtracking at N = 4.
struct Truth {
    int runLength = 0;      // events of the whole run
    int firstSolution = 0;  // the step just after the first "solution" event
    int lastPlace = 0;      // the index of the last "place" event
};

// A lesson of backtracking at N = 4 with a stop at the start, a choice question at a dead end and
// a number question at the first solution, played to with a breakpoint.
QJsonObject goodLesson(const Truth& t) {
    const auto text = [](const char* en) { return QJsonObject{{"en", en}}; };
    return QJsonObject{
        {"format", "queenslab-lesson"},
        {"version", 1},
        {"title", QJsonObject{{"en", "Backtracking at N = 4"}, {"zh_CN", "N = 4 的回溯"}}},
        {"problem", QJsonObject{{"algorithm", "backtracking"}, {"n", 4}}},
        {"stops",
         QJsonArray{
             QJsonObject{{"step", 0}, {"title", text("An empty board")}},
             QJsonObject{{"step", 16},
                         {"title", text("A dead end")},
                         {"question", QJsonObject{{"kind", "choice"},
                                                  {"prompt", text("What now?")},
                                                  {"choices", QJsonArray{text("Back"), text("On")}},
                                                  {"answer", 0}}}},
             QJsonObject{{"step", t.firstSolution},
                         {"title", text("The first solution")},
                         {"runTo", QJsonObject{{"kind", "next-solution"}}},
                         {"question", QJsonObject{{"kind", "number"},
                                                  {"prompt", text("How many so far?")},
                                                  {"answer", 1}}}},
         }}};
}

QByteArray json(const QJsonObject& o) {
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

// `lesson` with `edit` applied to its stop `index` (0-based).
template <typename Edit>
QJsonObject withStop(QJsonObject lesson, int index, Edit edit) {
    QJsonArray stops = lesson.value("stops").toArray();
    QJsonObject s = stops.at(index).toObject();
    edit(s);
    stops[index] = s;
    lesson.insert("stops", stops);
    return lesson;
}

template <typename Edit>
QJsonObject withProblem(QJsonObject lesson, Edit edit) {
    QJsonObject p = lesson.value("problem").toObject();
    edit(p);
    lesson.insert("problem", p);
    return lesson;
}

enum class Where { Content, Missing, Directory, Unreadable };

// One row of the bad-file table: the file's name, how it is made, and a word its reason holds.
struct BadFile {
    const char* name;
    Where where;
    QByteArray (*make)(const Truth&);
    const char* word;
};

QByteArray noBytes(const Truth&) {
    return {};
}

const BadFile kBadFiles[] = {
    {"truncated.qlesson", Where::Content,
     [](const Truth& t) {
         const QByteArray good = json(goodLesson(t));
         return good.left(good.size() / 2);
     },
     "truncated"},
    {"binary.qlesson", Where::Content,
     [](const Truth&) { return QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16); }, "binary"},
    {"latin1.qlesson", Where::Content,
     [](const Truth&) { return QByteArray("{\"title\": \"caf\xe9\"}"); }, "UTF-8"},
    {"huge.qlesson", Where::Content,
     [](const Truth& t) {
         // A good lesson padded with blanks to one byte over 4 MiB.
         QByteArray bytes = json(goodLesson(t));
         bytes.append(QByteArray((4 << 20) + 1 - bytes.size(), ' '));
         return bytes;
     },
     "larger than 4 MiB"},
    {"empty.qlesson", Where::Content, noBytes, "empty"},
    {"not-json.qlesson", Where::Content, [](const Truth&) { return QByteArray("stops: 3\n"); },
     "not valid JSON"},
    {"future.qlesson", Where::Content,
     [](const Truth& t) {
         QJsonObject o = goodLesson(t);
         o.insert("version", 2);
         return json(o);
     },
     "newer QueensLab"},
    {"wrong-format.qlesson", Where::Content,
     [](const Truth& t) {
         QJsonObject o = goodLesson(t);
         o.insert("format", "queenslab-answers");
         return json(o);
     },
     "\"format\""},
    {"unknown-algorithm.qlesson", Where::Content,
     [](const Truth& t) {
         return json(
             withProblem(goodLesson(t), [](QJsonObject& p) { p.insert("algorithm", "quantum"); }));
     },
     "unknown algorithm \"quantum\""},
    {"n-as-text.qlesson", Where::Content,
     [](const Truth& t) {
         return json(withProblem(goodLesson(t), [](QJsonObject& p) { p.insert("n", "four"); }));
     },
     "must be a number"},
    {"stops-as-object.qlesson", Where::Content,
     [](const Truth& t) {
         QJsonObject o = goodLesson(t);
         o.insert("stops", QJsonObject{{"step", 0}});
         return json(o);
     },
     "must be an array"},
    {"title-missing.qlesson", Where::Content,
     [](const Truth& t) {
         QJsonObject o = goodLesson(t);
         o.remove("title");
         return json(o);
     },
     "\"title\" is missing"},
    {"n-beyond-limit.qlesson", Where::Content,
     [](const Truth& t) {
         return json(withProblem(goodLesson(t), [](QJsonObject& p) {
             p.insert("algorithm", "permutation");
             p.insert("n", 13);
         }));
     },
     "from 1 to 12"},
    {"fixed-refused.qlesson", Where::Content,
     [](const Truth& t) {
         return json(withProblem(goodLesson(t), [](QJsonObject& p) {
             p.insert("algorithm", "symmetric");
             p.insert("fixed", QJsonArray{1, -1, -1, -1});
         }));
     },
     "given queens"},
    {"fixed-attacking.qlesson", Where::Content,
     [](const Truth& t) {
         return json(withProblem(goodLesson(t), [](QJsonObject& p) {
             p.insert("algorithm", "min-conflicts");
             p.insert("fixed", QJsonArray{0, 1, -1, -1});
         }));
     },
     "attack each other"},
    {"beyond-the-end.qlesson", Where::Content,
     [](const Truth& t) {
         return json(withStop(goodLesson(t), 2, [&t](QJsonObject& s) {
             s.remove("runTo");
             s.insert("step", t.runLength + 1);
         }));
     },
     "beyond the end of its run"},
    {"choice-without-answer.qlesson", Where::Content,
     [](const Truth& t) {
         return json(withStop(goodLesson(t), 1, [](QJsonObject& s) {
             QJsonObject q = s.value("question").toObject();
             q.remove("answer");
             s.insert("question", q);
         }));
     },
     "no answer"},
    {"choice-answer-out-of-range.qlesson", Where::Content,
     [](const Truth& t) {
         return json(withStop(goodLesson(t), 1, [](QJsonObject& s) {
             QJsonObject q = s.value("question").toObject();
             q.insert("answer", 2);
             s.insert("question", q);
         }));
     },
     "\"answer\" must be from 0 to 1"},
    {"number-without-answer.qlesson", Where::Content,
     [](const Truth& t) {
         return json(withStop(goodLesson(t), 2, [](QJsonObject& s) {
             QJsonObject q = s.value("question").toObject();
             q.remove("answer");
             s.insert("question", q);
         }));
     },
     "no answer"},
    {"next-queen-at-the-end.qlesson", Where::Content,
     [](const Truth& t) {
         // After the last placement of the run no queen comes.
         return json(withStop(goodLesson(t), 2, [&t](QJsonObject& s) {
             s.remove("runTo");
             s.insert("step", t.lastPlace + 1);
             s.insert("question", QJsonObject{{"kind", "next-queen"}});
         }));
     },
     "no queen is placed after step"},
    {"runto-early.qlesson", Where::Content,
     [](const Truth& t) {
         return json(withStop(goodLesson(t), 2,
                              [&t](QJsonObject& s) { s.insert("step", t.firstSolution - 1); }));
     },
     "is not hit by the stop's step"},
    {"runto-late.qlesson", Where::Content,
     [](const Truth& t) {
         return json(withStop(goodLesson(t), 2,
                              [&t](QJsonObject& s) { s.insert("step", t.firstSolution + 1); }));
     },
     "not at the stop's step"},
    {"runto-not-applicable.qlesson", Where::Content,
     [](const Truth& t) {
         return json(withStop(goodLesson(t), 2, [](QJsonObject& s) {
             s.insert("runTo", QJsonObject{{"kind", "next-restart"}});
         }));
     },
     "does not apply"},
    {"no-such-file.qlesson", Where::Missing, noBytes, "no such file"},
    {"a-folder.qlesson", Where::Directory, noBytes, "folder"},
    {"unreadable.qlesson", Where::Unreadable, [](const Truth& t) { return json(goodLesson(t)); },
     "cannot read"},
};

}  // namespace

class TestCliLesson : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void goodLesson_data();
    void goodLesson();
    void json();
    void badFile_data();
    void badFile();
    void usage_data();
    void usage();
    void html();
    void htmlRefused_data();
    void htmlRefused();

private:
    QString write(const QString& name, const QByteArray& bytes);
    QTemporaryDir dir_;
    Truth truth_;
};

QString TestCliLesson::write(const QString& name, const QByteArray& bytes) {
    const QString path = dir_.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size()) return {};
    return path;
}

void TestCliLesson::initTestCase() {
    QVERIFY(dir_.isValid());
    const auto r = runCli({"trace", "4", "--algorithm", "backtracking"});
    QCOMPARE(r.exitCode, 0);
    const QList<QByteArray> lines = clitest::lines(r.out);
    QVERIFY(!lines.isEmpty());
    truth_.runLength = static_cast<int>(lines.size());
    for (int i = 0; i < lines.size(); ++i) {
        const QString kind = QJsonDocument::fromJson(lines.at(i)).object().value("kind").toString();
        if (kind == QLatin1String("solution") && truth_.firstSolution == 0)
            truth_.firstSolution = i + 1;
        if (kind == QLatin1String("place")) truth_.lastPlace = i;
    }
    QCOMPARE(QJsonDocument::fromJson(lines.constLast()).object().value("kind").toString(),
             QStringLiteral("done"));
    QVERIFY(truth_.firstSolution > 16);  // after the dead end the lesson stops at
    QVERIFY(truth_.lastPlace > 0);
}

void TestCliLesson::goodLesson_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("stops");
    QTest::addColumn<int>("replayed");

    const Truth& t = truth_;
    QTest::newRow("choice and number") << ::json(::goodLesson(t)) << 3 << t.firstSolution;
    QTest::newRow("a stop at the run's last step")
        << ::json(withStop(::goodLesson(t), 2,
                           [&t](QJsonObject& s) {
                               s.remove("runTo");
                               s.insert("step", t.runLength);
                           }))
        << 3 << t.runLength;
    QTest::newRow("next-queen before the last placement")
        << ::json(withStop(::goodLesson(t), 2,
                           [&t](QJsonObject& s) {
                               s.remove("runTo");
                               s.insert("step", t.lastPlace);
                               s.insert("question", QJsonObject{{"kind", "next-queen"}});
                           }))
        << 3 << t.lastPlace + 1;
    QTest::newRow("one stop at the start")
        << ::json(QJsonObject{{"format", "queenslab-lesson"},
                              {"version", 1},
                              {"title", QJsonObject{{"zh_TW", "空棋盤"}}},
                              {"problem", QJsonObject{{"algorithm", "bitmask"}, {"n", 8}}},
                              {"stops", QJsonArray{QJsonObject{
                                            {"step", 0}, {"title", QJsonObject{{"en", "Start"}}}}}},
                              {"some later key", true}})
        << 1 << 0;
}

void TestCliLesson::goodLesson() {
    QFETCH(QByteArray, bytes);
    QFETCH(int, stops);
    QFETCH(int, replayed);
    const QString path = write(QStringLiteral("good.qlesson"), bytes);
    QVERIFY(!path.isEmpty());
    const auto r = runCli({"lesson", "check", path});
    QVERIFY(!r.crashed);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    QCOMPARE(r.exitCode, 0);
    const QList<QByteArray> lines = clitest::lines(r.out);
    QCOMPARE(lines.size(), 1);
    const QString line = QString::fromUtf8(lines.constFirst());
    QVERIFY2(line.startsWith(QStringLiteral("good.qlesson: %1 stop").arg(stops)), qPrintable(line));
    QVERIFY2(line.contains(QStringLiteral("all reached (replayed %1 step").arg(replayed)),
             qPrintable(line));
}

void TestCliLesson::json() {
    const QString path = write(QStringLiteral("json.qlesson"), ::json(::goodLesson(truth_)));
    const auto r = runCli({"lesson", "check", path, "--json"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    QCOMPARE(clitest::lines(r.out).size(), 1);
    QJsonParseError error{};
    const QJsonObject o = QJsonDocument::fromJson(r.out, &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(o.value("file").toString(), QStringLiteral("json.qlesson"));
    QCOMPARE(o.value("title").toString(), QStringLiteral("Backtracking at N = 4"));
    QCOMPARE(o.value("algorithm").toString(), QStringLiteral("backtracking"));
    QCOMPARE(o.value("n").toInt(), 4);
    QCOMPARE(o.value("stops").toInt(), 3);
    QCOMPARE(o.value("replayed").toInt(), truth_.firstSolution);
    QCOMPARE(o.value("ok").toBool(false), true);
    QCOMPARE(o.size(), 7);
}

void TestCliLesson::badFile_data() {
    QTest::addColumn<int>("row");
    for (int i = 0; i < static_cast<int>(std::size(kBadFiles)); ++i)
        QTest::newRow(kBadFiles[i].name) << i;
}

void TestCliLesson::badFile() {
    QFETCH(int, row);
    const BadFile& bad = kBadFiles[row];
    const QString name = QString::fromUtf8(bad.name);
    const QString path = dir_.filePath(name);
    switch (bad.where) {
        case Where::Content:
            QVERIFY(!write(name, bad.make(truth_)).isEmpty());
            break;
        case Where::Missing:
            QVERIFY(!QFile::exists(path));
            break;
        case Where::Directory:
            QVERIFY(QDir(dir_.path()).mkpath(name));
            break;
        case Where::Unreadable: {
            QVERIFY(!write(name, bad.make(truth_)).isEmpty());
            QVERIFY(QFile::setPermissions(path, QFileDevice::WriteOwner));
            // Root (and a file system without permissions) reads it anyway: then the case
            // cannot be made here, and the good lesson it holds would pass.
            QFile probe(path);
            if (probe.open(QIODevice::ReadOnly))
                QSKIP("permissions do not stop this user from reading (root?)");
            break;
        }
    }
    const auto r = runCli({"lesson", "check", path});
    QVERIFY(clitest::isUsageError(r, QString::fromUtf8(bad.word)));
    QVERIFY2(r.err.startsWith("queenslab-cli: " + QByteArray(bad.name) + ": "), r.err.constData());
    qInfo("%s", r.err.trimmed().constData());
}

void TestCliLesson::usage_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("reason");
    QTest::newRow("no subcommand")
        << QStringList{"lesson"}
        << QStringLiteral("missing subcommand; choose one of: check, html");
    QTest::newRow("unknown subcommand")
        << QStringList{"lesson", "play", "x.qlesson"}
        << QStringLiteral("unknown subcommand 'play'; choose one of: check, html");
    QTest::newRow("check without file")
        << QStringList{"lesson", "check"} << QStringLiteral("FILE is missing");
    QTest::newRow("check two files")
        << QStringList{"lesson", "check", "a", "b"} << QStringLiteral("unexpected argument 'b'");
    QTest::newRow("check unknown option")
        << QStringList{"lesson", "check", "a", "--bogus"} << QStringLiteral("bogus");
}

void TestCliLesson::usage() {
    QFETCH(QStringList, args);
    QFETCH(QString, reason);
    QVERIFY(clitest::isUsageError(runCli(args), reason));
}

// `lesson html` writes the page (what the page shows is tests/web's business): one line naming the
// page, a complete HTML document in the language asked for, with nothing fetched from a network.
void TestCliLesson::html() {
    const QString path = write(QStringLiteral("page.qlesson"), ::json(::goodLesson(truth_)));
    QVERIFY(!path.isEmpty());
    for (const char* language : {"en", "zh_TW"}) {
        const QString page = dir_.filePath(QStringLiteral("page-%1.html").arg(language));
        const auto r = runCli({"lesson", "html", path, "--output", page, "--language", language});
        QVERIFY(!r.crashed);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(clitest::lines(r.out).size(), 1);
        QVERIFY2(r.out.contains(page.toUtf8()), r.out.constData());
        QFile f(page);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray html = f.readAll();
        QVERIFY(html.startsWith("<!DOCTYPE html>"));
        QVERIFY(html.trimmed().endsWith("</html>"));
        const QByteArray lang = QByteArray(language) == "en" ? "en" : "zh-TW";
        QVERIFY2(html.contains("<html lang=\"" + lang + "\""), html.left(200).constData());
        QVERIFY(!html.contains("src=\"http") && !html.contains("href=\"http"));
    }
}

void TestCliLesson::htmlRefused_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("reason");
    const QString good = dir_.filePath(QStringLiteral("refused.qlesson"));
    const QString big = dir_.filePath(QStringLiteral("big.qlesson"));
    QFile::remove(good);
    QFile::remove(big);
    write(QStringLiteral("refused.qlesson"), ::json(::goodLesson(truth_)));
    write(
        QStringLiteral("big.qlesson"),
        ::json(QJsonObject{
            {"format", "queenslab-lesson"},
            {"version", 1},
            {"title", QJsonObject{{"en", "Big"}}},
            {"problem", QJsonObject{{"algorithm", "min-conflicts"}, {"n", 65}}},
            {"stops", QJsonArray{QJsonObject{{"step", 0}, {"title", QJsonObject{{"en", "S"}}}}}}}));
    const QString page = dir_.filePath(QStringLiteral("refused.html"));
    QTest::newRow("no output") << QStringList{"lesson", "html", good}
                               << QStringLiteral("--output PAGE.html is required");
    QTest::newRow("unknown language")
        << QStringList{"lesson", "html", good, "--output", page, "--language", "fr"}
        << QStringLiteral("unknown language 'fr'");
    QTest::newRow("board too large")
        << QStringList{"lesson", "html", big, "--output", page}
        << QStringLiteral("big.qlesson: a web page shows boards up to 64");
    QTest::newRow("not a page name")
        << QStringList{"lesson", "html", good, "--output", dir_.filePath(QStringLiteral("p.txt"))}
        << QStringLiteral("refused.qlesson");
    QTest::newRow("bad lesson") << QStringList{"lesson", "html", dir_.filePath("none.qlesson"),
                                               "--output", page}
                                << QStringLiteral("none.qlesson: no such file");
}

// Refused with exit code 2 and one line, and no page is left behind.
void TestCliLesson::htmlRefused() {
    QFETCH(QStringList, args);
    QFETCH(QString, reason);
    QVERIFY(clitest::isUsageError(runCli(args), reason));
    QVERIFY(!QFile::exists(dir_.filePath(QStringLiteral("refused.html"))));
}

QTEST_GUILESS_MAIN(TestCliLesson)
#include "test_cli_lesson.moc"
