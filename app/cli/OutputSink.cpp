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

void OutputSink::flush() {
    if (buffer_.isEmpty()) return;
    if (device_->write(buffer_) != buffer_.size()) {
        const QString target = file_ ? path_ : tr("standard output");
        throw CliError::usage(tr("cannot write '%1': %2").arg(target, device_->errorString()));
    }
    buffer_.clear();
}

void OutputSink::commit() {
    flush();
    if (file_) {
        if (!file_->commit())
            throw CliError::usage(tr("cannot write '%1': %2").arg(path_, file_->errorString()));
        return;
    }
    if (auto* fileDevice = qobject_cast<QFileDevice*>(device_)) fileDevice->flush();
}

}  // namespace queens::cli
