#include "AppStyle.h"

#include <QApplication>
#include <QFont>
#include <QPalette>
#include <QStyle>
#include <QStyleFactory>
#include <optional>

namespace {
// What the application looked like before the first apply(), so that a theme can be undone.
struct Original {
    QFont font;
    QPalette palette;
    QString style;
};
std::optional<Original>& original() {
    static std::optional<Original> o;  // GUI thread only
    return o;
}
AppStyle::Options& currentOptions() {
    static AppStyle::Options o;
    return o;
}
bool& applied() {
    static bool a = false;
    return a;
}
}  // namespace

void AppStyle::apply(bool dark) {
    apply(Options{dark, false});
}

void AppStyle::applyPresenter(bool on) {
    Options o = current();
    o.presenter = on;
    apply(o);
}

AppStyle::Options AppStyle::current() {
    return currentOptions();
}

QFont AppStyle::originalFont() {
    return original() ? original()->font : QApplication::font();
}

void AppStyle::apply(const Options& options) {
    if (!original())
        original() = Original{QApplication::font(), QApplication::palette(),
                              QApplication::style() ? QApplication::style()->name() : QString()};
    const Original& orig = *original();
    const bool first = !applied();
    const bool restyle = first ? (options.dark || options.presenter) : !(options == current());
    applied() = true;
    currentOptions() = options;

    QFont f = orig.font;
    const double minimum = options.presenter ? kPresenterPointSize : kMinPointSize;
    if (f.pointSizeF() > 0 && f.pointSizeF() < minimum) f.setPointSizeF(minimum);
    if (f != QApplication::font()) QApplication::setFont(f);
    if (!restyle) return;

    if (options.dark || options.presenter) {
        if (QApplication::style()->name().compare(QStringLiteral("fusion"), Qt::CaseInsensitive))
            QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        const QPalette p = options.presenter ? highContrastPalette(options.dark) : darkPalette();
        QApplication::setPalette(p);
        QApplication::setPalette(options.dark ? sliderPalette() : p, "QSlider");
    } else {
        if (!orig.style.isEmpty() &&
            QApplication::style()->name().compare(orig.style, Qt::CaseInsensitive))
            QApplication::setStyle(QStyleFactory::create(orig.style));
        QApplication::setPalette(orig.palette);
        QApplication::setPalette(orig.palette, "QSlider");
    }
}

QPalette AppStyle::sliderPalette() {
    // Fusion draws a slider's tick marks, groove edge and handle border in Window.darker(140),
    // which vanishes on a dark window; a slider does not fill its background, so a light Window
    // only lifts those lines (to about 5:1 against the dark toolbar).
    QPalette p = darkPalette();
    p.setColor(QPalette::Window, QColor(0xd0, 0xd4, 0xda));
    return p;
}

QPalette AppStyle::highContrastPalette(bool dark) {
    QPalette p;
    const QColor bg = dark ? QColor(Qt::black) : QColor(Qt::white);
    const QColor fg = dark ? QColor(Qt::white) : QColor(Qt::black);
    // Yellow on black / dark blue on white: well over 7:1 against the background; the text on
    // a highlight is the opposite extreme.
    const QColor highlight = dark ? QColor(0xff, 0xd6, 0x00) : QColor(0x00, 0x2b, 0x8f);
    const QColor highlightedText = dark ? QColor(Qt::black) : QColor(Qt::white);
    const QColor button = dark ? QColor(0x14, 0x14, 0x14) : QColor(0xf2, 0xf2, 0xf2);
    p.setColor(QPalette::Window, bg);
    p.setColor(QPalette::WindowText, fg);
    p.setColor(QPalette::Base, bg);
    p.setColor(QPalette::AlternateBase, dark ? QColor(0x1a, 0x1a, 0x1a) : QColor(0xee, 0xee, 0xee));
    p.setColor(QPalette::ToolTipBase, bg);
    p.setColor(QPalette::ToolTipText, fg);
    p.setColor(QPalette::PlaceholderText,
               dark ? QColor(0xc0, 0xc0, 0xc0) : QColor(0x40, 0x40, 0x40));
    p.setColor(QPalette::Text, fg);
    p.setColor(QPalette::Button, button);
    p.setColor(QPalette::ButtonText, fg);
    p.setColor(QPalette::BrightText, dark ? QColor(0xff, 0x8a, 0x80) : QColor(0xb0, 0x00, 0x20));
    p.setColor(QPalette::Light, dark ? QColor(0xa0, 0xa0, 0xa0) : QColor(Qt::white));
    p.setColor(QPalette::Midlight, dark ? QColor(0x70, 0x70, 0x70) : QColor(0xe0, 0xe0, 0xe0));
    p.setColor(QPalette::Mid, dark ? QColor(0x50, 0x50, 0x50) : QColor(0x70, 0x70, 0x70));
    p.setColor(QPalette::Dark, dark ? QColor(0x30, 0x30, 0x30) : QColor(0x40, 0x40, 0x40));
    p.setColor(QPalette::Shadow, Qt::black);
    p.setColor(QPalette::Link, dark ? QColor(0x80, 0xc8, 0xff) : QColor(0x00, 0x2b, 0x8f));
    p.setColor(QPalette::Highlight, highlight);
    p.setColor(QPalette::HighlightedText, highlightedText);
    const QColor disabled = dark ? QColor(0x9a, 0x9a, 0x9a) : QColor(0x60, 0x60, 0x60);
    p.setColor(QPalette::Disabled, QPalette::Text, disabled);
    p.setColor(QPalette::Disabled, QPalette::ButtonText, disabled);
    p.setColor(QPalette::Disabled, QPalette::WindowText, disabled);
    return p;
}

QPalette AppStyle::darkPalette() {
    QPalette p;
    const QColor window(0x2b, 0x2d, 0x31);
    const QColor base(0x1e, 0x1f, 0x22);
    const QColor text(0xe8, 0xe8, 0xe8);
    const QColor highlight(0x3d, 0x8b, 0xe0);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x9a, 0x9a, 0x9a));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    // The 3-D roles (bevels, frames, the tick marks of styles that use them), from light to
    // dark around Button: without them Qt derives them from a light default palette.
    p.setColor(QPalette::Light, QColor(0x74, 0x79, 0x81));
    p.setColor(QPalette::Midlight, QColor(0x50, 0x54, 0x5a));
    p.setColor(QPalette::Mid, QColor(0x1e, 0x1f, 0x22));
    p.setColor(QPalette::Dark, QColor(0x12, 0x13, 0x15));
    p.setColor(QPalette::Shadow, QColor(0x00, 0x00, 0x00));
    p.setColor(QPalette::BrightText, QColor(0xff, 0x6b, 0x6b));
    p.setColor(QPalette::Link, highlight);
    p.setColor(QPalette::Highlight, highlight);
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x80, 0x80, 0x80));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x80, 0x80, 0x80));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x80, 0x80, 0x80));
    return p;
}
