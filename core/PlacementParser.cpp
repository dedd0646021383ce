#include "PlacementParser.h"

#include <charconv>
#include <limits>
#include <string>

namespace queens {

namespace {
constexpr int kEmpty = -1;

bool isBlank(char ch) {
    return ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r';
}

bool isDigit(char ch) {
    return ch >= '0' && ch <= '9';
}

// Quote a token for an error message: at most kMax bytes, then "...". Only printable ASCII is
// copied; every other byte (controls, DEL, and each byte of a UTF-8 sequence) is shown as '?',
// so the message stays one line of plain ASCII whatever the input and no UTF-8 sequence is split.
std::string quoted(std::string_view token) {
    constexpr std::size_t kMax = 20;
    std::string out = "\"";
    for (std::size_t i = 0; i < token.size() && i < kMax; ++i) {
        const auto ch = static_cast<unsigned char>(token[i]);
        out += (ch < 0x20 || ch >= 0x7f) ? '?' : static_cast<char>(ch);
    }
    if (token.size() > kMax) out += "...";
    return out + "\"";
}

std::string where(std::size_t row) {
    return "row " + std::to_string(row) + ": ";
}
}  // namespace

PlacementParser::Result PlacementParser::parse(std::string_view text, int expectedN) {
    constexpr std::size_t kMaxTokens = static_cast<std::size_t>(std::numeric_limits<int>::max());
    Result result;
    std::vector<std::string_view> tokens;
    std::size_t i = 0;
    bool afterComma = false;
    while (i < text.size()) {
        const char ch = text[i];
        if (isBlank(ch)) {
            ++i;
            continue;
        }
        if (ch == ',') {
            if (tokens.empty() || afterComma) {
                result.error = tokens.empty() ? "a comma before the first column"
                                              : "empty entry between commas after row " +
                                                    std::to_string(tokens.size() - 1);
                return result;
            }
            afterComma = true;
            ++i;
            continue;
        }
        if (tokens.size() == kMaxTokens) {
            result.error = "too many columns";
            return result;
        }
        const std::size_t start = i;
        while (i < text.size() && !isBlank(text[i]) && text[i] != ',') ++i;
        tokens.push_back(text.substr(start, i - start));
        afterComma = false;
    }
    if (afterComma) {
        result.error = "a comma after the last column";
        return result;
    }
    if (tokens.empty()) {
        result.error = "no columns given";
        return result;
    }
    // First every token's spelling (binary junk reads as "not a column number", not as a
    // wrong length), then the length, then each column's range.
    struct Column {
        long long value = 0;
        bool empty = false;     // "." or "-"
        bool tooLarge = false;  // beyond long long: out of range for every n
    };
    std::vector<Column> columns(tokens.size());
    for (std::size_t row = 0; row < tokens.size(); ++row) {
        const std::string_view tok = tokens[row];
        if (tok == "." || tok == "-") {
            columns[row] = {kEmpty, true, false};
            continue;
        }
        // A column number: an optional '+' or '-', then decimal digits only. "-0" (any spelling
        // of a negative zero) is refused as not a column number.
        const char* first = tok.data();
        const char* last = tok.data() + tok.size();
        const bool negative = *first == '-';
        const char* digits = (*first == '+' || negative) ? first + 1 : first;
        if (digits == last || !isDigit(*digits)) {
            result.error = where(row) + quoted(tok) + " is not a column number";
            return result;
        }
        long long value = 0;
        // from_chars reads the '-' itself (it refuses a '+').
        const auto [ptr, ec] = std::from_chars(negative ? first : digits, last, value);
        if (ec == std::errc::result_out_of_range && ptr == last) {
            // The whole token is digits: a well-formed, huge number. (Digits that overflow and
            // then junk, "99999999999999999999x", are not a column number: found by fuzzing.)
            columns[row].tooLarge = true;
            continue;
        }
        if (ec != std::errc() || ptr != last || (negative && value == 0)) {
            result.error = where(row) + quoted(tok) + " is not a column number";
            return result;
        }
        columns[row].value = value;
    }
    if (expectedN > 0 && tokens.size() != static_cast<std::size_t>(expectedN)) {
        result.error = "wrong number of columns: expected " + std::to_string(expectedN) + ", got " +
                       std::to_string(tokens.size());
        return result;
    }
    const int n = expectedN > 0 ? expectedN : static_cast<int>(tokens.size());
    for (std::size_t row = 0; row < tokens.size(); ++row) {
        const Column& c = columns[row];
        if (c.tooLarge) {
            result.error = where(row) + "column " + quoted(tokens[row]) + " is out of range 0.." +
                           std::to_string(n - 1);
            return result;
        }
        if (c.empty) continue;
        if (c.value < 0 || c.value >= n) {
            result.error = where(row) + "column " + std::to_string(c.value) +
                           " is out of range 0.." + std::to_string(n - 1);
            return result;
        }
    }
    result.placement.reserve(tokens.size());
    for (const Column& c : columns) result.placement.push_back(static_cast<int>(c.value));
    return result;
}

std::string PlacementParser::format(std::span<const int> placement, std::string_view separator) {
    std::string out;
    out.reserve(placement.size() * 4);
    for (std::size_t i = 0; i < placement.size(); ++i) {
        if (i) out += separator;
        if (placement[i] < 0)
            out += '.';
        else
            out += std::to_string(placement[i]);
    }
    return out;
}

}  // namespace queens
