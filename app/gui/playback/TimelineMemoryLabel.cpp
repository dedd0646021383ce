#include "TimelineMemoryLabel.h"

#include <QEvent>
#include <QLocale>

#include "Timeline.h"

TimelineMemoryLabel::TimelineMemoryLabel(QWidget* parent) : QLabel(parent) {
    setObjectName(QStringLiteral("memoryLabel"));
    setStyleSheet(QStringLiteral("color: #e08a00; font-weight: bold;"));
    hide();
    fitWidestText();
}

QString TimelineMemoryLabel::warning(qulonglong boundMiB, qulonglong firstExact) {
    return tr("Timeline over its %1 MiB bound: steps before %2 are kept as keyframes only")
        .arg(boundMiB)
        .arg(QLocale().toString(firstExact));
}

void TimelineMemoryLabel::showTimeline(const queens::Timeline& t) {
    setVisible(t.overBound());
    if (t.overBound()) setText(warning(t.memoryBound() >> 20, t.firstExact()));
}

void TimelineMemoryLabel::fitWidestText() {
    const QString shown = text();
    setText(warning(9999, 9'999'999'999'999));
    const QSize need = sizeHint();
    setText(shown);
    setFixedSize(need.width() + 16, need.height() + 4);
}

void TimelineMemoryLabel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange)
        fitWidestText();
    QLabel::changeEvent(event);
}
