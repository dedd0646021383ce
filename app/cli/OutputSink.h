#pragma once
// OutputSink: where a command writes its answer, buffered so that many short lines cost little.
// - An empty path or "-" means standard output (the device handed in, usually stdout).
// - Any other path is written through a QSaveFile the sink owns, renamed over the target by
//   commit(): a failed or interrupted run leaves no half-written file, and a file that was at
//   the path keeps its bytes. A device or named pipe at the path is written in place, like a
//   shell's redirection (renaming over it would replace it with a regular file).
// - The constructor opens the target at once, so an unwritable path is refused before any work;
//   open and write failures throw CliError (exit code 2) with the path and the system's reason.
// - Every block is written whole or the write fails, and commit() flushes and checks before it
//   renames or returns (docs/design.md, "The command line", names the two QSaveFile traps
//   this closes), so an answer that did not reach its reader never ends with exit 0.
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
    // The same for a block the caller formatted: a block of kChunk bytes or more goes to the
    // device directly, without a copy, once what was buffered before it is written.
    void write(const char* data, qsizetype size);
    // Writes out everything and, for a file, renames it into place.
    void commit();

private:
    static constexpr qsizetype kChunk = 1 << 16;
    void flush();                                    // writes buffer_ whole or throws
    void writeWhole(const char* data, qint64 size);  // writes the block whole or throws
    void flushDevice();                              // empties the device's own buffer or throws
    [[noreturn]] void fail() const;                  // throws the CliError for a failed write

    QString path_;
    std::unique_ptr<QFileDevice> file_;  // the target when it is not standard output
    QSaveFile* saveFile_ = nullptr;      // file_ when it is renamed into place by commit()
    QIODevice* device_ = nullptr;        // where the bytes go: file_ or standard output
    QByteArray buffer_;
};

}  // namespace queens::cli
