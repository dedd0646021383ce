#include "SolutionListExportJob.h"

#include <algorithm>
#include <atomic>
#include <numeric>
#include <vector>

#include "JobRunner.h"
#include "SolutionListWriter.h"

using queens::SolutionCatalog;

struct SolutionListExportJob::State {
    QString path;
    int n = 0;
    SolutionCatalog::Filter filter = SolutionCatalog::Filter::All;
    Order order = Order::BySolution;
    JobTicket cancel;  // the job's cancel flag
    std::atomic<std::uint64_t> rows{0};
    ExportResult result;
};

SolutionListExportJob::SolutionListExportJob(const QString& path, int n,
                                             SolutionCatalog::Filter filter, Order order,
                                             QObject* parent)
    : QObject(parent), state_(std::make_shared<State>()), jobs_(new JobRunner(this)) {
    state_->path = path;
    state_->n = n;
    state_->filter = filter;
    state_->order = order;
}

SolutionListExportJob::~SolutionListExportJob() {
    delete jobs_;  // cancels and waits: the job reads the flag before every row
}

void SolutionListExportJob::start() {
    if (started_) return;
    started_ = true;
    const bool cancelledEarly = state_->cancel.cancelled();
    state_->cancel = jobs_->newJob();
    if (cancelledEarly) jobs_->cancel();
    jobs_->runTask(
        [state = state_] {
            if (state->order == Order::ByClass)
                writeByClass(*state);
            else
                writeBySolution(*state);
            return state->result;
        },
        [this](const ExportResult& result) {
            result_ = result;
            running_ = false;
            emit finished();
        });
    running_ = true;
}

void SolutionListExportJob::writeBySolution(State& state) {
    SolutionCatalog catalog(state.n, state.filter);
    SolutionCatalog::Entry e;
    const auto next = [&](SolutionListWriter::Row& row) {
        if (!catalog.next(e)) return false;
        row.index = e.index;
        row.classIndex = e.classIndex;
        row.orbitSize = e.orbitSize;
        std::swap(row.placement, e.placement);  // both keep their capacity: no allocation
        state.rows.fetch_add(1, std::memory_order_relaxed);
        return true;
    };
    state.result = SolutionListWriter::write(state.path, state.n, next, state.cancel.cancelFlag());
}

void SolutionListExportJob::writeByClass(State& state) {
    // Collect the whole list compactly: one byte per column, 32-bit numbers.
    SolutionCatalog catalog(state.n, state.filter);
    SolutionCatalog::Entry e;
    std::vector<std::uint8_t> columns;
    std::vector<std::uint32_t> index;
    std::vector<std::uint32_t> classIndex;
    std::vector<std::uint8_t> orbitSize;
    while (catalog.next(e)) {
        if (state.cancel.cancelled()) {
            state.result = {false, QStringLiteral("cancelled")};  // as SolutionListWriter says
            return;
        }
        for (int c : e.placement) columns.push_back(static_cast<std::uint8_t>(c));
        index.push_back(static_cast<std::uint32_t>(e.index));
        classIndex.push_back(static_cast<std::uint32_t>(e.classIndex));
        orbitSize.push_back(static_cast<std::uint8_t>(e.orbitSize));
    }
    // Stable: within a class the rows keep the catalog's order, i.e. their solution numbers.
    std::vector<std::size_t> order(index.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(), [&classIndex](std::size_t a, std::size_t b) {
        return classIndex[a] < classIndex[b];
    });
    const auto n = static_cast<std::ptrdiff_t>(state.n);
    std::size_t k = 0;
    const auto next = [&](SolutionListWriter::Row& row) {
        if (k == order.size()) return false;
        const std::size_t i = order[k++];
        row.index = index[i];
        row.classIndex = classIndex[i];
        row.orbitSize = orbitSize[i];
        const auto first = columns.begin() + static_cast<std::ptrdiff_t>(i) * n;
        row.placement.assign(first, first + n);
        state.rows.fetch_add(1, std::memory_order_relaxed);
        return true;
    };
    state.result = SolutionListWriter::write(state.path, state.n, next, state.cancel.cancelFlag());
}

void SolutionListExportJob::cancel() {
    state_->cancel.cancel();
}

bool SolutionListExportJob::isRunning() const {
    return running_;
}

bool SolutionListExportJob::isCancelled() const {
    return state_->cancel.cancelled();
}

QString SolutionListExportJob::path() const {
    return state_->path;
}

SolutionListExportJob::Order SolutionListExportJob::order() const {
    return state_->order;
}

std::uint64_t SolutionListExportJob::rowsWritten() const {
    return state_->rows.load(std::memory_order_relaxed);
}

ExportResult SolutionListExportJob::result() const {
    return result_;
}
