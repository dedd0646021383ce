#pragma once
// InterruptExit: Ctrl-C for a writer that cannot stop quickly. Qt's vector writers end their
// document when their painter ends and cannot be abandoned, so InterruptExit ends the process
// instead (docs/design.md, "The command line").
// Contract
// - The constructor makes a hidden folder ".queenslab-XXXXXX" beside the file a rename will
//   replace (ExportFile::renameTarget); isValid() is false for an output that is not a regular
//   file, and the command then writes to the output directly. The command writes its file at
//   file(), through ExportFile as usual.
// - While the object lives, a watcher thread checks InterruptGuard::flag() every kPollMs. On
//   Ctrl-C it removes the folder, writes "queenslab-cli: <message()>" to stderr and ends the
//   process with _exit(130): nothing is left at the output, a file that was there keeps its
//   bytes. message() runs on the watcher thread: it may only read atomics.
// - commit() renames file() over `output` and stops the watcher. Commit and abort exclude each
//   other: once the abort has begun commit() never returns; once commit() has begun, Ctrl-C
//   does not abort and the command ends normally.
// - mapped(text) names the user's path instead of file() in a writer's message; finish(result)
//   does commit() or mapped() as the result asks.
// - The destructor stops the watcher and removes the folder. The InterruptGuard must outlive it.
#include <QCoreApplication>
#include <QString>
#include <QTemporaryDir>
#include <functional>
#include <mutex>
#include <thread>

#include "ExportFile.h"  // ExportResult

namespace queens::cli {

class InterruptExit {
    Q_DECLARE_TR_FUNCTIONS(InterruptExit)

public:
    static constexpr int kPollMs = 2;

    InterruptExit(const QString& output, std::function<QString()> message);
    ~InterruptExit();
    InterruptExit(const InterruptExit&) = delete;
    InterruptExit& operator=(const InterruptExit&) = delete;

    bool isValid() const { return !file_.isEmpty(); }
    const QString& file() const { return file_; }
    // Where the command writes: file(), or the output itself when !isValid().
    const QString& writePath() const { return file_.isEmpty() ? output_ : file_; }
    // "" on success, else the system's reason the rename failed.
    QString commit();
    QString mapped(QString text) const;
    // The writer's result, completed: ok -> commit() (a failed rename gives "could not save
    // '<output>': <reason>"); a failure -> its message mapped(). Unchanged when !isValid().
    ExportResult finish(ExportResult written);

private:
    void watch(std::stop_token stop);
    [[noreturn]] void abort();

    QString output_;
    QString target_;  // ExportFile::renameTarget(output_)
    QTemporaryDir folder_;
    QString file_;
    std::function<QString()> message_;
    std::mutex mutex_;  // held by commit() and by the abort
    bool committing_ = false;
    std::jthread watcher_;
};

}  // namespace queens::cli
