#pragma once
// CspOptionsParser: the options of CSP backtracking (Algorithm::Csp), shared by `solve`,
// `trace`, `animate` and `experiment` so that each is spelled, parsed and checked in one place:
//   --order in-order|mrv|mrv-degree  --values in-order|lcv  --inference none|fc|mac
//   --backjump  --random-ties  --restart-after K
// (--max-restarts and --seed are the commands' own; they apply to CSP backtracking too.)
// Contract
// - addOptions() adds them to a command's QCommandLineParser; read() copies the options given
//   into StepperOptions, parsing strictly; StepperFactory::validate, which the command calls,
//   judges the combination.
// - An option given to another algorithm is refused (exit 2) with a one-line reason; never runs
//   anything.
#include <QCoreApplication>
#include <QString>
#include <optional>

#include "Algorithm.h"
#include "StepperOptions.h"

class QCommandLineParser;

namespace queens::cli {

class CspOptionsParser {
    Q_DECLARE_TR_FUNCTIONS(CspOptionsParser)
public:
    void addOptions(QCommandLineParser& parser) const;
    // `algorithm` is the stepper that will run, or nothing when the command runs none.
    void read(const QCommandLineParser& parser, std::optional<Algorithm> algorithm,
              StepperOptions& options) const;
};

}  // namespace queens::cli
