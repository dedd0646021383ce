#include "LessonLocalSearchOptions.h"

#include <array>
#include <utility>

#include "LessonFile.h"
#include "LessonJsonValues.h"
#include "Population.h"

namespace {
using V = LessonJsonValues;
using Climb = queens::StepperOptions::Climb;

constexpr double kMaxSideways = 1'000'000'000;  // StepperFactory::validate's limit

const std::array<std::pair<Climb, const char*>, 3> kClimbNames = {
    {{Climb::Steepest, "steepest"},
     {Climb::Stochastic, "stochastic"},
     {Climb::FirstChoice, "first-choice"}}};

QString key(const QString& where, const char* name) {
    return V::at(where, QStringLiteral("\"%1\"").arg(QLatin1String(name)));
}
}  // namespace

void LessonLocalSearchOptions::read(const QJsonObject& p, const QString& where,
                                    queens::StepperOptions& o) {
    const auto has = [&p](const char* name) { return p.contains(QLatin1String(name)); };
    const auto value = [&p](const char* name) { return p.value(QLatin1String(name)); };
    if (has("climb")) {
        const QJsonValue v = value("climb");
        bool known = false;
        for (const auto& [climb, name] : kClimbNames) {
            if (v.isString() && v.toString() == QLatin1String(name)) {
                o.climb = climb;
                known = true;
            }
        }
        if (!known)
            V::refuse(LessonFile::tr("%1 must be \"steepest\", \"stochastic\" or \"first-choice\"")
                          .arg(key(where, "climb")));
    }
    if (has("sideways"))
        o.sidewaysLimit = static_cast<std::uint64_t>(
            V::integer(value("sideways"), key(where, "sideways"), 0, kMaxSideways));
    if (has("restart")) o.randomRestart = V::boolean(value("restart"), key(where, "restart"));
    if (has("t0")) o.t0 = V::number(value("t0"), key(where, "t0"));
    if (has("decay")) o.decay = V::number(value("decay"), key(where, "decay"));
    if (has("tMin")) o.tMin = V::number(value("tMin"), key(where, "tMin"));
    if (has("beam"))
        o.beamWidth = static_cast<int>(
            V::integer(value("beam"), key(where, "beam"), 1, queens::Population::kMaxSize));
    if (has("population"))
        o.populationSize = static_cast<int>(V::integer(
            value("population"), key(where, "population"), 2, queens::Population::kMaxSize));
    if (has("mutation")) o.mutationRate = V::number(value("mutation"), key(where, "mutation"));
}

void LessonLocalSearchOptions::write(const queens::StepperOptions& o, QJsonObject& p) {
    const queens::StepperOptions d;
    if (o.climb != d.climb)
        for (const auto& [climb, name] : kClimbNames)
            if (climb == o.climb) p.insert(QStringLiteral("climb"), QLatin1String(name));
    if (o.sidewaysLimit != d.sidewaysLimit)
        p.insert(QStringLiteral("sideways"), static_cast<double>(o.sidewaysLimit));
    if (o.randomRestart != d.randomRestart) p.insert(QStringLiteral("restart"), o.randomRestart);
    if (o.t0 != d.t0) p.insert(QStringLiteral("t0"), o.t0);
    if (o.decay != d.decay) p.insert(QStringLiteral("decay"), o.decay);
    if (o.tMin != d.tMin) p.insert(QStringLiteral("tMin"), o.tMin);
    if (o.beamWidth != d.beamWidth) p.insert(QStringLiteral("beam"), o.beamWidth);
    if (o.populationSize != d.populationSize)
        p.insert(QStringLiteral("population"), o.populationSize);
    if (o.mutationRate != d.mutationRate) p.insert(QStringLiteral("mutation"), o.mutationRate);
}
