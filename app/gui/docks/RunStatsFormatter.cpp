#include "RunStatsFormatter.h"

#include <QLocale>
#include <array>
#include <cmath>

namespace {
double sane(double v) {
    return std::isfinite(v) && v > 0.0 ? v : 0.0;
}
}  // namespace

QString RunStatsFormatter::duration(double seconds) {
    const double s = sane(seconds);
    const QLocale locale;
    if (s < 0.9995) return tr("%1 ms").arg(locale.toString(s * 1000.0, 'f', 0));
    if (s < 9.995) return tr("%1 s").arg(locale.toString(s, 'f', 2));
    if (s < 59.95) return tr("%1 s").arg(locale.toString(s, 'f', 1));
    const auto whole = static_cast<long long>(std::llround(s));
    if (whole < 3600) {
        return tr("%1 min %2 s", "minutes and seconds")
            .arg(whole / 60)
            .arg(whole % 60, 2, 10, QLatin1Char('0'));
    }
    return tr("%1 h %2 min", "hours and minutes")
        .arg(locale.toString(whole / 3600))
        .arg(whole % 3600 / 60, 2, 10, QLatin1Char('0'));
}

QString RunStatsFormatter::compact(double value) {
    static constexpr std::array<const char*, 5> kPrefixes = {"", " k", " M", " G", " T"};
    double v = sane(value);
    std::size_t p = 0;
    while (v >= 999.5 && p + 1 < kPrefixes.size()) {
        v /= 1000.0;
        ++p;
    }
    const int decimals = (p == 0 && v == std::floor(v)) ? 0 : v < 9.995 ? 2 : v < 99.95 ? 1 : 0;
    return QLocale().toString(v, 'f', decimals) + QLatin1String(kPrefixes[p]);
}

int RunStatsFormatter::pluralCount(double value) {
    const double v = sane(value);
    if (v < 999.5 && v == std::floor(v)) return static_cast<int>(v);
    return 2;  // a fraction or a scaled number ("1.50", "12.3 k") reads as plural
}

QString RunStatsFormatter::eventsPerSecond(double perSecond) {
    return tr("%1 event(s)/s", "%1 is the rate, e.g. 12.3 k", pluralCount(perSecond))
        .arg(compact(perSecond));
}

QString RunStatsFormatter::stepsPerSecond(double perSecond) {
    return tr("%1 step(s)/s", "%1 is the rate, e.g. 12.3 k", pluralCount(perSecond))
        .arg(compact(perSecond));
}
