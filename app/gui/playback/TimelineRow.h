#pragma once
// TimelineRow: the row under the board: the TimelineScrubber (the whole recording, the cursor,
// a tick per solution found) and the StepCountLabel beside it. It owns both and only shows what
// showRun() hands it; a seek the user asks for leaves as seekRequested, to the PlaybackController.
// It reads the run's history for the solution ticks, and rebuilds them only when the number of
// solutions found changes, so a playback tick costs two setters.
#include <QWidget>
#include <cstdint>

class PlaybackController;
class StepCountLabel;
class TimelineScrubber;
namespace queens {
class RunHistory;
}

class TimelineRow : public QWidget {
    Q_OBJECT

public:
    explicit TimelineRow(QWidget* parent = nullptr);

    // The playback's recording and cursor, and the solutions `history` has recorded so far.
    void showRun(const PlaybackController& playback, const queens::RunHistory& history);
    // A new run: the solution ticks are rebuilt at the next showRun().
    void clearMarks();

    TimelineScrubber* scrubber() const { return scrubber_; }

signals:
    void seekRequested(quint64 index);

private:
    TimelineScrubber* scrubber_ = nullptr;
    StepCountLabel* stepLabel_ = nullptr;
    std::uint64_t markedSolutions_ = ~std::uint64_t{0};  // solutions the ticks show
};
