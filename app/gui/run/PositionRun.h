#pragma once
// PositionRun: a given position (a solution picked in the solutions browser, or any board read
// from a file: empty rows and queens that attack each other included) as a short run the main
// window can show and replay: one Place event per occupied row, top to bottom, then a Solution
// event only when the board is one, then Done. The events use the pseudo-code lines of the
// backtracking search (the main window shows the position under that algorithm), whose "place"
// and "report" lines say what the events do.
//
// The events go through TimelineRecorder like a worker's, so the batch carries the same marks
// (solutions, tries per row) the charts and the scrubber read.
#include <span>
#include <string>

#include "TimelineBatch.h"

class PositionRun {
public:
    // The whole run as one batch starting at event 0; a column of -1 is an empty row. Returns
    // null and sets `error` (English, for the log; the browser and BoardFile only offer valid
    // placements) when a column is out of range or the placement's size is not n.
    static queens::BatchPtr batch(int n, std::span<const int> placement, std::string* error);
};
