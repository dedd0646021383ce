// queenslab-cli: the command-line face of QueensLab (see CliDispatcher and the *Command classes).
#include <QCoreApplication>
#include <QFile>
#include <cstdio>

#include "CliDispatcher.h"
#include "TranslationLoader.h"

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
        std::fputs("queenslab-cli: cannot open the standard streams\n", stderr);
        return 3;
    }
    queens::cli::CliDispatcher dispatcher;
    const int code = dispatcher.run(QCoreApplication::arguments(), in, out, err);
    out.flush();
    return code;
}
