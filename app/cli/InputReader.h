#pragma once
// InputReader: reads a whole input file named on the command line; "-" means standard input.
// Refuses (CliError, exit code 2) a missing or unreadable file and a directory, with the
// file name and the system's reason in the one-line message.
#include <QByteArray>
#include <QCoreApplication>
#include <QString>

class QIODevice;

namespace queens::cli {

class InputReader {
    Q_DECLARE_TR_FUNCTIONS(InputReader)
public:
    static QByteArray read(const QString& path, QIODevice& standardInput);
    // How messages name the input: the path, or "standard input" for "-".
    static QString displayName(const QString& path);
};

}  // namespace queens::cli
