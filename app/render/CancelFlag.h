#pragma once
// cancelled(cancel): whether the optional cancel flag of a drawing or writing job (null: the job
// cannot be cancelled) has been raised. Every long loop of app/render polls it between units of
// work; the flag is set by another thread, so the load is atomic (relaxed: it orders nothing).
#include <atomic>

inline bool cancelled(const std::atomic<bool>* cancel) {
    return cancel != nullptr && cancel->load(std::memory_order_relaxed);
}
