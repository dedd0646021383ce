#include "CaptionLabel.h"

#include <QEvent>
#include <QPainter>
#include <QPen>
#include <QTextLayout>
#include <algorithm>
#include <cmath>

#include "CjkWordBreaks.h"

CaptionLabel::CaptionLabel(int lines, QWidget* parent) : QWidget(parent), lines_(lines) {
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    measureLines();
}

void CaptionLabel::setText(const QString& text) {
    if (text == text_) return;
    text_ = text;
    prepared_ = CjkWordBreaks::keepWordsTogether(text_);
    setToolTip(text_);  // the whole sentence, should it ever need more lines than the box has
    const int height = lineHeightOf(prepared_);
    if (height > lineHeight_) {  // a script in taller fonts: once per language
        lineHeight_ = height;
        updateGeometry();
    }
    update();
}

QSize CaptionLabel::sizeHint() const {
    return {fontMetrics().averageCharWidth() * 60, lineHeight_ * lines_ + 2 * kMargin};
}

QSize CaptionLabel::minimumSizeHint() const {
    return {fontMetrics().averageCharWidth() * 10, sizeHint().height()};
}

int CaptionLabel::heightForWidth(int width) const {
    QTextLayout layout;
    return static_cast<int>(std::ceil(layOut(layout, width - 2 * kMargin))) + 2 * kMargin;
}

qreal CaptionLabel::layOut(QTextLayout& layout, qreal width) const {
    layout.setText(prepared_);
    layout.setFont(font());
    QTextOption option(Qt::AlignHCenter);
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    qreal y = 0;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(std::max<qreal>(width, 1));
        line.setPosition(QPointF(0, y));
        y += line.height();
    }
    layout.endLayout();
    return y;
}

int CaptionLabel::lineHeightOf(const QString& prepared) const {
    if (prepared.isEmpty()) return 0;
    QTextLayout layout(prepared, font());
    layout.beginLayout();
    QTextLine line = layout.createLine();
    line.setNumColumns(int(prepared.size()));
    layout.endLayout();
    return static_cast<int>(std::ceil(line.height()));
}

void CaptionLabel::measureLines() {
    lineHeight_ = std::max(fontMetrics().lineSpacing(), lineHeightOf(prepared_));
    updateGeometry();
}

void CaptionLabel::setLines(int lines) {
    if (lines == lines_ - extraLines_) return;
    lines_ = lines + extraLines_;
    updateGeometry();
    update();
}

void CaptionLabel::setNotice(bool notice, bool grow) {
    const int extra = notice && grow ? kNoticeExtraLines : 0;
    if (notice == notice_ && extra == extraLines_) return;
    notice_ = notice;
    // A notice at the end of a run may take two lines more, so that its advice is not cut; the
    // window lays out again once, when the notice comes or goes. A notice in the middle of a run
    // keeps the box's size, so that the board does not move at playback rate.
    if (extra != extraLines_) {
        lines_ += extra - extraLines_;
        extraLines_ = extra;
        updateGeometry();
    }
    update();
}

void CaptionLabel::paintEvent(QPaintEvent*) {
    const QRectF box = QRectF(rect()).adjusted(kMargin, kMargin, -kMargin, -kMargin);
    QTextLayout layout;
    const qreal height = layOut(layout, box.width());
    QPainter p(this);
    if (notice_) {
        // Amber, translucent: readable over the light and the dark palette alike.
        const QColor amber(0xE0, 0x9A, 0x1B);
        QColor fill = amber;
        fill.setAlphaF(0.22);
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(QPen(amber, 2));
        p.setBrush(fill);
        p.drawRoundedRect(QRectF(rect()).adjusted(1, 1, -1, -1), kMargin, kMargin);
    }
    p.setPen(palette().color(QPalette::WindowText));
    // Centred; a sentence taller than the box keeps its first lines.
    layout.draw(&p,
                QPointF(box.left(), box.top() + std::max<qreal>(0, (box.height() - height) / 2)));
}

void CaptionLabel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange)
        measureLines();
    QWidget::changeEvent(event);
}
