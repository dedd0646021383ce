// GUI test of the board's legend (BoardLegend, BoardLegendView, the board's tooltip).
// - The entries follow the algorithm: for every algorithm, the marks real runs draw (every event
//   of replayed runs, ReplayOracle, from the empty board and from a given queen, with the state
//   after it, through marksOf) are exactly the legend's entries; the attack toggle adds or drops
//   the hatch's entry.
// - Every sample is drawn by the board's painter: not blank, not one flat colour, and different
//   from every other mark's sample, in the light and dark variants and the colour-blind scheme.
// - The view and the tooltip list the entries of the board's algorithm, in its language.
#include <QApplication>
#include <QHelpEvent>
#include <QImage>
#include <QSet>
#include <QTest>
#include <QToolTip>
#include <algorithm>
#include <set>

#include "BoardLegend.h"
#include "BoardLegendView.h"
#include "BoardWidget.h"
#include "ReplayOracle.h"
#include "StepperFactory.h"
#include "TestProblems.h"

using queens::Algorithm;
using Mark = BoardLegend::Mark;

namespace {
std::set<Mark> asSet(const std::vector<Mark>& marks) {
    return {marks.begin(), marks.end()};
}

QString names(const std::set<Mark>& marks) {
    QStringList out;
    for (const Mark m : marks) out << QString::number(static_cast<int>(m));
    return out.join(QLatin1Char(' '));
}

// The distinct colours of an image (alpha included), up to `cap`.
int colours(const QImage& image, int cap = 8) {
    QSet<QRgb> seen;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            seen.insert(image.pixel(x, y));
            if (seen.size() >= cap) return cap;
        }
    return static_cast<int>(seen.size());
}

constexpr Mark kAllMarks[] = {Mark::Queen,
                              Mark::AttackedQueen,
                              Mark::Attacked,
                              Mark::CurrentRow,
                              Mark::Try,
                              Mark::Place,
                              Mark::AttackLines,
                              Mark::Remove,
                              Mark::RejectColumn,
                              Mark::RejectDiagonal,
                              Mark::RejectAntiDiagonal,
                              Mark::RejectMask,
                              Mark::RejectSymmetry,
                              Mark::FreeBit,
                              Mark::AttackedBit,
                              Mark::ChosenBit,
                              Mark::SwapAccepted,
                              Mark::SwapRejected,
                              Mark::Swap,
                              Mark::Solution,
                              Mark::DomainValue,
                              Mark::PrunedForward,
                              Mark::PrunedArc,
                              Mark::Wipeout};
}  // namespace

class TestBoardLegend : public QObject {
    Q_OBJECT

private slots:
    void entriesAreTheMarksOfRealRuns_data();
    void entriesAreTheMarksOfRealRuns();
    void attacksToggleTheHatchEntry();
    void samplesAreDrawnAndDistinct_data();
    void samplesAreDrawnAndDistinct();
    void viewFollowsTheBoard();
    void toolTipShowsTheLegend();
};

void TestBoardLegend::entriesAreTheMarksOfRealRuns_data() {
    QTest::addColumn<Algorithm>("algorithm");
    QTest::addColumn<int>("n");
    for (const Algorithm a : queens::kAllAlgorithms)
        QTest::addRow("%s", queens::algorithmName(a).data())
            << a
            << (a == Algorithm::MinConflicts                                ? 10
                : a == Algorithm::HillClimbing || a == Algorithm::LocalBeam ? 8  // seed 1 solves
                                                                            : 6);
    // The constraint search, before it joins the list.
    if (std::find(queens::kAllAlgorithms.begin(), queens::kAllAlgorithms.end(), Algorithm::Csp) ==
        queens::kAllAlgorithms.end())
        QTest::addRow("csp") << Algorithm::Csp << 6;
}

void TestBoardLegend::entriesAreTheMarksOfRealRuns() {
    QFETCH(Algorithm, algorithm);
    QFETCH(int, n);
    // A run from the empty board, and one from a given queen (puzzle mode's "start the search
    // from here"; refused by the symmetric search).
    queens::StepperOptions given = TestProblems::options(n, true);
    given.fixed.assign(static_cast<std::size_t>(n), -1);
    given.fixed[1] = 3;
    std::vector<queens::StepperOptions> runs = {TestProblems::options(n, true), given};
    // A constraint search's legend covers every inference: a run of each.
    if (algorithm == Algorithm::Csp)
        for (const auto inference : {queens::StepperOptions::Inference::ForwardChecking,
                                     queens::StepperOptions::Inference::Mac}) {
            runs.push_back(TestProblems::options(n, true));
            runs.back().inference = inference;
        }
    std::set<Mark> seen;
    for (const auto& options : runs) {
        if (!queens::StepperFactory::validate(algorithm, options).empty()) continue;
        const auto events = ReplayOracle::events(algorithm, options, 200000);
        QVERIFY(!events.empty());
        queens::BoardState state(n);
        for (const queens::StepEvent& e : events) {
            state.apply(e);
            for (const Mark m : BoardLegend::marksOf(state, &e, algorithm == Algorithm::Csp))
                seen.insert(m);
        }
    }
    const std::set<Mark> listed = asSet(BoardLegend::marks({algorithm, true}));
    QVERIFY2(
        seen == listed,
        qPrintable(
            QStringLiteral("run draws {%1}, legend lists {%2}").arg(names(seen), names(listed))));
}

void TestBoardLegend::attacksToggleTheHatchEntry() {
    for (const Algorithm a : queens::kAllAlgorithms) {
        std::set<Mark> with = asSet(BoardLegend::marks({a, true}));
        const std::set<Mark> without = asSet(BoardLegend::marks({a, false}));
        // A constraint search's domains take the hatch's place.
        QVERIFY(with.count(Mark::Attacked) == (a == Algorithm::Csp ? 0 : 1));
        QVERIFY(without.count(Mark::Attacked) == 0);
        with.erase(Mark::Attacked);
        QVERIFY(with == without);
    }
}

void TestBoardLegend::samplesAreDrawnAndDistinct_data() {
    QTest::addColumn<bool>("dark");
    QTest::addColumn<bool>("colorBlind");
    QTest::addRow("light") << false << false;
    QTest::addRow("dark") << true << false;
    QTest::addRow("light colour-blind") << false << true;
    QTest::addRow("dark colour-blind") << true << true;
}

void TestBoardLegend::samplesAreDrawnAndDistinct() {
    QFETCH(bool, dark);
    QFETCH(bool, colorBlind);
    const BoardColors colors = BoardColors::forTheme(
        dark, colorBlind ? BoardColors::Scheme::ColorBlindSafe : BoardColors::Scheme::Standard);
    std::vector<QImage> samples;
    for (const Mark m : kAllMarks) {
        const QImage s = BoardLegend::sample(m, colors, 30);
        QCOMPARE(s.size(), QSize(30, 30));
        QVERIFY2(colours(s) >= 2, qPrintable(QStringLiteral("mark %1 is flat").arg(int(m))));
        QVERIFY2(qAlpha(s.pixel(15, 15)) == 255, qPrintable(QString::number(int(m))));
        QVERIFY2(!BoardLegend::text(m).isEmpty(), qPrintable(QString::number(int(m))));
        samples.push_back(s);
    }
    for (std::size_t i = 0; i < samples.size(); ++i)
        for (std::size_t j = i + 1; j < samples.size(); ++j)
            QVERIFY2(samples[i] != samples[j],
                     qPrintable(QStringLiteral("marks %1 and %2 look the same").arg(i).arg(j)));
    // The view's samples are the painter's (same colours, same pixels).
    BoardWidget board;
    board.setLegendAlgorithm(Algorithm::MinConflicts);
    BoardLegendView view(&board);
    for (int i = 0; i < static_cast<int>(view.marks().size()); ++i) {
        const QImage shown = view.sampleAt(i).convertToFormat(QImage::Format_ARGB32_Premultiplied);
        QCOMPARE(shown,
                 BoardLegend::sample(view.marks()[static_cast<std::size_t>(i)], board.colors(),
                                     BoardLegendView::kSampleSide, view.devicePixelRatioF()));
    }
}

void TestBoardLegend::viewFollowsTheBoard() {
    BoardWidget board;
    BoardLegendView view(&board);
    for (const Algorithm a : queens::kAllAlgorithms) {
        board.setLegendAlgorithm(a);
        const auto expected = BoardLegend::marks({a, board.showsAttacks()});
        QCOMPARE(view.marks(), expected);
        for (int i = 0; i < static_cast<int>(expected.size()); ++i) {
            QCOMPARE(view.textAt(i), BoardLegend::text(expected[static_cast<std::size_t>(i)]));
            QVERIFY(!view.sampleAt(i).isNull());
        }
    }
    // Entries that name the algorithm's own marks, and none of another's.
    board.setLegendAlgorithm(Algorithm::Bitmask);
    QVERIFY(asSet(view.marks()).count(Mark::FreeBit) == 1);
    QVERIFY(asSet(view.marks()).count(Mark::Swap) == 0);
    board.setLegendAlgorithm(Algorithm::MinConflicts);
    QVERIFY(asSet(view.marks()).count(Mark::Swap) == 1);
    QVERIFY(asSet(view.marks()).count(Mark::RejectColumn) == 0);
    board.setLegendAlgorithm(Algorithm::Backtracking);
    QVERIFY(asSet(view.marks()).count(Mark::RejectColumn) == 1);
    QVERIFY(asSet(view.marks()).count(Mark::FreeBit) == 0);
    board.setShowAttacks(false);
    QVERIFY(asSet(view.marks()).count(Mark::Attacked) == 0);
}

void TestBoardLegend::toolTipShowsTheLegend() {
    BoardWidget board;
    board.resize(400, 400);
    board.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board));
    const queens::BoardState state(8);
    board.setView(&state, nullptr);
    board.setLegendAlgorithm(Algorithm::MinConflicts);
    const QPoint inside = board.boardRect().center().toPoint();
    QHelpEvent help(QEvent::ToolTip, inside, board.mapToGlobal(inside));
    QApplication::sendEvent(&board, &help);
    QVERIFY(QToolTip::isVisible());
    const QString tip = QToolTip::text();
    for (const Mark m : BoardLegend::marks({Algorithm::MinConflicts, true}))
        QVERIFY2(tip.contains(BoardLegend::text(m).toHtmlEscaped()),
                 qPrintable(BoardLegend::text(m)));
    QVERIFY(!tip.contains(BoardLegend::text(Mark::FreeBit)));
    QCOMPARE(tip.count(QStringLiteral("data:image/png;base64,")),
             static_cast<int>(BoardLegend::marks({Algorithm::MinConflicts, true}).size()));
    // Not over a board being pointed at or played on.
    QToolTip::hideText();
    QTRY_VERIFY(!QToolTip::isVisible());
    board.setPointerMode(BoardWidget::PointerMode::Row);
    QHelpEvent again(QEvent::ToolTip, inside, board.mapToGlobal(inside));
    QApplication::sendEvent(&board, &again);
    QVERIFY(!QToolTip::isVisible());
}

QTEST_MAIN(TestBoardLegend)
#include "test_board_legend.moc"
