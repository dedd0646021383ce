#include "LessonPage.h"

#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <algorithm>
#include <cmath>

#include "BoardColors.h"
#include "ExportFile.h"
#include "LessonReplay.h"
#include "LessonTrace.h"
#include "StepperFactory.h"

namespace {

const QString kCancelled = QStringLiteral("cancelled");

QByteArray resource(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The queen of resources/queen.svg as a <symbol id="queen"> for <use href="#queen">.
QByteArray queenSymbol() {
    const QString svg = QString::fromUtf8(resource(QStringLiteral(":/queenslab/queen.svg")));
    static const QRegularExpression root(QStringLiteral("<svg\\b([^>]*)>(.*)</svg>"),
                                         QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression viewBox(QStringLiteral("viewBox=\"([^\"]*)\""));
    const QRegularExpressionMatch m = root.match(svg);
    if (!m.hasMatch()) return {};
    const QRegularExpressionMatch box = viewBox.match(m.captured(1));
    const QString vb = box.hasMatch() ? box.captured(1) : QStringLiteral("0 0 100 100");
    return QStringLiteral("<symbol id=\"queen\" viewBox=\"%1\">%2</symbol>")
        .arg(vb, m.captured(2).trimmed())
        .toUtf8();
}

QJsonObject texts() {
    return {
        {QStringLiteral("stepOf"), LessonPage::tr("Step %1 of %2")},
        {QStringLiteral("stopOf"), LessonPage::tr("Stop %1 of %2")},
        {QStringLiteral("stepN"), LessonPage::tr("step %1")},
        {QStringLiteral("first"), LessonPage::tr("Start")},
        {QStringLiteral("last"), LessonPage::tr("End")},
        {QStringLiteral("back"), LessonPage::tr("Back")},
        {QStringLiteral("forward"), LessonPage::tr("Forward")},
        {QStringLiteral("play"), LessonPage::tr("Play")},
        {QStringLiteral("pause"), LessonPage::tr("Pause")},
        {QStringLiteral("prevStop"), LessonPage::tr("Previous stop")},
        {QStringLiteral("nextStop"), LessonPage::tr("Next stop")},
        {QStringLiteral("scrubber"), LessonPage::tr("Step")},
        {QStringLiteral("board"),
         LessonPage::tr("Board of %1 × %1; rows and columns count from 0")},
        {QStringLiteral("stops"), LessonPage::tr("Stops")},
        {QStringLiteral("code"), LessonPage::tr("Pseudo-code")},
        {QStringLiteral("stats"), LessonPage::tr("Statistics")},
        {QStringLiteral("queens"), LessonPage::tr("Queens on board")},
        {QStringLiteral("nodes"), LessonPage::tr("Cells tried")},
        {QStringLiteral("backtracks"), LessonPage::tr("Backtracks")},
        {QStringLiteral("open"), LessonPage::tr("OPEN")},
        {QStringLiteral("closed"), LessonPage::tr("CLOSED")},
        {QStringLiteral("collisions"), LessonPage::tr("Collisions")},
        {QStringLiteral("swaps"), LessonPage::tr("Swaps made")},
        {QStringLiteral("restarts"), LessonPage::tr("Restarts")},
        {QStringLiteral("h"), LessonPage::tr("Attacking pairs h")},
        {QStringLiteral("moves"), LessonPage::tr("Moves")},
        {QStringLiteral("sideways"), LessonPage::tr("Sideways moves")},
        {QStringLiteral("generations"), LessonPage::tr("Generations")},
        {QStringLiteral("solutions"), LessonPage::tr("Solutions")},
        {QStringLiteral("question"), LessonPage::tr("Question")},
        {QStringLiteral("check"), LessonPage::tr("Check")},
        {QStringLiteral("yourAnswer"), LessonPage::tr("Your answer")},
        {QStringLiteral("clickSquare"),
         LessonPage::tr("Click the square where the search puts its next queen.")},
        {QStringLiteral("right"), LessonPage::tr("Right!")},
        {QStringLiteral("wrongChoice"), LessonPage::tr("Not quite: the answer is “%1”.")},
        {QStringLiteral("wrongNumber"), LessonPage::tr("Not quite: the answer is %1.")},
        {QStringLiteral("rightSquare"),
         LessonPage::tr("Right: the next queen goes on row %1, column %2.")},
        {QStringLiteral("wrongSquare"),
         LessonPage::tr("Not quite: the next queen goes on row %1, column %2.")},
        {QStringLiteral("notNumber"), LessonPage::tr("Type a number.")},
        {QStringLiteral("score"), LessonPage::tr("Score: %1 of %2 questions right")},
        {QStringLiteral("answered"), LessonPage::tr("Questions answered: %1 of %2")},
        {QStringLiteral("keys"),
         LessonPage::tr(
             "Keys: → and ← step, PageDown and PageUp go to the next and previous stop, Home "
             "and End to the start and end, Space plays and pauses.")},
        {QStringLiteral("footer"), LessonPage::tr("Made with QueensLab.")},
        {QStringLiteral("windows"),
         LessonPage::tr("This page holds %1 of the %2 steps up to the last stop, those around "
                        "the stops: the steps between them are left out, and playing jumps over "
                        "them.")},
    };
}

QJsonObject boardColors(bool dark) {
    const BoardColors c = BoardColors::forTheme(dark);
    return {{QStringLiteral("light"), c.lightSquare.name()},
            {QStringLiteral("dark"), c.darkSquare.name()},
            {QStringLiteral("frame"), c.frame.name()},
            {QStringLiteral("label"), c.label.name()},
            {QStringLiteral("halo"), c.markHalo.name(QColor::HexRgb)},
            {QStringLiteral("queen"), c.compactQueen.name()},
            {QStringLiteral("queenRim"), c.queenHalo.name()},
            {QStringLiteral("background"), BoardColors::themeBackground(dark).name()}};
}

QJsonObject question(const LessonQuestion& q, const std::optional<LessonReplay::Square>& next,
                     const QString& language) {
    QJsonObject o;
    switch (q.kind) {
        case LessonQuestion::Kind::None:
            return {};
        case LessonQuestion::Kind::NextQueen:
            o[QStringLiteral("kind")] = QStringLiteral("next-queen");
            if (next) o[QStringLiteral("square")] = QJsonArray{next->row, next->col};
            break;
        case LessonQuestion::Kind::Choice: {
            o[QStringLiteral("kind")] = QStringLiteral("choice");
            QJsonArray choices;
            for (const LocalizedText& c : q.choices) choices.append(c.in(language));
            o[QStringLiteral("choices")] = choices;
            o[QStringLiteral("answer")] = q.answerChoice;
            break;
        }
        case LessonQuestion::Kind::Number:
            o[QStringLiteral("kind")] = QStringLiteral("number");
            o[QStringLiteral("answer")] = q.answerNumber;
            o[QStringLiteral("tolerance")] = q.tolerance;
            break;
    }
    o[QStringLiteral("prompt")] = q.prompt.in(language);
    return o;
}

QJsonArray pseudocode(queens::Algorithm algorithm) {
    QJsonArray lines;
    for (std::string_view line : queens::StepperFactory::pseudocode(algorithm)) {
        const QByteArray source(line.data(), static_cast<qsizetype>(line.size()));
        lines.append(QCoreApplication::translate("Pseudocode", source.constData()));
    }
    return lines;
}

// `page` with every {{NAME}} replaced by parts[NAME], in one pass: a replacement is never
// searched for markers itself.
QByteArray fill(const QByteArray& page, const QHash<QByteArray, QByteArray>& parts) {
    QByteArray out;
    out.reserve(page.size() + 64);
    for (qsizetype from = 0;;) {
        const qsizetype open = page.indexOf("{{", from);
        const qsizetype close = open < 0 ? -1 : page.indexOf("}}", open + 2);
        if (close < 0) {
            out += page.mid(from);
            break;
        }
        out += page.mid(from, open - from);
        out += parts.value(page.mid(open + 2, close - open - 2));
        from = close + 2;
    }
    return out;
}

}  // namespace

std::vector<LessonTrace::Range> LessonPage::windows(const Lesson& lesson) {
    const std::uint64_t last = lesson.lastStep();
    if (last <= kMaxSteps || lesson.stops.empty()) return {{0, last}};
    const std::uint64_t share = kMaxSteps / lesson.stops.size();
    const std::uint64_t before = share * 3 / 4;
    const std::uint64_t after = share - before - 1;
    std::vector<LessonTrace::Range> around;
    for (const LessonStop& s : lesson.stops)
        around.push_back({s.step > before ? s.step - before : 0, std::min(s.step + after, last)});
    std::sort(around.begin(), around.end(),
              [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<LessonTrace::Range> merged;
    for (const LessonTrace::Range& r : around) {
        if (!merged.empty() && r.first <= merged.back().last + 1)
            merged.back().last = std::max(merged.back().last, r.last);
        else
            merged.push_back(r);
    }
    return merged;
}

QString LessonPage::htmlLanguage(const QString& language) {
    if (language == QLatin1String("zh_CN")) return QStringLiteral("zh-CN");
    if (language == QLatin1String("zh_TW")) return QStringLiteral("zh-TW");
    return QStringLiteral("en");
}

QByteArray LessonPage::html(const Lesson& lesson, const QString& language, QString* error,
                            const std::atomic<bool>* cancel) {
    const auto fail = [error](const QString& why) {
        if (error) *error = why;
        return QByteArray();
    };
    const int n = lesson.options.n;
    if (n > kMaxN)
        return fail(tr("a web page shows boards up to %1 × %1; this lesson's board is %L2 × %L2")
                        .arg(kMaxN)
                        .arg(n));
    const LessonReplay::Result checked = LessonReplay::check(lesson, cancel);
    if (checked.cancelled) return fail(kCancelled);
    if (!checked.ok()) return fail(checked.error);
    QString why;
    const std::optional<QJsonObject> trace =
        LessonTrace::record(lesson, windows(lesson), &why, cancel);
    if (!trace) return fail(why.isEmpty() ? kCancelled : why);

    QJsonArray stops;
    for (std::size_t i = 0; i < lesson.stops.size(); ++i) {
        const LessonStop& s = lesson.stops[i];
        QJsonObject stop{{QStringLiteral("step"), static_cast<qint64>(s.step)},
                         {QStringLiteral("title"), s.title.in(language)},
                         {QStringLiteral("narration"), s.narration.in(language)}};
        if (!s.question.isEmpty())
            stop[QStringLiteral("question")] = question(s.question, checked.nextQueen[i], language);
        stops.append(stop);
    }
    const QJsonObject data{
        {QStringLiteral("title"), lesson.title.in(language)},
        {QStringLiteral("summary"), lesson.summary.in(language)},
        {QStringLiteral("speed"), std::isfinite(lesson.view.speed) ? lesson.view.speed : 1000.0},
        {QStringLiteral("texts"), texts()},
        {QStringLiteral("code"), pseudocode(lesson.algorithm)},
        {QStringLiteral("stops"), stops},
        {QStringLiteral("colors"), QJsonObject{{QStringLiteral("light"), boardColors(false)},
                                               {QStringLiteral("dark"), boardColors(true)}}},
        {QStringLiteral("trace"), *trace},
    };
    // In a <script> element: no "</script>" or "<!--" may appear, so every "<" is escaped.
    QByteArray json = QJsonDocument(data).toJson(QJsonDocument::Compact);
    json.replace("<", "\\u003c");

    const QByteArray page = resource(QStringLiteral(":/lesson-page/page.html"));
    if (page.isEmpty()) return fail(tr("the page template is missing from the program"));
    const QHash<QByteArray, QByteArray> parts{
        {"LANG", htmlLanguage(language).toUtf8()},
        {"TITLE", lesson.title.in(language).toHtmlEscaped().toUtf8()},
        {"NOSCRIPT", tr("This page needs JavaScript to show the lesson.").toHtmlEscaped().toUtf8()},
        {"STYLE", resource(QStringLiteral(":/lesson-page/page.css"))},
        {"BOARD", resource(QStringLiteral(":/lesson-page/board.js"))},
        {"SCRIPT", resource(QStringLiteral(":/lesson-page/page.js"))},
        {"QUEEN", queenSymbol()},
        {"DATA", json},
    };
    return fill(page, parts);
}

bool LessonPage::write(const Lesson& lesson, const QString& language, const QString& path,
                       QString* error, const std::atomic<bool>* cancel) {
    const QStringList accepted{QStringLiteral("html"), QStringLiteral("htm")};
    const QString bad = ExportFile::precheck(path, accepted);
    if (!bad.isEmpty()) {
        if (error) *error = bad;
        return false;
    }
    const QByteArray bytes = html(lesson, language, error, cancel);
    if (bytes.isEmpty()) return false;
    ExportFile file(path);
    if (!file.open(accepted)) {
        if (error) *error = file.error();
        return false;
    }
    if (file.device()->write(bytes) != bytes.size()) {
        const ExportResult r = file.fail(tr("the page could not be written"));
        if (error) *error = r.error;
        return false;
    }
    const ExportResult r = file.commit();
    if (!r.ok && error) *error = r.error;
    return r.ok;
}
