#pragma once
// PlacementParser: reads and writes placements as text.
//
// Format: the 0-based column of each row, in row order, separated by spaces, tabs, newlines
// and/or commas ("1 3 0 2", "1,3,0,2", "1, 3, 0, 2"); "." or "-" marks an empty row. Leading and
// trailing blanks are ignored. A column is written in decimal digits, optionally after one '+'
// ("+1" is 1); a '-' followed by digits is read as a negative number and refused as out of range,
// except a negative zero ("-0", "-00"), which is refused as not a column number.
//
// Errors, one line each, phrased for a user (examples for expected n = 4). Messages are plain
// printable ASCII: a quoted token shows at most 20 bytes (then "..."), with every byte outside
// 0x20..0x7e (controls, DEL, each byte of a UTF-8 character) replaced by '?'.
//   ""              -> "no columns given"
//   "1 x 0 2"       -> "row 1: \"x\" is not a column number"
//   "+-3 0 1 2"     -> "row 0: \"+-3\" is not a column number"
//   "1 -0 0 2"      -> "row 1: \"-0\" is not a column number"
//   "1 7 0 2"       -> "row 1: column 7 is out of range 0..3"
//   "1 -3 0 2"      -> "row 1: column -3 is out of range 0..3"
//   "1 3 0"         -> "wrong number of columns: expected 4, got 3"
//   ",1 3 0 2"      -> "a comma before the first column"
//   "1,,3 0 2"      -> "empty entry between commas after row 0"
//   "1 3 0 2,"      -> "a comma after the last column"
//   more than INT_MAX entries -> "too many columns"
// Every token's spelling is checked first, then the number of columns, then each column's range:
// binary junk of the wrong length reads "... is not a column number", not "wrong number".
// parse() never throws for any input bytes (std::bad_alloc aside).
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace queens {

class PlacementParser {
public:
    struct Result {
        std::vector<int> placement;  // kEmpty (-1) for "." / "-"
        std::string error;           // empty on success
        bool ok() const { return error.empty(); }
    };
    // expectedN <= 0: the number of entries decides n (and each column must be < that n).
    static Result parse(std::string_view text, int expectedN = 0);
    // Columns separated by `separator`, "." for an empty row.
    static std::string format(std::span<const int> placement, std::string_view separator = " ");
};

}  // namespace queens
