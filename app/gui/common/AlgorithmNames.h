#pragma once
// AlgorithmNames: the human, translated names and summaries of the algorithms, for menus and
// labels. Pure functions; the command-line names stay in core (queens::algorithmName).
#include <QCoreApplication>
#include <QString>

#include "Algorithm.h"

class AlgorithmNames {
    Q_DECLARE_TR_FUNCTIONS(AlgorithmNames)

public:
    // "Backtracking (record[row] = col)", "Bitmask backtracking", ...
    static QString displayName(queens::Algorithm a);
    // One sentence on what the search does, for tool tips.
    static QString summary(queens::Algorithm a);
    // "Bitmask backtracking supports N from 1 to 64.": the limit StepperFactory::maxN(a) in the
    // user's language (the factory's own reason is English, for the command line and logs).
    static QString limitText(queens::Algorithm a, int maxN);
    static QString limitText(queens::Algorithm a);
};
