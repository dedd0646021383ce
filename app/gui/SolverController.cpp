#include "SolverController.h"

#include <QMetaObject>
#include <QThread>

#include "SolverWorker.h"

SolverController::SolverController(QObject* parent) : QObject(parent) {
    qRegisterMetaType<queens::BatchPtr>();
}

SolverController::~SolverController() {
    stop();
}

void SolverController::start(queens::Algorithm algorithm, const queens::StepperOptions& options,
                             std::uint64_t maxLead) {
    stop();
    const std::uint64_t generation = ++generation_;

    thread_ = new QThread(this);
    thread_->setObjectName(QStringLiteral("SolverWorker"));
    auto* worker = new SolverWorker(algorithm, options, maxLead);
    worker->moveToThread(thread_);
    worker_ = worker;

    connect(thread_, &QThread::started, worker, &SolverWorker::begin);
    connect(thread_, &QThread::finished, worker, &QObject::deleteLater);
    connect(worker, &SolverWorker::batchReady, this,
            [this, generation](const queens::BatchPtr& batch) {
                if (generation == generation_) emit batchReady(batch);
            });
    connect(worker, &SolverWorker::failed, this, [this, generation](const QString& reason) {
        if (generation == generation_) emit failed(reason);
    });
    thread_->start();
}

void SolverController::stop() {
    if (thread_ == nullptr) return;
    ++generation_;  // anything still queued from this run is dropped
    if (worker_) worker_->requestCancel();
    thread_->quit();
    thread_->wait();  // short: the worker checks the flag every few thousand events
    delete thread_;   // the worker was deleted on its thread when it finished (deleteLater)
    thread_ = nullptr;
    worker_ = nullptr;
}

bool SolverController::isRunning() const {
    return thread_ != nullptr && thread_->isRunning();
}

void SolverController::setCursor(quint64 cursor) {
    if (!worker_) return;
    SolverWorker* worker = worker_.data();
    QMetaObject::invokeMethod(
        worker, [worker, cursor] { worker->setCursor(cursor); }, Qt::QueuedConnection);
}
