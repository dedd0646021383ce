#pragma once
// PlacementParser: reads and writes placements as text: the 0-based column of each row, in row
// order, separated by spaces, tabs, newlines and/or commas ("1 3 0 2", "1, 3, 0, 2"); "." or "-"
// marks an empty row. A column is decimal digits, optionally after one '+'.
// Errors are one line each, phrased for a user, plain printable ASCII (a quoted token shows at
// most 20 bytes, every byte outside 0x20..0x7e as '?'). Every token's spelling is checked first,
// then the number of columns, then each column's range, so binary junk of the wrong length
// reads "... is not a column number". parse() never throws for any input bytes (std::bad_alloc
// aside). Pure functions, no state. The messages: docs/design.md, "Board files".
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
