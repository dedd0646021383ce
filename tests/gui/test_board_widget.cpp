// GUI test of BoardWidget's detailed rendering (n <= 64) of what a student must see besides the
// queens: the attacked cells, the lines of attack of a queen just placed (or of two queens just
// swapped), the current row and the solution flash.
//
// The states come from replaying real runs (ReplayOracle): backtracking N = 6, bitmask N = 8 and
// min-conflicts N = 12. Truth is computed here from the placement alone, pair by pair, never from
// BoardState's counters (which the widget uses): an empty cell is attacked when a queen of another
// row shares its column or one of its diagonals. The pixel checks grab the widget and compare the
// same cell or pixel between two renderings that differ in one thing only (the event shown, or
// setShowAttacks), so they hold for any palette and any size; rectangles come from boardRect().
#include <QImage>
#include <QTest>
#include <QVariantAnimation>
#include <algorithm>
#include <cstdlib>
#include <optional>
#include <vector>

#include "BoardState.h"
#include "BoardWidget.h"
#include "ReplayOracle.h"
#include "StepEvent.h"
#include "TestProblems.h"

using queens::Algorithm;
using queens::BoardState;
using queens::EventKind;
using queens::StepEvent;

namespace {

constexpr int kEmpty = BoardState::kEmpty;

// An empty cell shares its column or a diagonal with the queen of another row.
bool attackedTruth(const std::vector<int>& p, int row, int col) {
    const int n = static_cast<int>(p.size());
    if (p[static_cast<std::size_t>(row)] == col) return false;  // a queen's own cell
    for (int r = 0; r < n; ++r) {
        const int c = p[static_cast<std::size_t>(r)];
        if (r == row || c == kEmpty) continue;
        if (c == col || std::abs(c - col) == std::abs(r - row)) return true;
    }
    return false;
}

// A replayed run: its events, and the state after any prefix of them.
struct Run {
    int n = 0;
    std::vector<StepEvent> events;

    Run(Algorithm algorithm, int size, std::uint64_t count) : n(size) {
        events = ReplayOracle::events(algorithm, TestProblems::options(size, true), count);
    }
    // The state after the first k events.
    BoardState after(std::size_t k) const {
        BoardState s(n);
        for (std::size_t i = 0; i < k; ++i) s.apply(events[i]);
        return s;
    }
    // The index of the first event of this kind at or after `from` (events.size() if none).
    std::size_t find(EventKind kind, std::size_t from = 0) const {
        for (std::size_t i = from; i < events.size(); ++i)
            if (events[i].kind == kind) return i;
        return events.size();
    }
};

// The widget as a screen shows it, in device pixels.
QImage shot(BoardWidget& w) {
    return w.grab().toImage().convertToFormat(QImage::Format_RGB32);
}

// Cell (row, col) in the image's pixels, from boardRect() (cell = width / n).
QRect cellPixels(const BoardWidget& w, const QImage& image, int row, int col) {
    const QRectF b = w.boardRect();
    const qreal cell = b.width() / w.state()->n();
    const qreal dpr = image.devicePixelRatio();
    return QRectF((b.left() + col * cell) * dpr, (b.top() + row * cell) * dpr, cell * dpr,
                  cell * dpr)
        .toRect();
}

// A cell's pixels, one pixel in from its edges.
QImage cellImage(const BoardWidget& w, const QImage& image, int row, int col) {
    return image.copy(cellPixels(w, image, row, col).adjusted(1, 1, -1, -1));
}

// A pixel at (fx, fy) of the cell's width and height from its top-left corner.
QRgb cellPixel(const BoardWidget& w, const QImage& image, int row, int col, qreal fx, qreal fy) {
    const QRect r = cellPixels(w, image, row, col);
    return image.pixel(r.left() + static_cast<int>(fx * r.width()),
                       r.top() + static_cast<int>(fy * r.height()));
}

// The square colours alternate; (0, 0) is light.
bool lightSquare(int row, int col) {
    return (row + col) % 2 == 0;
}

}  // namespace

class TestBoardWidget : public QObject {
    Q_OBJECT

private slots:
    void defaults();
    void attackedSetMatchesPairwiseTruth_data();
    void attackedSetMatchesPairwiseTruth();
    void attackedCellsAreMarked_data();
    void attackedCellsAreMarked();
    void attackLinesOnlyAfterPlace();
    void attackLinesOfBothSwappedQueens();
    void currentRowBand_data();
    void currentRowBand();
    void solutionFlashRunsOnlyWhenEnabled();
    void flashPulsesTheTint();

private:
    struct Widget {
        BoardWidget w;
        Widget() {
            w.resize(640, 640);
            w.show();
        }
    };
};

void TestBoardWidget::defaults() {
    BoardWidget w;
    QVERIFY(w.showsAttacks());
    QVERIFY(!w.animationsEnabled());
    QVERIFY(!w.isFlashing());
    QCOMPARE(w.solutionStrength(), 1.0);
    QVERIFY(!w.attacked(0, 0));  // no board yet
    const BoardState empty(8);
    w.setView(&empty, nullptr);
    for (int r = 0; r < 8; ++r)
        for (int c = 0; c < 8; ++c) QVERIFY(!w.attacked(r, c));
    QVERIFY(!w.attacked(-1, 0));
    QVERIFY(!w.attacked(0, 8));
}

void TestBoardWidget::attackedSetMatchesPairwiseTruth_data() {
    QTest::addColumn<Algorithm>("algorithm");
    QTest::addColumn<int>("n");
    QTest::addRow("backtracking N=6") << Algorithm::Backtracking << 6;
    QTest::addRow("bitmask N=8") << Algorithm::Bitmask << 8;
    QTest::addRow("min-conflicts N=12") << Algorithm::MinConflicts << 12;
    QTest::addRow("backtracking N=64") << Algorithm::Backtracking << 64;
}

// After every one of the first events of a run (forward, then back again: the widget follows
// the cursor both ways), attacked() is the pairwise truth for every cell.
void TestBoardWidget::attackedSetMatchesPairwiseTruth() {
    QFETCH(Algorithm, algorithm);
    QFETCH(int, n);
    const Run run(algorithm, n, 400);
    QVERIFY(run.events.size() > 50);
    BoardWidget w;
    w.setShowAttacks(false);  // the set does not depend on whether it is drawn
    BoardState s(n);
    int attackedSeen = 0, freeSeen = 0;
    const auto check = [&](const StepEvent* e) {
        w.setView(&s, e);
        for (int r = 0; r < n; ++r)
            for (int c = 0; c < n; ++c) {
                const bool truth = attackedTruth(s.placement(), r, c);
                if (w.attacked(r, c) != truth)
                    QFAIL(qPrintable(QStringLiteral("cell (%1, %2) after %3 events: %4, truth %5")
                                         .arg(r)
                                         .arg(c)
                                         .arg(s.stats().events)
                                         .arg(w.attacked(r, c))
                                         .arg(truth)));
                (truth ? attackedSeen : freeSeen) += s.queenAt(r) != c ? 1 : 0;
            }
    };
    for (const StepEvent& e : run.events) {
        s.apply(e);
        check(&e);
        if (QTest::currentTestFailed()) return;
    }
    for (std::size_t i = run.events.size(); i-- > 1;) {
        s.unapply(run.events[i]);
        check(&run.events[i - 1]);
        if (QTest::currentTestFailed()) return;
    }
    // Both kinds of empty cell occurred: the comparison could have failed either way.
    QVERIFY(attackedSeen > 0);
    QVERIFY(freeSeen > 0);
}

void TestBoardWidget::attackedCellsAreMarked_data() {
    QTest::addColumn<Algorithm>("algorithm");
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("events");
    QTest::addRow("backtracking N=6") << Algorithm::Backtracking << 6 << 12;
    QTest::addRow("bitmask N=8 mid-search") << Algorithm::Bitmask << 8 << 60;
    QTest::addRow("backtracking N=64") << Algorithm::Backtracking << 64 << 300;
}

// Without an event (no band, no lines): every attacked empty cell looks like every other one of
// its square colour, every free one likewise, and the two differ. With setShowAttacks(false) an
// attacked cell looks free.
void TestBoardWidget::attackedCellsAreMarked() {
    QFETCH(Algorithm, algorithm);
    QFETCH(int, n);
    QFETCH(int, events);
    const Run run(algorithm, n, static_cast<std::uint64_t>(events));
    const BoardState s = run.after(run.events.size());
    Widget fixture;
    BoardWidget& w = fixture.w;
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.setView(&s, nullptr);
    const QImage marked = shot(w);
    w.setShowAttacks(false);
    QVERIFY(!w.showsAttacks());
    const QImage plain = shot(w);
    w.setShowAttacks(true);
    QCOMPARE(shot(w), marked);

    for (const bool light : {true, false}) {
        std::optional<QImage> attackedLook, freeLook;
        int attackedCells = 0, freeCells = 0;
        for (int r = 0; r < n; ++r)
            for (int c = 0; c < n; ++c) {
                if (lightSquare(r, c) != light || s.queenAt(r) == c) continue;
                const QImage cell = cellImage(w, marked, r, c);
                std::optional<QImage>& look =
                    attackedTruth(s.placement(), r, c) ? attackedLook : freeLook;
                if (!look) look = cell;
                QCOMPARE(cell, *look);
                ++(attackedTruth(s.placement(), r, c) ? attackedCells : freeCells);
            }
        QVERIFY2(attackedCells > 0 && freeCells > 0, "the state needs both kinds of empty cell");
        QVERIFY(*attackedLook != *freeLook);
        // setShowAttacks(false) draws an attacked cell like a free one.
        for (int r = 0; r < n; ++r)
            for (int c = 0; c < n; ++c) {
                if (lightSquare(r, c) != light || s.queenAt(r) == c) continue;
                QCOMPARE(cellImage(w, plain, r, c), *freeLook);
            }
    }
}

// Backtracking N = 6: after each Place, the centre of every cell on the placed queen's
// diagonals, anti-diagonals and column (between the queen and the edge) differs from the same
// state drawn without an event; after the Try of that cell (the event before it) and after
// every Remove, the same pixels do not differ.
void TestBoardWidget::attackLinesOnlyAfterPlace() {
    const int n = 6;
    const Run run(Algorithm::Backtracking, n, 300);
    Widget fixture;
    BoardWidget& w = fixture.w;
    QVERIFY(QTest::qWaitForWindowExposed(&w));

    // The centre pixels of the cells on the lines of (row, col), empty cells only.
    const auto rayCells = [n](const BoardState& s, int row, int col) {
        std::vector<QPoint> cells;  // (x = col, y = row)
        for (const auto& [dr, dc] : {std::pair{-1, 0}, {1, 0}, {-1, -1}, {1, 1}, {-1, 1}, {1, -1}})
            for (int r = row + dr, c = col + dc; r >= 0 && r < n && c >= 0 && c < n;
                 r += dr, c += dc)
                if (s.queenAt(r) != c) cells.emplace_back(c, r);
        return cells;
    };
    int places = 0, tries = 0, removes = 0;
    for (std::size_t i = 0; i < run.events.size(); ++i) {
        const StepEvent& e = run.events[i];
        if (e.kind != EventKind::Place && e.kind != EventKind::Remove) continue;
        const BoardState s = run.after(i + 1);
        w.setView(&s, nullptr);
        const QImage none = shot(w);
        w.setView(&s, &e);
        const QImage with = shot(w);
        // A Remove's cell is empty again; its lines are the ones a Place there had.
        const std::vector<QPoint> cells = rayCells(s, e.a, e.b);
        QVERIFY(!cells.empty());
        for (const QPoint& cell : cells) {
            const QRgb a = cellPixel(w, with, cell.y(), cell.x(), 0.5, 0.5);
            const QRgb b = cellPixel(w, none, cell.y(), cell.x(), 0.5, 0.5);
            if (e.kind == EventKind::Place)
                QVERIFY2(a != b, qPrintable(QStringLiteral("no line at (%1, %2), Place (%3, %4)")
                                                .arg(cell.y())
                                                .arg(cell.x())
                                                .arg(e.a)
                                                .arg(e.b)));
            else
                QCOMPARE(a, b);
        }
        if (e.kind == EventKind::Remove) {
            ++removes;
            continue;
        }
        ++places;
        // The Try just before this Place: the same cell, no queen yet, no lines.
        QVERIFY(i > 0);
        const StepEvent& t = run.events[i - 1];
        QCOMPARE(t.kind, EventKind::Try);
        QCOMPARE(t.a, e.a);
        QCOMPARE(t.b, e.b);
        const BoardState before = run.after(i);
        w.setView(&before, nullptr);
        const QImage beforeNone = shot(w);
        w.setView(&before, &t);
        const QImage beforeTry = shot(w);
        for (const QPoint& cell : rayCells(before, t.a, t.b))
            QCOMPARE(cellPixel(w, beforeTry, cell.y(), cell.x(), 0.5, 0.5),
                     cellPixel(w, beforeNone, cell.y(), cell.x(), 0.5, 0.5));
        ++tries;
    }
    QVERIFY(places >= 5);
    QVERIFY(tries == places);
    QVERIFY(removes >= 2);
}

// Min-conflicts N = 12 just after a Swap: the lines of both moved queens are drawn (centres of the
// empty cells on their diagonals differ from the same state without an event).
void TestBoardWidget::attackLinesOfBothSwappedQueens() {
    const int n = 12;
    const Run run(Algorithm::MinConflicts, n, 5000);
    const std::size_t swap = run.find(EventKind::Swap);
    QVERIFY(swap < run.events.size());
    const StepEvent& e = run.events[swap];
    const BoardState s = run.after(swap + 1);
    Widget fixture;
    BoardWidget& w = fixture.w;
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.setView(&s, nullptr);
    const QImage none = shot(w);
    w.setView(&s, &e);
    const QImage with = shot(w);
    for (const int row : {e.a, e.b}) {
        const int col = s.queenAt(row);
        int sampled = 0;
        for (const auto& [dr, dc] : {std::pair{-1, -1}, {1, 1}, {-1, 1}, {1, -1}})
            for (int r = row + dr, c = col + dc; r >= 0 && r < n && c >= 0 && c < n;
                 r += dr, c += dc) {
                // Skip queens (drawn over the lines) and the other swapped row (its band).
                if (s.queenAt(r) == c || r == e.a || r == e.b) continue;
                QVERIFY(cellPixel(w, with, r, c, 0.5, 0.5) != cellPixel(w, none, r, c, 0.5, 0.5));
                ++sampled;
            }
        QVERIFY(sampled > 0);
    }
}

void TestBoardWidget::currentRowBand_data() {
    QTest::addColumn<Algorithm>("algorithm");
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("kind");
    QTest::addRow("backtracking Try") << Algorithm::Backtracking << 6 << int(EventKind::Try);
    QTest::addRow("backtracking Reject") << Algorithm::Backtracking << 6 << int(EventKind::Reject);
    QTest::addRow("bitmask Mask") << Algorithm::Bitmask << 8 << int(EventKind::Mask);
    QTest::addRow("min-conflicts Evaluate")
        << Algorithm::MinConflicts << 12 << int(EventKind::Evaluate);
}

// The row(s) of the current event are drawn differently from the same state without an event
// (a pixel in the plain margin of each cell, left of the hatch, halfway down), the other rows
// not at all.
void TestBoardWidget::currentRowBand() {
    QFETCH(Algorithm, algorithm);
    QFETCH(int, n);
    QFETCH(int, kind);
    const Run run(algorithm, n, 5000);
    // An event of that kind with some queens on the board.
    std::size_t i = run.find(static_cast<EventKind>(kind), 1);
    while (i < run.events.size() && run.after(i + 1).queenCount() < 2)
        i = run.find(static_cast<EventKind>(kind), i + 1);
    QVERIFY(i < run.events.size());
    const StepEvent& e = run.events[i];
    const BoardState s = run.after(i + 1);
    std::vector<int> rows = {e.a};
    if (e.kind == EventKind::Evaluate) rows.push_back(e.b);
    Widget fixture;
    BoardWidget& w = fixture.w;
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.setView(&s, nullptr);
    const QImage none = shot(w);
    w.setView(&s, &e);
    const QImage with = shot(w);
    for (int r = 0; r < n; ++r) {
        const bool current = std::find(rows.begin(), rows.end(), r) != rows.end();
        for (int c = 0; c < n; ++c) {
            // The event's own cells carry its marks (outline, cross); skip them.
            if (current && (c == e.b || c == s.queenAt(r))) continue;
            if (e.kind == EventKind::Evaluate && current &&
                (c == s.queenAt(e.a) || c == s.queenAt(e.b)))
                continue;
            const QRgb a = cellPixel(w, with, r, c, 0.08, 0.5);
            const QRgb b = cellPixel(w, none, r, c, 0.08, 0.5);
            if (current)
                QVERIFY2(a != b, qPrintable(QStringLiteral("no band at (%1, %2)").arg(r).arg(c)));
            else if (e.kind != EventKind::Reject)  // a Reject's dashed line may cross other rows
                QCOMPARE(a, b);
        }
    }
}

// The flash runs only with animations on, only for a Solution event, goes on through an identical
// setView, and stops at once on a different setView or when animations are turned off.
void TestBoardWidget::solutionFlashRunsOnlyWhenEnabled() {
    const Run run(Algorithm::Backtracking, 6, 100000);
    const std::size_t k = run.find(EventKind::Solution);
    QVERIFY(k < run.events.size());
    QVERIFY(k + 1 < run.events.size());
    const StepEvent& solution = run.events[k];
    const BoardState s = run.after(k + 1);
    QVERIFY(ReplayOracle::isSolution(s.placement()));
    const BoardState next = run.after(k + 2);
    const BoardState before = run.after(k);

    Widget fixture;
    BoardWidget& w = fixture.w;
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto* flash = w.findChild<QVariantAnimation*>(QStringLiteral("solutionFlashAnimation"));
    QVERIFY(flash != nullptr);

    // Off (the default): the static tint.
    w.setView(&s, &solution);
    QVERIFY(!w.isFlashing());
    QCOMPARE(w.solutionStrength(), 1.0);

    // On: a Solution flashes; other events do not.
    w.setAnimationsEnabled(true);
    w.setView(&before, &run.events[k - 1]);
    QVERIFY(!w.isFlashing());
    w.setView(&s, &solution);
    QVERIFY(w.isFlashing());
    flash->setCurrentTime(BoardWidget::kFlashMs / 3);
    w.setView(&s, &solution);  // the same view again (a refresh): the flash goes on
    QVERIFY(w.isFlashing());
    QVERIFY(flash->currentTime() >= BoardWidget::kFlashMs / 3);  // not restarted
    w.setView(&next, &run.events[k + 1]);                        // the next step ends it at once
    QVERIFY(!w.isFlashing());
    QCOMPARE(w.solutionStrength(), 1.0);

    // Turning animations off ends a flash at once.
    w.setView(&s, &solution);
    QVERIFY(w.isFlashing());
    w.setAnimationsEnabled(false);
    QVERIFY(!w.isFlashing());

    // Left alone, it ends by itself (kFlashMs) with the static tint.
    w.setAnimationsEnabled(true);
    w.setView(&before, &run.events[k - 1]);
    w.setView(&s, &solution);
    QVERIFY(w.isFlashing());
    QTRY_VERIFY_WITH_TIMEOUT(!w.isFlashing(), BoardWidget::kFlashMs * 10);
    QCOMPARE(w.solutionStrength(), 1.0);
}

// During a flash the tint changes: at the bottom of the first pulse (t = 1 / (2 * pulses)) the
// queens' cells differ from the static tint; at the end of the animation they equal it again.
void TestBoardWidget::flashPulsesTheTint() {
    const Run run(Algorithm::Backtracking, 6, 100000);
    const std::size_t k = run.find(EventKind::Solution);
    QVERIFY(k < run.events.size());
    const BoardState s = run.after(k + 1);
    Widget fixture;
    BoardWidget& w = fixture.w;
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.setView(&s, &run.events[k]);
    const QImage still = shot(w);
    // A corner of each queen's cell: the tint, not the piece.
    const auto corners = [&](const QImage& image) {
        std::vector<QRgb> px;
        for (int r = 0; r < s.n(); ++r)
            px.push_back(cellPixel(w, image, r, s.queenAt(r), 0.04, 0.04));
        return px;
    };

    w.setAnimationsEnabled(true);
    w.setView(&s, nullptr);
    w.setView(&s, &run.events[k]);
    auto* flash = w.findChild<QVariantAnimation*>(QStringLiteral("solutionFlashAnimation"));
    QVERIFY(flash != nullptr);
    QVERIFY(w.isFlashing());
    flash->pause();
    flash->setCurrentTime(BoardWidget::kFlashMs / (2 * BoardWidget::kFlashPulses));
    QVERIFY(w.isFlashing());
    QVERIFY(w.solutionStrength() < 0.5);
    const QImage dim = shot(w);
    const std::vector<QRgb> a = corners(dim), b = corners(still);
    for (std::size_t i = 0; i < a.size(); ++i) QVERIFY(a[i] != b[i]);
    flash->setCurrentTime(BoardWidget::kFlashMs);  // the end: stopped, the static tint
    QTRY_VERIFY(!w.isFlashing());
    QCOMPARE(corners(shot(w)), b);
}

QTEST_MAIN(TestBoardWidget)
#include "test_board_widget.moc"
