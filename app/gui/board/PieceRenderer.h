#pragma once
// PieceRenderer: the queen piece (resources/queen.svg) rendered once per size into a pixmap, so
// that painting a board is a few drawPixmap calls rather than one SVG rendering per queen.
#include <QPixmap>
#include <QString>
#include <QSvgRenderer>

class PieceRenderer {
public:
    explicit PieceRenderer(const QString& svgPath = QStringLiteral(":/queenslab/queen.svg"));

    bool isValid() const { return renderer_.isValid(); }
    // The piece as a square pixmap of `size` device-independent pixels; cached until the size or
    // the device pixel ratio changes.
    const QPixmap& pixmap(int size, qreal devicePixelRatio);

private:
    QSvgRenderer renderer_;
    QPixmap cache_;
    int cachedSize_ = -1;
    qreal cachedRatio_ = 0.0;
};
