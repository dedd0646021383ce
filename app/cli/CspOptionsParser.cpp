#include "CspOptionsParser.h"

#include <QCommandLineParser>
#include <QStringList>
#include <limits>

#include "CliArguments.h"
#include "CliError.h"
#include "CspOptionNames.h"
#include "OptionUse.h"

namespace queens::cli {

namespace {

const QStringList& optionNames() {
    static const QStringList names = {
        QStringLiteral("order"),    QStringLiteral("values"),      QStringLiteral("inference"),
        QStringLiteral("backjump"), QStringLiteral("random-ties"), QStringLiteral("restart-after")};
    return names;
}

// The value of `--name` parsed by `parse`; refused with `refusal` (%1: the value given)
// otherwise.
template <class Parse>
auto choice(const QCommandLineParser& parser, const QString& name, const QString& refusal,
            Parse parse) {
    const QString v = parser.value(name);
    const auto value = parse(v.toStdString());
    if (!value) throw CliError::usage(refusal.arg(v));
    return *value;
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
        o.varOrder = choice(parser, QStringLiteral("order"),
                            tr("--order must be in-order, mrv or mrv-degree; got '%1'"),
                            CspOptionNames::varOrder);
    if (parser.isSet(QStringLiteral("values")))
        o.valueOrder =
            choice(parser, QStringLiteral("values"),
                   tr("--values must be in-order or lcv; got '%1'"), CspOptionNames::valueOrder);
    if (parser.isSet(QStringLiteral("inference")))
        o.inference =
            choice(parser, QStringLiteral("inference"),
                   tr("--inference must be none, fc or mac; got '%1'"), CspOptionNames::inference);
    o.backjump = o.backjump || parser.isSet(QStringLiteral("backjump"));
    o.randomTies = o.randomTies || parser.isSet(QStringLiteral("random-ties"));
    if (parser.isSet(QStringLiteral("restart-after")))
        o.restartBacktracks = CliArguments::integerInRange(
            parser.value(QStringLiteral("restart-after")), QStringLiteral("--restart-after"), 0,
            static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()));
}

}  // namespace queens::cli
