#pragma once
// LocalSearchDescriber: the step captions of the local searches (hill climbing, annealing,
// min-conflicts moves, local beam search, the genetic algorithm) and of the reasons a run stops,
// for EventDescriber, which remains the one entry point. Rows and columns are 0-based like the
// board; population boards are numbered from #1, like their mini-boards. h is the number of
// attacking pairs, a board's fitness the number of non-attacking pairs. Pure, reentrant.
#include <QCoreApplication>
#include <QString>

#include "BoardState.h"
#include "StepEvent.h"

class LocalSearchDescriber {
    Q_DECLARE_TR_FUNCTIONS(LocalSearchDescriber)

public:
    // Empty for an event kind these algorithms do not add.
    static QString describe(const queens::StepEvent& e, const queens::BoardState& after);
    // Why a run that found no solution stopped, in plain words; empty for StopReason::Finished.
    static QString stopped(queens::StopReason reason, const queens::BoardState& after);
    // A signed change, "+2", "0", "−3".
    static QString signedNumber(std::int64_t v);

private:
    static QString move(const queens::StepEvent& e, const queens::BoardState& after);
    static QString propose(const queens::StepEvent& e, const queens::BoardState& after);
    static QString population(const queens::StepEvent& e, const queens::BoardState& after);
};
