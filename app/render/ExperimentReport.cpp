#include "ExperimentReport.h"

#include <QStringList>
#include <algorithm>

#include "CspOptionNames.h"
#include "ExperimentTrial.h"
#include "OptionUse.h"
#include "StepEvent.h"

using namespace queens;

namespace {

QByteArray number(double x) {
    return QByteArray::number(x, 'g', 9);
}

QByteArray utf8(std::string_view text) {
    return QByteArray(text.data(), static_cast<qsizetype>(text.size()));
}

QByteArray quoted(std::string_view text) {
    return "\"" + utf8(text) + "\"";
}

QByteArray valueText(const ExperimentSummary& s) {
    return s.value() ? number(*s.value()) : QByteArray("null");
}

// The figures every format prints, in the order of the CSV columns.
QList<QByteArray> figures(const ExperimentSummary& s) {
    return {QByteArray::number(static_cast<quint64>(s.runs())),
            QByteArray::number(static_cast<quint64>(s.solved())),
            number(s.percentSolved()),
            number(s.meanStepsSolved()),
            number(s.meanStepsFailed()),
            number(s.meanLastStepsSolved()),
            number(s.meanLastStepsFailed()),
            number(s.meanRestarts()),
            number(s.totalSeconds()),
            number(s.meanSeconds()),
            QByteArray::number(static_cast<quint64>(s.overBudget())),
            number(s.meanNodesSolved()),
            number(s.meanBacktracksSolved()),
            number(s.meanChecksSolved())};
}
const QList<QByteArray> kFigureKeys = {"runs",
                                       "solved",
                                       "percent_solved",
                                       "mean_steps_solved",
                                       "mean_steps_failed",
                                       "mean_last_steps_solved",
                                       "mean_last_steps_failed",
                                       "mean_restarts",
                                       "total_seconds",
                                       "mean_seconds",
                                       "over_budget",
                                       "mean_nodes_solved",
                                       "mean_backtracks_solved",
                                       "mean_checks_solved"};

// The quantiles of a distribution, as fractions and as key suffixes.
const QList<std::pair<double, QByteArray>> kQuantiles = {
    {0.5, "p50"}, {0.9, "p90"}, {0.99, "p99"}, {1.0, "max"}};

// With Experiment::distribution: nodes_p50 .. nodes_max, ms_p50 .. ms_max.
QList<std::pair<QByteArray, QByteArray>> quantiles(const ExperimentSummary& s) {
    QList<std::pair<QByteArray, QByteArray>> out;
    for (const auto& [q, key] : kQuantiles)
        out.append({"nodes_" + key, number(s.nodesQuantile(q))});
    for (const auto& [q, key] : kQuantiles)
        out.append({"ms_" + key, number(1000 * s.secondsQuantile(q))});
    return out;
}

QByteArray combinationName(const Experiment& x, const ExperimentSummary& s) {
    return s.combination() < 0
               ? QByteArray()
               : utf8(x.combinations[static_cast<std::size_t>(s.combination())].name);
}

// The base options the algorithm uses, by their option names: {"sideways":100,...}.
QByteArray optionsObject(const Experiment& x) {
    const StepperOptions& o = x.base;
    const char* climb = o.climb == StepperOptions::Climb::Steepest     ? "\"steepest\""
                        : o.climb == StepperOptions::Climb::Stochastic ? "\"stochastic\""
                                                                       : "\"first-choice\"";
    const QList<std::pair<const char*, QByteArray>> all = {
        {"climb", climb},
        {"sideways", QByteArray::number(static_cast<quint64>(o.sidewaysLimit))},
        {"restart", o.randomRestart ? "true" : "false"},
        {"max-restarts", QByteArray::number(static_cast<quint64>(o.maxRestarts))},
        {"max-steps", QByteArray::number(static_cast<quint64>(o.maxStepsPerRestart))},
        {"t0", number(o.t0)},
        {"decay", number(o.decay)},
        {"t-min", number(o.tMin)},
        {"beam", QByteArray::number(o.beamWidth)},
        {"population", QByteArray::number(o.populationSize)},
        {"mutation", number(o.mutationRate)},
        {"order", quoted(CspOptionNames::name(o.varOrder))},
        {"values", quoted(CspOptionNames::name(o.valueOrder))},
        {"inference", quoted(CspOptionNames::name(o.inference))},
        {"backjump", o.backjump ? "true" : "false"},
        {"random-ties", o.randomTies ? "true" : "false"},
        {"restart-after", QByteArray::number(static_cast<quint64>(o.restartBacktracks))}};
    QByteArray out = "{";
    for (const auto& [name, value] : all) {
        if (!OptionUse::applies(name, x.algorithm)) continue;
        out += (out.size() > 1 ? ",\"" : "\"") + QByteArray(name) + "\":" + value;
    }
    return out + "}";
}

}  // namespace

bool ExperimentReport::measuresSearch(Algorithm a) {
    return ExperimentTrial::stepKind(a) == EventKind::Try;
}

QString ExperimentReport::text(const Experiment& x, const ExperimentRunner::Result& result) {
    if (measuresSearch(x.algorithm)) return searchText(x, result);
    const QString algorithm = QString::fromUtf8(algorithmName(x.algorithm));
    QString out = tr("%1, N = %2: %3 runs per value, seed %4, %5 threads, %6 s\n")
                      .arg(algorithm)
                      .arg(x.base.n)
                      .arg(x.runs)
                      .arg(x.seed)
                      .arg(result.threads)
                      .arg(result.seconds, 0, 'f', 2);
    out += tr("A step is one %1 event; \"all\" counts every attempt of a run, \"last\" only its "
              "last attempt.\n")
               .arg(QString::fromUtf8(eventKindName(ExperimentTrial::stepKind(x.algorithm))));
    QStringList head;
    if (x.sweep != Experiment::Parameter::None)
        head << QString::fromUtf8(Experiment::parameterName(x.sweep));
    head << tr("runs") << tr("solved %") << tr("all steps, solved") << tr("all steps, failed")
         << tr("last steps, solved") << tr("last steps, failed") << tr("restarts")
         << tr("ms per run") << tr("stops");
    QList<QStringList> rows{head};
    for (const ExperimentSummary& s : result.points) {
        QStringList row;
        if (s.value()) row << QString::number(*s.value(), 'g', 9);
        // A mean over no run is shown as "-", not as 0.
        const auto mean = [](double m, bool any) {
            return any ? QString::number(m, 'f', 1) : QStringLiteral("-");
        };
        const bool anySolved = s.solved() > 0;
        const bool anyFailed = s.solved() < s.runs();
        row << QString::number(s.runs()) << QString::number(s.percentSolved(), 'f', 1)
            << mean(s.meanStepsSolved(), anySolved) << mean(s.meanStepsFailed(), anyFailed)
            << mean(s.meanLastStepsSolved(), anySolved) << mean(s.meanLastStepsFailed(), anyFailed)
            << QString::number(s.meanRestarts(), 'f', 2)
            << QString::number(1000 * s.meanSeconds(), 'f', 3);
        row << stopsText(s);
        rows << row;
    }
    return out + table(rows);
}

QString ExperimentReport::table(const QList<QStringList>& rows) {
    // Right-aligned columns, the last (the stop reasons) left-aligned.
    QString out;
    QList<qsizetype> width(rows.value(0).size(), 0);
    for (const QStringList& row : rows)
        for (qsizetype c = 0; c < row.size() && c < width.size(); ++c)
            width[c] = std::max(width[c], row[c].size());
    for (const QStringList& row : rows) {
        QStringList cells;
        for (qsizetype c = 0; c + 1 < row.size(); ++c) cells << row[c].rightJustified(width[c]);
        cells << row.last();
        out += cells.join(QStringLiteral("  ")) + QLatin1Char('\n');
    }
    return out;
}

QString ExperimentReport::stopsText(const ExperimentSummary& s) {
    QStringList stops;
    for (int r = 0; r < kStopReasonCount; ++r)
        if (const auto count = s.stops()[static_cast<std::size_t>(r)]; count > 0)
            stops << QStringLiteral("%1 %2")
                         .arg(QString::fromUtf8(stopReasonName(static_cast<StopReason>(r))))
                         .arg(count);
    return stops.join(QStringLiteral(", "));
}

QString ExperimentReport::searchText(const Experiment& x, const ExperimentRunner::Result& result) {
    const QString algorithm = QString::fromUtf8(algorithmName(x.algorithm));
    QString out = tr("%1, N = %2: %3 runs per value, seed %4, %5 threads, %6 s\n")
                      .arg(algorithm)
                      .arg(x.base.n)
                      .arg(x.runs)
                      .arg(x.seed)
                      .arg(result.threads)
                      .arg(result.seconds, 0, 'f', 2);
    out += tr("Nodes are Try events, checks are consistency checks, both to the first solution "
              "(means over the runs that solved); a run stops over budget after %1 nodes or %2 "
              "checks.\n")
               .arg(x.maxNodes == 0 ? tr("unlimited") : QString::number(x.maxNodes),
                    x.maxChecks == 0 ? tr("unlimited") : QString::number(x.maxChecks));
    QStringList head;
    if (!x.combinations.empty()) head << tr("combination");
    if (x.sweep != Experiment::Parameter::None)
        head << QString::fromUtf8(Experiment::parameterName(x.sweep));
    head << tr("runs") << tr("solved %") << tr("over budget") << tr("nodes") << tr("backtracks")
         << tr("checks") << tr("restarts") << tr("ms per run");
    if (x.distribution)
        head << tr("nodes median") << tr("nodes 90%") << tr("nodes 99%") << tr("nodes max")
             << tr("ms median") << tr("ms 90%") << tr("ms 99%") << tr("ms max");
    head << tr("stops");
    QList<QStringList> rows{head};
    for (const ExperimentSummary& s : result.points) {
        QStringList row;
        if (s.combination() >= 0) row << QString::fromLatin1(combinationName(x, s));
        if (s.value()) row << QString::number(*s.value(), 'g', 9);
        const bool anySolved = s.solved() > 0;
        const auto mean = [anySolved](double m) {
            return anySolved ? QString::number(m, 'f', 0) : QStringLiteral("-");
        };
        row << QString::number(s.runs()) << QString::number(s.percentSolved(), 'f', 1)
            << QString::number(s.overBudget()) << mean(s.meanNodesSolved())
            << mean(s.meanBacktracksSolved()) << mean(s.meanChecksSolved())
            << QString::number(s.meanRestarts(), 'f', 2)
            << QString::number(1000 * s.meanSeconds(), 'f', 3);
        if (x.distribution)
            for (const auto& [key, value] : quantiles(s))
                row << QString::number(value.toDouble(), 'f', key.startsWith("ms") ? 3 : 0);
        row << stopsText(s);
        rows << row;
    }
    return out + table(rows);
}

QByteArray ExperimentReport::json(const Experiment& x, const ExperimentRunner::Result& result) {
    // By hand: QJsonValue keeps numbers as doubles, which would round seeds above 2^53.
    QByteArray out = "{\"algorithm\":\"" + utf8(algorithmName(x.algorithm)) + "\"";
    out += ",\"n\":" + QByteArray::number(x.base.n);
    out += ",\"runs\":" + QByteArray::number(static_cast<quint64>(x.runs));
    out += ",\"seed\":" + QByteArray::number(static_cast<quint64>(x.seed));
    out += ",\"threads\":" + QByteArray::number(result.threads);
    out += ",\"seconds\":" + number(result.seconds);
    out += ",\"steps\":\"" + utf8(eventKindName(ExperimentTrial::stepKind(x.algorithm))) + "\"";
    out += ",\"options\":" + optionsObject(x);
    out += ",\"max_nodes\":" + QByteArray::number(static_cast<quint64>(x.maxNodes));
    out += ",\"max_checks\":" + QByteArray::number(static_cast<quint64>(x.maxChecks));
    out += ",\"distribution\":" + QByteArray(x.distribution ? "true" : "false");
    out += ",\"combinations\":[";
    for (std::size_t c = 0; c < x.combinations.size(); ++c)
        out += (c == 0 ? "\"" : ",\"") + utf8(x.combinations[c].name) + "\"";
    out += "]";
    out += ",\"sweep\":" + (x.sweep == Experiment::Parameter::None
                                ? QByteArray("null")
                                : "\"" + utf8(Experiment::parameterName(x.sweep)) + "\"");
    out += ",\"points\":[";
    for (std::size_t p = 0; p < result.points.size(); ++p) {
        const ExperimentSummary& s = result.points[p];
        out += (p == 0 ? "{" : ",{");
        out += "\"value\":" + valueText(s);
        out += ",\"combination\":" +
               (s.combination() < 0 ? QByteArray("null") : "\"" + combinationName(x, s) + "\"");
        const QList<QByteArray> f = figures(s);
        for (qsizetype i = 0; i < f.size(); ++i) out += ",\"" + kFigureKeys[i] + "\":" + f[i];
        if (x.distribution)
            for (const auto& [key, value] : quantiles(s)) out += ",\"" + key + "\":" + value;
        out += ",\"stops\":{";
        for (int r = 0; r < kStopReasonCount; ++r)
            out += (r == 0 ? "\"" : ",\"") + utf8(stopReasonName(static_cast<StopReason>(r))) +
                   "\":" + QByteArray::number(static_cast<quint64>(s.stops()[r]));
        out += "}}";
    }
    out += "]}\n";
    return out;
}

QByteArray ExperimentReport::csv(const Experiment& x, const ExperimentRunner::Result& result) {
    QByteArray out = "value";
    if (!x.combinations.empty()) out += ",combination";
    for (const QByteArray& key : kFigureKeys) out += "," + key;
    if (x.distribution)
        for (const auto& [key, value] : quantiles(ExperimentSummary())) out += "," + key;
    for (int r = 0; r < kStopReasonCount; ++r) {
        QByteArray name = utf8(stopReasonName(static_cast<StopReason>(r)));
        out += ",stops_" + name.replace('-', '_');
    }
    out += "\n";
    for (const ExperimentSummary& s : result.points) {
        out += s.value() ? number(*s.value()) : QByteArray();
        if (!x.combinations.empty()) out += "," + combinationName(x, s);
        for (const QByteArray& f : figures(s)) out += "," + f;
        if (x.distribution)
            for (const auto& [key, value] : quantiles(s)) out += "," + value;
        for (int r = 0; r < kStopReasonCount; ++r)
            out += "," + QByteArray::number(static_cast<quint64>(s.stops()[r]));
        out += "\n";
    }
    return out;
}
