#pragma once
// Stepper: a search written as a resumable state machine.
//
// Contract (every algorithm implements it the same way)
// - next(e) produces the next StepEvent of the run and returns true; once the run is over it has
//   produced exactly one EventKind::Done event (always the last) and further calls return false.
// - No recursion, no threads, no sleeping, no global or function-level static state: all search
//   state lives in the object, on explicit stacks, so a run can be paused after any event.
// - Deterministic: two steppers built from equal StepperOptions produce identical event streams.
// - Every event can be applied to a BoardState(n) that started empty and has received all
//   earlier events of the run; `line` is an id into pseudocode().
#include <span>
#include <string_view>

#include "Algorithm.h"
#include "StepEvent.h"
#include "StepperOptions.h"

namespace queens {

class Stepper {
public:
    explicit Stepper(const StepperOptions& options) : options_(options) {}
    virtual ~Stepper() = default;
    Stepper(const Stepper&) = delete;
    Stepper& operator=(const Stepper&) = delete;

    virtual bool next(StepEvent& e) = 0;
    virtual Algorithm algorithm() const = 0;
    // The pseudo-code of the algorithm, one line per entry (English; the GUI translates it).
    virtual std::span<const std::string_view> pseudocode() const = 0;

    const StepperOptions& options() const { return options_; }
    int n() const { return options_.n; }

protected:
    StepperOptions options_;
};

}  // namespace queens
