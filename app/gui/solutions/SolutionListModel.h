#pragma once
// SolutionListModel: the rows of the solutions browser, appended page by page as the worker
// delivers them (SolutionBrowserWorker), stored compactly: one byte per column of a placement,
// 32-bit solution and class numbers, one byte for the orbit size and one for the canonical flag
// (n + 10 bytes a row; n = 8: 18 bytes instead of a QString and a vector).
//
// Columns: # (the solution's rank among all solutions of n), solution (the columns of rows
// 0..n-1, space separated), class (its symmetry class's number), orbit size. Roles: display
// text, PlacementRole (QList<int>), the numbers (IndexRole, ClassRole, OrbitSizeRole) and
// CanonicalRole; canonical members are bold in the "All" list.
//
// Lazy loading: while setFetchable(true), canFetchMore() is true and fetchMore() (called by the
// view when its last row comes into sight) emits fetchRequested(kFetchRows) once; further calls
// are ignored until the next page arrives (appendPage) or setFetchable() is called again.
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
