// The built-in lessons (LessonCatalog, resources/lessons/): each one reads, passes
// LessonReplay::check, speaks all three languages, has 5 .. 10 stops, plays to at least one
// breakpoint and asks at least two kinds of question; across the set every question kind is
// used. Every number answer is checked against a truth this test computes itself (events it
// counts on its own replay of the stepper, published counts, factorials; for the local searches
// LocalSearchTally's pair-by-pair recount), every next-queen answer against the next Place of
// that replay, and the choice questions about a local search's run against what it shows.
// docs/lessons.md is the table of the lessons' stops that this test writes: it must match
// (QUEENSLAB_UPDATE_LESSONS_DOC=1 rewrites it).
#include <QFile>
#include <QSet>
#include <QtTest>
#include <algorithm>
#include <bit>
#include <cmath>
#include <functional>
#include <map>
#include <optional>
#include <vector>

#include "../core/PublishedCounts.h"
#include "BoardState.h"
#include "CspTally.h"
#include "LessonCatalog.h"
#include "LessonFile.h"
#include "LessonReplay.h"
#include "LocalSearchTally.h"
#include "StepperFactory.h"

using queens::EventKind;
using queens::StepEvent;

namespace {

Lesson load(const BuiltInLesson& entry) {
    QString error;
    const std::optional<Lesson> lesson = LessonFile::read(entry.path, &error);
    if (!lesson) qFatal("%s", qPrintable(error));
    return *lesson;
}

// What the test's own replay of a run has seen after `step` events.
struct Tally {
    std::map<EventKind, std::uint64_t> kinds;
    std::map<std::uint64_t, std::uint64_t> pushesByDepth;  // over the whole run
    std::uint64_t nextAvail = 0;        // bitmask: the Avail register after the first line-3 update
                                        // at or after `step`
    std::int64_t collisions = 0;        // min-conflicts: diagonal collisions of the board at `step`
    std::uint64_t swapsToSolution = 0;  // Swap events from `step` to the first Solution
    std::optional<LessonReplay::Square> nextPlace;  // first Place after `step`
    std::uint64_t count(EventKind k) const {
        const auto it = kinds.find(k);
        return it == kinds.end() ? 0 : it->second;
    }
};

// Replays the lesson's run with a fresh stepper, counting on its own (no BoardState, no
// LessonReplay): kinds up to `step`, the rest as described in Tally.
Tally tally(const Lesson& lesson, std::uint64_t step) {
    auto stepper = queens::StepperFactory::create(lesson.algorithm, lesson.options);
    const int n = lesson.options.n;
    Tally t;
    std::vector<int> cols(static_cast<std::size_t>(n), -1);
    std::vector<int> diag(2 * static_cast<std::size_t>(n)), anti(2 * static_cast<std::size_t>(n));
    auto onDiagonals = [&](int row, int delta) {
        const int c = cols[static_cast<std::size_t>(row)];
        int& d = diag[static_cast<std::size_t>(row - c + n - 1)];
        int& a = anti[static_cast<std::size_t>(row + c)];
        if (delta < 0) {
            d -= 1;
            a -= 1;
        }
        t.collisions += delta * ((d > 0 ? 1 : 0) + (a > 0 ? 1 : 0));
        if (delta > 0) {
            d += 1;
            a += 1;
        }
    };
    std::uint64_t avail = 0;
    bool availSeen = false;
    bool solved = false;
    StepEvent e;
    for (std::uint64_t applied = 0; stepper->next(e); ++applied) {
        const bool before = applied < step;
        if (e.kind == EventKind::Push) ++t.pushesByDepth[e.value];
        if (before) {
            ++t.kinds[e.kind];
            if (e.kind == EventKind::Place) {
                cols[static_cast<std::size_t>(e.a)] = e.b;
                onDiagonals(e.a, +1);
            } else if (e.kind == EventKind::Remove) {
                onDiagonals(e.a, -1);
                cols[static_cast<std::size_t>(e.a)] = -1;
            } else if (e.kind == EventKind::Swap) {
                onDiagonals(e.a, -1);
                onDiagonals(e.b, -1);
                std::swap(cols[static_cast<std::size_t>(e.a)], cols[static_cast<std::size_t>(e.b)]);
                onDiagonals(e.a, +1);
                onDiagonals(e.b, +1);
            }
        } else {
            if (e.kind == EventKind::Place && !t.nextPlace) t.nextPlace = {e.a, e.b};
            if (e.kind == EventKind::Swap && !solved) ++t.swapsToSolution;
            if (e.kind == EventKind::Solution) solved = true;
        }
        if (e.kind == EventKind::Mask && e.reason == queens::reasonCode(queens::Register::Avail)) {
            avail ^= e.value;
            if (!before && !availSeen && e.line == 3) {  // BitmaskStepper::kLineAvail
                t.nextAvail = avail;
                availSeen = true;
            }
        }
        if (!before && availSeen && t.nextPlace && solved) break;
    }
    return t;
}

std::uint64_t fullRunCount(queens::Algorithm a, int n, EventKind kind) {
    queens::StepperOptions o;
    o.n = n;
    auto stepper = queens::StepperFactory::create(a, o);
    std::uint64_t count = 0;
    StepEvent e;
    while (stepper->next(e))
        if (e.kind == kind) ++count;
    return count;
}

// 1234567 -> "1,234,567", whatever the locale.
QString grouped(std::uint64_t v) {
    QString digits = QString::number(v);
    for (int i = int(digits.size()) - 3; i > 0; i -= 3) digits.insert(i, QLatin1Char(','));
    return digits;
}

constexpr std::uint64_t factorial(int n) {
    return n <= 1 ? 1 : n * factorial(n - 1);
}

// The statistics of a whole run as BoardState counts them.
queens::SearchStats runStats(queens::Algorithm a, const queens::StepperOptions& o,
                             std::uint64_t step = UINT64_MAX) {
    auto stepper = queens::StepperFactory::create(a, o);
    queens::BoardState board(o.n);
    StepEvent e;
    for (std::uint64_t applied = 0; applied < step && stepper->next(e); ++applied) board.apply(e);
    return board.stats();
}

// The CSP lesson's options without MRV and forward checking: plain backtracking.
queens::StepperOptions plainBacktracking(const Lesson& l) {
    queens::StepperOptions o = l.options;
    o.varOrder = queens::StepperOptions::VarOrder::InOrder;
    o.inference = queens::StepperOptions::Inference::None;
    return o;
}

LocalSearchTally localTally(const Lesson& lesson, std::uint64_t step) {
    return LocalSearchTally(lesson.algorithm, lesson.options, step);
}

// The independent truth behind every number question: "lesson id/stop index" -> value.
using Truth = std::function<double(const Lesson&, std::uint64_t step)>;
const std::map<QString, Truth>& truths() {
    static const std::map<QString, Truth> map = {
        {"backtracking/4",
         [](const Lesson& l, std::uint64_t s) {
             return double(tally(l, s).count(EventKind::Place));
         }},
        {"backtracking/6",
         [](const Lesson&, std::uint64_t) {
             const auto found =
                 fullRunCount(queens::Algorithm::Backtracking, 8, EventKind::Solution);
             return found == queens::testing::publishedTotal(8) ? double(found) : -1.0;
         }},
        {"permutation/3",
         [](const Lesson& l, std::uint64_t s) {
             // (0, 0) and (1, 1) fixed: rows 2 .. 5 take every order of 4 columns.
             const auto rejected = tally(l, s).count(EventKind::Reject);
             return rejected == factorial(l.options.n - 2) ? double(rejected) : -1.0;
         }},
        {"permutation/4",
         [](const Lesson& l, std::uint64_t s) {
             const Tally t = tally(l, s);
             return double(t.count(EventKind::Reject) + t.count(EventKind::Solution));
         }},
        {"permutation/5",
         [](const Lesson&, std::uint64_t) {
             const auto boards =
                 fullRunCount(queens::Algorithm::Permutation, 8, EventKind::Reject) +
                 fullRunCount(queens::Algorithm::Permutation, 8, EventKind::Solution);
             return boards == factorial(8) ? double(boards) : -1.0;
         }},
        {"bitmask/4", [](const Lesson& l,
                         std::uint64_t s) { return double(std::popcount(tally(l, s).nextAvail)); }},
        {"symmetry/4",
         [](const Lesson& l, std::uint64_t s) {
             return double(tally(l, s).count(EventKind::Solution));
         }},
        {"symmetry/6",
         [](const Lesson&, std::uint64_t) {
             return double(fullRunCount(queens::Algorithm::Backtracking, 8, EventKind::Try));
         }},
        {"bfs/1",
         [](const Lesson& l, std::uint64_t s) { return double(tally(l, s).pushesByDepth[2]); }},
        {"million/2",
         [](const Lesson& l, std::uint64_t s) {
             const Tally t = tally(l, s);
             // "At most": the swaps the run still makes may not exceed the collisions.
             return t.swapsToSolution <= std::uint64_t(t.collisions) ? double(t.collisions) : -1.0;
         }},
        {"hill-climbing/1",
         [](const Lesson& l, std::uint64_t s) {
             // The pairs among the queens of column 3, which holds four of them.
             const std::vector<int> board = localTally(l, s).board();
             const auto k = std::count(board.begin(), board.end(), 3);
             return k == 4 ? double(k * (k - 1) / 2) : -1.0;
         }},
        {"hill-climbing/2",
         [](const Lesson& l, std::uint64_t s) {
             return double(localTally(l, s).hAfterNextMove());
         }},
        {"hill-climbing/4",
         [](const Lesson& l, std::uint64_t s) {
             // The sideways moves left when a downhill move ends the walk on the plateau: the
             // limit less the consecutive ones made.
             const LocalSearchTally t = localTally(l, s);
             return t.consecutiveSideways() > 0 && t.hAfterNextMove() < t.h()
                        ? double(l.options.sidewaysLimit - t.consecutiveSideways())
                        : -1.0;
         }},
        {"hill-climbing/8",
         [](const Lesson& l, std::uint64_t s) {
             const LocalSearchTally t = localTally(l, s);
             // The moves of the climb that found the solution, after at least one restart.
             return t.h() == 0 && t.movesOfThisClimb() < t.moves() ? double(t.movesOfThisClimb())
                                                                   : -1.0;
         }},
        {"csp/3",
         [](const Lesson& l, std::uint64_t s) {
             // Row 6's domain once the queen just placed prunes it: the row the run wipes out.
             const CspTally t(l.algorithm, l.options, s);
             return t.nextWipeoutRow() == 6 ? double(t.domainSize(6)) : -1.0;
         }},
        {"csp/6",
         [](const Lesson& l, std::uint64_t) {
             const auto plain = runStats(l.algorithm, plainBacktracking(l)).backtracks;
             const auto mrvFc = runStats(l.algorithm, l.options).backtracks;
             return plain > mrvFc ? double(plain - mrvFc) : -1.0;
         }},
        {"simulated-annealing/2",
         [](const Lesson& l, std::uint64_t s) {
             return localTally(l, s).nextProposalProbability();
         }},
        {"simulated-annealing/5",
         [](const Lesson& l, std::uint64_t s) {
             return localTally(l, s).nextProposalProbability();
         }},
        {"simulated-annealing/6",
         [](const Lesson& l, std::uint64_t) {
             // Proposals t = 0, 1, ... run at T = t0 * decay^t while T >= tMin; a 2-queens board
             // has no solution, so its run makes exactly that many before it freezes.
             const queens::StepperOptions& o = l.options;
             std::uint64_t hot = 0;
             while (o.t0 * std::pow(o.decay, double(hot)) >= o.tMin) ++hot;
             queens::StepperOptions two = o;
             two.n = 2;
             auto stepper = queens::StepperFactory::create(l.algorithm, two);
             std::uint64_t proposals = 0;
             StepEvent e;
             while (stepper->next(e))
                 if (e.kind == EventKind::Propose) ++proposals;
             return proposals == hot ? double(hot) : -1.0;
         }},
    };
    return map;
}

// The right choice of a choice question, from the test's own replay: "lesson id/stop index" ->
// the index of the right answer (-1 when the run does not fit the question).
const std::map<QString, Truth>& choiceTruths() {
    static const std::map<QString, Truth> map = {
        {"hill-climbing/3",
         [](const Lesson& l, std::uint64_t s) {
             // 0 stop, 1 sideways, 2 restart, 3 the least rise: what follows a plateau.
             const LocalSearchTally t = localTally(l, s);
             if (t.bestSuccessorDelta() != 0 || t.nextKind() != EventKind::Move) return -1.0;
             return t.hAfterNextMove() == t.h() ? 1.0 : 3.0;
         }},
        {"hill-climbing/5",
         [](const Lesson& l, std::uint64_t s) {
             // 0 local minimum, 1 sideways moves used up, 2 solution: why the climb restarts.
             const LocalSearchTally t = localTally(l, s);
             if (t.nextKind() != EventKind::Restart) return -1.0;
             if (t.h() == 0) return 2.0;
             if (t.bestSuccessorDelta() > 0) return 0.0;
             return t.consecutiveSideways() == l.options.sidewaysLimit ? 1.0 : -1.0;
         }},
        {"csp/2",
         [](const Lesson& l, std::uint64_t s) {
             // 0 row 3 (the next in order), 1 row 5 (one value left), 2 row 7 (the most).
             const CspTally t(l.algorithm, l.options, s);
             const int row = t.uniqueSmallestDomain();
             if (row != t.nextSelectRow()) return -1.0;
             return row == 3 ? 0.0 : row == 5 ? 1.0 : row == 7 ? 2.0 : -1.0;
         }},
        {"simulated-annealing/1",
         [](const Lesson& l, std::uint64_t s) {
             return localTally(l, s).acceptsEveryMoveThatDoesNotRaiseH() ? 1.0 : -1.0;
         }},
    };
    return map;
}

QString questionCell(const LessonStop& stop, const std::optional<LessonReplay::Square>& square) {
    const LessonQuestion& q = stop.question;
    const QString en = QStringLiteral("en");
    switch (q.kind) {
        case LessonQuestion::Kind::None:
            return {};
        case LessonQuestion::Kind::NextQueen:
            return QStringLiteral("next queen: %1 → (%2, %3)")
                .arg(q.prompt.in(en))
                .arg(square ? square->row : -1)
                .arg(square ? square->col : -1);
        case LessonQuestion::Kind::Choice:
            return QStringLiteral("choice: %1 → %2")
                .arg(q.prompt.in(en), q.choices[std::size_t(q.answerChoice)].in(en));
        case LessonQuestion::Kind::Number: {
            const bool whole = q.answerNumber == std::floor(q.answerNumber);
            QString answer = whole ? grouped(std::uint64_t(q.answerNumber))
                                   : QString::number(q.answerNumber, 'g', 10);
            if (q.tolerance > 0) answer += QStringLiteral(" ± ") + QString::number(q.tolerance);
            return QStringLiteral("number: %1 → %2").arg(q.prompt.in(en), answer);
        }
    }
    return {};
}

QString runToCell(const LessonStop& stop) {
    if (!stop.runTo) return {};
    using K = queens::Breakpoint::Kind;
    switch (stop.runTo->kind) {
        case K::NextSolution:
            return QStringLiteral("next solution");
        case K::NextBacktrack:
            return QStringLiteral("next backtrack");
        case K::NextRestart:
            return QStringLiteral("next restart");
        case K::Depth:
            return QStringLiteral("depth %1").arg(stop.runTo->k);
        case K::ConflictsAtMost:
            return QStringLiteral("collisions ≤ %1").arg(stop.runTo->k);
        case K::NextWipeout:
            return QStringLiteral("next wipe-out");
        case K::NextBackjump:
            return QStringLiteral("next backjump");
    }
    return {};
}

}  // namespace

class TestBuiltInLessons : public QObject {
    Q_OBJECT

private slots:
    void catalogNamesDistinctFiles() {
        const auto& lessons = LessonCatalog::builtIn();
        QCOMPARE(int(lessons.size()), 9);
        QSet<QString> ids, paths;
        for (const BuiltInLesson& l : lessons) {
            ids.insert(l.id);
            paths.insert(l.path);
            QVERIFY2(QFile::exists(l.path), qPrintable(l.path));
            QCOMPARE(LessonCatalog::find(l.id), &l);
        }
        QCOMPARE(ids.size(), 9);
        QCOMPARE(paths.size(), 9);
        QCOMPARE(LessonCatalog::find(QStringLiteral("no such lesson")), nullptr);
    }

    void eachLesson_data() {
        QTest::addColumn<int>("index");
        for (int i = 0; i < int(LessonCatalog::builtIn().size()); ++i)
            QTest::newRow(qPrintable(LessonCatalog::builtIn()[std::size_t(i)].id)) << i;
    }
    void eachLesson() {
        QFETCH(int, index);
        const BuiltInLesson& entry = LessonCatalog::builtIn()[std::size_t(index)];
        const Lesson lesson = load(entry);
        const LessonReplay::Result replay = LessonReplay::check(lesson);
        QVERIFY2(replay.ok(), qPrintable(replay.error));

        QVERIFY(lesson.stops.size() >= 5 && lesson.stops.size() <= 10);
        // Every text in every language, none empty.
        std::vector<const LocalizedText*> texts = {&lesson.title, &lesson.summary};
        int runTos = 0;
        QSet<int> kinds;
        for (const LessonStop& s : lesson.stops) {
            texts.push_back(&s.title);
            texts.push_back(&s.narration);
            if (s.runTo) ++runTos;
            if (s.question.isEmpty()) continue;
            kinds.insert(int(s.question.kind));
            if (s.question.kind != LessonQuestion::Kind::NextQueen || !s.question.prompt.isEmpty())
                texts.push_back(&s.question.prompt);
            for (const LocalizedText& c : s.question.choices) texts.push_back(&c);
        }
        for (const LocalizedText* t : texts)
            for (const QString& language : LocalizedText::languages())
                QVERIFY2(!t->byLanguage.value(language).trimmed().isEmpty(),
                         qPrintable(language + QStringLiteral(" missing: ") + t->in("en")));
        QVERIFY2(runTos >= 1, "a lesson plays to at least one breakpoint");
        QVERIFY2(kinds.size() >= 2, "a lesson asks at least two kinds of question");

        // Steps strictly increase: the stops are played in order.
        for (std::size_t i = 1; i < lesson.stops.size(); ++i)
            QVERIFY(lesson.stops[i - 1].step < lesson.stops[i].step);

        // Every number answer has its own truth; every next-queen answer is the next Place.
        for (std::size_t i = 0; i < lesson.stops.size(); ++i) {
            const LessonStop& s = lesson.stops[i];
            const QString key = entry.id + QLatin1Char('/') + QString::number(i);
            if (s.question.kind == LessonQuestion::Kind::Number) {
                const auto truth = truths().find(key);
                QVERIFY2(truth != truths().end(), qPrintable(key + " has no independent truth"));
                const double value = truth->second(lesson, s.step);
                if (s.question.tolerance > 0) {
                    // A rounded answer: within a tenth of what the student may be off by.
                    QVERIFY2(std::abs(value - s.question.answerNumber) <= s.question.tolerance / 10,
                             qPrintable(key + QStringLiteral(": %1").arg(value)));
                } else {
                    QCOMPARE(value, s.question.answerNumber);
                }
            } else if (s.question.kind == LessonQuestion::Kind::Choice &&
                       choiceTruths().count(key)) {
                QCOMPARE(choiceTruths().at(key)(lesson, s.step), double(s.question.answerChoice));
            } else if (s.question.kind == LessonQuestion::Kind::NextQueen) {
                const Tally t = tally(lesson, s.step);
                QVERIFY(t.nextPlace.has_value());
                QCOMPARE(replay.nextQueen[i], t.nextPlace);
            }
        }
    }

    // The figures the CSP lesson's narration states, from the test's own runs: plain
    // backtracking's and MRV + forward checking's statistics to the first solution (BoardState),
    // the first queen's forward checking, and the domain sizes MRV compares (brute force).
    void cspLessonFigures() {
        const Lesson l = load(*LessonCatalog::find(QStringLiteral("csp")));
        QCOMPARE(l.options.varOrder, queens::StepperOptions::VarOrder::Mrv);
        QCOMPARE(l.options.inference, queens::StepperOptions::Inference::ForwardChecking);
        const queens::SearchStats plain = runStats(l.algorithm, plainBacktracking(l));
        const queens::SearchStats mrvFc = runStats(l.algorithm, l.options);
        QCOMPARE(plain.solutions, 1u);
        QCOMPARE(mrvFc.solutions, 1u);
        auto says = [&](std::size_t stop, const QStringList& figures) {
            for (const QString& language : LocalizedText::languages())
                for (const QString& figure : figures)
                    QVERIFY2(l.stops[stop].narration.byLanguage.value(language).contains(figure),
                             qPrintable(QStringLiteral("stop %1 (%2) lacks %3")
                                            .arg(stop)
                                            .arg(language, figure)));
        };
        const QStringList plainFigures = {grouped(plain.nodes), grouped(plain.checks),
                                          grouped(plain.backtracks)};
        says(0, plainFigures);
        says(6, plainFigures + QStringList{grouped(mrvFc.nodes), grouped(mrvFc.checks),
                                           grouped(mrvFc.backtracks), grouped(mrvFc.wipeouts)});
        QCOMPARE(l.stops[6].step, mrvFc.events - 1);  // the Solution, before Done

        // The first queen: forward checking's checks and prunings, six values left per row.
        const queens::SearchStats first = runStats(l.algorithm, l.options, l.stops[1].step);
        says(1, {grouped(first.checks), grouped(first.prunings)});
        const CspTally afterFirst(l.algorithm, l.options, l.stops[1].step);
        for (int row = 1; row < 8; ++row) QCOMPARE(afterFirst.domainSize(row), 6);

        // MRV's choice: the sizes the narration counts for rows 3 .. 7.
        const CspTally beforeMrv(l.algorithm, l.options, l.stops[2].step);
        const std::vector<int> sizes = {3, 3, 1, 3, 4};
        for (int row = 3; row < 8; ++row) {
            QCOMPARE(beforeMrv.board()[std::size_t(row)], -1);
            QCOMPARE(beforeMrv.domainSize(row), sizes[std::size_t(row - 3)]);
        }
    }

    void everyQuestionKindAcrossTheSet() {
        QSet<int> kinds;
        for (const BuiltInLesson& entry : LessonCatalog::builtIn())
            for (const LessonStop& s : load(entry).stops)
                if (!s.question.isEmpty()) kinds.insert(int(s.question.kind));
        QVERIFY(kinds.contains(int(LessonQuestion::Kind::NextQueen)));
        QVERIFY(kinds.contains(int(LessonQuestion::Kind::Choice)));
        QVERIFY(kinds.contains(int(LessonQuestion::Kind::Number)));
    }

    // docs/lessons.md is exactly what this test writes from the catalog.
    void lessonsDocumentMatches() {
        QString doc = QStringLiteral(
            "# The built-in lessons\n\n"
            "QueensLab ships these lessons (resources/lessons/, in this order on the start page; "
            "file format: docs/lesson-format.md). Every text is in English, 简体中文 and 繁體中文; "
            "the tables show the English. *step* is the number of events applied when the stop "
            "shows; *plays to* names the breakpoint the player runs to from the previous stop. "
            "tests/lesson/test_builtin_lessons.cpp checks every lesson and writes this file "
            "(run it with QUEENSLAB_UPDATE_LESSONS_DOC=1 after changing a lesson).\n");
        const QString en = QStringLiteral("en");
        int number = 1;
        for (const BuiltInLesson& entry : LessonCatalog::builtIn()) {
            const Lesson lesson = load(entry);
            const LessonReplay::Result replay = LessonReplay::check(lesson);
            QVERIFY(replay.ok());
            doc += QStringLiteral("\n## %1. %2\n\n%3\n\n`%4`, N = %5 — file `%6`\n\n")
                       .arg(number++)
                       .arg(lesson.title.in(en), lesson.summary.in(en),
                            QString::fromUtf8(queens::algorithmName(lesson.algorithm).data()))
                       .arg(grouped(std::uint64_t(lesson.options.n)),
                            QStringLiteral("resources/") + entry.path.mid(2));
            doc += QStringLiteral(
                "| # | step | title | plays to | question → answer |\n"
                "|---|---:|---|---|---|\n");
            for (std::size_t i = 0; i < lesson.stops.size(); ++i) {
                const LessonStop& s = lesson.stops[i];
                QString question = questionCell(s, replay.nextQueen[i]);
                question.replace(QLatin1Char('|'), QStringLiteral("\\|"));
                doc += QStringLiteral("| %1 | %2 | %3 | %4 | %5 |\n")
                           .arg(QString::number(i + 1), grouped(s.step), s.title.in(en),
                                runToCell(s), question);
            }
        }
        const QString path = QStringLiteral(QUEENSLAB_SOURCE_DIR "/docs/lessons.md");
        if (qEnvironmentVariableIsSet("QUEENSLAB_UPDATE_LESSONS_DOC")) {
            QFile out(path);
            QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
            out.write(doc.toUtf8());
        }
        QFile in(path);
        QVERIFY2(in.open(QIODevice::ReadOnly), qPrintable(path));
        QCOMPARE(QString::fromUtf8(in.readAll()), doc);
    }
};

QTEST_GUILESS_MAIN(TestBuiltInLessons)
#include "test_builtin_lessons.moc"
