#include "TimelineBatch.h"

namespace queens {

std::size_t TimelineBatch::bytes() const {
    std::size_t total = sizeof(TimelineBatch) + kControlBlockBytes + kIndexSlotBytes;
    total += events.capacity() * sizeof(StepEvent);
    total += keyframes.capacity() * sizeof(decltype(keyframes)::value_type);
    total += marks.capacity() * sizeof(RunMark);
    total += triesBefore.capacity() * sizeof(std::uint64_t);
    for (const auto& kf : keyframes) total += kf.second.heapBytes() + kIndexSlotBytes;
    return total;
}

}  // namespace queens
