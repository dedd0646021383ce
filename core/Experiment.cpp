#include "Experiment.h"

#include <array>
#include <cmath>
#include <utility>

#include "SplitMix64.h"
#include "StepperFactory.h"

namespace queens {

namespace {
constexpr std::array<std::pair<Experiment::Parameter, std::string_view>, 8> kNames = {{
    {Experiment::Parameter::SidewaysLimit, "sideways"},
    {Experiment::Parameter::T0, "t0"},
    {Experiment::Parameter::Decay, "decay"},
    {Experiment::Parameter::PopulationSize, "population"},
    {Experiment::Parameter::MutationRate, "mutation"},
    {Experiment::Parameter::BeamWidth, "beam"},
    {Experiment::Parameter::N, "n"},
    {Experiment::Parameter::RestartAfter, "restart-after"},
}};

std::string formatValue(double v) {
    std::string s = std::to_string(v);
    while (!s.empty() && s.back() == '0') s.pop_back();
    if (!s.empty() && s.back() == '.') s.pop_back();
    return s;
}
}  // namespace

std::string_view Experiment::parameterName(Parameter p) {
    for (const auto& [param, name] : kNames)
        if (param == p) return name;
    return "none";
}

std::optional<Experiment::Parameter> Experiment::parameterFromName(std::string_view name) {
    for (const auto& [param, text] : kNames)
        if (text == name) return param;
    return std::nullopt;
}

std::string Experiment::parameterNames() {
    std::string names;
    for (const auto& [param, name] : kNames) {
        if (!names.empty()) names += ", ";
        names += name;
    }
    return names;
}

bool Experiment::isInteger(Parameter p) {
    return p == Parameter::SidewaysLimit || p == Parameter::PopulationSize ||
           p == Parameter::BeamWidth || p == Parameter::N || p == Parameter::RestartAfter;
}

std::uint64_t Experiment::runSeed(std::uint64_t seed, std::uint64_t run) {
    // SplitMix64's state after `run` outputs is seed + run * gamma; its next output is the
    // run-th value of the stream.
    return SplitMix64(seed + run * 0x9E3779B97F4A7C15ULL).next();
}

std::optional<double> Experiment::pointValue(std::size_t point) const {
    if (sweep == Parameter::None || values.empty()) return std::nullopt;
    return values[point % values.size()];
}

int Experiment::pointCombination(std::size_t point) const {
    if (combinations.empty()) return -1;
    return static_cast<int>((point / sweepPoints()) % combinations.size());
}

StepperOptions Experiment::pointOptions(std::size_t point) const {
    StepperOptions o = base;
    o.allSolutions = false;
    if (const int c = pointCombination(point); c >= 0)
        combinations[static_cast<std::size_t>(c)].applyTo(o);
    const auto value = pointValue(point);
    if (!value) return o;
    const double v = *value;
    switch (sweep) {
        case Parameter::None:
            break;
        case Parameter::SidewaysLimit:
            o.sidewaysLimit = static_cast<std::uint64_t>(v);
            break;
        case Parameter::T0:
            o.t0 = v;
            break;
        case Parameter::Decay:
            o.decay = v;
            break;
        case Parameter::PopulationSize:
            o.populationSize = static_cast<int>(v);
            break;
        case Parameter::MutationRate:
            o.mutationRate = v;
            break;
        case Parameter::BeamWidth:
            o.beamWidth = static_cast<int>(v);
            break;
        case Parameter::N:
            o.n = static_cast<int>(v);
            break;
        case Parameter::RestartAfter:
            o.restartBacktracks = static_cast<std::uint64_t>(v);
            break;
    }
    return o;
}

StepperOptions Experiment::runOptions(std::size_t point, std::uint64_t run) const {
    StepperOptions o = pointOptions(point);
    o.seed = runSeed(seed, run);
    return o;
}

std::string Experiment::validate() const {
    if (runs < 1 || runs > kMaxRuns)
        return "the number of runs must be from 1 to " + std::to_string(kMaxRuns);
    if (sweep != Parameter::None) {
        if (values.empty()) return "a sweep needs at least one value";
        if (values.size() > kMaxPoints)
            return "a sweep has at most " + std::to_string(kMaxPoints) + " values; got " +
                   std::to_string(values.size());
        const std::string name(parameterName(sweep));
        for (const double v : values) {
            if (!std::isfinite(v)) return "the values of " + name + " must be finite numbers";
            // Integer parameters: integral, and within what the options can hold.
            if (isInteger(sweep) && (v != std::floor(v) || v < 0 || v > 2e9))
                return "the values of " + name + " must be integers from 0 to 2000000000; got " +
                       formatValue(v);
        }
    }
    if (!combinations.empty() && algorithm != Algorithm::Csp)
        return "combinations apply only to csp";
    if (combinations.size() > kMaxPoints)
        return "an experiment compares at most " + std::to_string(kMaxPoints) + " combinations";
    if (points() > kMaxPoints)
        return "an experiment has at most " + std::to_string(kMaxPoints) +
               " points (sweep values x combinations)";
    if (runs * points() > kMaxRuns)
        return "an experiment makes at most " + std::to_string(kMaxRuns) +
               " runs in all (runs x sweep values)";
    for (std::size_t p = 0; p < points(); ++p)
        if (std::string why = StepperFactory::validate(algorithm, pointOptions(p)); !why.empty())
            return why;
    return {};
}

}  // namespace queens
