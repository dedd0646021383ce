#include "AppStyle.h"

#include <QApplication>
#include <QFont>
#include <QPalette>
#include <QStyleFactory>

void AppStyle::apply(bool dark) {
    QFont f = QApplication::font();
    if (f.pointSizeF() > 0 && f.pointSizeF() < kMinPointSize) {
        f.setPointSizeF(kMinPointSize);
        QApplication::setFont(f);
    }
    if (dark) {
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QApplication::setPalette(darkPalette());
        QApplication::setPalette(sliderPalette(), "QSlider");
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
