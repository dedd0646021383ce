#include "BatchFeeder.h"

#include <algorithm>
#include <utility>

#include "PlaybackController.h"
#include "StepperFactory.h"
#include "TestProblems.h"
#include "TimelineRecorder.h"

using queens::EventKind;
using queens::StepEvent;
using Kind = queens::Breakpoint::Kind;

namespace {

// The test's own board: column per row, -1 for an empty row, from the events alone.
struct OwnBoard {
    explicit OwnBoard(int n) : cols(static_cast<std::size_t>(n), -1) {}
    void apply(const StepEvent& e) {
        if (e.kind == EventKind::Place) cols[static_cast<std::size_t>(e.a)] = e.b;
        if (e.kind == EventKind::Remove) cols[static_cast<std::size_t>(e.a)] = -1;
        if (e.kind == EventKind::Swap)
            std::swap(cols[static_cast<std::size_t>(e.a)], cols[static_cast<std::size_t>(e.b)]);
    }
    int queens() const {
        return static_cast<int>(
            std::count_if(cols.begin(), cols.end(), [](int c) { return c >= 0; }));
    }
    // Attacking excess: each queen adds one per kind of line (column, both diagonals) on which
    // an earlier row already has a queen.
    std::int64_t collisions() const {
        std::int64_t total = 0;
        for (std::size_t r = 0; r < cols.size(); ++r) {
            if (cols[r] < 0) continue;
            bool column = false, diag = false, anti = false;
            for (std::size_t s = 0; s < r; ++s) {
                if (cols[s] < 0) continue;
                const auto dr = static_cast<int>(r - s);
                column = column || cols[s] == cols[r];
                diag = diag || cols[r] - cols[s] == dr;
                anti = anti || cols[s] - cols[r] == dr;
            }
            total += int(column) + int(diag) + int(anti);
        }
        return total;
    }
    std::vector<int> cols;
};

bool stopsHere(Kind kind, std::int64_t k, const StepEvent& e, const OwnBoard& board) {
    switch (kind) {
        case Kind::NextSolution:
            return e.kind == EventKind::Solution;
        case Kind::NextBacktrack:
            return e.kind == EventKind::Remove &&
                   e.reason == static_cast<std::uint8_t>(queens::RemoveReason::Backtrack);
        case Kind::NextRestart:
            return e.kind == EventKind::Restart;
        case Kind::Depth:
            return e.kind == EventKind::Place && board.queens() == k;
        case Kind::ConflictsAtMost:
            return (e.kind == EventKind::Place || e.kind == EventKind::Swap) &&
                   board.queens() == static_cast<int>(board.cols.size()) && board.collisions() <= k;
        case Kind::NextWipeout:  // a row left with an empty domain
            return e.kind == EventKind::Wipeout;
        case Kind::NextBackjump:  // a jump back over at least one assigned row
            return e.kind == EventKind::Jump && e.c > 0;
    }
    return false;
}

}  // namespace

queens::StepperOptions BatchFeeder::makeOptions(int n, bool all, std::uint64_t seed,
                                                std::uint64_t budget) {
    queens::StepperOptions o = TestProblems::options(n, all);
    o.seed = seed;
    o.maxStepsPerRestart = budget;
    return o;
}

std::vector<queens::BatchPtr> BatchFeeder::recordRun(queens::Algorithm algorithm,
                                                     const queens::StepperOptions& options,
                                                     std::size_t batchSize, std::size_t interval) {
    auto stepper = queens::StepperFactory::create(algorithm, options);
    queens::TimelineRecorder recorder(options.n, interval);
    std::vector<queens::BatchPtr> out;
    StepEvent e;
    while (stepper->next(e)) {
        recorder.record(e);
        if (recorder.pending() >= batchSize) out.push_back(recorder.takeBatch());
    }
    if (recorder.pending() > 0) out.push_back(recorder.takeBatch());
    return out;
}

void BatchFeeder::feed(PlaybackController& pb, const std::vector<queens::BatchPtr>& batches,
                       std::size_t from, std::size_t to) {
    for (std::size_t i = from; i < std::min(to, batches.size()); ++i) pb.appendBatch(batches[i]);
}

std::optional<std::uint64_t> BatchFeeder::expectedStop(int n, const std::vector<StepEvent>& events,
                                                       std::uint64_t start, Kind kind,
                                                       std::int64_t k) {
    OwnBoard board(n);
    for (std::uint64_t i = 0; i < events.size(); ++i) {
        board.apply(events[i]);
        if (i >= start && stopsHere(kind, k, events[i], board)) return i;
    }
    return std::nullopt;
}
