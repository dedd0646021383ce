#pragma once
// OutputSink: where a command writes its answer, buffered so that 10^5 lines cost little.
//
// - An empty path or "-" means standard output (the device handed in, usually stdout).
// - Any other path is written through QSaveFile: the text goes to a temporary file in the same
//   directory and is renamed over the target by commit(), so a failed or interrupted run never
//   leaves a half-written file behind, and a file that was at the path keeps its bytes. Without
//   commit() the temporary file is discarded.
// - A path that already names something other than a regular file or a folder (a device such as
//   /dev/null or /dev/full, a named pipe, /dev/stdout) is written in place, like a shell's
//   redirection: there is nothing to rename, and renaming a temporary file over it would
//   replace the device or pipe itself with a regular file. Opening a named pipe waits for its
//   reader, as `> pipe` does.
// - The constructor opens the target at once (so an unwritable path is refused before any
//   work is done); open and write failures throw CliError (exit code 2):
//     "cannot write '<path>': it is a directory"
//     "cannot write '<path>': <the system's reason>"   (No such file or directory, Not a
//                                                       directory, File too large, ...)
//     "cannot write the output: <the system's reason>" (standard output)
// - Every block is written whole or the write fails with the system's reason: a short write
//   (the first block past a full disk or the file size limit) is an error, never a truncated
//   answer, and commit() flushes and checks before it renames (docs/ARCHITECTURE.md, "The
//   command line", names the two QSaveFile traps this closes).
// - Standard output: a failed write or flush (a full disk, /dev/full, a closed pipe) throws
//   from write() or at the latest from commit(), which flushes the device, so an answer that
//   did not reach its reader never ends with exit 0.
#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <memory>

class QFileDevice;
class QIODevice;
class QSaveFile;

namespace queens::cli {

class OutputSink {
    Q_DECLARE_TR_FUNCTIONS(OutputSink)
public:
    OutputSink(const QString& path, QIODevice& standardOutput);
    ~OutputSink();
    OutputSink(const OutputSink&) = delete;
    OutputSink& operator=(const OutputSink&) = delete;

    static bool isStandardOutput(const QString& path) {
        return path.isEmpty() || path == QLatin1String("-");
    }

    void write(const QByteArray& bytes) {
        buffer_.append(bytes);
        if (buffer_.size() >= kChunk) flush();
    }
    void write(char c) {
        buffer_.append(c);
        if (buffer_.size() >= kChunk) flush();
    }
    // Writes out everything and, for a file, renames it into place.
    void commit();

private:
    static constexpr qsizetype kChunk = 1 << 16;
    void flush();                    // writes buffer_ whole or throws
    void flushDevice();              // empties the device's own buffer or throws
    [[noreturn]] void fail() const;  // throws the CliError for a failed write

    QString path_;
    std::unique_ptr<QFileDevice> file_;  // the target when it is not standard output
    QSaveFile* saveFile_ = nullptr;      // file_ when it is renamed into place by commit()
    QIODevice* device_ = nullptr;        // where the bytes go: file_ or standard output
    QByteArray buffer_;
};

}  // namespace queens::cli
