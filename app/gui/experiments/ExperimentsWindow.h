#pragma once
// ExperimentsWindow: many seeded runs of a local search (or min-conflicts) and their statistics,
// as in AIMA's table of hill climbing on 8 queens, and CSP backtracking's consistency checks per
// combination of techniques. The user sets the experiment in an ExperimentForm (or takes a
// preset: the textbook's hill climbing, or CspExperimentPresets: the CSP combinations over
// N = 4..50, the heavy tail of MRV + forward checking with random ties, without and with restarts),
// runs it with a progress bar and may cancel; the results show in an ExperimentTable and, for a
// sweep, an ExperimentChart (local searches) or a ChecksChart (log scale, one line per
// combination); a run-length distribution shows in a RunLengthChart. Export writes the CSV or JSON
// of `queenslab-cli experiment` (ExperimentReport).
//
// Threads: the experiment runs as one JobRunner task (ExperimentRunner::run on every core, the
// job's cancel flag and progress), so the GUI thread never waits; a cancelled experiment reports
// the blocks of runs that completed. A new run, or closing the window's owner, retires the old
// job. The window owns its widgets, the runner and the last result; it never changes the main
// window's run.
#include <QString>
#include <QWidget>
#include <optional>

#include "Algorithm.h"
#include "Experiment.h"
#include "ExperimentRunner.h"

class ChecksChart;
class ExperimentChart;
class ExperimentForm;
class ExperimentTable;
class JobRunner;
class QLabel;
class QProgressBar;
class QPushButton;
class QScrollArea;
class RunLengthChart;

class ExperimentsWindow : public QWidget {
    Q_OBJECT

public:
    enum class Format { Csv, Json };

    explicit ExperimentsWindow(QWidget* parent = nullptr);
    ~ExperimentsWindow() override;

    // The textbook's experiment: steepest-ascent hill climbing, N = 8, 10,000 runs, sideways
    // moves 0 and 100.
    static queens::Experiment textbookExperiment();
    // What a step of `a` is in the table (ExperimentTrial's counting), one translated sentence.
    static QString stepMeaning(queens::Algorithm a);

    // Shows `a` and N in the form (the other fields unchanged).
    void setProblem(queens::Algorithm a, int n);
    ExperimentForm* form() const { return form_; }
    ExperimentTable* table() const { return table_; }
    ExperimentChart* chart() const { return chart_; }
    ChecksChart* checksChart() const { return checksChart_; }
    RunLengthChart* runLengthChart() const { return runLengthChart_; }
    bool isRunning() const { return running_; }
    // The experiment and result shown (nothing before the first one finished).
    const std::optional<queens::Experiment>& experiment() const { return experiment_; }
    const std::optional<queens::ExperimentRunner::Result>& result() const { return result_; }
    // Writes the shown result to `path`; false (and the reason in the status line) on failure.
    bool exportTo(const QString& path, Format format);

public slots:
    void run();     // the form's experiment; a refused one changes nothing but the status line
    void cancel();  // keeps the finished blocks' results
    void runTextbook();
    void runCsp();
    void runHeavyTail();

signals:
    // A run ended (completed, cancelled or failed); the table shows its result if it has one.
    void finished();

protected:
    void changeEvent(QEvent* event) override;

private:
    struct Outcome {
        queens::ExperimentRunner::Result result;
        QString error;
    };
    void runPreset(const queens::Experiment& x);
    void onFinished(const queens::Experiment& x, Outcome outcome);
    void showResult();
    void exportAs(Format format);
    void setRunning(bool running);
    void setStatus(const QString& text, bool warning = false);
    void fitFormWidth();
    void retranslateUi();

    ExperimentForm* form_ = nullptr;
    QScrollArea* scroll_ = nullptr;
    ExperimentTable* table_ = nullptr;
    ExperimentChart* chart_ = nullptr;
    ChecksChart* checksChart_ = nullptr;
    RunLengthChart* runLengthChart_ = nullptr;
    JobRunner* jobs_ = nullptr;
    QPushButton* textbook_ = nullptr;
    QPushButton* cspPreset_ = nullptr;
    QPushButton* heavyTail_ = nullptr;
    QPushButton* run_ = nullptr;
    QPushButton* cancel_ = nullptr;
    QPushButton* exportCsv_ = nullptr;
    QPushButton* exportJson_ = nullptr;
    QProgressBar* progress_ = nullptr;
    QLabel* status_ = nullptr;
    QLabel* caption_ = nullptr;
    bool running_ = false;
    std::optional<queens::Experiment> experiment_;
    std::optional<queens::ExperimentRunner::Result> result_;
};
