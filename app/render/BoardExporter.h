#pragma once
// BoardExporter: one board image to a file, the format from the extension (.png .svg .pdf, any
// case). Everything goes through ExportFile: on any failure nothing is left at the path and the
// previous file there (if any) is unchanged.
//   PNG  drawn by BoardImageRenderer::render(o) on an ImageBuffer (quick to free) and streamed
//        into the file row by row by PngStreamWriter (RGBA): o.width x imageSize(o).height.
//   SVG  QSvgGenerator, size and viewBox = layoutSize(o), title and description set, painted
//        by BoardImageRenderer::paint: vector shapes (queens as paths, text as glyph outlines).
//   PDF  QPdfWriter, one portrait page (A4 or Letter, 300 dpi), the image painted vector,
//        centred on the page inside 15 mm margins.
// Cancel (may be null; set from another thread): polled before the file is opened, inside the
// drawing, by the PNG writer before every row and by ImageBuffer while it touches the pages. A
// cancelled write returns ok = false, error "cancelled" (untranslated, as ExportFile::cancel).
// Not interruptible: one layer of the drawing, and the end of a cancelled SVG or PDF, whose
// QPainter still writes out or compresses everything drawn so far (tests/CancelBound.h). The GUI
// and the CLI do not wait for that: the GUI runs SVG and PDF in a child process it kills
// (ExportProcess), the CLI ends the process on Ctrl-C (InterruptExit).
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

    static QStringList formats() {
        return {QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("pdf")};
    }
    static QPageSize pageSize(PaperSize paper);  // QPageSize::A4 or QPageSize::Letter
    static constexpr int kPdfResolution = 300;   // dots per inch of the PDF's coordinates
    static constexpr qreal kPdfMarginMm = 15;
};
