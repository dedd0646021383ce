#include "BoardExporter.h"

#include <QBuffer>
#include <QImageWriter>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

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

// The image through QImageWriter("png") into the file.
bool writePng(ExportFile& file, const BoardImageOptions& o, QString& why) {
    const QImage image = BoardImageRenderer::render(o);
    if (image.isNull()) {
        const QSize size = BoardImageRenderer::imageSize(o);
        why = BoardExporter::tr("not enough memory for an image of %1 x %2 pixels")
                  .arg(size.width())
                  .arg(size.height());
        return false;
    }
    // Encoded in memory first: libpng prints its own line on stderr when its output device
    // fails, and the CLI promises exactly one line. The file write's failure (a full disk) is
    // then ExportFile's to report, with the system's reason.
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QImageWriter writer(&buffer, "png");
    if (!writer.write(image)) {
        why = BoardExporter::tr("could not encode the PNG image: %1").arg(writer.errorString());
        return false;
    }
    return file.device()->write(bytes) == bytes.size();
}

// QSvgGenerator: size and viewBox in the layout's pixels (96 per inch, CSS pixels).
bool writeSvg(ExportFile& file, const BoardImageOptions& o, QString& why) {
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
    BoardImageRenderer::paint(p, QRectF(QPointF(0, 0), size), o);
    return p.end();
}

// QPdfWriter: one portrait page, the image scaled to the page inside the margins and centred.
bool writePdf(ExportFile& file, const BoardImageOptions& o, PaperSize paper, QString& why) {
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
    BoardImageRenderer::paint(p, QRectF(0, 0, pdf.width(), pdf.height()), o);
    return p.end();
}
}  // namespace

ExportResult BoardExporter::write(const QString& path, const BoardImageOptions& o,
                                  PaperSize paper) {
    if (path.isEmpty())  // ExportFile's own words (and translation)
        return {false, QCoreApplication::translate("ExportFile", "no file name given")};
    if (const QString why = ExportFile::checkExtension(path, formats()); !why.isEmpty())
        return {false, why};
    if (const QString why = BoardImageRenderer::validate(o); !why.isEmpty()) return {false, why};
    ExportFile file(path);
    if (!file.open(formats())) return file.result();
    const QString format = formatFor(path);
    QString why;
    const bool ok = format == QLatin1String("png")   ? writePng(file, o, why)
                    : format == QLatin1String("svg") ? writeSvg(file, o, why)
                                                     : writePdf(file, o, paper, why);
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
