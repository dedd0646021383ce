#pragma once
// StepperEnding: the last events of a local search that emits them one by one (simulated
// annealing, hill climbing, both min-conflicts steppers; the population searches queue theirs),
// kept in one place: Solution(Found) then Done(Finished) on one line when the run found its
// solution, or Done(reason) on the line that stopped it; then nothing more.
// A stepper calls solved() or stop() once it knows how it ends, and hands out next() from then
// on. It owns three small fields; it must not be asked for events before it is active.
#include <cstdint>

#include "StepEvent.h"

namespace queens {

class StepperEnding {
public:
    // True once solved() or stop() was called (also after the last event).
    bool active() const { return stage_ != Stage::Running; }

    // The run ends with Solution(Found) on `line`, then Done(Finished) on the same line.
    void solved(std::uint16_t line) {
        stage_ = Stage::Solution;
        line_ = line;
        reason_ = StopReason::Finished;
    }
    // The run ends with Done(reason) on `line`.
    void stop(StopReason reason, std::uint16_t line) {
        stage_ = Stage::Done;
        line_ = line;
        reason_ = reason;
    }

    // The next ending event; false after Done (and while not active).
    bool next(StepEvent& e) {
        switch (stage_) {
            case Stage::Solution:
                e = StepEvent::make(EventKind::Solution, line_, -1, -1,
                                    reasonCode(SolutionKind::Found));
                stage_ = Stage::Done;
                return true;
            case Stage::Done:
                e = StepEvent::make(EventKind::Done, line_, -1, -1, reasonCode(reason_));
                stage_ = Stage::Over;
                return true;
            case Stage::Running:
            case Stage::Over:
                return false;
        }
        return false;
    }

private:
    enum class Stage : std::uint8_t { Running, Solution, Done, Over };
    Stage stage_ = Stage::Running;
    std::uint16_t line_ = 0;
    StopReason reason_ = StopReason::Finished;
};

}  // namespace queens
