#include "SolutionBrowserWorker.h"

#include <QMetaObject>
#include <limits>
#include <stdexcept>
#include <utility>

#include "SolutionCounter.h"

using queens::SolutionCatalog;

SolutionBrowserWorker::SolutionBrowserWorker(int n, SolutionCatalog::Filter filter,
                                             JobTicket ticket)
    : n_(n), filter_(filter), ticket_(std::move(ticket)) {}

SolutionBrowserWorker::~SolutionBrowserWorker() = default;

std::uint64_t SolutionBrowserWorker::rowsFor(SolutionCatalog::Filter filter, std::uint64_t total,
                                             std::uint64_t fundamental) {
    return filter == SolutionCatalog::Filter::All ? total : fundamental;
}

void SolutionBrowserWorker::begin() {
    if (isCancelled()) return;
    queens::CountResult counts;
    try {
        catalog_ = std::make_unique<SolutionCatalog>(n_, filter_);
        const queens::SolutionCounter counter(n_);
        queens::CountOptions options;
        options.cancel = ticket_.cancelFlag();
        counts = counter.count(options);
    } catch (const std::exception&) {
        emit failed(tr("Solutions can be listed for N from 1 to %1.").arg(SolutionCatalog::kMaxN));
        return;
    }
    if (isCancelled() || counts.status == queens::CountStatus::Cancelled) return;
    const bool lazy = isLazy(rowsFor(filter_, counts.total, counts.unique));
    emit totalsReady(counts.total, counts.unique, lazy);
    wanted_ = lazy ? kInitialLazyRows : std::numeric_limits<std::uint64_t>::max();
    schedule();
}

void SolutionBrowserWorker::fetch(int rows) {
    if (isCancelled() || rows <= 0) return;
    if (exhausted_) {
        emit idle();
        return;
    }
    if (!catalog_) return;  // begin() has not run
    wanted_ += static_cast<std::uint64_t>(rows);
    schedule();
}

void SolutionBrowserWorker::schedule() {
    if (scheduled_) return;
    scheduled_ = true;
    QMetaObject::invokeMethod(this, &SolutionBrowserWorker::produce, Qt::QueuedConnection);
}

void SolutionBrowserWorker::produce() {
    scheduled_ = false;
    if (isCancelled() || !catalog_) return;
    auto page = std::make_shared<SolutionPage>();
    page->n = n_;
    const auto limit = static_cast<int>(std::min<std::uint64_t>(wanted_, kPageSize));
    page->columns.reserve(static_cast<std::size_t>(limit * n_));
    SolutionCatalog::Entry e;
    while (page->count() < limit) {
        if (isCancelled()) return;  // checked before every entry
        if (!catalog_->next(e)) {
            exhausted_ = true;
            break;
        }
        for (int c : e.placement) page->columns.push_back(static_cast<std::uint8_t>(c));
        page->index.push_back(static_cast<std::uint32_t>(e.index));
        page->classIndex.push_back(static_cast<std::uint32_t>(e.classIndex));
        page->orbitSize.push_back(static_cast<std::uint8_t>(e.orbitSize));
        page->canonical.push_back(e.canonical ? 1 : 0);
    }
    wanted_ -= static_cast<std::uint64_t>(page->count());
    page->exhausted = exhausted_;
    page->solutionsSeen = catalog_->solutionsSeen();
    emit pageReady(page);
    if (exhausted_) {
        wanted_ = 0;
        catalog_.reset();  // frees the class list; the model holds the entries
        emit idle();
    } else if (wanted_ > 0) {
        schedule();
    } else {
        emit idle();
    }
}
