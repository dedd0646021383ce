#include "ExportJob.h"

#include <QCoreApplication>
#include <QtDebug>
#include <exception>
#include <new>
#include <utility>

#include "JobRunner.h"

ExportJob::ExportJob(QObject* parent) : QObject(parent), jobs_(new JobRunner(this)) {
    connect(jobs_, &JobRunner::progress, this, &ExportJob::progress);
}

// The runner, a child, sets the flag and joins the thread; posted reports die with it.
ExportJob::~ExportJob() = default;

bool ExportJob::start(Task task) {
    if (running_ || !task) return false;
    ticket_ = jobs_->newJob();
    running_ = true;
    jobs_->runTask(
        [ticket = ticket_, task = std::move(task)] {
            ExportResult result;
            try {
                result = task([&ticket](int done, int total) { ticket.progress(done, total); },
                              ticket.cancelFlag());
            } catch (const std::bad_alloc&) {
                result.ok = false;
                result.error = QCoreApplication::translate(
                    "ExportJob", "The export failed: not enough memory for it.");
            } catch (const std::exception& e) {  // English: the log gets it, not the user
                qWarning("ExportJob: the export task threw: %s", e.what());
                result.ok = false;
                result.error = QCoreApplication::translate("ExportJob", "The export failed.");
            } catch (...) {
                result.ok = false;
                result.error = QCoreApplication::translate("ExportJob", "The export failed.");
            }
            return result;
        },
        [this](const ExportResult& result) {
            running_ = false;
            emit finished(result);
        });
    return true;
}

void ExportJob::cancel() {
    if (running_) jobs_->cancel();
}
