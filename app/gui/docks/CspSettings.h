#pragma once
// CspSettings: the options of CSP backtracking (queens::Algorithm::Csp), as rows it adds to the
// problem panel's form under the common ones (N, seed), so that their labels line up. The rows
// are shown for Algorithm::Csp only (setAlgorithm()):
//   variable order:      in order / MRV / MRV + degree
//   value order:         in order / LCV
//   inference:           none / forward checking / maintaining arc consistency (AC-3)
//   backjumping:         conflict-directed backjumping instead of chronological backtracking
//   random tie-breaking: ties of the orderings broken from the seed (usesSeed())
//   restarts:            start again after k backtracks (Luby-scaled; 0 = never), offered with
//                        random tie-breaking only: a restart without it repeats the same search
// Each field's tool tip says what the option does in one sentence. changed() is emitted once per
// finished edit by the user, never by setOptions(). Its fields are children of the form's widget;
// it owns no other state. The panel calls retranslateUi() on a change of language.
#include <QObject>
#include <QString>

#include "Algorithm.h"
#include "StepperOptions.h"

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QSpinBox;

class CspSettings : public QObject {
    Q_OBJECT

public:
    // Adds the rows to `form`, whose widget `panel` holds the fields. The fields start at MRV
    // with forward checking, the combination the textbook recommends.
    CspSettings(QFormLayout* form, QWidget* panel);
    ~CspSettings() override;  // disconnects the fields first (see ProblemPanel)

    void setAlgorithm(queens::Algorithm a);
    // Writes the fields' values into `o` (the CSP options only).
    void applyTo(queens::StepperOptions& o) const;
    // Shows the options' values without emitting changed().
    void setOptions(const queens::StepperOptions& o);
    // True when the fields make the run depend on the seed (random tie-breaking).
    bool usesSeed() const;
    void retranslateUi();

    // The options of `o` in a few words ("MRV, forward checking, LCV"), for labels and messages.
    static QString describe(const queens::StepperOptions& o);
    // Why CSP backtracking refuses `o` (StepperFactory::validate), in the user's language, or
    // an empty string when it accepts them. N beyond the limit is the problem panel's to say.
    static QString refusal(const queens::StepperOptions& o);

signals:
    void changed();

private:
    enum Row { VarOrder, ValueOrder, Inference, Backjump, RandomTies, Restarts, RowCount };
    void updateRows();

    queens::Algorithm algorithm_ = queens::Algorithm::Backtracking;
    QFormLayout* form_ = nullptr;
    QComboBox* varOrder_ = nullptr;
    QComboBox* valueOrder_ = nullptr;
    QComboBox* inference_ = nullptr;
    QCheckBox* backjump_ = nullptr;
    QCheckBox* randomTies_ = nullptr;
    QSpinBox* restarts_ = nullptr;
    QLabel* labels_[RowCount] = {};
    QWidget* fields_[RowCount] = {};
};
