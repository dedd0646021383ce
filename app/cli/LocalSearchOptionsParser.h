#pragma once
// LocalSearchOptionsParser: the options of the local searches, shared by `solve`, `trace`,
// `animate` and `experiment` so that each is spelled, parsed and checked in one place:
//   --climb steepest|stochastic|first-choice  --sideways L  --restart  --max-restarts R
//   --max-steps M  --t0 X  --decay X  --t-min X  --beam K  --population P  --mutation R
// Contract
// - addOptions() adds them to a command's QCommandLineParser. A command whose --max-steps
//   means something else (trace: the events printed) builds the parser without it.
// - read() copies the options given into StepperOptions. Values are parsed strictly
//   (CliArguments); their ranges are StepperFactory::validate's, which the command calls. An
//   option the algorithm does not use is refused (exit 2), naming the algorithms that use it.
// - Throws CliError (exit 2) with a one-line reason; never runs anything.
#include <QCoreApplication>
#include <QString>
#include <optional>

#include "Algorithm.h"
#include "StepperOptions.h"

class QCommandLineParser;

namespace queens::cli {

class LocalSearchOptionsParser {
    Q_DECLARE_TR_FUNCTIONS(LocalSearchOptionsParser)
public:
    explicit LocalSearchOptionsParser(bool withMaxSteps = true) : withMaxSteps_(withMaxSteps) {}

    void addOptions(QCommandLineParser& parser) const;
    // `algorithm` is the stepper that will run, or nothing when the command runs none (solve's
    // fast kernels): then every local-search option given is refused.
    void read(const QCommandLineParser& parser, std::optional<Algorithm> algorithm,
              StepperOptions& options) const;
    // Whether the option `name` (without "--") is one `algorithm` uses.
    static bool applies(const QString& name, Algorithm algorithm);
    // The algorithms that use the option `name`, e.g. "simulated-annealing".
    static QString users(const QString& name);

private:
    bool withMaxSteps_;
};

}  // namespace queens::cli
