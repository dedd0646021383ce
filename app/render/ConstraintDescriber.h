#pragma once
// ConstraintDescriber: the step captions of the constraint search (Algorithm::Csp: Select, Try
// with its consistency checks, Propagate, Revise, Prune, Restore, Wipeout, Jump) and the words
// that name what removed a value from a domain, shared by the board's tooltip on a crossed-out
// square and the caption of a Prune. EventDescriber remains the one entry point for captions.
// Rows and columns are 0-based like the board. Reads only the event and the state after it; pure
// and reentrant (tr() reads the installed translators).
#include <QCoreApplication>
#include <QString>

#include "BoardState.h"
#include "StepEvent.h"

class ConstraintDescriber {
    Q_DECLARE_TR_FUNCTIONS(ConstraintDescriber)

public:
    // Empty for an event this search does not add (and for a Try that made no check).
    static QString describe(const queens::StepEvent& e, const queens::BoardState& after);
    // What removed the value `col` from the domain of `row` in `state`, e.g. "Removed by the queen
    // in row 2: same column."; empty when the value is in the domain.
    static QString removedBy(const queens::BoardState& state, int row, int col);
    // The line two queens share, in words ("same column", "same \ diagonal", ...); empty for none.
    static QString lineName(queens::RejectReason line);
    // Whether the caption of `e` is a notice (a wipe-out: the reason to go back).
    static bool isNotice(const queens::StepEvent* e);

private:
    static QString select(const queens::StepEvent& e, const queens::BoardState& after);
    static QString prune(const queens::StepEvent& e, const queens::BoardState& after);
    static QString restore(const queens::StepEvent& e);
    static QString wipeout(const queens::StepEvent& e, const queens::BoardState& after);
    static QString jump(const queens::StepEvent& e, const queens::BoardState& after);
    static QString rowList(const std::vector<int>& rows);
};
