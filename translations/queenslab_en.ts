<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>CompareWindow</name>
    <message numerus="yes">
        <source>the left run has evaluated %1 swap(s)</source>
        <translation>
            <numerusform>the left run has evaluated %1 swap</numerusform>
            <numerusform>the left run has evaluated %1 swaps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the left run has tried %1 cell(s)</source>
        <translation>
            <numerusform>the left run has tried %1 cell</numerusform>
            <numerusform>the left run has tried %1 cells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the right run has evaluated %1 swap(s)</source>
        <translation>
            <numerusform>the right run has evaluated %1 swap</numerusform>
            <numerusform>the right run has evaluated %1 swaps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the right run has tried %1 cell(s)</source>
        <translation>
            <numerusform>the right run has tried %1 cell</numerusform>
            <numerusform>the right run has tried %1 cells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Step %1: the left run has evaluated %2 swap(s), the right run %3.</source>
        <translation>
            <numerusform>Step %1: the left run has evaluated %2 swap, the right run %3.</numerusform>
            <numerusform>Step %1: the left run has evaluated %2 swaps, the right run %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Step %1: the left run has tried %2 cell(s), the right run %3.</source>
        <translation>
            <numerusform>Step %1: the left run has tried %2 cell, the right run %3.</numerusform>
            <numerusform>Step %1: the left run has tried %2 cells, the right run %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the left run has made %1 move(s)</source>
        <translation>
            <numerusform>the left run has made %1 move</numerusform>
            <numerusform>the left run has made %1 moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the right run has made %1 move(s)</source>
        <translation>
            <numerusform>the right run has made %1 move</numerusform>
            <numerusform>the right run has made %1 moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the left run has bred %1 generation(s)</source>
        <translation>
            <numerusform>the left run has bred %1 generation</numerusform>
            <numerusform>the left run has bred %1 generations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the right run has bred %1 generation(s)</source>
        <translation>
            <numerusform>the right run has bred %1 generation</numerusform>
            <numerusform>the right run has bred %1 generations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Step %1: the left run has made %2 move(s), the right run %3.</source>
        <translation>
            <numerusform>Step %1: the left run has made %2 move, the right run %3.</numerusform>
            <numerusform>Step %1: the left run has made %2 moves, the right run %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Step %1: the left run has bred %2 generation(s), the right run %3.</source>
        <translation>
            <numerusform>Step %1: the left run has bred %2 generation, the right run %3.</numerusform>
            <numerusform>Step %1: the left run has bred %2 generations, the right run %3.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CountCommand</name>
    <message numerus="yes">
        <source>N = %1: %2 solution(s), %3 fundamental (distinct under rotations and reflections)
</source>
        <comment>%2 is the number of solutions</comment>
        <translation>
            <numerusform>N = %1: %2 solution, %3 fundamental (distinct under rotations and reflections)
</numerusform>
            <numerusform>N = %1: %2 solutions, %3 fundamental (distinct under rotations and reflections)
</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DlxMatrixView</name>
    <message numerus="yes">
        <source>The item is not covered: %n live option(s) hold it.</source>
        <translation>
            <numerusform>The item is not covered: %n live option holds it.</numerusform>
            <numerusform>The item is not covered: %n live options hold it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Chosen item %1: %n option(s).</source>
        <comment>the item Algorithm X branches on</comment>
        <translation>
            <numerusform>Chosen item %1: %n option.</numerusform>
            <numerusform>Chosen item %1: %n options.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EventDescriber</name>
    <message numerus="yes">
        <source>Search finished: %Ln solution(s); the board shows the last one.</source>
        <translation>
            <numerusform>Search finished: %Ln solution, shown on the board.</numerusform>
            <numerusform>Search finished: %Ln solutions; the board shows the last one.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExperimentsWindow</name>
    <message numerus="yes">
        <source>Running %Ln run(s)…</source>
        <translation>
            <numerusform>Running %Ln run…</numerusform>
            <numerusform>Running %Ln runs…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln run(s) in %1 s; threads: %2.</source>
        <translation>
            <numerusform>%Ln run in %1 s; threads: %2.</numerusform>
            <numerusform>%Ln runs in %1 s; threads: %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportOptionsParser</name>
    <message numerus="yes">
        <source>N = %1 has %2 solution(s); --solution %3 is beyond them</source>
        <comment>%2 is at least 1</comment>
        <translation>
            <numerusform>N = %1 has %2 solution; --solution %3 is beyond it</numerusform>
            <numerusform>N = %1 has %2 solutions; --solution %3 is beyond them</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LessonCommand</name>
    <message numerus="yes">
        <source>%n stop(s)</source>
        <comment>how many stops a lesson has</comment>
        <translation>
            <numerusform>%n stop</numerusform>
            <numerusform>%n stops</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>replayed %L1 step(s)</source>
        <comment>events replayed to check a lesson</comment>
        <translation>
            <numerusform>replayed %L1 step</numerusform>
            <numerusform>replayed %L1 steps</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LocalSearchDescriber</name>
    <message numerus="yes">
        <source>A population of %Ln board(s).</source>
        <translation>
            <numerusform>A population of %Ln board.</numerusform>
            <numerusform>A population of %Ln boards.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>New run: %1, N = %L2, keeping the %n queen(s) you placed.</source>
        <translation>
            <numerusform>New run: %1, N = %L2, keeping the %n queen you placed.</numerusform>
            <numerusform>New run: %1, N = %L2, keeping the %n queens you placed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OrbitView</name>
    <message numerus="yes">
        <source>orbit of %n distinct boards</source>
        <translation>
            <numerusform>orbit of %n distinct board</numerusform>
            <numerusform>orbit of %n distinct boards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>symmetric: only %n distinct</source>
        <translation>
            <numerusform>symmetric: only %n distinct</numerusform>
            <numerusform>symmetric: only %n distinct</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlaybackActions</name>
    <message numerus="yes">
        <source>Run to depth %Ln (%Ln queen(s))</source>
        <comment>k queens on the board</comment>
        <translation>
            <numerusform>Run to depth %Ln (%Ln queen)</numerusform>
            <numerusform>Run to depth %Ln (%Ln queens)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>stop when the search has placed %Ln queen(s): depth %Ln means %Ln queen(s) on the board, on rows 0 to %L1.</source>
        <comment>rows are counted from 0</comment>
        <translation>
            <numerusform>stop when the search has placed %Ln queen: depth %Ln means %Ln queen on the board, on row %L1.</numerusform>
            <numerusform>stop when the search has placed %Ln queens: depth %Ln means %Ln queens on the board, on rows 0 to %L1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlaybackController</name>
    <message numerus="yes">
        <source>Stopped: %Ln queen(s) placed (depth %Ln), the last on row %L1.</source>
        <comment>depth = number of queens on the board; rows are counted from 0</comment>
        <translation>
            <numerusform>Stopped: %Ln queen placed (depth %Ln), on row %L1.</numerusform>
            <numerusform>Stopped: %Ln queens placed (depth %Ln), the last on row %L1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PopulationView</name>
    <message numerus="yes">
        <source>(%n more not shown)</source>
        <translation>
            <numerusform>(%n more not shown)</numerusform>
            <numerusform>(%n more not shown)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProblemPanel</name>
    <message numerus="yes">
        <source>%n queen(s) given.</source>
        <translation>
            <numerusform>%n queen given.</numerusform>
            <numerusform>%n queens given.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RunStatsFormatter</name>
    <message numerus="yes">
        <source>%1 event(s)/s</source>
        <comment>%1 is the rate, e.g. 12.3 k</comment>
        <translation>
            <numerusform>%1 event/s</numerusform>
            <numerusform>%1 events/s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 step(s)/s</source>
        <comment>%1 is the rate, e.g. 12.3 k</comment>
        <translation>
            <numerusform>%1 step/s</numerusform>
            <numerusform>%1 steps/s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SearchListView</name>
    <message numerus="yes">
        <source>Cut off in this pass: %n node(s).</source>
        <translation>
            <numerusform>Cut off in this pass: %n node.</numerusform>
            <numerusform>Cut off in this pass: %n nodes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SolutionsBrowser</name>
    <message numerus="yes">
        <source>%1 solutions in %Ln symmetry class(es)</source>
        <comment>%1 is at least 2</comment>
        <translation>
            <numerusform>%1 solutions in %Ln symmetry class</numerusform>
            <numerusform>%1 solutions in %Ln symmetry classes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved %1 solution(s) to %2</source>
        <comment>%1 is the number saved</comment>
        <translation>
            <numerusform>Saved %1 solution to %2</numerusform>
            <numerusform>Saved %1 solutions to %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SolutionsCommand</name>
    <message numerus="yes">
        <source>interrupted after %1 solution(s) (%2 search nodes); the list is incomplete</source>
        <comment>%1 is the number of solutions listed</comment>
        <translation>
            <numerusform>interrupted after %1 solution (%2 search nodes); the list is incomplete</numerusform>
            <numerusform>interrupted after %1 solutions (%2 search nodes); the list is incomplete</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>interrupted after %1 solution(s) (%2 search nodes); nothing was written to &apos;%3&apos;</source>
        <comment>%1 is the number of solutions found</comment>
        <translation>
            <numerusform>interrupted after %1 solution (%2 search nodes); nothing was written to &apos;%3&apos;</numerusform>
            <numerusform>interrupted after %1 solutions (%2 search nodes); nothing was written to &apos;%3&apos;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 solution(s)</source>
        <comment>the number written</comment>
        <translation>
            <numerusform>%1 solution</numerusform>
            <numerusform>%1 solutions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CoverDescriber</name>
    <message numerus="yes">
        <source>Cover %1: hide the %n square(s) on it (link updates: %2).</source>
        <translation>
            <numerusform>Cover %1: hide the %n square on it (link updates: %2).</numerusform>
            <numerusform>Cover %1: hide the %n squares on it (link updates: %2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Uncover %1: relink the %n square(s) on it (link updates: %2).</source>
        <translation>
            <numerusform>Uncover %1: relink the %n square on it (link updates: %2).</numerusform>
            <numerusform>Uncover %1: relink the %n squares on it (link updates: %2).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ConstraintDescriber</name>
    <message numerus="yes">
        <source>Try row %L1, column %L2: %Ln consistency check(s) against the queens placed.</source>
        <translation>
            <numerusform>Try row %L1, column %L2: %Ln consistency check against the queens placed.</numerusform>
            <numerusform>Try row %L1, column %L2: %Ln consistency checks against the queens placed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Forward checking: test the %Ln value(s) of the unassigned rows against the queen in row %L1.</source>
        <translation>
            <numerusform>Forward checking: test the %Ln value of the unassigned rows against the queen in row %L1.</numerusform>
            <numerusform>Forward checking: test the %Ln values of the unassigned rows against the queen in row %L1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>AC-3 revises the arc from row %L1 to row %L2: every value of row %L1 needs a compatible value in row %L2 (%Ln check(s)).</source>
        <translation>
            <numerusform>AC-3 revises the arc from row %L1 to row %L2: every value of row %L1 needs a compatible value in row %L2 (%Ln check).</numerusform>
            <numerusform>AC-3 revises the arc from row %L1 to row %L2: every value of row %L1 needs a compatible value in row %L2 (%Ln checks).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Next row in order: row %L1, with %Ln value(s) left.</source>
        <translation>
            <numerusform>Next row in order: row %L1, with %Ln value left.</numerusform>
            <numerusform>Next row in order: row %L1, with %Ln values left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Row %L1 has the fewest values left (%L2), tied with other rows; the degree cannot break the tie: every unassigned row constrains all %Ln other unassigned row(s).</source>
        <translation>
            <numerusform>Row %L1 has the fewest values left (%L2), tied with other rows; the degree cannot break the tie: every unassigned row constrains the %Ln other unassigned row.</numerusform>
            <numerusform>Row %L1 has the fewest values left (%L2), tied with other rows; the degree cannot break the tie: every unassigned row constrains all %Ln other unassigned rows.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Row %L1 has the fewest values left (%L2), tied with other rows; the degree heuristic picks it: it constrains %Ln unassigned row(s).</source>
        <translation>
            <numerusform>Row %L1 has the fewest values left (%L2), tied with other rows; the degree heuristic picks it: it constrains %Ln unassigned row.</numerusform>
            <numerusform>Row %L1 has the fewest values left (%L2), tied with other rows; the degree heuristic picks it: it constrains %Ln unassigned rows.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Row %L1 is next: every unassigned row has %Ln value(s) left.</source>
        <translation>
            <numerusform>Row %L1 is next: every unassigned row has %Ln value left.</numerusform>
            <numerusform>Row %L1 is next: every unassigned row has %Ln values left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Least constraining value: ordering its values took %Ln consistency check(s).</source>
        <translation>
            <numerusform>Least constraining value: ordering its values took %Ln consistency check.</numerusform>
            <numerusform>Least constraining value: ordering its values took %Ln consistency checks.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Row %L1 has run out of values: jump back to row %L2, skipping %Ln row(s).</source>
        <translation>
            <numerusform>Row %L1 has run out of values: jump back to row %L2, skipping %Ln row.</numerusform>
            <numerusform>Row %L1 has run out of values: jump back to row %L2, skipping %Ln rows.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Conflict set of row %L1 is %2: jump back to row %L3, skipping %Ln row(s): %4.</source>
        <translation>
            <numerusform>Conflict set of row %L1 is %2: jump back to row %L3, skipping %Ln row: %4.</numerusform>
            <numerusform>Conflict set of row %L1 is %2: jump back to row %L3, skipping %Ln rows: %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Conflict set of row %L1 is %2: jump back to row %L3, skipping %Ln row(s).</source>
        <translation>
            <numerusform>Conflict set of row %L1 is %2: jump back to row %L3, skipping %Ln row.</numerusform>
            <numerusform>Conflict set of row %L1 is %2: jump back to row %L3, skipping %Ln rows.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SearchTreeView</name>
    <message numerus="yes">
        <source>%n queen(s)</source>
        <comment>a level of the search tree: queens placed</comment>
        <translation>
            <numerusform>%n queen</numerusform>
            <numerusform>%n queens</numerusform>
        </translation>
    </message>
</context>
</TS>
