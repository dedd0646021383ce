#include "RegisterTextCache.h"

#include <QFontDatabase>
#include <QFontMetricsF>
#include <QTransform>
#include <algorithm>

QFont RegisterTextCache::codeFont(const QFont& base) {
    QFont f = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    if (base.pointSizeF() > 0)
        f.setPointSizeF(base.pointSizeF());
    else
        f.setPixelSize(base.pixelSize());
    return f;
}

void RegisterTextCache::setFonts(const QFont& base, int digitPixels) {
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

const QStaticText& RegisterTextCache::text(Role r, const QString& s) {
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

QString RegisterTextCache::elided(Role r, const QString& s, qreal room) {
    if (s.isEmpty() || width(r, s) <= room) return s;
    return QFontMetricsF(font(r)).elidedText(s, Qt::ElideRight, std::max<qreal>(0, room));
}
