#pragma once
// CspExperimentSettings: the rows of the Experiments form for CSP backtracking: which
// combinations of orderings, inference and backjumping to compare (CspCombination presets, a
// checkable list: one chart series each), random tie-breaking, the restart budget, the budget
// of consistency checks of a run and whether every run is kept for the run-length distribution.
// It adds its rows to the form layout it is given and shows or hides them as a whole; it owns
// its fields only and runs nothing.
#include <QObject>
#include <QString>

#include "CspCombination.h"
#include "Experiment.h"

class QCheckBox;
class QFormLayout;
class QLabel;
class QListWidget;
class QSpinBox;
class QWidget;

class CspExperimentSettings : public QObject {
    Q_OBJECT

public:
    CspExperimentSettings(QFormLayout* form, QWidget* parent);

    // "Plain backtracking", "MRV + forward checking", ... (translated).
    static QString combinationTitle(const queens::CspCombination& c);

    void setVisible(bool visible);
    // Shows the fields of `x` (its combinations checked, the others not).
    void setExperiment(const queens::Experiment& x);
    // Writes the fields into `x`; false and a translated reason when no combination is checked.
    bool applyTo(queens::Experiment& x, QString* why) const;
    void retranslateUi();

private:
    QFormLayout* form_;
    QListWidget* combinations_ = nullptr;
    QCheckBox* randomTies_ = nullptr;
    QSpinBox* restartAfter_ = nullptr;
    QSpinBox* maxChecks_ = nullptr;
    QCheckBox* distribution_ = nullptr;
    QLabel* combinationsLabel_ = nullptr;
    QLabel* restartAfterLabel_ = nullptr;
    QLabel* maxChecksLabel_ = nullptr;
};
