#include "ExperimentForm.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QRegularExpression>
#include <QRegularExpressionValidator>
#include <QSignalBlocker>
#include <QSpinBox>
#include <algorithm>
#include <cmath>

#include "AlgorithmNames.h"
#include "CspExperimentSettings.h"
#include "LocalSearchSettings.h"
#include "OptionUse.h"
#include "StepperFactory.h"

namespace {
using queens::Algorithm;
using Parameter = queens::Experiment::Parameter;

constexpr int kDefaultRuns = 1000;
constexpr int kComboLength = 16;  // characters a combo box shows at least

// A number in the C locale ("0.5") or the user's ("0,5" where that is the decimal comma).
std::optional<double> number(const QString& text) {
    bool ok = false;
    double v = QLocale::c().toDouble(text, &ok);
    if (!ok) v = QLocale().toDouble(text, &ok);
    if (!ok || !std::isfinite(v)) return std::nullopt;
    return v;
}

QString valueText(double v) {
    return QString::number(v, 'g', 12);
}
}  // namespace

ExperimentForm::ExperimentForm(QWidget* parent) : QWidget(parent) {
    form_ = new QFormLayout(this);
    form_->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    auto label = [this](QWidget* buddy) {
        auto* l = new QLabel(this);
        l->setBuddy(buddy);
        return l;
    };
    algorithm_ = new QComboBox(this);
    algorithm_->setObjectName(QStringLiteral("experimentAlgorithmCombo"));
    for (Algorithm a : algorithms()) algorithm_->addItem({}, static_cast<int>(a));
    // A long name must not widen the form (the list shows it whole).
    algorithm_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    algorithm_->setMinimumContentsLength(kComboLength);
    n_ = new QSpinBox(this);
    n_->setObjectName(QStringLiteral("experimentNSpinBox"));
    n_->setRange(1, 8);
    n_->setValue(8);
    runs_ = new QSpinBox(this);
    runs_->setObjectName(QStringLiteral("experimentRunsSpinBox"));
    runs_->setRange(1, static_cast<int>(queens::Experiment::kMaxRuns));
    runs_->setGroupSeparatorShown(true);
    runs_->setValue(kDefaultRuns);
    seed_ = new QLineEdit(QStringLiteral("1"), this);
    seed_->setObjectName(QStringLiteral("experimentSeedEdit"));
    seed_->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("\\d{1,19}")), seed_));
    algorithmLabel_ = label(algorithm_);
    nLabel_ = label(n_);
    runsLabel_ = label(runs_);
    seedLabel_ = label(seed_);
    form_->addRow(algorithmLabel_, algorithm_);
    form_->addRow(nLabel_, n_);
    form_->addRow(runsLabel_, runs_);
    form_->addRow(seedLabel_, seed_);
    settings_ = new LocalSearchSettings(form_, this);
    csp_ = new CspExperimentSettings(form_, this);
    sweep_ = new QComboBox(this);
    sweep_->setObjectName(QStringLiteral("sweepParameterCombo"));
    sweep_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    sweep_->setMinimumContentsLength(kComboLength);
    values_ = new QLineEdit(this);
    values_->setObjectName(QStringLiteral("sweepValuesEdit"));
    values_->setClearButtonEnabled(true);
    sweepLabel_ = label(sweep_);
    valuesLabel_ = label(values_);
    form_->addRow(sweepLabel_, sweep_);
    form_->addRow(valuesLabel_, values_);

    connect(algorithm_, &QComboBox::currentIndexChanged, this, &ExperimentForm::onAlgorithmChanged);
    connect(sweep_, &QComboBox::currentIndexChanged, this, &ExperimentForm::onSweepChanged);
    onAlgorithmChanged();
    retranslateUi();
}

std::vector<Algorithm> ExperimentForm::algorithms() {
    std::vector<Algorithm> list;
    for (Algorithm a : queens::kAllAlgorithms)
        if (queens::isLocalSearch(a)) list.push_back(a);  // min-conflicts and the course's five
    // Hill climbing first: the textbook's experiment.
    std::stable_partition(list.begin(), list.end(),
                          [](Algorithm a) { return a != Algorithm::MinConflicts; });
    list.push_back(Algorithm::Csp);  // the consistency checks of its combinations
    return list;
}

std::vector<Parameter> ExperimentForm::parameters(Algorithm a) {
    // The options the algorithm uses (named as on the command line), and N.
    std::vector<Parameter> list;
    for (Parameter p :
         {Parameter::SidewaysLimit, Parameter::T0, Parameter::Decay, Parameter::PopulationSize,
          Parameter::MutationRate, Parameter::BeamWidth, Parameter::RestartAfter})
        if (queens::OptionUse::applies(queens::Experiment::parameterName(p), a)) list.push_back(p);
    list.push_back(Parameter::N);
    return list;
}

QString ExperimentForm::parameterTitle(Parameter p) {
    switch (p) {
        case Parameter::None:
            return tr("No sweep");
        case Parameter::SidewaysLimit:
            return tr("Sideways moves");
        case Parameter::T0:
            return tr("Start temperature T0");
        case Parameter::Decay:
            return tr("Decay per step");
        case Parameter::PopulationSize:
            return tr("Population");
        case Parameter::MutationRate:
            return tr("Mutation rate");
        case Parameter::BeamWidth:
            return tr("Beam width k");
        case Parameter::N:
            return tr("N");
        case Parameter::RestartAfter:
            return tr("Restart after (backtracks)");
    }
    return {};
}

std::optional<std::vector<double>> ExperimentForm::parseValues(const QString& text, QString* why) {
    const QString t = text.trimmed();
    std::vector<double> values;
    if (t.isEmpty()) {
        *why = tr("Enter the values to sweep, such as \"0, 10, 100\" or \"0:100:10\".");
        return std::nullopt;
    }
    if (t.contains(QLatin1Char(':'))) {
        const QStringList parts = t.split(QLatin1Char(':'));
        std::optional<double> from, to, step;
        if (parts.size() == 3) {
            from = number(parts[0].trimmed());
            to = number(parts[1].trimmed());
            step = number(parts[2].trimmed());
        }
        if (!from || !to || !step) {
            *why = tr("A range is written from:to:step, such as \"0:100:10\"; got \"%1\".").arg(t);
            return std::nullopt;
        }
        if (*step <= 0 || *to < *from) {
            *why = tr("A range needs a positive step and to at least from; got \"%1\".").arg(t);
            return std::nullopt;
        }
        // One more than a sweep may hold is enough for Experiment::validate to refuse it.
        const double count = std::floor((*to - *from) / *step * (1 + 1e-12)) + 1;
        const auto points =
            static_cast<std::size_t>(std::min<double>(count, queens::Experiment::kMaxPoints + 1));
        for (std::size_t i = 0; i < points;
             ++i)  // rounded: 0.1 * 3 is 0.3, not 0.30000000000000004
            values.push_back(
                QString::number(*from + static_cast<double>(i) * *step, 'g', 12).toDouble());
        return values;
    }
    static const QRegularExpression separators(QStringLiteral("[,;，；、\\s]+"));
    for (const QString& part : t.split(separators, Qt::SkipEmptyParts)) {
        const std::optional<double> v = number(part);
        if (!v) {
            *why = tr("\"%1\" is not a number; separate the values with commas, such as "
                      "\"0, 10, 100\".")
                       .arg(part);
            return std::nullopt;
        }
        values.push_back(*v);
    }
    return values;
}

void ExperimentForm::setProblem(Algorithm a, int n) {
    const int index = algorithm_->findData(static_cast<int>(a));
    algorithm_->setCurrentIndex(index >= 0 ? index : 0);
    n_->setValue(n);
}

void ExperimentForm::setExperiment(const queens::Experiment& x) {
    setProblem(x.algorithm, x.base.n);
    n_->setValue(x.base.n);
    runs_->setValue(
        static_cast<int>(std::min<std::uint64_t>(x.runs, queens::Experiment::kMaxRuns)));
    seed_->setText(QString::number(x.seed));
    settings_->setOptions(x.base);
    csp_->setExperiment(x);
    const int sweep = sweep_->findData(static_cast<int>(x.sweep));
    sweep_->setCurrentIndex(std::max(sweep, 0));
    QStringList values;
    for (double v : x.values) values << valueText(v);
    values_->setText(values.join(QStringLiteral(", ")));
}

Algorithm ExperimentForm::algorithm() const {
    return static_cast<Algorithm>(algorithm_->currentData().toInt());
}

std::optional<queens::Experiment> ExperimentForm::experiment(QString* why) const {
    queens::Experiment x;
    x.algorithm = algorithm();
    x.base.n = n_->value();
    x.base.allSolutions = false;
    if (queens::isCourseLocalSearch(x.algorithm)) settings_->applyTo(x.base);
    if (x.algorithm == Algorithm::Csp && !csp_->applyTo(x, why)) return std::nullopt;
    x.runs = static_cast<std::uint64_t>(runs_->value());
    bool ok = false;
    x.seed = seed_->text().toULongLong(&ok);
    if (!ok) {
        *why = tr("The seed must be a whole number from 0 to 18446744073709551615.");
        return std::nullopt;
    }
    x.sweep = static_cast<Parameter>(sweep_->currentData().toInt());
    if (x.sweep != Parameter::None) {
        std::optional<std::vector<double>> values = parseValues(values_->text(), why);
        if (!values) return std::nullopt;
        x.values = std::move(*values);
    }
    if (const std::string reason = x.validate(); !reason.empty()) {
        *why = tr("The experiment cannot run: %1.").arg(QString::fromStdString(reason));
        return std::nullopt;
    }
    return x;
}

void ExperimentForm::onAlgorithmChanged() {
    const Algorithm a = algorithm();
    settings_->setAlgorithm(a);
    csp_->setVisible(a == Algorithm::Csp);
    // Without random ties every run of CSP backtracking is the same run.
    if (a == Algorithm::Csp) runs_->setValue(1);
    n_->setMaximum(queens::StepperFactory::maxN(a));
    fillSweepParameters();
}

void ExperimentForm::fillSweepParameters() {
    const Parameter kept = static_cast<Parameter>(sweep_->currentData().toInt());
    const QSignalBlocker block(sweep_);
    sweep_->clear();
    sweep_->addItem(parameterTitle(Parameter::None), static_cast<int>(Parameter::None));
    for (Parameter p : parameters(algorithm()))
        sweep_->addItem(parameterTitle(p), static_cast<int>(p));
    sweep_->setCurrentIndex(std::max(sweep_->findData(static_cast<int>(kept)), 0));
    onSweepChanged();
}

void ExperimentForm::onSweepChanged() {
    const bool sweeping = sweep_->currentData().toInt() != static_cast<int>(Parameter::None);
    values_->setEnabled(sweeping);
}

void ExperimentForm::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}

void ExperimentForm::retranslateUi() {
    for (int i = 0; i < algorithm_->count(); ++i) {
        const auto a = static_cast<Algorithm>(algorithm_->itemData(i).toInt());
        algorithm_->setItemText(i, AlgorithmNames::displayName(a));
        algorithm_->setItemData(i, AlgorithmNames::summary(a), Qt::ToolTipRole);
    }
    for (int i = 0; i < sweep_->count(); ++i)
        sweep_->setItemText(i, parameterTitle(static_cast<Parameter>(sweep_->itemData(i).toInt())));
    algorithmLabel_->setText(tr("&Algorithm:"));
    nLabel_->setText(tr("&N:"));
    runsLabel_->setText(tr("Runs &per value:"));
    runs_->setToolTip(
        tr("How many runs, each from its own random board, make each row of the "
           "results."));
    seedLabel_->setText(tr("S&eed:"));
    seed_->setToolTip(
        tr("Run i uses a seed drawn from this one and i: the same seed gives the "
           "same results, and every swept value sees the same random boards."));
    sweepLabel_->setText(tr("&Sweep:"));
    sweep_->setToolTip(tr("Vary one setting over several values; each value makes one row."));
    valuesLabel_->setText(tr("Va&lues:"));
    values_->setPlaceholderText(tr("0, 10, 100  or  0:100:10"));
    values_->setToolTip(tr("A list such as \"0, 10, 100\", or from:to:step such as \"0:100:10\"."));
    settings_->retranslateUi();
    csp_->retranslateUi();
}
