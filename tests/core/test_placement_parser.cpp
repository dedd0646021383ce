// PlacementParser: accepted spellings, and one specific message per kind of bad input.
#include <gtest/gtest.h>

#include <string>
#include <tuple>
#include <vector>

#include "PlacementParser.h"

using queens::PlacementParser;

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
    EXPECT_EQ(r.error.find('\n'), std::string::npos) << "messages are one line";
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
        std::make_tuple("1 3 0", 4, "expected 4 columns, got 3"),
        std::make_tuple("1 3 0 2 0", 4, "expected 4 columns, got 5"),
        std::make_tuple("1,,3 0 2", 4, "empty entry between commas after row 0"),
        std::make_tuple(",1 3 0 2", 4, "a comma before the first column"),
        std::make_tuple("1 3 0 2,", 4, "a comma after the last column"),
        std::make_tuple("99999999999999999999 0", 0,
                        "row 0: column \"99999999999999999999\" is out of range 0..1"),
        std::make_tuple(std::string("1 \x01\x02 0 2"), 4, "row 1: \"??\" is not a column number"),
        std::make_tuple("+ 3 0 2", 4, "row 0: \"+\" is not a column number")));
