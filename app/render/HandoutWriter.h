#pragma once
// HandoutWriter: a printable PDF about the solutions of the N-Queens problem for one n <= 12:
// page 1 a table of the counts for 1..n (SolutionCounter) and how to read the boards, then every
// fundamental solution (the canonical member of each symmetry class, in lexicographic order) as
// a small captioned board drawn by BoardImageRenderer::paint. Holds no state; runs on any thread.
// Writing goes through ExportFile, so on an error or a cancel ("cancelled") nothing is left at
// the path; cancel is checked before page 1, per solution enumerated and before each board.
// Pages, geometry and progress: docs/design.md, "The handout".
#include <QCoreApplication>
#include <QSizeF>
#include <QString>
#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

#include "BoardExporter.h"
#include "ExportFile.h"

class QPainter;

class HandoutWriter {
    Q_DECLARE_TR_FUNCTIONS(HandoutWriter)

public:
    static constexpr int kMaxN = 12;

    static ExportResult write(const QString& path, int n, PaperSize paper,
                              const std::function<void(int done, int total)>& progress = {},
                              const std::atomic<bool>* cancel = nullptr);
    static int boardsPerPage(int n, PaperSize paper);
    static int pageCount(int n, PaperSize paper);  // 1 + ceil(fundamental(n) / boardsPerPage)

    // "" when n can be written, else the reason (translated, one line).
    static QString validate(int n);
    struct Counts {
        std::uint64_t total = 0;        // all solutions (A000170)
        std::uint64_t fundamental = 0;  // symmetry classes (A002562)
    };
    // Counts for one n (SolutionCounter, one thread); 1 <= n <= kMaxN.
    static Counts counts(int n);

    // The grid of boards on pages 2.., in millimetres of the page's printable area.
    struct Grid {
        int columns = 0;
        int rows = 0;
        QSizeF cell;            // one board with its caption and the gaps around it
        qreal board = 0;        // the board image's width (its height follows from the layout)
        qreal captionLine = 0;  // height of one caption line
        QSizeF area;            // printable area (page minus margins)
    };
    static Grid grid(int n, PaperSize paper);

private:
    struct Solution {
        std::vector<int> placement;
        int orbit = 0;
    };
    enum class Outcome { Done, Cancelled, Failed };
    static Outcome enumerate(int n, std::vector<Solution>& out, const std::atomic<bool>* cancel);
    static void paintSummary(QPainter& p, int n, qreal mm, const std::vector<Counts>& table,
                             const Grid& g);
    static void paintBoard(QPainter& p, int n, const Solution& s, int number, const QRectF& cell,
                           qreal mm, const Grid& g);
    static void paintFooter(QPainter& p, int page, int pages, qreal mm, const Grid& g);
};
