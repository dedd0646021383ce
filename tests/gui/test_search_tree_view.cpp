// GUI test of SearchTreeView: the tree it builds from a run's batches has one node per Try;
// clicking a node asks for the cursor just after the Try of that very board; the highlighted
// node follows setCursor (checked on the painted pixels); tooltips name the pruning reason; a
// large tree (N = 8, all solutions) paints a bounded number of nodes; zoom, fit and drag.
//
// Independent truth: ReplayOracle (a fresh stepper replayed into a BoardState: its statistics,
// its board before a given event, the raw events) and an attack test written here from two
// cells. The view's own tree is only used to name the node under test.
#include <QAbstractButton>
#include <QApplication>
#include <QHelpEvent>
#include <QImage>
#include <QSignalSpy>
#include <QTest>
#include <QToolTip>
#include <QWheelEvent>
#include <cmath>
#include <cstdlib>
#include <vector>

#include "BatchFeeder.h"
#include "ReplayOracle.h"
#include "SearchTreeView.h"

using queens::Algorithm;
using queens::EventKind;
using queens::StepEvent;
using queens::TreeNodeStatus;
Q_DECLARE_METATYPE(queens::Algorithm)

namespace {

const QColor kMarker(255, 0, 255);  // the test's Highlight colour: nothing else is magenta

void feedAll(SearchTreeView& view, Algorithm a, const queens::StepperOptions& o,
             std::size_t batchSize = 97) {
    view.reset(o.n, a);
    for (const auto& b : BatchFeeder::recordRun(a, o, batchSize, 64)) view.appendBatch(*b);
}

// The board a Try extends, from a fresh replay, with the tried cell added.
std::vector<int> boardOfTry(Algorithm a, const queens::StepperOptions& o, std::uint64_t index,
                            const StepEvent& tryEvent) {
    std::vector<int> board = ReplayOracle::replay(a, o, index).placement();
    board[static_cast<std::size_t>(tryEvent.a)] = tryEvent.b;
    return board;
}

// The first row (scanning 0..row-1) whose queen attacks (row, col) on `board`, and how.
QString expectedReason(const std::vector<int>& board, int row, int col) {
    for (int r = 0; r < row; ++r) {
        const int c = board[static_cast<std::size_t>(r)];
        if (c < 0) continue;
        if (c == col) return QStringLiteral("same column as the queen in row %1").arg(r);
        if (r - c == row - col)
            return QStringLiteral("same \\ diagonal as the queen in row %1").arg(r);
        if (r + c == row + col)
            return QStringLiteral("same / diagonal as the queen in row %1").arg(r);
    }
    return {};
}

// Magenta pixels of the view's image (tolerating antialiasing), in widget coordinates.
std::vector<QPoint> markerPixels(SearchTreeView& view) {
    const QImage img = view.grab().toImage().convertToFormat(QImage::Format_RGB32);
    const qreal dpr = img.devicePixelRatio();
    std::vector<QPoint> out;
    for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x) {
            const QColor c = img.pixelColor(x, y);
            const QPoint p(static_cast<int>(x / dpr), static_cast<int>(y / dpr));
            // Inside the plot only: the legend below it shows the "current" ring too.
            if (c.red() > 200 && c.blue() > 200 && c.green() < 60 && view.plotRect().contains(p))
                out.push_back(p);
        }
    return out;
}

}  // namespace

class TestSearchTreeView : public QObject {
    Q_OBJECT

private slots:
    void nodeCountEqualsTheSteppers_data();
    void nodeCountEqualsTheSteppers();
    void sentenceInsteadOfTree();
    void clickSeeksToTheNodesTry();
    void clickOnNothingAndDragDoNotSeek();
    void highlightFollowsSetCursor_data();
    void highlightFollowsSetCursor();
    void tooltipsNameThePruningReason();
    void eightQueensPaintsOnlyWhatIsVisible();
    void zoomKeepsThePointUnderTheMouse();
    void gapStopsTheTree();
};

void TestSearchTreeView::nodeCountEqualsTheSteppers_data() {
    QTest::addColumn<Algorithm>("algorithm");
    QTest::addColumn<int>("n");
    QTest::addColumn<bool>("all");
    for (Algorithm a : {Algorithm::Backtracking, Algorithm::Permutation, Algorithm::Bitmask,
                        Algorithm::Dfs, Algorithm::Bfs, Algorithm::Symmetric})
        for (int n = 4; n <= 6; ++n)
            for (bool all : {false, true})
                QTest::addRow("%s-%d-%s", queens::algorithmName(a).data(), n, all ? "all" : "first")
                    << a << n << all;
}

void TestSearchTreeView::nodeCountEqualsTheSteppers() {
    QFETCH(Algorithm, algorithm);
    QFETCH(int, n);
    QFETCH(bool, all);
    const auto o = BatchFeeder::makeOptions(n, all);
    SearchTreeView view;
    feedAll(view, algorithm, o);
    QVERIFY(view.showsTree());
    QVERIFY(view.message().isEmpty());
    const auto truth = ReplayOracle::replay(algorithm, o, BatchFeeder::kWholeRun);
    QCOMPARE(view.tree().nodeCount(), truth.stats().nodes);
    QCOMPARE(view.tree().eventCount(), truth.stats().events);
    // The layout holds every node, siblings at least a slot apart, parents above their children.
    const SearchTreeLayout& l = view.layout();
    QCOMPARE(l.size(), view.tree().size());
    for (int d = 0; d < l.levels(); ++d)
        for (std::size_t i = 1; i < l.level(d).size(); ++i)
            QVERIFY(l.x(l.level(d)[i]) >= l.x(l.level(d)[i - 1]) + 1.0 - 1e-9);
    for (int id = 1; id < static_cast<int>(view.tree().size()); ++id) {
        const auto& parent = view.tree().node(view.tree().node(id).parent);
        QVERIFY(l.x(parent.firstChild) <= l.x(view.tree().node(id).parent));
        QVERIFY(l.x(view.tree().node(id).parent) <= l.x(parent.lastChild));
    }
}

void TestSearchTreeView::sentenceInsteadOfTree() {
    SearchTreeView view;
    view.reset(6, Algorithm::MinConflicts);
    QVERIFY(!view.showsTree());
    QVERIFY(view.message().contains(QStringLiteral("Min-conflicts")));
    view.reset(9, Algorithm::Backtracking);
    QVERIFY(!view.showsTree());
    QVERIFY(view.message().contains(QStringLiteral("N = 9")));
    view.resize(400, 300);
    view.grab();  // paints the sentence without a tree
    QCOMPARE(view.paintedNodes(), 0);
}

// Clicking a node emits the cursor just after a Try; that Try is the node's cell, and the board
// it extends (replayed independently) is the node's board.
void TestSearchTreeView::clickSeeksToTheNodesTry() {
    const Algorithm a = Algorithm::Backtracking;
    const auto o = BatchFeeder::makeOptions(5, true);
    const auto events = ReplayOracle::events(a, o, BatchFeeder::kWholeRun);
    SearchTreeView view;
    view.resize(900, 420);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    feedAll(view, a, o);
    const int count = static_cast<int>(view.tree().size());
    int clicked = 0;
    for (bool zoomed : {false, true}) {
        for (int id = 1; id < count; id += 11) {
            if (zoomed) {
                view.centerOn(id);
                for (int k = 0; k < 6; ++k) view.zoomIn();
            } else {
                view.fitToView();
            }
            QVERIFY(view.isNodeVisible(id));
            QSignalSpy spy(&view, &SearchTreeView::seekRequested);
            QTest::mouseClick(&view, Qt::LeftButton, {}, view.nodeCenter(id).toPoint());
            QCOMPARE(spy.count(), 1);
            const auto cursor = spy.at(0).at(0).value<quint64>();
            QVERIFY(cursor >= 1 && cursor <= events.size());
            const StepEvent& e = events[cursor - 1];
            QCOMPARE(e.kind, EventKind::Try);
            QCOMPARE(boardOfTry(a, o, cursor - 1, e), view.tree().placement(id));
            ++clicked;
        }
    }
    QVERIFY(clicked > 20);
    // The root (the empty board) seeks to the start.
    view.fitToView();
    QSignalSpy spy(&view, &SearchTreeView::seekRequested);
    QTest::mouseClick(&view, Qt::LeftButton, {},
                      view.nodeCenter(queens::SearchTree::kRoot).toPoint());
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).value<quint64>(), quint64{0});
}

void TestSearchTreeView::clickOnNothingAndDragDoNotSeek() {
    const auto o = BatchFeeder::makeOptions(5, true);
    SearchTreeView view;
    view.resize(700, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    feedAll(view, Algorithm::Backtracking, o);
    QSignalSpy spy(&view, &SearchTreeView::seekRequested);
    // Halfway between the root's level and the next: no node there.
    const QPointF root = view.nodeCenter(0);
    const QPointF child = view.nodeCenter(view.tree().node(0).firstChild);
    const QPoint between((root.toPoint().x()), static_cast<int>((root.y() + child.y()) / 2));
    QCOMPARE(view.nodeAt(between), -1);
    QTest::mouseClick(&view, Qt::LeftButton, {}, between);
    QCOMPARE(spy.count(), 0);
    // A drag that starts on a node pans and does not seek.
    view.zoomIn();
    view.zoomIn();
    const int id = view.tree().node(0).lastChild;
    view.centerOn(id);
    const QPoint start = view.nodeCenter(id).toPoint();
    const double before = view.nodeCenter(id).x();
    QTest::mousePress(&view, Qt::LeftButton, {}, start);
    for (int dx = 10; dx <= 80; dx += 10) {
        QMouseEvent move(QEvent::MouseMove, QPointF(start + QPoint(dx, 0)),
                         view.mapToGlobal(QPointF(start + QPoint(dx, 0))), Qt::NoButton,
                         Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&view, &move);
    }
    QTest::mouseRelease(&view, Qt::LeftButton, {}, start + QPoint(80, 0));
    QCOMPARE(spy.count(), 0);
    QVERIFY(std::abs(view.nodeCenter(id).x() - (before + 80.0)) < 1e-6);
    QVERIFY(!view.isFitted());
}

void TestSearchTreeView::highlightFollowsSetCursor_data() {
    QTest::addColumn<Algorithm>("algorithm");
    QTest::newRow("backtracking") << Algorithm::Backtracking;
    QTest::newRow("dfs") << Algorithm::Dfs;
    QTest::newRow("permutation") << Algorithm::Permutation;
}

// For cursors across the run: the current node is the board of the last Try before the cursor
// (graph search: or of the last Pop, the node being expanded), and the magenta highlight is
// painted around that node and nowhere else.
void TestSearchTreeView::highlightFollowsSetCursor() {
    QFETCH(Algorithm, algorithm);
    const auto o = BatchFeeder::makeOptions(5, true);
    const auto events = ReplayOracle::events(algorithm, o, BatchFeeder::kWholeRun);
    SearchTreeView view;
    QPalette pal = view.palette();
    pal.setColor(QPalette::Highlight, kMarker);
    view.setPalette(pal);
    view.resize(1000, 460);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    feedAll(view, algorithm, o);
    const bool graph = algorithm == Algorithm::Dfs;
    int checked = 0;
    for (std::uint64_t cursor = 1; cursor <= events.size(); cursor += events.size() / 23 + 1) {
        view.setCursor(quint64{cursor});
        // The focus event: the last Try (or Pop) among events 0..cursor-1.
        std::uint64_t k = cursor;
        while (k > 0 && events[k - 1].kind != EventKind::Try &&
               !(graph && events[k - 1].kind == EventKind::Pop))
            --k;
        const int id = view.currentNode();
        if (k == 0) {
            QCOMPARE(id, 0);
        } else {
            const StepEvent& e = events[k - 1];
            if (e.kind == EventKind::Try) {
                QCOMPARE(view.tree().placement(id), boardOfTry(algorithm, o, k - 1, e));
            } else {  // Pop: the board shown once the node is on the board (before the next Try)
                std::uint64_t shown = k;
                while (shown < events.size() && events[shown].kind != EventKind::Try &&
                       events[shown].kind != EventKind::Pop &&
                       events[shown].kind != EventKind::Solution)
                    ++shown;
                QCOMPARE(view.tree().placement(id),
                         ReplayOracle::replay(algorithm, o, shown).placement());
            }
        }
        // The pixels: every magenta pixel near the node's centre (ring + marker above it).
        view.fitToView();
        const QPointF c = view.nodeCenter(id);
        const auto pixels = markerPixels(view);
        QVERIFY2(pixels.size() >= 20, qPrintable(QString::number(pixels.size())));
        for (const QPoint& px : pixels) {
            QVERIFY2(std::abs(px.x() - c.x()) <= 20 && px.y() - c.y() <= 20 && c.y() - px.y() <= 34,
                     qPrintable(QStringLiteral("cursor %1: magenta at (%2, %3), node at (%4, %5)")
                                    .arg(cursor)
                                    .arg(px.x())
                                    .arg(px.y())
                                    .arg(c.x())
                                    .arg(c.y())));
        }
        ++checked;
    }
    QVERIFY(checked >= 20);
}

// Every pruned node's tooltip names the reason and the attacking row that an independent attack
// check finds on the replayed board before its Try; before its Try, it is "not reached yet".
void TestSearchTreeView::tooltipsNameThePruningReason() {
    const Algorithm a = Algorithm::Backtracking;
    const auto o = BatchFeeder::makeOptions(5, true);
    const auto events = ReplayOracle::events(a, o, BatchFeeder::kWholeRun);
    SearchTreeView view;
    view.resize(900, 420);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    feedAll(view, a, o);
    view.setCursor(quint64{events.size()});
    int pruned = 0;
    for (int id = 1; id < static_cast<int>(view.tree().size()); ++id) {
        const auto& nd = view.tree().node(id);
        const StepEvent& e = events[nd.tryIndex];
        QCOMPARE(e.kind, EventKind::Try);
        const std::vector<int> board = ReplayOracle::replay(a, o, nd.tryIndex).placement();
        const QString reason = expectedReason(board, e.a, e.b);
        const QString tip = view.toolTipFor(id);
        if (reason.isEmpty()) {
            QVERIFY2(!tip.contains(QStringLiteral("Pruned")), qPrintable(tip));
            continue;
        }
        ++pruned;
        QVERIFY2(tip.contains(QStringLiteral("Pruned: ") + reason), qPrintable(tip));
        if (pruned % 9 == 1) {  // the real tooltip, through a help event at the node
            view.centerOn(id);
            for (int k = 0; k < 5; ++k) view.zoomIn();
            const QPoint pos = view.nodeCenter(id).toPoint();
            QHelpEvent help(QEvent::ToolTip, pos, view.mapToGlobal(pos));
            QApplication::sendEvent(&view, &help);
            QTRY_VERIFY(QToolTip::isVisible());
            QCOMPARE(QToolTip::text(), tip);
            QToolTip::hideText();
            view.fitToView();
        }
    }
    QVERIFY(pruned > 50);
    // Before its Try, a node is not reached yet.
    const int last = static_cast<int>(view.tree().size()) - 1;
    view.setCursor(quint64{view.tree().node(last).tryIndex});
    QVERIFY(view.toolTipFor(last).contains(QStringLiteral("Not reached yet")));
}

// N = 8, all solutions of backtracking (15 720 Tries): the view builds the whole tree, and a
// paint draws at most a few nodes per pixel column per level, far fewer when zoomed in.
void TestSearchTreeView::eightQueensPaintsOnlyWhatIsVisible() {
    const Algorithm a = Algorithm::Backtracking;
    const auto o = BatchFeeder::makeOptions(8, true);
    SearchTreeView view;
    view.resize(800, 420);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    feedAll(view, a, o, 4096);
    const auto truth = ReplayOracle::replay(a, o, BatchFeeder::kWholeRun);
    QCOMPARE(view.tree().nodeCount(), truth.stats().nodes);
    QCOMPARE(view.tree().solutionCount(), std::size_t{92});
    view.setCursor(quint64{truth.stats().events});
    view.grab();
    const int levels = view.layout().levels();
    QVERIFY(view.paintedNodes() > 0);
    QVERIFY2(view.paintedNodes() <= levels * view.width() + 92 + 1,
             qPrintable(QString::number(view.paintedNodes())));
    // Zoomed in all the way: only the nodes in view.
    const int id = view.tree().solutionNodes().at(40);
    view.centerOn(id);
    for (int k = 0; k < 60; ++k) view.zoomIn();
    QCOMPARE(view.slotPx(), SearchTreeView::kMaxSlotPx);
    view.grab();
    QVERIFY(view.isNodeVisible(id));
    QVERIFY2(view.paintedNodes() <= levels * (view.width() / SearchTreeView::kMaxSlotPx + 4),
             qPrintable(QString::number(view.paintedNodes())));
    int visible = 0;
    for (int v = 0; v < static_cast<int>(view.tree().size()); ++v)
        if (view.isNodeVisible(v)) ++visible;
    QVERIFY(view.paintedNodes() >= visible);
    // Fit shows every node again.
    QTest::keyClick(&view, Qt::Key_F);
    QVERIFY(view.isFitted());
    for (int v = 0; v < static_cast<int>(view.tree().size()); v += 97)
        QVERIFY(view.isNodeVisible(v));
}

void TestSearchTreeView::zoomKeepsThePointUnderTheMouse() {
    const auto o = BatchFeeder::makeOptions(6, true);
    SearchTreeView view;
    view.resize(800, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    feedAll(view, Algorithm::Bfs, o);
    const int id = view.tree().solutionNodes().front();
    const QPointF c = view.nodeCenter(id);
    const double before = view.slotPx();
    QWheelEvent wheel(c, view.mapToGlobal(c), QPoint(), QPoint(0, 120), Qt::NoButton,
                      Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(&view, &wheel);
    QVERIFY(view.slotPx() > before);
    QVERIFY(std::abs(view.nodeCenter(id).x() - c.x()) < 0.5);
    QCOMPARE(view.nodeAt(c), id);
    const double zoomed = view.slotPx();
    QTest::keyClick(&view, Qt::Key_Minus);
    QVERIFY(view.slotPx() < zoomed);
    QTest::keyClick(&view, Qt::Key_Plus);
    QVERIFY(std::abs(view.slotPx() - zoomed) < 1e-9);
    auto* fit = view.findChild<QAbstractButton*>(QStringLiteral("treeFitButton"));
    QVERIFY(fit);
    fit->click();
    QVERIFY(view.isFitted());
    QCOMPARE(view.slotPx(), before);
}

void TestSearchTreeView::gapStopsTheTree() {
    const auto o = BatchFeeder::makeOptions(5, true);
    const auto batches = BatchFeeder::recordRun(Algorithm::Backtracking, o, 50, 64);
    SearchTreeView view;
    view.reset(5, Algorithm::Backtracking);
    view.appendBatch(*batches[0]);
    view.appendBatch(*batches[0]);  // again: nothing new
    QCOMPARE(view.tree().eventCount(), batches[0]->events.size());
    view.appendBatch(*batches[2]);  // batch 1 is missing
    QVERIFY(!view.message().isEmpty());
    QCOMPARE(view.tree().eventCount(), batches[0]->events.size());
}

QTEST_MAIN(TestSearchTreeView)
#include "test_search_tree_view.moc"
