#pragma once
// BoardFile: a board as a placement text file, read and written without any dialog (the path comes
// from BoardFileController). Format (queens::PlacementFile): the 0-based column of each row,
// separated by blanks, newlines or commas, "." for an empty row, '#' comment lines; save() writes
// one row per line through ExportFile. Every refusal is one translated line that names the file.
// A placement whose queens attack each other, or with empty rows, is a board like any other.
// See docs/design.md, "Board files".
#include <QCoreApplication>
#include <QString>
#include <span>
#include <vector>

#include "ExportFile.h"

class BoardFile {
    Q_DECLARE_TR_FUNCTIONS(BoardFile)

public:
    // Larger files are refused unread (checked on disk, and again while reading, for devices).
    static constexpr qint64 kMaxBytes = 1 << 20;

    struct Loaded {
        std::vector<int> placement;  // -1 for an empty row; placement.size() is N
        QString error;               // empty on success
        bool ok() const { return error.isEmpty(); }
    };

    // At most maxN rows; the error names the file.
    static Loaded load(const QString& path, int maxN);
    // The placement of `bytes` (the file's contents), or the reason without the file's name.
    static Loaded parse(const QByteArray& bytes, int maxN);
    // Only a ".txt" name; on failure the translated reason and the file at `path` unchanged.
    static ExportResult save(const QString& path, std::span<const int> placement);
    // "/home/ann/q.txt" in quotes, with the platform's separators: how messages name a file.
    static QString quoted(const QString& path);
};
