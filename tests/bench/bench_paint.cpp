// bench_paint: how long the board takes to paint, from the 8 x 8 board to 10^6 queens.
//
//   QT_QPA_PLATFORM=offscreen bench_paint [--repeat K] [--skip-huge]
//
// A BoardWidget of 1280 x 1000 pixels renders into a QImage with QWidget::render(), K times
// (default 50) per case; the table gives the minimum, the median and the maximum in milliseconds
// (the minimum is the figure least disturbed by other processes on a shared machine). Cases:
//   - N = 8, detailed: backtracking mid-search (a Reject with its attacker drawn);
//   - N = 8 and 64, detailed: backtracking just after a Place (attacked cells marked, the
//     queen's lines of attack, the current row); N = 64 min-conflicts just after its first Swap
//     (every row full: most cells attacked, two queens' lines);
//   - N = 64, detailed: a solution (QueensConstruction), the solution tint on;
//   - every detailed case again with setShowAttacks(false) (", no marks"): the hatch's share;
//   - N = 200 and N = 1000, compact: a solution, and min-conflicts mid-search (the board partly
//     built: empty rows; then searching: attacked queens in red, an Evaluate event);
//   - N = 10^5 and 10^6, heat: min-conflicts just after its build (a few conflicts left) and
//     half-built. "heat build" times HeatMapRenderer::build alone (the O(n) part, done in
//     BoardWidget::setView, throttled), for the grid the widget uses; "heat paint" the render.
//   - ConflictStripsView (360 x 1000) at the same sizes: "strips build" is the O(n) bucket pass
//     of its setView (a fresh view each time, so no throttling), "strips paint" the render.
//   - RegisterView (900 x 300, repainted on every playback tick) at N = 8 and 64: the bitmask
//     search just after a Mask event (a highlighted register, its changed bits outlined), and
//     the same view half-way through its shift animation; "registers export" renders an 8 x 8
//     and a 64 x 64 board image of 1024 px with its registers panel (BoardImageRenderer).
// The states come from replaying the steppers into a BoardState (not timed). --skip-huge leaves
// out N = 10^6. Wall-clock times (std::chrono::steady_clock) on the GUI thread, offscreen.
#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QVariantAnimation>
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "AppStyle.h"
#include "BenchClock.h"
#include "BoardColors.h"
#include "BoardImageRenderer.h"
#include "BoardState.h"
#include "BoardWidget.h"
#include "ConflictStripsView.h"
#include "HeatMapRenderer.h"
#include "QueensConstruction.h"
#include "RegisterView.h"
#include "StepEvent.h"
#include "StepperFactory.h"

using namespace queens;

namespace {

struct Scenario {
    BoardState state;
    std::optional<StepEvent> last;
};

// The state after `count` events of a fresh stepper (or when `stop` says so).
Scenario replay(Algorithm algorithm, int n, std::uint64_t count,
                const std::function<bool(const BoardState&, const StepEvent&)>& stop = {}) {
    StepperOptions options;
    options.n = n;
    options.seed = 7;
    auto stepper = StepperFactory::create(algorithm, options);
    Scenario s{BoardState(n), std::nullopt};
    StepEvent e;
    for (std::uint64_t i = 0; i < count && stepper->next(e); ++i) {
        s.state.apply(e);
        s.last = e;
        if (stop && stop(s.state, e)) break;
    }
    return s;
}

Scenario construction(int n) {
    Scenario s{BoardState(n), std::nullopt};
    const std::vector<int> cols = QueensConstruction::build(n);
    for (int r = 0; r < n; ++r) s.state.apply(StepEvent::make(EventKind::Place, 0, r, cols[r]));
    StepEvent solution = StepEvent::make(EventKind::Solution, 0);
    s.state.apply(solution);
    s.last = solution;
    return s;
}

// Min-conflicts until the first Evaluate after the build (the board complete, a few conflicts),
// then `extra` more events, stopping on an Evaluate.
Scenario searching(int n, std::uint64_t extra) {
    std::uint64_t evaluations = 0;
    return replay(Algorithm::MinConflicts, n, ~std::uint64_t{0},
                  [&](const BoardState&, const StepEvent& e) {
                      if (e.kind != EventKind::Evaluate) return false;
                      return evaluations++ >= extra;
                  });
}

// Min-conflicts until half the rows hold a queen (a Place event).
Scenario halfBuilt(int n) {
    return replay(Algorithm::MinConflicts, n, ~std::uint64_t{0},
                  [n](const BoardState& s, const StepEvent& e) {
                      return e.kind == EventKind::Place && s.queenCount() >= n / 2;
                  });
}

struct Row {
    std::string what;
    int n;
    double min;
    double median;
    double max;
};

Row timeIt(const std::string& what, int n, int repeat, const std::function<void()>& body) {
    std::vector<double> ms;
    ms.reserve(static_cast<std::size_t>(repeat));
    body();  // warm-up: caches, glyphs, the piece pixmap
    for (int i = 0; i < repeat; ++i) {
        const double t0 = bench::now();
        body();
        ms.push_back((bench::now() - t0) * 1e3);
    }
    return {what, n, *std::min_element(ms.begin(), ms.end()), bench::median(ms),
            *std::max_element(ms.begin(), ms.end())};
}

}  // namespace

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    AppStyle::apply(false);
    int repeat = 50;
    bool skipHuge = false;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--repeat") == 0 && i + 1 < argc)
            repeat = std::max(1, std::atoi(argv[++i]));
        else if (std::strcmp(argv[i], "--skip-huge") == 0)
            skipHuge = true;
    }

    BoardWidget board;
    board.resize(1280, 1000);
    board.show();
    QImage boardImage(board.size() * board.devicePixelRatioF(),
                      QImage::Format_ARGB32_Premultiplied);
    boardImage.setDevicePixelRatio(board.devicePixelRatioF());
    ConflictStripsView strips;
    strips.resize(strips.sizeHint().width(), 1000);
    strips.show();
    QImage stripsImage(strips.size(), QImage::Format_ARGB32_Premultiplied);

    std::vector<Row> rows;
    const auto paintBoard = [&](const std::string& what, const Scenario& s) {
        board.setView(&s.state, s.last ? &*s.last : nullptr);
        rows.push_back(timeIt(what, s.state.n(), repeat, [&] { board.render(&boardImage); }));
        if (s.state.n() > BoardGeometry::kDetailedMaxN) return;
        board.setShowAttacks(false);
        rows.push_back(
            timeIt(what + ", no marks", s.state.n(), repeat, [&] { board.render(&boardImage); }));
        board.setShowAttacks(true);
    };
    // Throttled views build the latest state from a timer: let it fire before timing the paint.
    const auto settle = [&] {
        while (board.heatBuildPending() || strips.buildPending())
            app.processEvents(QEventLoop::WaitForMoreEvents);
    };
    const auto heat = [&](const std::string& what, const Scenario& s) {
        board.setView(&s.state, s.last ? &*s.last : nullptr);
        settle();
        const int grid = board.heatMap().grid();
        const auto colors = HeatMapRenderer::colorsFor(false);
        HeatMapRenderer renderer;
        rows.push_back(timeIt("heat build, " + what + " (grid " + std::to_string(grid) + ")",
                              s.state.n(), repeat, [&] { renderer.build(s.state, grid, colors); }));
        rows.push_back(
            timeIt("heat paint, " + what, s.state.n(), repeat, [&] { board.render(&boardImage); }));
        rows.push_back(timeIt("setView (throttled), " + what, s.state.n(), repeat,
                              [&] { board.setView(&s.state, s.last ? &*s.last : nullptr); }));
    };
    const auto stripsCase = [&](const std::string& what, const Scenario& s) {
        const StepEvent* e = s.last ? &*s.last : nullptr;
        rows.push_back(timeIt("strips build, " + what, s.state.n(), repeat, [&] {
            ConflictStripsView fresh;
            fresh.resize(strips.size());
            fresh.setRowGeometry(12, 976.0 / s.state.n());
            fresh.setView(s.state, e);
        }));
        strips.setRowGeometry(12, 976.0 / s.state.n());
        strips.setView(s.state, e);
        settle();
        rows.push_back(timeIt("strips paint, " + what, s.state.n(), repeat,
                              [&] { strips.render(&stripsImage); }));
    };

    {
        const Scenario s =
            replay(Algorithm::Backtracking, 8, 200, [](const BoardState& st, const StepEvent& e) {
                return e.kind == EventKind::Reject && st.queenCount() >= 4;
            });
        paintBoard("detailed, backtracking mid-search (reject)", s);
    }
    paintBoard(
        "detailed, backtracking place (attack lines)",
        replay(Algorithm::Backtracking, 8, 200, [](const BoardState& st, const StepEvent& e) {
            return e.kind == EventKind::Place && st.queenCount() >= 4;
        }));
    paintBoard("detailed, backtracking place (attack lines)",
               replay(Algorithm::Backtracking, 64, ~std::uint64_t{0},
                      [](const BoardState& st, const StepEvent& e) {
                          return e.kind == EventKind::Place && st.queenCount() >= 40;
                      }));
    paintBoard(
        "detailed, min-conflicts after a swap",
        replay(Algorithm::MinConflicts, 64, ~std::uint64_t{0},
               [](const BoardState&, const StepEvent& e) { return e.kind == EventKind::Swap; }));
    paintBoard("detailed, solution", construction(64));
    for (const int n : {200, 1000}) {
        paintBoard("compact, solution", construction(n));
        paintBoard("compact, min-conflicts half built", halfBuilt(n));
        const Scenario s = searching(n, 50);
        paintBoard("compact, min-conflicts searching", s);
        stripsCase("min-conflicts searching", s);
    }
    RegisterView registers;
    registers.resize(900, 300);
    registers.show();
    QImage registersImage(registers.size(), QImage::Format_ARGB32_Premultiplied);
    for (const int n : {8, 64}) {
        // The step down into row n / 2: the last Mask(Rd), which the view animates as a shift.
        const Scenario s = replay(Algorithm::Bitmask, n, ~std::uint64_t{0},
                                  [n](const BoardState& st, const StepEvent& e) {
                                      return e.kind == EventKind::Mask && e.reason == 2 &&
                                             st.queenCount() >= n / 2;
                                  });
        registers.setAnimationsEnabled(false);
        registers.setView(s.state, s.last ? &*s.last : nullptr);
        rows.push_back(timeIt("registers, bitmask Mask(rd)", n, repeat,
                              [&] { registers.render(&registersImage); }));
        registers.setAnimationsEnabled(true);
        registers.setView(BoardState(n), nullptr);
        registers.setView(s.state, s.last ? &*s.last : nullptr);
        // Half-way through the shift; without events the animation stays there while timed.
        auto* shift = registers.findChild<QVariantAnimation*>("registerShiftAnimation");
        if (shift) shift->setCurrentTime(RegisterView::kAnimationMs / 2);
        rows.push_back(timeIt(registers.isAnimating() ? "registers, bitmask Mask(rd), shifting"
                                                      : "registers, bitmask Mask(rd), NOT shifting",
                              n, repeat, [&] { registers.render(&registersImage); }));
        BoardImageOptions image;
        image.n = n;
        image.placement.assign(static_cast<std::size_t>(n), -1);
        for (int r = 0; r < n; ++r)
            image.placement[static_cast<std::size_t>(r)] = s.state.queenAt(r);
        image.registers = true;
        rows.push_back(timeIt("registers export, 1024 px image", n, std::max(1, repeat / 4),
                              [&] { (void)BoardImageRenderer::render(image); }));
    }
    std::vector<int> huge = {100'000};
    if (!skipHuge) huge.push_back(1'000'000);
    for (const int n : huge) {
        const Scenario s = searching(n, 1000);
        heat("min-conflicts after build", s);
        stripsCase("min-conflicts after build", s);
        heat("min-conflicts half built", halfBuilt(n));
    }

    std::printf(
        "bench_paint: BoardWidget %dx%d, ConflictStripsView %dx%d, dpr %.1f, %d renders "
        "per case, load average %s\n",
        board.width(), board.height(), strips.width(), strips.height(), board.devicePixelRatioF(),
        repeat, bench::loadAverage().c_str());
    std::printf("%-58s %8s %8s %10s %8s\n", "case", "N", "min ms", "median ms", "max ms");
    for (const Row& r : rows)
        std::printf("%-58s %8d %8.3f %10.3f %8.3f\n", r.what.c_str(), r.n, r.min, r.median, r.max);
    return 0;
}
