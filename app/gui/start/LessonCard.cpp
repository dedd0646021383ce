#include "LessonCard.h"

#include <QFontMetrics>
#include <QPainter>
#include <QStyleOptionButton>

namespace {

constexpr int kMargin = 14;  // around the texts
constexpr int kGap = 6;      // between title and summary
constexpr int kWidth = 520;  // preferred width
constexpr int kMinWidth = 280;
constexpr int kFlags = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap;

}  // namespace

LessonCard::LessonCard(QWidget* parent) : QAbstractButton(parent) {
    setAttribute(Qt::WA_Hover);
    setFocusPolicy(Qt::StrongFocus);
    setCursor(Qt::PointingHandCursor);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
}

void LessonCard::setTexts(const QString& title, const QString& summary) {
    title_ = title;
    summary_ = summary;
    setText(title);  // accessible name and tests
    updateGeometry();
    update();
}

QFont LessonCard::titleFont() const {
    QFont f = font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 1.2);
    return f;
}

QRect LessonCard::titleRect(int width) const {
    const int inner = std::max(1, width - 2 * kMargin);
    const QRect r =
        QFontMetrics(titleFont()).boundingRect(QRect(0, 0, inner, 10'000), kFlags, title_);
    return QRect(kMargin, kMargin, inner, r.height());
}

QRect LessonCard::summaryRect(int width) const {
    const int inner = std::max(1, width - 2 * kMargin);
    const QRect t = titleRect(width);
    const QRect r = fontMetrics().boundingRect(QRect(0, 0, inner, 10'000), kFlags, summary_);
    return QRect(kMargin, t.bottom() + 1 + kGap, inner, r.height());
}

int LessonCard::heightForWidth(int width) const {
    return summaryRect(width).bottom() + 1 + kMargin;
}

QSize LessonCard::sizeHint() const {
    return QSize(kWidth, heightForWidth(kWidth));
}

QSize LessonCard::minimumSizeHint() const {
    return QSize(kMinWidth, heightForWidth(kWidth));
}

void LessonCard::paintEvent(QPaintEvent*) {
    QPainter p(this);
    QStyleOptionButton option;
    option.initFrom(this);
    if (isDown())
        option.state |= QStyle::State_Sunken;
    else
        option.state |= QStyle::State_Raised;
    style()->drawControl(QStyle::CE_PushButtonBevel, &option, &p, this);
    p.setPen(palette().color(QPalette::ButtonText));
    p.setFont(titleFont());
    p.drawText(titleRect(width()), kFlags, title_);
    p.setFont(font());
    p.drawText(summaryRect(width()), kFlags, summary_);
}
