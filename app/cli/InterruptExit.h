#pragma once
// InterruptExit: Ctrl-C for a writer that cannot stop quickly.
//
// Qt's vector writers end their document when their painter ends (QSvgGenerator writes out the
// document it kept in memory, QPdfWriter compresses the page) and cannot be abandoned.
// InterruptExit ends the process instead, without finishing the document (docs/ARCHITECTURE.md,
// "The command line").
//
// Contract
// - The constructor makes a hidden folder ".queenslab-XXXXXX" (QTemporaryDir) beside the file a
//   rename will replace (ExportFile::renameTarget: `output`, or the target of a symbolic link);
//   isValid() says whether it exists. Not for an output that is not a regular file (a named
//   pipe, a device): isValid() is false and the command writes to the output directly. The
//   command writes its file at file() (same name as the output, inside the folder), through
//   ExportFile as usual.
// - While the object lives, a watcher thread checks InterruptGuard::flag() every kPollMs. On
//   Ctrl-C it removes the folder with all it holds, writes the one line
//   "queenslab-cli: <message()>" to stderr and ends the process with _exit(130): the writer is
//   abandoned where it is, nothing is left at the output, a file that was there keeps its bytes.
//   message() runs on the watcher thread: it may only read what is safe to read there (atomics).
// - commit() renames file() over `output` (one rename: an earlier file is replaced whole or not
//   at all) and stops the watcher. Commit and abort exclude each other: once the watcher has
//   begun the abort, commit() never returns (the process is ending); once commit() has begun, a
//   Ctrl-C no longer aborts and the command ends normally.
// - mapped(text) replaces file() by `output` in a writer's message ("writing '<file()>'
//   failed: ..." names the user's path); finish(result) does commit() or mapped() as the
//   writer's result asks.
// - The destructor stops the watcher and removes the folder (a failed write leaves nothing).
// - The InterruptGuard must outlive this object.
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
