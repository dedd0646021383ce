#include "CaptionLabel.h"

#include <QEvent>
#include <QPainter>

CaptionLabel::CaptionLabel(int lines, QWidget* parent) : QWidget(parent), lines_(lines) {
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void CaptionLabel::setText(const QString& text) {
    if (text == text_) return;
    text_ = text;
    setToolTip(text_);  // the whole sentence, should it ever need more lines than the box has
    update();
}

QSize CaptionLabel::sizeHint() const {
    return {fontMetrics().averageCharWidth() * 60, fontMetrics().lineSpacing() * lines_ + 8};
}

QSize CaptionLabel::minimumSizeHint() const {
    return {fontMetrics().averageCharWidth() * 10, sizeHint().height()};
}

void CaptionLabel::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setPen(palette().color(QPalette::WindowText));
    p.drawText(rect().adjusted(4, 4, -4, -4), Qt::AlignCenter | Qt::TextWordWrap, text_);
}

void CaptionLabel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::FontChange) updateGeometry();
    QWidget::changeEvent(event);
}
