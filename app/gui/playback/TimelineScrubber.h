#pragma once
// TimelineScrubber: the recorded run as a horizontal bar, with the playback cursor as a handle
// the user drags. Not a QSlider: a run can have 10^9 events, more than an int holds, and the
// bar shows what a slider cannot.
//
// What it shows
// - The recorded extent: a filled bar from step 0 to recorded(). While the worker still
//   produces, the bar's scale (scale(): the step at the right end) is a round number ahead of
//   recorded(), so the filled part grows to the right, and the rest of the groove is outlined
//   with a dashed line; once the run is finished, the scale is recorded() itself, the fill
//   spans the whole groove and ends in a solid bar (the end of the run).
// - The steps before firstExact() (dropped by the timeline's memory bound: keyframes only, a
//   seek there lands on the nearest keyframe) hatched.
// - Marks (setMarks(), e.g. the steps of the solutions) as ticks above and below the bar, at
//   most one per pixel column: a column shows a tick when at least one mark falls on it.
// - The cursor as a handle; a focus frame when the scrubber has the keyboard focus.
//
// Positions: the groove is grooveRect(); step i is drawn at
//     x(i) = grooveRect().left() + i * grooveRect().width() / scale()
// and a point x stands for the step round((x - grooveRect().left()) * scale() /
// grooveRect().width()), clamped to 0..recorded() (steps not recorded yet cannot be reached).
//
// Interaction
// - A left click emits seekRequested(step at the mouse); dragging with the button down emits it
//   again whenever the step under the mouse changes (at most once per mouse move).
// - Keys (when focused): PageUp moves forward, PageDown back, by 1/20 of the recording (at least
//   one step), as in Qt's sliders; seekRequested() carries the target.
// - The tool tip names the step under the mouse.
//
// Cost: setRange() and setCursorIndex() are O(1) and repaint only when a pixel changes;
// setMarks() sorts its list and, like addMark(), repaints only when the ticks change. The ticks
// (runs of pixel columns) are computed by the setters, in O(width * log(marks)), so a paint costs
// O(pixels) plus one rectangle per run of ticks. Painting sticks to operations that Qt's raster
// engine does on the calling thread: pixel-aligned rectangles without antialiasing, and cached
// images for the groove's outline, the handle and the focus frame (drawn once per size, palette
// and state). Long antialiased or dashed outlines would make each paint hand its spans to Qt's
// thread pool and wait for it, which stalls the GUI thread for milliseconds on a busy machine.
//
// (setCursorIndex, not setCursor: QWidget::setCursor(QCursor) sets the mouse pointer, and an
// overload taking a number would silently catch setCursor(Qt::PointingHandCursor).)
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
