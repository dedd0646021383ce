// PlacementFile: the board file the GUI opens. Round trips against PlacementParser::format for
// random placements, every error code with its message, and the file conventions (BOM, CRLF,
// comment lines). The expected placements are written here by hand or generated, not read back
// through the code under test.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "PlacementFile.h"
#include "PlacementParser.h"

using queens::PlacementFile;
using queens::PlacementParser;
using Error = PlacementFile::Error;

namespace {
constexpr int kMaxN = 64;
const std::vector<int> kFour = {1, 3, 0, 2};

::testing::AssertionResult isPlainLine(const std::string& message) {
    if (message.empty() || message.size() > 160)
        return ::testing::AssertionFailure() << message.size() << " bytes: " << message;
    for (const char c : message) {
        const auto ch = static_cast<unsigned char>(c);
        if (ch < 0x20 || ch >= 0x7f)
            return ::testing::AssertionFailure() << "byte " << int(ch) << " in " << message;
    }
    return ::testing::AssertionSuccess();
}

void expectError(std::string_view bytes, int maxN, Error code, const std::string& message) {
    const auto r = PlacementFile::read(bytes, maxN);
    EXPECT_EQ(r.code, code) << r.error;
    EXPECT_EQ(r.error, message);
    EXPECT_FALSE(r.ok());
    EXPECT_TRUE(r.placement.empty());
    EXPECT_TRUE(isPlainLine(r.error));
}
}  // namespace

TEST(PlacementFile, RoundTripsRandomPlacementsWithEverySeparator) {
    std::mt19937 rng(20261127);
    for (int trial = 0; trial < 300; ++trial) {
        const int n = std::uniform_int_distribution<int>(1, kMaxN)(rng);
        std::vector<int> want(n);
        for (int& c : want) c = std::uniform_int_distribution<int>(-1, n - 1)(rng);
        for (const char* sep : {" ", ",", ", ", "\n", "\r\n", "\t"}) {
            const auto r = PlacementFile::read(PlacementParser::format(want, sep), kMaxN);
            ASSERT_TRUE(r.ok()) << r.error;
            EXPECT_EQ(r.code, Error::None);
            EXPECT_TRUE(r.error.empty());
            EXPECT_EQ(r.placement, want) << "n = " << n << ", separator '" << sep << "'";
        }
    }
}

TEST(PlacementFile, AcceptsBomCrlfAndCommentLines) {
    for (const char* text : {
             "1 3 0 2",
             "\xEF\xBB\xBF"
             "1 3 0 2\n",
             "1\r\n3\r\n0\r\n2\r\n",
             "1\r3\r0\r2\r",  // lone CR (old Mac)
             "# 4 queens, a solution\n1 3 0 2\n",
             "\xEF\xBB\xBF# board\r\n1\r\n# the second row\r\n3\r\n0\r\n2\r\n# end",
             "   # indented comment\n\t#another\n1,3,\n# between the entries\n0,2",
             "# \xE6\xA3\x8B\xE7\x9B\x98 (UTF-8 in a comment)\n1 3 0 2",
             "#\n#\n1 3 0 2\n#",
         }) {
        const auto r = PlacementFile::read(text, kMaxN);
        ASSERT_TRUE(r.ok()) << text << ": " << r.error;
        EXPECT_EQ(r.placement, kFour) << text;
    }
}

TEST(PlacementFile, KeepsNonSolutionsAndEmptyRows) {
    const auto dup = PlacementFile::read("0 0 0 0\n", kMaxN);
    ASSERT_TRUE(dup.ok()) << dup.error;
    EXPECT_EQ(dup.placement, (std::vector<int>{0, 0, 0, 0}));
    const auto partial = PlacementFile::read("1 . - 2", kMaxN);
    ASSERT_TRUE(partial.ok()) << partial.error;
    EXPECT_EQ(partial.placement, (std::vector<int>{1, -1, -1, 2}));
}

TEST(PlacementFile, RefusesATooLargeFileBeforeReadingIt) {
    // The NUL at the end is past the limit: the size is refused first.
    std::string big(100, '0');
    big[50] = ' ';
    big += '\0';
    const auto r = PlacementFile::read(big, kMaxN, 100);
    EXPECT_EQ(r.code, Error::TooLarge);
    EXPECT_EQ(r.error, "the file is too large: 101 bytes; a board file holds at most 100");
    EXPECT_EQ(PlacementFile::read(std::string(100, ' ') + "0", kMaxN, 101).code, Error::None);
    EXPECT_EQ(PlacementFile::kMaxBytes, 64u * 1024 * 1024);
}

TEST(PlacementFile, RefusesBinaryAsNotText) {
    using namespace std::string_literals;
    expectError("1 \0 0 2"s, kMaxN, Error::NotText, "not a text file: byte 0x00 on line 1");
    expectError("1\n3\r\n0\r\x01 2"s, kMaxN, Error::NotText,
                "not a text file: byte 0x01 on line 4");
    expectError("\x89PNG\r\n\x1a\n"s, kMaxN, Error::NotText,
                "not a text file: byte 0x89 on line 1");
    expectError("1 3 0 2\x7f"s, kMaxN, Error::NotText, "not a text file: byte 0x7F on line 1");
    expectError("# \xC0\xAF overlong\n1"s, kMaxN, Error::NotText,
                "not a text file: byte 0xC0 on line 1");
    expectError("1\n\xED\xA0\x80"s, kMaxN, Error::NotText, "not a text file: byte 0xED on line 2");
    expectError("1 \xE4\xB8"s, kMaxN, Error::NotText, "not a text file: byte 0xE4 on line 1");
    expectError("\xEF\xBB\xBF\xEF\xBB"s, kMaxN, Error::NotText,
                "not a text file: byte 0xEF on line 1");
    // Well-formed UTF-8 outside a comment is text, and reads as a bad entry (with '?' for it).
    expectError("1 \xE4\xB8\xAD 0 2", kMaxN, Error::Parse, "row 1: \"???\" is not a column number");
}

TEST(PlacementFile, RefusesAFileWithoutColumns) {
    for (const char* text : {"", "   \n\t\r\n", "\xEF\xBB\xBF", "# only a comment\n# and another"})
        expectError(text, kMaxN, Error::Empty, "the file holds no columns");
    // A lone comma is the parser's to explain.
    expectError(",", kMaxN, Error::Parse, "a comma before the first column");
}

TEST(PlacementFile, RefusesMoreRowsThanTheGuiShows) {
    expectError("0 1 2 3 4", 4, Error::TooManyRows,
                "the board has 5 rows; the GUI shows at most 4");
    std::string huge;
    for (int i = 0; i < 100000; ++i) huge += "0 ";
    expectError(huge, kMaxN, Error::TooManyRows,
                "the board has 100000 rows; the GUI shows at most 64");
    // Exactly maxN rows is fine; maxN <= 0 is no limit.
    EXPECT_TRUE(PlacementFile::read("0 1 2 3", 4).ok());
    const auto unlimited = PlacementFile::read(huge, 0);
    ASSERT_TRUE(unlimited.ok()) << unlimited.error;
    EXPECT_EQ(unlimited.placement, std::vector<int>(100000, 0));
}

TEST(PlacementFile, JunkAmongTheFirstRowsIsJunkNotALargeBoard) {
    expectError("0 1 x 3 4", 4, Error::Parse, "row 2: \"x\" is not a column number");
    // Junk only past maxN + 1 entries: too many rows.
    expectError("0 1 2 3 4 x", 4, Error::TooManyRows,
                "the board has 6 rows; the GUI shows at most 4");
    // Prose is junk, however long.
    expectError("Dear teacher, here is my board: it has queens everywhere", 4, Error::Parse,
                "row 0: \"Dear\" is not a column number");
}

TEST(PlacementFile, ForwardsTheParsersMessage) {
    expectError("1 7 0 2", kMaxN, Error::Parse, "row 1: column 7 is out of range 0..3");
    expectError("1,,3 0 2", kMaxN, Error::Parse, "empty entry between commas after row 0");
    expectError("1 3 0 2,", kMaxN, Error::Parse, "a comma after the last column");
    // A '#' after an entry is not a comment.
    expectError("1 3 0 2 # four queens", kMaxN, Error::Parse,
                "row 4: \"#\" is not a column number");
    // The rows count entries, not lines: comments do not shift them.
    expectError("# header\n1\n# note\n9\n0\n2\n", kMaxN, Error::Parse,
                "row 1: column 9 is out of range 0..3");
}
