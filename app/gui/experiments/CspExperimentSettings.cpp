#include "CspExperimentSettings.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QLabel>
#include <QListWidget>
#include <QSpinBox>
#include <algorithm>
#include <string_view>

namespace {
constexpr int kMaxBudget = 2'000'000'000;
constexpr int kListRows = 6;  // rows the combination list shows without scrolling

bool isDefault(const queens::CspCombination& c) {
    const auto d = queens::CspCombination::defaults();
    return std::find(d.begin(), d.end(), c) != d.end();
}
}  // namespace

CspExperimentSettings::CspExperimentSettings(QFormLayout* form, QWidget* parent)
    : QObject(parent), form_(form) {
    combinations_ = new QListWidget(parent);
    combinations_->setObjectName(QStringLiteral("cspCombinationList"));
    for (const queens::CspCombination& c : queens::CspCombination::presets()) {
        auto* item = new QListWidgetItem(combinations_);
        item->setData(Qt::UserRole,
                      QString::fromUtf8(c.name.data(), static_cast<qsizetype>(c.name.size())));
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(isDefault(c) ? Qt::Checked : Qt::Unchecked);
    }
    // Names too long for the column are elided; the tool tip shows them whole.
    combinations_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    combinations_->setTextElideMode(Qt::ElideRight);
    combinations_->setMaximumHeight(combinations_->sizeHintForRow(0) * kListRows +
                                    2 * combinations_->frameWidth());
    randomTies_ = new QCheckBox(parent);
    randomTies_->setObjectName(QStringLiteral("cspRandomTiesCheck"));
    restartAfter_ = new QSpinBox(parent);
    restartAfter_->setObjectName(QStringLiteral("cspRestartAfterSpinBox"));
    restartAfter_->setRange(0, kMaxBudget);
    maxChecks_ = new QSpinBox(parent);
    maxChecks_->setObjectName(QStringLiteral("experimentCheckBudgetSpinBox"));
    maxChecks_->setRange(0, kMaxBudget);
    maxChecks_->setGroupSeparatorShown(true);
    maxChecks_->setValue(static_cast<int>(queens::Experiment::kDefaultMaxChecks));
    distribution_ = new QCheckBox(parent);
    distribution_->setObjectName(QStringLiteral("experimentDistributionCheck"));
    combinationsLabel_ = new QLabel(parent);
    combinationsLabel_->setBuddy(combinations_);
    restartAfterLabel_ = new QLabel(parent);
    restartAfterLabel_->setBuddy(restartAfter_);
    maxChecksLabel_ = new QLabel(parent);
    maxChecksLabel_->setBuddy(maxChecks_);
    form_->addRow(combinationsLabel_, combinations_);
    form_->addRow(randomTies_);
    form_->addRow(restartAfterLabel_, restartAfter_);
    form_->addRow(maxChecksLabel_, maxChecks_);
    form_->addRow(distribution_);
    retranslateUi();
}

QString CspExperimentSettings::combinationTitle(const queens::CspCombination& c) {
    const std::string_view n = c.name;
    if (n == "bt") return tr("Backtracking");
    if (n == "bt-bj") return tr("Backtracking + backjumping");
    if (n == "bt-mrv") return tr("Backtracking + MRV");
    if (n == "fc") return tr("Forward checking");
    if (n == "fc-bj") return tr("Forward checking + backjumping");
    if (n == "mrv-fc") return tr("MRV + forward checking");
    if (n == "mrv-fc-bj") return tr("MRV + forward checking + backjumping");
    if (n == "mrv-fc-lcv") return tr("MRV + forward checking + LCV");
    if (n == "mac") return tr("MAC");
    if (n == "mrv-mac") return tr("MRV + MAC");
    return QString::fromUtf8(n.data(), static_cast<qsizetype>(n.size()));
}

void CspExperimentSettings::setVisible(bool visible) {
    for (QWidget* w : {static_cast<QWidget*>(combinations_), static_cast<QWidget*>(randomTies_),
                       static_cast<QWidget*>(restartAfter_), static_cast<QWidget*>(maxChecks_),
                       static_cast<QWidget*>(distribution_)})
        form_->setRowVisible(w, visible);
}

void CspExperimentSettings::setExperiment(const queens::Experiment& x) {
    for (int i = 0; i < combinations_->count(); ++i) {
        QListWidgetItem* item = combinations_->item(i);
        const bool chosen =
            std::any_of(x.combinations.cbegin(), x.combinations.cend(), [item](const auto& c) {
                return QString::fromUtf8(c.name.data(), static_cast<qsizetype>(c.name.size())) ==
                       item->data(Qt::UserRole).toString();
            });
        item->setCheckState(chosen ? Qt::Checked : Qt::Unchecked);
    }
    randomTies_->setChecked(x.base.randomTies);
    restartAfter_->setValue(static_cast<int>(
        std::min<std::uint64_t>(x.base.restartBacktracks, static_cast<std::uint64_t>(kMaxBudget))));
    maxChecks_->setValue(static_cast<int>(
        std::min<std::uint64_t>(x.maxChecks, static_cast<std::uint64_t>(kMaxBudget))));
    distribution_->setChecked(x.distribution);
}

bool CspExperimentSettings::applyTo(queens::Experiment& x, QString* why) const {
    x.combinations.clear();
    for (int i = 0; i < combinations_->count(); ++i) {
        const QListWidgetItem* item = combinations_->item(i);
        if (item->checkState() != Qt::Checked) continue;
        if (const auto c =
                queens::CspCombination::fromName(item->data(Qt::UserRole).toString().toStdString()))
            x.combinations.push_back(*c);
    }
    if (x.combinations.empty()) {
        *why = tr("Check at least one combination to compare.");
        return false;
    }
    x.base.randomTies = randomTies_->isChecked();
    x.base.restartBacktracks = static_cast<std::uint64_t>(restartAfter_->value());
    x.maxChecks = static_cast<std::uint64_t>(maxChecks_->value());
    x.distribution = distribution_->isChecked();
    return true;
}

void CspExperimentSettings::retranslateUi() {
    for (int i = 0; i < combinations_->count(); ++i) {
        QListWidgetItem* item = combinations_->item(i);
        if (const auto c = queens::CspCombination::fromName(
                item->data(Qt::UserRole).toString().toStdString())) {
            item->setText(combinationTitle(*c));
            item->setToolTip(combinationTitle(*c));
        }
    }
    combinationsLabel_->setText(tr("Com&binations:"));
    combinations_->setToolTip(
        tr("Each checked combination of orderings, inference and backjumping runs at every "
           "value: one row of the table and one line of the chart each."));
    randomTies_->setText(tr("Break ties at rando&m"));
    randomTies_->setToolTip(
        tr("Break the ties of the orderings at random, each run from its own seed: runs differ "
           "and the spread of their lengths shows."));
    restartAfterLabel_->setText(tr("Restart af&ter:"));
    restartAfter_->setSpecialValueText(tr("never"));
    restartAfter_->setSuffix(tr(" backtracks"));
    restartAfter_->setToolTip(
        tr("Start again after this many backtracks, the budget growing by the Luby sequence "
           "(needs random ties)."));
    maxChecksLabel_->setText(tr("Check bu&dget:"));
    maxChecks_->setSpecialValueText(tr("unlimited"));
    maxChecks_->setToolTip(
        tr("A run that makes more consistency checks than this stops and is reported as over "
           "budget."));
    distribution_->setText(tr("&Keep every run (run-length chart)"));
    distribution_->setToolTip(
        tr("Keep the nodes of every run: the table shows the median, 90 %, 99 % and the "
           "maximum, and the chart the share of runs still searching after so many nodes."));
}
