#include "JobTicket.h"

#include <algorithm>
#include <utility>

#include "JobRunner.h"

namespace {

std::uint64_t pack(int done, int total) {
    const auto d = static_cast<std::uint32_t>(std::max(done, 0));
    const auto t = static_cast<std::uint32_t>(std::max(total, 0));
    return (static_cast<std::uint64_t>(d) << 32) | t;
}

}  // namespace

JobTicket::JobTicket() : state_(std::make_shared<State>()) {}

JobTicket::JobTicket(JobRunner* runner, std::uint64_t generation)
    : runner_(runner), generation_(generation), state_(std::make_shared<State>()) {}

void JobTicket::deliver(std::function<void()> f) const {
    if (runner_ != nullptr) runner_->post(generation_, std::move(f));
}

void JobTicket::progress(int done, int total) const {
    if (runner_ == nullptr) return;
    state_->latest.store(pack(done, total));
    if (state_->progressPending.exchange(true)) return;  // the waiting report reads the latest
    JobRunner* runner = runner_;
    runner_->post(generation_, [runner, state = state_] {
        state->progressPending.store(false);  // before reading: a later report posts again
        const std::uint64_t v = state->latest.load();
        emit runner->progress(static_cast<int>(v >> 32), static_cast<int>(v & 0xffffffffU));
    });
}
