// GUI test of SearchTreeView on iterative deepening: the passes side by side, each pass to the
// right of the one before, laid out only up to the cursor's pass (stepping back before a Deepen
// removes that pass again); the cursor's node after a Deepen is that pass's root; a cut-off node
// says so in its tooltip.
//
// Independent truth: ReplayOracle (a fresh stepper replayed into a BoardState: its statistics and
// raw events); the view's own tree only names the nodes under test.
#include <QTest>
#include <algorithm>
#include <vector>

#include "BatchFeeder.h"
#include "ReplayOracle.h"
#include "SearchTreeView.h"

using queens::Algorithm;
using queens::EventKind;
using queens::StepEvent;
using queens::TreeNodeStatus;

namespace {

void feedAll(SearchTreeView& view, Algorithm a, const queens::StepperOptions& o) {
    view.reset(o.n, a);
    for (const auto& b : BatchFeeder::recordRun(a, o, 97, 64)) view.appendBatch(*b);
}

}  // namespace

class TestSearchTreeViewIddfs : public QObject {
    Q_OBJECT

private slots:
    void drawsThePassesUpToTheCursor();
};

// Iterative deepening: the passes side by side, laid out up to the cursor's pass only.
void TestSearchTreeViewIddfs::drawsThePassesUpToTheCursor() {
    const int n = 5;
    const auto o = BatchFeeder::makeOptions(n, true);
    SearchTreeView view;
    view.resize(900, 500);
    feedAll(view, Algorithm::Iddfs, o);
    QVERIFY(view.showsTree());
    const auto truth = ReplayOracle::replay(Algorithm::Iddfs, o, BatchFeeder::kWholeRun);
    QCOMPARE(view.tree().nodeCount(), truth.stats().nodes);
    const std::vector<StepEvent> events =
        ReplayOracle::events(Algorithm::Iddfs, o, BatchFeeder::kWholeRun);
    int pass = 0;
    for (std::size_t i = 0; i < events.size(); ++i) {
        if (events[i].kind != EventKind::Deepen) continue;
        ++pass;
        view.setCursor(i + 1);
        const SearchTreeLayout& l = view.layout();
        QCOMPARE(int(l.passes()), pass);
        QCOMPARE(int(l.level(0).size()), pass);  // one root per pass so far
        // Every node laid out belongs to a pass up to the cursor's, each pass right of the last.
        double rightOfPrevious = -1.0;
        for (int p = 0; p < pass; ++p) {
            double lo = 1e300, hi = -1e300;
            for (int d = 0; d < l.levels(); ++d)
                for (int id : l.level(d)) {
                    QVERIFY(int(view.tree().passOf(id)) < pass);
                    if (int(view.tree().passOf(id)) != p) continue;
                    lo = std::min(lo, l.x(id));
                    hi = std::max(hi, l.x(id));
                }
            QVERIFY(lo > rightOfPrevious);
            rightOfPrevious = hi;
        }
        QCOMPARE(view.currentNode(), view.tree().passRoots()[std::size_t(pass - 1)]);
    }
    QCOMPARE(pass, int(truth.stats().deepenings));
    QCOMPARE(pass, n);
    // Stepping back before the last Deepen lays the last pass out no more.
    view.setCursor(view.tree().node(view.tree().passRoots().back()).tryIndex);
    QCOMPARE(int(view.layout().passes()), n - 1);
    // Cut-off nodes say so in their tooltip.
    for (int id = 0; id < int(view.tree().size()); ++id)
        if (view.tree().node(id).status == TreeNodeStatus::CutOff) {
            view.setCursor(view.tree().node(id).finalIndex + 1);
            QVERIFY(view.toolTipFor(id).contains(QStringLiteral("Cut off")));
            break;
        }
}

QTEST_MAIN(TestSearchTreeViewIddfs)
#include "test_search_tree_view_iddfs.moc"
