#include "OutputSink.h"

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
    if (QFileInfo(path).isDir())
        throw CliError::usage(tr("cannot write '%1': it is a directory").arg(path));
    file_ = std::make_unique<QSaveFile>(path);
    if (!file_->open(QIODevice::WriteOnly))
        throw CliError::usage(tr("cannot write '%1': %2").arg(path, file_->errorString()));
    device_ = file_.get();
}

OutputSink::~OutputSink() = default;  // an uncommitted QSaveFile removes its temporary file

void OutputSink::fail() const {
    if (file_)
        throw CliError::usage(tr("cannot write '%1': %2").arg(path_, device_->errorString()));
    throw CliError::usage(tr("cannot write the output: %1").arg(device_->errorString()));
}

void OutputSink::flush() {
    if (buffer_.isEmpty()) return;
    if (device_->write(buffer_) != buffer_.size()) fail();
    buffer_.clear();
}

void OutputSink::commit() {
    flush();
    if (file_) {
        if (!file_->commit()) fail();
        return;
    }
    // A buffered QFile on stdout keeps what it could not write: its flush() reports the loss.
    if (auto* fileDevice = qobject_cast<QFileDevice*>(device_); fileDevice && !fileDevice->flush())
        fail();
}

}  // namespace queens::cli
