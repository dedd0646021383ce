#include "ExperimentsWindow.h"

#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QVBoxLayout>
#include <exception>

#include "AlgorithmNames.h"
#include "ChecksChart.h"
#include "CspExperimentPresets.h"
#include "ExperimentChart.h"
#include "ExperimentForm.h"
#include "ExperimentReport.h"
#include "ExperimentTable.h"
#include "JobRunner.h"
#include "RunLengthChart.h"

namespace {
constexpr int kFormWidth = 360;  // px, the form's share of the window at first
}  // namespace

ExperimentsWindow::ExperimentsWindow(QWidget* parent) : QWidget(parent, Qt::Window) {
    setObjectName(QStringLiteral("experimentsWindow"));
    setAttribute(Qt::WA_QuitOnClose, false);
    jobs_ = new JobRunner(this);
    form_ = new ExperimentForm;
    form_->setObjectName(QStringLiteral("experimentForm"));
    auto button = [this](const char* name) {
        auto* b = new QPushButton(this);
        b->setObjectName(QLatin1String(name));
        return b;
    };
    textbook_ = button("textbookPresetButton");
    cspPreset_ = button("cspPresetButton");
    heavyTail_ = button("heavyTailPresetButton");
    run_ = button("runExperimentButton");
    run_->setDefault(true);
    cancel_ = button("cancelExperimentButton");
    exportCsv_ = button("exportCsvButton");
    exportJson_ = button("exportJsonButton");
    progress_ = new QProgressBar(this);
    progress_->setObjectName(QStringLiteral("experimentProgress"));
    progress_->setRange(0, 1);
    progress_->setValue(0);
    status_ = new QLabel(this);
    status_->setObjectName(QStringLiteral("experimentStatus"));
    status_->setWordWrap(true);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    caption_ = new QLabel(this);
    caption_->setObjectName(QStringLiteral("experimentCaption"));
    caption_->setWordWrap(true);

    // Left: the form (scrolled in a short window), the buttons, progress and status.
    scroll_ = new QScrollArea;
    QScrollArea* scroll = scroll_;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidget(form_);
    auto* left = new QWidget;
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(scroll, 1);
    leftLayout->addWidget(textbook_);
    leftLayout->addWidget(cspPreset_);
    leftLayout->addWidget(heavyTail_);
    auto* runRow = new QHBoxLayout;
    runRow->addWidget(run_);
    runRow->addWidget(cancel_);
    leftLayout->addLayout(runRow);
    leftLayout->addWidget(progress_);
    leftLayout->addWidget(status_);
    // Right: what the results mean, the table, the chart and the export buttons.
    table_ = new ExperimentTable;
    chart_ = new ExperimentChart;
    checksChart_ = new ChecksChart;
    runLengthChart_ = new RunLengthChart;
    auto* results = new QSplitter(Qt::Vertical);
    results->setChildrenCollapsible(false);
    results->addWidget(table_);
    results->addWidget(chart_);
    results->addWidget(checksChart_);
    results->addWidget(runLengthChart_);
    results->setStretchFactor(0, 2);
    for (int i = 1; i <= 3; ++i) results->setStretchFactor(i, 3);
    auto* right = new QWidget;
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(caption_);
    rightLayout->addWidget(results, 1);
    auto* exportRow = new QHBoxLayout;
    exportRow->addStretch(1);
    exportRow->addWidget(exportCsv_);
    exportRow->addWidget(exportJson_);
    rightLayout->addLayout(exportRow);
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->setChildrenCollapsible(false);
    split->addWidget(left);
    split->addWidget(right);
    split->setStretchFactor(0, 0);
    split->setStretchFactor(1, 1);
    split->setSizes({kFormWidth, 3 * kFormWidth});  // the form as narrow as its rows allow
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(split);

    connect(run_, &QPushButton::clicked, this, &ExperimentsWindow::run);
    connect(cancel_, &QPushButton::clicked, this, &ExperimentsWindow::cancel);
    connect(textbook_, &QPushButton::clicked, this, &ExperimentsWindow::runTextbook);
    connect(cspPreset_, &QPushButton::clicked, this, &ExperimentsWindow::runCsp);
    connect(heavyTail_, &QPushButton::clicked, this, &ExperimentsWindow::runHeavyTail);
    connect(exportCsv_, &QPushButton::clicked, this, [this] { exportAs(Format::Csv); });
    connect(exportJson_, &QPushButton::clicked, this, [this] { exportAs(Format::Json); });
    connect(jobs_, &JobRunner::progress, this, [this](int done, int total) {
        progress_->setRange(0, std::max(total, 1));
        progress_->setValue(done);
    });
    setRunning(false);
    showResult();
    retranslateUi();
    resize(QSize(1280, 760));
}

ExperimentsWindow::~ExperimentsWindow() = default;  // the JobRunner cancels and joins its task

queens::Experiment ExperimentsWindow::textbookExperiment() {
    queens::Experiment x;
    x.algorithm = queens::Algorithm::HillClimbing;
    x.base.n = 8;
    x.base.climb = queens::StepperOptions::Climb::Steepest;
    x.base.randomRestart = false;
    x.runs = 10'000;
    x.seed = 1;
    x.sweep = queens::Experiment::Parameter::SidewaysLimit;
    x.values = {0, 100};
    return x;
}

QString ExperimentsWindow::stepMeaning(queens::Algorithm a) {
    switch (a) {
        case queens::Algorithm::HillClimbing:
            return tr("A step is one move.");
        case queens::Algorithm::SimulatedAnnealing:
            return tr("A step is one proposed move, taken or not.");
        case queens::Algorithm::TextbookMinConflicts:
            return tr("A step is one pass of the loop: a conflicted queen put on its best square.");
        case queens::Algorithm::LocalBeam:
        case queens::Algorithm::Genetic:
            return tr("A step is one generation.");
        case queens::Algorithm::MinConflicts:
            return tr("A step is one swap judged.");
        case queens::Algorithm::Csp:
            return tr(
                "A node is one value tried; a consistency check is one test of one value "
                "against one other row. Both are counted to the first solution.");
        default:
            return {};
    }
}

void ExperimentsWindow::setProblem(queens::Algorithm a, int n) {
    form_->setProblem(a, n);
}

void ExperimentsWindow::runTextbook() {
    runPreset(textbookExperiment());
}

void ExperimentsWindow::runCsp() {
    runPreset(CspExperimentPresets::checks());
}

void ExperimentsWindow::runHeavyTail() {
    runPreset(CspExperimentPresets::heavyTail());
}

void ExperimentsWindow::runPreset(const queens::Experiment& x) {
    if (running_) return;
    form_->setExperiment(x);
    run();
}

void ExperimentsWindow::run() {
    if (running_) return;
    QString why;
    const std::optional<queens::Experiment> x = form_->experiment(&why);
    if (!x) {
        setStatus(why, true);
        return;
    }
    const JobTicket ticket = jobs_->newJob();
    progress_->setRange(0, static_cast<int>(x->runs * x->points()));
    progress_->setValue(0);
    setRunning(true);
    setStatus(tr("Running %Ln run(s)…", nullptr, static_cast<int>(x->runs * x->points())));
    jobs_->runTask(
        [x = *x, ticket]() {
            Outcome out;
            try {
                const queens::ExperimentRunner runner(0);  // every core
                out.result = runner.run(
                    x, ticket.cancelFlag(), [ticket](std::uint64_t done, std::uint64_t total) {
                        ticket.progress(static_cast<int>(done), static_cast<int>(total));
                    });
            } catch (const std::exception& e) {
                out.error = QString::fromUtf8(e.what());
            }
            return out;
        },
        [this, x = *x](Outcome outcome) { onFinished(x, std::move(outcome)); });
}

void ExperimentsWindow::cancel() {
    if (!running_) return;
    jobs_->cancel();
    cancel_->setEnabled(false);
    setStatus(tr("Cancelling: the runs under way finish their block…"));
}

void ExperimentsWindow::onFinished(const queens::Experiment& x, Outcome outcome) {
    setRunning(false);
    if (!outcome.error.isEmpty()) {
        setStatus(tr("The experiment failed: %1").arg(outcome.error), true);
    } else {
        experiment_ = x;
        result_ = std::move(outcome.result);
        const QLocale locale;
        progress_->setRange(0, std::max(1, static_cast<int>(result_->runsTotal)));
        progress_->setValue(static_cast<int>(result_->runsDone));
        if (result_->cancelled)
            setStatus(tr("Cancelled: %1 of %2 runs finished; the table shows those (whole blocks "
                         "of %3 runs).")
                          .arg(locale.toString(static_cast<qulonglong>(result_->runsDone)),
                               locale.toString(static_cast<qulonglong>(result_->runsTotal)),
                               locale.toString(
                                   static_cast<qulonglong>(queens::ExperimentRunner::kBlock))),
                      true);
        else
            setStatus(
                tr("%Ln run(s) in %1 s; threads: %2.", nullptr, static_cast<int>(result_->runsDone))
                    .arg(locale.toString(result_->seconds, 'f', 2))
                    .arg(result_->threads));
        showResult();
    }
    emit finished();
}

void ExperimentsWindow::showResult() {
    const bool has = experiment_.has_value() && result_.has_value();
    exportCsv_->setEnabled(has && !running_);
    exportJson_->setEnabled(has && !running_);
    if (!has) {
        table_->clearResult();
        chart_->setVisible(false);
        checksChart_->setVisible(false);
        runLengthChart_->setVisible(false);
        retranslateUi();
        return;
    }
    table_->setResult(*experiment_, *result_);
    const bool sweep = experiment_->sweep != queens::Experiment::Parameter::None;
    const bool search = ExperimentReport::measuresSearch(experiment_->algorithm);
    const bool distribution = experiment_->distribution;
    chart_->setVisible(sweep && !search);
    if (sweep && !search)
        chart_->setResult(result_->points, ExperimentForm::parameterTitle(experiment_->sweep));
    // The checks against a swept value; a run-length chart says more about a sweep of restarts.
    const bool checks =
        search && sweep &&
        !(distribution && experiment_->sweep == queens::Experiment::Parameter::RestartAfter);
    checksChart_->setVisible(checks);
    if (checks) checksChart_->setResult(*experiment_, *result_);
    runLengthChart_->setVisible(distribution);
    if (distribution) runLengthChart_->setResult(*experiment_, *result_);
    retranslateUi();
}

bool ExperimentsWindow::exportTo(const QString& path, Format format) {
    if (!experiment_ || !result_) return false;
    QSaveFile file(path);
    const QByteArray bytes = format == Format::Csv ? ExperimentReport::csv(*experiment_, *result_)
                                                   : ExperimentReport::json(*experiment_, *result_);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        setStatus(
            tr("Could not write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()),
            true);
        return false;
    }
    setStatus(tr("Saved %1.").arg(QDir::toNativeSeparators(path)));
    return true;
}

void ExperimentsWindow::exportAs(Format format) {
    const bool csv = format == Format::Csv;
    const QString name = QStringLiteral("experiment-%1.%2")
                             .arg(QString::fromUtf8(queens::algorithmName(experiment_->algorithm)),
                                  csv ? QStringLiteral("csv") : QStringLiteral("json"));
    const QString path = QFileDialog::getSaveFileName(
        this, csv ? tr("Export the results as CSV") : tr("Export the results as JSON"),
        QDir::home().filePath(name), csv ? tr("CSV files (*.csv)") : tr("JSON files (*.json)"));
    if (!path.isEmpty()) exportTo(path, format);
}

void ExperimentsWindow::setRunning(bool running) {
    running_ = running;
    run_->setEnabled(!running);
    textbook_->setEnabled(!running);
    cspPreset_->setEnabled(!running);
    heavyTail_->setEnabled(!running);
    cancel_->setEnabled(running);
    form_->setEnabled(!running);
    const bool has = experiment_.has_value() && result_.has_value();
    exportCsv_->setEnabled(has && !running);
    exportJson_->setEnabled(has && !running);
}

void ExperimentsWindow::setStatus(const QString& text, bool warning) {
    status_->setText(text);
    QFont f = status_->font();
    f.setBold(warning);
    status_->setFont(f);
}

void ExperimentsWindow::changeEvent(QEvent* event) {
    // The table's cells (stop reasons, published figures) and the chart's axis are written in
    // the language of the moment: write them again.
    if (event->type() == QEvent::LanguageChange) showResult();
    QWidget::changeEvent(event);
}

void ExperimentsWindow::fitFormWidth() {
    // The form is never cut at the right: its column is at least as wide as its widest row.
    scroll_->setMinimumWidth(form_->minimumSizeHint().width() +
                             scroll_->verticalScrollBar()->sizeHint().width() +
                             2 * scroll_->frameWidth());
}

void ExperimentsWindow::retranslateUi() {
    setWindowTitle(tr("Experiments"));
    textbook_->setText(tr("Textbook: hill climbing on 8 queens"));
    textbook_->setToolTip(
        tr("Steepest-ascent hill climbing, N = 8, 10,000 runs, with 0 and with "
           "100 sideways moves: the experiment of AIMA (4th ed., p. 131), its "
           "published figures beside the measured ones."));
    cspPreset_->setText(tr("CSP: consistency checks, N = 4 to 50"));
    cspPreset_->setToolTip(
        tr("CSP backtracking to the first solution with plain backtracking, backjumping, "
           "forward checking, MRV and MAC, N = 4 to 50: the checks each needs, on a log scale. "
           "Runs beyond the budget of 10,000,000 checks are reported as over budget."));
    heavyTail_->setText(tr("Heavy tail: MRV + forward checking, restarts or not"));
    heavyTail_->setToolTip(
        tr("%1 runs of MRV + forward checking with random ties on %2 queens, without restarts "
           "and with restarts after %3 backtracks (Luby): how long the longest runs take.")
            .arg(QLocale().toString(CspExperimentPresets::kHeavyTailRuns))
            .arg(CspExperimentPresets::kHeavyTailN)
            .arg(CspExperimentPresets::kHeavyTailRestart));
    run_->setText(tr("&Run"));
    run_->setToolTip(tr("Run the experiment in the background on every core."));
    cancel_->setText(tr("&Cancel"));
    cancel_->setToolTip(tr("Stop; the runs already finished are kept and shown."));
    exportCsv_->setText(tr("Export CSV…"));
    exportCsv_->setToolTip(tr("The table as CSV, as queenslab-cli experiment --csv writes it."));
    exportJson_->setText(tr("Export JSON…"));
    exportJson_->setToolTip(
        tr("The results as JSON, as queenslab-cli experiment --json writes it."));
    if (experiment_)
        caption_->setText(tr("%1, N = %2, %3 runs per value, seed %4. %5")
                              .arg(AlgorithmNames::displayName(experiment_->algorithm))
                              .arg(experiment_->base.n)
                              .arg(QLocale().toString(static_cast<qulonglong>(experiment_->runs)))
                              .arg(experiment_->seed)
                              .arg(stepMeaning(experiment_->algorithm)));
    else
        caption_->setText(
            tr("Set an experiment on the left and run it: each row of the table "
               "summarises many runs from random boards."));
    fitFormWidth();
}
