#pragma once
// QueuedCallSync: hands data from one thread to another through Qt's event queue in a way that
// ThreadSanitizer can see. Outside a ThreadSanitizer build everything here compiles to a plain
// queued QMetaObject::invokeMethod; the annotations are empty inline functions.
//
// Why: a worker thread builds data (a batch of events, a page of solutions, an export result)
// and the GUI thread reads it when Qt delivers a queued call or signal. Qt orders the two
// through its event queue's QMutex, which Debian's Qt 6 builds on futex system calls inside the
// uninstrumented libQt6Core: ThreadSanitizer does not see that ordering and reports each such
// hand-off as a data race. Worse, Qt copies a queued signal's arguments (and moves a queued
// functor to the heap) inside the emit, after anything the sender could annotate beforehand.
//
// Contract
// - post(receiver, f): runs f() on receiver's thread, queued (Qt::QueuedConnection). f and what
//   it captures are wrapped in a Call whose copy and move constructors perform a release after
//   the copy is made (so every copy Qt makes on the sending thread is ordered), and whose call
//   operator and destructor perform an acquire before touching f (so the receiving thread, or
//   whichever thread deletes an undelivered call, sees everything the sender wrote first). If
//   receiver is destroyed first, the call is dropped unrun, as with any queued call.
// - connect(sender, signal, receiver, f): for a sender that lives on another thread. The signal
//   is handled on the sender's thread (a direct connection), which posts f(arguments) to
//   receiver's thread: the arguments are copied into the posted call, so their hand-off is
//   ordered too. The connection ends with either object, as any QObject::connect.
// - release() / acquire(): the same pair, by hand, for a hand-off without data in the call
//   (e.g. a result written before a thread ends, read in the slot of QThread::finished). The
//   writer calls release() after its last write; the reader acquire() before its first read.
// - One process-wide sync object serves every thread: coarser than Qt's per-thread queues, so
//   it can hide a race between two threads that both hand data to a third; it never reports a
//   race that is not there.
#include <QMetaObject>
#include <QObject>
#include <type_traits>
#include <utility>

#if defined(__SANITIZE_THREAD__)
extern "C" {
void __tsan_acquire(void* addr);
void __tsan_release(void* addr);
}
#endif

class QueuedCallSync {
public:
#if defined(__SANITIZE_THREAD__)
    static void release() noexcept {
        __tsan_release(&syncObject_);
    }
    static void acquire() noexcept {
        __tsan_acquire(&syncObject_);
    }
#else
    static void release() noexcept {}
    static void acquire() noexcept {}
#endif

    // A functor on its way to another thread (see the contract above).
    template <class F>
    class Call {
    public:
        explicit Call(F f) : f_(std::move(f)) { release(); }
        Call(const Call& other) : f_(other.f_) { release(); }
        Call(Call&& other) noexcept(std::is_nothrow_move_constructible_v<F>)
            : f_(std::move(other.f_)) {
            release();
        }
        Call& operator=(const Call&) = delete;
        Call& operator=(Call&&) = delete;
        ~Call() { acquire(); }
        void operator()() {
            acquire();
            f_();
        }

    private:
        F f_;
    };

    template <class F>
    static void post(QObject* receiver, F f) {
        QMetaObject::invokeMethod(receiver, Call<F>(std::move(f)), Qt::QueuedConnection);
    }

    template <class Sender, class... Args, class F>
    static QMetaObject::Connection connect(Sender* sender, void (Sender::*signal)(Args...),
                                           QObject* receiver, F f) {
        return QObject::connect(
            sender, signal, receiver,
            [receiver, f = std::move(f)](Args... args) {
                post(receiver, [f, args...] { f(args...); });
            },
            Qt::DirectConnection);
    }

private:
#if defined(__SANITIZE_THREAD__)
    static inline char syncObject_ = 0;  // only its address matters
#endif
};
