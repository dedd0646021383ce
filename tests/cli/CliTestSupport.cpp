#include "CliTestSupport.h"

#include <sys/resource.h>
#include <unistd.h>
#include <QDir>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTest>
#include <csignal>
#include <cstdlib>
#include <functional>

namespace clitest {

QString cliPath() {
    return QStringLiteral(CLI_PATH);
}

namespace {

// Runs queenslab-cli; `childSetup` (if set) runs in the child between fork and exec; with
// `stdoutFile` the standard output goes to that file.
CliResult run(const QStringList& args, const QByteArray& input,
              const std::function<void()>& childSetup, const QString& stdoutFile = {}) {
    QProcess process;
    // The tests read the English messages: run the tool in the C locale whatever the machine's.
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
    env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("C"));
    process.setProcessEnvironment(env);
    if (childSetup) process.setChildProcessModifier(childSetup);
    if (!stdoutFile.isEmpty()) process.setStandardOutputFile(stdoutFile);
    process.start(cliPath(), args);
    CliResult r;
    if (!process.waitForStarted(30000)) {
        r.crashed = true;
        return r;
    }
    if (!input.isEmpty()) process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(120000)) {
        process.kill();
        process.waitForFinished();
        r.crashed = true;
    }
    r.crashed = r.crashed || process.exitStatus() != QProcess::NormalExit;
    r.exitCode = process.exitCode();
    r.out = process.readAllStandardOutput();
    r.err = process.readAllStandardError();
    return r;
}

}  // namespace

CliResult runCli(const QStringList& args, const QByteArray& input) {
    return run(args, input, {});
}

CliResult runWithFileSizeLimit(const QStringList& args, qint64 limitBytes,
                               const QString& stdoutFile) {
    const auto limit = static_cast<rlim_t>(limitBytes);
    return run(
        args, {},
        [limit] {
            // Only async-signal-safe calls here: this runs in the child after fork(); the
            // limit and the ignored signal survive exec.
            std::signal(SIGXFSZ, SIG_IGN);
            const rlimit fsize{limit, limit};
            if (setrlimit(RLIMIT_FSIZE, &fsize) != 0) _exit(125);
        },
        stdoutFile);
}

CliResult runToFile(const QStringList& args, const QString& stdoutFile) {
    return run(args, {}, {}, stdoutFile);
}

bool isWriteFailure(const CliResult& r, const QString& dir) {
    [&] {
        const QString err = QString::fromUtf8(r.err);
        QVERIFY2(!r.crashed, qPrintable(err));
        QVERIFY2(r.out.isEmpty(), r.out.constData());
        QCOMPARE(QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::System |
                                     QDir::NoDotAndDotDot),
                 QStringList());  // no file, no temporary file, no frames folder
        QVERIFY2(r.exitCode == 2,
                 qPrintable(QStringLiteral("exit code %1: ").arg(r.exitCode) + err));
        QVERIFY2(err.startsWith(QLatin1String("queenslab-cli: ")), qPrintable(err));
        QVERIFY2(err.endsWith(QLatin1Char('\n')) && err.count(QLatin1Char('\n')) == 1,
                 qPrintable(QStringLiteral("not exactly one line: ") + err));
    }();
    return !QTest::currentTestFailed();
}

bool isUsageError(const CliResult& r, const QString& reason) {
    [&] {
        QVERIFY(!r.crashed);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.out.isEmpty(), r.out.constData());
        const QString err = QString::fromUtf8(r.err);
        QVERIFY2(err.startsWith(QLatin1String("queenslab-cli: ")), qPrintable(err));
        QVERIFY2(err.endsWith(QLatin1Char('\n')) && err.count(QLatin1Char('\n')) == 1,
                 qPrintable(QStringLiteral("not exactly one line: ") + err));
        QVERIFY2(err.contains(reason), qPrintable(err));
    }();
    return !QTest::currentTestFailed();
}

QList<QByteArray> lines(const QByteArray& text) {
    QList<QByteArray> out = text.split('\n');
    if (!out.isEmpty() && out.constLast().isEmpty()) out.removeLast();
    return out;
}

Placement parseColumns(const QByteArray& text) {
    Placement p;
    for (const QByteArray& token : text.simplified().split(' ')) {
        if (token.isEmpty()) continue;
        bool ok = false;
        const int v = token.toInt(&ok);
        if (!ok || v < 0) return {};
        p.push_back(v);
    }
    return p;
}

bool isSolution(const Placement& p) {
    const int n = static_cast<int>(p.size());
    if (n == 0) return false;
    for (int i = 0; i < n; ++i) {
        if (p[i] < 0 || p[i] >= n) return false;
        for (int j = i + 1; j < n; ++j)
            if (p[i] == p[j] || std::abs(p[i] - p[j]) == j - i) return false;
    }
    return true;
}

std::set<Placement> allSolutions(int n) {
    // Odometer over all n^n column tuples, pruned only when the newest row clashes.
    std::set<Placement> out;
    Placement p;
    p.reserve(static_cast<std::size_t>(n));
    p.push_back(0);
    while (!p.empty()) {
        const int r = static_cast<int>(p.size()) - 1;
        if (p[r] >= n) {
            p.pop_back();
            if (!p.empty()) ++p.back();
            continue;
        }
        bool safe = true;
        for (int i = 0; i < r && safe; ++i) safe = p[i] != p[r] && std::abs(p[i] - p[r]) != r - i;
        if (!safe) {
            ++p.back();
        } else if (r + 1 == n) {
            out.insert(p);
            ++p.back();
        } else {
            p.push_back(0);
        }
    }
    return out;
}

std::vector<Placement> images(const Placement& p) {
    const int n = static_cast<int>(p.size());
    const int m = n - 1;
    std::vector<Placement> out;
    // Each map sends the queen at (r, c) to a new (row, column).
    for (int k = 0; k < 8; ++k) {
        Placement q(p.size(), -1);
        for (int r = 0; r < n; ++r) {
            const int c = p[r];
            int nr = r, nc = c;
            switch (k) {
                case 0:
                    nr = r, nc = c;
                    break;
                case 1:
                    nr = c, nc = m - r;
                    break;  // quarter turn
                case 2:
                    nr = m - r, nc = m - c;
                    break;  // half turn
                case 3:
                    nr = m - c, nc = r;
                    break;  // three quarters
                case 4:
                    nr = r, nc = m - c;
                    break;  // left-right mirror
                case 5:
                    nr = m - r, nc = c;
                    break;  // up-down mirror
                case 6:
                    nr = c, nc = r;
                    break;  // main diagonal
                case 7:
                    nr = m - c, nc = m - r;
                    break;  // anti-diagonal
            }
            q[nr] = nc;
        }
        out.push_back(q);
    }
    return out;
}

}  // namespace clitest
