#include "LessonReplay.h"

#include <algorithm>
#include <memory>

#include "BoardGeometry.h"
#include "BoardState.h"
#include "StepperFactory.h"

namespace {

constexpr std::uint64_t kCancelCheckEvents = 4096;
constexpr std::uint64_t kProgressEvents = std::uint64_t{1} << 20;

struct Window {
    std::size_t stop;    // index in the lesson
    std::uint64_t from;  // the previous stop's step
    std::optional<std::uint64_t> landed;
};

QString stopName(std::size_t index) {
    return LessonReplay::tr("stop %1").arg(index + 1);
}

}  // namespace

LessonReplay::Result LessonReplay::check(
    const Lesson& lesson, const std::atomic<bool>* cancel,
    const std::function<void(std::uint64_t, std::uint64_t)>& progress) {
    Result r;
    const std::size_t count = lesson.stops.size();
    r.nextQueen.assign(count, std::nullopt);

    std::vector<Window> windows;
    std::vector<std::size_t> questions;  // stops with a next-queen question
    for (std::size_t i = 0; i < count; ++i) {
        const LessonStop& s = lesson.stops[i];
        if (s.runTo) {
            const std::uint64_t from = i == 0 ? 0 : lesson.stops[i - 1].step;
            if (s.step <= from) {
                r.error = tr("%1: it plays to a breakpoint from the previous stop (step %L2), so "
                             "its step must come later; it is %L3")
                              .arg(stopName(i))
                              .arg(from)
                              .arg(s.step);
                return r;
            }
            windows.push_back({i, from, std::nullopt});
        }
        if (s.question.kind == LessonQuestion::Kind::NextQueen) {
            if (lesson.options.n > BoardGeometry::kDetailedMaxN) {
                r.error = tr("%1: a next-queen question needs a board of at most %2 × %2")
                              .arg(stopName(i))
                              .arg(BoardGeometry::kDetailedMaxN);
                return r;
            }
            questions.push_back(i);
        }
    }

    std::unique_ptr<queens::Stepper> stepper;
    try {
        stepper = queens::StepperFactory::create(lesson.algorithm, lesson.options);
    } catch (const std::exception& ex) {
        r.error = QString::fromUtf8(ex.what());
        return r;
    }
    queens::BoardState state(lesson.options.n);
    const std::uint64_t target = lesson.lastStep();
    const auto done = [&](std::uint64_t step) {
        if (step < target) return false;
        for (const Window& w : windows)
            if (!w.landed && step < lesson.stops[w.stop].step) return false;
        for (std::size_t q : questions)
            if (!r.nextQueen[q]) return false;
        return true;
    };

    queens::StepEvent e{};
    std::uint64_t step = 0;  // events applied
    while (!done(step)) {
        if (step % kCancelCheckEvents == 0 && cancel && cancel->load(std::memory_order_relaxed)) {
            r.cancelled = true;
            r.eventsReplayed = step;
            return r;
        }
        if (progress && step % kProgressEvents == 0) progress(step, target);
        if (!stepper->next(e)) {
            r.runEnded = true;
            break;
        }
        state.apply(e);
        if (e.kind == queens::EventKind::Done) r.runEnded = true;
        for (Window& w : windows)
            if (!w.landed && step >= w.from &&
                queens::breakpointHit(lesson.stops[w.stop].runTo.value(), e, state))
                w.landed = step + 1;
        if (e.kind == queens::EventKind::Place)
            for (std::size_t q : questions)
                if (!r.nextQueen[q] && lesson.stops[q].step <= step)
                    r.nextQueen[q] = Square{e.a, e.b};
        ++step;
        if (step > Lesson::kMaxStep) break;
    }
    r.eventsReplayed = step;
    r.runLength = step;

    for (std::size_t i = 0; i < count; ++i) {
        if (lesson.stops[i].step <= step) continue;
        r.error = tr("%1: step %L2 is beyond the end of its run, which has %L3 steps")
                      .arg(stopName(i))
                      .arg(lesson.stops[i].step)
                      .arg(step);
        return r;
    }
    for (const Window& w : windows) {
        const std::uint64_t want = lesson.stops[w.stop].step;
        if (w.landed == want) continue;
        r.error = w.landed ? tr("%1: its breakpoint, played to from step %L2, stops at step %L3, "
                                "not at the stop's step %L4")
                                 .arg(stopName(w.stop))
                                 .arg(w.from)
                                 .arg(*w.landed)
                                 .arg(want)
                  : r.runEnded ? tr("%1: its breakpoint is never hit after step %L2")
                                     .arg(stopName(w.stop))
                                     .arg(w.from)
                               // The replay stopped at the stop's step: the hit, if any, is later.
                               : tr("%1: its breakpoint, played to from step %L2, is not hit by "
                                    "the stop's step %L3")
                                     .arg(stopName(w.stop))
                                     .arg(w.from)
                                     .arg(want);
        return r;
    }
    for (std::size_t q : questions) {
        if (r.nextQueen[q]) continue;
        r.error = tr("%1: the question has no answer: no queen is placed after step %L2")
                      .arg(stopName(q))
                      .arg(lesson.stops[q].step);
        return r;
    }
    return r;
}

std::optional<std::uint64_t> LessonReplay::landing(const Lesson& lesson, std::uint64_t from,
                                                   const queens::Breakpoint& b,
                                                   std::uint64_t limit) {
    std::unique_ptr<queens::Stepper> stepper;
    try {
        stepper = queens::StepperFactory::create(lesson.algorithm, lesson.options);
    } catch (const std::exception&) {
        return std::nullopt;
    }
    queens::BoardState state(lesson.options.n);
    queens::StepEvent e{};
    for (std::uint64_t step = 0; step < limit && stepper->next(e); ++step) {
        state.apply(e);
        if (step >= from && queens::breakpointHit(b, e, state)) return step + 1;
    }
    return std::nullopt;
}
