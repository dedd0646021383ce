#pragma once
// CountProgressLine: the progress report of `queenslab-cli count` (and of `experiment`, which
// words its line itself) on standard error.
//
// Contract
// - Silent during the first second of the count, and when there is no error device.
// - On a terminal, one line rewritten in place ('\r') at every update; otherwise a new line at
//   most every five seconds.
// - clear() removes the rewritten line, so that what follows starts on a clean line.
// - Writes only to the device it was given; never decides anything about the count.
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QString>
#include <cstddef>
#include <functional>

class QIODevice;

namespace queens::cli {

class CountProgressLine {
    Q_DECLARE_TR_FUNCTIONS(CountCommand)
public:
    // The line's text from the share done (0 to 1), the units in all and the time left.
    using Text = std::function<QString(double share, std::size_t units, const QString& left)>;

    CountProgressLine(QIODevice* err, int n);
    CountProgressLine(QIODevice* err, Text text);

    void update(std::size_t done, std::size_t units);
    void clear();

private:
    QIODevice* err_;
    Text text_;
    bool terminal_;
    QElapsedTimer timer_;
    qint64 lastLine_ = -1;
    qsizetype width_ = 0;
};

}  // namespace queens::cli
