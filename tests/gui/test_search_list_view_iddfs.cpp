// GUI test of SearchListView on iterative deepening: the panel shows the pass (depth limit) at
// the cursor, the nodes cut off, CLOSED emptied at each Deepen, and stepping back across a Deepen
// shows the previous pass's lists again.
//
// Independent truth: the recorded run's event kinds alone (the pass is the number of Deepen
// events before the cursor; a node is cut off when a Cutoff follows the latest Pop), the cursor's
// BoardState for the sizes, and the board it shows for the node being expanded.
#include <QLabel>
#include <QTest>
#include <memory>
#include <vector>

#include "SearchListView.h"
#include "StepperFactory.h"
#include "TestProblems.h"
#include "Timeline.h"
#include "TimelineRecorder.h"

using queens::Algorithm;
using queens::EventKind;

namespace {

struct Run {
    std::unique_ptr<queens::Timeline> timeline;
    std::vector<queens::StepEvent> events;
};

Run record(int n) {
    Run run;
    run.timeline = std::make_unique<queens::Timeline>(n);
    queens::TimelineRecorder recorder(n, 0);
    auto stepper = queens::StepperFactory::create(Algorithm::Iddfs, TestProblems::options(n, true));
    queens::StepEvent e;
    while (stepper->next(e)) {
        recorder.record(e);
        run.events.push_back(e);
    }
    run.timeline->append(recorder.takeBatch());
    return run;
}

bool catchUp(SearchListView& view, const queens::Timeline& t) {
    for (int i = 0; i < 100'000; ++i) {
        view.setView(t, Algorithm::Iddfs);
        if (view.caughtUp() || view.sizesOnly()) return view.caughtUp();
    }
    return false;
}

int passAt(const Run& run, std::uint64_t cursor) {
    int pass = 0;
    for (std::uint64_t i = 0; i < cursor; ++i) pass += run.events[i].kind == EventKind::Deepen;
    return pass;
}

bool cutOffAt(const Run& run, std::uint64_t cursor) {
    for (std::uint64_t i = cursor; i-- > 0;) {
        const EventKind k = run.events[i].kind;
        if (k == EventKind::Cutoff) return true;
        if (k == EventKind::Pop || k == EventKind::Deepen) return false;
    }
    return false;
}

}  // namespace

class TestSearchListViewIddfs : public QObject {
    Q_OBJECT

private slots:
    void showsThePassesForwardAndBack();

private:
    static void check(const SearchListView& view, const Run& run) {
        const queens::Timeline& t = *run.timeline;
        const std::uint64_t cursor = t.cursor();
        QCOMPARE(view.trackedCursor(), cursor);
        QCOMPARE(view.shownPass(), passAt(run, cursor));
        QCOMPARE(view.shownCutOff(), cutOffAt(run, cursor));
        QCOMPARE(view.shownClosedSize(), std::uint64_t(t.state().stats().closedSize));
        QCOMPARE(view.shownOpenSize(), std::uint64_t(t.state().stats().openSize));
        auto* pass = view.findChild<QLabel*>(QStringLiteral("iddfsPassLabel"));
        QVERIFY(pass);
        QCOMPARE(pass->isVisibleTo(&view), view.shownPass() > 0);
        if (view.shownPass() > 0)
            QVERIFY(pass->text().contains(QLocale().toString(view.shownPass())));
        // At the Cutoff itself the node cut off is the board shown, at the limit.
        if (cursor > 0 && run.events[cursor - 1].kind == EventKind::Cutoff) {
            QVERIFY(view.shownCutOff());
            QVERIFY(view.shownExpanding().has_value());
            QCOMPARE(int(view.shownExpanding()->size()), view.shownPass());
            for (int r = 0; r < view.shownPass(); ++r)
                QCOMPARE(t.state().queenAt(r), (*view.shownExpanding())[std::size_t(r)]);
        }
    }
};

void TestSearchListViewIddfs::showsThePassesForwardAndBack() {
    const int n = 5;
    Run run = record(n);
    queens::Timeline& t = *run.timeline;
    QVERIFY(t.finished());
    SearchListView view;
    view.resize(500, 700);
    view.show();
    QVERIFY(catchUp(view, t));
    check(view, run);
    // Forward over the whole run, one event at a time: every pass appears in turn.
    int maxPass = 0;
    int cutOffSeen = 0;
    while (t.stepForward()) {
        QVERIFY(catchUp(view, t));
        check(view, run);
        maxPass = std::max(maxPass, view.shownPass());
        cutOffSeen += view.shownCutOff();
    }
    QCOMPARE(maxPass, n);
    QVERIFY(cutOffSeen > 0);
    // Back across every Deepen: the previous pass's CLOSED and cut-offs come back.
    for (std::uint64_t i = run.events.size(); i-- > 1;) {
        if (run.events[i].kind != EventKind::Deepen) continue;
        QCOMPARE(t.seek(i + 1), i + 1);
        QVERIFY(catchUp(view, t));
        check(view, run);
        QCOMPARE(view.shownClosedSize(), std::uint64_t(0));
        QVERIFY(t.stepBack());
        QVERIFY(catchUp(view, t));
        check(view, run);
        QCOMPARE(view.shownClosedSize(), run.events[i].value);
        QCOMPARE(view.shownPass(), run.events[i].b);
    }
    // Far seeks both ways.
    for (std::uint64_t to : {t.size(), t.size() / 3, std::uint64_t{7}, t.size() / 2}) {
        t.seek(to);
        QVERIFY(catchUp(view, t));
        check(view, run);
    }
}

QTEST_MAIN(TestSearchListViewIddfs)
#include "test_search_list_view_iddfs.moc"
