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

#include "InterruptGuard.h"

namespace queens::cli {

InterruptExit::InterruptExit(const QString& output, std::function<QString()> message)
    : output_(output),
      folder_(QFileInfo(output).absoluteDir().filePath(QStringLiteral(".queenslab-XXXXXX"))),
      message_(std::move(message)) {
    if (!folder_.isValid()) return;
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
    if (std::rename(QFile::encodeName(file_).constData(),
                    QFile::encodeName(QFileInfo(output_).absoluteFilePath()).constData()) != 0)
        return QString::fromLocal8Bit(std::strerror(errno));
    return {};
}

QString InterruptExit::mapped(QString text) const {
    if (!file_.isEmpty()) text.replace(QDir::toNativeSeparators(file_), output_);
    if (!file_.isEmpty()) text.replace(file_, output_);
    return text;
}

}  // namespace queens::cli
