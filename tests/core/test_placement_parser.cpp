// PlacementParser: accepted spellings, and one specific message per kind of bad input.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <tuple>
#include <vector>

#include "PlacementParser.h"

using queens::PlacementParser;

namespace {
constexpr std::size_t kMaxMessage = 120;

// An error message is one short line of printable ASCII, whatever bytes the input held.
::testing::AssertionResult isPlainLine(const std::string& message) {
    if (message.size() > kMaxMessage)
        return ::testing::AssertionFailure() << message.size() << " bytes: " << message;
    for (std::size_t i = 0; i < message.size(); ++i) {
        const auto ch = static_cast<unsigned char>(message[i]);
        if (ch < 0x20 || ch >= 0x7f)
            return ::testing::AssertionFailure()
                   << "byte " << static_cast<int>(ch) << " at " << i << " in the message";
    }
    return ::testing::AssertionSuccess();
}
}  // namespace

TEST(PlacementParser, AcceptsSpacesCommasNewlinesAndEmptyRows) {
    const std::vector<int> want = {1, 3, 0, 2};
    for (const char* text : {"1 3 0 2", "1,3,0,2", " 1, 3,\t0 ,2 \n", "1\n3\n0\n2\n", "+1 3 0 2"}) {
        const auto r = PlacementParser::parse(text);
        ASSERT_TRUE(r.ok()) << text << ": " << r.error;
        EXPECT_EQ(r.placement, want) << text;
    }
    const auto partial = PlacementParser::parse("1 . - 2", 4);
    ASSERT_TRUE(partial.ok()) << partial.error;
    EXPECT_EQ(partial.placement, (std::vector<int>{1, -1, -1, 2}));
}

TEST(PlacementParser, FormatRoundTrips) {
    const std::vector<int> p = {4, -1, 0, 7, 3, 1, 6, 2};
    const std::string text = PlacementParser::format(p);
    EXPECT_EQ(text, "4 . 0 7 3 1 6 2");
    EXPECT_EQ(PlacementParser::parse(text).placement, p);
    EXPECT_EQ(PlacementParser::format(p, ","), "4,.,0,7,3,1,6,2");
}

class BadPlacement : public ::testing::TestWithParam<std::tuple<std::string, int, std::string>> {};

TEST_P(BadPlacement, GivesItsOwnMessage) {
    const auto& [text, n, message] = GetParam();
    const auto r = PlacementParser::parse(text, n);
    EXPECT_FALSE(r.ok());
    EXPECT_EQ(r.error, message) << "input: \"" << text << "\"";
    EXPECT_TRUE(r.placement.empty());
    EXPECT_TRUE(isPlainLine(r.error));
}

INSTANTIATE_TEST_SUITE_P(
    Table, BadPlacement,
    ::testing::Values(
        std::make_tuple("", 0, "no columns given"),
        std::make_tuple("  \n\t ", 4, "no columns given"),
        std::make_tuple("1 x 0 2", 4, "row 1: \"x\" is not a column number"),
        std::make_tuple("1 3 0 2x", 4, "row 3: \"2x\" is not a column number"),
        std::make_tuple("1.5 3 0 2", 4, "row 0: \"1.5\" is not a column number"),
        std::make_tuple("1 7 0 2", 4, "row 1: column 7 is out of range 0..3"),
        std::make_tuple("1 -3 0 2", 4, "row 1: column -3 is out of range 0..3"),
        std::make_tuple("4 0 1 2", 0, "row 0: column 4 is out of range 0..3"),
        std::make_tuple("1 3 0", 4, "wrong number of columns: expected 4, got 3"),
        std::make_tuple("1 3 0 2 0", 4, "wrong number of columns: expected 4, got 5"),
        std::make_tuple("1,,3 0 2", 4, "empty entry between commas after row 0"),
        std::make_tuple(",1 3 0 2", 4, "a comma before the first column"),
        std::make_tuple("1 3 0 2,", 4, "a comma after the last column"),
        std::make_tuple("99999999999999999999 0", 0,
                        "row 0: column \"99999999999999999999\" is out of range 0..1"),
        // Found by fuzzing: digits that overflow, then junk, are not a number (the spelling is
        // checked before the count, so also with the wrong number of columns).
        std::make_tuple("99999999999999999999x 0", 0,
                        "row 0: \"99999999999999999999...\" is not a column number"),
        std::make_tuple("1 -99999999999999999999\xff"
                        "9",
                        4, "row 1: \"-9999999999999999999...\" is not a column number"),
        std::make_tuple(std::string("1 \x01\x02 0 2"), 4, "row 1: \"??\" is not a column number"),
        std::make_tuple("+ 3 0 2", 4, "row 0: \"+\" is not a column number"),
        std::make_tuple("+-3 0 1 2", 4, "row 0: \"+-3\" is not a column number"),
        std::make_tuple("++3 0 1 2", 4, "row 0: \"++3\" is not a column number"),
        std::make_tuple("-+3 0 1 2", 4, "row 0: \"-+3\" is not a column number"),
        std::make_tuple("1 -0 0 2", 4, "row 1: \"-0\" is not a column number"),
        std::make_tuple("1 -00 0 2", 4, "row 1: \"-00\" is not a column number"),
        std::make_tuple("1 --3 0 2", 4, "row 1: \"--3\" is not a column number"),
        std::make_tuple(std::string("1 \0\0 0 2", 8), 4, "row 1: \"??\" is not a column number"),
        std::make_tuple("1 \x7f\xff 0 2", 4, "row 1: \"??\" is not a column number"),
        std::make_tuple("1 \xc3\xa9 0 2", 4, "row 1: \"??\" is not a column number"),  // U+00E9
        std::make_tuple("1 a\xe2\x80\xa8 0 2", 4,
                        "row 1: \"a???\" is not a column number"),  // U+2028
        std::make_tuple("1 abcdefghijklmnopqrstuvwxyz 0 2", 4,
                        "row 1: \"abcdefghijklmnopqrst...\" is not a column number"),
        std::make_tuple("1 abcdefghijklmnopqrst 0 2", 4,
                        "row 1: \"abcdefghijklmnopqrst\" is not a column number"),
        // The cut at 20 bytes falls inside a two-byte character: no byte of it is copied.
        std::make_tuple("1 abcdefghijklmnopqrs\xc3\xa9 0 2", 4,
                        "row 1: \"abcdefghijklmnopqrs?...\" is not a column number"),
        std::make_tuple("1234567890123456789012345 0", 0,
                        "row 0: column \"12345678901234567890...\" is out of range 0..1")));

TEST(PlacementParser, PlusAndMinusSigns) {
    EXPECT_EQ(PlacementParser::parse("+0 +02 +1", 3).placement, (std::vector<int>{0, 2, 1}));
    EXPECT_EQ(PlacementParser::parse("- +1 -", 3).placement, (std::vector<int>{-1, 1, -1}));
}

// Random bytes, seeded: parse never throws, every message is a short plain line, and every
// accepted placement has the expected size and columns in range (or -1).
TEST(PlacementParser, RandomBytesNeverThrowAndGivePlainMessages) {
    std::mt19937 rng(2024);
    // Biased towards the bytes the grammar cares about, so that deep paths are reached too.
    const std::string alphabet = "0123456789 ,.-+\t\n\r";
    int accepted = 0;
    for (int trial = 0; trial < 5000; ++trial) {
        const std::size_t length = rng() % 40;
        std::string text;
        for (std::size_t i = 0; i < length; ++i) {
            if (rng() % 3 == 0)
                text += static_cast<char>(rng() % 256);
            else
                text += alphabet[rng() % alphabet.size()];
        }
        const int expectedN = static_cast<int>(rng() % 8);
        PlacementParser::Result r;
        ASSERT_NO_THROW(r = PlacementParser::parse(text, expectedN)) << "trial " << trial;
        if (!r.ok()) {
            EXPECT_TRUE(r.placement.empty()) << "trial " << trial;
            EXPECT_TRUE(isPlainLine(r.error)) << "trial " << trial;
            continue;
        }
        ++accepted;
        const int n = static_cast<int>(r.placement.size());
        ASSERT_GT(n, 0);
        if (expectedN > 0) {
            EXPECT_EQ(n, expectedN) << "trial " << trial;
        }
        for (int c : r.placement) EXPECT_TRUE(c == -1 || (c >= 0 && c < n)) << "trial " << trial;
    }
    EXPECT_GT(accepted, 0) << "the generator must also produce valid placements";
}
