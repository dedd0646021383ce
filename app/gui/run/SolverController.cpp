#include "SolverController.h"

#include "JobRunner.h"
#include "QueuedCallSync.h"
#include "SolverWorker.h"

SolverController::SolverController(QObject* parent) : QObject(parent), jobs_(new JobRunner(this)) {
    qRegisterMetaType<queens::BatchPtr>();
}

SolverController::~SolverController() = default;  // the runner waits for the retiring threads

void SolverController::start(queens::Algorithm algorithm, const queens::StepperOptions& options,
                             std::uint64_t maxLead, std::uint64_t reserve) {
    stop();
    auto* worker = new SolverWorker(algorithm, options, maxLead, jobs_->newJob(), reserve);
    jobs_->relay(worker, &SolverWorker::batchReady,
                 [this](const queens::BatchPtr& batch) { emit batchReady(batch); });
    jobs_->relay(worker, &SolverWorker::failed,
                 [this](const QString& reason) { emit failed(reason); });
    jobs_->relay(worker, &SolverWorker::waitingChanged,
                 [this](bool waiting) { waiting_ = waiting; });
    worker_ = worker;
    waiting_ = false;
    hasRun_ = true;
    algorithm_ = algorithm;
    options_ = options;
    jobs_->runWorker(worker, &SolverWorker::begin, QStringLiteral("SolverWorker"));
}

void SolverController::stop() {
    jobs_->retire();
    worker_ = nullptr;
    waiting_ = false;
    hasRun_ = false;
}

std::uint64_t SolverController::generation() const {
    return jobs_->generation();
}

bool SolverController::isRunning() const {
    return jobs_->isRunning();
}

int SolverController::retiringCount() const {
    return jobs_->retiringCount();
}

void SolverController::setCursor(quint64 cursor) {
    if (!worker_) return;
    SolverWorker* worker = worker_.data();
    QueuedCallSync::post(worker, [worker, cursor] { worker->setCursor(cursor); });
}
