#pragma once
// SolutionOrderProxy: the order in which the solutions browser shows its rows, between the
// SolutionListModel and the table: the model's order (solution number), or grouped by class
// (class number, then solution number, so a class's canonical member comes first). It sorts only
// when told: rows appended while grouped go to the end until regroup(), so a list arriving in
// pages is sorted once. Persistent indexes follow their rows. fetchMore() passes to the model.
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
