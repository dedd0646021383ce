#include "PlacementFile.h"

#include <cstdio>

#include "PlacementParser.h"

namespace queens {

namespace {
constexpr std::string_view kBom = "\xEF\xBB\xBF";

bool isBlank(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

bool isContinuation(unsigned char c) {
    return c >= 0x80 && c <= 0xBF;
}

// The offset of the first byte that is not text (a control byte other than tab/LF/CR, DEL, or a
// byte that does not start or continue well-formed UTF-8), or npos when all of `s` is text.
std::size_t firstNonText(std::string_view s) {
    std::size_t i = 0;
    while (i < s.size()) {
        const auto c = static_cast<unsigned char>(s[i]);
        if (c < 0x80) {
            if ((c < 0x20 && c != '\t' && c != '\n' && c != '\r') || c == 0x7F) return i;
            ++i;
            continue;
        }
        // Well-formed UTF-8 (RFC 3629): no overlong forms, no surrogates, nothing past U+10FFFF.
        std::size_t length = 0;
        unsigned char low = 0x80, high = 0xBF;  // the range of the second byte
        if (c >= 0xC2 && c <= 0xDF) {
            length = 2;
        } else if (c >= 0xE0 && c <= 0xEF) {
            length = 3;
            if (c == 0xE0) low = 0xA0;
            if (c == 0xED) high = 0x9F;
        } else if (c >= 0xF0 && c <= 0xF4) {
            length = 4;
            if (c == 0xF0) low = 0x90;
            if (c == 0xF4) high = 0x8F;
        } else {
            return i;
        }
        if (s.size() - i < length) return i;
        const auto second = static_cast<unsigned char>(s[i + 1]);
        if (second < low || second > high) return i;
        for (std::size_t k = 2; k < length; ++k)
            if (!isContinuation(static_cast<unsigned char>(s[i + k]))) return i;
        i += length;
    }
    return std::string_view::npos;
}

// 1-based line of `offset`: LF, CRLF and a lone CR each end a line.
std::size_t lineOf(std::string_view s, std::size_t offset) {
    std::size_t line = 1;
    for (std::size_t i = 0; i < offset; ++i) {
        if (s[i] == '\n' || (s[i] == '\r' && (i + 1 >= s.size() || s[i + 1] != '\n'))) ++line;
    }
    return line;
}

// `body` without its comment lines (their line ends stay, so no two entries join).
std::string withoutComments(std::string_view body) {
    std::string text;
    text.reserve(body.size());
    bool lineStart = true;  // only blanks so far on this line
    std::size_t i = 0;
    while (i < body.size()) {
        const char c = body[i];
        if (c == '\n' || c == '\r') {
            lineStart = true;
        } else if (lineStart && c == '#') {
            while (i < body.size() && body[i] != '\n' && body[i] != '\r') ++i;
            continue;
        } else if (c != ' ' && c != '\t') {
            lineStart = false;
        }
        text += c;
        ++i;
    }
    return text;
}

// Spelled like a column as PlacementParser reads it: "." or "-", or an optional sign and digits
// only, not a negative zero. (Its range is not looked at.)
bool spelledLikeColumn(std::string_view token) {
    if (token == "." || token == "-") return true;
    const bool negative = token.front() == '-';
    const std::size_t start = (negative || token.front() == '+') ? 1 : 0;
    if (start == token.size()) return false;
    bool allZero = true;
    for (std::size_t i = start; i < token.size(); ++i) {
        if (token[i] < '0' || token[i] > '9') return false;
        if (token[i] != '0') allZero = false;
    }
    return !(negative && allZero);
}

struct Entries {
    std::size_t count = 0;   // entries (what the parser calls columns)
    std::size_t commas = 0;  // commas between them
    std::size_t badEnd = 0;  // end of the first ill-spelled entry among the first `checked`
    bool bad = false;
};

// Counts the entries without storing them; checks the spelling of the first `checked`.
Entries countEntries(std::string_view text, std::size_t checked) {
    Entries e;
    std::size_t i = 0;
    while (i < text.size()) {
        if (isBlank(text[i])) {
            ++i;
        } else if (text[i] == ',') {
            ++e.commas;
            ++i;
        } else {
            const std::size_t start = i;
            while (i < text.size() && !isBlank(text[i]) && text[i] != ',') ++i;
            if (!e.bad && e.count < checked && !spelledLikeColumn(text.substr(start, i - start))) {
                e.bad = true;
                e.badEnd = i;
            }
            ++e.count;
        }
    }
    return e;
}

PlacementFile::Result failure(PlacementFile::Error code, std::string message) {
    PlacementFile::Result r;
    r.code = code;
    r.error = std::move(message);
    return r;
}

std::string hexByte(unsigned char c) {
    char buf[8];
    std::snprintf(buf, sizeof buf, "0x%02X", static_cast<unsigned>(c));
    return buf;
}
}  // namespace

PlacementFile::Result PlacementFile::read(std::string_view bytes, int maxN, std::size_t maxBytes) {
    if (bytes.size() > maxBytes) {
        return failure(Error::TooLarge, "the file is too large: " + std::to_string(bytes.size()) +
                                            " bytes; a board file holds at most " +
                                            std::to_string(maxBytes));
    }
    std::string_view body = bytes;
    if (body.substr(0, kBom.size()) == kBom) body.remove_prefix(kBom.size());
    if (const std::size_t at = firstNonText(body); at != std::string_view::npos) {
        return failure(Error::NotText, "not a text file: byte " +
                                           hexByte(static_cast<unsigned char>(body[at])) +
                                           " on line " + std::to_string(lineOf(body, at)));
    }
    std::string stripped;
    std::string_view text = body;
    if (body.find('#') != std::string_view::npos) {
        stripped = withoutComments(body);
        text = stripped;
    }
    const std::size_t limit = maxN > 0 ? static_cast<std::size_t>(maxN) : 0;
    const Entries entries = countEntries(text, limit > 0 ? limit + 1 : 0);
    if (entries.count == 0 && entries.commas == 0)
        return failure(Error::Empty, "the file holds no columns");
    if (limit > 0 && entries.count > limit) {
        if (entries.bad) {
            // Junk among the first rows: say what is wrong with it, not how long it is. The parser
            // sees at most limit + 1 entries, so this costs no more memory than a legal board.
            PlacementParser::Result junk = PlacementParser::parse(text.substr(0, entries.badEnd));
            if (!junk.ok()) return failure(Error::Parse, std::move(junk.error));
        }
        return failure(Error::TooManyRows, "the board has " + std::to_string(entries.count) +
                                               " rows; the GUI shows at most " +
                                               std::to_string(limit));
    }
    PlacementParser::Result parsed = PlacementParser::parse(text);
    if (!parsed.ok()) return failure(Error::Parse, std::move(parsed.error));
    Result r;
    r.placement = std::move(parsed.placement);
    return r;
}

}  // namespace queens
