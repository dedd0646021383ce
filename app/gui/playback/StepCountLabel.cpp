#include "StepCountLabel.h"

#include <QEvent>
#include <QLocale>

StepCountLabel::StepCountLabel(QWidget* parent) : QLabel(parent) {
    setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    refreshText();
}

void StepCountLabel::setCount(std::uint64_t cursor, std::uint64_t recorded) {
    if (cursor == cursor_ && recorded == recorded_ && !text().isEmpty()) return;
    cursor_ = cursor;
    recorded_ = recorded;
    refreshText();
}

void StepCountLabel::changeEvent(QEvent* event) {
    QLabel::changeEvent(event);
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange)
        refreshText();
}

void StepCountLabel::refreshText() {
    const QLocale locale;
    const QString recorded = locale.toString(qulonglong(recorded_));
    const auto format = [](const QString& shown, const QString& of) {
        return tr("%1 / %2", "scrubber: step shown / steps recorded").arg(shown, of);
    };
    setText(format(locale.toString(qulonglong(cursor_)), recorded));
    QString widest = recorded;
    for (QChar& c : widest)
        if (c.isDigit()) c = QLatin1Char('0');
    const QFontMetrics fm = fontMetrics();
    const int width = fm.horizontalAdvance(format(widest, widest)) + fm.averageCharWidth();
    if (width != maximumWidth() || fm.height() + 4 != maximumHeight())
        setFixedSize(width, fm.height() + 4);
}
