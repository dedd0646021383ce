// LessonFile and LocalizedText: a lesson with every field set, for every algorithm, survives
// toJson -> parse field for field and writes the same bytes again; LocalizedText::in falls back
// in the documented order; and the example in docs/lesson-format.md parses, checks, and says
// true things about its run (checked against the test's own replay of the stepper).
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>
#include <limits>
#include <memory>

#include "Breakpoint.h"
#include "LessonFile.h"
#include "LessonReplay.h"
#include "StepperFactory.h"

#ifndef QUEENSLAB_SOURCE_DIR
#error "QUEENSLAB_SOURCE_DIR must name the source tree (for docs/lesson-format.md)"
#endif

using queens::Algorithm;
using queens::Breakpoint;

namespace {

LocalizedText threeLanguages(const QString& en) {
    LocalizedText t;
    t.set(QStringLiteral("en"), en);
    t.set(QStringLiteral("zh_CN"), QStringLiteral("简体：") + en);
    t.set(QStringLiteral("zh_TW"), QStringLiteral("繁體：") + en);
    return t;
}

// A lesson of `algorithm` that sets every field the format has: three languages everywhere,
// every question kind, a runTo of every kind the algorithm allows (k where the kind takes one),
// given queens where the algorithm accepts them, every stepper option, every panel.
Lesson everyField(Algorithm algorithm) {
    Lesson l;
    l.title = threeLanguages(QStringLiteral("Every field"));
    l.summary = threeLanguages(QStringLiteral("A lesson that sets every key.\n\nTwo paragraphs."));
    l.algorithm = algorithm;
    l.options.n = 6;
    l.options.allSolutions = false;
    l.options.seed = 9007199254740992ULL;  // 2^53, the largest the format takes
    if (algorithm == Algorithm::MinConflicts) {
        l.options.maxStepsPerRestart = 40;
        l.options.maxRestarts = 7;
    }
    if (queens::isCourseLocalSearch(algorithm)) {  // every local-search option off its default
        l.options.maxStepsPerRestart = 50;
        l.options.maxRestarts = 3;
        l.options.climb = queens::StepperOptions::Climb::FirstChoice;
        l.options.sidewaysLimit = 5;
        l.options.randomRestart = true;
        l.options.t0 = 3.25;
        l.options.decay = 0.987654321;
        l.options.tMin = 0.0123;
        l.options.beamWidth = 6;
        l.options.populationSize = 12;
        l.options.mutationRate = 0.3;
    }
    if (algorithm == Algorithm::Csp) {  // every CSP option off its default
        l.options.varOrder = queens::StepperOptions::VarOrder::MrvDegree;
        l.options.valueOrder = queens::StepperOptions::ValueOrder::Lcv;
        l.options.inference = queens::StepperOptions::Inference::Mac;
        l.options.backjump = true;
        l.options.randomTies = true;
        l.options.restartBacktracks = 17;
        l.options.maxRestarts = 4;
    }
    l.options.fixed = {-1, 3, -1, -1, -1, -1};
    if (!queens::StepperFactory::validate(algorithm, l.options).empty()) l.options.fixed.clear();
    l.view.panels = LessonView::panelNames();
    l.view.attacks = true;
    l.view.hValues = algorithm == Algorithm::Bitmask        ? std::optional<bool>()
                     : algorithm == Algorithm::Backtracking ? false
                                                            : true;
    l.view.speed = algorithm == Algorithm::Bitmask ? std::numeric_limits<double>::infinity() : 0.7;

    std::uint64_t step = 0;
    const auto stop = [&](const QString& title) {
        LessonStop s;
        s.step = step;
        step += 7;
        s.title = threeLanguages(title);
        s.narration = threeLanguages(QStringLiteral("Narration of ") + title);
        return s;
    };
    for (int kind = 0; kind < queens::kBreakpointKindCount; ++kind) {
        const auto k = static_cast<Breakpoint::Kind>(kind);
        if (!queens::breakpointApplies(k, algorithm)) continue;
        LessonStop s = stop(QStringLiteral("runTo %1").arg(kind));
        s.runTo = Breakpoint{k, k == Breakpoint::Kind::Depth             ? 3
                                : k == Breakpoint::Kind::ConflictsAtMost ? 2
                                                                         : 0};
        l.stops.push_back(s);
    }
    LessonStop nextQueen = stop(QStringLiteral("next queen"));
    nextQueen.question.kind = LessonQuestion::Kind::NextQueen;
    nextQueen.question.prompt = threeLanguages(QStringLiteral("Where does it go?"));
    l.stops.push_back(nextQueen);
    LessonStop bare = stop(QStringLiteral("next queen without a prompt"));
    bare.narration = {};
    bare.question.kind = LessonQuestion::Kind::NextQueen;
    l.stops.push_back(bare);
    LessonStop choice = stop(QStringLiteral("choice"));
    choice.question.kind = LessonQuestion::Kind::Choice;
    choice.question.prompt = threeLanguages(QStringLiteral("Which?"));
    for (int i = 0; i < LessonQuestion::kMaxChoices; ++i)
        choice.question.choices.push_back(threeLanguages(QStringLiteral("choice %1").arg(i)));
    choice.question.answerChoice = LessonQuestion::kMaxChoices - 1;
    l.stops.push_back(choice);
    LessonStop number = stop(QStringLiteral("number"));
    number.question.kind = LessonQuestion::Kind::Number;
    number.question.prompt = threeLanguages(QStringLiteral("How many?"));
    number.question.answerNumber = -2.75;
    number.question.tolerance = 0.1;
    l.stops.push_back(number);
    return l;
}

// The ```json block of docs/lesson-format.md.
QByteArray docExample() {
    QFile doc(QStringLiteral(QUEENSLAB_SOURCE_DIR "/docs/lesson-format.md"));
    if (!doc.open(QIODevice::ReadOnly)) return {};
    const QString text = QString::fromUtf8(doc.readAll());
    static const QRegularExpression block(QStringLiteral("```json\\n(.*?)```"),
                                          QRegularExpression::DotMatchesEverythingOption);
    return block.match(text).captured(1).toUtf8();
}

}  // namespace

class TestLessonFile : public QObject {
    Q_OBJECT

private slots:
    void roundTrip_data();
    void roundTrip();
    void writeAndRead();
    void fallback_data();
    void fallback();
    void docExampleParsesAndChecks();
    void refusalQuotesTheFileOnOneLine_data();
    void refusalQuotesTheFileOnOneLine();
};

void TestLessonFile::roundTrip_data() {
    QTest::addColumn<int>("algorithm");
    for (const Algorithm a : queens::kAllAlgorithms)
        QTest::newRow(queens::algorithmName(a).data()) << static_cast<int>(a);
}

void TestLessonFile::roundTrip() {
    QFETCH(int, algorithm);
    const Lesson lesson = everyField(static_cast<Algorithm>(algorithm));
    const QByteArray bytes = LessonFile::toJson(lesson);
    QString error;
    const std::optional<Lesson> back = LessonFile::parse(bytes, &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->title, lesson.title);
    QCOMPARE(back->summary, lesson.summary);
    QCOMPARE(back->algorithm, lesson.algorithm);
    QCOMPARE(back->options.n, lesson.options.n);
    QCOMPARE(back->options.allSolutions, lesson.options.allSolutions);
    QCOMPARE(back->options.seed, lesson.options.seed);
    QCOMPARE(back->options.maxStepsPerRestart, lesson.options.maxStepsPerRestart);
    QCOMPARE(back->options.maxRestarts, lesson.options.maxRestarts);
    QCOMPARE(back->options.fixed, lesson.options.fixed);
    QCOMPARE(back->options, lesson.options);  // the local searches' options too
    QCOMPARE(back->view.panels, lesson.view.panels);
    QCOMPARE(back->view.attacks, lesson.view.attacks);
    QCOMPARE(back->view.hValues, lesson.view.hValues);
    QCOMPARE(back->view.speed, lesson.view.speed);
    QCOMPARE(back->stops.size(), lesson.stops.size());
    for (std::size_t i = 0; i < lesson.stops.size(); ++i) {
        const LessonStop& a = back->stops[i];
        const LessonStop& b = lesson.stops[i];
        QCOMPARE(a.step, b.step);
        QCOMPARE(a.title, b.title);
        QCOMPARE(a.narration, b.narration);
        QCOMPARE(a.runTo.has_value(), b.runTo.has_value());
        if (b.runTo) {
            QCOMPARE(a.runTo->kind, b.runTo->kind);
            QCOMPARE(a.runTo->k, b.runTo->k);
        }
        QCOMPARE(a.question.kind, b.question.kind);
        QCOMPARE(a.question.prompt, b.question.prompt);
        QCOMPARE(a.question.choices, b.question.choices);
        QCOMPARE(a.question.answerChoice, b.question.answerChoice);
        QCOMPARE(a.question.answerNumber, b.question.answerNumber);
        QCOMPARE(a.question.tolerance, b.question.tolerance);
    }
    QVERIFY(*back == lesson);  // and nothing the comparisons above missed
    QCOMPARE(LessonFile::toJson(*back), bytes);
    // The lesson really has what the round trip is meant to cover.
    QCOMPARE(lesson.title.byLanguage.size(), 3);
    QVERIFY(lesson.stops.size() >= 5);
}

void TestLessonFile::writeAndRead() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("every field.qlesson"));
    const Lesson lesson = everyField(Algorithm::Backtracking);
    QVERIFY(!lesson.options.fixed.empty());
    QString error;
    QVERIFY2(LessonFile::write(lesson, path, &error), qPrintable(error));
    const std::optional<Lesson> back = LessonFile::read(path, &error);
    QVERIFY2(back, qPrintable(error));
    QVERIFY(*back == lesson);
    QCOMPARE(LessonFile::displayName(path), QStringLiteral("every field.qlesson"));
}

void TestLessonFile::fallback_data() {
    QTest::addColumn<QStringList>("present");  // the languages the text has, in this order
    QTest::addColumn<QString>("asked");
    QTest::addColumn<QString>("shown");

    const QStringList all = {"en", "zh_CN", "zh_TW"};
    for (const QString& l : all) QTest::addRow("all, %s", qPrintable(l)) << all << l << l;
    QTest::newRow("zh_TW -> zh_CN") << QStringList{"en", "zh_CN"} << "zh_TW"
                                    << "zh_CN";
    QTest::newRow("zh_CN -> zh_TW") << QStringList{"en", "zh_TW"} << "zh_CN"
                                    << "zh_TW";
    QTest::newRow("zh_TW -> en") << QStringList{"en"} << "zh_TW"
                                 << "en";
    QTest::newRow("zh_CN -> en") << QStringList{"en"} << "zh_CN"
                                 << "en";
    QTest::newRow("en -> first (zh_CN)") << QStringList{"zh_TW", "zh_CN"} << "en"
                                         << "zh_CN";
    QTest::newRow("en -> first (zh_TW)") << QStringList{"zh_TW"} << "en"
                                         << "zh_TW";
    QTest::newRow("zh_CN -> zh_TW without en") << QStringList{"zh_TW"} << "zh_CN"
                                               << "zh_TW";
    QTest::newRow("unknown language -> en") << QStringList{"zh_CN", "en"} << "fr"
                                            << "en";
    QTest::newRow("unknown language -> first") << QStringList{"zh_TW", "zh_CN"} << "fr"
                                               << "zh_CN";
}

void TestLessonFile::fallback() {
    QFETCH(QStringList, present);
    QFETCH(QString, asked);
    QFETCH(QString, shown);
    LocalizedText t;
    for (const QString& l : present) t.set(l, QStringLiteral("text in ") + l);
    QCOMPARE(t.in(asked), QStringLiteral("text in ") + shown);
    QCOMPARE(LocalizedText().in(asked), QString());
}

void TestLessonFile::docExampleParsesAndChecks() {
    const QByteArray json = docExample();
    QVERIFY(!json.isEmpty());
    QString error;
    const std::optional<Lesson> lesson = LessonFile::parse(json, &error);
    QVERIFY2(lesson, qPrintable(error));
    const LessonReplay::Result r = LessonReplay::check(*lesson);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(lesson->stops.size(), std::size_t{3});

    // What the example says about its run, against the test's own replay of the stepper.
    const auto stepper = queens::StepperFactory::create(lesson->algorithm, lesson->options);
    std::vector<queens::StepEvent> events;
    queens::StepEvent e{};
    while (stepper->next(e)) events.push_back(e);
    // Stop 2, "every square of row 2 is attacked": since the last Place (row 1's queen) each of
    // row 2's four squares has been rejected, and the answer "Go back to row 1" is the next
    // event, the Remove of row 1's queen.
    const std::size_t deadEnd = lesson->stops[1].step;
    std::vector<bool> rejected(4, false);
    for (std::size_t i = deadEnd; i-- > 0 && events[i].kind != queens::EventKind::Place;)
        if (events[i].kind == queens::EventKind::Reject && events[i].a == 2)
            rejected[static_cast<std::size_t>(events[i].b)] = true;
    QCOMPARE(rejected, std::vector<bool>(4, true));
    QCOMPARE(events[deadEnd].kind, queens::EventKind::Remove);
    QCOMPARE(events[deadEnd].a, 1);
    QCOMPARE(lesson->stops[1].question.answerChoice, 0);
    // Stop 3 is the first solution (its runTo) and its answer, the solutions so far, is 1.
    std::size_t firstSolution = 0;
    while (events[firstSolution].kind != queens::EventKind::Solution) ++firstSolution;
    QCOMPARE(lesson->stops[2].step, firstSolution + 1);
    QCOMPARE(lesson->stops[2].question.answerNumber, 1.0);
}

void TestLessonFile::refusalQuotesTheFileOnOneLine_data() {
    QTest::addColumn<QByteArray>("problem");  // the "problem" object of a one-stop lesson
    QTest::addColumn<QByteArray>("stop");     // its one stop
    QTest::addColumn<QString>("reason");      // the refusal ends with it

    const QByteArray stop = R"({"step": 0, "title": {"en": "s"}})";
    const QByteArray four = R"({"algorithm": "backtracking", "n": 4})";
    QTest::newRow("line break") << QByteArray(R"({"algorithm": "a\nb", "n": 4})") << stop
                                << QStringLiteral("unknown algorithm \"a\\nb\"");
    QTest::newRow("long") << ("{\"algorithm\": \"" + QByteArray(1000, 'x') + "\", \"n\": 4}")
                          << stop
                          << QStringLiteral("unknown algorithm \"") +
                                 QString(39, QLatin1Char('x')) + QStringLiteral("…");
    QTest::newRow("question kind a number")
        << four << QByteArray(R"({"step": 0, "title": {"en": "s"}, "question": {"kind": 7}})")
        << QStringLiteral("unknown kind 7 (known: next-queen, choice, number)");
    QTest::newRow("runTo kind an array")
        << four << QByteArray(R"({"step": 0, "title": {"en": "s"}, "runTo": {"kind": [1]}})")
        << QStringLiteral("unknown kind [1]");
}

void TestLessonFile::refusalQuotesTheFileOnOneLine() {
    QFETCH(QByteArray, problem);
    QFETCH(QByteArray, stop);
    QFETCH(QString, reason);
    const QByteArray json = R"({"format": "queenslab-lesson", "version": 1, "title": {"en": "t"},
        "problem": )" + problem +
                            R"(, "stops": [)" + stop + "]}";
    QString error;
    QVERIFY(!LessonFile::parse(json, &error));
    QVERIFY2(error.endsWith(reason), qPrintable(error));
    QVERIFY2(!error.contains(QLatin1Char('\n')), qPrintable(error));
    QVERIFY2(error.size() < 120, qPrintable(error));
}

QTEST_GUILESS_MAIN(TestLessonFile)
#include "test_lesson_file.moc"
