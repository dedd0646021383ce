#pragma once
// RegisterTextCache: the screen's register texts laid out once and drawn many times
// (QStaticText), in fonts derived from the view's font. Owned by RegisterView, kept across
// paints and read by RegisterPainter, so a repaint lays out no text it has drawn before.
// setFonts() empties it when the fonts change; it also empties itself when it holds more than
// kMaxEntries texts (the hex values change with every step). Not thread-safe: GUI thread only.
#include <QFont>
#include <QHash>
#include <QStaticText>
#include <QString>
#include <array>

class RegisterTextCache {
public:
    enum Role { Normal, Bold, Small, Digit, Code, CodeSmall, Italic, ItalicSmall, kRoles };
    static constexpr int kMaxEntries = 512;

    // The fixed-width font of the expressions, at the size of `base`.
    static QFont codeFont(const QFont& base);

    // The fonts from the view's font, with digits of `digitPixels` pixels.
    void setFonts(const QFont& base, int digitPixels);
    const QFont& font(Role r) const { return fonts_[static_cast<std::size_t>(r)]; }
    // `s` in font r, laid out.
    const QStaticText& text(Role r, const QString& s);
    qreal width(Role r, const QString& s) { return text(r, s).size().width(); }
    // `s` elided at the right to fit `room`.
    QString elided(Role r, const QString& s, qreal room);

private:
    QFont base_;
    int digitPixels_ = -1;
    std::array<QFont, kRoles> fonts_;
    std::array<QHash<QString, QStaticText>, kRoles> texts_;
    int entries_ = 0;
};
