#include "CliArguments.h"

#include <QRegularExpression>
#include <QStringList>
#include <cmath>
#include <limits>

#include "CliError.h"

namespace queens::cli {

bool CliArguments::isDigits(const QString& text) {
    if (text.isEmpty()) return false;
    for (const QChar ch : text)
        if (ch < QLatin1Char('0') || ch > QLatin1Char('9')) return false;
    return true;
}

bool CliArguments::parseDecimal(const QString& text, std::uint64_t max, std::uint64_t& value) {
    if (!isDigits(text)) return false;
    std::uint64_t v = 0;
    for (const QChar ch : text) {
        const auto digit = static_cast<std::uint64_t>(ch.unicode() - u'0');
        if (v > (max - digit) / 10) return false;  // v * 10 + digit would exceed max
        v = v * 10 + digit;
    }
    value = v;
    return true;
}

int CliArguments::boardSize(const QString& text, int maxN, const QString& scope) {
    std::uint64_t v = 0;
    const bool fits = parseDecimal(text, std::numeric_limits<int>::max(), v);
    if (fits && v > 0) return static_cast<int>(v);
    if (!fits && isDigits(text))  // digits only, but beyond the largest int
        throw CliError::usage(
            tr("N is too large for %1 (at most %2); got '%3'").arg(scope).arg(maxN).arg(text));
    throw CliError::usage(tr("N must be a positive integer; got '%1'").arg(text));
}

std::uint64_t CliArguments::positiveCount(const QString& text, const QString& option) {
    constexpr auto max = static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max());
    std::uint64_t v = 0;
    const bool fits = parseDecimal(text, max, v);
    if (fits && v > 0) return v;
    if (!fits && isDigits(text))  // digits only, but beyond max
        throw CliError::usage(tr("%1 must be at most %2; got '%3'").arg(option).arg(max).arg(text));
    throw CliError::usage(tr("%1 must be a positive integer; got '%2'").arg(option, text));
}

std::uint64_t CliArguments::integerInRange(const QString& text, const QString& option,
                                           std::uint64_t min, std::uint64_t max) {
    std::uint64_t v = 0;
    if (!parseDecimal(text, max, v) || v < min)
        throw CliError::usage(tr("%1 must be an integer from %2 to %3; got '%4'")
                                  .arg(option)
                                  .arg(min)
                                  .arg(max)
                                  .arg(text));
    return v;
}

double CliArguments::realNumber(const QString& text, const QString& option) {
    static const QRegularExpression number(
        QStringLiteral("^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][-+]?[0-9]+)?$"));
    bool ok = false;
    const double v = number.match(text).hasMatch() ? text.toDouble(&ok) : 0.0;
    if (!ok || !std::isfinite(v))
        throw CliError::usage(
            tr("%1 must be a number such as 0.5 or 1e-3; got '%2'").arg(option, text));
    return v;
}

std::uint64_t CliArguments::seed(const QString& text) {
    constexpr auto max = static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max());
    std::uint64_t v = 0;
    if (!parseDecimal(text, max, v))
        throw CliError::usage(
            tr("--seed must be an integer from 0 to %1; got '%2'").arg(max).arg(text));
    return v;
}

Algorithm CliArguments::algorithm(const QString& text) {
    if (const auto a = algorithmFromName(text.toStdString())) return *a;
    throw CliError::usage(
        tr("unknown algorithm '%1'; choose one of: %2").arg(text, algorithmNames()));
}

QString CliArguments::algorithmNames() {
    QStringList names;
    for (Algorithm a : kAllAlgorithms) names << QString::fromUtf8(algorithmName(a));
    return names.join(QStringLiteral(", "));
}

}  // namespace queens::cli
