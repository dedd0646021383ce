// GUI test of SearchTreeView on the searches that pick the row to branch on: CSP backtracking
// (MRV with forward checking or arc consistency, backjumping, random ties with restarts) and
// Dancing Links. The tree has one node per Try and the stepper's solutions; a wiped-out node's
// tooltip names the emptied row from the step of its Wipeout on (a dead end of DLX the empty row
// or column); a tooltip lists the queens in the order they were placed; every node is found at
// its centre and a click there seeks to its Try; a backjump is told at the node it leaves; the
// whole tree paints every node.
//
// Independent truth: ReplayOracle (a fresh stepper replayed into a BoardState: its statistics,
// the raw events) and scans of the raw events written here (the queens on the board kept from
// Place / Remove, the Try and Place before a Wipeout or an empty Choose). The view's own tree is
// only used to name the node under test.
#include <QApplication>
#include <QHelpEvent>
#include <QSignalSpy>
#include <QStringList>
#include <QTest>
#include <QToolTip>
#include <utility>
#include <vector>

#include "BatchFeeder.h"
#include "CoverState.h"
#include "ReplayOracle.h"
#include "SearchTreeView.h"

using queens::Algorithm;
using queens::EventKind;
using queens::StepEvent;
using queens::StepperOptions;
Q_DECLARE_METATYPE(queens::Algorithm)
Q_DECLARE_METATYPE(queens::StepperOptions)

namespace {

StepperOptions cspOptions(int n, bool all, StepperOptions::Inference inf, bool backjump = false) {
    StepperOptions o = BatchFeeder::makeOptions(n, all);
    o.varOrder = StepperOptions::VarOrder::Mrv;
    o.inference = inf;
    o.backjump = backjump;
    return o;
}

void feedAll(SearchTreeView& view, Algorithm a, const StepperOptions& o) {
    view.reset(o.n, a);
    for (const auto& b : BatchFeeder::recordRun(a, o, 61, 64)) view.appendBatch(*b);
}

// The node of the Try at event index `tryIndex` (the view's tree names it, nothing more).
int nodeOfTry(const SearchTreeView& view, std::uint64_t tryIndex) {
    for (int id = 1; id < static_cast<int>(view.tree().size()); ++id)
        if (view.tree().node(id).tryIndex == tryIndex) return id;
    return -1;
}

// Sends the help event a hovering mouse sends at the node's centre.
void hover(SearchTreeView& view, int id) {
    const QPoint pos = view.nodeCenter(id).toPoint();
    QHelpEvent help(QEvent::ToolTip, pos, view.mapToGlobal(pos));
    QApplication::sendEvent(&view, &help);
}

}  // namespace

class TestSearchTreeViewCsp : public QObject {
    Q_OBJECT

private slots:
    void nodeCountAndSolutionsEqualTheSteppers_data();
    void nodeCountAndSolutionsEqualTheSteppers();
    void wipeOutsAreShownFromTheirStepOn_data();
    void wipeOutsAreShownFromTheirStepOn();
    void tooltipsListTheQueensInTheOrderPlaced();
    void backjumpTooltipsNameTheTargetRow();
    void everyNodeIsFoundAtItsCentreAndClickSeeksToItsTry();
};

void TestSearchTreeViewCsp::nodeCountAndSolutionsEqualTheSteppers_data() {
    QTest::addColumn<Algorithm>("algorithm");
    QTest::addColumn<StepperOptions>("options");
    using Inf = StepperOptions::Inference;
    for (int n = 4; n <= 7; ++n) {
        QTest::addRow("csp-fc-%d", n)
            << Algorithm::Csp << cspOptions(n, true, Inf::ForwardChecking);
        QTest::addRow("csp-mac-cbj-%d", n) << Algorithm::Csp << cspOptions(n, true, Inf::Mac, true);
        QTest::addRow("csp-none-cbj-%d", n)
            << Algorithm::Csp << cspOptions(n, true, Inf::None, true);
        QTest::addRow("dlx-%d", n) << Algorithm::Dlx << BatchFeeder::makeOptions(n, true);
    }
    StepperOptions restarts = cspOptions(8, false, Inf::ForwardChecking);
    restarts.randomTies = true;
    restarts.restartBacktracks = 1;
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        restarts.seed = seed;
        QTest::addRow("csp-restarts-seed-%d", int(seed)) << Algorithm::Csp << restarts;
    }
}

void TestSearchTreeViewCsp::nodeCountAndSolutionsEqualTheSteppers() {
    QFETCH(Algorithm, algorithm);
    QFETCH(StepperOptions, options);
    SearchTreeView view;
    view.resize(1000, 480);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    feedAll(view, algorithm, options);
    QVERIFY(view.showsTree());
    QVERIFY2(view.message().isEmpty(), qPrintable(view.message()));
    const auto truth = ReplayOracle::replay(algorithm, options, BatchFeeder::kWholeRun);
    QCOMPARE(view.tree().nodeCount(), truth.stats().nodes);
    QCOMPARE(view.tree().solutionCount(), truth.stats().solutions);
    QCOMPARE(view.tree().attempts(), int(truth.stats().restarts) + 1);
    // At the end every node is reached and painted (the root too), unless too dense to draw
    // one by one.
    view.setCursor(quint64{view.tree().eventCount()});
    view.grab();
    if (view.tree().size() < 400)
        QCOMPARE(std::size_t(view.paintedNodes()), view.tree().size());
    else
        QVERIFY(view.paintedNodes() > 0);
}

void TestSearchTreeViewCsp::wipeOutsAreShownFromTheirStepOn_data() {
    QTest::addColumn<Algorithm>("algorithm");
    QTest::addColumn<StepperOptions>("options");
    using Inf = StepperOptions::Inference;
    QTest::addRow("csp-mrv-fc-6") << Algorithm::Csp << cspOptions(6, true, Inf::ForwardChecking);
    QTest::addRow("csp-mrv-mac-7") << Algorithm::Csp << cspOptions(7, true, Inf::Mac);
    QTest::addRow("dlx-6") << Algorithm::Dlx << BatchFeeder::makeOptions(6, true);
}

void TestSearchTreeViewCsp::wipeOutsAreShownFromTheirStepOn() {
    QFETCH(Algorithm, algorithm);
    QFETCH(StepperOptions, options);
    const auto events = ReplayOracle::events(algorithm, options, BatchFeeder::kWholeRun);
    SearchTreeView view;
    view.resize(1000, 480);
    feedAll(view, algorithm, options);
    const int n = options.n;
    std::uint64_t lastTry = 0;
    int checked = 0;
    for (std::uint64_t i = 0; i < events.size(); ++i) {
        const StepEvent& e = events[i];
        if (e.kind == EventKind::Try) lastTry = i;
        const bool wipe = e.kind == EventKind::Wipeout;
        const bool dead = e.kind == EventKind::Choose && e.b == 0;
        if (!wipe && !dead) continue;
        const int id = nodeOfTry(view, lastTry);
        QVERIFY(id > 0);
        view.setCursor(quint64{i});
        QVERIFY2(view.toolTipFor(id).contains(QStringLiteral("Explored")),
                 qPrintable(view.toolTipFor(id)));
        view.setCursor(quint64{i + 1});
        const QString tip = view.toolTipFor(id);
        QString want;
        if (wipe) {
            want = QStringLiteral("Wipe-out: with this queen placed, the domain of row %1 is empty")
                       .arg(e.a);
        } else if (e.a < n) {
            want = QStringLiteral("Dead end: no square of row %1 is left").arg(e.a);
        } else {
            want = QStringLiteral("Dead end: no square of column %1 is left").arg(e.a - n);
        }
        QVERIFY2(tip.contains(want), qPrintable(tip + QStringLiteral(" / ") + want));
        ++checked;
    }
    QVERIFY(checked >= 3);
}

void TestSearchTreeViewCsp::tooltipsListTheQueensInTheOrderPlaced() {
    const Algorithm a = Algorithm::Csp;
    const StepperOptions o = cspOptions(6, true, StepperOptions::Inference::ForwardChecking);
    const auto events = ReplayOracle::events(a, o, BatchFeeder::kWholeRun);
    SearchTreeView view;
    view.resize(1000, 480);
    feedAll(view, a, o);
    view.setCursor(quint64{events.size()});
    std::vector<std::pair<int, int>> board;  // the queens in the order placed
    int checked = 0;
    for (std::uint64_t i = 0; i < events.size(); ++i) {
        const StepEvent& e = events[i];
        if (e.kind == EventKind::Place) board.emplace_back(e.a, e.b);
        if (e.kind == EventKind::Remove) board.pop_back();
        if (e.kind != EventKind::Try) continue;
        QStringList queens;
        for (const auto& [r, c] : board) queens << QStringLiteral("r%1=%2").arg(r).arg(c);
        queens << QStringLiteral("r%1=%2").arg(e.a).arg(e.b);
        const QString tip = view.toolTipFor(nodeOfTry(view, i));
        QVERIFY2(tip.contains(QStringLiteral("Row %1, column %2").arg(e.a).arg(e.b)),
                 qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("Queens in the order placed: ") +
                              queens.join(QStringLiteral(", "))),
                 qPrintable(tip));
        ++checked;
    }
    QCOMPARE(std::size_t(checked), view.tree().nodeCount());
}

// The node of the deepest queen at a Jump tells, from the Jump on, where the search jumped.
void TestSearchTreeViewCsp::backjumpTooltipsNameTheTargetRow() {
    const Algorithm a = Algorithm::Csp;
    StepperOptions o = BatchFeeder::makeOptions(7, true);
    o.backjump = true;
    const auto events = ReplayOracle::events(a, o, BatchFeeder::kWholeRun);
    SearchTreeView view;
    view.resize(1000, 480);
    feedAll(view, a, o);
    std::vector<std::uint64_t> placed;  // the Try index of each queen on the board
    std::uint64_t lastTry = 0;
    int skipping = 0;
    for (std::uint64_t i = 0; i < events.size(); ++i) {
        const StepEvent& e = events[i];
        if (e.kind == EventKind::Try) lastTry = i;
        if (e.kind == EventKind::Place) placed.push_back(lastTry);
        if (e.kind == EventKind::Remove) placed.pop_back();
        if (e.kind != EventKind::Jump || e.b < 0 || placed.empty()) continue;
        const int id = nodeOfTry(view, placed.back());
        view.setCursor(quint64{i});
        QVERIFY(!view.toolTipFor(id).contains(QStringLiteral("ran out of values")));
        view.setCursor(quint64{i + 1});
        const QString tip = view.toolTipFor(id);
        const QString want = e.c > 0
                                 ? QStringLiteral("Row %1 ran out of values: backjump to row %2")
                                 : QStringLiteral("Row %1 ran out of values: back to row %2");
        QVERIFY2(tip.contains(want.arg(e.a).arg(e.b)), qPrintable(tip));
        skipping += e.c > 0;
    }
    QVERIFY(skipping > 0);
}

void TestSearchTreeViewCsp::everyNodeIsFoundAtItsCentreAndClickSeeksToItsTry() {
    const Algorithm a = Algorithm::Csp;
    const StepperOptions o = cspOptions(6, true, StepperOptions::Inference::ForwardChecking);
    const auto events = ReplayOracle::events(a, o, BatchFeeder::kWholeRun);
    SearchTreeView view;
    view.resize(1200, 520);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    feedAll(view, a, o);
    view.setCursor(quint64{events.size()});
    QSignalSpy seeks(&view, &SearchTreeView::seekRequested);
    int clicked = 0;
    for (int id = 1; id < static_cast<int>(view.tree().size()); ++id) {
        QVERIFY(view.isNodeVisible(id));
        QCOMPARE(view.nodeAt(view.nodeCenter(id)), id);
        if (id % 7 != 0) continue;
        hover(view, id);
        QTRY_VERIFY(QToolTip::isVisible());
        QCOMPARE(QToolTip::text(), view.toolTipFor(id));
        QToolTip::hideText();
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.nodeCenter(id).toPoint());
        QCOMPARE(seeks.count(), ++clicked);
        const quint64 to = seeks.last().at(0).toULongLong();
        QCOMPARE(events[to - 1].kind, EventKind::Try);  // the step right after its Try
        QCOMPARE(events[to - 1].a, int(view.tree().node(id).row));
        QCOMPARE(events[to - 1].b, int(view.tree().node(id).col));
    }
    QVERIFY(clicked > 3);
}

QTEST_MAIN(TestSearchTreeViewCsp)
#include "test_search_tree_view_csp.moc"
