#pragma once
// SolutionOrderProxy: the order in which the solutions browser shows its rows, between the
// SolutionListModel and the table.
//
// - By solution number (the default): the model's own order, i.e. the lexicographic order of the
//   placements (the proxy maps row k to row k).
// - Grouped by class: the rows sorted by class number, then by solution number, so that the
//   members of a symmetry class stand together, the classes in increasing order (class k's
//   canonical member, its smallest board, comes first in its group: it has the smallest number).
//
// Sorting compares the model's numbers directly (SolutionListModel::classAt / indexAt), not
// through QVariant. The proxy sorts only when told (dynamic sorting is off): rows appended while
// grouped are added at the end (not in place) until regroup(), so a list of 10^5 rows arriving
// in 100 pages is sorted once, not re-sorted at every page. Persistent indexes
// (the table's selection and current row) follow their rows through every re-ordering.
//
// Lazy loading passes through: canFetchMore() and fetchMore() go to the model.
#include <QSortFilterProxyModel>

class SolutionListModel;

class SolutionOrderProxy : public QSortFilterProxyModel {
    Q_OBJECT

public:
    explicit SolutionOrderProxy(QObject* parent = nullptr);

    void setListModel(SolutionListModel* model);
    SolutionListModel* listModel() const { return list_; }

    void setGroupedByClass(bool grouped);  // re-orders now (no-op when unchanged)
    bool isGroupedByClass() const { return grouped_; }
    void regroup();  // sorts again (after rows were appended while grouped)

    int sourceRow(int proxyRow) const;  // -1 when out of range

protected:
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;

private:
    SolutionListModel* list_ = nullptr;
    bool grouped_ = false;
};
