#include "StatsPanel.h"

#include <QFormLayout>
#include <QLabel>
#include <QLocale>

namespace {
QString number(std::uint64_t v) {
    return QLocale().toString(static_cast<qulonglong>(v));
}
QString number(std::int64_t v) {
    return QLocale().toString(static_cast<qlonglong>(v));
}
}  // namespace

StatsPanel::StatsPanel(QWidget* parent) : QGroupBox(tr("Statistics"), parent) {
    const std::array<QString, RowCount> names = {
        tr("Step:"),       tr("Queens on board:"), tr("Cells tried:"),     tr("Rejected:"),
        tr("Backtracks:"), tr("Solutions:"),       tr("Swaps evaluated:"), tr("Swaps made:"),
        tr("Restarts:"),   tr("Collisions:"),      tr("OPEN / CLOSED:")};
    form_ = new QFormLayout(this);
    form_->setLabelAlignment(Qt::AlignRight);
    for (int r = 0; r < RowCount; ++r) {
        values_[r] = new QLabel(this);
        values_[r]->setTextInteractionFlags(Qt::TextSelectableByMouse);
        form_->addRow(names[r], values_[r]);
    }
    values_[Step]->setObjectName(QStringLiteral("stepValue"));
    values_[Solutions]->setObjectName(QStringLiteral("solutionsValue"));
    QFont bold = values_[Solutions]->font();
    bold.setBold(true);
    values_[Solutions]->setFont(bold);
}

void StatsPanel::setAlgorithm(queens::Algorithm algorithm) {
    using queens::Algorithm;
    const bool local = algorithm == Algorithm::MinConflicts;
    const bool graph = algorithm == Algorithm::Dfs || algorithm == Algorithm::Bfs;
    form_->setRowVisible(Nodes, !local);
    form_->setRowVisible(Rejects, !local);
    form_->setRowVisible(Backtracks, !local);
    form_->setRowVisible(Evaluations, local);
    form_->setRowVisible(Swaps, local);
    form_->setRowVisible(Restarts, local);
    form_->setRowVisible(Collisions, local || algorithm == Algorithm::Permutation);
    form_->setRowVisible(OpenClosed, graph);
}

void StatsPanel::showStats(const queens::BoardState& state, std::uint64_t cursor,
                           std::uint64_t recorded, bool finished) {
    const queens::SearchStats& s = state.stats();
    values_[Step]->setText(
        finished ? tr("%1 of %2 (search finished)").arg(number(cursor), number(recorded))
                 : tr("%1 of %2 recorded so far").arg(number(cursor), number(recorded)));
    values_[Queens]->setText(tr("%L1 of %L2").arg(state.queenCount()).arg(state.n()));
    values_[Nodes]->setText(number(s.nodes));
    values_[Rejects]->setText(number(s.rejects));
    values_[Backtracks]->setText(number(s.backtracks));
    values_[Solutions]->setText(number(s.solutions));
    values_[Evaluations]->setText(number(s.evaluations));
    values_[Swaps]->setText(number(s.swaps));
    values_[Restarts]->setText(number(s.restarts));
    values_[Collisions]->setText(number(state.collisions()));
    values_[OpenClosed]->setText(
        QStringLiteral("%1 / %2").arg(number(s.openSize), number(s.closedSize)));
}
