#pragma once
// SolutionBrowserWorker: fills the solutions browser from a SolutionCatalog on a worker thread.
//
// Contract
// - Lives in its own QThread: SolutionsBrowser runs it on its JobRunner (runWorker), which
//   retires it without waiting (the JobTicket's cancel flag, quit, deleteLater).
// - begin() first counts the solutions of n with the fast counter (SolutionCounter: independent
//   of the enumeration) and reports them (totalsReady). Then it loads:
//     eager, when the rows to show (all solutions, or the classes for Filter::Fundamental) are at
//       most kEagerLimit: every entry, one page of kPageSize entries per queued signal;
//     lazy, above that: the first kInitialLazyRows entries, then fetch(rows) more whenever the
//       view asks (the model's fetchMore), so that memory holds only what has been shown.
// - A page is produced per event-loop turn (produce() re-queues itself), so a fetch, quit or
//   cancel is seen between pages; the cancel flag is also checked before every entry (the count
//   is cancelled through CountOptions::cancel), so a cancel takes effect at once. It never
//   sleeps or blocks.
// - idle() is emitted whenever it has produced what was asked (eager: everything; lazy: the
//   initial rows or a fetch); page->exhausted says whether the catalog has no more.
// - failed(reason): the catalog or the counter refused n (a translated sentence).
#include <QMetaType>
#include <QObject>
#include <QString>
#include <cstdint>
#include <memory>
#include <vector>

#include "JobTicket.h"
#include "SolutionCatalog.h"

// Entries stored compactly: one byte per column, the numbers in 32 bits (n <= 16: at most
// 14,772,512 solutions).
struct SolutionPage {
    int n = 0;
    std::vector<std::uint8_t> columns;  // n per entry
    std::vector<std::uint32_t> index;   // 1-based rank among all solutions
    std::vector<std::uint32_t> classIndex;
    std::vector<std::uint8_t> orbitSize;
    std::vector<std::uint8_t> canonical;  // 1: the entry is its class's canonical member
    bool exhausted = false;               // no entry after these
    std::uint64_t solutionsSeen = 0;      // how far the enumeration has gone
    int count() const { return static_cast<int>(orbitSize.size()); }
};
using SolutionPagePtr = std::shared_ptr<const SolutionPage>;
Q_DECLARE_METATYPE(SolutionPagePtr)

class SolutionBrowserWorker : public QObject {
    Q_OBJECT

public:
    static constexpr int kPageSize = 1000;
    static constexpr std::uint64_t kEagerLimit = 100000;
    static constexpr int kInitialLazyRows = 2000;

    // `ticket`: the job's cancel flag (JobRunner::newJob); a worker driven by hand needs none.
    SolutionBrowserWorker(int n, queens::SolutionCatalog::Filter filter, JobTicket ticket = {});
    ~SolutionBrowserWorker() override;

    bool isCancelled() const noexcept { return ticket_.cancelled(); }

    // The rows a filter shows for these totals, and whether they are loaded lazily.
    static std::uint64_t rowsFor(queens::SolutionCatalog::Filter filter, std::uint64_t total,
                                 std::uint64_t fundamental);
    static bool isLazy(std::uint64_t rows) { return rows > kEagerLimit; }

public slots:
    void begin();
    void fetch(int rows);  // lazy mode: load `rows` more entries

signals:
    void totalsReady(quint64 total, quint64 fundamental, bool lazy);
    void pageReady(SolutionPagePtr page);
    void idle();
    void failed(const QString& reason);

private:
    void produce();
    void schedule();

    const int n_;
    const queens::SolutionCatalog::Filter filter_;
    const JobTicket ticket_;
    std::unique_ptr<queens::SolutionCatalog> catalog_;
    std::uint64_t wanted_ = 0;  // entries still to produce for the requests so far
    bool scheduled_ = false;
    bool exhausted_ = false;
};
