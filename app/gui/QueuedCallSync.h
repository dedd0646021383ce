#pragma once
// QueuedCallSync: tells ThreadSanitizer about the ordering that Qt's event queue gives to queued
// signals and queued calls between threads. Outside a ThreadSanitizer build every function is an
// empty inline function.
//
// Why: a worker thread builds data (a batch of events, a page of solutions, an export result),
// then emits a queued signal; the receiving thread reads the data when Qt delivers the call. Qt
// orders the two through its event queue's QMutex, which Debian's Qt 6 builds on futex system
// calls inside the uninstrumented libQt6Core, so ThreadSanitizer does not see the ordering and
// reports every such hand-off as a data race. (setup.sh tsan; see tests/sanitizers/tsan.supp.)
//
// Contract
// - install() (GUI thread, before any worker starts; idempotent) registers a Qt event-notify
//   callback that performs an acquire on one process-wide sync object before every event any
//   thread delivers.
// - release() performs a release on that object. A thread calls it after writing the data it hands
//   over and before it emits the queued signal or posts the queued call that carries it.
// - Together: everything a thread wrote before release() happens-before everything any thread does
//   after receiving a later event. This is coarser than Qt's per-thread queues (one object for all
//   threads), so it can hide a race between two threads that both hand data to a third; it never
//   reports a race that is not there.
class QueuedCallSync {
public:
#if defined(__SANITIZE_THREAD__)
    static void install();
    static void release() noexcept;
#else
    static void install() {}
    static void release() noexcept {}
#endif
};
