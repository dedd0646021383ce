// libFuzzer target for PlacementFile, the board file the GUI opens.
//
// Input: the first byte chooses the limits (low 7 bits: maxN, 0 = no limit on rows; high bit: a
// byte limit of 256 instead of 64 MiB, to reach TooLarge), the rest is the file.
// Invariants checked, each a __builtin_trap() when broken:
//   - read() never throws;
//   - on success: code None, no message, at least one row, at most maxN rows, every column -1 or
//     in 0..n-1; the placement written out (PlacementParser::format, CRLF, a BOM and a comment
//     line) reads back the same;
//   - on failure: a code, no placement, a message of one line of printable ASCII;
//   - TooLarge exactly when the file is over the byte limit; a file with an ASCII control byte
//     (not tab/LF/CR) or DEL is NotText; a file of printable ASCII, tab, LF and CR never is;
//   - on printable ASCII without '#' and without BOM it agrees with PlacementParser::parse (the
//     same placement or the same message; "no columns given" is Empty), and past maxN entries it
//     is TooManyRows or a Parse error the parser also reports as an error;
//   - a BOM in front, a comment line in front, or CRLF for LF changes nothing (but the line
//     number a NotText message names).
// The same file builds the libFuzzer program (clang, QUEENSLAB_FUZZ) and, with CorpusReplay.cpp,
// the ctest fuzz_corpus_replay_placement_file in every build.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "PlacementFile.h"
#include "PlacementParser.h"

using queens::PlacementFile;
using queens::PlacementParser;
using Error = PlacementFile::Error;

namespace {
constexpr std::size_t kMaxMessage = 160;
constexpr std::string_view kBom = "\xEF\xBB\xBF";

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

bool blank(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

// Entries as the format defines them: runs of bytes that are neither blank nor a comma.
std::size_t countEntries(std::string_view text) {
    std::size_t count = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const bool inEntry = !blank(text[i]) && text[i] != ',';
        const bool startsEntry = inEntry && (i == 0 || blank(text[i - 1]) || text[i - 1] == ',');
        if (startsEntry) ++count;
    }
    return count;
}

bool hasControl(std::string_view s) {
    for (const char c : s) {
        const auto ch = static_cast<unsigned char>(c);
        if ((ch < 0x20 && c != '\t' && c != '\n' && c != '\r') || ch == 0x7f) return true;
    }
    return false;
}

bool isPlainAscii(std::string_view s) {
    for (const char c : s) {
        const auto ch = static_cast<unsigned char>(c);
        if (ch >= 0x80 || ((ch < 0x20 && c != '\t' && c != '\n' && c != '\r') || ch == 0x7f))
            return false;
    }
    return true;
}

PlacementFile::Result read(std::string_view bytes, int maxN, std::size_t maxBytes) {
    try {
        return PlacementFile::read(bytes, maxN, maxBytes);
    } catch (...) {
        __builtin_trap();
    }
}

// Same outcome; the message too unless it names a line (NotText).
void checkSame(const PlacementFile::Result& a, const PlacementFile::Result& b) {
    check(a.code == b.code);
    check(a.placement == b.placement);
    if (a.code != Error::NotText) check(a.error == b.error);
}

std::string crlf(std::string_view s) {
    std::string out;
    for (const char c : s) {
        if (c == '\n') out += '\r';
        out += c;
    }
    return out;
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const int maxN = data[0] & 0x7f;
    const std::size_t maxBytes = (data[0] & 0x80) ? 256 : PlacementFile::kMaxBytes;
    const std::string_view bytes(reinterpret_cast<const char*>(data + 1), size - 1);

    const PlacementFile::Result r = read(bytes, maxN, maxBytes);
    check((r.code == Error::TooLarge) == (bytes.size() > maxBytes));
    if (r.ok()) {
        check(r.error.empty());
        check(!r.placement.empty());
        const int n = static_cast<int>(r.placement.size());
        if (maxN > 0) check(n <= maxN);
        for (const int c : r.placement) check(c == -1 || (c >= 0 && c < n));
        const std::string lf = PlacementParser::format(r.placement, "\n");
        check(read(lf, maxN, PlacementFile::kMaxBytes).placement == r.placement);
        const std::string dressed =
            std::string(kBom) + "# written back\r\n" + PlacementParser::format(r.placement, "\r\n");
        check(read(dressed, maxN, PlacementFile::kMaxBytes).placement == r.placement);
    } else {
        check(r.placement.empty());
        check(isPlainLine(r.error));
    }
    if (r.code == Error::TooLarge) return 0;

    const bool bom = bytes.substr(0, kBom.size()) == kBom;
    const std::string_view body = bom ? bytes.substr(kBom.size()) : bytes;
    if (hasControl(body)) check(r.code == Error::NotText);
    if (isPlainAscii(body)) check(r.code != Error::NotText);

    if (!bom && isPlainAscii(bytes) && bytes.find('#') == std::string_view::npos) {
        PlacementParser::Result p;
        try {
            p = PlacementParser::parse(bytes);
        } catch (...) {
            __builtin_trap();
        }
        const std::size_t entries = countEntries(bytes);
        if (maxN == 0 || entries <= static_cast<std::size_t>(maxN)) {
            check(r.placement == p.placement);
            if (p.ok()) {
                check(r.ok());
            } else if (p.error == "no columns given") {
                check(r.code == Error::Empty);
            } else {
                check(r.code == Error::Parse && r.error == p.error);
            }
        } else {
            check(r.code == Error::TooManyRows || (r.code == Error::Parse && !p.ok()));
        }
    }

    if (!bom) {
        const auto big = PlacementFile::kMaxBytes;
        checkSame(read(std::string(kBom) + std::string(bytes), maxN, big), r);
        checkSame(read("# a comment\n" + std::string(bytes), maxN, big), r);
        checkSame(read(" \t# another, 1 2 3\r\n" + std::string(bytes), maxN, big), r);
        checkSame(read(crlf(bytes), maxN, big), r);
    }
    return 0;
}
