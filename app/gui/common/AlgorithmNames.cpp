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
        case Algorithm::HillClimbing:
            return tr("Hill climbing");
        case Algorithm::SimulatedAnnealing:
            return tr("Simulated annealing");
        case Algorithm::TextbookMinConflicts:
            return tr("Min-conflicts (row moves)");
        case Algorithm::LocalBeam:
            return tr("Local beam search");
        case Algorithm::Genetic:
            return tr("Genetic algorithm");
        case Algorithm::Iddfs:
            return tr("Graph search: iterative deepening");
        case Algorithm::Csp:
            return tr("CSP backtracking");
        case Algorithm::Dlx:
            return tr("Dancing Links (Algorithm X)");
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
        case Algorithm::HillClimbing:
            return tr(
                "Start from a random board, one queen per row, and keep moving a queen within "
                "its row to lower h, the number of attacking pairs; stop when no move helps.");
        case Algorithm::SimulatedAnnealing:
            return tr(
                "Move a random queen within its row; always take a better board, and a worse "
                "one with probability e^(−Δh/T) while the temperature T cools.");
        case Algorithm::TextbookMinConflicts:
            return tr(
                "Place the queens greedily, then repeatedly move a random attacked queen to "
                "the square of its row with the fewest conflicts.");
        case Algorithm::LocalBeam:
            return tr(
                "Keep k boards; from all their successors keep the best k, until one of them "
                "is a solution.");
        case Algorithm::Genetic:
            return tr(
                "Breed a population of boards: pick parents in proportion to their fitness "
                "(non-attacking pairs), cross them at a random row and mutate a gene now and "
                "then.");
        case Algorithm::Iddfs:
            return tr(
                "Depth-first search with a depth limit of 1, 2, 3, …: each pass starts again "
                "from the empty board and may go one row deeper than the last.");
        case Algorithm::Csp:
            return tr(
                "Each row is a variable whose domain is its free columns: pick the row with the "
                "fewest values left (MRV), prune the other domains after each queen (forward "
                "checking or arc consistency) and go back when a domain is wiped out.");
        case Algorithm::Dlx:
            return tr(
                "N-Queens as exact cover (each row and column once, each diagonal at most "
                "once), solved by Knuth's Algorithm X: cover the item with the fewest options, "
                "try each of them and uncover on the way back.");
    }
    return {};
}

QString AlgorithmNames::limitText(queens::Algorithm a, int maxN) {
    return tr("%1 supports N from 1 to %L2.").arg(displayName(a)).arg(maxN);
}

QString AlgorithmNames::limitText(queens::Algorithm a) {
    return limitText(a, queens::StepperFactory::maxN(a));
}
