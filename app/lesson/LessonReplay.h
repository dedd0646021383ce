#pragma once
// LessonReplay: reproduces a lesson's run with its stepper (core, no recording) and checks what
// only the run can tell: every stop's step is reached, every runTo lands on its stop, and every
// next-queen question has a queen to come (its answer: the next Place event after the stop).
// It replays once, from the start to lastStep() (and on to the next placement a question needs),
// in O(events) time and O(n) memory. Any thread; cancellable between events.
#include <QCoreApplication>
#include <QString>
#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "Lesson.h"

class LessonReplay {
    Q_DECLARE_TR_FUNCTIONS(LessonReplay)

public:
    struct Square {
        int row = -1;
        int col = -1;
        friend bool operator==(const Square&, const Square&) = default;
    };
    struct Result {
        QString error;  // empty: every stop checks out
        bool cancelled = false;
        std::uint64_t eventsReplayed = 0;
        std::uint64_t runLength = 0;  // events of the whole run when it ended before the need
        bool runEnded = false;        // the run's Done event was reached
        // Per stop, in the lesson's order: the next queen's square for a next-queen question
        // (the next Place after the stop), else nullopt.
        std::vector<std::optional<Square>> nextQueen;
        bool ok() const { return error.isEmpty() && !cancelled; }
    };

    // `progress` (may be empty) is called now and then with events replayed and the target.
    static Result check(const Lesson& lesson, const std::atomic<bool>* cancel = nullptr,
                        const std::function<void(std::uint64_t, std::uint64_t)>& progress = {});

    // Where a run to `b` from step `from` stops: the step just after the first event at or after
    // `from` that hits it; nullopt when the run ends first or past `limit` events.
    static std::optional<std::uint64_t> landing(const Lesson& lesson, std::uint64_t from,
                                                const queens::Breakpoint& b,
                                                std::uint64_t limit = Lesson::kMaxStep);
};
