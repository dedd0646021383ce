#include "CountProgressLine.h"

#include <QIODevice>
#include <algorithm>
#include <utility>

#if defined(Q_OS_UNIX)
#include <unistd.h>
#endif

namespace queens::cli {

namespace {

bool stderrIsTerminal() {
#if defined(Q_OS_UNIX)
    return isatty(STDERR_FILENO) == 1;
#else
    return false;
#endif
}

}  // namespace

CountProgressLine::CountProgressLine(QIODevice* err, int n)
    : CountProgressLine(err, [n](double share, std::size_t units, const QString& left) {
          return tr("count %1: %2% of %3 work units done, %4")
              .arg(n)
              .arg(100 * share, 0, 'f', 1)
              .arg(units)
              .arg(left);
      }) {}

CountProgressLine::CountProgressLine(QIODevice* err, Text text)
    : err_(err), text_(std::move(text)), terminal_(stderrIsTerminal()) {
    timer_.start();
}

void CountProgressLine::update(std::size_t done, std::size_t units) {
    const qint64 elapsed = timer_.elapsed();
    if (err_ == nullptr || elapsed < 1000 || units == 0) return;
    if (!terminal_ && lastLine_ >= 0 && elapsed - lastLine_ < 5000) return;
    lastLine_ = elapsed;
    const double share = static_cast<double>(done) / static_cast<double>(units);
    QString left = tr("estimating the time left");
    if (done > 0) {
        const auto seconds =
            static_cast<qint64>(static_cast<double>(elapsed) * (1 - share) / share / 1000);
        left = seconds < 60 ? tr("about %1 s left").arg(seconds)
                            : tr("about %1 min %2 s left").arg(seconds / 60).arg(seconds % 60);
    }
    const QString text = text_(share, units, left);
    if (terminal_) {
        const qsizetype pad = std::max<qsizetype>(0, width_ - text.size());
        err_->write((QLatin1Char('\r') + text + QString(pad, QLatin1Char(' '))).toUtf8());
        width_ = std::max(width_, text.size());
    } else {
        err_->write((text + QLatin1Char('\n')).toUtf8());
    }
}

void CountProgressLine::clear() {
    if (err_ != nullptr && terminal_ && width_ > 0)
        err_->write(
            (QLatin1Char('\r') + QString(width_, QLatin1Char(' ')) + QLatin1Char('\r')).toUtf8());
    width_ = 0;
}

}  // namespace queens::cli
