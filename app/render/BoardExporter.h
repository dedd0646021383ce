#pragma once
// BoardExporter: one board image to a file, the format from the extension (.png .svg .pdf, any
// case). Everything goes through ExportFile (QSaveFile: temporary file + rename): on any failure
// nothing is left at the path and the previous file there (if any) is unchanged.
//   PNG  BoardImageRenderer::render(o) saved by QImage ("png"): o.width x imageSize(o).height.
//   SVG  QSvgGenerator on the file, size and viewBox = layoutSize(o), title and description set,
//        painted by BoardImageRenderer::paint: vector shapes (queens as SVG paths, text as glyph
//        outlines).
//   PDF  QPdfWriter on the file, one portrait page (A4 or Letter, 300 dpi), the image painted
//        vector by BoardImageRenderer::paint, centred on the page inside 15 mm margins.
#include <QCoreApplication>
#include <QPageSize>
#include <QString>

#include "BoardImageRenderer.h"
#include "ExportFile.h"

enum class PaperSize { A4, Letter };

class BoardExporter {
    Q_DECLARE_TR_FUNCTIONS(BoardExporter)

public:
    static ExportResult write(const QString& path, const BoardImageOptions& o,
                              PaperSize paper = PaperSize::A4);
    static QString formatFor(const QString& path);  // "png", "svg", "pdf" or ""

    // Beyond the plan's API:
    static QStringList formats() {
        return {QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("pdf")};
    }
    static QPageSize pageSize(PaperSize paper);  // QPageSize::A4 or QPageSize::Letter
    static constexpr int kPdfResolution = 300;   // dots per inch of the PDF's coordinates
    static constexpr qreal kPdfMarginMm = 15;
};
