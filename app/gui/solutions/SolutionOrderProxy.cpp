#include "SolutionOrderProxy.h"

#include "SolutionListModel.h"

SolutionOrderProxy::SolutionOrderProxy(QObject* parent) : QSortFilterProxyModel(parent) {
    setDynamicSortFilter(false);
}

void SolutionOrderProxy::setListModel(SolutionListModel* model) {
    list_ = model;
    setSourceModel(model);
}

void SolutionOrderProxy::setGroupedByClass(bool grouped) {
    if (grouped == grouped_) return;
    grouped_ = grouped;
    sort(grouped ? 0 : -1);  // -1: the model's own order
}

void SolutionOrderProxy::regroup() {
    if (grouped_) sort(0);
}

int SolutionOrderProxy::sourceRow(int proxyRow) const {
    if (proxyRow < 0 || proxyRow >= rowCount()) return -1;
    return mapToSource(index(proxyRow, 0)).row();
}

bool SolutionOrderProxy::lessThan(const QModelIndex& left, const QModelIndex& right) const {
    const int a = left.row();
    const int b = right.row();
    const auto classA = list_->classAt(a);
    const auto classB = list_->classAt(b);
    if (classA != classB) return classA < classB;
    return list_->indexAt(a) < list_->indexAt(b);
}
