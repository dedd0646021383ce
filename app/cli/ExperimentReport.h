#pragma once
// ExperimentReport: the printed forms of an experiment's result (ExperimentRunner::Result) for
// `queenslab-cli experiment`: a text table (translated headings), one JSON object, or CSV.
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
#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include "Experiment.h"
#include "ExperimentRunner.h"

namespace queens::cli {

class ExperimentReport {
    Q_DECLARE_TR_FUNCTIONS(ExperimentReport)
public:
    static QString text(const Experiment& experiment, const ExperimentRunner::Result& result);
    static QByteArray json(const Experiment& experiment, const ExperimentRunner::Result& result);
    static QByteArray csv(const Experiment& experiment, const ExperimentRunner::Result& result);
};

}  // namespace queens::cli
