#include "LessonFile.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStringDecoder>
#include <cmath>
#include <limits>

#include "FixedQueens.h"
#include "LessonJsonValues.h"
#include "LessonCspOptions.h"
#include "LessonLocalSearchOptions.h"
#include "StepperFactory.h"

namespace {

using V = LessonJsonValues;

constexpr double kMaxSeed = 9007199254740992.0;  // 2^53: exact in a JSON number
constexpr double kMinSpeed = 0.5;
constexpr double kMaxSpeed = 10'000;

const char* const kFormat = "queenslab-lesson";

struct BreakpointName {
    queens::Breakpoint::Kind kind;
    const char* name;
    bool takesK;
};
constexpr BreakpointName kBreakpointNames[] = {
    {queens::Breakpoint::Kind::NextSolution, "next-solution", false},
    {queens::Breakpoint::Kind::NextBacktrack, "next-backtrack", false},
    {queens::Breakpoint::Kind::NextRestart, "next-restart", false},
    {queens::Breakpoint::Kind::Depth, "depth", true},
    {queens::Breakpoint::Kind::ConflictsAtMost, "conflicts-at-most", true},
    {queens::Breakpoint::Kind::NextWipeout, "next-wipeout", false},
    {queens::Breakpoint::Kind::NextBackjump, "next-backjump", false},
};

const char* questionKindName(LessonQuestion::Kind k) {
    switch (k) {
        case LessonQuestion::Kind::NextQueen:
            return "next-queen";
        case LessonQuestion::Kind::Choice:
            return "choice";
        case LessonQuestion::Kind::Number:
            return "number";
        case LessonQuestion::Kind::None:
            break;
    }
    return "";
}

void readProblem(const QJsonObject& root, Lesson& lesson) {
    const QString where = LessonFile::tr("problem");
    const QJsonObject p = V::object(V::need(root, "problem", {}), QStringLiteral("\"problem\""));
    const QJsonValue a = V::need(p, "algorithm", where);
    if (!a.isString()) V::refuse(V::at(where, LessonFile::tr("\"algorithm\" must be a string")));
    const auto algorithm = queens::algorithmFromName(a.toString().toStdString());
    if (!algorithm)
        V::refuse(V::at(where, LessonFile::tr("unknown algorithm %1").arg(V::shown(a))));
    lesson.algorithm = *algorithm;
    queens::StepperOptions& o = lesson.options;
    o = {};
    const int maxN = queens::StepperFactory::maxN(*algorithm);
    o.n = static_cast<int>(
        V::integer(V::need(p, "n", where), V::at(where, QStringLiteral("\"n\"")), 1, maxN));
    if (p.contains(QLatin1String("allSolutions")))
        o.allSolutions = V::boolean(p.value(QLatin1String("allSolutions")),
                                    V::at(where, QStringLiteral("\"allSolutions\"")));
    if (p.contains(QLatin1String("seed")))
        o.seed = static_cast<std::uint64_t>(V::integer(
            p.value(QLatin1String("seed")), V::at(where, QStringLiteral("\"seed\"")), 0, kMaxSeed));
    if (p.contains(QLatin1String("maxStepsPerRestart")))
        o.maxStepsPerRestart = static_cast<std::uint64_t>(
            V::integer(p.value(QLatin1String("maxStepsPerRestart")),
                       V::at(where, QStringLiteral("\"maxStepsPerRestart\"")), 0, kMaxSeed));
    if (p.contains(QLatin1String("maxRestarts")))
        o.maxRestarts = static_cast<std::uint64_t>(
            V::integer(p.value(QLatin1String("maxRestarts")),
                       V::at(where, QStringLiteral("\"maxRestarts\"")), 0, kMaxSeed));
    LessonLocalSearchOptions::read(p, where, o);
    LessonCspOptions::read(p, where, o);
    if (p.contains(QLatin1String("fixed"))) {
        const QString what = V::at(where, QStringLiteral("\"fixed\""));
        const QJsonArray f = V::array(p.value(QLatin1String("fixed")), what);
        if (f.size() != o.n)
            V::refuse(LessonFile::tr("%1 must have %L2 entries, one per row; it has %L3")
                          .arg(what)
                          .arg(o.n)
                          .arg(f.size()));
        o.fixed.reserve(static_cast<std::size_t>(o.n));
        for (const QJsonValue& c : f)
            o.fixed.push_back(static_cast<int>(V::integer(c, what, -1, o.n - 1)));
        if (!queens::FixedQueens::anyGiven(o.fixed)) o.fixed.clear();
    }
    const std::string why = queens::StepperFactory::validate(*algorithm, o);
    if (!why.empty()) V::refuse(V::at(where, QString::fromStdString(why)));
}

void readView(const QJsonObject& root, Lesson& lesson) {
    lesson.view = {};
    if (!root.contains(QLatin1String("view"))) return;
    const QString where = LessonFile::tr("view");
    const QJsonObject v = V::object(root.value(QLatin1String("view")), QStringLiteral("\"view\""));
    if (v.contains(QLatin1String("panels"))) {
        const QString what = V::at(where, QStringLiteral("\"panels\""));
        lesson.view.panels.clear();
        for (const QJsonValue& p : V::array(v.value(QLatin1String("panels")), what)) {
            if (!p.isString() || !LessonView::panelNames().contains(p.toString()))
                V::refuse(LessonFile::tr("%1: unknown panel %2 (known: %3)")
                              .arg(what, V::shown(p),
                                   LessonView::panelNames().join(QStringLiteral(", "))));
            if (!lesson.view.panels.contains(p.toString())) lesson.view.panels << p.toString();
        }
    }
    if (v.contains(QLatin1String("attacks")))
        lesson.view.attacks = V::boolean(v.value(QLatin1String("attacks")),
                                         V::at(where, QStringLiteral("\"attacks\"")));
    if (v.contains(QLatin1String("hValues")))
        lesson.view.hValues = V::boolean(v.value(QLatin1String("hValues")),
                                         V::at(where, QStringLiteral("\"hValues\"")));
    if (v.contains(QLatin1String("speed"))) {
        const QJsonValue s = v.value(QLatin1String("speed"));
        const QString what = V::at(where, QStringLiteral("\"speed\""));
        if (s.isString() && s.toString() == QLatin1String("max")) {
            lesson.view.speed = std::numeric_limits<double>::infinity();
        } else {
            if (!s.isDouble())
                V::refuse(
                    LessonFile::tr("%1 must be a number of steps per second or \"max\"").arg(what));
            const double d = s.toDouble();
            if (!(d >= kMinSpeed && d <= kMaxSpeed))
                V::refuse(LessonFile::tr("%1 must be from %L2 to %L3 steps per second; got %L4")
                              .arg(what)
                              .arg(kMinSpeed)
                              .arg(kMaxSpeed)
                              .arg(d));
            lesson.view.speed = d;
        }
    }
}

std::optional<queens::Breakpoint> readRunTo(const QJsonObject& s, const QString& where,
                                            queens::Algorithm algorithm, int n) {
    if (!s.contains(QLatin1String("runTo"))) return std::nullopt;
    const QString w = V::at(where, QStringLiteral("\"runTo\""));
    const QJsonObject r = V::object(s.value(QLatin1String("runTo")), w);
    const QJsonValue k = V::need(r, "kind", w);
    for (const BreakpointName& b : kBreakpointNames) {
        if (k.toString() != QLatin1String(b.name)) continue;
        if (!queens::breakpointApplies(b.kind, algorithm))
            V::refuse(LessonFile::tr("%1: \"%2\" does not apply to the %3 search")
                          .arg(w, QLatin1String(b.name),
                               QString::fromUtf8(queens::algorithmName(algorithm).data())));
        queens::Breakpoint bp{b.kind, 0};
        if (b.takesK) {
            const double hi = b.kind == queens::Breakpoint::Kind::Depth ? n : kMaxSeed;
            bp.k = static_cast<std::int64_t>(
                V::integer(V::need(r, "k", w), V::at(w, QStringLiteral("\"k\"")),
                           b.kind == queens::Breakpoint::Kind::Depth ? 1 : 0, hi));
        }
        return bp;
    }
    V::refuse(LessonFile::tr("%1: unknown kind %2").arg(w, V::shown(k)));
}

LessonQuestion readQuestion(const QJsonObject& s, const QString& where) {
    LessonQuestion q;
    if (!s.contains(QLatin1String("question"))) return q;
    const QString w = V::at(where, LessonFile::tr("question"));
    const QJsonObject o = V::object(s.value(QLatin1String("question")), w);
    const QJsonValue kindValue = V::need(o, "kind", w);
    const QString kind = kindValue.toString();
    if (kind == QLatin1String("next-queen")) {
        q.kind = LessonQuestion::Kind::NextQueen;
    } else if (kind == QLatin1String("choice")) {
        q.kind = LessonQuestion::Kind::Choice;
    } else if (kind == QLatin1String("number")) {
        q.kind = LessonQuestion::Kind::Number;
    } else {
        V::refuse(LessonFile::tr("%1: unknown kind %2 (known: next-queen, choice, number)")
                      .arg(w, V::shown(kindValue)));
    }
    if (o.contains(QLatin1String("prompt")))
        q.prompt =
            V::text(o.value(QLatin1String("prompt")), V::at(w, QStringLiteral("\"prompt\"")));
    else if (q.kind != LessonQuestion::Kind::NextQueen)
        V::refuse(V::at(w, LessonFile::tr("\"prompt\" is missing")));
    if (q.kind == LessonQuestion::Kind::Choice) {
        const QString cw = V::at(w, QStringLiteral("\"choices\""));
        const QJsonArray choices = V::array(V::need(o, "choices", w), cw);
        if (choices.size() < 2 || choices.size() > LessonQuestion::kMaxChoices)
            V::refuse(LessonFile::tr("%1 must hold 2 to %2 answers; it holds %3")
                          .arg(cw)
                          .arg(LessonQuestion::kMaxChoices)
                          .arg(choices.size()));
        for (const QJsonValue& c : choices) q.choices.push_back(V::text(c, cw));
        if (!o.contains(QLatin1String("answer")))
            V::refuse(
                V::at(w, LessonFile::tr("the question has no answer (\"answer\": the index of "
                                        "the right choice)")));
        q.answerChoice = static_cast<int>(V::integer(o.value(QLatin1String("answer")),
                                                     V::at(w, QStringLiteral("\"answer\"")), 0,
                                                     choices.size() - 1));
    } else if (q.kind == LessonQuestion::Kind::Number) {
        if (!o.contains(QLatin1String("answer")))
            V::refuse(
                V::at(w, LessonFile::tr("the question has no answer (\"answer\": a number)")));
        q.answerNumber =
            V::number(o.value(QLatin1String("answer")), V::at(w, QStringLiteral("\"answer\"")));
        if (o.contains(QLatin1String("tolerance"))) {
            q.tolerance = V::number(o.value(QLatin1String("tolerance")),
                                    V::at(w, QStringLiteral("\"tolerance\"")));
            if (q.tolerance < 0)
                V::refuse(V::at(w, LessonFile::tr("\"tolerance\" must not be negative")));
        }
    }
    return q;
}

void readStops(const QJsonObject& root, Lesson& lesson) {
    const QJsonArray stops = V::array(V::need(root, "stops", {}), QStringLiteral("\"stops\""));
    if (stops.isEmpty()) V::refuse(LessonFile::tr("the lesson has no stops"));
    if (stops.size() > Lesson::kMaxStops)
        V::refuse(LessonFile::tr("the lesson has %L1 stops; at most %L2 are allowed")
                      .arg(stops.size())
                      .arg(Lesson::kMaxStops));
    int index = 0;
    for (const QJsonValue& v : stops) {
        ++index;
        const QString where = LessonFile::tr("stop %1").arg(index);
        const QJsonObject s = V::object(v, where);
        LessonStop stop;
        stop.step = static_cast<std::uint64_t>(
            V::integer(V::need(s, "step", where), V::at(where, QStringLiteral("\"step\"")), 0,
                       static_cast<double>(Lesson::kMaxStep)));
        stop.title = V::text(V::need(s, "title", where), V::at(where, QStringLiteral("\"title\"")));
        if (s.contains(QLatin1String("narration")))
            stop.narration = V::text(s.value(QLatin1String("narration")),
                                     V::at(where, QStringLiteral("\"narration\"")));
        stop.runTo = readRunTo(s, where, lesson.algorithm, lesson.options.n);
        stop.question = readQuestion(s, where);
        lesson.stops.push_back(std::move(stop));
    }
}

}  // namespace

std::optional<Lesson> LessonFile::parse(const QByteArray& bytes, QString* error) {
    const auto fail = [&](const QString& why) -> std::optional<Lesson> {
        if (error) *error = why;
        return std::nullopt;
    };
    if (bytes.size() > kMaxBytes)
        return fail(tr("the file is larger than %L1 MiB; a lesson is a small text file")
                        .arg(kMaxBytes >> 20));
    if (bytes.isEmpty()) return fail(tr("the file is empty"));
    if (bytes.contains('\0')) return fail(tr("this is a binary file, not a lesson (JSON text)"));
    {
        QStringDecoder utf8(QStringDecoder::Utf8);
        [[maybe_unused]] const QString decoded = utf8.decode(bytes);
        if (utf8.hasError()) return fail(tr("the file is not UTF-8 text, so it is not a lesson"));
    }
    QJsonParseError jsonError{};
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &jsonError);
    if (jsonError.error != QJsonParseError::NoError) {
        const bool truncated = jsonError.error == QJsonParseError::UnterminatedObject ||
                               jsonError.error == QJsonParseError::UnterminatedArray ||
                               jsonError.error == QJsonParseError::UnterminatedString ||
                               jsonError.offset >= bytes.size() - 1;
        if (truncated)
            return fail(tr("the file ends early, at %1: it looks truncated")
                            .arg(V::position(bytes, jsonError.offset)));
        return fail(tr("not valid JSON at %1 (%2)")
                        .arg(V::position(bytes, jsonError.offset), jsonError.errorString()));
    }
    if (!doc.isObject()) return fail(tr("not a lesson: the file holds no JSON object"));
    const QJsonObject root = doc.object();
    if (root.value(QLatin1String("format")).toString() != QLatin1String(kFormat))
        return fail(tr("not a lesson: \"format\" is not \"%1\"").arg(QLatin1String(kFormat)));
    try {
        const double version =
            V::integer(V::need(root, "version", {}), QStringLiteral("\"version\""), 1,
                       std::numeric_limits<int>::max());
        if (version > Lesson::kFormatVersion)
            return fail(tr("made by a newer QueensLab (lesson format version %1; this one reads "
                           "up to version %2)")
                            .arg(version, 0, 'f', 0)
                            .arg(Lesson::kFormatVersion));
        Lesson lesson;
        lesson.title = V::text(V::need(root, "title", {}), QStringLiteral("\"title\""));
        if (root.contains(QLatin1String("summary")))
            lesson.summary =
                V::text(root.value(QLatin1String("summary")), QStringLiteral("\"summary\""));
        readProblem(root, lesson);
        readView(root, lesson);
        readStops(root, lesson);
        return lesson;
    } catch (const V::Refusal& r) {
        return fail(r.reason);
    }
}

QString LessonFile::displayName(const QString& path) {
    const QString name = QFileInfo(path).fileName();
    return name.isEmpty() ? path : name;
}

std::optional<Lesson> LessonFile::read(const QString& path, QString* error, QByteArray* bytes) {
    const QString name = displayName(path);
    const auto fail = [&](const QString& why) -> std::optional<Lesson> {
        if (error) *error = tr("%1: %2").arg(name, why);
        return std::nullopt;
    };
    const QFileInfo info(path);
    if (!info.exists()) return fail(tr("no such file"));
    if (info.isDir()) return fail(tr("this is a folder, not a lesson file"));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(tr("cannot read it (%1)").arg(file.errorString()));
    // Read one byte more than allowed, so a huge file is refused without reading all of it.
    QByteArray content = file.read(kMaxBytes + 1);
    if (file.error() != QFileDevice::NoError)
        return fail(tr("cannot read it (%1)").arg(file.errorString()));
    QString why;
    std::optional<Lesson> lesson = parse(content, &why);
    if (!lesson) return fail(why);
    if (bytes) *bytes = std::move(content);
    return lesson;
}

QByteArray LessonFile::toJson(const Lesson& lesson) {
    QJsonObject root;
    root.insert(QStringLiteral("format"), QLatin1String(kFormat));
    root.insert(QStringLiteral("version"), Lesson::kFormatVersion);
    root.insert(QStringLiteral("title"), V::textJson(lesson.title));
    if (!lesson.summary.isEmpty())
        root.insert(QStringLiteral("summary"), V::textJson(lesson.summary));

    const queens::StepperOptions& o = lesson.options;
    QJsonObject problem;
    problem.insert(QStringLiteral("algorithm"),
                   QString::fromUtf8(queens::algorithmName(lesson.algorithm).data()));
    problem.insert(QStringLiteral("n"), o.n);
    problem.insert(QStringLiteral("allSolutions"), o.allSolutions);
    problem.insert(QStringLiteral("seed"), static_cast<double>(o.seed));
    if (o.maxStepsPerRestart != 0)
        problem.insert(QStringLiteral("maxStepsPerRestart"),
                       static_cast<double>(o.maxStepsPerRestart));
    if (o.maxRestarts != 0)
        problem.insert(QStringLiteral("maxRestarts"), static_cast<double>(o.maxRestarts));
    LessonLocalSearchOptions::write(o, problem);
    LessonCspOptions::write(o, problem);
    if (queens::FixedQueens::anyGiven(o.fixed)) {
        QJsonArray fixed;
        for (int c : o.fixed) fixed.append(c);
        problem.insert(QStringLiteral("fixed"), fixed);
    }
    root.insert(QStringLiteral("problem"), problem);

    QJsonObject view;
    view.insert(QStringLiteral("panels"), QJsonArray::fromStringList(lesson.view.panels));
    view.insert(QStringLiteral("attacks"), lesson.view.attacks);
    if (lesson.view.hValues) view.insert(QStringLiteral("hValues"), *lesson.view.hValues);
    if (std::isinf(lesson.view.speed))
        view.insert(QStringLiteral("speed"), QStringLiteral("max"));
    else
        view.insert(QStringLiteral("speed"), lesson.view.speed);
    root.insert(QStringLiteral("view"), view);

    QJsonArray stops;
    for (const LessonStop& s : lesson.stops) {
        QJsonObject stop;
        stop.insert(QStringLiteral("step"), static_cast<double>(s.step));
        stop.insert(QStringLiteral("title"), V::textJson(s.title));
        if (!s.narration.isEmpty())
            stop.insert(QStringLiteral("narration"), V::textJson(s.narration));
        if (s.runTo) {
            QJsonObject r;
            for (const BreakpointName& b : kBreakpointNames) {
                if (b.kind != s.runTo->kind) continue;
                r.insert(QStringLiteral("kind"), QLatin1String(b.name));
                if (b.takesK) r.insert(QStringLiteral("k"), static_cast<double>(s.runTo->k));
            }
            stop.insert(QStringLiteral("runTo"), r);
        }
        const LessonQuestion& q = s.question;
        if (!q.isEmpty()) {
            QJsonObject question;
            question.insert(QStringLiteral("kind"), QLatin1String(questionKindName(q.kind)));
            if (!q.prompt.isEmpty())
                question.insert(QStringLiteral("prompt"), V::textJson(q.prompt));
            if (q.kind == LessonQuestion::Kind::Choice) {
                QJsonArray choices;
                for (const LocalizedText& c : q.choices) choices.append(V::textJson(c));
                question.insert(QStringLiteral("choices"), choices);
                question.insert(QStringLiteral("answer"), q.answerChoice);
            } else if (q.kind == LessonQuestion::Kind::Number) {
                question.insert(QStringLiteral("answer"), q.answerNumber);
                if (q.tolerance != 0) question.insert(QStringLiteral("tolerance"), q.tolerance);
            }
            stop.insert(QStringLiteral("question"), question);
        }
        stops.append(stop);
    }
    root.insert(QStringLiteral("stops"), stops);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

bool LessonFile::write(const Lesson& lesson, const QString& path, QString* error) {
    QSaveFile file(path);
    const auto fail = [&] {
        if (error) *error = tr("%1: %2").arg(QFileInfo(path).fileName(), file.errorString());
        return false;
    };
    if (!file.open(QIODevice::WriteOnly)) return fail();
    const QByteArray bytes = toJson(lesson);
    if (file.write(bytes) != bytes.size()) return fail();
    if (!file.commit()) return fail();
    return true;
}
