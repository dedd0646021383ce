#include "BoardExporter.h"

#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

#include "CancelFlag.h"
#include "ImageBuffer.h"
#include "PngStreamWriter.h"

namespace {
QString describe(const BoardImageOptions& o) {
    int queens = 0;
    for (const int c : o.placement) queens += c >= 0;
    return BoardExporter::tr("Queens placed: %1 of %2, on a %2 x %2 board. Drawn by QueensLab.")
        .arg(queens)
        .arg(o.n);
}

QString titleOf(const BoardImageOptions& o) {
    return o.title.isEmpty() ? BoardExporter::tr("QueensLab board, N = %1").arg(o.n) : o.title;
}

// The image drawn, then streamed row by row into the file (PngStreamWriter).
bool writePng(ExportFile& file, const BoardImageOptions& o, const std::atomic<bool>* cancel,
              QString& why) {
    const QSize size = BoardImageRenderer::imageSize(o);
    const QString noMemory = BoardExporter::tr("not enough memory for an image of %1 x %2 pixels")
                                 .arg(size.width())
                                 .arg(size.height());
    // As BoardImageRenderer::render draws it (the same pixels), on an ImageBuffer, whose pages
    // are freed quickly, also after a cancel.
    QImage image = ImageBuffer::allocate(size, QImage::Format_ARGB32_Premultiplied, cancel);
    if (cancelled(cancel)) return false;
    if (image.isNull()) {
        why = noMemory;
        return false;
    }
    {
        QPainter p(&image);
        BoardImageRenderer::paint(p, QRectF(QPointF(0, 0), BoardImageRenderer::layoutSize(o)), o,
                                  cancel);
    }
    if (cancelled(cancel)) return false;
    // A failed file write (a full disk) is ExportFile's to report, with the system's reason.
    switch (PngStreamWriter::write(image, file.device(), cancel)) {
        case PngStreamWriter::Status::Ok:
            return true;
        case PngStreamWriter::Status::Cancelled:
        case PngStreamWriter::Status::WriteFailed:
            return false;
        case PngStreamWriter::Status::Failed:
            break;
    }
    why = noMemory;  // zlib's state or a band's conversion could not be allocated
    return false;
}

// QSvgGenerator: size and viewBox in the layout's pixels (96 per inch, CSS pixels).
bool writeSvg(ExportFile& file, const BoardImageOptions& o, const std::atomic<bool>* cancel,
              QString& why) {
    const QSizeF size = BoardImageRenderer::layoutSize(o);
    QSvgGenerator svg;
    svg.setOutputDevice(file.device());
    svg.setResolution(96);
    svg.setSize(size.toSize());
    svg.setViewBox(QRectF(QPointF(0, 0), size));
    svg.setTitle(titleOf(o));
    svg.setDescription(describe(o));
    QPainter p;
    if (!p.begin(&svg)) {
        why = BoardExporter::tr("could not start the SVG drawing");
        return false;
    }
    BoardImageRenderer::paint(p, QRectF(QPointF(0, 0), size), o, cancel);
    return p.end();
}

// QPdfWriter: one portrait page, the image scaled to the page inside the margins and centred.
bool writePdf(ExportFile& file, const BoardImageOptions& o, PaperSize paper,
              const std::atomic<bool>* cancel, QString& why) {
    QPdfWriter pdf(file.device());
    pdf.setResolution(BoardExporter::kPdfResolution);
    pdf.setPageLayout(
        QPageLayout(BoardExporter::pageSize(paper), QPageLayout::Portrait,
                    QMarginsF(BoardExporter::kPdfMarginMm, BoardExporter::kPdfMarginMm,
                              BoardExporter::kPdfMarginMm, BoardExporter::kPdfMarginMm),
                    QPageLayout::Millimeter));
    pdf.setTitle(titleOf(o));
    pdf.setCreator(QStringLiteral("QueensLab"));
    QPainter p;
    if (!p.begin(&pdf)) {
        why = BoardExporter::tr("could not start the PDF page");
        return false;
    }
    BoardImageRenderer::paint(p, QRectF(0, 0, pdf.width(), pdf.height()), o, cancel);
    return p.end();
}
}  // namespace

ExportResult BoardExporter::write(const QString& path, const BoardImageOptions& o, PaperSize paper,
                                  const std::atomic<bool>* cancel) {
    if (path.isEmpty())  // ExportFile's own words (and translation)
        return {false, QCoreApplication::translate("ExportFile", "no file name given")};
    if (const QString why = ExportFile::checkExtension(path, formats()); !why.isEmpty())
        return {false, why};
    if (const QString why = BoardImageRenderer::validate(o); !why.isEmpty()) return {false, why};
    if (cancelled(cancel)) return {false, QStringLiteral("cancelled")};
    ExportFile file(path);
    if (!file.open(formats())) return file.result();
    const QString format = formatFor(path);
    QString why;
    const bool ok = format == QLatin1String("png")   ? writePng(file, o, cancel, why)
                    : format == QLatin1String("svg") ? writeSvg(file, o, cancel, why)
                                                     : writePdf(file, o, paper, cancel, why);
    // A cancelled SVG or PDF has been closed (a partial drawing): discarded like a partial PNG.
    if (cancelled(cancel)) return file.cancel();
    if (!ok) return file.fail(why);
    return file.commit();
}

QString BoardExporter::formatFor(const QString& path) {
    const QString s = ExportFile::suffixOf(path);
    return formats().contains(s) ? s : QString();
}

QPageSize BoardExporter::pageSize(PaperSize paper) {
    return QPageSize(paper == PaperSize::Letter ? QPageSize::Letter : QPageSize::A4);
}
