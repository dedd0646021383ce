#pragma once
// ExperimentForm: the fields of an Experiment for the Experiments window: the algorithm (the
// local searches, min-conflicts and CSP backtracking), N, the runs per sweep point, the seed, the
// algorithm's own settings (the problem panel's LocalSearchSettings rows, reused; for CSP
// backtracking the CspExperimentSettings rows) and an optional sweep of one
// parameter over a list of values ("0, 10, 100") or a range ("0:100:10", from:to:step).
// experiment() builds the Experiment and checks it (the sweep's syntax here, the rest with
// Experiment::validate); it never runs anything. Owns its fields only.
#include <QString>
#include <QWidget>
#include <optional>
#include <vector>

#include "Algorithm.h"
#include "Experiment.h"

class CspExperimentSettings;
class LocalSearchSettings;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

class ExperimentForm : public QWidget {
    Q_OBJECT

public:
    explicit ExperimentForm(QWidget* parent = nullptr);

    // The algorithms an experiment offers: the local searches, min-conflicts and CSP
    // backtracking.
    static std::vector<queens::Algorithm> algorithms();
    // The parameters a sweep of `a` may vary: the options it uses (OptionUse), and N.
    static std::vector<queens::Experiment::Parameter> parameters(queens::Algorithm a);
    // "Sideways moves", "Start temperature T0", ... (translated).
    static QString parameterTitle(queens::Experiment::Parameter p);
    // The values of "0, 10, 100" (commas, semicolons or spaces between them) or "0:100:10"
    // (from 0 to 100 in steps of 10); nothing and a translated reason when the text is neither.
    static std::optional<std::vector<double>> parseValues(const QString& text, QString* why);

    // Shows `a` (when the form offers it; else hill climbing) and N, the other fields unchanged.
    void setProblem(queens::Algorithm a, int n);
    // Shows every field of `x` (its sweep values as a list).
    void setExperiment(const queens::Experiment& x);
    // The experiment the fields describe, or nothing and the reason (translated) in *why.
    std::optional<queens::Experiment> experiment(QString* why) const;
    queens::Algorithm algorithm() const;

    void retranslateUi();

protected:
    void changeEvent(QEvent* event) override;

private:
    void onAlgorithmChanged();
    void fillSweepParameters();
    void onSweepChanged();

    QFormLayout* form_ = nullptr;
    QComboBox* algorithm_ = nullptr;
    QSpinBox* n_ = nullptr;
    QSpinBox* runs_ = nullptr;
    QLineEdit* seed_ = nullptr;
    LocalSearchSettings* settings_ = nullptr;
    CspExperimentSettings* csp_ = nullptr;
    QComboBox* sweep_ = nullptr;
    QLineEdit* values_ = nullptr;
    QLabel* algorithmLabel_ = nullptr;
    QLabel* nLabel_ = nullptr;
    QLabel* runsLabel_ = nullptr;
    QLabel* seedLabel_ = nullptr;
    QLabel* sweepLabel_ = nullptr;
    QLabel* valuesLabel_ = nullptr;
};
