#pragma once
// ExperimentTable: the results of an experiment, one row per sweep point: the swept value, runs,
// runs solved, percent solved, the mean steps of the solved and of the stuck runs, the mean
// restarts (when any run restarted), the time and how the runs stopped. For the textbook's
// experiment (steepest-ascent hill climbing on 8 queens without restarts, 0 or 100 sideways
// moves) a column beside the measured steps shows the figures AIMA publishes (4th ed., p. 131).
// Every figure comes from ExperimentSummary; the table owns its items only.
#include <QCoreApplication>
#include <QTableWidget>
#include <optional>

#include "Experiment.h"
#include "ExperimentRunner.h"

class ExperimentTable : public QTableWidget {
    Q_OBJECT

public:
    enum Column {
        Value,
        Runs,
        Solved,
        PercentSolved,
        StepsSolved,
        StepsStuck,
        Published,  // beside the measured figures
        Restarts,   // hidden when no run restarted
        Seconds,
        Stops,
        // The exhaustive searches (CSP backtracking), shown instead of the steps:
        Combination,  // the CSP combination of the row (with combinations only)
        OverBudget,   // runs stopped by the node budget
        Nodes,        // mean nodes, backtracks and checks of the runs that solved
        Backtracks,
        Checks,
        Quantiles,  // nodes: median / 90 % / 99 % / max (when every run was kept)
        ColumnCount
    };
    // AIMA's figures for steepest-ascent hill climbing on 8 queens.
    struct Textbook {
        double percentSolved;
        double stepsSolved;
        double stepsStuck;
    };
    // The published figures for point `point` of `x`, when x is the textbook's experiment there.
    static std::optional<Textbook> textbook(const queens::Experiment& x, std::size_t point);
    // "local minimum", "plateau", ... (translated); "solved" for Finished.
    static QString stopTitle(queens::StopReason r);

    explicit ExperimentTable(QWidget* parent = nullptr);

    void setResult(const queens::Experiment& x, const queens::ExperimentRunner::Result& result);
    void clearResult();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    QString parameter_;
    bool search_ = false;  // the columns of an exhaustive search are shown
};
