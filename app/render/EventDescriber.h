#pragma once
// EventDescriber: one plain sentence for the step the board shows, e.g. "Reject row 3, column 5:
// same column as the queen in row 1", in the installed UI language. Rows and columns are 0-based,
// like the board labels and the pseudo-code. The one place step captions are made: the GUI's
// caption under the board and the captions of exported animation frames both use it. Pure,
// reentrant functions (any thread; tr() reads the installed translators).
#include <QCoreApplication>
#include <QString>

#include "BoardState.h"
#include "StepEvent.h"

class EventDescriber {
    Q_DECLARE_TR_FUNCTIONS(EventDescriber)

public:
    // `after` is the state after `e` was applied (what the board shows); e may be nullptr at the
    // start of a run.
    static QString describe(const queens::StepEvent* e, const queens::BoardState& after);

    // A register value as n binary digits in board order: bit c is digit c, so column 0 comes
    // first and the digits line up with the board's columns left to right. (The command-line
    // trace prints the usual most-significant-bit-first binary instead.)
    static QString bits(std::uint64_t value, int n);

private:
    static QString reject(const queens::StepEvent& e);
    static QString remove(const queens::StepEvent& e);
    static QString mask(const queens::StepEvent& e, const queens::BoardState& after);
    static QString evaluate(const queens::StepEvent& e);
};
