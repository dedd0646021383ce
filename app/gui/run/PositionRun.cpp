#include "PositionRun.h"

#include <stdexcept>

#include "BacktrackingStepper.h"
#include "TimelineRecorder.h"

queens::BatchPtr PositionRun::batch(int n, std::span<const int> placement, std::string* error) {
    using queens::BacktrackingStepper;
    using queens::EventKind;
    using queens::StepEvent;
    try {
        if (n < 1 || placement.size() != static_cast<std::size_t>(n))
            throw std::invalid_argument("the placement does not have n rows");
        queens::TimelineRecorder recorder(n);
        for (int row = 0; row < n; ++row) {
            const int col = placement[static_cast<std::size_t>(row)];
            if (col < 0) continue;  // an empty row
            if (col >= n) throw std::invalid_argument("a column is out of range");
            recorder.record(
                StepEvent::make(EventKind::Place, BacktrackingStepper::LinePlace, row, col));
        }
        if (recorder.state().isSolution())
            recorder.record(StepEvent::make(EventKind::Solution, BacktrackingStepper::LineReport));
        recorder.record(StepEvent::make(EventKind::Done, BacktrackingStepper::LineDone));
        return recorder.takeBatch();
    } catch (const std::exception& ex) {  // BoardState refuses a placement it cannot hold
        if (error != nullptr) *error = ex.what();
        return nullptr;
    }
}
