#pragma once
// OutputSink: where a command writes its answer, buffered so that 10^5 lines cost little.
//
// - An empty path or "-" means standard output (the device handed in, usually stdout).
// - Any other path is written through QSaveFile: the text goes to a temporary file in the same
//   directory and is renamed over the target by commit(), so a failed or interrupted run never
//   leaves a half-written file behind. Without commit() the temporary file is discarded.
// - The constructor opens the target at once (so an unwritable path is refused before any
//   work is done); open and write failures throw CliError (exit code 2).
// - Standard output: a failed write or flush (a full disk, /dev/full, a closed pipe) throws
//   CliError "cannot write the output: <reason>" from write() or at the latest from commit(),
//   which flushes the device, so an answer that did not reach its reader never ends with exit 0.
#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <memory>

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
    void flush();
    [[noreturn]] void fail() const;  // throws the CliError for a failed write

    QString path_;
    std::unique_ptr<QSaveFile> file_;
    QIODevice* device_ = nullptr;
    QByteArray buffer_;
};

}  // namespace queens::cli
