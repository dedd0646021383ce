#pragma once
// BoardExporter: one board image to a file, the format from the extension (.png .svg .pdf, any
// case). Everything goes through ExportFile (QSaveFile: temporary file + rename): on any failure
// nothing is left at the path and the previous file there (if any) is unchanged.
//   PNG  drawn as BoardImageRenderer::render(o) draws it, on an ImageBuffer (quick to free), and
//        streamed into the file by PngStreamWriter (RGBA, row by row): o.width x
//        imageSize(o).height.
//   SVG  QSvgGenerator on the file, size and viewBox = layoutSize(o), title and description set,
//        painted by BoardImageRenderer::paint: vector shapes (queens as SVG paths, text as glyph
//        outlines).
//   PDF  QPdfWriter on the file, one portrait page (A4 or Letter, 300 dpi), the image painted
//        vector by BoardImageRenderer::paint, centred on the page inside 15 mm margins.
// Cancel (may be null; set from another thread): polled before the file is opened, inside the
// drawing (BoardImageRenderer::render / paint: per band of 256 rows while clearing, between
// layers, per row of the hatching, the queens and the labels) and by the PNG writer before every
// row, and ImageBuffer while it touches the image's pages. A cancelled write returns ok = false
// with error "cancelled" (untranslated, as ExportFile::cancel) and leaves nothing at the path; a
// file that was there keeps its bytes. Not interruptible: one layer of the drawing (one pass over
// the image: at 16384 px the background or the squares, up to 0.13 s measured); a cancelled SVG
// or PDF still ends its QPainter, which writes out (SVG) or compresses (PDF) everything drawn so
// far before it is discarded: at N = 1000 with the hatching, SVG about a tenth of the drawing
// time before the cancel, PDF about 3.5 times it (tests/CancelBound.h). The GUI and the CLI do not
// wait for that: the GUI runs SVG and PDF in a child process it kills (app/gui/export/ExportProcess.h),
// the CLI ends the process on Ctrl-C (app/cli/InterruptExit.h).
// tests/render/test_render_cancel_latency measures request -> return.
#include <QCoreApplication>
#include <QPageSize>
#include <QString>
#include <atomic>

#include "BoardImageRenderer.h"
#include "ExportFile.h"

enum class PaperSize { A4, Letter };

class BoardExporter {
    Q_DECLARE_TR_FUNCTIONS(BoardExporter)

public:
    static ExportResult write(const QString& path, const BoardImageOptions& o,
                              PaperSize paper = PaperSize::A4,
                              const std::atomic<bool>* cancel = nullptr);
    static QString formatFor(const QString& path);  // "png", "svg", "pdf" or ""

    // Beyond the plan's API:
    static QStringList formats() {
        return {QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("pdf")};
    }
    static QPageSize pageSize(PaperSize paper);  // QPageSize::A4 or QPageSize::Letter
    static constexpr int kPdfResolution = 300;   // dots per inch of the PDF's coordinates
    static constexpr qreal kPdfMarginMm = 15;
};
