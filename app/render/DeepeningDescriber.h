#pragma once
// DeepeningDescriber: the step captions of iterative deepening's own events, Deepen (a new pass
// with a deeper limit) and Cutoff (a node at the limit is not expanded), for EventDescriber,
// which remains the one entry point. Rows and columns are 0-based like the board. Pure,
// reentrant.
#include <QCoreApplication>
#include <QString>

#include "BoardState.h"
#include "StepEvent.h"

class DeepeningDescriber {
    Q_DECLARE_TR_FUNCTIONS(DeepeningDescriber)

public:
    // Empty for any other event kind.
    static QString describe(const queens::StepEvent& e, const queens::BoardState& after);
};
