#include "SpeedControl.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSlider>
#include <cmath>
#include <limits>

SpeedControl::SpeedControl(QWidget* parent) : QWidget(parent) {
    auto* caption = new QLabel(tr("Speed:"), this);
    slider_ = new QSlider(Qt::Horizontal, this);
    slider_->setObjectName(QStringLiteral("speedSlider"));
    slider_->setRange(0, kMaxPosition);
    slider_->setPageStep(3);  // one decade
    slider_->setTickPosition(QSlider::TicksBelow);
    slider_->setTickInterval(3);
    slider_->setMinimumWidth(220);
    slider_->setToolTip(tr("Steps per second, from 1 to 1,000,000, or as fast as possible"));
    caption->setBuddy(slider_);

    value_ = new QLabel(this);
    value_->setObjectName(QStringLiteral("speedLabel"));
    value_->setMinimumWidth(value_->fontMetrics().horizontalAdvance(labelFor(1e6)) + 8);

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 0, 8, 0);
    layout->addWidget(caption);
    layout->addWidget(slider_, 1);
    layout->addWidget(value_);

    connect(slider_, &QSlider::valueChanged, this, &SpeedControl::onMoved);
    slider_->setValue(2);  // 5 steps/s: slow enough to explain each step
    onMoved(slider_->value());
}

double SpeedControl::speedAt(int position) {
    if (position >= kMaxPosition) return std::numeric_limits<double>::infinity();
    if (position <= 0) return 1.0;
    static constexpr double kMantissa[3] = {1.0, 2.0, 5.0};
    return kMantissa[position % 3] * std::pow(10.0, position / 3);
}

QString SpeedControl::labelFor(double stepsPerSecond) {
    if (std::isinf(stepsPerSecond)) return tr("max");
    if (stepsPerSecond == 1.0) return tr("1 step/s");
    return tr("%1 steps/s").arg(QLocale().toString(static_cast<qlonglong>(stepsPerSecond)));
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

void SpeedControl::onMoved(int position) {
    const double s = speedAt(position);
    value_->setText(labelFor(s));
    emit speedChanged(s);
}
