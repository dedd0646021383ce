#pragma once
// HandoutWriter: a printable PDF about the solutions of the N-Queens problem for one n <= 12.
//
// Page 1: the title "Solutions of the N-Queens problem for n = N", a table of the counts for
// n = 1..N (all solutions and fundamental solutions, computed by SolutionCounter, nothing taken
// from a table), a short explanation of what a fundamental solution is, and how to read the
// boards that follow.
// Pages 2..m: every fundamental solution of N, one per symmetry class: the class's canonical
// member, i.e. the lexicographically smallest of its 8 images (SolutionEnumerator lists the
// solutions in lexicographic order; a solution is kept when Symmetry::canonical returns it
// unchanged, so the boards come in lexicographic order too). Each is a small board drawn by
// BoardImageRenderer::paint (vector shapes, the queen from queen.svg) in a grid, captioned
// "No. k · orbit s" (s = 1, 2, 4 or 8: the number of distinct solutions in its class) and its
// columns (the column of each row's queen, top row first, counted from 0). Every page has the
// footer "page k of m".
//
// Geometry: A4 or Letter portrait (BoardExporter::pageSize), 15 mm margins, 300 dpi coordinates.
// Boards per row: 4 (n <= 5), 5 (n <= 8), 6 (n >= 9); as many rows as fit the page's height
// (grid()). Hence pageCount = 1 + ceil(fundamental(n) / boardsPerPage(n, paper)); for n = 2 and 3
// (no solution) the handout is page 1 alone.
//
// Writing goes through ExportFile (".pdf"; temporary file + rename): on an error or a cancel
// nothing is left at the path. progress(done, total): total = 1 + fundamental(n), done counts
// page 1 and then each board drawn. cancel is checked before page 1, in the enumeration (per
// solution) and before each board. A cancelled run returns ok = false, error "cancelled".
// n outside [1, kMaxN] is refused with a translated reason. Runs on any thread (no widgets).
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

    // Beyond the plan's API:
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
