// GUI test of the local searches' views, offscreen: the h and temperature chart (ChartsPanel's
// HeuristicChart) and the population dock (PopulationView). The runs are hand-made
// (LocalSearchRuns) or the steppers' own (annealing, local beam, genetic), recorded as the
// application records them into a Timeline and a RunHistory.
// The truth is a replay written here: the placement kept from Place, Move and Adopt, h counted
// pair by pair, T read from the Cool events, the population's boards kept from Member,
// Crossover, Mutate and Generation and scored pair by pair.
#include <QApplication>
#include <QLineSeries>
#include <QTest>
#include <algorithm>
#include <cstdint>
#include <map>
#include <memory>
#include <utility>
#include <vector>

#include "BoardWidget.h"
#include "ChartsPanel.h"
#include "LocalSearchRuns.h"
#include "PopulationView.h"
#include "RunHistory.h"
#include "StepEvent.h"
#include "StepperFactory.h"
#include "Timeline.h"
#include "TimelineRecorder.h"

using queens::EventKind;
using queens::StepEvent;

namespace {

struct Recorded {
    std::unique_ptr<queens::Timeline> timeline;
    queens::RunHistory history;
};

std::unique_ptr<Recorded> record(int n, const std::vector<StepEvent>& events) {
    auto run = std::make_unique<Recorded>();
    run->timeline = std::make_unique<queens::Timeline>(n);
    queens::TimelineRecorder rec(n);
    for (const StepEvent& e : events) {
        rec.record(e);
        if (rec.pending() >= 37) {
            const queens::BatchPtr b = rec.takeBatch();
            run->timeline->append(b);
            run->history.append(*b);
        }
    }
    const queens::BatchPtr b = rec.takeBatch();
    run->timeline->append(b);
    run->history.append(*b);
    return run;
}

int column(std::uint64_t board, int row) {
    return static_cast<int>((board >> (4 * row)) & 0xF);
}

int pairsOf(const std::vector<int>& cols) {
    int pairs = 0;
    for (std::size_t i = 0; i < cols.size(); ++i)
        for (std::size_t j = i + 1; j < cols.size(); ++j) {
            const int d = std::abs(cols[i] - cols[j]);
            if (d == 0 || d == static_cast<int>(j - i)) ++pairs;
        }
    return pairs;
}

int pairsOf(std::uint64_t board, int n) {
    std::vector<int> cols;
    for (int r = 0; r < n; ++r) cols.push_back(column(board, r));
    return pairsOf(cols);
}

// The replay: per step (events applied), h of the full board (-1 while not full), T, and the
// population's boards and filled count.
struct Truth {
    std::vector<int> h;
    std::vector<double> t;
    std::vector<std::vector<std::uint64_t>> current, offspring;
    std::vector<int> filled;
};

Truth truthOf(int n, const std::vector<StepEvent>& events) {
    Truth tr;
    std::vector<int> cols(static_cast<std::size_t>(n), -1);
    double t = 0;
    std::vector<std::uint64_t> cur, off;
    int filled = 0;
    const auto note = [&] {
        const bool full = std::none_of(cols.begin(), cols.end(), [](int c) { return c < 0; });
        tr.h.push_back(full ? pairsOf(cols) : -1);
        tr.t.push_back(t);
        tr.current.push_back(cur);
        tr.offspring.push_back(off);
        tr.filled.push_back(filled);
    };
    note();
    for (const StepEvent& e : events) {
        switch (e.kind) {
            case EventKind::Place:
            case EventKind::Move:
                cols[static_cast<std::size_t>(e.a)] = e.b;
                break;
            case EventKind::Adopt:
                for (int r = 0; r < n; ++r) cols[static_cast<std::size_t>(r)] = column(e.value, r);
                break;
            case EventKind::Cool:
                t = queens::fromBits(e.value);
                break;
            case EventKind::Populate:
                cur.assign(static_cast<std::size_t>(e.a), 0);
                off.assign(static_cast<std::size_t>(e.a), 0);
                break;
            case EventKind::Member:
            case EventKind::Crossover:
                off[static_cast<std::size_t>(e.a)] = e.value;
                filled = e.a + 1;
                break;
            case EventKind::Mutate: {
                auto& b = off[static_cast<std::size_t>(e.a)];
                b = (b & ~(std::uint64_t{0xF} << (4 * e.b))) |
                    (static_cast<std::uint64_t>(e.c) << (4 * e.b));
                break;
            }
            case EventKind::Generation:
                std::swap(cur, off);
                filled = 0;
                break;
            default:
                break;
        }
        note();
    }
    return tr;
}

// QCOMPARE and QVERIFY return from a void function; these record the failure and go on.
#define EXPECT(cond)                                          \
    do {                                                      \
        if (!(cond)) QTest::qFail(#cond, __FILE__, __LINE__); \
    } while (false)
#define EXPECT_EQ(a, b) EXPECT((a) == (b))

std::vector<StepEvent> stepperEvents(queens::Algorithm a, const queens::StepperOptions& o) {
    auto stepper = queens::StepperFactory::create(a, o);
    std::vector<StepEvent> events;
    StepEvent e;
    while (stepper->next(e)) events.push_back(e);
    return events;
}

// Every step of a population run: the tiles against the replay. Returns the crossovers and
// mutations seen.
std::pair<int, int> checkPopulation(int n, int size, const std::vector<StepEvent>& events,
                                    bool genetic) {
    const Truth truth = truthOf(n, events);
    auto run = record(n, events);
    PopulationView view;
    view.resize(400, 600);
    view.setAlgorithm(genetic ? queens::Algorithm::Genetic : queens::Algorithm::LocalBeam);
    int crossovers = 0, mutations = 0;
    for (std::uint64_t c = 0; c <= events.size(); ++c) {
        run->timeline->seek(c);
        const StepEvent* e = run->timeline->current();
        view.setView(run->timeline->state(), e);
        const auto& tiles = view.tiles();
        if (truth.current[c].empty()) {
            EXPECT(tiles.empty());
            continue;
        }
        EXPECT_EQ(static_cast<int>(tiles.size()), 2 * size);
        EXPECT_EQ(view.filled(), truth.filled[c]);
        int best = 0;
        for (int k = 0; k < size; ++k) {
            const PopulationTile& t = tiles[static_cast<std::size_t>(k)];
            EXPECT_EQ(t.board, truth.current[c][static_cast<std::size_t>(k)]);
            // Fitness (non-attacking pairs) or h.
            EXPECT(t.score ==
                   (genetic ? n * (n - 1) / 2 - pairsOf(t.board, n) : pairsOf(t.board, n)));
            best += t.best ? 1 : 0;
            const PopulationTile& o = tiles[static_cast<std::size_t>(size + k)];
            EXPECT_EQ(o.filled, k < truth.filled[c]);
            if (o.filled) EXPECT_EQ(o.board, truth.offspring[c][static_cast<std::size_t>(k)]);
        }
        EXPECT_EQ(best, 1);
        if (e && e->kind == EventKind::Crossover) {
            ++crossovers;
            const PopulationTile& child = tiles[static_cast<std::size_t>(size + e->a)];
            EXPECT(child.child);
            EXPECT_EQ(child.crossoverPoint, static_cast<int>(e->reason));
            EXPECT_EQ(tiles[static_cast<std::size_t>(e->b)].parent, 1);
            if (e->c != e->b) EXPECT_EQ(tiles[static_cast<std::size_t>(e->c)].parent, 2);
            // The child: rows above the point from parent x, the rest from parent y.
            for (int r = 0; r < n; ++r)
                EXPECT_EQ(
                    column(child.board, r),
                    column(truth.current[c][static_cast<std::size_t>(r < e->reason ? e->b : e->c)],
                           r));
        }
        if (e && e->kind == EventKind::Mutate) {
            ++mutations;
            const PopulationTile& child = tiles[static_cast<std::size_t>(size + e->a)];
            EXPECT_EQ(child.mutatedRow, e->b);
            EXPECT_EQ(child.mutatedCol, e->c);
            EXPECT_EQ(column(child.board, e->b), e->c);
        }
        if (e && e->kind == EventKind::Adopt)
            EXPECT(tiles[static_cast<std::size_t>(e->a)].best);  // the large board's member
    }
    return {crossovers, mutations};
}

}  // namespace

class TestLocalSearchViews : public QObject {
    Q_OBJECT

private slots:
    void hAndTemperatureFollowTheCursor_data() {
        QTest::addColumn<bool>("stepper");
        QTest::newRow("hand-made") << false;
        QTest::newRow("SimulatedAnnealingStepper") << true;
    }
    void hAndTemperatureFollowTheCursor() {
        QFETCH(bool, stepper);
        const int n = 8;
        queens::StepperOptions o;
        o.n = n;
        o.seed = 5;
        const auto events = stepper ? stepperEvents(queens::Algorithm::SimulatedAnnealing, o)
                                    : LocalSearchRuns::annealing(n, 3, 400);
        const Truth truth = truthOf(n, events);
        auto run = record(n, events);
        ChartsPanel panel;
        panel.resize(500, 400);
        panel.setAlgorithm(queens::Algorithm::SimulatedAnnealing);
        QVERIFY(panel.showsHeuristicChart());
        QVERIFY(!panel.showsSearchCharts());
        QVERIFY(panel.heuristicChart().showsTemperature());
        const std::uint64_t size = events.size();
        std::vector<std::uint64_t> cursors;
        for (std::uint64_t c = 0; c <= size; c += 7) cursors.push_back(c);
        for (std::uint64_t c = size; c > 0; c -= std::min<std::uint64_t>(c, 13))
            cursors.push_back(c);
        cursors.push_back(size);
        int withT = 0;
        for (std::uint64_t c : cursors) {
            run->timeline->seek(c);
            panel.update(*run->timeline, run->history, c);
            const auto& hs = panel.heuristicChart().pairsPoints();
            for (const auto& p : hs) {
                QVERIFY(p.step <= c);
                QCOMPARE(p.value, static_cast<std::int64_t>(truth.h[p.step]));
            }
            if (truth.h[c] >= 0 && !hs.empty()) {
                QCOMPARE(hs.back().step, c);  // the curve ends at the cursor
                QCOMPARE(hs.back().value, static_cast<std::int64_t>(truth.h[c]));
            }
            const auto& ts = panel.heuristicChart().temperaturePoints();
            for (const auto& p : ts) QCOMPARE(p.value, truth.t[p.step]);
            if (!ts.empty()) {
                QCOMPARE(ts.back().step, c);
                ++withT;
            }
            QVERIFY(panel.heuristicChart().pairsSeries()->count() >= static_cast<int>(hs.size()));
        }
        QVERIFY(withT > 10);

        // Hill climbing: h only.
        panel.setAlgorithm(queens::Algorithm::HillClimbing);
        QVERIFY(!panel.heuristicChart().showsTemperature());
        QVERIFY(!panel.heuristicChart().temperatureSeries()->isVisible());
    }

    void populationFollowsTheCursor() {
        const auto [crossovers, mutations] =
            checkPopulation(8, 6, LocalSearchRuns::genetic(8, 6, 5, 4), true);
        QVERIFY(!QTest::currentTestFailed());
        QVERIFY(crossovers > 0);
        QVERIFY(mutations > 0);
    }

    // The steppers' own runs (StepperFactory), through the same checks.
    void populationFollowsTheSteppers() {
        queens::StepperOptions o;
        o.n = 6;
        o.seed = 3;
        o.populationSize = 8;
        o.maxStepsPerRestart = 25;  // generations
        const auto genetic = stepperEvents(queens::Algorithm::Genetic, o);
        const auto [crossovers, mutations] = checkPopulation(6, 8, genetic, true);
        QVERIFY(!QTest::currentTestFailed());
        QVERIFY(crossovers > 0);
        QVERIFY(mutations > 0);
        o.n = 8;
        o.beamWidth = 5;
        checkPopulation(8, 5, stepperEvents(queens::Algorithm::LocalBeam, o), false);
        QVERIFY(!QTest::currentTestFailed());
    }

    // What BoardWidget hands its painter: the brute-force h of every successor, shown by
    // default for hill climbing up to 12 rows, for the other single-board local searches when
    // asked, never for the tree searches or where the digits would not fit.
    void boardGivesThePainterTheHOfEverySuccessor() {
        BoardWidget board;
        board.resize(800, 800);
        for (const int n : {5, 8, 12, 13}) {
            const auto events = LocalSearchRuns::hillClimbing(n, 9);
            queens::BoardState state(n);
            board.setLegendAlgorithm(queens::Algorithm::HillClimbing);
            for (const StepEvent& e : events) {
                state.apply(e);
                board.setView(&state, &e);
                if (state.queenCount() < n) {
                    QVERIFY(!board.showsHValues());
                    continue;
                }
                QCOMPARE(board.hValuesEnabled(), n <= BoardWidget::kHValuesDefaultMaxN);
                QCOMPARE(board.showsHValues(), n <= BoardWidget::kHValuesDefaultMaxN);
                if (!board.showsHValues()) {
                    QVERIFY(board.hValues().empty());
                    continue;
                }
                const queens::SuccessorCosts& h = board.hValues();
                QCOMPARE(h.n(), n);
                for (int r = 0; r < n; ++r)
                    for (int c = 0; c < n; ++c) {
                        std::vector<int> successor = state.placement();
                        successor[static_cast<std::size_t>(r)] = c;
                        QCOMPARE(h.at(r, c), static_cast<std::int64_t>(pairsOf(successor)));
                    }
            }
        }
        queens::BoardState state(21);
        for (const StepEvent& e : LocalSearchRuns::hillClimbing(21, 2)) state.apply(e);
        board.setView(&state, nullptr);  // first: the loop's boards are gone
        board.setShowHValues(true);
        QVERIFY(!board.showsHValues());  // past HValuePainter::kMaxN
        QVERIFY(board.hValues().empty());
        queens::BoardState eight(8);
        for (const StepEvent& e : LocalSearchRuns::hillClimbing(8, 2)) eight.apply(e);
        board.setView(&eight, nullptr);
        QVERIFY(board.showsHValues());
        board.setLegendAlgorithm(queens::Algorithm::Backtracking);
        QVERIFY(!board.showsHValues());
        board.setLegendAlgorithm(queens::Algorithm::SimulatedAnnealing);
        QVERIFY(board.showsHValues());  // the user's choice holds
        board.setShowHValues(false);
        QVERIFY(!board.showsHValues());
        QVERIFY(board.hValues().empty());
        board.resize(60, 60);  // cells under HValuePainter::kMinCell
        board.setShowHValues(true);
        QVERIFY(!board.showsHValues());
    }

    void populationRepaintsAtMostAtTheFrameRate() {
        const int n = 8;
        const auto events = LocalSearchRuns::genetic(n, 8, 20, 5);
        auto run = record(n, events);
        PopulationView view;
        view.resize(400, 600);
        view.setAlgorithm(queens::Algorithm::Genetic);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTest::qWait(50);
        const int before = view.paints();
        // Every step of the run in one go, as a maximum-speed playback would ask.
        for (std::uint64_t c = 0; c <= events.size(); ++c) {
            run->timeline->seek(c);
            view.setView(run->timeline->state(), run->timeline->current());
        }
        QTest::qWait(4 * PopulationView::kFrameMs);
        const int painted = view.paints() - before;
        QVERIFY2(painted >= 1, "the last view is painted");
        QVERIFY2(painted <= 10, qPrintable(QString::number(painted)));
        QVERIFY(events.size() > 200);
    }
};

QTEST_MAIN(TestLocalSearchViews)
#include "test_local_search_views.moc"
