#pragma once
// DlxRuns: a hand-made event stream of Dancing Links (Algorithm::Dlx), for the matrix view's test
// and the screenshot tool where no stepper is at hand. Knuth's Algorithm X on the N-Queens
// exact-cover matrix as CoverState numbers it, written with plain flags rather than links:
//   if no primary item is left: Solution
//   Choose the uncovered primary item with the fewest live options (the first on a tie)
//   Cover it; for each of its live options (squares in row-major order): Try and Place the
//   queen, Cover the option's other items, search deeper, Uncover them in reverse order, Remove
//   the queen; then Uncover the chosen item.
// Each event is applied to a BoardState as it is made (so a stream is valid for TimelineRecorder
// and Timeline). It stops after `solutions` solutions (0: all) with Done(Finished), the last
// solution's queens and covered items left standing.
#include <vector>

#include "StepEvent.h"

namespace DlxRuns {

std::vector<queens::StepEvent> algorithmX(int n, int solutions);

}  // namespace DlxRuns
