#pragma once
// ExportProcess: the GUI's vector exports (a board image as SVG or PDF, the PDF handout) run in a
// child process, queenslab-cli, so that a cancel stops them at once.
//
// Why a process. Qt's vector writers cannot be abandoned half-way. QSvgGenerator keeps the whole
// document in memory and writes it out when its painter ends; QPdfWriter compresses each page
// (zlib) when it ends. Neither has an abort, so a writer that polls a cancel flag still spends
// the time of ending a document nobody wants: at N = 1000 and 16384 px about 0.5 s (SVG) and
// 2 s or more (PDF), the handout of N = 12 about 60 ms (tests/CancelBound.h). Killing a child
// process (SIGKILL) ends that work within milliseconds, and the system frees its memory.
//
// Contract
// - boardTask(path, o, paper) and handoutTask(path, n, paper) return ExportJob tasks. The task
//   runs `queenslab-cli export` / `queenslab-cli handout --progress` with the same settings
//   (exportArguments() / handoutArguments()), in the GUI's current language (the child's LC_ALL
//   names the installed translation), writing into a new hidden folder ".queenslab-XXXXXX"
//   (QTemporaryDir) beside `path` (beside its target when `path` is a symbolic link:
//   ExportFile::renameTarget). On exit code 0 the file is renamed over it (one rename: a file
//   there is replaced whole or not at all) and the folder is removed.
// - Cancel: while the child runs, the task polls the flag every kPollMs; once it is set the task
//   kills the child, waits for it to end and removes the folder. Result {false, "cancelled"}
//   (ExportFile's word): nothing at the path, a file that was there keeps its bytes.
// - Progress (handout): the child's "progress D/T" lines on stderr are passed on as (D, T).
// - A child that fails: ok = false with its one-line reason, without the "queenslab-cli: " prefix
//   and with `path` for the child's file in the hidden folder (the child speaks the GUI's
//   language). A child that crashes or is killed by someone else:
//   "the export process stopped unexpectedly". Nothing is left at the path either way.
// - No child: when program() finds no queenslab-cli, when it cannot be started, when the folder
//   cannot be made, when `path` is not a regular file (a named pipe, a device),
//   or for options the command line cannot express (cell marks), the task writes in this process as
//   before (BoardExporter::write / HandoutWriter::write), with their slower cancel.
//   lastRunUsedProcess() says which way the last task of this process went (for tests).
// - program() (read when the task is made, on the caller's thread): $QUEENSLAB_CLI when set, else
// queenslab-cli beside the running executable, else
//   the one built with this build tree (QUEENSLAB_CLI_BUILD_PATH); "" when none is executable.
// - The tasks run on any thread without an event loop (QProcess's blocking waits), as ExportJob
//   runs them.
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

    static QString program();
    // The arguments of `queenslab-cli export` drawing `o` into `output`; empty when the command
    // line cannot express `o` (cell marks).
    static QStringList exportArguments(const BoardImageOptions& o, PaperSize paper,
                                       const QString& output);
    static QStringList handoutArguments(int n, PaperSize paper, const QString& output);
    // The child's locale: "en_US.UTF-8", "zh_CN.UTF-8" or "zh_TW.UTF-8" for the translation the
    // GUI has installed (TranslationLoader::installedLanguage()).
    static QString childLocale();
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
