#pragma once
// SpeedControl: playback speed on a logarithmic slider (1-2-5 steps per decade from 1 to
// 1,000,000 steps per second, and a last position "max": as fast as possible) with a label showing
// the value. It owns the slider and labels; it only reports the speed, it does not play.
#include <QWidget>

class QLabel;
class QSlider;

class SpeedControl : public QWidget {
    Q_OBJECT

public:
    static constexpr int kDecades = 6;                     // 1 .. 10^6
    static constexpr int kMaxPosition = kDecades * 3 + 1;  // the "max" position

    explicit SpeedControl(QWidget* parent = nullptr);

    // Steps per second at a slider position; infinity at kMaxPosition.
    static double speedAt(int position);
    // The value shown next to the "Steps per second:" caption: "5", "1,000,000" (in the
    // number format of the locale), "max".
    static QString labelFor(double stepsPerSecond);

    double speed() const;
    int position() const;
    void setPosition(int position);

public slots:
    // One slider position faster / slower (the + and - keys); speedChanged() follows unless the
    // slider is already at its end.
    void stepUp();
    void stepDown();

signals:
    // Once per change of the slider position (not at construction: read speed() then).
    void speedChanged(double stepsPerSecond);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void onMoved(int position);

    QSlider* slider_ = nullptr;
    QLabel* caption_ = nullptr;
    QLabel* value_ = nullptr;
};
