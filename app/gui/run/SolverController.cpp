#include "SolverController.h"

#include <QThread>
#include <algorithm>

#include "QueuedCallSync.h"
#include "SolverWorker.h"

SolverController::SolverController(QObject* parent) : QObject(parent) {
    qRegisterMetaType<queens::BatchPtr>();
}

SolverController::~SolverController() {
    stop();
    // The only place that waits: short, the workers check their cancel flag every few thousand
    // events. The finished threads are then deleted as children of this object.
    for (const QPointer<QThread>& t : std::as_const(retiring_))
        if (t) t->wait();
}

void SolverController::start(queens::Algorithm algorithm, const queens::StepperOptions& options,
                             std::uint64_t maxLead) {
    stop();
    const std::uint64_t generation = ++generation_;

    auto* thread = new QThread(this);
    thread->setObjectName(QStringLiteral("SolverWorker"));
    auto* worker = new SolverWorker(algorithm, options, maxLead);
    worker->moveToThread(thread);

    connect(thread, &QThread::started, worker, &SolverWorker::begin);
    // Emitted on the worker thread: the worker is deleted there before the thread ends, the
    // QThread object later on the GUI thread (queued), which also nulls its QPointer.
    connect(thread, &QThread::finished, worker, &QObject::deleteLater);
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    // Through QueuedCallSync: queued hand-offs that ThreadSanitizer can follow.
    QueuedCallSync::connect(worker, &SolverWorker::batchReady, this,
                            [this, generation](const queens::BatchPtr& batch) {
                                if (generation == generation_) emit batchReady(batch);
                            });
    QueuedCallSync::connect(worker, &SolverWorker::failed, this,
                            [this, generation](const QString& reason) {
                                if (generation == generation_) emit failed(reason);
                            });
    QueuedCallSync::connect(worker, &SolverWorker::waitingChanged, this,
                            [this, generation](bool waiting) {
                                if (generation == generation_) waiting_ = waiting;
                            });
    thread_ = thread;
    worker_ = worker;
    waiting_ = false;
    thread->start();
}

void SolverController::stop() {
    // Forget the threads that are gone; a QPointer turns null when deleteLater has run.
    retiring_.removeIf([](const QPointer<QThread>& t) { return t.isNull(); });
    if (thread_ == nullptr) return;
    ++generation_;  // anything still queued from this run is dropped
    if (worker_) worker_->requestCancel();
    thread_->quit();
    retiring_.append(QPointer<QThread>(thread_));
    thread_ = nullptr;
    worker_ = nullptr;
    waiting_ = false;
}

bool SolverController::isRunning() const {
    return thread_ != nullptr && thread_->isRunning();
}

int SolverController::retiringCount() const {
    return static_cast<int>(std::count_if(retiring_.cbegin(), retiring_.cend(),
                                          [](const QPointer<QThread>& t) { return !t.isNull(); }));
}

void SolverController::setCursor(quint64 cursor) {
    if (!worker_) return;
    SolverWorker* worker = worker_.data();
    QueuedCallSync::post(worker, [worker, cursor] { worker->setCursor(cursor); });
}
