#pragma once
// CountProgressLine: the progress report of `queenslab-cli count` on standard error.
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

class QIODevice;

namespace queens::cli {

class CountProgressLine {
    Q_DECLARE_TR_FUNCTIONS(CountCommand)
public:
    CountProgressLine(QIODevice* err, int n);

    void update(std::size_t done, std::size_t units);
    void clear();

private:
    QIODevice* err_;
    int n_;
    bool terminal_;
    QElapsedTimer timer_;
    qint64 lastLine_ = -1;
    qsizetype width_ = 0;
};

}  // namespace queens::cli
