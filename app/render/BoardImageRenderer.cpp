#include "BoardImageRenderer.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>
#include <cstring>

#include "BoardAttacks.h"
#include "BoardColors.h"
#include "BoardImageLayout.h"
#include "BoardPainter.h"
#include "BoardState.h"
#include "CancelFlag.h"
#include "RegisterPainter.h"
#include "SuccessorCosts.h"

namespace {
// The board to draw: the placement, with the domains when they are shown.
queens::BoardState stateOf(const BoardImageOptions& o) {
    if (!o.showDomains || o.domains.n() != o.n) return BoardPainter::stateOf(o.placement);
    queens::BoardState::Snapshot s;
    s.placement = o.placement;
    s.domains = o.domains;
    return queens::BoardState::restore(s);
}

void paintLabels(QPainter& p, const BoardImageLayout& L, const BoardImageOptions& o,
                 const BoardColors& c, const std::atomic<bool>* cancel) {
    const Coordinates k = o.coordinates;
    if (k == Coordinates::None) return;
    const int n = o.n;
    const qreal px = L.labelPx;
    const int colChars = static_cast<int>(BoardImageRenderer::columnLabel(k, n - 1).size());
    const int colStep = BoardImageRenderer::labelStep(L.grid.cell, px * (0.64 * colChars + 0.5));
    const int rowStep = BoardImageRenderer::labelStep(L.grid.cell, px * 1.1);
    const qreal pad = px * 0.3;
    for (int i = 0; i < n && !cancelled(cancel); ++i) {
        if (BoardImageRenderer::labelled(k, n, i, colStep, false)) {
            // A label wider than its cell is centred on the cell and may overhang it.
            const qreal w = std::max(L.grid.cell, px * (0.64 * colChars + 0.5));
            const QRectF box(L.grid.board.left() + (i + 0.5) * L.grid.cell - w / 2,
                             L.colLabels.top(), w, L.colLabels.height());
            BoardImageRenderer::drawText(p, box, BoardImageRenderer::columnLabel(k, i), px,
                                         Qt::AlignHCenter, c.label);
        }
        if (BoardImageRenderer::labelled(k, n, i, rowStep, true)) {
            const qreal h = std::max(L.grid.cell, px * 1.2);
            const QRectF box(L.rowLabels.left(),
                             L.grid.board.top() + (i + 0.5) * L.grid.cell - h / 2,
                             L.rowLabels.width() - pad, h);
            BoardImageRenderer::drawText(p, box, BoardImageRenderer::rowLabel(k, n, i), px,
                                         Qt::AlignRight, c.label);
        }
    }
}
}  // namespace

QString BoardImageRenderer::validate(const BoardImageOptions& o) {
    const auto num = [](auto v) { return QString::number(v); };
    const int n = o.n;
    if (n < 1 || n > kMaxN)
        return tr("the board size must be from 1 to %1; got %2").arg(num(kMaxN), num(n));
    if (o.width < kMinWidth || o.width > kMaxWidth)
        return tr("the image width must be from %1 to %2 pixels; got %3")
            .arg(num(kMinWidth), num(kMaxWidth), num(o.width));
    if (o.placement.size() != static_cast<std::size_t>(n))
        return tr("the placement has %1 rows for a board of %2")
            .arg(num(o.placement.size()), num(n));
    for (int r = 0; r < n; ++r)
        if (const int c = o.placement[r]; c < -1 || c >= n)
            return tr("row %1: column %2 is off the board (0 to %3, or -1 for an empty row)")
                .arg(num(r), num(c), num(n - 1));
    if (o.registers && n > kMaxRegistersN)
        return tr("the registers panel needs a board of at most %1 columns; got %2")
            .arg(num(kMaxRegistersN), num(n));
    for (const CellMark& m : o.marks)
        if (m.row < 0 || m.row >= n || m.col < 0 || m.col >= n)
            return tr("the marked cell (%1, %2) is off the board").arg(num(m.row), num(m.col));
    return {};
}

QSizeF BoardImageRenderer::layoutSize(const BoardImageOptions& o) {
    if (!validate(o).isEmpty()) return {};
    const BoardImageLayout L = BoardImageLayout::of(o);
    return {L.width, L.height};
}

QSize BoardImageRenderer::imageSize(const BoardImageOptions& o) {
    const QSizeF s = layoutSize(o);
    return s.isEmpty() ? QSize() : QSize(o.width, static_cast<int>(std::ceil(s.height())));
}

void BoardImageRenderer::paint(QPainter& p, const QRectF& target, const BoardImageOptions& o,
                               const std::atomic<bool>* cancel) {
    if (!validate(o).isEmpty() || target.isEmpty()) return;
    const BoardImageLayout L = BoardImageLayout::of(o);
    const BoardColors c = BoardColors::forTheme(o.theme == ImageTheme::Dark);
    p.save();
    const qreal scale = std::min(target.width() / L.width, target.height() / L.height);
    p.translate(target.center() - QPointF(L.width, L.height) * scale / 2);
    p.scale(scale, scale);
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setPen(Qt::NoPen);
    if (!o.transparent)
        p.fillRect(QRectF(0, 0, L.width, L.height),
                   BoardColors::themeBackground(o.theme == ImageTheme::Dark));
    // Cancel: checked between the layers and per row inside the long ones; a cancelled paint
    // simply stops (the caller discards the image).
    const auto stop = [&] {
        if (!cancelled(cancel)) return false;
        p.restore();
        return true;
    };
    if (stop()) return;
    // The board: BoardPainter's layers, as the screen draws them, in vector shapes.
    const queens::BoardState state = stateOf(o);
    const queens::BoardAttacks attacks(state);
    BoardPainter board;
    board.setColors(c);
    BoardPainter::Scene scene;
    scene.state = &state;
    scene.geometry = L.grid;
    scene.attacks = &attacks;
    scene.hatch = o.attacks;
    scene.marks = &o.marks;
    const queens::SuccessorCosts costs =
        o.hValues ? queens::SuccessorCosts(state) : queens::SuccessorCosts();
    scene.hValues = &costs;
    scene.domains = o.showDomains;
    scene.focusRow = o.focusRow;
    scene.linkRow = o.linkRow;
    scene.linkCol = o.linkCol;
    scene.vector = true;
    scene.cancel = cancel;
    board.paintBoard(p, scene);
    if (stop()) return;
    const qreal frame = std::max<qreal>(1, L.width * 0.002);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(c.frame, frame, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    p.drawRect(L.grid.board.adjusted(-frame / 2, -frame / 2, frame / 2, frame / 2));
    paintLabels(p, L, o, c, cancel);
    if (stop()) return;
    if (L.hasPanel) RegisterPainter::paintPanel(p, L.panel, o, c);
    drawText(p, L.title, o.title, L.titlePx, Qt::AlignHCenter, c.label, true);
    drawText(p, L.caption, o.caption, L.captionPx, Qt::AlignHCenter, c.label);
    p.restore();
}

QImage BoardImageRenderer::render(const BoardImageOptions& o, const std::atomic<bool>* cancel,
                                  int extraRows) {
    QSize size = imageSize(o);
    if (size.isEmpty()) return {};
    size.rheight() += std::max(0, extraRows);
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    if (image.isNull()) return {};  // out of memory
    image.setDevicePixelRatio(1);
    // Transparent is all zero bytes in ARGB32_Premultiplied: cleared a band at a time (a 16384 px
    // image is 1 GB), so that a cancel is seen between bands.
    constexpr int kClearRows = 256;
    for (int y = 0; y < size.height(); y += kClearRows) {
        if (cancelled(cancel)) return {};
        const int rows = std::min(kClearRows, size.height() - y);
        std::memset(
            image.scanLine(y), 0,
            static_cast<std::size_t>(image.bytesPerLine()) * static_cast<std::size_t>(rows));
    }
    {
        QPainter p(&image);
        paint(p, QRectF(QPointF(0, 0), layoutSize(o)), o, cancel);
    }
    if (cancelled(cancel)) return {};
    return image;
}

QRectF BoardImageRenderer::cellRect(const BoardImageOptions& o, int row, int col) {
    if (!validate(o).isEmpty()) return {};
    return BoardImageLayout::of(o).grid.cellRect(row, col);
}

QRectF BoardImageRenderer::boardRect(const BoardImageOptions& o) {
    return validate(o).isEmpty() ? BoardImageLayout::of(o).grid.board : QRectF();
}

QRectF BoardImageRenderer::registersRect(const BoardImageOptions& o) {
    if (!o.registers || !validate(o).isEmpty()) return {};
    return BoardImageLayout::of(o).panel.bounds;
}

QRectF BoardImageRenderer::registerBitRect(const BoardImageOptions& o, int reg, int bit) {
    if (!o.registers || !validate(o).isEmpty()) return {};
    return BoardImageLayout::of(o).panel.cellRect(reg, bit);
}

QString BoardImageRenderer::chessColumn(int col) {
    QString name;
    for (int v = col + 1; v > 0; v = (v - 1) / 26)  // bijective base 26: a..z, aa..az, ba..
        name.prepend(QChar(u'a' + (v - 1) % 26));
    return name;
}

QString BoardImageRenderer::columnLabel(Coordinates c, int col) {
    return c == Coordinates::Chess ? chessColumn(col) : QString::number(col);
}

QString BoardImageRenderer::rowLabel(Coordinates c, int n, int row) {
    return QString::number(c == Coordinates::Chess ? n - row : row);
}

bool BoardImageRenderer::labelled(Coordinates c, int n, int i, int step, bool row) {
    if (step <= 1) return true;
    if (c != Coordinates::Chess) return i % step == 0;
    return (row ? n - i : i + 1) % step == 0;
}

int BoardImageRenderer::labelStep(qreal cell, qreal need) {
    for (int scale = 1;; scale *= 10)
        for (const int m : {1, 2, 5}) {
            const int step = m * scale;
            if (step * cell >= need || step >= 100000) return step;
        }
}

QFont BoardImageRenderer::font(qreal pixels, bool bold) {
    // Every property set here, none left to the application's font (the GUI may change it).
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setFamilies({QStringLiteral("DejaVu Sans"), QStringLiteral("Noto Sans CJK SC")});
    f.setStyleHint(QFont::SansSerif,
                   QFont::StyleStrategy(QFont::PreferOutline | QFont::NoSubpixelAntialias));
    f.setPixelSize(std::max(1, static_cast<int>(std::lround(pixels))));
    f.setWeight(bold ? QFont::Bold : QFont::Normal);
    f.setItalic(false);
    f.setStretch(QFont::Unstretched);
    f.setLetterSpacing(QFont::PercentageSpacing, 100);
    f.setWordSpacing(0);
    f.setCapitalization(QFont::MixedCase);
    f.setHintingPreference(QFont::PreferNoHinting);
    f.setKerning(true);
    return f;
}

void BoardImageRenderer::drawText(QPainter& p, const QRectF& box, const QString& text, qreal px,
                                  Qt::Alignment align, const QColor& color, bool bold) {
    if (text.isEmpty() || box.isEmpty() || px <= 0) return;
    const QFont f = font(px, bold);
    const QFontMetricsF fm(f);
    // The font has whole pixels; scale its outlines to exactly px.
    qreal scale = px / f.pixelSize();
    QString shown = text;
    qreal w = fm.horizontalAdvance(shown) * scale;
    if (w > box.width()) {
        const qreal shrink = std::max<qreal>(0.5, box.width() / w);
        scale *= shrink;
        if (w * shrink > box.width())
            shown = fm.elidedText(text, Qt::ElideRight, box.width() / scale);
        w = fm.horizontalAdvance(shown) * scale;
    }
    QPainterPath path;
    path.addText(0, 0, f, shown);
    const qreal x = (align & Qt::AlignRight)     ? box.right() - w
                    : (align & Qt::AlignHCenter) ? box.center().x() - w / 2
                                                 : box.left();
    const qreal baseline = box.center().y() + (fm.ascent() - fm.descent()) / 2 * scale;
    p.save();
    p.translate(x, baseline);
    p.scale(scale, scale);
    p.fillPath(path, color);
    p.restore();
}
