<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>EventDescriber</name>
    <message numerus="yes">
        <source>Search finished: %Ln solution(s); the board shows the last one (solution %Ln).</source>
        <translation>
            <numerusform>Search finished: %Ln solution, shown on the board.</numerusform>
            <numerusform>Search finished: %Ln solutions; the board shows the last one (solution %Ln).</numerusform>
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
</TS>
