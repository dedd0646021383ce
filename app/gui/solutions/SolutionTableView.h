#pragma once
// SolutionTableView: the solutions browser's table: whole rows selected one at a time, fixed row
// heights (fast for 10^5 rows), no row header, the solution column stretched, and column widths
// fitted to the numbers and placements of a board size (fitColumns).
#include <QTableView>

class SolutionTableView : public QTableView {
    Q_OBJECT

public:
    explicit SolutionTableView(QWidget* parent = nullptr);

    // Widths for the numbers of n (at most 8 digits) and its placements, or the headers if
    // wider; the minimum width shows every column. Call after setModel().
    void fitColumns(int n);
};
