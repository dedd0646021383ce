#include "AlgorithmNames.h"

#include "StepperFactory.h"

QString AlgorithmNames::displayName(queens::Algorithm a) {
    using queens::Algorithm;
    switch (a) {
        case Algorithm::Backtracking:
            return tr("Backtracking");
        case Algorithm::Permutation:
            return tr("Permutation brute force");
        case Algorithm::Bitmask:
            return tr("Bitmask backtracking");
        case Algorithm::Dfs:
            return tr("Graph search: depth-first");
        case Algorithm::Bfs:
            return tr("Graph search: breadth-first");
        case Algorithm::Symmetric:
            return tr("Symmetry-pruned backtracking");
        case Algorithm::MinConflicts:
            return tr("Min-conflicts (queen swaps)");
    }
    return {};
}

QString AlgorithmNames::summary(queens::Algorithm a) {
    using queens::Algorithm;
    switch (a) {
        case Algorithm::Backtracking:
            return tr(
                "Place one queen per row with record[row] = col; check each cell against "
                "the queens above it and go back when a row has no safe cell.");
        case Algorithm::Permutation:
            return tr(
                "Generate every permutation of the columns and check the diagonals of each "
                "full board: no pruning at all.");
        case Algorithm::Bitmask:
            return tr(
                "Keep the attacked columns and diagonals in three bit masks; the free cells "
                "of a row are avail = all & ~(cols | ld | rd).");
        case Algorithm::Dfs:
            return tr("Search the graph of partial boards with an OPEN stack and a CLOSED list.");
        case Algorithm::Bfs:
            return tr("Search the graph of partial boards level by level with an OPEN queue.");
        case Algorithm::Symmetric:
            return tr(
                "Search only the left half of the first row and derive the mirrored "
                "solutions.");
        case Algorithm::MinConflicts:
            return tr(
                "Start from a random permutation and swap queens while the number of "
                "collisions drops; restart when stuck.");
    }
    return {};
}

QString AlgorithmNames::limitText(queens::Algorithm a, int maxN) {
    return tr("%1 supports N from 1 to %L2.").arg(displayName(a)).arg(maxN);
}

QString AlgorithmNames::limitText(queens::Algorithm a) {
    return limitText(a, queens::StepperFactory::maxN(a));
}
