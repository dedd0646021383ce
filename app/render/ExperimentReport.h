#pragma once
// ExperimentReport: the printed forms of an experiment's result (ExperimentRunner::Result), shared
// by `queenslab-cli experiment` and the Experiments window so both write the same files: a text
// table (translated headings), one JSON object, or CSV.
// Contract: pure formatting, no I/O; every figure comes from ExperimentSummary. JSON and CSV keys
// are fixed English names, numbers are written exactly (seeds as integers, means with 9
// significant digits):
//   JSON {"algorithm","n","runs","seed","threads","seconds","steps","options" (the base values
//         of the options the algorithm uses, by option name: "max-steps" 0 = the default),
//         "sweep" (name or null),
//         "points":[{"value" (or null),"runs","solved","percent_solved","mean_steps_solved",
//         "mean_steps_failed","mean_last_steps_solved","mean_last_steps_failed",
//         "mean_restarts","total_seconds","mean_seconds","stops":{reason: runs, ...}}]}
//   CSV  value,runs,solved,percent_solved,mean_steps_solved,... then one column per stop reason
//   "steps" names the event kind counted as a step (ExperimentTrial::stepKind).
// Every point also has "over_budget", "mean_nodes_solved", "mean_backtracks_solved" and
// "mean_checks_solved" (ExperimentTrial's counts); the top level "max_nodes", "max_checks", "distribution" and
// "combinations" (names); with combinations each point names its "combination" (CSV: a column
// after value); with a distribution, the quantiles nodes_p50, nodes_p90, nodes_p99, nodes_max
// and ms_p50 .. ms_max. The text table of an exhaustive search (measuresSearch) shows nodes,
// backtracks, checks and the runs over budget instead of the local searches' steps.
#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include "Experiment.h"
#include "ExperimentRunner.h"

class ExperimentReport {
    Q_DECLARE_TR_FUNCTIONS(ExperimentReport)
public:
    static QString text(const queens::Experiment& experiment,
                        const queens::ExperimentRunner::Result& result);
    static QByteArray json(const queens::Experiment& experiment,
                           const queens::ExperimentRunner::Result& result);
    static QByteArray csv(const queens::Experiment& experiment,
                          const queens::ExperimentRunner::Result& result);
    // True when `a` is measured in nodes and checks (its steps are Try events).
    static bool measuresSearch(queens::Algorithm a);

private:
    static QString searchText(const queens::Experiment& experiment,
                              const queens::ExperimentRunner::Result& result);
    static QString table(const QList<QStringList>& rows);
    static QString stopsText(const queens::ExperimentSummary& s);
};
