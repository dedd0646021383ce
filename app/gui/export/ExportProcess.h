#pragma once
// ExportProcess: the GUI's vector exports (a board image as SVG or PDF, the PDF handout) as
// ExportJob tasks that run queenslab-cli in a child process with the same settings, in the GUI's
// language, so that a cancel kills the child at once: Qt's vector writers cannot be abandoned
// half-way. The child writes into a hidden folder beside the path; its file is renamed over the
// path only on success, so a failed or cancelled task leaves nothing there. Without a usable child
// (no program, no folder, not a regular file, options the command line cannot express) the task
// writes in this process. The tasks run on any thread without an event loop. See
// docs/design.md, "Exporting from the GUI".
#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <atomic>
#include <functional>

#include "BoardExporter.h"
#include "BoardImageRenderer.h"
#include "ExportFile.h"
#include "ExportJob.h"

class ExportProcess {
    Q_DECLARE_TR_FUNCTIONS(ExportProcess)

public:
    static constexpr int kPollMs = 5;

    static ExportJob::Task boardTask(const QString& path, const BoardImageOptions& o,
                                     PaperSize paper);
    static ExportJob::Task handoutTask(const QString& path, int n, PaperSize paper);

    // $QUEENSLAB_CLI, else queenslab-cli beside the executable, else the build tree's; "" when
    // none is executable. Read when a task is made.
    static QString program();
    // The arguments of `queenslab-cli export` drawing `o` into `output`; empty when the command
    // line cannot express `o` (cell marks, h-values).
    static QStringList exportArguments(const BoardImageOptions& o, PaperSize paper,
                                       const QString& output);
    static QStringList handoutArguments(int n, PaperSize paper, const QString& output);
    // The child's locale ("en_US.UTF-8", "zh_CN.UTF-8" or "zh_TW.UTF-8") for the GUI's language.
    static QString childLocale();
    // Whether this process's last task ran a child (for tests).
    static bool lastRunUsedProcess() { return lastRunUsedProcess_.load(); }

private:
    enum class Outcome { Done, NotStarted };
    // Runs the program `cli` in `locale` with arguments(output), output being a file of the same
    // name as `path` in a new hidden folder, and moves that file to `path`. `accepted`: the
    // extensions the path is checked against (ExportFile::precheck). NotStarted: nothing was
    // run (no program, no folder, no start); the caller writes itself.
    static Outcome run(const QString& cli, const QString& locale, const QString& path,
                       const QStringList& accepted,
                       const std::function<QStringList(const QString& output)>& arguments,
                       const ExportJob::Progress& progress, const std::atomic<bool>* cancel,
                       ExportResult& result);
    static void forwardProgress(QByteArray& pending, const ExportJob::Progress& progress,
                                QByteArray& lastLine);

    static inline std::atomic<bool> lastRunUsedProcess_{false};
};
