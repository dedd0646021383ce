// queenslab-cli --output FILE when writing fails: the run ends with exit 2 and one line
// "queenslab-cli: cannot write '<path>': <the system's reason>" on stderr, and the folder is left
// exactly as it was: no file, no temporary file, and a file that was at the path keeps its bytes.
//
// The full disk is real: the tool runs in a child process whose file size limit (RLIMIT_FSIZE)
// is 4 KiB, with SIGXFSZ ignored, so that writes past the limit fail with EFBIG ("File too
// large") as writes on a full disk fail with ENOSPC. Every answer expected to fail is first
// produced without the limit and checked to be larger than it; answers below the limit must
// still be written whole under the same limit (so the limit alone does not make runs fail).
//
// Targets that are not regular files (a named pipe, a private copy of the /dev/full and
// /dev/null devices) must be written in place and stay what they were: renaming a temporary
// file over them would replace a device or a pipe with a regular file.
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>
#include <cerrno>
#include <cstring>

#include "CliTestSupport.h"

using clitest::CliResult;
using clitest::runCli;
using clitest::runToFile;
using clitest::runWithFileSizeLimit;

namespace {

constexpr qint64 kLimit = 4096;  // the child's file size limit, in bytes

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeBytes(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size() && f.flush();
}

// Everything in `dir`, hidden files (a QSaveFile's temporary file) included.
QStringList entries(const QString& dir) {
    return QDir(dir).entryList(
        QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
}

// The file type bits of `path` as lstat sees them (0 when it does not exist).
mode_t fileType(const QString& path) {
    struct stat st {};
    if (lstat(QFile::encodeName(path).constData(), &st) != 0) return 0;
    return st.st_mode & S_IFMT;
}

// A failed run: exit 2, nothing on stdout, exactly one line on stderr that starts with
// "queenslab-cli: " and reads `expected`.
void checkFailure(const CliResult& r, const QString& expected) {
    QVERIFY(!r.crashed);
    QVERIFY2(r.exitCode == 2, qPrintable(QStringLiteral("exit code %1, stderr: %2")
                                             .arg(r.exitCode)
                                             .arg(QString::fromUtf8(r.err))));
    QVERIFY2(r.out.isEmpty(), r.out.constData());
    const QString err = QString::fromUtf8(r.err);
    QVERIFY2(err.endsWith(QLatin1Char('\n')) && err.count(QLatin1Char('\n')) == 1,
             qPrintable(QStringLiteral("not exactly one line: ") + err));
    QCOMPARE(err, QStringLiteral("queenslab-cli: %1\n").arg(expected));
}

}  // namespace

class TestCliOutputErrors : public QObject {
    Q_OBJECT

private slots:
    void fileSizeLimit_data();
    void fileSizeLimit();
    void underTheLimit_data();
    void underTheLimit();
    void standardOutputSizeLimit_data();
    void standardOutputSizeLimit();
    void badFolder_data();
    void badFolder();
    void fullStandardOutput_data();
    void fullStandardOutput();
    void namedPipe();
    void deviceTarget_data();
    void deviceTarget();
};

void TestCliOutputErrors::fileSizeLimit_data() {
    QTest::addColumn<QStringList>("args");  // --output is appended
    QTest::addColumn<bool>("existing");     // a file is at the path before the run
    // solutions 10: 724 lines, about 14 KB: one block, written at commit(), smaller than
    // QFileDevice's 16 KiB buffer. solve 5000: about 24 KB in one block. solutions 12 and
    // solve 100000: hundreds of KB, the first 64 KiB block fails in the middle of the run.
    const QStringList sol10{"solutions", "10"};
    const QStringList solve5000{"solve", "5000", "--method", "construct"};
    QTest::newRow("solutions 10") << sol10 << false;
    QTest::newRow("solutions 10, existing file") << sol10 << true;
    QTest::newRow("solve 5000") << solve5000 << false;
    QTest::newRow("solve 5000, existing file") << solve5000 << true;
    QTest::newRow("solutions 12, existing file") << QStringList{"solutions", "12"} << true;
    QTest::newRow("solve 100000") << QStringList{"solve", "100000", "--method", "construct"}
                                  << false;
    QTest::newRow("solve min-conflicts 2000")
        << QStringList{"solve", "2000", "--seed", "7"} << true;
}

void TestCliOutputErrors::fileSizeLimit() {
    QFETCH(QStringList, args);
    QFETCH(bool, existing);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("answer.txt"));
    const QByteArray previous("previous contents\n");
    if (existing) QVERIFY(writeBytes(path, previous));

    // The whole answer, without a limit, does not fit under it.
    const CliResult unlimited = runCli(args);
    QCOMPARE(unlimited.exitCode, 0);
    QVERIFY2(unlimited.out.size() > kLimit, qPrintable(QString::number(unlimited.out.size())));

    const CliResult r = runWithFileSizeLimit(args + QStringList{"--output", path}, kLimit);
    checkFailure(r, QStringLiteral("cannot write '%1': File too large").arg(path));
    QCOMPARE(entries(dir.path()), existing ? QStringList{"answer.txt"} : QStringList{});
    if (existing) QCOMPARE(readAll(path), previous);
}

void TestCliOutputErrors::underTheLimit_data() {
    QTest::addColumn<QStringList>("args");
    QTest::newRow("solutions 6") << QStringList{"solutions", "6"};
    QTest::newRow("solve 500") << QStringList{"solve", "500", "--method", "construct"};
}

// The same limit, an answer that fits: written whole, replacing the previous file.
void TestCliOutputErrors::underTheLimit() {
    QFETCH(QStringList, args);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("answer.txt"));
    QVERIFY(writeBytes(path, "previous contents\n"));
    const CliResult unlimited = runCli(args);
    QCOMPARE(unlimited.exitCode, 0);
    QVERIFY(!unlimited.out.isEmpty() && unlimited.out.size() <= kLimit);

    const CliResult r = runWithFileSizeLimit(args + QStringList{"--output", path}, kLimit);
    QVERIFY(!r.crashed);
    QVERIFY2(r.exitCode == 0 && r.err.isEmpty(), r.err.constData());
    QVERIFY(r.out.isEmpty());
    QCOMPARE(readAll(path), unlimited.out);
    QCOMPARE(entries(dir.path()), QStringList{"answer.txt"});
}

void TestCliOutputErrors::standardOutputSizeLimit_data() {
    QTest::addColumn<QStringList>("args");
    QTest::newRow("solutions 10") << QStringList{"solutions", "10"};
    QTest::newRow("solve 5000") << QStringList{"solve", "5000", "--method", "construct"};
    QTest::newRow("trace") << QStringList{"trace", "8", "--algorithm", "backtracking"};
}

// Standard output redirected to a file past the limit: the run fails, it does not exit 0.
void TestCliOutputErrors::standardOutputSizeLimit() {
    QFETCH(QStringList, args);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const CliResult unlimited = runCli(args);
    QCOMPARE(unlimited.exitCode, 0);
    QVERIFY(unlimited.out.size() > kLimit);

    const QString path = dir.filePath(QStringLiteral("stdout.txt"));
    const CliResult r = runWithFileSizeLimit(args, kLimit, path);
    checkFailure(r, QStringLiteral("cannot write the output: File too large"));
    QVERIFY(QFileInfo(path).size() <= kLimit);
}

void TestCliOutputErrors::badFolder_data() {
    QTest::addColumn<QStringList>("args");  // --output is appended
    QTest::addColumn<QString>("target");    // relative to the temporary folder
    QTest::addColumn<QString>("reason");    // the system's reason
    const QStringList solutions{"solutions", "8"};
    const QStringList solve{"solve", "8", "--method", "bitmask"};
    for (const auto& [name, args] :
         {std::pair{"solutions", solutions}, std::pair{"solve", solve}}) {
        QTest::addRow("%s: missing folder", name) << args << QStringLiteral("missing/x.txt")
                                                  << QStringLiteral("No such file or directory");
        QTest::addRow("%s: parent is a file", name)
            << args << QStringLiteral("file/x.txt") << QStringLiteral("Not a directory");
        QTest::addRow("%s: grandparent is a file", name)
            << args << QStringLiteral("file/sub/x.txt") << QStringLiteral("Not a directory");
    }
}

void TestCliOutputErrors::badFolder() {
    QFETCH(QStringList, args);
    QFETCH(QString, target);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(writeBytes(dir.filePath(QStringLiteral("file")), "x"));
    const QString path = dir.filePath(target);
    checkFailure(runCli(args + QStringList{"--output", path}),
                 QStringLiteral("cannot write '%1': %2").arg(path, reason));
    QCOMPARE(entries(dir.path()), QStringList{"file"});
    QCOMPARE(readAll(dir.filePath(QStringLiteral("file"))), QByteArray("x"));
}

void TestCliOutputErrors::fullStandardOutput_data() {
    QTest::addColumn<QStringList>("args");
    QTest::newRow("solutions 8") << QStringList{"solutions", "8"};
    QTest::newRow("solutions 12") << QStringList{"solutions", "12"};
    QTest::newRow("solve") << QStringList{"solve", "5000", "--method", "construct"};
    QTest::newRow("trace") << QStringList{"trace", "6", "--algorithm", "bitmask"};
}

// Standard output on /dev/full (every write fails with ENOSPC).
void TestCliOutputErrors::fullStandardOutput() {
    QFETCH(QStringList, args);
    QVERIFY2(fileType(QStringLiteral("/dev/full")) == S_IFCHR, "/dev/full is not a device");
    checkFailure(runToFile(args, QStringLiteral("/dev/full")),
                 QStringLiteral("cannot write the output: No space left on device"));
    QCOMPARE(fileType(QStringLiteral("/dev/full")), mode_t(S_IFCHR));
}

// --output to a named pipe: the answer goes through the pipe, which is still a pipe afterwards.
void TestCliOutputErrors::namedPipe() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString fifo = dir.filePath(QStringLiteral("pipe"));
    QCOMPARE(mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    // A reader that does not wait for the writer; the answer (under 2 KB) fits the pipe buffer.
    const int fd = ::open(QFile::encodeName(fifo).constData(), O_RDONLY | O_NONBLOCK);
    QVERIFY2(fd >= 0, std::strerror(errno));
    const QStringList args{"solutions", "8"};
    const CliResult r = runCli(args + QStringList{"--output", fifo});
    QByteArray received;
    char chunk[4096];
    for (ssize_t n; (n = ::read(fd, chunk, sizeof chunk)) > 0;) received.append(chunk, n);
    ::close(fd);
    QVERIFY(!r.crashed);
    QVERIFY2(r.exitCode == 0 && r.err.isEmpty(), r.err.constData());
    const CliResult expected = runCli(args);
    QCOMPARE(expected.exitCode, 0);
    QCOMPARE(received, expected.out);
    QCOMPARE(fileType(fifo), mode_t(S_IFIFO));
    QCOMPARE(entries(dir.path()), QStringList{"pipe"});
}

void TestCliOutputErrors::deviceTarget_data() {
    QTest::addColumn<int>("minor");  // of the memory devices (major 1): 3 null, 7 full
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("reason");  // "" when the run succeeds
    QTest::newRow("null") << 3 << 0 << QString();
    QTest::newRow("full") << 7 << 2 << QStringLiteral("No space left on device");
}

// --output to a device: a private copy of /dev/null or /dev/full in the temporary folder (never
// the real one, which a faulty tool would replace with a regular file). Creating device nodes
// needs root; elsewhere the test is skipped (namedPipe covers the same path).
void TestCliOutputErrors::deviceTarget() {
    QFETCH(int, minor);
    QFETCH(int, exitCode);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString node = dir.filePath(QStringLiteral("device"));
    const QByteArray nodeName = QFile::encodeName(node);
    if (mknod(nodeName.constData(), S_IFCHR | 0666, makedev(1, minor)) != 0)
        QSKIP(qPrintable(QStringLiteral("cannot create a device node: %1")
                             .arg(QString::fromLocal8Bit(std::strerror(errno)))));
    // The node must behave like the real device (no "nodev" mount).
    const int fd = ::open(nodeName.constData(), O_WRONLY);
    if (fd < 0)
        QSKIP(qPrintable(QStringLiteral("the device node cannot be opened: %1")
                             .arg(QString::fromLocal8Bit(std::strerror(errno)))));
    const bool writes = ::write(fd, "x", 1) == 1;
    ::close(fd);
    QCOMPARE(writes, minor == 3);

    const QStringList args{"solutions", "8", "--output", node};
    const CliResult r = runCli(args);
    if (exitCode == 0) {
        QVERIFY(!r.crashed);
        QVERIFY2(r.exitCode == 0 && r.err.isEmpty(), r.err.constData());
    } else {
        checkFailure(r, QStringLiteral("cannot write '%1': %2").arg(node, reason));
    }
    QCOMPARE(fileType(node), mode_t(S_IFCHR));
    QCOMPARE(entries(dir.path()), QStringList{"device"});
}

QTEST_GUILESS_MAIN(TestCliOutputErrors)
#include "test_cli_output_errors.moc"
