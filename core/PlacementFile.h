#pragma once
// PlacementFile: the contents of a board file, as the GUI opens it with "File > Open board...".
// The text is PlacementParser's format (the 0-based column of each row, "." or "-" for an empty
// row; any position, not only a solution), plus a UTF-8 byte order mark, CRLF or CR line ends
// and '#' comment lines. read() checks size, text, emptiness, row count and syntax, in that
// order, and reports the first failure as a code (which the GUI translates) and one line of
// plain ASCII English. It never throws for any bytes (std::bad_alloc aside) and refuses a huge
// file by counting, without parsing it; pure functions, no state.
// The checks and their messages: docs/design.md, "Board files".
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
