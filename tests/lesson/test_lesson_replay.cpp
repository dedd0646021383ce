// LessonReplay::check and ::landing against the test's own replay: for small runs of every
// algorithm the test takes all events from the stepper and reads them with its own bookkeeping
// (a column per row; queens and collisions counted from it, not from BoardState; each
// breakpoint's rule of docs/design.md written out here, not Breakpoint.cpp's), then asks:
//   - a stop at exactly the run's length passes, one step more fails ("beyond the end");
//   - a runTo from a previous stop lands where the test's own scan finds the first hit, and one
//     step earlier or later fails; a breakpoint the scan never finds is reported as never hit;
//   - a next-queen question's answer is the test's own first Place after the stop, and a stop
//     after the last Place has no answer.
#include <QtTest>
#include <atomic>
#include <optional>
#include <vector>

#include "Breakpoint.h"
#include "LessonReplay.h"
#include "StepperFactory.h"

using queens::Algorithm;
using queens::Breakpoint;
using queens::EventKind;
using queens::StepEvent;

namespace {

constexpr std::size_t kMaxEvents = 2'000'000;  // every run below is far shorter

// The test's own board: the column of each row (-1: empty), nothing else.
class OwnBoard {
public:
    explicit OwnBoard(int n) : col_(static_cast<std::size_t>(n), -1) {}
    void apply(const StepEvent& e) {
        if (e.kind == EventKind::Place) col_[static_cast<std::size_t>(e.a)] = e.b;
        if (e.kind == EventKind::Remove) col_[static_cast<std::size_t>(e.a)] = -1;
        if (e.kind == EventKind::Swap)
            std::swap(col_[static_cast<std::size_t>(e.a)], col_[static_cast<std::size_t>(e.b)]);
    }
    int queens() const {
        int q = 0;
        for (int c : col_) q += c >= 0;
        return q;
    }
    // For every column and diagonal with k > 1 queens, k - 1.
    int collisions() const {
        const int n = static_cast<int>(col_.size());
        std::vector<int> column(col_.size()), diagonal(2 * col_.size()), anti(2 * col_.size());
        int excess = 0;
        for (int r = 0; r < n; ++r) {
            const int c = col_[static_cast<std::size_t>(r)];
            if (c < 0) continue;
            excess += column[static_cast<std::size_t>(c)]++ > 0;
            excess += diagonal[static_cast<std::size_t>(r - c + n)]++ > 0;
            excess += anti[static_cast<std::size_t>(r + c)]++ > 0;
        }
        return excess;
    }
    int size() const { return static_cast<int>(col_.size()); }

private:
    std::vector<int> col_;
};

// docs/design.md, "Breakpoints", rule by rule.
bool hits(const Breakpoint& b, const StepEvent& e, const OwnBoard& after) {
    switch (b.kind) {
        case Breakpoint::Kind::NextSolution:
            return e.kind == EventKind::Solution;
        case Breakpoint::Kind::NextBacktrack:
            return e.kind == EventKind::Remove &&
                   e.reason == queens::reasonCode(queens::RemoveReason::Backtrack);
        case Breakpoint::Kind::NextRestart:
            return e.kind == EventKind::Restart;
        case Breakpoint::Kind::Depth:
            return e.kind == EventKind::Place && after.queens() == b.k;
        case Breakpoint::Kind::ConflictsAtMost:
            return (e.kind == EventKind::Swap || e.kind == EventKind::Place) &&
                   after.queens() == after.size() && after.collisions() <= b.k;
        case Breakpoint::Kind::NextWipeout:
            return e.kind == EventKind::Wipeout;
        case Breakpoint::Kind::NextBackjump:
            return e.kind == EventKind::Jump && e.c > 0;
    }
    return false;
}

struct Run {
    std::vector<StepEvent> events;
    std::vector<OwnBoard> after;  // after[i]: the board once events[i] is applied
};

Run runOf(const Lesson& lesson) {
    Run run;
    const auto stepper = queens::StepperFactory::create(lesson.algorithm, lesson.options);
    OwnBoard board(lesson.options.n);
    StepEvent e;
    while (run.events.size() < kMaxEvents && stepper->next(e)) {
        board.apply(e);
        run.events.push_back(e);
        run.after.push_back(board);
    }
    return run;
}

// The step a run to `b` from step `from` stops at, by the test's own scan.
std::optional<std::uint64_t> ownLanding(const Run& run, std::uint64_t from, const Breakpoint& b) {
    for (std::size_t i = from; i < run.events.size(); ++i)
        if (hits(b, run.events[i], run.after[i])) return i + 1;
    return std::nullopt;
}

LessonStop plainStop(std::uint64_t step) {
    LessonStop s;
    s.step = step;
    s.title = LocalizedText::of(QStringLiteral("en"), QStringLiteral("step %1").arg(step));
    return s;
}

Lesson lessonOf(Algorithm a, int n, std::uint64_t seed = 1, std::uint64_t perRestart = 0,
                std::uint64_t restarts = 0, std::vector<int> fixed = {}) {
    Lesson l;
    l.title = LocalizedText::of(QStringLiteral("en"), QStringLiteral("replay"));
    l.algorithm = a;
    l.options.n = n;
    l.options.seed = seed;
    l.options.maxStepsPerRestart = perRestart;
    l.options.maxRestarts = restarts;
    l.options.fixed = std::move(fixed);
    return l;
}

// The breakpoints to try on `lesson`: each kind that applies, with a few k.
std::vector<Breakpoint> breakpointsFor(const Lesson& lesson) {
    std::vector<Breakpoint> list;
    const int n = lesson.options.n;
    for (int kind = 0; kind < queens::kBreakpointKindCount; ++kind) {
        const auto k = static_cast<Breakpoint::Kind>(kind);
        if (!queens::breakpointApplies(k, lesson.algorithm)) continue;
        if (k == Breakpoint::Kind::Depth) {
            for (int d : {1, n / 2, n}) list.push_back({k, d});
        } else if (k == Breakpoint::Kind::ConflictsAtMost) {
            for (int c : {0, 1, 3}) list.push_back({k, c});
        } else {
            list.push_back({k, 0});
        }
    }
    return list;
}

}  // namespace

Q_DECLARE_METATYPE(Lesson)

class TestLessonReplay : public QObject {
    Q_OBJECT

private slots:
    void runLength_data() { runs_data(); }
    void runLength();
    void runTo_data() { runs_data(); }
    void runTo();
    void nextQueen_data() { runs_data(); }
    void nextQueen();
    void cancel();

private:
    static void runs_data();
};

void TestLessonReplay::runs_data() {
    QTest::addColumn<Lesson>("lesson");
    QTest::newRow("backtracking 5") << lessonOf(Algorithm::Backtracking, 5);
    QTest::newRow("backtracking 6, a given queen")
        << lessonOf(Algorithm::Backtracking, 6, 1, 0, 0, {-1, -1, 0, -1, -1, -1});
    QTest::newRow("permutation 4") << lessonOf(Algorithm::Permutation, 4);
    QTest::newRow("bitmask 5") << lessonOf(Algorithm::Bitmask, 5);
    QTest::newRow("dfs 4") << lessonOf(Algorithm::Dfs, 4);
    QTest::newRow("bfs 4") << lessonOf(Algorithm::Bfs, 4);
    QTest::newRow("symmetric 5") << lessonOf(Algorithm::Symmetric, 5);
    // Few swaps per restart, so the run restarts; bounded restarts, so it ends.
    QTest::newRow("min-conflicts 6") << lessonOf(Algorithm::MinConflicts, 6, 3, 4, 30);
    QTest::newRow("min-conflicts 8") << lessonOf(Algorithm::MinConflicts, 8, 11, 0, 0);
}

void TestLessonReplay::runLength() {
    QFETCH(Lesson, lesson);
    const Run run = runOf(lesson);
    QVERIFY(run.events.size() < kMaxEvents);
    QCOMPARE(run.events.back().kind, EventKind::Done);
    const std::uint64_t length = run.events.size();

    lesson.stops = {plainStop(0), plainStop(length)};
    LessonReplay::Result r = LessonReplay::check(lesson);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.eventsReplayed, length);

    lesson.stops = {plainStop(0), plainStop(length + 1)};
    r = LessonReplay::check(lesson);
    QVERIFY(!r.ok());
    QVERIFY2(r.error.contains(QStringLiteral("beyond the end of its run")), qPrintable(r.error));
    QVERIFY(r.runEnded);
    QCOMPARE(r.runLength, length);
}

void TestLessonReplay::runTo() {
    QFETCH(Lesson, lesson);
    const Run run = runOf(lesson);
    const std::uint64_t length = run.events.size();
    int landed = 0, never = 0;
    for (const Breakpoint& b : breakpointsFor(lesson)) {
        for (const std::uint64_t from : {std::uint64_t{0}, length / 3, 2 * length / 3}) {
            const QByteArray what = QStringLiteral("kind %1, k %2, from %3")
                                        .arg(static_cast<int>(b.kind))
                                        .arg(b.k)
                                        .arg(from)
                                        .toUtf8();
            const std::optional<std::uint64_t> own = ownLanding(run, from, b);
            QCOMPARE(LessonReplay::landing(lesson, from, b), own);
            LessonStop stop = plainStop(own ? *own : length);
            stop.runTo = b;
            lesson.stops = {plainStop(from), stop};
            LessonReplay::Result r = LessonReplay::check(lesson);
            if (!own) {
                ++never;
                QVERIFY2(!r.ok() && r.error.contains(QStringLiteral("never hit")),
                         what + ": " + r.error.toUtf8());
                continue;
            }
            ++landed;
            QVERIFY2(r.ok(), what + ": " + r.error.toUtf8());
            // One step later: the breakpoint stops before it.
            lesson.stops[1].step = *own + 1;
            r = LessonReplay::check(lesson);
            QVERIFY2(!r.ok(), what.constData());
            if (*own + 1 <= length)
                QVERIFY2(r.error.contains(QStringLiteral("stops at step %1,").arg(*own)),
                         qPrintable(r.error));
            // One step earlier (still after `from`): not hit by then.
            if (*own - 1 > from) {
                lesson.stops[1].step = *own - 1;
                r = LessonReplay::check(lesson);
                QVERIFY2(!r.ok() && r.error.contains(QStringLiteral("is not hit by")),
                         what + ": " + r.error.toUtf8());
            }
        }
    }
    QVERIFY(landed > 0);
    qInfo("%d runs to a breakpoint landed where the test's scan found them, %d never hit", landed,
          never);
}

void TestLessonReplay::nextQueen() {
    QFETCH(Lesson, lesson);
    const Run run = runOf(lesson);
    const std::uint64_t length = run.events.size();
    std::uint64_t lastPlace = 0;
    for (std::size_t i = 0; i < run.events.size(); ++i)
        if (run.events[i].kind == EventKind::Place) lastPlace = i;
    for (const std::uint64_t at :
         {std::uint64_t{0}, length / 4, length / 2, 3 * length / 4, lastPlace, lastPlace + 1}) {
        std::optional<LessonReplay::Square> own;
        for (std::size_t i = at; i < run.events.size() && !own; ++i)
            if (run.events[i].kind == EventKind::Place)
                own = LessonReplay::Square{run.events[i].a, run.events[i].b};
        LessonStop stop = plainStop(at);
        stop.question.kind = LessonQuestion::Kind::NextQueen;
        lesson.stops = {plainStop(0), stop};
        const LessonReplay::Result r = LessonReplay::check(lesson);
        if (own) {
            QVERIFY2(r.ok(), qPrintable(r.error));
            QCOMPARE(r.nextQueen.size(), std::size_t{2});
            QVERIFY(!r.nextQueen[0]);
            QVERIFY(r.nextQueen[1].has_value());
            QCOMPARE(r.nextQueen[1]->row, own->row);
            QCOMPARE(r.nextQueen[1]->col, own->col);
        } else {
            QCOMPARE(at, lastPlace + 1);
            QVERIFY2(!r.ok() && r.error.contains(QStringLiteral("no queen is placed after")),
                     qPrintable(r.error));
        }
    }
}

void TestLessonReplay::cancel() {
    Lesson lesson = lessonOf(Algorithm::Backtracking, 12);
    lesson.stops = {plainStop(0), plainStop(1'000'000)};
    const std::atomic<bool> cancelled{true};
    const LessonReplay::Result r = LessonReplay::check(lesson, &cancelled);
    QVERIFY(r.cancelled);
    QVERIFY(!r.ok());
    QVERIFY(r.eventsReplayed < 1'000'000);
}

QTEST_GUILESS_MAIN(TestLessonReplay)
#include "test_lesson_replay.moc"
