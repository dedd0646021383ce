#pragma once
// Shared by the lesson web page tests (test_lesson_page.cpp): the lessons they export, where the
// pages go, and what the app or a replay shows, in the terms of PageDom.
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <set>
#include <vector>

#include "AnimationExporter.h"
#include "BoardColors.h"
#include "BoardState.h"
#include "Lesson.h"
#include "LessonReplay.h"
#include "PageDom.h"
#include "StepperFactory.h"
#include "TestProblems.h"

namespace lessonpagetest {

using queens::Algorithm;

constexpr qint64 kMaxPageBytes = qint64{2} << 20;  // 2 MiB

inline LocalizedText text(const QString& en, const QString& zh) {
    LocalizedText t = LocalizedText::of(QStringLiteral("en"), en);
    t.set(QStringLiteral("zh_CN"), zh);
    return t;
}

inline LessonStop stop(std::uint64_t step, const QString& title) {
    LessonStop s;
    s.step = step;
    s.title = text(title, QStringLiteral("第 %1 步").arg(step));
    s.narration = text(QStringLiteral("Look at the board.\n\nThen at the pseudo-code."),
                       QStringLiteral("看棋盘。\n\n再看伪代码。"));
    return s;
}

// A lesson of `algorithm` at `n` (all solutions) with stops at `steps`: the second asks a choice
// question, the third where the next queen goes, the last a number; with `solutionStop`, a last
// stop is played to as the next solution.
inline Lesson lesson(Algorithm algorithm, int n, const std::vector<std::uint64_t>& steps,
                     bool solutionStop) {
    Lesson l;
    l.title = text(QStringLiteral("Test lesson"), QStringLiteral("测试课"));
    l.summary = text(QStringLiteral("A lesson for the test."), QStringLiteral("测试用的课。"));
    l.algorithm = algorithm;
    l.options = TestProblems::options(n, true);
    for (std::uint64_t s : steps) l.stops.push_back(stop(s, QStringLiteral("At %1").arg(s)));
    if (solutionStop) {
        const queens::Breakpoint next{queens::Breakpoint::Kind::NextSolution, 0};
        const std::uint64_t from = l.stops.back().step;
        const auto landed = LessonReplay::landing(l, from, next);
        if (landed) {
            LessonStop s = stop(*landed, QStringLiteral("A solution"));
            s.runTo = next;
            l.stops.push_back(s);
        }
    }
    LessonQuestion& choice = l.stops[1].question;
    choice.kind = LessonQuestion::Kind::Choice;
    choice.prompt = text(QStringLiteral("What next?"), QStringLiteral("接下来？"));
    choice.choices = {text(QStringLiteral("Back"), QStringLiteral("回溯")),
                      text(QStringLiteral("On"), QStringLiteral("继续"))};
    choice.answerChoice = 1;
    l.stops[2].question.kind = LessonQuestion::Kind::NextQueen;
    LessonQuestion& number = l.stops.back().question;
    number.kind = LessonQuestion::Kind::Number;
    number.prompt = text(QStringLiteral("How many?"), QStringLiteral("多少？"));
    number.answerNumber = 1;
    return l;
}

// The events of the lesson's whole run.
inline std::uint64_t runLength(const Lesson& l) {
    auto stepper = queens::StepperFactory::create(l.algorithm, l.options);
    queens::StepEvent e;
    std::uint64_t k = 0;
    while (stepper->next(e)) ++k;
    return k;
}

// Writes the page into `dir` (or $QUEENSLAB_KEEP_PAGES, to look at it afterwards); its path, or
// "" when it could not be written.
inline QString writePage(const QByteArray& bytes, const QTemporaryDir& dir, const QString& name) {
    const QString keep = qEnvironmentVariable("QUEENSLAB_KEEP_PAGES");
    const QString path = (keep.isEmpty() ? dir.path() : keep) + QLatin1Char('/') + name;
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size()) return {};
    return path;
}

// The src and href values of the page that name a remote resource.
inline QStringList remoteUrls(const QByteArray& page) {
    static const QRegularExpression re(
        QStringLiteral("\\b(?:src|href)\\s*=\\s*[\"']?\\s*((?:https?:)?//[^\"'\\s>]*)"),
        QRegularExpression::CaseInsensitiveOption);
    QStringList found;
    for (auto it = re.globalMatch(QString::fromUtf8(page)); it.hasNext();)
        found << it.next().captured(1);
    return found;
}

// The board after the first `k` events of the lesson's run (a fresh stepper; a shorter run: the
// board at its end), and in *last the k-th event (Done at step 0).
inline queens::BoardState replay(const Lesson& l, std::uint64_t k,
                                 queens::StepEvent* last = nullptr) {
    auto stepper = queens::StepperFactory::create(l.algorithm, l.options);
    queens::BoardState state(l.options.n);
    queens::StepEvent e;
    for (std::uint64_t i = 0; i < k && stepper->next(e); ++i) state.apply(e);
    if (last) *last = e;
    return state;
}

// The queens a board shows, as (row, col).
inline std::set<std::pair<int, int>> queensOf(const queens::BoardState& state) {
    std::set<std::pair<int, int>> queens;
    for (int r = 0; r < state.n(); ++r)
        if (state.queenAt(r) >= 0) queens.insert({r, state.queenAt(r)});
    return queens;
}

// The marks exported animations draw for `e` on `after` (light colours), as the page names them.
inline std::set<PageDom::Mark> marksOf(const queens::StepEvent* e,
                                       const queens::BoardState& after) {
    static const char* const kinds[] = {"outline", "cross", "fill"};
    std::set<PageDom::Mark> marks;
    if (e)
        for (const CellMark& m :
             AnimationExporter::marksFor(*e, after, BoardColors::forTheme(false)))
            marks.insert({QLatin1String(kinds[m.kind]), m.row, m.col, m.color});
    return marks;
}

}  // namespace lessonpagetest
