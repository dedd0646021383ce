// GUI test of a constraint search's domains on the board (BoardWidget, BoardArea).
// Truth: runs made in the test (HandMadeCsp, forward checking and arc consistency) replayed
// through BoardState; the causes and lines are recomputed here from the squares.
// - The domains are shown for Algorithm::Csp, or whenever values are removed; never for another
//   search's board; the hatch gives way to them.
// - The tooltip of every crossed-out square names the row of its cause and, for a queen, the line
//   it attacks along; a square still in its domain (or an assigned row's) has none.
// - Hovering a crossed-out square draws its link (the picture changes); hovering a dot does not.
// - The caption of a wipe-out is a notice, and the next step's is not.
#include <QTest>

#include "BoardArea.h"
#include "BoardWidget.h"
#include "CaptionLabel.h"
#include "ConstraintDescriber.h"
#include "HandMadeCsp.h"

using queens::Algorithm;
using queens::BoardState;
using queens::EventKind;
using queens::StepEvent;

namespace {
// The state right after the k-th (1 at first) event of `kind`, and that event's index.
std::pair<BoardState, std::size_t> stateAt(const std::vector<StepEvent>& events, int n,
                                           EventKind kind, int k = 1) {
    BoardState state(n);
    for (std::size_t i = 0; i < events.size(); ++i) {
        state.apply(events[i]);
        if (events[i].kind == kind && --k == 0) return {state, i};
    }
    return {state, events.size()};
}

QString lineWord(int qr, int qc, int r, int c) {
    if (qc == c) return QStringLiteral("same column");
    if (qr - qc == r - c) return QStringLiteral("same \\ diagonal");
    return QStringLiteral("same / diagonal");
}

QPoint centreOf(const BoardWidget& board, int row, int col) {
    const QRectF r = board.boardRect();
    const qreal cell = r.width() / board.state()->n();
    return QPointF(r.left() + (col + 0.5) * cell, r.top() + (row + 0.5) * cell).toPoint();
}
}  // namespace

class TestBoardDomains : public QObject {
    Q_OBJECT

private slots:
    void shownForTheConstraintSearchOnly() {
        const auto events = handmade::forwardChecking(6);
        const auto [pruned, i] = stateAt(events, 6, EventKind::Prune);
        QVERIFY(i < events.size());
        BoardWidget board;
        board.resize(500, 500);
        const BoardState empty(6);
        board.setView(&empty, nullptr);
        QVERIFY(!board.showsDomains());  // backtracking, nothing removed
        board.setLegendAlgorithm(Algorithm::Csp);
        QVERIFY(board.showsDomains());  // every value still in its domain: dots
        board.setLegendAlgorithm(Algorithm::Backtracking);
        board.setView(&pruned, &events[i]);
        QVERIFY(board.showsDomains());  // values removed
        board.setView(&empty, nullptr);
        QVERIFY(!board.showsDomains());
        QVERIFY(board.domainToolTip(1, 0).isEmpty());
    }

    void toolTipNamesTheCause_data() {
        QTest::addColumn<bool>("arc");
        QTest::addRow("forward checking") << false;
        QTest::addRow("arc consistency") << true;
    }
    void toolTipNamesTheCause() {
        QFETCH(bool, arc);
        const int n = 6;
        const auto events = arc ? handmade::arcConsistency(n) : handmade::forwardChecking(n);
        const auto [state, i] = stateAt(events, n, EventKind::Wipeout);
        QVERIFY(i < events.size());
        BoardWidget board;
        board.setLegendAlgorithm(Algorithm::Csp);
        board.resize(600, 600);
        board.show();
        QVERIFY(QTest::qWaitForWindowExposed(&board));
        board.setView(&state, &events[i]);
        int crossed = 0;
        int arcs = 0;
        for (int r = 0; r < n; ++r)
            for (int c = 0; c < n; ++c) {
                const QString tip = board.domainToolTip(r, c);
                const int cause = state.domains().cause(r, c).row;
                if (state.queenAt(r) >= 0 || cause < 0) {
                    QVERIFY(tip.isEmpty());
                    continue;
                }
                ++crossed;
                const int q = state.queenAt(cause);
                if (state.domains().cause(r, c).kind == queens::PruneCause::Arc) {
                    ++arcs;
                    QCOMPARE(tip, QStringLiteral("Removed by arc consistency: no value left in "
                                                 "row %1 is compatible.")
                                      .arg(cause));
                } else {
                    QVERIFY(q >= 0 && handmade::attacks(cause, q, r, c));
                    QCOMPARE(tip, QStringLiteral("Removed by the queen in row %1: %2.")
                                      .arg(cause)
                                      .arg(lineWord(cause, q, r, c)));
                }
            }
        QVERIFY(crossed > 0);
        if (arc) QVERIFY(arcs > 0);
        // Hovering a crossed-out square draws its link; the picture changes.
        int row = -1;
        int col = -1;
        int dotRow = -1;
        int dotCol = -1;
        for (int r = 0; r < n; ++r)
            for (int c = 0; c < n; ++c) {
                if (state.queenAt(r) >= 0) continue;
                if (state.domains().contains(r, c)) {
                    dotRow = r;
                    dotCol = c;
                } else if (row < 0) {
                    row = r;
                    col = c;
                }
            }
        QTest::mouseMove(&board, QPoint(2, 2));
        const QImage plain = board.grab().toImage();
        if (dotRow >= 0) {
            QTest::mouseMove(&board, centreOf(board, dotRow, dotCol));
            QCOMPARE(board.grab().toImage(), plain);
        }
        QTest::mouseMove(&board, centreOf(board, row, col));
        QCOMPARE(board.hoveredCell(), std::optional<QPoint>(QPoint(col, row)));
        QVERIFY(board.grab().toImage() != plain);
    }

    void wipeoutCaptionIsANotice() {
        const int n = 6;
        const auto events = handmade::forwardChecking(n);
        BoardArea area;
        area.setAlgorithm(Algorithm::Csp);
        area.resize(800, 800);
        BoardState state(n);
        bool seen = false;
        for (std::size_t i = 0; i < events.size(); ++i) {
            state.apply(events[i]);
            area.setView(state, &events[i]);
            const bool wipeout = events[i].kind == EventKind::Wipeout;
            QCOMPARE(area.caption()->isNotice(), wipeout);
            if (wipeout) {
                seen = true;
                QVERIFY(area.caption()->text().contains(QStringLiteral("wipe-out")));
            }
        }
        QVERIFY(seen);
    }
};

QTEST_MAIN(TestBoardDomains)
#include "test_board_domains.moc"
