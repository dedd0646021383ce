// queenslab-cli: the command-line face of QueensLab (see CliDispatcher and the *Command classes).
#include <unistd.h>
#include <QCoreApplication>
#include <QFile>
#include <QGuiApplication>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>

#include "CliDispatcher.h"
#include "CliError.h"
#include "TranslationLoader.h"

namespace {

// One line "queenslab-cli: <message>" on stderr, like CliDispatcher's error lines.
void printError(const QString& message) {
    const QByteArray line = QStringLiteral("queenslab-cli: %1\n").arg(message).toLocal8Bit();
    std::fputs(line.constData(), stderr);
}

// The commands that draw (fonts, QPainter, QSvgRenderer) need a QGuiApplication; every other
// command keeps the lighter QCoreApplication, so it starts fast and needs no display.
bool needsGui(int argc, char* argv[]) {
    if (argc < 2) return false;
    for (const char* name : {"export", "handout", "animate"})
        if (std::strcmp(argv[1], name) == 0) return true;
    return false;
}

// Qt's own chatter (e.g. "QStandardPaths: XDG_RUNTIME_DIR not set" from the offscreen platform)
// would break the promise of silence on success and of one line per error: only critical and
// fatal messages reach stderr; the commands report their failures through CliError.
QtMessageHandler defaultHandler = nullptr;  // set once in main(), before any message

void quietMessages(QtMsgType type, const QMessageLogContext& context, const QString& message) {
    if ((type == QtCriticalMsg || type == QtFatalMsg) && defaultHandler)
        defaultHandler(type, context, message);
}

// Ctrl-C on `export` and `handout` ends the process at once (InterruptExit), and then the exit
// itself is the latency: the kernel frees what the document holds, hundreds of MB for a large
// PDF. Memory that glibc's malloc has marked for transparent huge pages is freed several times
// faster (docs/design.md, "The command line"). glibc reads that setting, the tunable
// glibc.malloc.hugetlb=1, only from the environment when a program starts, so these commands
// start themselves once more with it added (execv of /proc/self/exe, same arguments). Nothing
// changes when it is already set or when the restart fails.
void restartWithHugePages(char* argv[]) {
    static const char* const kTunable = "glibc.malloc.hugetlb=1";
    if (argv[1] == nullptr ||
        (std::strcmp(argv[1], "export") != 0 && std::strcmp(argv[1], "handout") != 0))
        return;
    const char* current = std::getenv("GLIBC_TUNABLES");
    if (current != nullptr && std::strstr(current, "glibc.malloc.hugetlb") != nullptr) return;
    const std::string value =
        current == nullptr || *current == '\0' ? kTunable : std::string(current) + ':' + kTunable;
    if (::setenv("GLIBC_TUNABLES", value.c_str(), 1) != 0) return;
    ::execv("/proc/self/exe", argv);
    ::unsetenv("GLIBC_TUNABLES");  // execv failed: go on without it
    if (current != nullptr) ::setenv("GLIBC_TUNABLES", current, 1);
}

}  // namespace

int main(int argc, char* argv[]) {
    restartWithHugePages(argv);
    std::unique_ptr<QCoreApplication> app;
    if (needsGui(argc, argv)) {
        // Drawing never needs a screen: the "offscreen" platform works without a display (ssh,
        // CI, a cron job), whatever QT_QPA_PLATFORM the caller's desktop session has set.
        qputenv("QT_QPA_PLATFORM", "offscreen");
        defaultHandler = qInstallMessageHandler(quietMessages);
        app = std::make_unique<QGuiApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
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
