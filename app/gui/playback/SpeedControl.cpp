#include "SpeedControl.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSlider>
#include <cmath>
#include <limits>

SpeedControl::SpeedControl(QWidget* parent) : QWidget(parent) {
    caption_ = new QLabel(this);
    slider_ = new QSlider(Qt::Horizontal, this);
    slider_->setObjectName(QStringLiteral("speedSlider"));
    slider_->setRange(0, kMaxPosition);
    slider_->setPageStep(3);  // one decade
    slider_->setTickPosition(QSlider::TicksBelow);
    slider_->setTickInterval(3);
    slider_->setMinimumWidth(220);
    caption_->setBuddy(slider_);

    value_ = new QLabel(this);
    value_->setObjectName(QStringLiteral("speedLabel"));
    value_->setMinimumWidth(value_->fontMetrics().horizontalAdvance(labelFor(1e6)) + 8);

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 0, 8, 0);
    layout->addWidget(caption_);
    layout->addWidget(slider_, 1);
    layout->addWidget(value_);

    slider_->setValue(2);  // 5 steps per second: slow enough to explain each step
    retranslateUi();
    // Connected last: speedChanged() fires exactly once per change of the slider's value.
    connect(slider_, &QSlider::valueChanged, this, &SpeedControl::onMoved);
}

void SpeedControl::retranslateUi() {
    caption_->setText(tr("Steps per second:"));
    slider_->setToolTip(tr("From %L1 to %L2 steps per second, or as fast as possible")
                            .arg(qlonglong(speedAt(0)))
                            .arg(qlonglong(speedAt(kMaxPosition - 1))));
    value_->setText(labelFor(speed()));
}

void SpeedControl::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}

double SpeedControl::speedAt(int position) {
    if (position >= kMaxPosition) return std::numeric_limits<double>::infinity();
    if (position <= 0) return 1.0;
    static constexpr double kMantissa[3] = {1.0, 2.0, 5.0};
    return kMantissa[position % 3] * std::pow(10.0, position / 3);
}

QString SpeedControl::labelFor(double stepsPerSecond) {
    if (std::isinf(stepsPerSecond)) return tr("max");
    // The caption says "Steps per second:", so the value is a bare number (no plural forms).
    return QLocale().toString(static_cast<qlonglong>(stepsPerSecond));
}

double SpeedControl::speed() const {
    return speedAt(slider_->value());
}
int SpeedControl::position() const {
    return slider_->value();
}
void SpeedControl::setPosition(int position) {
    slider_->setValue(position);
}

void SpeedControl::stepUp() {
    slider_->setValue(slider_->value() + 1);  // the slider clamps to its range
}
void SpeedControl::stepDown() {
    slider_->setValue(slider_->value() - 1);
}

void SpeedControl::onMoved(int position) {
    const double s = speedAt(position);
    value_->setText(labelFor(s));
    emit speedChanged(s);
}
