#pragma once
// SolutionBrowserWorker: fills the solutions browser from a SolutionCatalog, a worker of the
// browser's JobRunner in its own QThread. begin() counts the solutions of n (SolutionCounter)
// and reports them (totalsReady), then loads eagerly (every row, up to kEagerLimit, a page of
// kPageSize per queued signal) or lazily (kInitialLazyRows, then fetch() more as the view asks).
// One page per event-loop turn, so a fetch, quit or cancel is seen between pages; the cancel flag
// is checked before every entry. It never sleeps or blocks. idle() follows what was asked;
// failed() carries the catalog's or counter's translated refusal.
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
