#pragma once
// LessonTrace: what a lesson's web page shows at each step, recorded from the run, in the compact
// form the page's script decodes. It replays the lesson's stepper (StepperFactory) into a
// queens::BoardState and stores, for every step of the ranges asked for: the queens, the marks of
// the step's event (AnimationExporter::marksFor, so that the page marks the cells an exported
// animation marks), the caption (EventDescriber, in the installed UI language), the pseudo-code
// line and a few statistics. Nothing here interprets an event: BoardState does, and the page
// only draws what is stored. At the end of a run that found solutions and then emptied the
// board, the board shown is the last solution, as the main window shows it.
// Any thread; cancellable between events. The encoding: docs/ARCHITECTURE.md, "The lesson web
// page".
#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <atomic>
#include <cstdint>
#include <optional>
#include <vector>

#include "Lesson.h"

class LessonTrace {
    Q_DECLARE_TR_FUNCTIONS(LessonTrace)

public:
    // The digits of the encoding: value v < 64 is kDigits[v]; "." is an empty row or no line.
    static constexpr const char* kDigits =
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    static constexpr int kMaxN = 64;  // one digit per queen

    // Steps first .. last of the run, both included.
    struct Range {
        std::uint64_t first = 0;
        std::uint64_t last = 0;
    };

    // The trace of the steps in `ranges` (sorted, disjoint, not empty) of the lesson's run, or
    // nullopt with *error set (a stepper that refuses the options, a run that ends before the
    // last range, a board over kMaxN) or when cancelled (*error empty). The steps between the
    // ranges are replayed, not recorded. The object holds: n, steps (recorded), ranges, board,
    // line, captions, caption, captionWidth, marks, markColors, stats (docs/ARCHITECTURE.md).
    static std::optional<QJsonObject> record(const Lesson& lesson, const std::vector<Range>& ranges,
                                             QString* error,
                                             const std::atomic<bool>* cancel = nullptr);

    // The keys of the statistics recorded for the algorithm, in the order the page lists them:
    // "queens", "nodes", "backtracks", "open", "closed", "collisions", "swaps", "restarts",
    // "solutions" (a subset).
    static QStringList statKeys(queens::Algorithm algorithm);
};
