#pragma once
// SolutionListExportJob: writes the solutions browser's list (SolutionListWriter, text or CSV) as
// a task of its JobRunner. The rows come from a fresh SolutionCatalog, not from the browser's
// model, so the whole list is written even when the table holds part of it. By solution number
// it pulls one row at a time; grouped by class it collects and sorts the rows first (offered only
// for lists of at most SolutionBrowserWorker::kEagerLimit rows). cancel() is read before every
// row: nothing is left at the path, result().error is "cancelled". One run only; finished() comes
// on the owner's thread after the thread was joined; the destructor cancels and waits.
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
