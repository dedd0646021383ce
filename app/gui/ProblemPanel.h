#pragma once
// ProblemPanel: what to solve — algorithm, board size N, first or all solutions, random seed.
//
// - N is limited to 1..StepperFactory::maxN(algorithm); choosing an algorithm with a smaller
//   limit clamps N and explains it through message().
// - problemChanged() is emitted once per user change (N only when editing is finished, not per
//   keystroke); the seed only matters for min-conflicts and is disabled otherwise.
#include <QGroupBox>
#include <QString>

#include "Algorithm.h"
#include "StepperOptions.h"

class QComboBox;
class QLineEdit;
class QSpinBox;

class ProblemPanel : public QGroupBox {
    Q_OBJECT

public:
    explicit ProblemPanel(QWidget* parent = nullptr);

    queens::Algorithm algorithm() const;
    queens::StepperOptions options() const;

signals:
    void problemChanged();
    void message(const QString& text);

private:
    void onAlgorithmChanged();
    void onSeedEdited();

    QComboBox* algorithm_ = nullptr;
    QSpinBox* n_ = nullptr;
    QComboBox* mode_ = nullptr;
    QLineEdit* seed_ = nullptr;
    QString lastSeed_;
};
