#pragma once
// TimelineScrubber: the recorded run as a horizontal bar with the playback cursor as a draggable
// handle, the steps dropped by the timeline's memory bound hatched and marks (e.g. solutions) as
// ticks. Not a QSlider: a run can have more events than an int holds. It only shows and asks:
// clicks, drags and PageUp/PageDown emit seekRequested(); it never moves the cursor itself.
// Setters do the O(width * log(marks)) work; a paint only blits cached images and pixel-aligned
// rectangles (see docs/design.md, "Playback and the timeline").
// setCursorIndex, not setCursor: QWidget::setCursor(QCursor) would catch a number overload.
#include <QImage>
#include <QRectF>
#include <QWidget>
#include <array>
#include <cstdint>
#include <vector>

class TimelineScrubber : public QWidget {
    Q_OBJECT

public:
    explicit TimelineScrubber(QWidget* parent = nullptr);

    // The events recorded so far, whether the run is finished, and the first step kept exactly.
    void setRange(quint64 recorded, bool finished, quint64 firstExact);
    void setCursorIndex(quint64 cursor);
    // Steps to mark (any order, duplicates allowed); addMark() appends one (cheap in order).
    void setMarks(std::vector<std::uint64_t> marks);
    void addMark(std::uint64_t step);

    quint64 recorded() const { return recorded_; }
    bool finished() const { return finished_; }
    quint64 firstExact() const { return firstExact_; }
    quint64 cursorIndex() const { return cursor_; }
    const std::vector<std::uint64_t>& marks() const { return marks_; }
    // The step at the right end of the groove (>= 1).
    quint64 scale() const { return scale_; }
    QRectF grooveRect() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void seekRequested(quint64 index);

protected:
    bool event(QEvent* e) override;
    void paintEvent(QPaintEvent* e) override;
    void mousePressEvent(QMouseEvent* e) override;
    void mouseMoveEvent(QMouseEvent* e) override;
    void mouseReleaseEvent(QMouseEvent* e) override;
    void keyPressEvent(QKeyEvent* e) override;
    void resizeEvent(QResizeEvent* e) override;
    void changeEvent(QEvent* e) override;

private:
    void retranslateUi();
    // Pixel columns [left, right) that show a tick.
    struct TickRun {
        int left = 0;
        int right = 0;
        friend bool operator==(const TickRun&, const TickRun&) = default;
    };
    // A cached image and what it was drawn for (size, pixel ratio, palette, state).
    using LayerKey = std::array<qint64, 6>;
    struct Layer {
        QImage image;
        QPoint at;  // its top left corner, in widget coordinates
        LayerKey key{};
    };

    qreal xAt(quint64 step) const;
    // The step at x, not clamped to recorded() (may be up to scale()).
    quint64 stepAt(qreal x) const;
    qreal handleWidth() const;
    void requestSeek(quint64 index);
    // Recomputes ticks_ from the marks, the range and the geometry; true when they changed.
    bool updateTicks();
    std::vector<TickRun> computeTicks() const;
    // The number of marks <= recorded() (the ones drawn).
    std::size_t marksRecorded() const;
    LayerKey layerKey(qint64 a, qint64 b) const;
    const Layer& grooveLayer();
    const Layer& handleLayer();
    const Layer& focusLayer();

    quint64 recorded_ = 0;
    bool finished_ = false;
    quint64 firstExact_ = 0;
    quint64 cursor_ = 0;
    quint64 scale_ = 1;
    std::vector<std::uint64_t> marks_;  // sorted
    std::vector<TickRun> ticks_;        // from marks_, recorded_, scale_ and the width
    Layer groove_;
    Layer handle_;
    Layer focus_;
    bool dragging_ = false;
    quint64 lastRequested_ = 0;
};
