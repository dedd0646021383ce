#include "ComparePane.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>
#include <limits>
#include <new>
#include <optional>

#include "AlgorithmNames.h"
#include "BoardWidget.h"
#include "CjkWordBreaks.h"
#include "CompareCounts.h"
#include "CspSettings.h"
#include "DomainLayer.h"
#include "Limits.h"
#include "PlaybackController.h"
#include "SolverController.h"
#include "StepperFactory.h"

namespace {
QString number(std::uint64_t v) {
    return QLocale().toString(static_cast<qulonglong>(v));
}
// A tool tip as rich text, which Qt wraps to a readable width (plain text stays one line).
QString wrapped(const QString& tip) {
    return QStringLiteral("<p>%1</p>").arg(tip.toHtmlEscaped());
}
}  // namespace

ComparePane::ComparePane(const QString& name, QWidget* parent) : QGroupBox(parent) {
    setObjectName(name + QStringLiteral("ComparePane"));
    solver_ = new SolverController(this);
    playback_ = new PlaybackController(this);
    playback_->setObjectName(name + QStringLiteral("Playback"));

    algorithmCombo_ = new QComboBox(this);
    algorithmCombo_->setObjectName(name + QStringLiteral("AlgorithmCombo"));
    seedSpin_ = new QSpinBox(this);
    seedSpin_->setObjectName(name + QStringLiteral("SeedSpin"));
    seedSpin_->setRange(0, std::numeric_limits<int>::max());
    seedSpin_->setValue(1);
    algorithmLabel_ = new QLabel(this);
    algorithmLabel_->setBuddy(algorithmCombo_);
    seedLabel_ = new QLabel(this);
    seedLabel_->setBuddy(seedSpin_);
    auto* choice = new QHBoxLayout;
    choice->addWidget(algorithmLabel_);
    choice->addWidget(algorithmCombo_, 1);
    choice->addWidget(seedLabel_);
    choice->addWidget(seedSpin_);

    cspLabel_ = new QLabel(this);
    cspLabel_->setObjectName(name + QStringLiteral("CspOptionsLabel"));
    cspLabel_->setWordWrap(true);
    cspLabel_->hide();

    board_ = new BoardWidget(this);
    board_->setObjectName(name + QStringLiteral("Board"));
    board_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);

    form_ = new QFormLayout;
    form_->setLabelAlignment(Qt::AlignRight);
    static const char* const kNames[StatCount] = {
        "StepValue",        "TriedValue",      "PlacedValue",    "RejectedValue",
        "BacktracksValue",  "SolutionsValue",  "EvaluatedValue", "SwapsValue",
        "RestartsValue",    "CollisionsValue", "MovesValue",     "AttackingPairsValue",
        "GenerationsValue", "ChecksValue",     "PruningsValue",  "WipeoutsValue",
        "SearchTimeValue"};
    for (int s = 0; s < StatCount; ++s) {
        names_[s] = new QLabel(this);
        values_[s] = new QLabel(this);
        values_[s]->setObjectName(name + QLatin1String(kNames[s]));
        values_[s]->setTextInteractionFlags(Qt::TextSelectableByMouse);
        form_->addRow(names_[s], values_[s]);
    }
    QFont bold = values_[Solutions]->font();
    bold.setBold(true);
    values_[Solutions]->setFont(bold);
    values_[Tried]->setFont(bold);

    status_ = new QLabel(this);
    status_->setObjectName(name + QStringLiteral("Status"));
    status_->setWordWrap(true);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(choice);
    layout->addWidget(cspLabel_);
    layout->addWidget(board_, 1);
    layout->addLayout(form_);
    layout->addWidget(status_);

    fillAlgorithms();
    retranslateUi();
    updateRows();

    connect(solver_, &SolverController::batchReady, this, [this](const queens::BatchPtr& batch) {
        if (!batch || batch->first != playback_->delivered()) return;  // not this run's next one
        searchSeconds_ = batch->searchSeconds;
        if (algorithm_ == queens::Algorithm::Symmetric) {  // the only search that skips cells
            for (std::size_t i = 0; i < batch->events.size(); ++i) {
                const queens::StepEvent& e = batch->events[i];
                if (e.kind == queens::EventKind::Reject &&
                    e.reason == queens::reasonCode(queens::RejectReason::Symmetry))
                    symmetrySkips_.push_back(batch->first + i);
            }
        }
        playback_->appendBatch(batch);
        emit batchArrived(batch);
    });
    connect(solver_, &SolverController::failed, this, &ComparePane::showMessage);
    connect(playback_, &PlaybackController::message, this, &ComparePane::showMessage);
    connect(playback_, &PlaybackController::cursorMoved, solver_, &SolverController::setCursor);
    connect(algorithmCombo_, &QComboBox::activated, this, [this](int index) {
        const auto a = static_cast<queens::Algorithm>(algorithmCombo_->itemData(index).toInt());
        if (a == algorithm_) return;
        setAlgorithm(a);
        emit settingsChanged();
    });
    connect(seedSpin_, &QSpinBox::editingFinished, this, [this] {
        if (seed() != startedSeed_) emit settingsChanged();
    });
}

ComparePane::~ComparePane() {
    solver_->stop();
}

void ComparePane::fillAlgorithms() {
    const QSignalBlocker block(algorithmCombo_);
    algorithmCombo_->clear();
    for (queens::Algorithm a : queens::kAllAlgorithms) {
        algorithmCombo_->addItem(AlgorithmNames::displayName(a), static_cast<int>(a));
        algorithmCombo_->setItemData(algorithmCombo_->count() - 1, AlgorithmNames::summary(a),
                                     Qt::ToolTipRole);
    }
    algorithmCombo_->setCurrentIndex(algorithmCombo_->findData(static_cast<int>(algorithm_)));
}

void ComparePane::setAlgorithm(queens::Algorithm algorithm) {
    algorithm_ = algorithm;
    const QSignalBlocker block(algorithmCombo_);
    algorithmCombo_->setCurrentIndex(algorithmCombo_->findData(static_cast<int>(algorithm)));
    algorithmCombo_->setToolTip(AlgorithmNames::summary(algorithm));
    seedSpin_->setEnabled(queens::isLocalSearch(algorithm));
    cspLabel_->setVisible(algorithm == queens::Algorithm::Csp);
    updateRows();
}

void ComparePane::setCspOptions(const queens::StepperOptions& o) {
    cspOptions_ = o;
    cspLabel_->setText(
        tr("Options: %1", "CSP backtracking's options").arg(CspSettings::describe(cspOptions_)));
}

void ComparePane::setSeed(std::uint64_t seed) {
    const QSignalBlocker block(seedSpin_);
    seedSpin_->setValue(static_cast<int>(
        std::min<std::uint64_t>(seed, static_cast<std::uint64_t>(seedSpin_->maximum()))));
}

std::uint64_t ComparePane::seed() const {
    return static_cast<std::uint64_t>(seedSpin_->value());
}

bool ComparePane::start(int n, bool allSolutions) {
    solver_->stop();
    searchSeconds_ = 0.0;
    symmetrySkips_.clear();
    status_->clear();
    queens::StepperOptions options;
    options.n = n;
    options.allSolutions = allSolutions;
    options.seed = seed();
    startedSeed_ = options.seed;
    if (algorithm_ == queens::Algorithm::Csp) {
        options.varOrder = cspOptions_.varOrder;
        options.valueOrder = cspOptions_.valueOrder;
        options.inference = cspOptions_.inference;
        options.backjump = cspOptions_.backjump;
        options.randomTies = cspOptions_.randomTies;
        options.restartBacktracks = cspOptions_.restartBacktracks;
    }
    if (n < 1 || n > Limits::comparedMaxN(algorithm_)) {  // what the GUI animates for two boards
        playback_->reset(std::max(n, 1));
        showMessage(AlgorithmNames::limitText(algorithm_, Limits::comparedMaxN(algorithm_)));
        return false;
    }
    if (const std::string why = queens::StepperFactory::validate(algorithm_, options);
        !why.empty()) {
        playback_->reset(n);
        showMessage(QString::fromStdString(why));
        return false;
    }
    try {
        playback_->reset(n);
        solver_->start(algorithm_, options, playback_->maxWorkerLead());
    } catch (const std::exception& ex) {  // std::bad_alloc above all (a large N)
        solver_->stop();
        const QString why = dynamic_cast<const std::bad_alloc*>(&ex) != nullptr
                                ? tr("there is not enough memory for N = %L1.").arg(n)
                                : QString::fromUtf8(ex.what());
        showMessage(tr("Cannot start this search: %1").arg(why));
        return false;
    }
    return true;
}

void ComparePane::stop() {
    solver_->stop();
}

QString ComparePane::runName() const {
    const QString name = AlgorithmNames::displayName(algorithm_);
    if (algorithm_ == queens::Algorithm::Csp)
        return tr("%1 (%2)", "algorithm name, its options")
            .arg(name, CspSettings::describe(cspOptions_));
    if (!queens::isLocalSearch(algorithm_)) return name;
    return tr("%1, seed %2", "algorithm name, random seed").arg(name).arg(seed());
}

std::uint64_t ComparePane::symmetrySkipsAtCursor() const {
    const std::uint64_t cursor = playback_->cursor();  // events 0 .. cursor - 1 are applied
    return static_cast<std::uint64_t>(
        std::lower_bound(symmetrySkips_.begin(), symmetrySkips_.end(), cursor) -
        symmetrySkips_.begin());
}

std::optional<std::uint64_t> ComparePane::count(Stat stat) const {
    const queens::StepEvent* last = playback_->currentEvent();
    return CompareCounts::value(stat, algorithm_, playback_->state().stats(),
                                symmetrySkipsAtCursor(),
                                last != nullptr && last->kind == queens::EventKind::Try);
}

void ComparePane::refresh() {
    const PlaybackController& pb = *playback_;
    // A constraint search's board outlines the row being assigned.
    board_->setDomainFocus(
        algorithm_ == queens::Algorithm::Csp ? DomainLayer::focusAt(pb.timeline()) : -1);
    board_->setView(&pb.state(), pb.currentEvent());
    values_[Step]->setText(
        pb.runFinished()
            ? tr("%1 of %2 (search finished)").arg(number(pb.cursor()), number(pb.recorded()))
            : tr("%1 of %2 recorded so far").arg(number(pb.cursor()), number(pb.recorded())));
    for (Stat stat : {Tried, Placed, Rejected, Backtracks, Solutions, Evaluated, Swaps, Restarts,
                      Moves, Generations, Checks, Prunings, Wipeouts}) {
        const std::optional<std::uint64_t> v = count(stat);
        values_[stat]->setText(v ? number(*v) : QStringLiteral("\u2014"));
    }
    values_[Collisions]->setText(
        QLocale().toString(static_cast<qlonglong>(pb.state().collisions())));
    values_[AttackingPairs]->setText(
        QLocale().toString(static_cast<qlonglong>(pb.state().attackingPairs())));
    values_[SearchTime]->setText(CompareCounts::timeText(searchSeconds_));
    const QString timeTip = wrapped(CompareCounts::timeExplanation(searchSeconds_));
    values_[SearchTime]->setToolTip(timeTip);
    names_[SearchTime]->setToolTip(timeTip);
}

void ComparePane::updateRows() {
    for (int s = 0; s < StatCount; ++s) {
        const auto stat = static_cast<Stat>(s);
        form_->setRowVisible(s, CompareCounts::shown(stat, algorithm_));
        if (stat == SearchTime) continue;  // refresh(): the tip quotes the time measured
        const QString tip = wrapped(CompareCounts::explanation(stat, algorithm_));
        names_[s]->setToolTip(tip);
        values_[s]->setToolTip(tip);
    }
}

void ComparePane::showMessage(const QString& text) {
    CjkWordBreaks::setText(status_, text);
}

void ComparePane::retranslateUi() {
    algorithmLabel_->setText(tr("&Algorithm:"));
    seedLabel_->setText(tr("&Seed:"));
    seedSpin_->setToolTip(tr("Random seed of the search: the same seed replays the same run."));
    const std::array<QString, StatCount> names = {tr("Step:"),
                                                  tr("Cells tried:"),
                                                  tr("Queens placed:"),
                                                  tr("Rejected:"),
                                                  tr("Backtracks:"),
                                                  tr("Solutions:"),
                                                  tr("Swaps evaluated:"),
                                                  tr("Swaps made:"),
                                                  tr("Restarts:"),
                                                  tr("Collisions:"),
                                                  tr("Moves:"),
                                                  tr("Attacking pairs h:"),
                                                  tr("Generations:"),
                                                  tr("Consistency checks:"),
                                                  tr("Prunings:"),
                                                  tr("Wipe-outs:"),
                                                  tr("Search time:")};
    for (int s = 0; s < StatCount; ++s) names_[s]->setText(names[s]);
    updateRows();  // the tool tips
    fillAlgorithms();
    algorithmCombo_->setToolTip(AlgorithmNames::summary(algorithm_));
    setCspOptions(cspOptions_);  // the options line
}

void ComparePane::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        refresh();  // the step sentence
    }
    QGroupBox::changeEvent(event);
}
