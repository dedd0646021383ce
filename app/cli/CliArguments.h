#pragma once
// CliArguments: strict conversion of command-line text to numbers and algorithm names.
// Every function throws CliError (exit code 2) with a one-line reason naming the offending text.
// Numbers are plain decimal digits: no sign, no blanks, no trailing junk ("8x" is refused).
#include <QCoreApplication>
#include <QString>
#include <cstdint>

#include "Algorithm.h"

namespace queens::cli {

class CliArguments {
    Q_DECLARE_TR_FUNCTIONS(CliArguments)
public:
    // The board size N: an integer >= 1. Digits beyond the largest int are refused here, naming
    // the limit `maxN` of `scope` ("count", "the min-conflicts method", ...): "N is too large
    // for count (at most 27); got '99999999999'". Smaller values above maxN are returned: each
    // command refuses them with its own, more detailed reason.
    static int boardSize(const QString& text, int maxN, const QString& scope);
    // A count given by `option` (e.g. "--limit"): an integer from 1 to 2^63 - 1.
    static std::uint64_t positiveCount(const QString& text, const QString& option);
    // An integer from `min` to `max` given by `option`; anything else, digits beyond the range
    // included, is refused naming the range ("--threads must be an integer from 1 to 256").
    static std::uint64_t integerInRange(const QString& text, const QString& option,
                                        std::uint64_t min, std::uint64_t max);
    // A real number given by `option`: decimal digits with an optional fraction and exponent
    // ("0.95", "1e-3"), no sign, no blanks; its range is checked by whoever uses it.
    static double realNumber(const QString& text, const QString& option);
    // A random seed: an integer from 0 to 2^63 - 1 (so that JSON carries it exactly).
    static std::uint64_t seed(const QString& text);
    // One of the names in kAllAlgorithms ("backtracking", "bitmask", ...).
    static Algorithm algorithm(const QString& text);
    // "backtracking, permutation, ..." for messages and help texts.
    static QString algorithmNames();

private:
    static bool isDigits(const QString& text);
    // True (and `value` set) when `text` is digits only and its value is at most `max`.
    static bool parseDecimal(const QString& text, std::uint64_t max, std::uint64_t& value);
};

}  // namespace queens::cli
