// libFuzzer target for PlacementParser (docs/development.md, "Fuzzing").
//
// Input: the first byte chooses the expected n (bytes 0..127: none, i.e. expectedN = 0, the
// number of entries decides n; 128..255: expectedN = byte - 128, so 0..127), the rest is the text.
// Invariants checked, each a __builtin_trap() when broken:
//   - parse() never throws;
//   - on success: at least one column, n == expectedN when one is given, every column is -1 or in
//     0..n-1; format() of the result, with each separator, parses back to the same placement;
//   - on failure: the placement is empty and the error is one line of printable ASCII, at most
//     kMaxMessage bytes;
//   - the outcome agrees with an independent reference reader written here from the header's
//     contract (same accept/refuse, same placement, same kind of error and the same row).
// The same file builds the libFuzzer program (clang, QUEENSLAB_FUZZ) and, with CorpusReplay.cpp,
// the ctest fuzz_corpus_replay_fuzz_placement_parser in every build.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "PlacementParser.h"

using queens::PlacementParser;

namespace {
constexpr std::size_t kMaxMessage = 160;

void check(bool condition) {
    if (!condition) __builtin_trap();
}

bool isPlainLine(const std::string& message) {
    if (message.empty() || message.size() > kMaxMessage) return false;
    for (const char c : message) {
        const auto ch = static_cast<unsigned char>(c);
        if (ch < 0x20 || ch >= 0x7f) return false;
    }
    return true;
}

// The reference reader: what the header promises, written without looking at the parser's loop.
enum class Kind { Ok, NoColumns, Comma, NotNumber, WrongCount, OutOfRange };
struct Expected {
    Kind kind = Kind::Ok;
    std::size_t row = 0;  // for NotNumber / OutOfRange
    std::vector<int> placement;
};

bool blank(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

Expected reference(std::string_view text, int expectedN) {
    Expected e;
    // Split into entries and separators; a comma must stand between two entries.
    std::vector<std::string_view> tokens;
    bool pendingComma = false;
    std::size_t i = 0;
    while (i < text.size()) {
        if (blank(text[i])) {
            ++i;
        } else if (text[i] == ',') {
            if (tokens.empty() || pendingComma) return {Kind::Comma, 0, {}};
            pendingComma = true;
            ++i;
        } else {
            std::size_t j = i;
            while (j < text.size() && !blank(text[j]) && text[j] != ',') ++j;
            tokens.push_back(text.substr(i, j - i));
            pendingComma = false;
            i = j;
        }
    }
    if (pendingComma) return {Kind::Comma, 0, {}};
    if (tokens.empty()) return {Kind::NoColumns, 0, {}};
    // Spelling of every entry: "." / "-", or an optional sign and at least one digit; a negative
    // zero is not a column number. Values saturate: anything past 10^12 is out of range anyway.
    struct Value {
        bool empty = false;
        bool negative = false;
        long long magnitude = 0;
    };
    std::vector<Value> values;
    for (std::size_t row = 0; row < tokens.size(); ++row) {
        const std::string_view t = tokens[row];
        if (t == "." || t == "-") {
            values.push_back({true, false, 0});
            continue;
        }
        std::size_t k = 0;
        const bool negative = t[0] == '-';
        if (t[0] == '+' || t[0] == '-') k = 1;
        if (k == t.size()) return {Kind::NotNumber, row, {}};
        long long magnitude = 0;
        for (; k < t.size(); ++k) {
            if (t[k] < '0' || t[k] > '9') return {Kind::NotNumber, row, {}};
            magnitude = magnitude * 10 + (t[k] - '0');
            if (magnitude > 1'000'000'000'000LL) magnitude = 1'000'000'000'000LL;
        }
        if (negative && magnitude == 0) return {Kind::NotNumber, row, {}};
        values.push_back({false, negative, magnitude});
    }
    if (expectedN > 0 && tokens.size() != static_cast<std::size_t>(expectedN))
        return {Kind::WrongCount, 0, {}};
    const long long n = expectedN > 0 ? expectedN : static_cast<long long>(tokens.size());
    for (std::size_t row = 0; row < values.size(); ++row) {
        const Value& v = values[row];
        if (v.empty) {
            e.placement.push_back(-1);
        } else if (v.negative || v.magnitude >= n) {
            return {Kind::OutOfRange, row, {}};
        } else {
            e.placement.push_back(static_cast<int>(v.magnitude));
        }
    }
    return e;
}

bool startsWith(const std::string& s, std::string_view prefix) {
    return s.compare(0, prefix.size(), prefix) == 0;
}
bool endsWith(const std::string& s, std::string_view suffix) {
    return s.size() >= suffix.size() &&
           s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// The kind of a message, matched whole (a quoted token may hold any of these words).
Kind kindOf(const std::string& error) {
    if (error == "no columns given") return Kind::NoColumns;
    if (error == "a comma before the first column" || error == "a comma after the last column" ||
        startsWith(error, "empty entry between commas after row "))
        return Kind::Comma;
    if (startsWith(error, "row ") && endsWith(error, "\" is not a column number"))
        return Kind::NotNumber;
    if (startsWith(error, "wrong number of columns: expected ")) return Kind::WrongCount;
    if (startsWith(error, "row ") && error.find(": column ") != std::string::npos &&
        error.find(" is out of range 0..") != std::string::npos)
        return Kind::OutOfRange;
    __builtin_trap();  // a message the header does not document
}

void checkRoundTrip(const std::vector<int>& placement, int expectedN) {
    for (const std::string_view sep : {" ", ",", ", ", "\n", "\r\n", "\t"}) {
        const std::string text = PlacementParser::format(placement, sep);
        const auto again = PlacementParser::parse(text, expectedN);
        check(again.ok());
        check(again.placement == placement);
        const auto free = PlacementParser::parse(text);
        check(free.ok() && free.placement == placement);
    }
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const int expectedN = data[0] < 128 ? 0 : data[0] - 128;
    const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);

    PlacementParser::Result r;
    try {
        r = PlacementParser::parse(text, expectedN);
    } catch (...) {
        __builtin_trap();
    }
    const Expected want = reference(text, expectedN);
    if (r.ok()) {
        check(want.kind == Kind::Ok);
        check(r.placement == want.placement);
        check(!r.placement.empty());
        const int n = static_cast<int>(r.placement.size());
        if (expectedN > 0) check(n == expectedN);
        for (const int c : r.placement) check(c == -1 || (c >= 0 && c < n));
        checkRoundTrip(r.placement, expectedN);
    } else {
        check(r.placement.empty());
        check(isPlainLine(r.error));
        const Kind got = kindOf(r.error);
        check(got == want.kind);
        if (got == Kind::NotNumber || got == Kind::OutOfRange)
            check(startsWith(r.error, "row " + std::to_string(want.row) + ": "));
    }
    return 0;
}
