#include "LessonCspOptions.h"

#include "CspOptionNames.h"
#include "LessonFile.h"
#include "LessonJsonValues.h"

namespace {
using V = LessonJsonValues;
using queens::CspOptionNames;

constexpr double kMaxCount = 9007199254740992.0;  // 2^53, what a JSON number holds exactly

QString key(const QString& where, const char* name) {
    return V::at(where, QStringLiteral("\"%1\"").arg(QLatin1String(name)));
}

// The value of `name` parsed by `parse`; refused with `refusal` (%1: the key) otherwise.
template <class Parse>
auto named(const QJsonValue& v, const QString& what, const QString& refusal, Parse parse) {
    const auto value = v.isString() ? parse(v.toString().toStdString()) : std::nullopt;
    if (!value) V::refuse(refusal.arg(what));
    return *value;
}

QString latin1(std::string_view s) {
    return QString::fromLatin1(s.data(), static_cast<qsizetype>(s.size()));
}
}  // namespace

void LessonCspOptions::read(const QJsonObject& p, const QString& where, queens::StepperOptions& o) {
    const auto has = [&p](const char* name) { return p.contains(QLatin1String(name)); };
    const auto value = [&p](const char* name) { return p.value(QLatin1String(name)); };
    if (has("order"))
        o.varOrder = named(value("order"), key(where, "order"),
                           LessonFile::tr("%1 must be \"in-order\", \"mrv\" or \"mrv-degree\""),
                           CspOptionNames::varOrder);
    if (has("values"))
        o.valueOrder =
            named(value("values"), key(where, "values"),
                  LessonFile::tr("%1 must be \"in-order\" or \"lcv\""), CspOptionNames::valueOrder);
    if (has("inference"))
        o.inference = named(value("inference"), key(where, "inference"),
                            LessonFile::tr("%1 must be \"none\", \"fc\" or \"mac\""),
                            CspOptionNames::inference);
    if (has("backjump")) o.backjump = V::boolean(value("backjump"), key(where, "backjump"));
    if (has("randomTies")) o.randomTies = V::boolean(value("randomTies"), key(where, "randomTies"));
    if (has("restartAfter"))
        o.restartBacktracks = static_cast<std::uint64_t>(
            V::integer(value("restartAfter"), key(where, "restartAfter"), 0, kMaxCount));
}

void LessonCspOptions::write(const queens::StepperOptions& o, QJsonObject& p) {
    const queens::StepperOptions d;
    if (o.varOrder != d.varOrder)
        p.insert(QStringLiteral("order"), latin1(CspOptionNames::name(o.varOrder)));
    if (o.valueOrder != d.valueOrder)
        p.insert(QStringLiteral("values"), latin1(CspOptionNames::name(o.valueOrder)));
    if (o.inference != d.inference)
        p.insert(QStringLiteral("inference"), latin1(CspOptionNames::name(o.inference)));
    if (o.backjump != d.backjump) p.insert(QStringLiteral("backjump"), o.backjump);
    if (o.randomTies != d.randomTies) p.insert(QStringLiteral("randomTies"), o.randomTies);
    if (o.restartBacktracks != d.restartBacktracks)
        p.insert(QStringLiteral("restartAfter"), static_cast<double>(o.restartBacktracks));
}
