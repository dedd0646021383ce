#include "TimelineRow.h"

#include <QHBoxLayout>
#include <utility>
#include <vector>

#include "PlaybackController.h"
#include "RunHistory.h"
#include "StepCountLabel.h"
#include "TimelineScrubber.h"

namespace {
// The scrubber marks at most this many solutions (one tick per pixel is all it can show).
constexpr std::size_t kMaxScrubberMarks = 4096;
}  // namespace

TimelineRow::TimelineRow(QWidget* parent) : QWidget(parent) {
    scrubber_ = new TimelineScrubber(this);
    scrubber_->setObjectName(QStringLiteral("timelineScrubber"));
    stepLabel_ = new StepCountLabel(this);
    stepLabel_->setObjectName(QStringLiteral("scrubberStepLabel"));
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(scrubber_, 1);
    row->addWidget(stepLabel_);
    connect(scrubber_, &TimelineScrubber::seekRequested, this, &TimelineRow::seekRequested);
}

void TimelineRow::showRun(const PlaybackController& pb, const queens::RunHistory& history) {
    const queens::Timeline& t = pb.timeline();
    scrubber_->setRange(pb.recorded(), pb.runFinished(), t.firstExact());
    scrubber_->setCursorIndex(pb.cursor());
    const auto solutions = history.lastSolution(history.recordedEvents());
    const std::uint64_t found = solutions ? static_cast<std::uint64_t>(solutions->value) : 0;
    if (found != markedSolutions_) {
        markedSolutions_ = found;
        std::vector<std::uint64_t> marks;
        for (const auto& p : history.solutionsSeries(history.recordedEvents(), kMaxScrubberMarks))
            marks.push_back(p.step);
        scrubber_->setMarks(std::move(marks));
    }
    stepLabel_->setCount(pb.cursor(), pb.recorded());
}

void TimelineRow::clearMarks() {
    markedSolutions_ = ~std::uint64_t{0};
}
