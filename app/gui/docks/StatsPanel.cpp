#include "StatsPanel.h"

#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>
#include <algorithm>

#include "CjkWordBreaks.h"
#include "PackedBoard.h"
#include "RunStatsFormatter.h"

namespace {
QString number(std::uint64_t v) {
    return QLocale().toString(static_cast<qulonglong>(v));
}
QString number(std::int64_t v) {
    return QLocale().toString(static_cast<qlonglong>(v));
}
}  // namespace

StatsPanel::StatsPanel(QWidget* parent) : QGroupBox(tr("Statistics"), parent) {
    auto* column = new QVBoxLayout(this);
    auto* stepForm = new QFormLayout;
    stepForm->setLabelAlignment(Qt::AlignRight);
    form_ = new QFormLayout;
    form_->setLabelAlignment(Qt::AlignRight);
    column->addLayout(stepForm);
    column->addLayout(form_);
    // A tall dock's spare room goes below the rows: aligned to the top, the forms keep their
    // height (a stretch item instead would make the panel ask for more in the presenter column).
    column->setAlignment(Qt::AlignTop);
    for (int r = 0; r < RowCount; ++r) {
        names_[r] = new QLabel(this);
        names_[r]->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        values_[r] = new QLabel(this);
        values_[r]->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    // Only the step value is a sentence that a narrow dock must wrap ("1,234 of 5,678 (search
    // finished)"); it has a row of its own above the counters' form, so that the form lays its
    // rows out without height-for-width (whose cached heights gave the rows shown later none).
    values_[Step]->setWordWrap(true);
    stepForm->addRow(names_[Step], values_[Step]);
    // The local searches' rows come right after the solutions, h first.
    for (const Row r :
         {Queens,      Nodes,       Rejects,     Backtracks,  Solutions,  Checks,
          Prunings,    Wipeouts,    Revisions,   Backjumps,   Updates,    AttackingPairs,
          Moves,       Sideways,    Temperature, Proposals,   Generation, BestH,
          BestFitness, Evaluations, Swaps,       Restarts,    Collisions, OpenClosed,
          Passes,      Cutoffs,     SearchTime,  SearchSpeed, Playback})
        form_->addRow(names_[r], values_[r]);
    values_[Step]->setObjectName(QStringLiteral("stepValue"));
    values_[Solutions]->setObjectName(QStringLiteral("solutionsValue"));
    QFont bold = values_[Solutions]->font();
    bold.setBold(true);
    values_[Solutions]->setFont(bold);
    values_[SearchTime]->setObjectName(QStringLiteral("searchTimeValue"));
    values_[SearchSpeed]->setObjectName(QStringLiteral("searchSpeedValue"));
    values_[Playback]->setObjectName(QStringLiteral("playbackValue"));
    for (int r = AttackingPairs; r <= Updates; ++r) form_->setRowVisible(values_[r], false);
    values_[Checks]->setObjectName(QStringLiteral("checksValue"));
    values_[Swaps]->setObjectName(QStringLiteral("swapsValue"));
    values_[Collisions]->setObjectName(QStringLiteral("collisionsValue"));
    values_[Prunings]->setObjectName(QStringLiteral("pruningsValue"));
    values_[Wipeouts]->setObjectName(QStringLiteral("wipeoutsValue"));
    values_[Revisions]->setObjectName(QStringLiteral("revisionsValue"));
    values_[Backjumps]->setObjectName(QStringLiteral("backjumpsValue"));
    values_[Updates]->setObjectName(QStringLiteral("linkUpdatesValue"));
    values_[Nodes]->setObjectName(QStringLiteral("nodesValue"));
    values_[Backtracks]->setObjectName(QStringLiteral("backtracksValue"));
    values_[Restarts]->setObjectName(QStringLiteral("restartsValue"));
    values_[AttackingPairs]->setObjectName(QStringLiteral("attackingPairsValue"));
    values_[Passes]->setObjectName(QStringLiteral("passesValue"));
    values_[Cutoffs]->setObjectName(QStringLiteral("cutoffsValue"));
    form_->setRowVisible(values_[Passes], false);
    form_->setRowVisible(values_[Cutoffs], false);
    retranslateUi();
    showSearchTiming(0.0, 0);
    values_[Playback]->setText(RunStatsFormatter::stepsPerSecond(0.0));
    clock_.start();
    playbackTimer_.setInterval(250);
    connect(&playbackTimer_, &QTimer::timeout, this,
            [this] { evaluatePlayback(clock_.elapsed()); });
}

void StatsPanel::retranslateUi() {
    // The main window clears the title (its dock carries it): an empty title stays empty.
    if (!title().isEmpty()) setTitle(tr("Statistics"));
    const std::array<QString, RowCount> names = {
        tr("Step:"), tr("Queens on board:"), tr("Cells tried:"), tr("Rejected:"), tr("Backtracks:"),
        tr("Solutions:"), tr("Swaps evaluated:"), tr("Swaps made:"), tr("Restarts:"),
        tr("Collisions:"), tr("OPEN / CLOSED:"), tr("Search time:"), tr("Search speed:"),
        tr("Playback:"),
        //: h of the local searches: pairs of queens on one column or diagonal
        tr("Attacking pairs h:"), tr("Moves:"), tr("Sideways moves:"), tr("Temperature T:"),
        tr("Proposals:"), tr("Generation:"), tr("Best h:"), tr("Best fitness:"),
        //: iterative deepening: passes made, each with a depth limit one deeper
        tr("Passes (depth limit):"),
        //: iterative deepening: nodes not expanded because they lie at the depth limit
        tr("Cut off at the limit:"),
        //: CSP: tests of one value against one other row
        tr("Consistency checks:"),
        //: CSP: values removed from the domains of rows still empty
        tr("Prunings:"),
        //: CSP: a row still empty whose domain became empty
        tr("Wipe-outs:"),
        //: CSP, AC-3: arcs (row i, row j) revised
        tr("Arc revisions:"), tr("Backjumps:"),
        //: dancing links: pointer changes of cover and uncover
        tr("Link updates:")};
    for (int r = 0; r < RowCount; ++r) names_[r]->setText(names[r]);
    // The two forms' label columns line up: every label as wide as the widest.
    int widest = 0;
    for (QLabel* name : names_) {
        name->setMinimumWidth(0);
        widest = std::max(widest, name->sizeHint().width());
    }
    for (QLabel* name : names_) name->setMinimumWidth(widest);
    values_[SearchTime]->setToolTip(
        tr("Time the solver spent searching (not waiting for playback)"));
    values_[Playback]->setToolTip(
        tr("Steps per second the playback actually advanced during the last second"));
}

void StatsPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        showSearchTiming(searchSeconds_, searchEvents_);
        values_[Playback]->setText(RunStatsFormatter::stepsPerSecond(playbackRate_));
        if (shown_) showCounters(*shown_);
    }
    QGroupBox::changeEvent(event);
}

void StatsPanel::showSearchTiming(double searchSeconds, std::uint64_t events) {
    searchSeconds_ = searchSeconds;
    searchEvents_ = events;
    const QString dash = QStringLiteral("\u2013");
    if (!(searchSeconds > 0.0)) {
        values_[SearchTime]->setText(dash);
        values_[SearchSpeed]->setText(dash);
        return;
    }
    values_[SearchTime]->setText(RunStatsFormatter::duration(searchSeconds));
    values_[SearchSpeed]->setText(
        RunStatsFormatter::eventsPerSecond(static_cast<double>(events) / searchSeconds));
}

void StatsPanel::notePlayback(std::uint64_t cursor, qint64 msecs) {
    if (!samples_.empty()) {
        if (msecs < samples_.back().msecs) return;
        if (cursor < samples_.back().cursor) samples_.clear();  // moved back: start over
    }
    if (samples_.empty() || cursor != samples_.back().cursor) samples_.push_back({msecs, cursor});
    evaluatePlayback(msecs);
}

void StatsPanel::evaluatePlayback(qint64 now) {
    if (!samples_.empty() && now < samples_.back().msecs) return;  // another clock's time
    double rate = 0.0;
    if (!samples_.empty()) {
        // Keep as base the latest sample at or before the window's start: the cursor then.
        while (samples_.size() >= 2 && samples_[1].msecs <= now - kPlaybackWindowMs)
            samples_.pop_front();
        const Sample& base = samples_.front();
        const qint64 from = std::max(base.msecs, now - kPlaybackWindowMs);
        if (now > from)
            rate = static_cast<double>(samples_.back().cursor - base.cursor) * 1000.0 /
                   static_cast<double>(now - from);
    }
    playbackRate_ = rate;
    values_[Playback]->setText(RunStatsFormatter::stepsPerSecond(rate));
    if (rate > 0.0 && !playbackTimer_.isActive())
        playbackTimer_.start();
    else if (rate == 0.0)
        playbackTimer_.stop();
}

void StatsPanel::setAlgorithm(queens::Algorithm algorithm) {
    algorithm_ = algorithm;
    updateRows();
}

void StatsPanel::setOptions(const queens::StepperOptions& options) {
    options_ = options;
    updateRows();
}

void StatsPanel::updateRows() {
    using queens::Algorithm;
    using Options = queens::StepperOptions;
    const Algorithm algorithm = algorithm_;
    const bool csp = algorithm == Algorithm::Csp;
    const bool dlx = algorithm == Algorithm::Dlx;
    const bool swaps = algorithm == Algorithm::MinConflicts;
    const bool local = queens::isCourseLocalSearch(algorithm);
    const bool population = queens::isPopulationSearch(algorithm);
    const bool graph = queens::isGraphSearch(algorithm);
    const bool exhaustive = !queens::isLocalSearch(algorithm);
    form_->setRowVisible(values_[Nodes], exhaustive);
    // Rows that would always read 0 are left out: forward checking and MAC try only values left
    // in the domain (no rejection), and a graph search changes boards without backtracking.
    const bool inference = csp && options_.inference != Options::Inference::None;
    form_->setRowVisible(values_[Rejects], exhaustive && !dlx && !inference);
    form_->setRowVisible(values_[Backtracks], exhaustive && !dlx && !graph);
    form_->setRowVisible(values_[Checks], csp);
    form_->setRowVisible(values_[Prunings], csp);
    form_->setRowVisible(values_[Wipeouts], csp);
    form_->setRowVisible(values_[Revisions], csp && options_.inference == Options::Inference::Mac);
    form_->setRowVisible(values_[Backjumps], csp && options_.backjump);
    form_->setRowVisible(values_[Updates], dlx);
    form_->setRowVisible(values_[Evaluations], swaps);
    form_->setRowVisible(values_[Swaps], swaps);
    form_->setRowVisible(values_[Restarts], queens::restartsWhenStuck(algorithm) ||
                                                (csp && options_.restartBacktracks > 0));
    form_->setRowVisible(values_[Collisions], swaps || algorithm == Algorithm::Permutation);
    form_->setRowVisible(values_[OpenClosed], graph);
    form_->setRowVisible(values_[AttackingPairs], local && !population);
    // Annealing's moves are its accepted proposals: one row says both.
    form_->setRowVisible(values_[Moves],
                         local && !population && algorithm != Algorithm::SimulatedAnnealing);
    form_->setRowVisible(values_[Sideways], algorithm == Algorithm::HillClimbing);
    form_->setRowVisible(values_[Temperature], algorithm == Algorithm::SimulatedAnnealing);
    form_->setRowVisible(values_[Proposals], algorithm == Algorithm::SimulatedAnnealing);
    form_->setRowVisible(values_[Generation], population);
    form_->setRowVisible(values_[BestH], algorithm == Algorithm::LocalBeam);
    form_->setRowVisible(values_[BestFitness], algorithm == Algorithm::Genetic);
    form_->setRowVisible(values_[Passes], algorithm == Algorithm::Iddfs);
    form_->setRowVisible(values_[Cutoffs], algorithm == Algorithm::Iddfs);
}

void StatsPanel::showStats(const queens::BoardState& state, std::uint64_t cursor,
                           std::uint64_t recorded, bool finished, bool paused) {
    const queens::SearchStats& s = state.stats();
    shown_ = Shown{cursor, recorded, finished, paused, state.queenCount(), state.n()};
    showCounters(*shown_);
    values_[Nodes]->setText(number(s.nodes));
    values_[Rejects]->setText(number(s.rejects));
    values_[Backtracks]->setText(number(s.backtracks));
    values_[Solutions]->setText(number(s.solutions));
    values_[Evaluations]->setText(number(s.evaluations));
    values_[Swaps]->setText(number(s.swaps));
    values_[Restarts]->setText(number(s.restarts));
    values_[Checks]->setText(number(s.checks));
    values_[Prunings]->setText(number(s.prunings));
    values_[Wipeouts]->setText(number(s.wipeouts));
    values_[Revisions]->setText(number(s.revisions));
    values_[Backjumps]->setText(number(s.backjumps));
    values_[Updates]->setText(number(s.updates));
    values_[Collisions]->setText(number(state.collisions()));
    values_[OpenClosed]->setText(
        QStringLiteral("%1 / %2").arg(number(s.openSize), number(s.closedSize)));
    values_[Passes]->setText(number(s.deepenings));
    values_[Cutoffs]->setText(number(s.cutoffs));
    showLocalSearch(state);
    notePlayback(cursor, clock_.elapsed());
}

// The rows whose sentences depend on the language (the others are bare numbers).
void StatsPanel::showCounters(const Shown& v) {
    const QString cursor = number(v.cursor), recorded = number(v.recorded);
    const auto show = [this](const QString& text) {
        values_[Step]->setText(CjkWordBreaks::keepWordsTogether(text));
    };
    if (v.finished)
        show(tr("%1 of %2 (search finished)").arg(cursor, recorded));
    else if (v.paused && v.cursor < v.recorded)
        show(tr("%1 of %2 recorded ahead; press Play or Step").arg(cursor, recorded));
    else
        show(tr("%1 of %2 recorded so far").arg(cursor, recorded));
    values_[Queens]->setText(tr("%L1 of %L2").arg(v.queens).arg(v.n));
}

void StatsPanel::showLocalSearch(const queens::BoardState& state) {
    if (!queens::isCourseLocalSearch(algorithm_)) return;
    const queens::SearchStats& s = state.stats();
    const QString dash = QStringLiteral("\u2013");
    values_[AttackingPairs]->setText(number(state.attackingPairs()));
    values_[Moves]->setText(number(s.moves));
    values_[Sideways]->setText(number(s.sideways));
    values_[Temperature]->setText(s.evaluations == 0 && state.temperature() == 0.0
                                      ? dash
                                      : QLocale().toString(state.temperature(), 'g', 4));
    values_[Proposals]->setText(tr("%1 (%2 accepted)", "proposals judged, of which accepted")
                                    .arg(number(s.evaluations), number(s.accepted)));
    values_[Generation]->setText(number(s.generations));
    // The best board of the current generation (none before the first).
    const queens::Population& p = state.population();
    int best = -1;
    if (p.generation() > 0 && state.n() <= queens::PackedBoard::kMaxN) {
        for (const std::uint64_t board : p.current()) {
            const int h = queens::PackedBoard::attackingPairs(board, state.n());
            if (best < 0 || h < best) best = h;
        }
    }
    if (best < 0) {
        values_[BestH]->setText(dash);
        values_[BestFitness]->setText(dash);
        return;
    }
    values_[BestH]->setText(number(std::int64_t{best}));
    const int max = queens::PackedBoard::maxPairs(state.n());
    values_[BestFitness]->setText(tr("%L1 of %L2").arg(max - best).arg(max));
}
