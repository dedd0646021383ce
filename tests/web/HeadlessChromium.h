#pragma once
// HeadlessChromium: runs Debian's `chromium` headless on a local file, offline (a proxy that
// refuses and a resolver that finds no host), each run in a fresh profile, and hands back what
// it printed: the DOM after the page loaded (--dump-dom) and the console messages of the page
// (--enable-logging=stderr prints each as an "INFO:CONSOLE" line), or a screenshot. For the web
// page tests only.
#include <QByteArray>
#include <QSize>
#include <QString>
#include <QStringList>

class HeadlessChromium {
public:
    struct Result {
        bool ran = false;  // started and exited within the time limit
        int exitCode = -1;
        QByteArray dom;       // stdout: the serialised DOM (dumpDom)
        QStringList console;  // the page's console messages ("INFO:CONSOLE" lines of stderr)
        QString failure;      // why it did not run, or its stderr when it failed
    };

    // The chromium program: $QUEENSLAB_CHROMIUM, else `chromium` on the PATH; empty if none.
    static QString program();
    // The arguments every run gets: headless, no sandbox (tests run as root), no GPU, no
    // network, console messages on stderr.
    static QStringList baseArguments(const QString& profileDir);

    // Loads file://`path``fragment` (fragment e.g. "#step=5") and dumps its DOM.
    static Result dumpDom(const QString& path, const QString& fragment = {});
    // Loads the page at `size` CSS pixels and writes a PNG to `png`.
    static Result screenshot(const QString& path, const QString& png, QSize size,
                             const QString& fragment = {});

private:
    static Result run(const QStringList& arguments, const QString& profileDir);
};
