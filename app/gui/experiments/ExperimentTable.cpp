#include "ExperimentTable.h"

#include <QEvent>
#include <QHeaderView>
#include <QLocale>
#include <QStringList>
#include <algorithm>

#include "CspExperimentSettings.h"
#include "ExperimentForm.h"
#include "ExperimentReport.h"

namespace {
using Parameter = queens::Experiment::Parameter;

QTableWidgetItem* makeItem(const QString& text, bool number = true) {
    auto* i = new QTableWidgetItem(text);
    i->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
    if (number) i->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return i;
}
}  // namespace

ExperimentTable::ExperimentTable(QWidget* parent) : QTableWidget(0, ColumnCount, parent) {
    setObjectName(QStringLiteral("experimentTable"));
    setEditTriggers(NoEditTriggers);
    setSelectionBehavior(SelectRows);
    verticalHeader()->hide();
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    horizontalHeader()->setStretchLastSection(
        false);  // the stop reasons whole, scrolled if need be
    setWordWrap(false);
    // The combination first; a search's figures where the steps would be (before the restarts).
    horizontalHeader()->moveSection(horizontalHeader()->visualIndex(Combination), 0);
    for (int c : {OverBudget, Nodes, Backtracks, Checks, Quantiles})
        horizontalHeader()->moveSection(horizontalHeader()->visualIndex(c),
                                        horizontalHeader()->visualIndex(Restarts));
    clearResult();
    retranslate();
}

std::optional<ExperimentTable::Textbook> ExperimentTable::textbook(const queens::Experiment& x,
                                                                   std::size_t point) {
    const queens::StepperOptions o = x.pointOptions(point);
    if (x.algorithm != queens::Algorithm::HillClimbing || o.n != 8 ||
        o.climb != queens::StepperOptions::Climb::Steepest || o.randomRestart)
        return std::nullopt;
    if (o.sidewaysLimit == 0) return Textbook{14, 4, 3};
    if (o.sidewaysLimit == 100) return Textbook{94, 21, 64};
    return std::nullopt;
}

QString ExperimentTable::stopTitle(queens::StopReason r) {
    switch (r) {
        case queens::StopReason::Finished:
            return tr("solved");
        case queens::StopReason::LocalMinimum:
            return tr("local minimum");
        case queens::StopReason::Plateau:
            return tr("plateau");
        case queens::StopReason::Frozen:
            return tr("frozen");
        case queens::StopReason::StepLimit:
            return tr("step limit");
        case queens::StopReason::RestartLimit:
            return tr("restart limit");
    }
    return {};
}

void ExperimentTable::clearResult() {
    setRowCount(0);
    parameter_.clear();
    setColumnHidden(Value, true);
    setColumnHidden(Published, true);
    for (int c = Combination; c < ColumnCount; ++c) setColumnHidden(c, true);
}

void ExperimentTable::setResult(const queens::Experiment& x,
                                const queens::ExperimentRunner::Result& result) {
    const QLocale locale;
    parameter_ = x.sweep == Parameter::None ? QString() : ExperimentForm::parameterTitle(x.sweep);
    setRowCount(static_cast<int>(result.points.size()));
    bool published = false;
    for (std::size_t p = 0; p < result.points.size(); ++p) {
        const queens::ExperimentSummary& s = result.points[p];
        const int row = static_cast<int>(p);
        setItem(row, Value, makeItem(s.value() ? locale.toString(*s.value(), 'g', 12) : QString()));
        setItem(row, Runs, makeItem(locale.toString(static_cast<qulonglong>(s.runs()))));
        setItem(row, Solved, makeItem(locale.toString(static_cast<qulonglong>(s.solved()))));
        setItem(row, PercentSolved, makeItem(locale.toString(s.percentSolved(), 'f', 1)));
        const bool anySolved = s.solved() > 0, anyStuck = s.solved() < s.runs();
        setItem(row, StepsSolved,
                makeItem(anySolved ? locale.toString(s.meanStepsSolved(), 'f', 1) : tr("–")));
        setItem(row, StepsStuck,
                makeItem(anyStuck ? locale.toString(s.meanStepsFailed(), 'f', 1) : tr("–")));
        setItem(row, Restarts, makeItem(locale.toString(s.meanRestarts(), 'f', 2)));
        QStringList stops;
        for (int r = 0; r < queens::kStopReasonCount; ++r)
            if (const auto count = s.stops()[static_cast<std::size_t>(r)]; count > 0)
                stops << tr("%1 %2", "stop reason, runs")
                             .arg(stopTitle(static_cast<queens::StopReason>(r)),
                                  locale.toString(static_cast<qulonglong>(count)));
        setItem(row, Stops, makeItem(stops.join(tr(", ")), false));
        setItem(row, Seconds, makeItem(locale.toString(s.totalSeconds(), 'f', 3)));
        setItem(row, Combination,
                makeItem(s.combination() < 0
                             ? QString()
                             : CspExperimentSettings::combinationTitle(
                                   x.combinations[static_cast<std::size_t>(s.combination())]),
                         false));
        setItem(row, OverBudget,
                makeItem(locale.toString(static_cast<qulonglong>(s.overBudget()))));
        const auto mean = [&](double m) {
            return anySolved ? locale.toString(m, 'f', 0) : tr("–");
        };
        setItem(row, Nodes, makeItem(mean(s.meanNodesSolved())));
        setItem(row, Backtracks, makeItem(mean(s.meanBacktracksSolved())));
        setItem(row, Checks, makeItem(mean(s.meanChecksSolved())));
        setItem(row, Quantiles,
                makeItem(tr("%1 / %2 / %3 / %4", "nodes: median / 90 % / 99 % / max")
                             .arg(locale.toString(s.nodesQuantile(0.5), 'f', 0),
                                  locale.toString(s.nodesQuantile(0.9), 'f', 0),
                                  locale.toString(s.nodesQuantile(0.99), 'f', 0),
                                  locale.toString(s.nodesQuantile(1.0), 'f', 0))));
        if (const auto book = textbook(x, p)) {
            published = true;
            setItem(row, Published,
                    makeItem(tr("%1 %; steps %2 / %3",
                                "published: percent solved; mean steps solved / stuck")
                                 .arg(locale.toString(book->percentSolved, 'f', 0),
                                      locale.toString(book->stepsSolved, 'f', 0),
                                      locale.toString(book->stepsStuck, 'f', 0)),
                             false));
        } else {
            setItem(row, Published, makeItem(QString(), false));
        }
    }
    setColumnHidden(Value, x.sweep == Parameter::None);
    search_ = ExperimentReport::measuresSearch(x.algorithm);
    setColumnHidden(StepsSolved, search_);
    setColumnHidden(StepsStuck, search_);
    setColumnHidden(Combination, x.combinations.empty());
    for (int c : {OverBudget, Nodes, Backtracks, Checks}) setColumnHidden(c, !search_);
    setColumnHidden(Quantiles, !x.distribution);
    setColumnHidden(Published, !published);
    setColumnHidden(Restarts, std::none_of(result.points.cbegin(), result.points.cend(),
                                           [](const queens::ExperimentSummary& s) {
                                               return s.meanRestarts() > 0;
                                           }));
    retranslate();
}

void ExperimentTable::retranslate() {
    setHorizontalHeaderLabels(
        {parameter_, tr("Runs"), tr("Solved"), tr("Solved %"), tr("Mean steps\n(solved)"),
         tr("Mean steps\n(stuck)"), tr("AIMA 4th ed., p. 131\n(published)"), tr("Mean\nrestarts"),
         tr("Time (s)"), tr("How the runs stopped"), tr("Combination"), tr("Over\nbudget"),
         tr("Mean nodes\n(solved)"), tr("Mean\nbacktracks"), tr("Mean consistency\nchecks"),
         tr("Nodes: median / 90 % /\n99 % / max")});
    horizontalHeaderItem(Checks)->setToolTip(
        tr("Consistency checks to the first solution: each test of one value against one other "
           "row, as the textbook counts them."));
    horizontalHeaderItem(OverBudget)
        ->setToolTip(tr("Runs stopped by the node budget before a solution: their figures are "
                        "left out of the means."));
    horizontalHeaderItem(StepsSolved)
        ->setToolTip(tr("The mean steps of the runs that found a solution, every attempt "
                        "counted."));
    horizontalHeaderItem(StepsStuck)
        ->setToolTip(tr("The mean steps of the runs that stopped without a solution (stuck, "
                        "frozen or out of steps)."));
    horizontalHeaderItem(Published)->setToolTip(
        tr("Russell and Norvig's figures for steepest-ascent hill climbing on 8 "
           "queens: 14 % solved (about 4 steps, 3 when stuck) without sideways "
           "moves; 94 % (about 21 steps, 64 when stuck) with up to 100."));
}

void ExperimentTable::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QTableWidget::changeEvent(event);
}
