#include "InterruptExit.h"

#include <unistd.h>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <utility>

#include "ExportFile.h"
#include "InterruptGuard.h"

namespace queens::cli {

namespace {

// The folder beside the file a rename will replace; for a target that is not a regular file,
// a template QTemporaryDir cannot create (isValid() false).
QString folderTemplate(const QString& target) {
    if (target.isEmpty()) return QStringLiteral("/nonexistent/.queenslab-XXXXXX");
    return QFileInfo(target).absoluteDir().filePath(QStringLiteral(".queenslab-XXXXXX"));
}

}  // namespace

InterruptExit::InterruptExit(const QString& output, std::function<QString()> message)
    : output_(output),
      target_(ExportFile::renameTarget(output)),
      folder_(folderTemplate(target_)),
      message_(std::move(message)) {
    if (target_.isEmpty() || !folder_.isValid()) return;
    file_ = folder_.filePath(QFileInfo(output).fileName());
    watcher_ = std::jthread([this](std::stop_token stop) { watch(std::move(stop)); });
}

InterruptExit::~InterruptExit() {
    watcher_.request_stop();
    if (watcher_.joinable()) watcher_.join();
}  // folder_ removes itself and what is left in it

void InterruptExit::watch(std::stop_token stop) {
    while (!stop.stop_requested()) {
        if (InterruptGuard::interrupted()) {
            const std::lock_guard lock(mutex_);
            if (committing_) return;  // the file is being put in place: let the command end
            abort();
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(kPollMs));
    }
}

void InterruptExit::abort() {
    folder_.remove();  // the writer's files, open or not
    const QByteArray line =
        QStringLiteral("queenslab-cli: %1\n").arg(message_ ? message_() : QString()).toUtf8();
    std::fwrite(line.constData(), 1, static_cast<std::size_t>(line.size()), stderr);
    std::fflush(stderr);
    ::_exit(InterruptGuard::kExitInterrupted);
}

QString InterruptExit::commit() {
    {
        const std::lock_guard lock(mutex_);
        committing_ = true;
    }
    watcher_.request_stop();
    if (watcher_.joinable()) watcher_.join();
    if (std::rename(QFile::encodeName(file_).constData(), QFile::encodeName(target_).constData()) !=
        0)
        return QString::fromLocal8Bit(std::strerror(errno));
    return {};
}

ExportResult InterruptExit::finish(ExportResult written) {
    if (!isValid()) return written;
    if (!written.ok) return {false, mapped(written.error)};
    if (const QString why = commit(); !why.isEmpty())
        return {false, tr("could not save '%1': %2").arg(output_, why)};
    return written;
}

QString InterruptExit::mapped(QString text) const {
    if (!file_.isEmpty()) text.replace(QDir::toNativeSeparators(file_), output_);
    if (!file_.isEmpty()) text.replace(file_, output_);
    return text;
}

}  // namespace queens::cli
