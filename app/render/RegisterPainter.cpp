#include "RegisterPainter.h"

#include <QFontDatabase>
#include <QFontMetricsF>
#include <QPainter>
#include <algorithm>

using queens::Register;
using Source = queens::BitmaskRegisterOrigins::Source;
using TextCache = RegisterPainter::TextCache;

namespace {
QColor blend(const QColor& a, const QColor& b, qreal t) {
    return QColor::fromRgbF(a.redF() + (b.redF() - a.redF()) * t,
                            a.greenF() + (b.greenF() - a.greenF()) * t,
                            a.blueF() + (b.blueF() - a.blueF()) * t);
}

// The whole pixels a rectangle covers once its edges are rounded (as Qt fills it unantialiased).
QRect snapped(const QRectF& r) {
    const int left = qRound(r.left()), top = qRound(r.top());
    return {left, top, qRound(r.right()) - left, qRound(r.bottom()) - top};
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

// ---- TextCache ----

void TextCache::setFonts(const QFont& base, int digitPixels) {
    if (digitPixels == digitPixels_ && base == base_) return;
    base_ = base;
    digitPixels_ = digitPixels;
    const auto smaller = [](QFont f) {  // a little smaller, for expressions that do not fit
        if (f.pointSizeF() > 0) f.setPointSizeF(f.pointSizeF() * 0.85);
        return f;
    };
    QFont bold = base;
    bold.setBold(true);
    QFont small = base;
    small.setPointSizeF(std::max<qreal>(7, base.pointSizeF() * 0.8));
    QFont digit = bold;
    digit.setPixelSize(digitPixels);
    QFont italic = base;
    italic.setItalic(true);
    const QFont code = codeFont(base);
    fonts_ = {base, bold, small, digit, code, smaller(code), italic, smaller(italic)};
    for (auto& texts : texts_) texts.clear();
    entries_ = 0;
}

const QStaticText& TextCache::text(Role r, const QString& s) {
    auto& texts = texts_[static_cast<std::size_t>(r)];
    const auto found = texts.constFind(s);
    if (found != texts.constEnd()) return *found;
    if (entries_ >= kMaxEntries) {
        for (auto& t : texts_) t.clear();
        entries_ = 0;
    }
    QStaticText t(s);
    t.setTextFormat(Qt::PlainText);
    t.setPerformanceHint(QStaticText::AggressiveCaching);
    t.prepare(QTransform(), font(r));
    ++entries_;
    return *texts.insert(s, t);
}

QString TextCache::elided(Role r, const QString& s, qreal room) {
    if (s.isEmpty() || width(r, s) <= room) return s;
    return QFontMetricsF(font(r)).elidedText(s, Qt::ElideRight, std::max<qreal>(0, room));
}

// ---- painting ----

const QPalette& RegisterPainter::palette() const {
    return s_.palette;
}

const QFont& RegisterPainter::font() const {
    return s_.font;
}

qreal RegisterPainter::drawText(QPainter& p, Role r, const QString& s, const QRectF& box,
                                Qt::Alignment align) const {
    if (s.isEmpty()) return 0;
    const QStaticText& t = s_.texts.text(r, s);
    const QSizeF size = t.size();
    qreal x = box.left();
    if (align & Qt::AlignRight)
        x = box.right() - size.width();
    else if (align & Qt::AlignHCenter)
        x = box.left() + (box.width() - size.width()) / 2;
    p.setFont(s_.texts.font(r));
    p.drawStaticText(QPointF(x, box.top() + (box.height() - size.height()) / 2), t);
    return size.width();
}

void RegisterPainter::fillFrame(QPainter& p, const QRect& o, int t, const QColor& c) {
    if (o.width() <= 2 * t || o.height() <= 2 * t) {
        p.fillRect(o, c);
        return;
    }
    p.fillRect(QRect(o.left(), o.top(), o.width(), t), c);
    p.fillRect(QRect(o.left(), o.bottom() + 1 - t, o.width(), t), c);
    p.fillRect(QRect(o.left(), o.top() + t, t, o.height() - 2 * t), c);
    p.fillRect(QRect(o.right() + 1 - t, o.top() + t, t, o.height() - 2 * t), c);
}

void RegisterPainter::paint(QPainter& p) const {
    p.fillRect(s_.rect, palette().window());
    if (!s_.valid) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(s_.rect.adjusted(8, 8, -8, -8), Qt::AlignCenter | Qt::TextWordWrap,
                   s_.n == 0 ? tr("No registers to show")
                             : tr("The registers belong to the bitmask search, N from 1 to 64."));
        return;
    }
    const Layout& L = s_.layout;
    s_.texts.setFonts(font(),
                      std::max(8, static_cast<int>(std::min(L.rowHeight * 0.5, L.cell * 0.6))));
    paintHeader(p);
    paintIndices(p);
    for (int r = 0; r < kRegs; ++r) paintRegister(p, r);
}

void RegisterPainter::paintHeader(QPainter& p) const {
    const QRectF box = s_.layout.header;
    const QString caption = tr("bit c = column c", "register cells are in board order");
    const qreal captionW = s_.texts.width(Role::Normal, caption);
    QString title = tr("Registers");
    if (s_.shownRow == s_.n)
        title = tr("Registers of row %L1 (every row has a queen)").arg(s_.shownRow);
    else if (s_.shownRow >= 0)
        title = tr("Registers of row %L1").arg(s_.shownRow);
    const qreal titleRoom = std::max<qreal>(0, box.width() - captionW - kGap);
    p.setPen(palette().color(QPalette::WindowText));
    drawText(p, Role::Bold, s_.texts.elided(Role::Bold, title, titleRoom), box, Qt::AlignLeft);
    p.setPen(palette().color(QPalette::PlaceholderText));
    if (captionW <= box.width()) drawText(p, Role::Normal, caption, box, Qt::AlignRight);
}

void RegisterPainter::paintIndices(QPainter& p) const {
    const qreal labelW = s_.texts.width(Role::Small, QString::number(s_.n - 1)) + 2;
    int step = 1;  // label every step-th column when they do not all fit
    while (step < s_.n && step * s_.layout.cell < labelW) step *= 2;
    p.setPen(palette().color(QPalette::PlaceholderText));
    const qreal h = QFontMetricsF(font()).height() * 0.8 + 2;
    for (int c = 0; c < s_.n; c += step) {
        const qreal x = s_.layout.left + (c + 0.5) * s_.layout.cell;
        drawText(p, Role::Small, QString::number(c),
                 QRectF(x - labelW, s_.layout.indexTop, 2 * labelW, h), Qt::AlignHCenter);
    }
}

void RegisterPainter::paintRegister(QPainter& p, int r) const {
    const Layout& L = s_.layout;
    const qreal top = L.top[static_cast<std::size_t>(r)];
    const QRectF strip(L.left, top, s_.n * L.cell, L.rowHeight);
    if (s_.highlighted == r) {
        const qreal x0 = std::min({L.nameLeft, L.exprLeft, L.left}) - 4;
        const QRect band =
            snapped(QRectF(x0, top - 2, L.exprRight + 4 - x0, L.rowHeight + L.exprHeight + 4));
        QColor tint = palette().color(QPalette::Highlight);
        tint.setAlpha(60);
        p.fillRect(band, tint);
        p.fillRect(QRect(band.left(), band.top(), 4, band.height()), s_.colors.registerRow);
    }
    if (!L.namesInline) {
        p.setPen(palette().color(QPalette::WindowText));
        drawText(p, Role::Bold, QString::fromLatin1(kNames[r]),
                 QRectF(L.nameLeft, top, L.nameRight - L.nameLeft, L.rowHeight), Qt::AlignRight);
    }
    paintCells(p, r, strip);
    paintExpression(p, r, strip);
}

void RegisterPainter::paintCells(QPainter& p, int r, const QRectF& stripF) const {
    const Layout& L = s_.layout;
    const QColor base = palette().color(QPalette::Base);
    const QColor text = palette().color(QPalette::Text);
    const QColor grid = blend(base, text, 0.3);
    const QColor zero = blend(base, text, 0.45);
    const auto reg = static_cast<Register>(r);
    const QColor on = reg == Register::Avail ? s_.colors.freeBit
                      : reg == Register::Bit ? s_.colors.chosenBit
                                             : s_.colors.attackedBit;
    const QRect strip = snapped(stripF);
    p.fillRect(strip, base);
    const qreal inset = L.digits ? 2 : L.cell >= 4 ? std::max<qreal>(0.5, L.cell * 0.15) : 0;
    const auto cellBox = [&](qreal x) { return QRectF(x, strip.top(), L.cell, strip.height()); };
    const auto one = [&](qreal x) {
        p.fillRect(
            snapped(QRectF(x + inset, strip.top() + 2, L.cell - 2 * inset, strip.height() - 4)),
            on);
        // Colour-blind scheme: the attacked registers' (cols, ld, rd) ones are hatched too.
        if (s_.colors.shapes && reg != Register::Avail && reg != Register::Bit && L.cell >= 6)
            p.fillRect(
                snapped(QRectF(x + inset, strip.top() + 2, L.cell - 2 * inset, strip.height() - 4)),
                QBrush(QColor(255, 255, 255, 150), Qt::BDiagPattern));
        if (!L.digits) return;
        p.setPen(Qt::white);
        drawText(p, Role::Digit, QStringLiteral("1"), cellBox(x), Qt::AlignHCenter);
    };
    const bool animating = s_.shift.reg == r;
    const std::uint64_t value = s_.regs[static_cast<std::size_t>(r)].value;
    if (animating) {
        p.save();
        p.setClipRect(strip);
    }
    for (int c = 0; c < s_.n; ++c) {
        const qreal x = L.left + c * L.cell;
        if (L.digits && c > 0) p.fillRect(QRect(qRound(x), strip.top(), 1, strip.height()), grid);
        if (!animating && ((value >> c) & 1U) != 0) {
            one(x);
        } else if (L.digits) {
            p.setPen(zero);
            drawText(p, Role::Digit, QStringLiteral("0"), cellBox(x), Qt::AlignHCenter);
        }
    }
    if (animating) {  // the bits of (old | bit) on their way one column over
        const qreal t = s_.shift.t;
        for (int c = 0; c < s_.n; ++c)
            if (((s_.shift.from >> c) & 1U) != 0) one(L.left + (c + s_.shift.dir * t) * L.cell);
        p.restore();
    }
    fillFrame(p, strip, 1, grid);
    if (s_.highlighted != r || s_.changed == 0) return;
    // The changed bits (value ^ old): outlined, or marked under the cell when it is too narrow.
    const int w = static_cast<int>(std::clamp<qreal>(L.cell * 0.1, 2.0, 3.5));
    for (int c = 0; c < s_.n; ++c) {
        if (((s_.changed >> c) & 1U) == 0) continue;
        const QRect cell = snapped(cellBox(L.left + c * L.cell));
        if (L.cell < 10) {
            p.fillRect(QRect(cell.left(), strip.bottom() + 2, cell.width(), 3),
                       s_.colors.registerRow);
            continue;
        }
        fillFrame(p, cell.adjusted(-1, -1, 1, 1), w + 2, s_.colors.registerHalo);
        fillFrame(p, cell, w, s_.colors.registerRow);
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
    TextCache& texts = s_.texts;
    const QColor textColor = palette().color(QPalette::WindowText);
    const QColor muted = palette().color(QPalette::PlaceholderText);
    qreal x = box.left();
    // Draws one piece of text after the previous one, elided at `limit`.
    const auto run = [&](Role role, const QColor& c, const QString& text, qreal limit) {
        p.setPen(c);
        x += drawText(p, role, texts.elided(role, text, limit - x),
                      QRectF(x, box.top(), limit - x, box.height()), Qt::AlignLeft);
    };
    if (L.namesInline)
        run(Role::Bold, textColor, QString::fromLatin1(kNames[r]) + QStringLiteral(": "),
            box.right());
    Role exprRole = s.code ? Role::Code : Role::Italic;
    qreal exprW = texts.width(exprRole, s.expression);
    if (exprW > box.right() - x) {  // a little smaller, then elided
        exprRole = s.code ? Role::CodeSmall : Role::ItalicSmall;
        exprW = texts.width(exprRole, s.expression);
    }
    // The row the value belongs to, when it is not the row of the header.
    QString suffix;
    if (s.origin.source != Source::Unknown && s.origin.source != Source::Restore &&
        s.origin.row >= 0 && s_.shownRow >= 0 && s.origin.row != s_.shownRow)
        suffix = QStringLiteral("  ") + tr("(row %L1)").arg(s.origin.row);
    const QString hex =
        QStringLiteral("0x") +
        QString::number(qulonglong(s.value), 16).rightJustified((s_.n + 3) / 4, '0');
    const qreal hexW = texts.width(Role::Code, hex);
    const qreal suffixW = suffix.isEmpty() ? 0 : texts.width(Role::Normal, suffix);
    const bool withHex = box.right() - x >= exprW + suffixW + kGap + hexW;
    const qreal limit = withHex ? box.right() - hexW - kGap : box.right();
    run(exprRole, textColor, s.expression, limit);
    if (!suffix.isEmpty() && limit - x >= suffixW) run(Role::Normal, muted, suffix, limit);
    if (withHex) {
        p.setPen(muted);
        drawText(p, Role::Code, hex, box, Qt::AlignRight);
    }
}
