#include "PlacementParser.h"

#include <charconv>
#include <string>

namespace queens {

namespace {
constexpr int kEmpty = -1;

bool isBlank(char ch) {
    return ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r';
}

// Quote a token for an error message, shortened and with control bytes shown as '?'.
std::string quoted(std::string_view token) {
    constexpr std::size_t kMax = 20;
    std::string out = "\"";
    for (std::size_t i = 0; i < token.size() && i < kMax; ++i) {
        const auto ch = static_cast<unsigned char>(token[i]);
        out += (ch < 0x20 || ch == 0x7f) ? '?' : static_cast<char>(ch);
    }
    if (token.size() > kMax) out += "...";
    return out + "\"";
}
}  // namespace

PlacementParser::Result PlacementParser::parse(std::string_view text, int expectedN) {
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
    const int n = expectedN > 0 ? expectedN : static_cast<int>(tokens.size());
    if (expectedN > 0 && static_cast<int>(tokens.size()) != expectedN) {
        result.error = "expected " + std::to_string(expectedN) + " columns, got " +
                       std::to_string(tokens.size());
        return result;
    }
    result.placement.reserve(tokens.size());
    for (std::size_t row = 0; row < tokens.size(); ++row) {
        const std::string_view tok = tokens[row];
        const std::string where = "row " + std::to_string(row) + ": ";
        if (tok == "." || tok == "-") {
            result.placement.push_back(kEmpty);
            continue;
        }
        long long value = 0;
        const char* first = tok.data();
        const char* last = tok.data() + tok.size();
        if (*first == '+') ++first;
        const auto [ptr, ec] = std::from_chars(first, last, value);
        if (ec == std::errc::result_out_of_range) {
            result.error =
                where + "column " + quoted(tok) + " is out of range 0.." + std::to_string(n - 1);
            result.placement.clear();
            return result;
        }
        if (ec != std::errc() || ptr != last || first == last) {
            result.error = where + quoted(tok) + " is not a column number";
            result.placement.clear();
            return result;
        }
        if (value < 0 || value >= n) {
            result.error = where + "column " + std::to_string(value) + " is out of range 0.." +
                           std::to_string(n - 1);
            result.placement.clear();
            return result;
        }
        result.placement.push_back(static_cast<int>(value));
    }
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
