#include "ProblemPanel.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QRegularExpressionValidator>
#include <QSignalBlocker>
#include <QSpinBox>

#include "AlgorithmNames.h"
#include "StepperFactory.h"

ProblemPanel::ProblemPanel(QWidget* parent) : QGroupBox(tr("Problem"), parent) {
    algorithm_ = new QComboBox(this);
    algorithm_->setObjectName(QStringLiteral("algorithmCombo"));
    for (queens::Algorithm a : queens::kAllAlgorithms) {
        algorithm_->addItem(AlgorithmNames::displayName(a), static_cast<int>(a));
        algorithm_->setItemData(algorithm_->count() - 1, AlgorithmNames::summary(a),
                                Qt::ToolTipRole);
    }

    n_ = new QSpinBox(this);
    n_->setObjectName(QStringLiteral("nSpinBox"));
    n_->setKeyboardTracking(false);  // one restart when the edit is finished, not per keystroke
    n_->setRange(1, queens::StepperFactory::maxN(algorithm()));
    n_->setValue(8);
    n_->setAccelerated(true);

    mode_ = new QComboBox(this);
    mode_->setObjectName(QStringLiteral("solutionModeCombo"));
    mode_->addItem(tr("All solutions"), true);
    mode_->addItem(tr("First solution"), false);

    seed_ = new QLineEdit(QStringLiteral("1"), this);
    seed_->setObjectName(QStringLiteral("seedEdit"));
    seed_->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("\\d{1,19}")), seed_));
    seed_->setToolTip(
        tr("Random seed of the min-conflicts search: the same seed replays the same run."));
    lastSeed_ = seed_->text();

    auto* form = new QFormLayout(this);
    form->addRow(tr("&Algorithm:"), algorithm_);
    form->addRow(tr("Board size &N:"), n_);
    form->addRow(tr("&Find:"), mode_);
    form->addRow(tr("&Seed:"), seed_);

    connect(algorithm_, &QComboBox::currentIndexChanged, this, &ProblemPanel::onAlgorithmChanged);
    connect(n_, &QSpinBox::valueChanged, this, &ProblemPanel::problemChanged);
    connect(mode_, &QComboBox::currentIndexChanged, this, &ProblemPanel::problemChanged);
    connect(seed_, &QLineEdit::editingFinished, this, &ProblemPanel::onSeedEdited);
    onAlgorithmChanged();
}

queens::Algorithm ProblemPanel::algorithm() const {
    return static_cast<queens::Algorithm>(algorithm_->currentData().toInt());
}

queens::StepperOptions ProblemPanel::options() const {
    queens::StepperOptions o;
    o.n = n_->value();
    o.allSolutions = mode_->currentData().toBool();
    o.seed = seed_->text().toULongLong();
    return o;
}

void ProblemPanel::onAlgorithmChanged() {
    const queens::Algorithm a = algorithm();
    algorithm_->setToolTip(AlgorithmNames::summary(a));
    seed_->setEnabled(a == queens::Algorithm::MinConflicts);
    const int max = queens::StepperFactory::maxN(a);
    const int wanted = n_->value();
    {
        const QSignalBlocker block(n_);  // one problemChanged() for the whole change
        n_->setMaximum(max);
    }
    n_->setToolTip(tr("%1 accepts N from 1 to %2.").arg(AlgorithmNames::displayName(a)).arg(max));
    if (wanted > max) {
        emit message(tr("%1 supports N up to %2: N was set to %2.")
                         .arg(AlgorithmNames::displayName(a))
                         .arg(max));
    }
    emit problemChanged();
}

void ProblemPanel::onSeedEdited() {
    if (seed_->text() == lastSeed_) return;
    lastSeed_ = seed_->text();
    if (algorithm() == queens::Algorithm::MinConflicts) emit problemChanged();
}
