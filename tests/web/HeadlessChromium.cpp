#include "HeadlessChromium.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUrl>

namespace {
constexpr int kTimeoutMs = 60000;
}

QString HeadlessChromium::program() {
    const QString chosen = qEnvironmentVariable("QUEENSLAB_CHROMIUM");
    if (!chosen.isEmpty()) return chosen;
    return QStandardPaths::findExecutable(QStringLiteral("chromium"));
}

QStringList HeadlessChromium::baseArguments(const QString& profileDir) {
    return {QStringLiteral("--headless=new"),
            QStringLiteral("--no-sandbox"),
            QStringLiteral("--disable-gpu"),
            QStringLiteral("--no-first-run"),
            QStringLiteral("--no-default-browser-check"),
            QStringLiteral("--disable-extensions"),
            QStringLiteral("--disable-background-networking"),
            QStringLiteral("--disable-component-update"),
            QStringLiteral("--disable-sync"),
            QStringLiteral("--proxy-server=127.0.0.1:9"),
            QStringLiteral("--host-resolver-rules=MAP * ~NOTFOUND"),
            QStringLiteral("--user-data-dir=") + profileDir,
            QStringLiteral("--enable-logging=stderr"),
            QStringLiteral("--v=0")};
}

HeadlessChromium::Result HeadlessChromium::dumpDom(const QString& path, const QString& fragment) {
    QTemporaryDir profile;
    QStringList args = baseArguments(profile.path());
    args << QStringLiteral("--dump-dom") << QUrl::fromLocalFile(path).toString() + fragment;
    return run(args, profile.path());
}

HeadlessChromium::Result HeadlessChromium::screenshot(const QString& path, const QString& png,
                                                      QSize size, const QString& fragment) {
    QTemporaryDir profile;
    QStringList args = baseArguments(profile.path());
    args << QStringLiteral("--hide-scrollbars")
         << QStringLiteral("--window-size=%1,%2").arg(size.width()).arg(size.height())
         << QStringLiteral("--screenshot=") + png
         << QUrl::fromLocalFile(path).toString() + fragment;
    return run(args, profile.path());
}

HeadlessChromium::Result HeadlessChromium::run(const QStringList& arguments,
                                               const QString& profileDir) {
    Result r;
    const QString exe = program();
    if (exe.isEmpty()) {
        r.failure = QStringLiteral("chromium is not installed (setup.sh installs it)");
        return r;
    }
    if (profileDir.isEmpty()) {
        r.failure = QStringLiteral("no temporary profile folder");
        return r;
    }
    QProcess p;
    p.start(exe, arguments);
    if (!p.waitForStarted(kTimeoutMs)) {
        r.failure = QStringLiteral("%1 did not start: %2").arg(exe, p.errorString());
        return r;
    }
    if (!p.waitForFinished(kTimeoutMs)) {
        p.kill();
        p.waitForFinished();
        r.failure = QStringLiteral("%1 did not finish within %2 s").arg(exe).arg(kTimeoutMs / 1000);
        return r;
    }
    r.ran = p.exitStatus() == QProcess::NormalExit;
    r.exitCode = p.exitCode();
    r.dom = p.readAllStandardOutput();
    const QString err = QString::fromUtf8(p.readAllStandardError());
    for (const QString& line : err.split(QLatin1Char('\n')))
        if (line.contains(QLatin1String(":CONSOLE"))) r.console.append(line);
    if (!r.ran || r.exitCode != 0) r.failure = err.right(2000);
    return r;
}
