#include "RunHistory.h"

#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <stdexcept>
#include <string>
#include <utility>

#include "Timeline.h"

namespace queens {

namespace {
// Indices 0 .. count - 1 thinned to at most maxPoints, evenly spread, first and last included.
// The kinds one event may leave together, in the order they come at one step (RunMark); 0 for a
// kind that never shares its step.
int sharesStep(MarkKind k) {
    switch (k) {
        case MarkKind::Collisions:
            return 1;
        case MarkKind::Pairs:
            return 2;
        case MarkKind::Checks:
            return 3;
        case MarkKind::Prunings:
            return 4;
        default:
            return 0;
    }
}

template <class Emit>
void evenlySpaced(std::size_t count, std::size_t maxPoints, Emit emit) {
    if (count == 0 || maxPoints == 0) return;
    if (count <= maxPoints) {
        for (std::size_t i = 0; i < count; ++i) emit(i);
    } else if (maxPoints == 1) {
        emit(count - 1);
    } else {
        // j * (count - 1) / (maxPoints - 1) is strictly increasing in j since count > maxPoints.
        // count is bounded by memory (< 2^32), so the product fits in 64 bits.
        const auto span = static_cast<std::uint64_t>(count - 1);
        for (std::size_t j = 0; j < maxPoints; ++j)
            emit(static_cast<std::size_t>(span * j / (maxPoints - 1)));
    }
}
}  // namespace

RunHistory::RunHistory(std::size_t memoryBound) : bound_(memoryBound) {
    for (Series* s : {&collisions_, &pairs_, &temperature_}) s->summarized = true;
}

void RunHistory::clear() {
    const std::uint64_t revision = revision_;
    *this = RunHistory(bound_);
    revision_ = revision + 1;
}

bool RunHistory::add(Series& s, Point p) {
    const bool keep = s.seen % s.stride == 0;
    ++s.seen;
    if (keep) {
        s.points.push_back(p);
        if (s.summarized && s.points.size() % kBlock == 0)
            summarizeBlock(s, s.points.size() - kBlock);
    }
    return keep;
}

void RunHistory::append(const TimelineBatch& batch) {
    if (batch.first != end_)
        throw std::invalid_argument("RunHistory::append: batch starts at " +
                                    std::to_string(batch.first) + ", expected " +
                                    std::to_string(end_));
    // Increasing steps; a Pairs mark may share the step of the Collisions mark before it (see
    // RunMark).
    std::uint64_t previous = batch.first;
    const RunMark* last = nullptr;
    for (const RunMark& m : batch.marks) {
        const bool shared = last != nullptr && m.step == previous && sharesStep(last->kind) > 0 &&
                            sharesStep(m.kind) > sharesStep(last->kind);
        if ((m.step <= previous && !shared) || m.step > batch.end())
            throw std::invalid_argument("RunHistory::append: mark at step " +
                                        std::to_string(m.step) + " out of order or outside " +
                                        "its batch");
        previous = m.step;
        last = &m;
    }
    for (const RunMark& m : batch.marks) {
        const Point p{m.step, m.value};
        switch (m.kind) {
            case MarkKind::Solution:
                add(solutions_, p);
                break;
            case MarkKind::Restart:
                add(restarts_, p);
                break;
            case MarkKind::Collisions:
                add(collisions_, p);
                break;
            case MarkKind::Pairs:
                add(pairs_, p);
                break;
            case MarkKind::Temperature:
                add(temperature_, p);
                break;
            case MarkKind::Checks:
                add(checks_, p);
                break;
            case MarkKind::Prunings:
                add(prunings_, p);
                break;
        }
    }
    if (!batch.events.empty()) {
        starts_.push_back(batch.first);
        if (batchesSeen_ % triesStride_ == 0) {
            tries_.push_back(TriesAt{batch.first, batch.triesBefore, batch.triesTracked});
            triesBytes_ += tries_.back().before.capacity() * sizeof(std::uint64_t);
        }
        ++batchesSeen_;
    }
    end_ = batch.end();
    searchSeconds_ = batch.searchSeconds;
    finished_ = batch.finished;
    ++revision_;
    enforceBound();
}

// ---- blocks of summarized marks ---------------------------------------------------------------

void RunHistory::summarizeBlock(Series& s, std::size_t begin) {
    const auto& pts = s.points;
    Block b{static_cast<std::uint32_t>(begin), static_cast<std::uint32_t>(begin)};
    for (std::size_t i = begin + 1; i < begin + kBlock; ++i) {
        if (pts[i].value < pts[b.minIndex].value) b.minIndex = static_cast<std::uint32_t>(i);
        if (pts[i].value > pts[b.maxIndex].value) b.maxIndex = static_cast<std::uint32_t>(i);
    }
    s.blocks.push_back(b);
}

void RunHistory::rebuildBlocks(Series& s) {
    s.blocks.clear();
    const std::size_t full = s.points.size() / kBlock;
    for (std::size_t b = 0; b < full; ++b) summarizeBlock(s, b * kBlock);
    s.blocks.shrink_to_fit();
}

// ---- memory bound -----------------------------------------------------------------------------

void RunHistory::thin(Series& s) {
    auto& pts = s.points;
    std::size_t kept = 0;
    for (std::size_t i = 0; i < pts.size(); i += 2) pts[kept++] = pts[i];
    pts.resize(kept);
    pts.shrink_to_fit();
    s.stride *= 2;
    if (s.summarized) rebuildBlocks(s);
}

void RunHistory::thinTries() {
    std::size_t kept = 0;
    triesBytes_ = 0;
    for (std::size_t i = 0; i < tries_.size(); i += 2) {
        if (kept != i) tries_[kept] = std::move(tries_[i]);
        triesBytes_ += tries_[kept].before.capacity() * sizeof(std::uint64_t);
        ++kept;
    }
    tries_.resize(kept);
    tries_.shrink_to_fit();
    triesStride_ *= 2;
}

std::size_t RunHistory::seriesBytes(const Series& s) {
    return s.points.capacity() * sizeof(Point) + s.blocks.capacity() * sizeof(Block);
}

std::size_t RunHistory::memoryUsed() const {
    return seriesBytes(solutions_) + seriesBytes(collisions_) + seriesBytes(restarts_) +
           seriesBytes(pairs_) + seriesBytes(temperature_) + seriesBytes(checks_) +
           seriesBytes(prunings_) + tries_.capacity() * sizeof(TriesAt) + triesBytes_ +
           starts_.capacity() * sizeof(std::uint64_t);
}

RunHistory::Series* RunHistory::thinnableSummarized() {
    Series* largest = nullptr;
    for (Series* s : {&collisions_, &pairs_, &temperature_})
        if (s->points.size() > kMinKept && (!largest || s->points.size() > largest->points.size()))
            largest = s;
    return largest;
}

void RunHistory::enforceBound() {
    for (Series* s : {&collisions_, &pairs_, &temperature_, &solutions_}) {
        while (s->points.size() > kMaxPoints) {
            thin(*s);
            thinned_ = true;
        }
    }
    while (checks_.points.size() > kMaxPoints || prunings_.points.size() > kMaxPoints) {
        thin(checks_);  // the two counts of one node stay together
        thin(prunings_);
        thinned_ = true;
    }
    while (memoryUsed() > bound_) {
        if (Series* s = thinnableSummarized()) {
            thin(*s);
        } else if (tries_.size() > kMinKept) {
            thinTries();
        } else if (checks_.points.size() > kMinKept) {
            thin(checks_);  // the two counts of one node stay together
            thin(prunings_);
        } else if (solutions_.points.size() > kMinKept) {
            thin(solutions_);
        } else {
            return;  // every thinnable kind is at its floor
        }
        thinned_ = true;
    }
}

// ---- queries ----------------------------------------------------------------------------------

std::size_t RunHistory::countUpTo(const Series& s, std::uint64_t c) {
    const auto it = std::upper_bound(s.points.begin(), s.points.end(), c,
                                     [](std::uint64_t v, const Point& p) { return v < p.step; });
    return static_cast<std::size_t>(it - s.points.begin());
}

std::optional<RunHistory::Point> RunHistory::lastUpTo(const Series& s, std::uint64_t c) {
    const std::size_t k = countUpTo(s, c);
    if (k == 0) return std::nullopt;
    return s.points[k - 1];
}

std::vector<RunHistory::Point> RunHistory::solutionsSeries(std::uint64_t c,
                                                           std::size_t maxPoints) const {
    std::vector<Point> out;
    const std::size_t k = countUpTo(solutions_, c);
    out.reserve(std::min(k, maxPoints));
    evenlySpaced(k, maxPoints, [&](std::size_t i) { out.push_back(solutions_.points[i]); });
    return out;
}

std::vector<RunHistory::Point> RunHistory::checksSeries(std::uint64_t c,
                                                        std::size_t maxPoints) const {
    std::vector<Point> out;
    const std::size_t k = countUpTo(checks_, c);
    out.reserve(std::min(k, maxPoints));
    evenlySpaced(k, maxPoints, [&](std::size_t i) { out.push_back(checks_.points[i]); });
    return out;
}

std::vector<RunHistory::Point> RunHistory::pruningsSeries(std::uint64_t c,
                                                          std::size_t maxPoints) const {
    std::vector<Point> out;
    const std::size_t k = countUpTo(prunings_, c);
    out.reserve(std::min(k, maxPoints));
    evenlySpaced(k, maxPoints, [&](std::size_t i) { out.push_back(prunings_.points[i]); });
    return out;
}

std::vector<std::uint64_t> RunHistory::restartSteps(std::uint64_t c, std::size_t maxPoints) const {
    std::vector<std::uint64_t> out;
    const std::size_t k = countUpTo(restarts_, c);
    out.reserve(std::min(k, maxPoints));
    evenlySpaced(k, maxPoints, [&](std::size_t i) { out.push_back(restarts_.points[i].step); });
    return out;
}

std::vector<RunHistory::Point> RunHistory::collisionsSeries(std::uint64_t c,
                                                            std::size_t maxPoints) const {
    return decimated(collisions_, c, maxPoints);
}
std::vector<RunHistory::Point> RunHistory::pairsSeries(std::uint64_t c,
                                                       std::size_t maxPoints) const {
    return decimated(pairs_, c, maxPoints);
}
std::vector<RunHistory::Point> RunHistory::temperatureSeries(std::uint64_t c,
                                                             std::size_t maxPoints) const {
    return decimated(temperature_, c, maxPoints);
}

std::vector<RunHistory::Point> RunHistory::decimated(const Series& s, std::uint64_t c,
                                                     std::size_t maxPoints) {
    const auto& pts = s.points;
    const auto& blocks = s.blocks;
    const std::size_t k = countUpTo(s, c);
    std::vector<Point> out;
    if (k <= maxPoints) {
        out.assign(pts.begin(), pts.begin() + static_cast<std::ptrdiff_t>(k));
        return out;
    }
    if (maxPoints == 0) return out;
    // Indices of the minimum and maximum of marks [from, to), scanning or through the blocks.
    auto extremes = [&](std::size_t from, std::size_t to) {
        std::size_t lo = from, hi = from;
        auto consider = [&](std::size_t i, std::size_t j) {
            if (pts[i].value < pts[lo].value) lo = i;
            if (pts[j].value > pts[hi].value) hi = j;
        };
        if (from % kBlock == 0 && to % kBlock == 0) {
            for (std::size_t b = from / kBlock; b < to / kBlock; ++b)
                consider(blocks[b].minIndex, blocks[b].maxIndex);
        } else {
            for (std::size_t i = from; i < to; ++i) consider(i, i);
        }
        return std::pair{lo, hi};
    };
    std::vector<std::size_t> picked;
    auto emitSorted = [&](std::initializer_list<std::size_t> idx) {
        std::vector<std::size_t> v(idx);
        std::sort(v.begin(), v.end());
        for (std::size_t i : v)
            if (picked.empty() || picked.back() != i) picked.push_back(i);
    };
    const std::size_t buckets = maxPoints >= 3 ? (maxPoints - 3) / 2 : 0;
    if (buckets == 0) {  // too few points for buckets: the last mark, then the extremes
        const auto [lo, hi] = extremes(0, k);
        std::vector<std::size_t> pri{k - 1, lo, hi};
        pri.resize(std::min<std::size_t>(maxPoints, 3));
        std::sort(pri.begin(), pri.end());
        pri.erase(std::unique(pri.begin(), pri.end()), pri.end());
        for (std::size_t i : pri) out.push_back(pts[i]);
        return out;
    }
    std::size_t size = (k + buckets - 1) / buckets;                   // marks per bucket
    if (size > kBlock) size = (size + kBlock - 1) / kBlock * kBlock;  // whole blocks
    const std::size_t full = k / size;                                // <= buckets
    for (std::size_t j = 0; j < full; ++j) {
        const auto [lo, hi] = extremes(j * size, (j + 1) * size);
        emitSorted({lo, hi});
    }
    if (full * size < k) {
        const auto [lo, hi] = extremes(full * size, k);
        emitSorted({lo, hi, k - 1});
    } else if (picked.back() != k - 1) {
        picked.push_back(k - 1);
    }
    out.reserve(picked.size());
    for (std::size_t i : picked) out.push_back(pts[i]);
    return out;
}

std::optional<RunHistory::Point> RunHistory::lastSolution(std::uint64_t c) const {
    return lastUpTo(solutions_, c);
}
std::optional<RunHistory::Point> RunHistory::lastCollisions(std::uint64_t c) const {
    return lastUpTo(collisions_, c);
}
std::optional<RunHistory::Point> RunHistory::lastRestart(std::uint64_t c) const {
    return lastUpTo(restarts_, c);
}
std::optional<RunHistory::Point> RunHistory::lastPairs(std::uint64_t c) const {
    return lastUpTo(pairs_, c);
}
std::optional<RunHistory::Point> RunHistory::lastTemperature(std::uint64_t c) const {
    return lastUpTo(temperature_, c);
}

// ---- tries per row ----------------------------------------------------------------------------

bool RunHistory::walk(const Timeline& t, std::uint64_t from, std::uint64_t to, int sign,
                      std::vector<std::uint64_t>& tries) const {
    bool exact = true;
    const auto n = static_cast<std::int64_t>(tries.size());
    auto count = [&](const StepEvent& e) {
        if (e.kind != EventKind::Try || e.a < 0 || e.a >= n) return;
        auto& k = tries[static_cast<std::size_t>(e.a)];
        if (sign > 0)
            ++k;
        else if (k > 0)
            --k;
        else
            exact = false;
    };
    auto it = std::upper_bound(starts_.begin(), starts_.end(), from);
    for (std::uint64_t i = from; i < to;) {
        // Inside the history, the batch holding event i ends at the next start (or end_).
        const bool oneBatch = i < end_;
        std::uint64_t end = to;
        if (oneBatch) {
            end = std::min(to, it == starts_.end() ? end_ : *it);
            if (it != starts_.end() && end == *it) ++it;
        }
        const StepEvent* first = oneBatch ? t.event(i) : nullptr;
        const StepEvent* last = oneBatch ? t.event(end - 1) : nullptr;
        const auto span = static_cast<std::uintptr_t>(end - 1 - i) * sizeof(StepEvent);
        if (first && last &&
            reinterpret_cast<std::uintptr_t>(last) - reinterpret_cast<std::uintptr_t>(first) ==
                span) {
            for (const StepEvent* e = first; i < end; ++e, ++i) count(*e);
            continue;
        }
        for (; i < end; ++i) {
            if (const StepEvent* e = t.event(i))
                count(*e);
            else
                exact = false;
        }
    }
    return exact;
}

RunHistory::RowTries RunHistory::triesPerRow(const Timeline& t, std::uint64_t c,
                                             const RowTries* hint) const {
    const auto n = static_cast<std::size_t>(std::max(t.state().n(), 0));
    RowTries out;
    out.cursor = c;
    // The nearest stored batch start <= c (index 0 holds the empty counts when none is stored).
    const auto it = std::upper_bound(tries_.begin(), tries_.end(), c,
                                     [](std::uint64_t v, const TriesAt& s) { return v < s.first; });
    const TriesAt* base = it == tries_.begin() ? nullptr : &*std::prev(it);
    const std::uint64_t baseFirst = base ? base->first : 0;
    const std::uint64_t baseCost = c - baseFirst;

    if (hint && hint->exact && hint->tries.size() == n) {
        const std::uint64_t h = hint->cursor;
        const std::uint64_t cost = h > c ? h - c : c - h;
        if (cost < baseCost) {
            out.tries = hint->tries;
            const bool ok = h <= c ? walk(t, h, c, +1, out.tries) : walk(t, c, h, -1, out.tries);
            if (ok) return out;  // else fall back to the stored counts
        }
    }
    out.tries.assign(n, 0);
    if (base) {
        if (!base->tracked) out.exact = false;
        const std::size_t rows = std::min(n, base->before.size());
        std::copy_n(base->before.begin(), rows, out.tries.begin());
    }
    if (!walk(t, baseFirst, c, +1, out.tries)) out.exact = false;
    return out;
}

// ---- bookkeeping ------------------------------------------------------------------------------

std::uint64_t RunHistory::recordedEvents() const {
    return end_;
}
double RunHistory::searchSeconds() const {
    return searchSeconds_;
}
bool RunHistory::finished() const {
    return finished_;
}
bool RunHistory::thinned() const {
    return thinned_;
}
std::uint64_t RunHistory::collisionsStride() const {
    return collisions_.stride;
}
std::uint64_t RunHistory::solutionsStride() const {
    return solutions_.stride;
}
std::uint64_t RunHistory::pairsStride() const {
    return pairs_.stride;
}
std::uint64_t RunHistory::temperatureStride() const {
    return temperature_.stride;
}
std::uint64_t RunHistory::checksStride() const {
    return checks_.stride;
}
std::uint64_t RunHistory::triesStride() const {
    return triesStride_;
}
std::size_t RunHistory::memoryBound() const {
    return bound_;
}
std::uint64_t RunHistory::revision() const {
    return revision_;
}

}  // namespace queens
