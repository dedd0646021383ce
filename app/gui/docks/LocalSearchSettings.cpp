#include "LocalSearchSettings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <algorithm>
#include <array>
#include <limits>

#include "Population.h"

namespace {
using queens::Algorithm;
using ClimbKind = queens::StepperOptions::Climb;

constexpr int kMaxSideways = 1'000'000'000;  // StepperFactory::validate's limit
constexpr double kTemperatureStep = 0.0001;  // the smallest step of the temperature fields

int clampedInt(std::uint64_t v) {
    return static_cast<int>(std::min<std::uint64_t>(v, std::numeric_limits<int>::max()));
}

QSpinBox* intField(QWidget* parent, const char* name, int min, int max) {
    auto* box = new QSpinBox(parent);
    box->setObjectName(QLatin1String(name));
    box->setRange(min, max);
    box->setKeyboardTracking(false);  // one change when the edit is finished
    box->setAccelerated(true);
    return box;
}

QDoubleSpinBox* realField(QWidget* parent, const char* name, double min, double max, int decimals,
                          double step) {
    auto* box = new QDoubleSpinBox(parent);  // reads and writes numbers in the widget's locale
    box->setObjectName(QLatin1String(name));
    box->setDecimals(decimals);
    box->setRange(min, max);
    box->setSingleStep(step);
    box->setKeyboardTracking(false);
    return box;
}
}  // namespace

LocalSearchSettings::LocalSearchSettings(QFormLayout* form, QWidget* panel)
    : QObject(panel), form_(form) {
    QWidget* const parent = panel;
    const queens::StepperOptions defaults;
    climb_ = new QComboBox(parent);
    climb_->setObjectName(QStringLiteral("climbCombo"));
    for (ClimbKind c : {ClimbKind::Steepest, ClimbKind::Stochastic, ClimbKind::FirstChoice})
        climb_->addItem({}, static_cast<int>(c));
    sideways_ = intField(parent, "sidewaysSpinBox", 0, kMaxSideways);
    restart_ = new QCheckBox(parent);
    restart_->setObjectName(QStringLiteral("randomRestartCheck"));
    maxRestarts_ = intField(parent, "maxRestartsSpinBox", 0, std::numeric_limits<int>::max());
    t0_ = realField(parent, "t0SpinBox", 0.001, 1e6, 3, 0.1);
    decay_ = realField(parent, "decaySpinBox", kTemperatureStep, 1.0 - kTemperatureStep, 4, 0.001);
    tMin_ = realField(parent, "tMinSpinBox", kTemperatureStep, defaults.t0 - kTemperatureStep, 4,
                      0.001);
    beam_ = intField(parent, "beamWidthSpinBox", 1, queens::Population::kMaxSize);
    population_ = intField(parent, "populationSpinBox", 2, queens::Population::kMaxSize);
    mutation_ = realField(parent, "mutationRateSpinBox", 0.0, 1.0, 3, 0.01);
    steps_ = intField(parent, "stepLimitSpinBox", 0, std::numeric_limits<int>::max());

    fields_[Climb] = climb_;
    fields_[Sideways] = sideways_;
    fields_[Restart] = restart_;
    fields_[MaxRestarts] = maxRestarts_;
    fields_[T0] = t0_;
    fields_[Decay] = decay_;
    fields_[TMin] = tMin_;
    fields_[Beam] = beam_;
    fields_[Population] = population_;
    fields_[Mutation] = mutation_;
    fields_[Steps] = steps_;
    for (int r = 0; r < RowCount; ++r) {
        labels_[r] = new QLabel(parent);
        labels_[r]->setBuddy(fields_[r]);
        form_->addRow(labels_[r], fields_[r]);
    }
    setOptions(defaults);
    retranslateUi();
    setAlgorithm(algorithm_);

    const auto changed = [this] { emit this->changed(); };
    connect(climb_, &QComboBox::currentIndexChanged, this, changed);
    connect(restart_, &QCheckBox::toggled, this, [this, changed] {
        maxRestarts_->setEnabled(restart_->isChecked());
        changed();
    });
    for (QSpinBox* box : {sideways_, maxRestarts_, beam_, population_, steps_})
        connect(box, &QSpinBox::valueChanged, this, changed);
    for (QDoubleSpinBox* box : {decay_, tMin_, mutation_})
        connect(box, &QDoubleSpinBox::valueChanged, this, changed);
    connect(t0_, &QDoubleSpinBox::valueChanged, this, [this, changed] {
        onT0Changed();
        changed();
    });
}

LocalSearchSettings::~LocalSearchSettings() {
    for (QWidget* field : fields_)
        if (field != nullptr) field->disconnect(this);
}

void LocalSearchSettings::retranslateUi() {
    climb_->setItemText(0, tr("Steepest ascent"));
    climb_->setItemText(1, tr("Stochastic"));
    climb_->setItemText(2, tr("First choice"));
    climb_->setItemData(0, tr("Move to the best successor; ties are broken at random."),
                        Qt::ToolTipRole);
    climb_->setItemData(1, tr("Pick a random uphill move, the steeper ones more likely."),
                        Qt::ToolTipRole);
    climb_->setItemData(2, tr("Try random successors until one is better than the current board."),
                        Qt::ToolTipRole);
    labels_[Climb]->setText(tr("&Variant:"));
    labels_[Sideways]->setText(tr("Side&ways moves:"));
    labels_[Restart]->setText(tr("Random &restart:"));
    labels_[MaxRestarts]->setText(tr("Ma&x restarts:"));
    labels_[T0]->setText(tr("Start temperature T&0:"));
    labels_[Decay]->setText(tr("&Decay per step:"));
    labels_[TMin]->setText(tr("Stop below &T:"));
    labels_[Beam]->setText(tr("Beam width &k:"));
    labels_[Population]->setText(tr("Pop&ulation:"));
    labels_[Mutation]->setText(tr("&Mutation rate:"));
    const bool generations = queens::isPopulationSearch(algorithm_);
    labels_[Steps]->setText(generations ? tr("Generation l&imit:") : tr("Step l&imit:"));

    climb_->setToolTip(tr("How hill climbing chooses its next board."));
    sideways_->setToolTip(
        tr("Consecutive moves allowed that leave h unchanged, to cross a plateau (shoulder). "
           "0: stop on the first plateau."));
    restart_->setToolTip(
        tr("When stuck, start again from a new random board instead of stopping."));
    maxRestarts_->setToolTip(tr("Random restarts allowed before giving up (0: no limit)."));
    maxRestarts_->setSpecialValueText(tr("No limit"));
    t0_->setToolTip(
        tr("Temperature at the start. A worse board (h higher by Δh) is taken with probability "
           "e^(−Δh/T): a high T accepts almost every move."));
    decay_->setToolTip(tr("After every proposal T is multiplied by this factor (below 1)."));
    tMin_->setToolTip(tr("The run freezes and stops when T falls below this temperature."));
    beam_->setToolTip(tr("Boards kept in every generation: the best k of all their successors."));
    population_->setToolTip(tr("Boards in every generation of the genetic algorithm."));
    mutation_->setToolTip(
        tr("Chance that a child gets one queen moved to a random square of its row (0 to 1)."));
    steps_->setToolTip(
        generations ? tr("Generations before the search gives up (0: the default).")
                    : tr("Moves of one attempt before it gives up or restarts (0: the default)."));
    steps_->setSpecialValueText(tr("Default"));
}

void LocalSearchSettings::setAlgorithm(queens::Algorithm a) {
    algorithm_ = a;
    updateRows();
    retranslateUi();  // the step limit's label and tool tip follow the algorithm
}

void LocalSearchSettings::updateRows() {
    const Algorithm a = algorithm_;
    const bool climbing = a == Algorithm::HillClimbing;
    const bool annealing = a == Algorithm::SimulatedAnnealing;
    const std::array<bool, RowCount> shown = {climbing,
                                              climbing,
                                              climbing,
                                              climbing,
                                              annealing,
                                              annealing,
                                              annealing,
                                              a == Algorithm::LocalBeam,
                                              a == Algorithm::Genetic,
                                              a == Algorithm::Genetic,
                                              queens::isCourseLocalSearch(a)};
    for (int r = 0; r < RowCount; ++r) form_->setRowVisible(fields_[r], shown[r]);
    maxRestarts_->setEnabled(restart_->isChecked());
}

void LocalSearchSettings::onT0Changed() {
    // The limit must stay below T0 (StepperFactory::validate); the box clamps its value.
    tMin_->setMaximum(std::max(kTemperatureStep, t0_->value() - kTemperatureStep));
}

void LocalSearchSettings::applyTo(queens::StepperOptions& o) const {
    o.climb = static_cast<ClimbKind>(climb_->currentData().toInt());
    o.sidewaysLimit = static_cast<std::uint64_t>(sideways_->value());
    o.randomRestart = restart_->isChecked();
    if (algorithm_ == Algorithm::HillClimbing)
        o.maxRestarts = static_cast<std::uint64_t>(maxRestarts_->value());
    o.t0 = t0_->value();
    o.decay = decay_->value();
    o.tMin = tMin_->value();
    o.beamWidth = beam_->value();
    o.populationSize = population_->value();
    o.mutationRate = mutation_->value();
    o.maxStepsPerRestart = static_cast<std::uint64_t>(steps_->value());
}

void LocalSearchSettings::setOptions(const queens::StepperOptions& o) {
    const QSignalBlocker blocks[] = {
        QSignalBlocker(climb_),       QSignalBlocker(sideways_), QSignalBlocker(restart_),
        QSignalBlocker(maxRestarts_), QSignalBlocker(t0_),       QSignalBlocker(decay_),
        QSignalBlocker(tMin_),        QSignalBlocker(beam_),     QSignalBlocker(population_),
        QSignalBlocker(mutation_),    QSignalBlocker(steps_)};
    climb_->setCurrentIndex(std::max(0, climb_->findData(static_cast<int>(o.climb))));
    sideways_->setValue(clampedInt(o.sidewaysLimit));
    restart_->setChecked(o.randomRestart);
    maxRestarts_->setValue(clampedInt(o.maxRestarts));
    t0_->setValue(o.t0);
    onT0Changed();
    decay_->setValue(o.decay);
    tMin_->setValue(o.tMin);
    beam_->setValue(o.beamWidth);
    population_->setValue(o.populationSize);
    mutation_->setValue(o.mutationRate);
    steps_->setValue(clampedInt(o.maxStepsPerRestart));
    maxRestarts_->setEnabled(o.randomRestart);
}
