#pragma once
// PluralCount: the n that tr(text, comment, n) takes to choose a plural form ("%n queen(s)"),
// for a count that may exceed an int. Counts beyond INT_MAX take INT_MAX's form, which is the
// plural in every language QueensLab has. A pure function; no translation is loaded here.
#include <algorithm>
#include <climits>
#include <cstdint>

class PluralCount {
public:
    static constexpr int of(std::uint64_t count) {
        return static_cast<int>(std::min<std::uint64_t>(count, INT_MAX));
    }
};
