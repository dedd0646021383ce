#include "CspOptionsParser.h"

#include <QCommandLineParser>
#include <QStringList>
#include <limits>

#include "CliArguments.h"
#include "CliError.h"
#include "OptionUse.h"

namespace queens::cli {

namespace {

const QStringList& optionNames() {
    static const QStringList names = {
        QStringLiteral("order"),    QStringLiteral("values"),      QStringLiteral("inference"),
        QStringLiteral("backjump"), QStringLiteral("random-ties"), QStringLiteral("restart-after")};
    return names;
}

// The value of `--name` among `choices` (the strings), as its index; refused otherwise.
int choice(const QCommandLineParser& parser, const QString& name, const QStringList& choices) {
    const QString v = parser.value(name);
    const auto i = choices.indexOf(v);
    if (i < 0) {
        QStringList quoted = choices;
        const QString last = quoted.takeLast();
        throw CliError::usage(CspOptionsParser::tr("--%1 must be %2 or %3; got '%4'")
                                  .arg(name, quoted.join(QStringLiteral(", ")), last, v));
    }
    return static_cast<int>(i);
}

}  // namespace

void CspOptionsParser::addOptions(QCommandLineParser& parser) const {
    parser.addOptions(
        {{QStringLiteral("order"),
          tr("CSP: which row to assign next: in-order (the default), mrv (minimum remaining "
             "values: the row with the fewest values left) or mrv-degree (MRV, ties broken by "
             "the degree heuristic)."),
          QStringLiteral("in-order|mrv|mrv-degree")},
         {QStringLiteral("values"),
          tr("CSP: the order of a row's values: in-order (the default) or lcv (least "
             "constraining value first)."),
          QStringLiteral("in-order|lcv")},
         {QStringLiteral("inference"),
          tr("CSP: what each queen prunes from the other rows' domains: none (the default), fc "
             "(forward checking) or mac (maintaining arc consistency with AC-3)."),
          QStringLiteral("none|fc|mac")},
         {QStringLiteral("backjump"),
          tr("CSP: conflict-directed backjumping instead of going back one row at a time.")},
         {QStringLiteral("random-ties"),
          tr("CSP: break the ties of the orderings at random from --seed.")},
         {QStringLiteral("restart-after"),
          tr("CSP: start again after K backtracks, the budget growing by the Luby sequence "
             "(needs --random-ties; default 0: never)."),
          QStringLiteral("K")}});
}

void CspOptionsParser::read(const QCommandLineParser& parser, std::optional<Algorithm> algorithm,
                            StepperOptions& o) const {
    for (const QString& name : optionNames()) {
        if (!parser.isSet(name) ||
            (algorithm && OptionUse::applies(name.toStdString(), *algorithm)))
            continue;
        const QString option = QStringLiteral("--") + name;
        throw CliError::usage(algorithm
                                  ? tr("%1 does not apply to %2 (it is an option of csp)")
                                        .arg(option, QString::fromUtf8(algorithmName(*algorithm)))
                                  : tr("%1 applies only to csp").arg(option));
    }
    if (parser.isSet(QStringLiteral("order")))
        o.varOrder = static_cast<StepperOptions::VarOrder>(choice(
            parser, QStringLiteral("order"),
            {QStringLiteral("in-order"), QStringLiteral("mrv"), QStringLiteral("mrv-degree")}));
    if (parser.isSet(QStringLiteral("values")))
        o.valueOrder = static_cast<StepperOptions::ValueOrder>(choice(
            parser, QStringLiteral("values"), {QStringLiteral("in-order"), QStringLiteral("lcv")}));
    if (parser.isSet(QStringLiteral("inference")))
        o.inference = static_cast<StepperOptions::Inference>(
            choice(parser, QStringLiteral("inference"),
                   {QStringLiteral("none"), QStringLiteral("fc"), QStringLiteral("mac")}));
    o.backjump = o.backjump || parser.isSet(QStringLiteral("backjump"));
    o.randomTies = o.randomTies || parser.isSet(QStringLiteral("random-ties"));
    if (parser.isSet(QStringLiteral("restart-after")))
        o.restartBacktracks = CliArguments::integerInRange(
            parser.value(QStringLiteral("restart-after")), QStringLiteral("--restart-after"), 0,
            static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()));
}

}  // namespace queens::cli
