#include "LocalSearchOptionsParser.h"

#include <QCommandLineParser>
#include <QStringList>
#include <limits>

#include "CliArguments.h"
#include "CliError.h"

namespace queens::cli {

namespace {

// Every option, in the order of the help text.
const QStringList& optionNames() {
    static const QStringList names = {
        QStringLiteral("climb"),        QStringLiteral("sideways"),  QStringLiteral("restart"),
        QStringLiteral("max-restarts"), QStringLiteral("max-steps"), QStringLiteral("t0"),
        QStringLiteral("decay"),        QStringLiteral("t-min"),     QStringLiteral("beam"),
        QStringLiteral("population"),   QStringLiteral("mutation")};
    return names;
}

constexpr auto kMaxInt = static_cast<std::uint64_t>(std::numeric_limits<int>::max());
constexpr auto kMaxCount = static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max());

}  // namespace

bool LocalSearchOptionsParser::applies(const QString& name, Algorithm a) {
    if (name == QLatin1String("climb") || name == QLatin1String("sideways") ||
        name == QLatin1String("restart"))
        return a == Algorithm::HillClimbing;
    // Annealing and the population searches never restart.
    if (name == QLatin1String("max-restarts"))
        return a == Algorithm::MinConflicts || a == Algorithm::HillClimbing ||
               a == Algorithm::TextbookMinConflicts;
    if (name == QLatin1String("max-steps")) return isLocalSearch(a);  // min-conflicts included
    if (name == QLatin1String("t0") || name == QLatin1String("decay") ||
        name == QLatin1String("t-min"))
        return a == Algorithm::SimulatedAnnealing;
    if (name == QLatin1String("beam")) return a == Algorithm::LocalBeam;
    if (name == QLatin1String("population") || name == QLatin1String("mutation"))
        return a == Algorithm::Genetic;
    return false;
}

QString LocalSearchOptionsParser::users(const QString& name) {
    QStringList names;
    for (const Algorithm a :
         {Algorithm::MinConflicts, Algorithm::HillClimbing, Algorithm::SimulatedAnnealing,
          Algorithm::TextbookMinConflicts, Algorithm::LocalBeam, Algorithm::Genetic})
        if (applies(name, a)) names << QString::fromUtf8(algorithmName(a));
    return names.join(QStringLiteral(", "));
}

void LocalSearchOptionsParser::addOptions(QCommandLineParser& parser) const {
    const StepperOptions d;
    parser.addOptions(
        {{QStringLiteral("climb"),
          tr("Hill climbing: steepest (the best successor, the default), stochastic (a random "
             "uphill move, likelier the steeper) or first-choice (random successors until one is "
             "better)."),
          QStringLiteral("steepest|stochastic|first-choice")},
         {QStringLiteral("sideways"),
          tr("Hill climbing: consecutive sideways moves allowed on a plateau (default 0)."),
          QStringLiteral("L")},
         {QStringLiteral("restart"),
          tr("Hill climbing: start again from a random board when stuck.")},
         {QStringLiteral("max-restarts"),
          tr("Restarts before giving up (default 0: unlimited where a solution exists)."),
          QStringLiteral("R")}});
    if (withMaxSteps_)
        parser.addOption(
            {QStringLiteral("max-steps"),
             tr("Steps (or generations) of one attempt before it restarts or stops (default: "
                "the algorithm's own)."),
             QStringLiteral("M")});
    parser.addOptions(
        {{QStringLiteral("t0"),
          tr("Simulated annealing: the start temperature (default %1).").arg(d.t0),
          QStringLiteral("X")},
         {QStringLiteral("decay"),
          tr("Simulated annealing: T is multiplied by X after each proposal (default %1).")
              .arg(d.decay),
          QStringLiteral("X")},
         {QStringLiteral("t-min"),
          tr("Simulated annealing: the run freezes when T falls below X (default %1).").arg(d.tMin),
          QStringLiteral("X")},
         {QStringLiteral("beam"),
          tr("Local beam search: boards kept per generation (default %1).").arg(d.beamWidth),
          QStringLiteral("K")},
         {QStringLiteral("population"),
          tr("Genetic algorithm: boards per generation (default %1).").arg(d.populationSize),
          QStringLiteral("P")},
         {QStringLiteral("mutation"),
          tr("Genetic algorithm: the chance that a child has one gene mutated (default %1).")
              .arg(d.mutationRate),
          QStringLiteral("R")}});
}

void LocalSearchOptionsParser::read(const QCommandLineParser& parser,
                                    std::optional<Algorithm> algorithm, StepperOptions& o) const {
    for (const QString& name : optionNames()) {
        if (name == QLatin1String("max-steps") && !withMaxSteps_) continue;
        if (!parser.isSet(name) || (algorithm && applies(name, *algorithm))) continue;
        const QString option = QStringLiteral("--") + name;
        throw CliError::usage(
            algorithm ? tr("%1 does not apply to %2 (it is an option of %3)")
                            .arg(option, QString::fromUtf8(algorithmName(*algorithm)), users(name))
                      : tr("%1 applies only to %2").arg(option, users(name)));
    }
    const auto value = [&parser](const char* name) {
        return parser.value(QString::fromLatin1(name));
    };
    const auto isSet = [&parser](const char* name) {
        return parser.isSet(QString::fromLatin1(name));
    };
    if (isSet("climb")) {
        const QString climb = value("climb");
        if (climb == QLatin1String("steepest"))
            o.climb = StepperOptions::Climb::Steepest;
        else if (climb == QLatin1String("stochastic"))
            o.climb = StepperOptions::Climb::Stochastic;
        else if (climb == QLatin1String("first-choice"))
            o.climb = StepperOptions::Climb::FirstChoice;
        else
            throw CliError::usage(
                tr("--climb must be steepest, stochastic or first-choice; got '%1'").arg(climb));
    }
    if (isSet("sideways"))
        o.sidewaysLimit = CliArguments::integerInRange(value("sideways"),
                                                       QStringLiteral("--sideways"), 0, kMaxCount);
    o.randomRestart = o.randomRestart || isSet("restart");
    if (isSet("max-restarts"))
        o.maxRestarts = CliArguments::integerInRange(
            value("max-restarts"), QStringLiteral("--max-restarts"), 0, kMaxCount);
    if (withMaxSteps_ && isSet("max-steps"))
        o.maxStepsPerRestart =
            CliArguments::positiveCount(value("max-steps"), QStringLiteral("--max-steps"));
    if (isSet("t0")) o.t0 = CliArguments::realNumber(value("t0"), QStringLiteral("--t0"));
    if (isSet("decay"))
        o.decay = CliArguments::realNumber(value("decay"), QStringLiteral("--decay"));
    if (isSet("t-min"))
        o.tMin = CliArguments::realNumber(value("t-min"), QStringLiteral("--t-min"));
    if (isSet("beam"))
        o.beamWidth = static_cast<int>(
            CliArguments::integerInRange(value("beam"), QStringLiteral("--beam"), 0, kMaxInt));
    if (isSet("population"))
        o.populationSize = static_cast<int>(CliArguments::integerInRange(
            value("population"), QStringLiteral("--population"), 0, kMaxInt));
    if (isSet("mutation"))
        o.mutationRate = CliArguments::realNumber(value("mutation"), QStringLiteral("--mutation"));
}

}  // namespace queens::cli
