#include "SolutionTableView.h"

#include <QHeaderView>
#include <QScrollBar>
#include <algorithm>

#include "SolutionListModel.h"

SolutionTableView::SolutionTableView(QWidget* parent) : QTableView(parent) {
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setWordWrap(false);
    verticalHeader()->hide();
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    horizontalHeader()->setStretchLastSection(false);
}

void SolutionTableView::fitColumns(int n) {
    if (model() == nullptr) return;
    horizontalHeader()->setSectionResizeMode(SolutionListModel::SolutionColumn,
                                             QHeaderView::Stretch);
    const QFontMetrics cells = fontMetrics();
    const QFontMetrics header = horizontalHeader()->fontMetrics();
    const int pad = 2 * cells.horizontalAdvance(QLatin1Char(' ')) + 8;
    auto fit = [&](int column, const QString& sample) {
        const QString title = model()->headerData(column, Qt::Horizontal).toString();
        const int w =
            std::max(cells.horizontalAdvance(sample), header.horizontalAdvance(title)) + pad;
        setColumnWidth(column, w);
        return w;
    };
    const int total = fit(SolutionListModel::IndexColumn, QStringLiteral("00000000")) +
                      fit(SolutionListModel::SolutionColumn, QStringLiteral("15 ").repeated(n)) +
                      fit(SolutionListModel::ClassColumn, QStringLiteral("0000000")) +
                      fit(SolutionListModel::OrbitColumn, QStringLiteral("0"));
    setMinimumWidth(total + verticalScrollBar()->sizeHint().width() + 2 * frameWidth());
}
