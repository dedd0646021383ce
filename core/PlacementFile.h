#pragma once
// PlacementFile: the contents of a board file, as the GUI opens it with "File > Open board...".
//
// The text is PlacementParser's format (see PlacementParser.h): the 0-based column of each row, in
// row order, separated by spaces, tabs, newlines and/or commas, "." or "-" for an empty row. The
// number of entries is the board's N, and every column must be in 0..N-1. Duplicate columns and
// attacking queens are fine: a file may hold any position (a student's board), not only a solution.
// On top of that format, a file may have:
//   - a UTF-8 byte order mark (EF BB BF) at its very start, which is skipped;
//   - CRLF (Windows) or lone CR line ends as well as LF;
//   - comment lines: a line whose first non-blank character is '#' is ignored up to its line end
//     ("# 8 queens, solution 1"). A '#' after a column on the same line is not a comment, and reads
//     as "... is not a column number".
//
// read() checks, in this order, and stops at the first failure (message examples, maxN = 64):
//   TooLarge     more than maxBytes bytes (default kMaxBytes, 64 MiB), refused before looking at
//                the bytes: "the file is too large: 70000000 bytes; a board file holds at most
//                67108864"
//   NotText      a NUL byte, another control byte than tab/LF/CR, DEL, or bytes that are not
//                UTF-8 (anywhere, comments included): "not a text file: byte 0x00 on line 3"
//   Empty        no entries and no commas outside comments: "the file holds no columns"
//   TooManyRows  more than maxN entries: "the board has 100 rows; the GUI shows at most 64".
//                Exception: when one of the first maxN + 1 entries is not spelled like a column,
//                the file is junk, not a large board: the error is Parse, the parser's message
//                for the text up to that entry (usually "row 2: \"x\" is not a column number").
//   Parse        PlacementParser::parse(text without BOM and comments) failed; `error` is the
//                parser's message, unchanged (e.g. "row 1: column 7 is out of range 0..3").
// On a text file with at most maxN entries, no BOM and no comments, read() gives exactly what
// PlacementParser::parse(bytes) gives, with its "no columns given" as Empty (the fuzz target
// fuzz_placement_file checks it).
// Every message is one line of printable ASCII. The GUI translates by `code` (and shows
// `error` as the detail of a Parse error), so it needs no parsing of the English text.
// read() never throws for any bytes (std::bad_alloc aside). Memory: at most one copy of the bytes
// (only when there are comments), and the parser's per-entry arrays only for at most maxN entries
// (maxN + 1 for junk): a 64 MiB file of "0 0 0 ..." is refused by counting, not by parsing it.
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace queens {

class PlacementFile {
public:
    static constexpr std::size_t kMaxBytes = std::size_t{64} << 20;  // 64 MiB

    enum class Error { None, TooLarge, NotText, Empty, TooManyRows, Parse };

    struct Result {
        std::vector<int> placement;  // column per row, -1 for an empty row; empty on error
        Error code = Error::None;
        std::string error;  // one line, plain English; empty on success
        bool ok() const { return code == Error::None; }
    };

    // `bytes` is the whole file. maxN >= 1 is the largest board the caller shows; maxN <= 0 sets
    // no limit on rows (the byte limit still applies). A caller reading from disk should compare
    // the file's size with kMaxBytes before reading it.
    static Result read(std::string_view bytes, int maxN, std::size_t maxBytes = kMaxBytes);
};

}  // namespace queens
