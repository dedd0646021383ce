#pragma once
// Shared by the chart tests (test_charts_panel.cpp): runs recorded as the application records
// them, and the truth computed from the event list alone (Try events per row and solutions
// counted by a scan, collisions recomputed by OwnBoard of ../core/RunHistoryFixtures.h from a
// placement kept from Place, Remove and Swap only), plus cursor walks forward, back and by jumps,
// and the texts a chart view shows.
#include <QChartView>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QImage>
#include <QStringList>
#include <algorithm>
#include <cstdint>
#include <map>
#include <memory>
#include <random>
#include <vector>

#include "../core/RunHistoryFixtures.h"
#include "RunHistory.h"
#include "StepEvent.h"
#include "StepperFactory.h"
#include "Timeline.h"
#include "TimelineRecorder.h"

namespace chartfixtures {

using queens::Algorithm;
using queens::EventKind;
using queens::StepEvent;

// A run recorded as the application records it (batches of `batch` events).
struct Recorded {
    int n = 0;
    std::vector<StepEvent> events;
    std::unique_ptr<queens::Timeline> timeline;
    queens::RunHistory history;
};

inline std::unique_ptr<Recorded> record(Algorithm a, const queens::StepperOptions& o,
                                        std::size_t maxEvents = SIZE_MAX, std::size_t batch = 97) {
    auto run = std::make_unique<Recorded>();
    run->n = o.n;
    run->timeline = std::make_unique<queens::Timeline>(o.n);
    auto stepper = queens::StepperFactory::create(a, o);
    queens::TimelineRecorder rec(o.n);
    StepEvent e;
    while (run->events.size() < maxEvents && stepper->next(e)) {
        run->events.push_back(e);
        rec.record(e);
        if (rec.pending() >= batch) {
            const queens::BatchPtr b = rec.takeBatch(0.001 * static_cast<double>(rec.recorded()));
            run->timeline->append(b);
            run->history.append(*b);
        }
    }
    const queens::BatchPtr b = rec.takeBatch();
    run->timeline->append(b);
    run->history.append(*b);
    return run;
}

inline std::vector<std::uint64_t> triesByScan(const Recorded& r, std::uint64_t c) {
    std::vector<std::uint64_t> tries(static_cast<std::size_t>(r.n), 0);
    for (std::uint64_t i = 0; i < c; ++i)
        if (r.events[i].kind == EventKind::Try) ++tries[static_cast<std::size_t>(r.events[i].a)];
    return tries;
}

inline std::int64_t solutionsByScan(const Recorded& r, std::uint64_t c) {
    return std::count_if(r.events.begin(), r.events.begin() + static_cast<std::ptrdiff_t>(c),
                         [](const StepEvent& e) { return e.kind == EventKind::Solution; });
}

// Collisions after each step at which the board is full (step -> collisions), and the steps of
// the Swap and Restart events (event index + 1), from OwnBoard's own placement.
struct Collisions {
    std::map<std::uint64_t, std::int64_t> whenFull;
    std::vector<std::uint64_t> swaps, restarts;
};
inline Collisions collisionsByReplay(const Recorded& r) {
    Collisions out;
    queens::fixtures::OwnBoard board(r.n);
    for (std::size_t i = 0; i < r.events.size(); ++i) {
        const StepEvent& e = r.events[i];
        board.apply(e);
        if (e.kind == EventKind::Swap)
            out.swaps.push_back(i + 1);
        else if (e.kind == EventKind::Restart)
            out.restarts.push_back(i + 1);
        if (board.queens == r.n) out.whenFull[i + 1] = board.collisions();
    }
    return out;
}

// Forward in steps, backward in other steps, then seeded jumps.
inline std::vector<std::uint64_t> cursorWalk(std::uint64_t size, std::uint64_t seed) {
    std::vector<std::uint64_t> cs;
    const std::uint64_t stride = std::max<std::uint64_t>(1, size / 40);
    for (std::uint64_t c = 0; c <= size; c += stride) cs.push_back(c);
    cs.push_back(size);
    for (std::uint64_t c = size; c > stride; c -= stride + 1) cs.push_back(c - 1);
    std::mt19937_64 rng(seed);
    for (int i = 0; i < 25; ++i) cs.push_back(rng() % (size + 1));
    return cs;
}

inline double meanLightness(const QImage& image) {
    double sum = 0;
    int count = 0;
    for (int y = 0; y < image.height(); y += 4)
        for (int x = 0; x < image.width(); x += 4, ++count)
            sum += image.pixelColor(x, y).lightness();
    return count ? sum / count : 0.0;
}

// The texts a chart view draws, and whether Qt Charts cut any of them.
inline QStringList shownTexts(QChartView* view) {
    QStringList texts;
    for (QGraphicsItem* item : view->scene()->items())
        if (auto* text = dynamic_cast<QGraphicsTextItem*>(item); text && text->isVisible())
            texts << text->toPlainText();
    return texts;
}
inline bool anyCut(const QStringList& texts) {
    return std::any_of(texts.begin(), texts.end(), [](const QString& s) {
        return s.contains(QStringLiteral("...")) || s.contains(QChar(0x2026));
    });
}

}  // namespace chartfixtures
