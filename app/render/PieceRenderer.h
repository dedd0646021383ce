#pragma once
// PieceRenderer: the queen piece (resources/queen.svg), the one source of the queen for every
// board painter. On screen it is rendered once per size into a pixmap (pixmap()), so that painting
// a board is a few drawPixmap calls rather than one SVG rendering per queen; exports draw it as
// vector shapes (paint()), never as a pixmap, so SVG / PDF stay vector and a worker thread may use
// it. Owns the SVG renderer and the one cached pixmap.
#include <QPixmap>
#include <QString>
#include <QSvgRenderer>

class QPainter;

class PieceRenderer {
public:
    explicit PieceRenderer(const QString& svgPath = QStringLiteral(":/queenslab/queen.svg"));

    bool isValid() const { return renderer_.isValid(); }
    // The piece as a square pixmap of `size` device-independent pixels; cached until the size or
    // the device pixel ratio changes.
    const QPixmap& pixmap(int size, qreal devicePixelRatio);
    // The piece as vector shapes into `target`.
    void paint(QPainter& p, const QRectF& target) { renderer_.render(&p, target); }

private:
    QSvgRenderer renderer_;
    QPixmap cache_;
    int cachedSize_ = -1;
    qreal cachedRatio_ = 0.0;
};
