#include "ProblemPanel.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QRandomGenerator>
#include <QRegularExpressionValidator>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QToolButton>
#include <algorithm>

#include "AlgorithmNames.h"
#include "CspSettings.h"
#include "Limits.h"
#include "LocalSearchSettings.h"
#include "RangeSpinBox.h"
#include "StepperFactory.h"

ProblemPanel::ProblemPanel(QWidget* parent) : QGroupBox(tr("Problem"), parent) {
    algorithm_ = new QComboBox(this);
    algorithm_->setObjectName(QStringLiteral("algorithmCombo"));
    for (queens::Algorithm a : queens::kAllAlgorithms) algorithm_->addItem({}, static_cast<int>(a));

    n_ = new RangeSpinBox(this);
    n_->setObjectName(QStringLiteral("nSpinBox"));
    n_->setKeyboardTracking(false);  // one restart when the edit is finished, not per keystroke
    n_->setRange(1, Limits::animatedMaxN(algorithm()));
    n_->setValue(8);
    n_->setAccelerated(true);
    // QSpinBox keeps its line edit to itself. A whole number beyond the limit stays in the field
    // (RangeSpinBox); when the edit ends the spin box puts the previous value back, and
    // onNEditingFinished() says why.
    nEdit_ = n_->findChild<QLineEdit*>();

    mode_ = new QComboBox(this);
    mode_->setObjectName(QStringLiteral("solutionModeCombo"));
    mode_->addItem({}, true);
    mode_->addItem({}, false);

    seed_ = new QLineEdit(QString::number(acceptedSeed_), this);
    seed_->setObjectName(QStringLiteral("seedEdit"));
    seed_->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("\\d{1,19}")), seed_));
    seed_->installEventFilter(this);
    newSeed_ = new QToolButton(this);
    newSeed_->setObjectName(QStringLiteral("newSeedButton"));
    auto* seedRow = new QHBoxLayout;
    seedRow->setContentsMargins(0, 0, 0, 0);
    seedRow->addWidget(seed_, 1);
    seedRow->addWidget(newSeed_);

    auto* form = new QFormLayout(this);
    const auto label = [this](QWidget* buddy) {
        auto* l = new QLabel(this);
        l->setBuddy(buddy);
        return l;
    };
    algorithmLabel_ = label(algorithm_);
    nLabel_ = label(n_);
    modeLabel_ = label(mode_);
    seedLabel_ = label(seed_);
    form->addRow(algorithmLabel_, algorithm_);
    form->addRow(nLabel_, n_);
    form->addRow(modeLabel_, mode_);
    form->addRow(seedLabel_, seedRow);
    settings_ = new LocalSearchSettings(form, this);
    csp_ = new CspSettings(form, this);
    extras_ = new QLabel(this);
    extras_->setObjectName(QStringLiteral("problemExtrasLabel"));
    extras_->setWordWrap(true);
    extras_->hide();
    form->addRow(extras_);
    retranslateUi();
    // A change by the user is a problem of the fields alone.
    connect(this, &ProblemPanel::problemChanged, this, [this] {
        extraOptions_ = {};
        updateExtras();
    });

    connect(algorithm_, &QComboBox::currentIndexChanged, this, &ProblemPanel::onAlgorithmChanged);
    connect(n_, &QSpinBox::valueChanged, this, &ProblemPanel::problemChanged);
    connect(n_, &QSpinBox::editingFinished, this, &ProblemPanel::onNEditingFinished);
    if (nEdit_ != nullptr) {
        connect(nEdit_, &QLineEdit::textEdited, this, [this](const QString& text) {
            nEdited_ = true;
            nTyped_ = text;
        });
        connect(nEdit_, &QLineEdit::inputRejected, this, [this] { emit message(limitText()); });
        connect(nEdit_, &QLineEdit::returnPressed, this, &ProblemPanel::entryConfirmed);
    }
    connect(mode_, &QComboBox::currentIndexChanged, this, &ProblemPanel::problemChanged);
    connect(seed_, &QLineEdit::editingFinished, this, &ProblemPanel::onSeedEdited);
    connect(seed_, &QLineEdit::returnPressed, this, &ProblemPanel::entryConfirmed);
    connect(newSeed_, &QToolButton::clicked, this, &ProblemPanel::drawNewSeed);
    connect(settings_, &LocalSearchSettings::changed, this, &ProblemPanel::problemChanged);
    connect(csp_, &CspSettings::changed, this, [this] {
        showAlgorithmFields(algorithm());  // random ties turn the seed on or off
        emit problemChanged();
    });
    onAlgorithmChanged();
}

void ProblemPanel::retranslateUi() {
    // The main window clears the title (its dock carries it): an empty title stays empty.
    if (!title().isEmpty()) setTitle(tr("Problem"));
    // Item texts change in place: the selection (and so the problem) stays.
    for (int i = 0; i < algorithm_->count(); ++i) {
        const auto a = static_cast<queens::Algorithm>(algorithm_->itemData(i).toInt());
        algorithm_->setItemText(i, AlgorithmNames::displayName(a));
        algorithm_->setItemData(i, AlgorithmNames::summary(a), Qt::ToolTipRole);
    }
    mode_->setItemText(0, tr("All solutions"));
    mode_->setItemText(1, tr("First solution"));
    seed_->setToolTip(tr("Random seed of the search: the same seed replays the same run."));
    newSeed_->setText(tr("New seed"));
    newSeed_->setToolTip(tr("Draw a random seed and start a new run."));
    algorithmLabel_->setText(tr("&Algorithm:"));
    nLabel_->setText(tr("Board size &N:"));
    modeLabel_->setText(tr("&Find:"));
    seedLabel_->setText(tr("&Seed:"));
    settings_->retranslateUi();
    csp_->retranslateUi();
    updateExtras();
    updateToolTips();
}

void ProblemPanel::updateExtras() {
    QStringList parts;
    const auto given = std::count_if(extraOptions_.fixed.begin(), extraOptions_.fixed.end(),
                                     [](int c) { return c >= 0; });
    if (given > 0) parts << tr("%n queen(s) given.", nullptr, int(given));
    if (extraOptions_.maxStepsPerRestart > 0)
        parts << tr("At most %L1 swaps per restart.")
                     .arg(qulonglong(extraOptions_.maxStepsPerRestart));
    if (extraOptions_.maxRestarts > 0)
        parts << tr("At most %L1 restarts.").arg(qulonglong(extraOptions_.maxRestarts));
    extras_->setText(parts.join(QLatin1Char(' ')));
    extras_->setVisible(!parts.isEmpty());
}

void ProblemPanel::updateToolTips() {
    const queens::Algorithm a = algorithm();
    algorithm_->setToolTip(AlgorithmNames::summary(a));
    mode_->setToolTip(
        queens::isLocalSearch(a)
            ? tr("%1 stops at the first solution it reaches.").arg(AlgorithmNames::displayName(a))
            : tr("Stop at the first solution, or go on to find them all."));
    n_->setToolTip(limitText());
    n_->setProblemText(limitText());
}

void ProblemPanel::showAlgorithmFields(queens::Algorithm a) {
    const bool randomized = queens::isLocalSearch(a);
    settings_->setAlgorithm(a);
    csp_->setAlgorithm(a);
    seed_->setEnabled(usesSeed());
    newSeed_->setEnabled(usesSeed());
    mode_->setEnabled(!randomized);
}

bool ProblemPanel::usesSeed() const {
    return queens::isLocalSearch(algorithm()) || csp_->usesSeed();
}

void ProblemPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QGroupBox::changeEvent(event);
}

ProblemPanel::~ProblemPanel() {
    for (QObject* field : {static_cast<QObject*>(n_), static_cast<QObject*>(nEdit_),
                           static_cast<QObject*>(seed_), static_cast<QObject*>(algorithm_),
                           static_cast<QObject*>(mode_), static_cast<QObject*>(newSeed_)})
        if (field != nullptr) field->disconnect(this);
}

queens::Algorithm ProblemPanel::algorithm() const {
    return static_cast<queens::Algorithm>(algorithm_->currentData().toInt());
}

queens::StepperOptions ProblemPanel::options() const {
    queens::StepperOptions o;
    o.n = n_->value();
    o.allSolutions = mode_->currentData().toBool();
    o.seed = acceptedSeed_;
    o.maxStepsPerRestart = extraOptions_.maxStepsPerRestart;
    o.maxRestarts = extraOptions_.maxRestarts;
    if (queens::isCourseLocalSearch(algorithm())) settings_->applyTo(o);
    if (algorithm() == queens::Algorithm::Csp) csp_->applyTo(o);
    return o;
}

int ProblemPanel::showOptions(queens::Algorithm a, const queens::StepperOptions& options) {
    const int n = showProblem(a, options.n);
    {
        const QSignalBlocker blockMode(mode_);
        mode_->setCurrentIndex(mode_->findData(options.allSolutions));
    }
    acceptedSeed_ = options.seed;
    seed_->setText(QString::number(acceptedSeed_));
    extraOptions_ = {};
    extraOptions_.maxStepsPerRestart = options.maxStepsPerRestart;
    extraOptions_.maxRestarts = options.maxRestarts;
    extraOptions_.fixed = options.fixed;
    settings_->setOptions(options);
    if (a == queens::Algorithm::Csp) csp_->setOptions(options);
    showAlgorithmFields(a);  // the seed follows the CSP's random ties
    // The local searches' step limit (and hill climbing's restarts) have their own fields.
    if (queens::isCourseLocalSearch(a)) extraOptions_.maxStepsPerRestart = 0;
    if (a == queens::Algorithm::HillClimbing) extraOptions_.maxRestarts = 0;
    updateExtras();
    return n;
}

int ProblemPanel::showProblem(queens::Algorithm a, int n) {
    {
        const QSignalBlocker blockAlgorithm(algorithm_);
        const QSignalBlocker blockN(n_);
        algorithm_->setCurrentIndex(algorithm_->findData(static_cast<int>(a)));
        n_->setMaximum(Limits::animatedMaxN(a));
        n_->setValue(n);
    }
    // What onAlgorithmChanged() sets up, without its problemChanged().
    showAlgorithmFields(a);
    updateToolTips();
    return n_->value();
}

QString ProblemPanel::limitText() const {
    const queens::Algorithm a = algorithm();
    const int max = Limits::animatedMaxN(a);
    if (max < queens::StepperFactory::maxN(a)) {
        return tr("%1 animates N from 1 to %L2: every step is kept for replay, and larger boards "
                  "need too much memory. The command line (queenslab-cli solve) goes up to "
                  "N = %L3.")
            .arg(AlgorithmNames::displayName(a))
            .arg(max)
            .arg(queens::StepperFactory::maxN(a));
    }
    if (a == queens::Algorithm::MinConflicts) {
        //: %1 is the algorithm's name, %L2 the largest N, %L3 the memory budget in GiB.
        return tr("%1 supports N from 1 to %L2. Every step is kept for replay: the largest boards "
                  "need up to about %L3 GiB of memory.")
            .arg(AlgorithmNames::displayName(a))
            .arg(max)
            .arg(Limits::kMemoryBudgetGiB, 0, 'f', 1);
    }
    return AlgorithmNames::limitText(a, max);
}

void ProblemPanel::onAlgorithmChanged() {
    const queens::Algorithm a = algorithm();
    showAlgorithmFields(a);
    const int max = Limits::animatedMaxN(a);
    const int wanted = n_->value();
    {
        const QSignalBlocker block(n_);  // one problemChanged() for the whole change
        n_->setMaximum(max);
    }
    updateToolTips();
    if (wanted > max) {
        emit message(tr("%1 supports N up to %L2: N was set to %L2.")
                         .arg(AlgorithmNames::displayName(a))
                         .arg(max));
    }
    emit problemChanged();
}

void ProblemPanel::onNEditingFinished() {
    if (!nEdited_) return;
    nEdited_ = false;
    // The spin box has already put back the previous value when the text was out of range or
    // empty; say so instead of ignoring the input silently.
    bool ok = false;
    const int value = QLocale().toInt(nTyped_.trimmed(), &ok);
    if (ok && value == n_->value()) return;
    emit message(tr("%1 N stays %L2.", "%1 is the sentence about the limit of N")
                     .arg(limitText())
                     .arg(n_->value()));
}

void ProblemPanel::onSeedEdited() {
    bool ok = false;
    const std::uint64_t seed = seed_->text().toULongLong(&ok);
    if (!ok) {
        restoreSeed();
        return;
    }
    if (seed == acceptedSeed_) return;
    acceptedSeed_ = seed;
    if (usesSeed()) emit problemChanged();
}

void ProblemPanel::drawNewSeed() {
    // Up to 10^9 - 1: a seed a student can read out and type again.
    acceptedSeed_ = QRandomGenerator::global()->bounded(1, 1'000'000'000);
    seed_->setText(QString::number(acceptedSeed_));
    emit message(tr("New seed: %1.").arg(QString::number(acceptedSeed_)));
    if (usesSeed()) emit problemChanged();
}

void ProblemPanel::restoreSeed() {
    seed_->setText(QString::number(acceptedSeed_));
    emit message(tr("The seed must be a whole number of up to 19 digits; it stays %1.")
                     .arg(QString::number(acceptedSeed_)));
}

bool ProblemPanel::eventFilter(QObject* watched, QEvent* event) {
    // Before QLineEdit sees the focus loss: text it would not accept (editingFinished is only
    // emitted for acceptable text) is replaced by the last accepted seed.
    if (watched == seed_ && event->type() == QEvent::FocusOut && !seed_->hasAcceptableInput())
        restoreSeed();
    return QGroupBox::eventFilter(watched, event);
}
