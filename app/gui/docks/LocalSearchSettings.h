#pragma once
// LocalSearchSettings: the fields of the local searches' own options, as rows it adds to the
// problem panel's form under the common ones (N, seed), so that their labels line up. Only the
// rows of the algorithm set by setAlgorithm() are shown; none for an algorithm that is no local
// search (queens::isCourseLocalSearch).
//   hill climbing:       variant (steepest-ascent / stochastic / first-choice), sideways moves
//                        allowed, random restart and the restarts allowed
//   simulated annealing: start temperature T0, decay per step, temperature limit
//   local beam search:   k, the boards kept
//   genetic algorithm:   population size, mutation rate
//   all of them:         steps (or generations) per attempt, 0 = the stepper's default
// The ranges are those StepperFactory::validate accepts (the temperature limit stays below T0),
// so no value a field can hold is refused. changed() is emitted once per finished edit by the
// user, never by setOptions(). Its fields are children of the form's widget; it owns no other
// state. The panel calls retranslateUi() on a change of language.
#include <QObject>

#include "Algorithm.h"
#include "StepperOptions.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QSpinBox;

class LocalSearchSettings : public QObject {
    Q_OBJECT

public:
    // Adds the rows to `form`, whose widget `panel` holds the fields.
    LocalSearchSettings(QFormLayout* form, QWidget* panel);
    ~LocalSearchSettings() override;  // disconnects the fields first (see ProblemPanel)

    void setAlgorithm(queens::Algorithm a);
    queens::Algorithm algorithm() const { return algorithm_; }
    // Writes the fields' values into `o` (the options of every local search, and the step
    // limit; maxRestarts too for hill climbing).
    void applyTo(queens::StepperOptions& o) const;
    // Shows the options' values (clamped to the fields' ranges) without emitting changed().
    void setOptions(const queens::StepperOptions& o);
    void retranslateUi();

signals:
    void changed();

private:
    enum Row {
        Climb,
        Sideways,
        Restart,
        MaxRestarts,
        T0,
        Decay,
        TMin,
        Beam,
        Population,
        Mutation,
        Steps,
        RowCount
    };
    void updateRows();
    void onT0Changed();

    queens::Algorithm algorithm_ = queens::Algorithm::Backtracking;
    QFormLayout* form_ = nullptr;
    QComboBox* climb_ = nullptr;
    QSpinBox* sideways_ = nullptr;
    QCheckBox* restart_ = nullptr;
    QSpinBox* maxRestarts_ = nullptr;
    QDoubleSpinBox* t0_ = nullptr;
    QDoubleSpinBox* decay_ = nullptr;
    QDoubleSpinBox* tMin_ = nullptr;
    QSpinBox* beam_ = nullptr;
    QSpinBox* population_ = nullptr;
    QDoubleSpinBox* mutation_ = nullptr;
    QSpinBox* steps_ = nullptr;
    QLabel* labels_[RowCount] = {};
    QWidget* fields_[RowCount] = {};
};
