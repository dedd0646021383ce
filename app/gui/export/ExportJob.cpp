#include "ExportJob.h"

#include <QCoreApplication>
#include <QtDebug>
#include <algorithm>
#include <exception>
#include <new>
#include <utility>

#include "QueuedCallSync.h"

namespace {

std::uint64_t pack(int done, int total) {
    const auto d = static_cast<std::uint32_t>(std::max(done, 0));
    const auto t = static_cast<std::uint32_t>(std::max(total, 0));
    return (static_cast<std::uint64_t>(d) << 32) | t;
}

}  // namespace

ExportJob::ExportJob(QObject* parent) : QObject(parent) {}

ExportJob::~ExportJob() {
    // Posted reports die with this object; the task sees the flag within the writers' latency.
    cancel_.store(true);
    if (thread_.joinable()) thread_.join();
}

bool ExportJob::start(Task task) {
    if (running_ || !task) return false;
    if (thread_.joinable()) thread_.join();  // a finished run whose report was delivered
    cancel_.store(false);
    latest_.store(0);
    progressPending_.store(false);
    running_ = true;
    thread_ = std::jthread([this, task = std::move(task)] {
        ExportResult result;
        try {
            result = task([this](int done, int total) { reportProgress(done, total); }, &cancel_);
        } catch (const std::bad_alloc&) {
            result.ok = false;
            result.error = QCoreApplication::translate(
                "ExportJob", "The export failed: not enough memory for it.");
        } catch (const std::exception& e) {  // its text is English: the log gets it, not the user
            qWarning("ExportJob: the export task threw: %s", e.what());
            result.ok = false;
            result.error = QCoreApplication::translate("ExportJob", "The export failed.");
        } catch (...) {
            result.ok = false;
            result.error = QCoreApplication::translate("ExportJob", "The export failed.");
        }
        // Last thing the worker does: queued after every progress report of this run.
        QueuedCallSync::post(this, [this, result] { deliverFinished(result); });
    });
    return true;
}

void ExportJob::cancel() {
    if (running_) cancel_.store(true);
}

void ExportJob::reportProgress(int done, int total) {
    latest_.store(pack(done, total));
    // At most one report waits in the queue; it reads the latest values when delivered.
    if (!progressPending_.exchange(true)) QueuedCallSync::post(this, [this] { deliverProgress(); });
}

void ExportJob::deliverProgress() {
    progressPending_.store(false);  // before reading: a later report posts again
    const std::uint64_t v = latest_.load();
    emit progress(static_cast<int>(v >> 32), static_cast<int>(v & 0xffffffffU));
}

void ExportJob::deliverFinished(const ExportResult& result) {
    // The worker posted this as its last action: the join only waits for it to return.
    if (thread_.joinable()) thread_.join();
    running_ = false;
    emit finished(result);
}
