#pragma once
// CoverDescriber: the step captions of Dancing Links (Algorithm::Dlx) for its exact-cover events
// Choose, Cover and Uncover, for EventDescriber, which remains the one entry point. Items are
// named in words as CoverState numbers them ("row 3", "column 5", "\ diagonal row−col = 2",
// "/ diagonal row+col = 7"; 0-based like the board). The squares a Cover hides and an Uncover
// brings back are counted from the state after the event, never taken from the stepper. Pure,
// reentrant.
#include <QCoreApplication>
#include <QString>

#include "BoardState.h"
#include "StepEvent.h"

class CoverDescriber {
    Q_DECLARE_TR_FUNCTIONS(CoverDescriber)

public:
    // Empty for an event kind that is not Choose, Cover or Uncover.
    static QString describe(const queens::StepEvent& e, const queens::BoardState& after);
    // The item in words, for a board of size n.
    static QString itemName(int item, int n);

private:
    // Squares holding `item` whose other three items are not covered in `cover`.
    static int squaresFreeOtherwise(const queens::CoverState& cover, int item);
};
