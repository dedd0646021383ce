#include "OutputSink.h"

#include <QFile>
#include <QFileDevice>
#include <QFileInfo>
#include <QSaveFile>

#include "CliError.h"

namespace queens::cli {

OutputSink::OutputSink(const QString& path, QIODevice& standardOutput) : path_(path) {
    buffer_.reserve(kChunk + 256);
    if (isStandardOutput(path)) {
        device_ = &standardOutput;
        return;
    }
    const QFileInfo info(path);
    if (info.isDir()) throw CliError::usage(tr("cannot write '%1': it is a directory").arg(path));
    // The sink buffers by itself (kChunk): the file is unbuffered, so every block reaches the
    // system at once and a short write is seen where it happens, not in a later flush.
    const auto mode = QIODevice::WriteOnly | QIODevice::Unbuffered;
    if (info.exists() && !info.isFile()) {
        file_ = std::make_unique<QFile>(path);  // a device or a pipe: written in place
    } else {
        auto saveFile = std::make_unique<QSaveFile>(path);
        saveFile_ = saveFile.get();
        file_ = std::move(saveFile);
    }
    if (!file_->open(mode))
        throw CliError::usage(tr("cannot write '%1': %2").arg(path, file_->errorString()));
    device_ = file_.get();
}

// An uncommitted QSaveFile removes its temporary file; the path is left as it was.
OutputSink::~OutputSink() = default;

void OutputSink::fail() const {
    if (file_)
        throw CliError::usage(tr("cannot write '%1': %2").arg(path_, device_->errorString()));
    throw CliError::usage(tr("cannot write the output: %1").arg(device_->errorString()));
}

void OutputSink::write(const char* data, qsizetype size) {
    if (size < kChunk) {
        write(QByteArray::fromRawData(data, size));
        return;
    }
    flush();
    writeWhole(data, size);
}

void OutputSink::flush() {
    writeWhole(buffer_.constData(), buffer_.size());
    buffer_.clear();
}

void OutputSink::writeWhole(const char* data, qint64 size) {
    // A file device returns a short count, with no error set, for the block that reaches a full
    // disk or the file size limit; writing the rest then fails with the system's reason (ENOSPC,
    // EFBIG), which the device keeps as its error string (and QSaveFile as its write error, so
    // that it can no longer commit).
    for (qint64 left = size; left > 0;) {
        const qint64 written = device_->write(data, left);
        if (written <= 0) fail();
        data += written;
        left -= written;
    }
}

void OutputSink::flushDevice() {
    // A buffered QFile on stdout keeps what it could not write: its flush() reports the loss.
    // A short flush sets no reason either; the second attempt completes the block or fails with
    // the system's reason.
    auto* fileDevice = qobject_cast<QFileDevice*>(device_);
    if (fileDevice && !fileDevice->flush() && !fileDevice->flush()) fail();
}

void OutputSink::commit() {
    flush();
    // QSaveFile::commit() ignores a failure of its own final flush (Qt 6.4): flush and check
    // first, so that a cut-off file is never renamed into place.
    flushDevice();
    if (saveFile_ && !saveFile_->commit()) fail();
}

}  // namespace queens::cli
