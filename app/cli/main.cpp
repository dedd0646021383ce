// queenslab-cli: the command-line face of QueensLab (see CliDispatcher and the *Command classes).
#include <QCoreApplication>
#include <QFile>
#include <cstdio>

#include "CliDispatcher.h"
#include "CliError.h"
#include "TranslationLoader.h"

namespace {

// One line "queenslab-cli: <message>" on stderr, like CliDispatcher's error lines.
void printError(const QString& message) {
    const QByteArray line = QStringLiteral("queenslab-cli: %1\n").arg(message).toLocal8Bit();
    std::fputs(line.constData(), stderr);
}

}  // namespace

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("queenslab-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(QUEENSLAB_VERSION));
    TranslationLoader::install();  // messages follow the locale (LANG / LC_ALL)

    QFile in;
    QFile out;
    QFile err;
    if (!in.open(stdin, QIODevice::ReadOnly) || !out.open(stdout, QIODevice::WriteOnly) ||
        !err.open(stderr, QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        printError(QCoreApplication::translate("CliMain", "cannot open the standard streams"));
        return queens::cli::ExitInternal;
    }
    queens::cli::CliDispatcher dispatcher;
    const int code = dispatcher.run(QCoreApplication::arguments(), in, out, err);
    // Some commands write to `out` directly (not through OutputSink): the answer is only
    // delivered once this flush succeeds. A run that already failed (exit 2 or 3) has printed
    // its one line, often about this very failure, so it keeps its line and code.
    if (!out.flush() && (code == queens::cli::ExitOk || code == queens::cli::ExitNo)) {
        err.write(QStringLiteral("queenslab-cli: %1\n")
                      .arg(QCoreApplication::translate("CliMain", "cannot write the output: %1")
                               .arg(out.errorString()))
                      .toUtf8());
        return queens::cli::ExitUsage;
    }
    return code;
}
