#pragma once
// QueuedCallSync: hands data from one thread to another through Qt's event queue so that
// ThreadSanitizer sees the ordering (docs/design.md, "Background work"). post(receiver, f)
// runs f() queued on receiver's thread, in a Call whose copies release and whose call and
// destructor acquire; connect(sender, signal, receiver, f) posts f(arguments) from a sender on
// another thread; release() / acquire() do the same by hand for a hand-off without a call (the
// writer releases after its last write, the reader acquires before its first read). Outside a
// ThreadSanitizer build it compiles to a plain queued invokeMethod. One process-wide sync object
// serves every thread: it may hide a race between two senders to a third, never invents one.
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
