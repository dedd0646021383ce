#include "RegisterPainter.h"

#include <QFontDatabase>
#include <QPainter>
#include <QWidget>
#include <algorithm>

using queens::Register;
using Source = queens::BitmaskRegisterOrigins::Source;

namespace {
QColor blend(const QColor& a, const QColor& b, qreal t) {
    return QColor::fromRgbF(a.redF() + (b.redF() - a.redF()) * t,
                            a.greenF() + (b.greenF() - a.greenF()) * t,
                            a.blueF() + (b.blueF() - a.blueF()) * t);
}
}  // namespace

QFont RegisterPainter::codeFont(const QFont& base) {
    QFont f = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    if (base.pointSizeF() > 0)
        f.setPointSizeF(base.pointSizeF());
    else
        f.setPixelSize(base.pixelSize());
    return f;
}

const QPalette& RegisterPainter::palette() const {
    return s_.widget.palette();
}

const QFont& RegisterPainter::font() const {
    return s_.widget.font();
}

void RegisterPainter::paint(QPainter& p) const {
    p.fillRect(s_.widget.rect(), palette().window());
    if (!s_.valid) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(s_.widget.rect().adjusted(8, 8, -8, -8), Qt::AlignCenter | Qt::TextWordWrap,
                   s_.n == 0 ? tr("No registers to show")
                             : tr("The registers belong to the bitmask search, N from 1 to 64."));
        return;
    }
    p.setRenderHint(QPainter::Antialiasing);
    paintHeader(p);
    paintIndices(p);
    for (int r = 0; r < kRegs; ++r) paintRegister(p, r);
}

void RegisterPainter::paintHeader(QPainter& p) const {
    QFont bold = font();
    bold.setBold(true);
    const QRectF box = s_.layout.header;
    const QString caption = tr("bit c = column c", "register cells are in board order");
    const qreal captionW = QFontMetricsF(font()).horizontalAdvance(caption);
    QString title = tr("Registers");
    if (s_.shownRow == s_.n)
        title = tr("Registers of row %L1 (every row has a queen)").arg(s_.shownRow);
    else if (s_.shownRow >= 0)
        title = tr("Registers of row %L1").arg(s_.shownRow);
    const qreal titleRoom = std::max<qreal>(0, box.width() - captionW - kGap);
    p.setFont(bold);
    p.setPen(palette().color(QPalette::WindowText));
    p.drawText(box, Qt::AlignLeft | Qt::AlignVCenter,
               QFontMetricsF(bold).elidedText(title, Qt::ElideRight, titleRoom));
    p.setFont(font());
    p.setPen(palette().color(QPalette::PlaceholderText));
    if (captionW <= box.width()) p.drawText(box, Qt::AlignRight | Qt::AlignVCenter, caption);
}

void RegisterPainter::paintIndices(QPainter& p) const {
    QFont small = font();
    small.setPointSizeF(std::max<qreal>(7, font().pointSizeF() * 0.8));
    const QFontMetricsF fm(small);
    const qreal labelW = fm.horizontalAdvance(QString::number(s_.n - 1)) + 2;
    int step = 1;  // label every step-th column when they do not all fit
    while (step < s_.n && step * s_.layout.cell < labelW) step *= 2;
    p.setFont(small);
    p.setPen(palette().color(QPalette::PlaceholderText));
    const qreal h = QFontMetricsF(font()).height() * 0.8 + 2;
    for (int c = 0; c < s_.n; c += step) {
        const qreal x = s_.layout.left + (c + 0.5) * s_.layout.cell;
        p.drawText(QRectF(x - labelW, s_.layout.indexTop, 2 * labelW, h), Qt::AlignCenter,
                   QString::number(c));
    }
}

void RegisterPainter::paintRegister(QPainter& p, int r) const {
    const Layout& L = s_.layout;
    const qreal top = L.top[static_cast<std::size_t>(r)];
    const QRectF strip(L.left, top, s_.n * L.cell, L.rowHeight);
    if (s_.highlighted == r) {
        const qreal x0 = std::min({L.nameLeft, L.exprLeft, L.left}) - 4;
        const QRectF band(x0, top - 2, L.exprRight + 4 - x0, L.rowHeight + L.exprHeight + 4);
        QColor tint = palette().color(QPalette::Highlight);
        tint.setAlpha(60);
        p.fillRect(band, tint);
        p.fillRect(QRectF(band.left(), band.top(), 4, band.height()), s_.colors.registerRow);
    }
    if (!L.namesInline) {
        QFont bold = font();
        bold.setBold(true);
        p.setFont(bold);
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(QRectF(L.nameLeft, top, L.nameRight - L.nameLeft, L.rowHeight),
                   Qt::AlignRight | Qt::AlignVCenter, QString::fromLatin1(kNames[r]));
    }
    paintCells(p, r, strip);
    paintExpression(p, r, strip);
}

void RegisterPainter::paintCells(QPainter& p, int r, const QRectF& strip) const {
    const Layout& L = s_.layout;
    const QColor base = palette().color(QPalette::Base);
    const QColor text = palette().color(QPalette::Text);
    const QColor grid = blend(base, text, 0.3);
    const auto reg = static_cast<Register>(r);
    const QColor on = reg == Register::Avail ? s_.colors.freeBit
                      : reg == Register::Bit ? s_.colors.chosenBit
                                             : s_.colors.attackedBit;
    p.fillRect(strip, base);
    QFont digitFont = font();
    digitFont.setBold(true);
    digitFont.setPixelSize(
        std::max(8, static_cast<int>(std::min(L.rowHeight * 0.5, L.cell * 0.6))));
    p.setFont(digitFont);
    const qreal inset = L.digits ? 2 : L.cell >= 4 ? std::max<qreal>(0.5, L.cell * 0.15) : 0;
    const auto bar = [&](qreal x) {
        return QRectF(x + inset, strip.top() + 2, L.cell - 2 * inset, strip.height() - 4);
    };
    const auto one = [&](qreal x) {
        p.fillRect(bar(x), on);
        if (!L.digits) return;
        p.setPen(Qt::white);
        p.drawText(QRectF(x, strip.top(), L.cell, strip.height()), Qt::AlignCenter,
                   QStringLiteral("1"));
    };
    const bool animating = s_.shift.reg == r;
    const std::uint64_t value = s_.regs[static_cast<std::size_t>(r)].value;
    p.save();
    p.setClipRect(strip);
    for (int c = 0; c < s_.n; ++c) {
        const qreal x = L.left + c * L.cell;
        if (L.digits && c > 0) {
            p.setPen(QPen(grid, 1));
            p.drawLine(QPointF(x, strip.top()), QPointF(x, strip.bottom()));
        }
        if (!animating && ((value >> c) & 1U) != 0) {
            one(x);
        } else if (L.digits) {
            p.setPen(blend(base, text, 0.45));
            p.drawText(QRectF(x, strip.top(), L.cell, strip.height()), Qt::AlignCenter,
                       QStringLiteral("0"));
        }
    }
    if (animating) {  // the bits of (old | bit) on their way one column over
        const qreal t = s_.shift.t;
        for (int c = 0; c < s_.n; ++c)
            if (((s_.shift.from >> c) & 1U) != 0) one(L.left + (c + s_.shift.dir * t) * L.cell);
    }
    p.restore();
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(grid, 1));
    p.drawRect(strip.adjusted(0.5, 0.5, -0.5, -0.5));
    if (s_.highlighted != r || s_.changed == 0) return;
    // The changed bits (value ^ old): outlined, or marked under the cell when it is too narrow.
    const qreal w = std::clamp<qreal>(L.cell * 0.1, 2.0, 3.5);
    for (int c = 0; c < s_.n; ++c) {
        if (((s_.changed >> c) & 1U) == 0) continue;
        const QRectF cell(L.left + c * L.cell, strip.top(), L.cell, strip.height());
        if (L.cell < 10) {
            p.fillRect(QRectF(cell.left(), strip.bottom() + 1, cell.width(), 3),
                       s_.colors.registerRow);
            continue;
        }
        const QRectF box = cell.adjusted(w / 2, w / 2, -w / 2, -w / 2);
        p.setPen(QPen(s_.colors.registerHalo, w + 2, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        p.drawRect(box);
        p.setPen(QPen(s_.colors.registerRow, w, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        p.drawRect(box);
    }
}

void RegisterPainter::paintExpression(QPainter& p, int r, const QRectF& cells) const {
    const Layout& L = s_.layout;
    const Shown& s = s_.regs[static_cast<std::size_t>(r)];
    const QRectF box =
        L.exprHeight > 0
            ? QRectF(L.exprLeft, cells.bottom() + 1, L.exprRight - L.exprLeft, L.exprHeight - 1)
            : QRectF(L.exprLeft, cells.top(), L.exprRight - L.exprLeft, cells.height());
    if (box.width() < kMinExpression) return;
    const QColor textColor = palette().color(QPalette::WindowText);
    const QColor muted = palette().color(QPalette::PlaceholderText);
    qreal x = box.left();
    // Draws one piece of text after the previous one, elided at `limit`.
    const auto run = [&](const QFont& f, const QColor& c, const QString& text, qreal limit) {
        const QFontMetricsF fm(f);
        const QString shown = fm.elidedText(text, Qt::ElideRight, limit - x);
        p.setFont(f);
        p.setPen(c);
        p.drawText(QRectF(x, box.top(), limit - x, box.height()), Qt::AlignLeft | Qt::AlignVCenter,
                   shown);
        x += fm.horizontalAdvance(shown);
    };
    if (L.namesInline) {
        QFont bold = font();
        bold.setBold(true);
        run(bold, textColor, QString::fromLatin1(kNames[r]) + QStringLiteral(": "), box.right());
    }
    QFont exprFont = s.code ? codeFont() : font();
    exprFont.setItalic(!s.code);
    qreal exprW = QFontMetricsF(exprFont).horizontalAdvance(s.expression);
    if (exprW > box.right() - x && exprFont.pointSizeF() > 0) {  // a little smaller, then elided
        exprFont.setPointSizeF(exprFont.pointSizeF() * 0.85);
        exprW = QFontMetricsF(exprFont).horizontalAdvance(s.expression);
    }
    // The row the value belongs to, when it is not the row of the header.
    QString suffix;
    if (s.origin.source != Source::Unknown && s.origin.source != Source::Restore &&
        s.origin.row >= 0 && s_.shownRow >= 0 && s.origin.row != s_.shownRow)
        suffix = QStringLiteral("  ") + tr("(row %L1)").arg(s.origin.row);
    const QFontMetricsF cfm(codeFont());
    const QString hex =
        QStringLiteral("0x") +
        QString::number(qulonglong(s.value), 16).rightJustified((s_.n + 3) / 4, '0');
    const qreal need = exprW + QFontMetricsF(font()).horizontalAdvance(suffix);
    const bool withHex = box.right() - x >= need + kGap + cfm.horizontalAdvance(hex);
    const qreal limit = withHex ? box.right() - cfm.horizontalAdvance(hex) - kGap : box.right();
    run(exprFont, textColor, s.expression, limit);
    if (!suffix.isEmpty() && limit - x >= QFontMetricsF(font()).horizontalAdvance(suffix))
        run(font(), muted, suffix, limit);
    if (withHex) {
        p.setFont(codeFont());
        p.setPen(muted);
        p.drawText(box, Qt::AlignRight | Qt::AlignVCenter, hex);
    }
}
