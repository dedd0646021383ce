#pragma once
// SolutionListWriter: a list of solutions to a file, pulled one row at a time (a list of
// millions is never held whole), written through ExportFile (nothing half-written is left).
//   Text (any name not ending in .csv, e.g. ".txt"): one solution per line, the 0-based columns
//     of rows 0..n-1 separated by single spaces, as `queenslab-cli solutions` prints them.
//   CSV (".csv", any case): a header "solution,class,orbit,r0,...,r{n-1}", then one line per
//     row: index, classIndex, orbitSize, the n columns (the fields of SolutionCatalog::Entry).
// Lines end in "\n". A row whose placement size is not n fails the write (nothing left).
// cancel (may be null) is read before every row: when set the write stops, the temporary file
// is discarded and the result is ok = false with error "cancelled" (ExportFile::cancel()).
#include <QCoreApplication>
#include <QString>
#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

#include "ExportFile.h"

class SolutionListWriter {
    Q_DECLARE_TR_FUNCTIONS(SolutionListWriter)

public:
    struct Row {
        std::uint64_t index = 0;
        std::uint64_t classIndex = 0;
        int orbitSize = 0;
        std::vector<int> placement;
    };
    // `next` fills a row and returns true, or returns false at the end (pull, so lists are never
    // held whole); cancel may be null.
    static ExportResult write(const QString& path, int n, const std::function<bool(Row&)>& next,
                              const std::atomic<bool>* cancel = nullptr);

    static bool isCsv(const QString& path);  // the name ends in ".csv" (any case)
    static QString csvHeader(int n);         // "solution,class,orbit,r0,...,r{n-1}"
    // The buffered text is handed to the file every kFlushBytes.
    static constexpr int kFlushBytes = 1 << 16;
};
