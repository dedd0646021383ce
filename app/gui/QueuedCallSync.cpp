#include "QueuedCallSync.h"

#if defined(__SANITIZE_THREAD__)
#include <QtCore/qnamespace.h>

extern "C" {
void __tsan_acquire(void* addr);
void __tsan_release(void* addr);
}

namespace {

char syncObject;  // only its address matters

bool acquireBeforeEvent(void**) {
    __tsan_acquire(&syncObject);
    return false;  // not handled: Qt delivers the event as usual
}

}  // namespace

void QueuedCallSync::install() {
    static bool installed = false;  // GUI thread only
    if (!installed)
        installed = QInternal::registerCallback(QInternal::EventNotifyCallback, acquireBeforeEvent);
}

void QueuedCallSync::release() noexcept {
    __tsan_release(&syncObject);
}
#endif
