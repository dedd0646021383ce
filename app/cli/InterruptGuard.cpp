#include "InterruptGuard.h"

namespace queens::cli {

namespace {

static_assert(std::atomic<bool>::is_always_lock_free);
std::atomic<bool> interruptedFlag{false};

extern "C" void onInterrupt(int) {
    interruptedFlag.store(true);
}

}  // namespace

InterruptGuard::InterruptGuard() {
    interruptedFlag.store(false);
    struct sigaction action {};
    action.sa_handler = onInterrupt;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    installed_ = sigaction(SIGINT, &action, &previous_) == 0;
}

InterruptGuard::~InterruptGuard() {
    if (installed_) sigaction(SIGINT, &previous_, nullptr);
}

const std::atomic<bool>* InterruptGuard::flag() {
    return &interruptedFlag;
}

bool InterruptGuard::interrupted() {
    return interruptedFlag.load(std::memory_order_relaxed);
}

CliError InterruptGuard::interruptedError(const QString& message) {
    return CliError(kExitInterrupted, message);
}

}  // namespace queens::cli
