#pragma once
// SolutionListExportJob: writes the solutions browser's list (all solutions of n, or one per
// class) to a text or CSV file (SolutionListWriter) as a task of its JobRunner (a thread of its
// own).
//
// - The rows come from a fresh SolutionCatalog(n, filter), not from the browser's model, so the
//   whole list is written even when the table holds only part of it (lazy loading, cancelled
//   load).
// - Order::BySolution writes in the catalog's order (solution number, i.e. lexicographic), pulling
//   one row at a time: a list of millions is never held whole.
// - Order::ByClass writes the rows grouped by class (class number, then solution number), as the
//   browser shows them when grouped. The rows are collected first (n + 10 bytes each) and sorted,
//   so the browser offers this order only for lists it loads at once
//   (SolutionBrowserWorker::kEagerLimit rows at most).
// - rowsWritten() counts the rows handed to the writer (for a progress bar); cancel() is read
//   before every row (collecting and writing): the job then stops, nothing is left at the path
//   (the writer's temporary file is discarded) and result().error is "cancelled".
// - One run: start() again is ignored. finished() is emitted on the owner's thread once the
//   thread has ended (joined), with result() set; the destructor cancels and waits for it (a
//   cancelled job ends before its next row).
#include <QObject>
#include <QString>
#include <cstdint>
#include <memory>

#include "ExportFile.h"
#include "SolutionCatalog.h"

class JobRunner;

class SolutionListExportJob : public QObject {
    Q_OBJECT

public:
    enum class Order { BySolution, ByClass };

    SolutionListExportJob(const QString& path, int n, queens::SolutionCatalog::Filter filter,
                          Order order, QObject* parent = nullptr);
    ~SolutionListExportJob() override;

    void start();
    void cancel();
    bool isRunning() const;
    bool isCancelled() const;

    QString path() const;
    Order order() const;
    std::uint64_t rowsWritten() const;
    ExportResult result() const;  // meaningful after finished()

signals:
    void finished();

private:
    struct State;
    static void writeBySolution(State& state);
    static void writeByClass(State& state);

    std::shared_ptr<State> state_;
    JobRunner* jobs_ = nullptr;
    ExportResult result_;
    bool started_ = false;
    bool running_ = false;
};
