#pragma once
// BoardFile: a board as a placement text file, read and written without any dialog (the File
// menu's Open board… and Save board… only supply the path; BoardFileController).
//
// Format (queens::PlacementFile, which reads it): the 0-based column of each row, in row order,
// separated by blanks, newlines or commas; "." for an empty row; '#' comment lines. Any number
// of rows up to maxN is a board of that N. A UTF-8 byte order mark and CRLF line ends are
// accepted. save() writes one row per line.
//
// load(path, maxN) refuses, with error() = one translated line that names the file
// ("Cannot open "/home/ann/q.txt": the file is empty."):
//   no file name; a file that does not exist; a folder; a file larger than kMaxBytes (checked on
//   disk before reading, and again while reading, for devices); a file the system will not let
//   us read (its reason: "Permission denied", "Input/output error"); and by PlacementFile's
//   error code: an empty file; a file of blanks or comments only; bytes that are not text (NUL,
//   other control bytes, invalid UTF-8: a PNG or an ELF file); more rows than maxN; and
//   whatever the parser refuses (its English detail: "row 1: column 9 is out of range 0..3"). A
//   placement whose queens attack each other, or with empty rows, is a board like any other: it
//   loads.
// save(path, placement) writes through ExportFile (a temporary file renamed into place): only
// a ".txt" name; on failure the translated reason ("Cannot save "/x/q.txt": the folder "/x"
// does not exist") and the path unchanged.
#include <QCoreApplication>
#include <QString>
#include <span>
#include <vector>

#include "ExportFile.h"

class BoardFile {
    Q_DECLARE_TR_FUNCTIONS(BoardFile)

public:
    // Larger files are refused unread: N = 1,000 written one column per line is under 5 KB.
    static constexpr qint64 kMaxBytes = 1 << 20;

    struct Loaded {
        std::vector<int> placement;  // -1 for an empty row; placement.size() is N
        QString error;               // empty on success
        bool ok() const { return error.isEmpty(); }
    };

    static Loaded load(const QString& path, int maxN);
    // The placement of `bytes` (the file's contents), or the reason without the file's name.
    static Loaded parse(const QByteArray& bytes, int maxN);
    static ExportResult save(const QString& path, std::span<const int> placement);
    // "/home/ann/q.txt" in quotes, with the platform's separators: how messages name a file.
    static QString quoted(const QString& path);
};
