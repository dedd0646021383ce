#pragma once
// TimelineMemoryLabel: the status bar's warning, shown only while the timeline is over its memory
// bound ("steps before k are kept as keyframes only", so stepping back there replays from a
// keyframe). It has a fixed size, that of its widest text in the current language and font,
// measured again on a language or font change: a label whose size followed its text would lay
// the window out again on every change of the numbers. It only shows what showTimeline() gives.
#include <QLabel>

namespace queens {
class Timeline;
}

class TimelineMemoryLabel : public QLabel {
    Q_OBJECT

public:
    explicit TimelineMemoryLabel(QWidget* parent = nullptr);

    // Shows the warning while `timeline` is over its bound, hides it otherwise.
    void showTimeline(const queens::Timeline& timeline);
    // The warning for a bound of `boundMiB` with exact steps from `firstExact` on.
    static QString warning(qulonglong boundMiB, qulonglong firstExact);

protected:
    void changeEvent(QEvent* event) override;

private:
    void fitWidestText();
};
