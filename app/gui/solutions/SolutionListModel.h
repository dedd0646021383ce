#pragma once
// SolutionListModel: the rows of the solutions browser, appended page by page as the worker
// delivers them, stored compactly (a byte per column, 32-bit numbers: n + 10 bytes a row).
// Columns: #, solution, class, orbit size; canonical members are bold in the "All" list. While
// setFetchable(true), fetchMore() emits fetchRequested(kFetchRows) once until the next page
// arrives or setFetchable() is called again.
#include <QAbstractTableModel>
#include <QList>
#include <cstdint>
#include <vector>

#include "SolutionBrowserWorker.h"
#include "SolutionCatalog.h"

class SolutionListModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { IndexColumn, SolutionColumn, ClassColumn, OrbitColumn, ColumnCount };
    enum Role {
        PlacementRole = Qt::UserRole + 1,  // QList<int>: column of each row
        IndexRole,                         // qulonglong: rank among all solutions
        ClassRole,                         // qulonglong: class number
        OrbitSizeRole,                     // int
        CanonicalRole,                     // bool
    };
    static constexpr int kFetchRows = SolutionBrowserWorker::kPageSize;

    explicit SolutionListModel(QObject* parent = nullptr);

    // Empties the model for a new list of boards of size n.
    void reset(int n, queens::SolutionCatalog::Filter filter);
    void appendPage(const SolutionPage& page);
    void setFetchable(bool fetchable);
    bool isFetchable() const { return fetchable_; }
    bool isFetchPending() const { return fetchPending_; }

    int n() const { return n_; }
    queens::SolutionCatalog::Filter filter() const { return filter_; }
    int entryCount() const { return static_cast<int>(orbit_.size()); }
    std::vector<int> placement(int row) const;  // empty for a row out of range
    // The numbers of a row in range (no check: the order proxy compares with them).
    std::uint32_t indexAt(int row) const { return index_[static_cast<std::size_t>(row)]; }
    std::uint32_t classAt(int row) const { return class_[static_cast<std::size_t>(row)]; }
    std::size_t memoryBytes() const;  // what the rows hold

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex& parent) const override;
    void fetchMore(const QModelIndex& parent) override;

signals:
    void fetchRequested(int rows);

protected:
    bool event(QEvent* event) override;  // LanguageChange: headers and tool tips changed

private:
    QString placementText(int row) const;

    int n_ = 0;
    queens::SolutionCatalog::Filter filter_ = queens::SolutionCatalog::Filter::All;
    std::vector<std::uint8_t> columns_;  // n_ per row
    std::vector<std::uint32_t> index_;
    std::vector<std::uint32_t> class_;
    std::vector<std::uint8_t> orbit_;
    std::vector<std::uint8_t> canonical_;
    bool fetchable_ = false;
    bool fetchPending_ = false;
};
