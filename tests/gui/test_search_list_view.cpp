// GUI test of SearchListView: the front of OPEN it shows follows the timeline cursor forward,
// back and across far seeks, catching up within its budget; a timeline that dropped events
// turns it to sizes only, without a crash.
//
// Independent truth: a naive graph search (../core/NaiveGraphSearch.h: partial boards as
// std::vector<int>, OPEN as a std::deque, the order the stepper header documents: DFS pushes
// columns n-1..0 and pops the back, BFS pushes 0..n-1 and pops the front). Its sequence of pushes
// and pops is aligned with the recorded run by counting the Push/Pop events before the cursor;
// nothing else of the run is used. The view's own tracker and the steppers share no code with it.
#include <QLabel>
#include <QTest>
#include <algorithm>
#include <cstdlib>
#include <deque>
#include <memory>
#include <optional>
#include <vector>

#include "../core/NaiveGraphSearch.h"
#include "SearchListView.h"
#include "StepperFactory.h"
#include "TestProblems.h"
#include "Timeline.h"
#include "TimelineRecorder.h"

using naivegraph::Node;
using queens::Algorithm;
using queens::EventKind;

namespace {

// ---- the naive search (../core/NaiveGraphSearch.h) ---------------------------------------

using naivegraph::Op;

// Every push and pop of a whole run, in order.
std::vector<Op> naiveOps(int n, bool dfs) {
    return naivegraph::NaiveSearch(n, dfs).ops;
}

struct Expected {
    std::vector<Node> front;  // at most SearchListView::kFrontCount, next to expand first
    std::optional<Node> expanding;
    std::uint64_t open = 0;
    std::uint64_t closed = 0;
};

// The naive search after its first `opCount` pushes and pops.
Expected expectedAfter(const std::vector<Op>& ops, std::size_t opCount, bool dfs) {
    std::deque<Node> open;
    Expected x;
    for (std::size_t i = 0; i < opCount && i < ops.size(); ++i) {
        if (ops[i].push) {
            open.push_back(ops[i].node);
        } else {
            x.expanding = ops[i].node;
            ++x.closed;
            if (dfs)
                open.pop_back();
            else
                open.pop_front();
        }
    }
    x.open = open.size();
    const std::vector<Node> order = naivegraph::handOutOrder(open, dfs);
    const std::size_t k = std::min(order.size(), SearchListView::kFrontCount);
    x.front.assign(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(k));
    return x;
}

// ---- the recorded run ---------------------------------------------------------------------

struct Run {
    std::unique_ptr<queens::Timeline> timeline;
    std::vector<EventKind> kinds;  // to count the pushes and pops before a cursor
    std::vector<Op> ops;
    bool dfs = true;

    Expected expectedAt(std::uint64_t cursor) const {
        std::size_t count = 0;
        for (std::uint64_t i = 0; i < cursor; ++i)
            count += kinds[i] == EventKind::Push || kinds[i] == EventKind::Pop ? 1 : 0;
        return expectedAfter(ops, count, dfs);
    }
};

// Records a whole run into a Timeline through a TimelineRecorder, in batches of `batchSize`.
Run record(Algorithm a, int n, std::size_t memoryBound = queens::Timeline::kDefaultMemoryBound,
           std::size_t batchSize = 512, std::size_t keyframeInterval = 0) {
    Run run;
    run.dfs = a == Algorithm::Dfs;
    run.ops = naiveOps(n, run.dfs);
    run.timeline = std::make_unique<queens::Timeline>(n, memoryBound);
    queens::TimelineRecorder recorder(n, keyframeInterval);
    auto stepper = queens::StepperFactory::create(a, TestProblems::options(n, true));
    queens::StepEvent e;
    while (stepper->next(e)) {
        recorder.record(e);
        run.kinds.push_back(e.kind);
        if (recorder.pending() >= batchSize) run.timeline->append(recorder.takeBatch());
    }
    run.timeline->append(recorder.takeBatch());
    return run;
}

// Calls setView until the view has caught up (a generous bound on the calls, not on time).
bool catchUp(SearchListView& view, const queens::Timeline& t, Algorithm a) {
    for (int i = 0; i < 1'000'000; ++i) {
        view.setView(t, a);
        if (view.caughtUp() || view.sizesOnly()) return view.caughtUp();
    }
    return false;
}

QString labelText(const SearchListView& view, const char* name) {
    auto* label = view.findChild<QLabel*>(QLatin1String(name));
    return label ? label->text() : QStringLiteral("<missing %1>").arg(QLatin1String(name));
}

QString number(std::uint64_t v) {
    return QLocale().toString(static_cast<qulonglong>(v));
}

}  // namespace

class TestSearchListView : public QObject {
    Q_OBJECT

private slots:
    void followsTheCursor_data();
    void followsTheCursor();
    void continuesOnItsOwnWhilePaused();
    void droppedEventsLeaveSizesOnly();
    void followsWhileOldEventsAreDropped();
    void otherAlgorithmsAndLargeBoards();

private:
    // Compares everything the view shows with the naive search at the cursor.
    static void checkAtCursor(const SearchListView& view, const Run& run) {
        const std::uint64_t cursor = run.timeline->cursor();
        const Expected x = run.expectedAt(cursor);
        QCOMPARE(view.trackedCursor(), cursor);
        QVERIFY(view.shownFront() == x.front);
        QVERIFY(view.shownExpanding() == x.expanding);
        QCOMPARE(view.shownOpenSize(), x.open);
        QCOMPARE(view.shownClosedSize(), x.closed);
        QCOMPARE(labelText(view, "openSizeValue"), number(x.open));
        QCOMPARE(labelText(view, "closedSizeValue"), number(x.closed));
    }
};

void TestSearchListView::followsTheCursor_data() {
    QTest::addColumn<int>("algorithm");
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("budget");
    for (Algorithm a : {Algorithm::Dfs, Algorithm::Bfs}) {
        for (int n : {5, 6}) {
            const char* name = a == Algorithm::Dfs ? "dfs" : "bfs";
            QTest::addRow("%s n=%d large budget", name, n) << int(a) << n << 200'000;
            QTest::addRow("%s n=%d budget 37", name, n) << int(a) << n << 37;
        }
    }
}

void TestSearchListView::followsTheCursor() {
    QFETCH(int, algorithm);
    QFETCH(int, n);
    QFETCH(int, budget);
    const auto a = static_cast<Algorithm>(algorithm);
    Run run = record(a, n);
    queens::Timeline& t = *run.timeline;
    QVERIFY(t.finished());
    SearchListView view;
    view.resize(500, 700);
    view.setBudget(static_cast<std::uint64_t>(budget), 1000);

    QVERIFY(catchUp(view, t, a));
    checkAtCursor(view, run);  // cursor 0: nothing pushed yet
    // Step forward one event at a time over the start of the run.
    for (int i = 0; i < 80 && t.stepForward(); ++i) {
        QVERIFY(catchUp(view, t, a));
        checkAtCursor(view, run);
    }
    // Step back one at a time.
    for (int i = 0; i < 30 && t.stepBack(); ++i) {
        QVERIFY(catchUp(view, t, a));
        checkAtCursor(view, run);
    }
    // Seeks: to the end, far back, forward again, a little back, to 0, to the middle.
    const std::uint64_t size = t.size();
    for (std::uint64_t to : {size, size / 9, (size * 2) / 3, (size * 2) / 3 - 25, std::uint64_t{0},
                             size / 2, size - 1, size / 2 + 1}) {
        const std::uint64_t from = view.trackedCursor();
        QCOMPARE(t.seek(to), to);
        // Events the view must apply or undo: forward from `from`, or back (or from 0 when
        // that is shorter).
        const std::uint64_t cost = to >= from ? to - from : std::min(from - to, to);
        if (cost > static_cast<std::uint64_t>(budget)) {
            view.setView(t, a);  // one call cannot cover the distance: it says so
            QVERIFY(!view.caughtUp());
            QVERIFY(labelText(view, "searchListStatus").contains(number(to)));
        }
        QVERIFY(catchUp(view, t, a));
        checkAtCursor(view, run);
        for (int i = 0; i < 5 && t.stepBack(); ++i) {
            QVERIFY(catchUp(view, t, a));
            checkAtCursor(view, run);
        }
    }
    QVERIFY(!view.sizesOnly());
    QVERIFY(!view.grab().isNull());
}

// While paused nobody calls setView: the view's own 0 ms timer finishes the catching up.
void TestSearchListView::continuesOnItsOwnWhilePaused() {
    Run run = record(Algorithm::Bfs, 6);
    queens::Timeline& t = *run.timeline;
    SearchListView view;
    view.setBudget(50, 1000);
    t.seek(t.size() - 3);
    view.setView(t, Algorithm::Bfs);
    QVERIFY(!view.caughtUp());
    QTRY_VERIFY_WITH_TIMEOUT(view.caughtUp(), TestProblems::kSolveTimeoutMs);
    checkAtCursor(view, run);
    QVERIFY(labelText(view, "searchListStatus").isEmpty());
    // Far back: the view restarts from 0 rather than undoing most of the run.
    t.seek(40);
    view.setView(t, Algorithm::Bfs);
    QCOMPARE(view.trackedCursor(), std::uint64_t{40});
    checkAtCursor(view, run);
}

// A timeline whose memory bound dropped the start of the run: a fresh view cannot rebuild OPEN
// (it would need event 0), so it shows the sizes of the cursor's state and a sentence.
void TestSearchListView::droppedEventsLeaveSizesOnly() {
    Run run = record(Algorithm::Dfs, 7, 24 * 1024, 128, 128);
    queens::Timeline& t = *run.timeline;
    QVERIFY(t.overBound());
    QVERIFY(t.firstExact() > 0);
    QCOMPARE(t.event(0), nullptr);
    SearchListView view;
    view.show();
    t.seek(t.size());
    view.setView(t, Algorithm::Dfs);
    QVERIFY(view.sizesOnly());
    QVERIFY(!view.caughtUp());
    QVERIFY(view.shownFront().empty());
    const Expected x = run.expectedAt(t.cursor());
    QCOMPARE(view.shownOpenSize(), x.open);
    QCOMPARE(view.shownClosedSize(), x.closed);
    QVERIFY(labelText(view, "searchListStatus").contains(QStringLiteral("dropped")));
    // Below firstExact the timeline lands on a keyframe; the view stays in sizes-only mode.
    const std::uint64_t landed = t.seek(t.firstExact() / 2);
    view.setView(t, Algorithm::Dfs);
    QVERIFY(view.sizesOnly());
    QCOMPARE(view.shownOpenSize(), run.expectedAt(landed).open);
    QVERIFY(!view.grab().isNull());
}

// The view follows the cursor while the recording goes on and the oldest events are dropped:
// it only needs the events near the cursor. Going below firstExact gives sizes only; coming
// back, the lists are exact again.
void TestSearchListView::followsWhileOldEventsAreDropped() {
    const int n = 7;
    Run truth = record(Algorithm::Dfs, n);  // for the expectations
    queens::Timeline t(n, 24 * 1024);
    queens::TimelineRecorder recorder(n, 128);
    auto stepper = queens::StepperFactory::create(Algorithm::Dfs, TestProblems::options(n, true));
    SearchListView view;
    queens::StepEvent e;
    while (stepper->next(e)) {
        recorder.record(e);
        if (recorder.pending() < 128) continue;
        t.append(recorder.takeBatch());
        t.seek(t.size());
        QVERIFY(catchUp(view, t, Algorithm::Dfs));
    }
    t.append(recorder.takeBatch());
    QVERIFY(t.overBound());
    QVERIFY(t.firstExact() > 0);
    t.seek(t.size() - 2);
    QVERIFY(catchUp(view, t, Algorithm::Dfs));
    const Expected x = truth.expectedAt(t.cursor());
    QVERIFY(view.shownFront() == x.front);
    QVERIFY(view.shownExpanding() == x.expanding);

    t.seek(t.firstExact() / 2);
    view.setView(t, Algorithm::Dfs);
    QVERIFY(view.sizesOnly());
    QCOMPARE(view.shownOpenSize(), truth.expectedAt(t.cursor()).open);

    t.seek(t.firstExact() + 10);
    QVERIFY(catchUp(view, t, Algorithm::Dfs));
    QVERIFY(view.shownFront() == truth.expectedAt(t.cursor()).front);
}

void TestSearchListView::otherAlgorithmsAndLargeBoards() {
    SearchListView view;
    view.resize(600, 500);
    view.show();
    Run run = record(Algorithm::Dfs, 5);
    queens::Timeline& t = *run.timeline;
    t.seek(30);
    QVERIFY(catchUp(view, t, Algorithm::Dfs));
    QVERIFY(!view.shownFront().empty());
    // Another algorithm: no lists, no tracker.
    view.setView(t, Algorithm::Bitmask);
    QVERIFY(view.shownFront().empty());
    QCOMPARE(view.trackedCursor(), std::uint64_t{0});
    QVERIFY(!view.caughtUp());
    // reset(), then a 10-queens BFS (tuples instead of mini-boards) a little way in.
    view.reset();
    QVERIFY(view.shownFront().empty());
    queens::Timeline big(10);
    queens::TimelineRecorder recorder(10);
    auto stepper = queens::StepperFactory::create(Algorithm::Bfs, TestProblems::options(10, true));
    queens::StepEvent e;
    for (int i = 0; i < 3000 && stepper->next(e); ++i) recorder.record(e);
    big.append(recorder.takeBatch());
    big.seek(big.size());
    QVERIFY(catchUp(view, big, Algorithm::Bfs));
    const std::vector<Op> ops = naiveOps(10, false);
    std::size_t count = 0;
    for (std::uint64_t i = 0; i < big.size(); ++i) {
        const EventKind k = big.event(i)->kind;
        count += k == EventKind::Push || k == EventKind::Pop ? 1 : 0;
    }
    const Expected x = expectedAfter(ops, count, false);
    QVERIFY(view.shownFront() == x.front);
    QCOMPARE(view.shownOpenSize(), x.open);
    QVERIFY(labelText(view, "openMoreLabel").contains(number(x.open - x.front.size())));
    QVERIFY(!view.grab().isNull());
}

QTEST_MAIN(TestSearchListView)
#include "test_search_list_view.moc"
