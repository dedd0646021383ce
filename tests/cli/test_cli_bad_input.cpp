// queenslab-cli and bad input: one table, one row per bad input, across every command.
// Each row runs the real executable in a fresh temporary folder (also its working directory) and
// requires: a normal exit with code 2 within 10 s, nothing on stdout, exactly one line
// "queenslab-cli: <reason>" on stderr whose reason contains every expected fragment of the row
// (case-insensitive; "a|b" accepts either), and the folder left exactly as it was: no output
// file, no temporary file, and the files that were there keep their bytes.
//
// The fragments say what a user needs to read to fix the command line: the offending value, the
// option it belongs to, and the limit it broke. They are written from that point of view, not
// copied from the messages.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QMap>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QtTest>

#include "CliTestSupport.h"

namespace {

constexpr int kTimeoutMs = 10000;  // a bad input is refused at once; a run this long has started

struct Run {
    bool finished = false;  // exited normally within kTimeoutMs
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

// Runs queenslab-cli in `dir` with `args`, `input` on its standard input, in the C locale.
Run runCli(const QStringList& args, const QString& dir, const QByteArray& input) {
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
    env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("C"));
    process.setProcessEnvironment(env);
    process.setWorkingDirectory(dir);
    process.start(clitest::cliPath(), args);
    Run r;
    if (!process.waitForStarted(kTimeoutMs)) return r;
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(kTimeoutMs)) {
        process.kill();
        process.waitForFinished();
    } else {
        r.finished = process.exitStatus() == QProcess::NormalExit;
    }
    r.exitCode = process.exitCode();
    r.out = process.readAllStandardOutput();
    r.err = process.readAllStandardError();
    return r;
}

// The inputs the rows name through "{dir}/...".
bool writeFixture(const QString& dir) {
    const QList<std::pair<const char*, QByteArray>> files{
        {"empty.txt", ""},
        {"junk.bin", QByteArray("\x00\xff\x89PNG\r\n\x1a\n\x01\x02", 12)},
        {"short.txt", "0 4 7 5 2 6 1\n"},  // 7 columns
        {"range.txt", "0 9 1 2\n"},        // column 9 on a board of 4
        {"dup.txt", "0 0 1 2\n"},          // rows 0 and 1 share column 0
        {"file", "a regular file\n"},
        {"old.png", "previous image\n"},
        {"old.txt", "previous list\n"},
        {"locked.txt", "1 3 0 2\n"},
    };
    for (const auto& [name, bytes] : files) {
        QFile f(QDir(dir).filePath(QString::fromUtf8(name)));
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size()) return false;
    }
    QFile locked(QDir(dir).filePath(QStringLiteral("locked.txt")));
    return locked.setPermissions(QFileDevice::Permissions()) && QDir(dir).mkdir("sub");
}

// Every entry under `dir` (hidden ones included) with its bytes (its size when unreadable).
QMap<QString, QByteArray> snapshot(const QString& dir) {
    QMap<QString, QByteArray> entries;
    QDirIterator it(dir, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile f(path);
        entries.insert(QDir(dir).relativeFilePath(path), it.fileInfo().isDir() ? QByteArray("<dir>")
                                                         : f.open(QIODevice::ReadOnly)
                                                             ? f.readAll()
                                                             : QByteArray::number(f.size()));
    }
    return entries;
}

// What is wrong with the run of a bad input, or "" when it honours the contract.
QString problems(const Run& r, const QStringList& fragments, const QString& dir,
                 bool folderUnchanged) {
    // The fragments are looked for in the message without the folder's (random) name.
    const QString err = QString::fromUtf8(r.err).replace(dir, QLatin1String("{dir}"));
    const QString seen =
        QStringLiteral(" [exit %1, stderr: %2]").arg(r.exitCode).arg(err.trimmed());
    if (!r.finished) return QStringLiteral("crashed or hung over 10 s") + seen;
    if (r.exitCode != 2) return QStringLiteral("exit code is not 2") + seen;
    if (!r.out.isEmpty()) return QStringLiteral("stdout is not empty: ") + QString::fromUtf8(r.out);
    if (!err.startsWith(QLatin1String("queenslab-cli: ")) || !err.endsWith(QLatin1Char('\n')) ||
        err.count(QLatin1Char('\n')) != 1)
        return QStringLiteral("stderr is not one line 'queenslab-cli: <reason>'") + seen;
    for (const QString& fragment : fragments) {
        bool found = false;
        for (const QString& alternative : fragment.split(QLatin1Char('|')))
            found = found || err.contains(alternative, Qt::CaseInsensitive);
        if (!found) return QStringLiteral("the message does not mention '%1'").arg(fragment) + seen;
    }
    if (!folderUnchanged) return QStringLiteral("the folder changed (a file was left behind)");
    return {};
}

// Runs the current row (columns args, fragments, input; "{dir}" in args is the temporary folder)
// and returns its problems. Sets `skip` instead for the row that needs an unreadable file when
// chmod 000 cannot make one (root, CAP_DAC_OVERRIDE).
QString runRow(QString& skip) {
    QFETCH(QStringList, args);
    QFETCH(QStringList, fragments);
    QFETCH(QByteArray, input);
    QTemporaryDir dir;
    if (!dir.isValid() || !writeFixture(dir.path())) return QStringLiteral("no fixture");
    for (QString& a : args) a.replace(QLatin1String("{dir}"), dir.path());
    QFile locked(dir.filePath(QStringLiteral("locked.txt")));
    if (args.contains(locked.fileName()) && locked.open(QIODevice::ReadOnly)) {
        skip = QStringLiteral(
            "chmod 000 does not stop this user (root) from reading; the rows "
            "'/proc/self/mem' and 'a directory' cover unreadable input");
        return {};
    }
    const QMap<QString, QByteArray> before = snapshot(dir.path());
    const Run r = runCli(args, dir.path(), input);
    const bool unchanged = snapshot(dir.path()) == before;
    QFile::setPermissions(locked.fileName(), QFileDevice::WriteOwner | QFileDevice::ReadOwner);
    return problems(r, fragments, dir.path(), unchanged);
}

void addColumns() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QStringList>("fragments");
    QTest::addColumn<QByteArray>("input");  // standard input
}

void row(const char* name, const QStringList& args, const QStringList& fragments,
         const QByteArray& input = {}) {
    QTest::newRow(name) << args << fragments << input;
}

}  // namespace

class TestCliBadInput : public QObject {
    Q_OBJECT

private slots:
    void badInput_data();
    void badInput();
    void duplicateColumns();
};

void TestCliBadInput::badInput_data() {
    addColumns();
    const QStringList bm{"-a", "bitmask"};
    const QStringList png{"export", "8", "--solution", "1", "--output", "{dir}/x.png"};
    const QStringList gif{"animate", "8", "-a", "bitmask", "--output", "{dir}/a.gif"};
    // The command line.
    row("no command", {}, {"missing command", "count"});
    row("unknown command", {"frobnicate"}, {"unknown command", "frobnicate"});
    row("option before the command", {"--bogus"}, {"--bogus"});
    row("unknown option", {"count", "8", "--bogus"}, {"unknown option", "bogus"});
    row("two N", {"count", "8", "9"}, {"unexpected", "9"});
    // N: missing, 0, negative, not a number, trailing junk, beyond a limit.
    row("count: N missing", {"count"}, {"N", "missing"});
    row("count: N = 0", {"count", "0"}, {"N", "positive", "0"});
    row("count: N negative", {"count", "-3"}, {"negative", "-3"});
    row("count: N not a number", {"count", "eight"}, {"N", "positive integer", "eight"});
    row("count: N with junk", {"count", "8x"}, {"N", "8x"});
    row("count: N blank", {"count", ""}, {"N", "positive integer"});
    row("count: N > 27", {"count", "28"}, {"27", "28"});
    row("count: N = 10^11", {"count", "99999999999"}, {"27", "99999999999"});
    row("solve: N missing", {"solve"}, {"N", "missing"});
    row("solve: N negative", {"solve", "-8"}, {"negative", "-8"});
    row("solve: bitmask N > 64", {"solve", "65", "--method", "bitmask"}, {"bitmask", "64", "65"});
    row("solve: backtracking N = 33", {"solve", "33", "--method", "backtracking"},
        {"backtracking", "32", "min-conflicts"});
    row("solve: min-conflicts N = 2*10^9", {"solve", "2000000000"},
        {"min-conflicts", "1000000000", "2000000000"});
    row("solve: min-conflicts N = 3*10^12", {"solve", "3000000000000", "--method", "min-conflicts"},
        {"min-conflicts", "1000000000", "3000000000000"});
    row("trace: N = 0", QStringList{"trace", "0"} + bm, {"N", "positive", "0"});
    row("trace: bitmask N > 64", QStringList{"trace", "65"} + bm, {"bitmask", "64", "65"});
    row("trace: permutation N > 12", {"trace", "13", "-a", "permutation"},
        {"permutation", "12", "13"});
    row("trace: dfs N > 16", {"trace", "17", "-a", "dfs"}, {"dfs", "16", "17"});
    row("trace: bfs N > 13", {"trace", "14", "-a", "bfs"}, {"bfs", "13", "14"});
    row("trace: min-conflicts N = 2*10^7", {"trace", "20000000", "-a", "min-conflicts"},
        {"min-conflicts", "10000000"});
    row("trace: min-conflicts N = 3*10^12", {"trace", "3000000000000", "-a", "min-conflicts"},
        {"min-conflicts", "10000000", "3000000000000"});
    row("solutions: N > 16 without --limit", {"solutions", "17"}, {"17", "--limit"});
    row("solutions: N > 32", {"solutions", "40", "--limit", "1"}, {"32", "40"});
    row("export: N > 1000", QStringList{"export", "1001"} + png.mid(2), {"1000", "1001"});
    row("handout: N > 12", {"handout", "13", "--output", "{dir}/h.pdf"}, {"12", "13"});
    row("handout: N with junk", {"handout", "8x", "--output", "{dir}/h.pdf"}, {"8x"});
    row("animate: N > 64 for bitmask", QStringList{"animate", "65"} + gif.mid(2),
        {"bitmask", "64"});
    // min-conflicts runs up to N = 10^7, the animation draws up to N = 1000.
    row("animate: min-conflicts N = 10^7 - 1",
        {"animate", "9999999", "-a", "min-conflicts", "--output", "{dir}/a.gif"},
        {"1000", "9999999"});
    // Methods, algorithms, seeds, threads and the other numeric options.
    row("solve: unknown method", {"solve", "8", "--method", "quantum"}, {"quantum", "bitmask"});
    row("solve: method without solve", {"solve", "8", "--method", "permutation"},
        {"permutation", "min-conflicts"});
    row("trace: algorithm missing", {"trace", "8"}, {"--algorithm", "missing"});
    row("trace: unknown algorithm", {"trace", "8", "-a", "foo"}, {"foo", "bitmask", "dfs"});
    row("animate: algorithm missing", {"animate", "8", "--output", "{dir}/a.gif"},
        {"--algorithm", "missing"});
    row("animate: unknown algorithm", {"animate", "8", "-a", "nope", "--output", "{dir}/a.gif"},
        {"nope", "bitmask"});
    row("solve: seed negative", {"solve", "8", "--seed", "-1"}, {"--seed", "-1"});
    row("solve: seed not a number", {"solve", "8", "--seed", "abc"}, {"--seed", "abc"});
    row("solve: seed 2^63", {"solve", "8", "--seed", "9223372036854775808"},
        {"--seed", "9223372036854775807"});
    row("trace: seed 1e5", QStringList{"trace", "8", "-a", "min-conflicts", "--seed", "1e5"},
        {"--seed", "1e5"});
    row("animate: seed not a number", gif + QStringList{"--seed", "x"}, {"--seed", "x"});
    row("count: --threads 0", {"count", "8", "--threads", "0"}, {"--threads", "0"});
    row("count: --threads 100000", {"count", "8", "--threads", "100000"},
        {"--threads", "256", "100000"});
    row("count: --threads 10^22", {"count", "8", "--threads", "99999999999999999999999"},
        {"--threads", "256", "99999999999999999999999"});
    row("count: --threads -1", {"count", "8", "--threads", "-1"}, {"--threads", "-1"});
    row("count: --threads missing value", {"count", "8", "--threads"}, {"--threads", "missing"});
    row("trace: --max-steps 0", QStringList{"trace", "8", "--max-steps", "0"} + bm,
        {"--max-steps", "0"});
    row("solutions: --limit 0", {"solutions", "8", "--limit", "0", "--output", "{dir}/old.txt"},
        {"--limit", "0"});
    row("animate: --from after --to", gif + QStringList{"--from", "10", "--to", "5"},
        {"--from", "--to"});
    row("animate: --from beyond the run",
        {"animate", "4", "-a", "bitmask", "--from", "100000", "--to", "100001", "--output",
         "{dir}/a.gif"},
        {"202", "100000"});
    row("animate: --to 5*10^9", gif + QStringList{"--to", "5000000000"}, {"--to", "1000000000"});
    row("animate: --delay 0", gif + QStringList{"--delay", "0"}, {"--delay", "20", "60000"});
    row("export: --solution 93 of 92",
        {"export", "8", "--solution", "93", "--output", "{dir}/x.png"}, {"92", "93"});
    // Sizes in pixels.
    row("export: --size 0", png + QStringList{"--size", "0"}, {"--size", "16", "16384"});
    row("export: --size 10^6", png + QStringList{"--size", "1000000"}, {"--size", "16384"});
    row("export: --size 15 over a file",
        {"export", "8", "--solution", "1", "--output", "{dir}/old.png", "--size", "15"},
        {"--size", "16", "15"});
    row("animate: --size 0", gif + QStringList{"--size", "0"}, {"--size", "16"});
    row("animate: --size 10^6", gif + QStringList{"--size", "1000000"}, {"--size", "16384"});
    // Input files.
    row("verify: FILE missing", {"verify"}, {"FILE", "missing"});
    row("verify: no such file", {"verify", "{dir}/nope.txt"}, {"nope.txt", "no such file"});
    row("verify: a directory", {"verify", "{dir}/sub"}, {"sub", "directory|folder"});
    row("verify: unreadable (chmod 000)", {"verify", "{dir}/locked.txt"},
        {"locked.txt", "permission denied"});
    row("verify: unreadable (/proc/self/mem)", {"verify", "/proc/self/mem"},
        {"cannot read", "/proc/self/mem"});
    row("verify: wrong length", {"verify", "{dir}/short.txt", "--n", "8"}, {"8", "7", "columns"});
    row("verify: out-of-range column", {"verify", "{dir}/range.txt"}, {"9", "range"});
    row("verify: binary junk", {"verify", "{dir}/junk.bin"}, {"junk.bin", "not a column"});
    row("verify: empty file", {"verify", "{dir}/empty.txt"}, {"empty.txt", "no columns"});
    row("verify: empty stdin", {"verify", "-"}, {"standard input", "no columns"});
    row("verify: binary junk on stdin", {"verify", "-"}, {"standard input", "not a column"},
        QByteArray("\x7f"
                   "ELF\x02\x01\x00",
                   7));
    row("verify: --n not a number", {"verify", "{dir}/short.txt", "--n", "x"}, {"N", "x"});
    row("export: --input empty",
        {"export", "8", "--input", "{dir}/empty.txt", "--output", "{dir}/x.png"},
        {"empty.txt", "no columns"});
    row("export: --input directory",
        {"export", "8", "--input", "{dir}/sub", "--output", "{dir}/x.png"},
        {"sub", "directory|folder"});
    row("export: --input binary junk",
        {"export", "8", "--input", "{dir}/junk.bin", "--output", "{dir}/x.png"},
        {"junk.bin", "not a column"});
    row("export: --input missing file",
        {"export", "8", "--input", "{dir}/nope.txt", "--output", "{dir}/x.png"},
        {"nope.txt", "no such file"});
    // Placements given on the command line.
    row("export: placement too short",
        {"export", "8", "--placement", "0 4 7", "--output", "{dir}/x.png"},
        {"--placement", "8", "3"});
    row("export: column out of range",
        {"export", "8", "--placement", "0 4 7 5 2 6 1 8", "--output", "{dir}/x.png"},
        {"--placement", "8", "range"});
    row("export: no board", {"export", "8", "--output", "{dir}/x.png"},
        {"--placement", "--solution", "--input"});
    row("export: two boards", png + QStringList{"--placement", "1 3 0 2"},
        {"--placement", "--solution"});
    // Output paths and formats.
    row("export: --output missing", {"export", "8", "--solution", "1"}, {"--output", "missing"});
    row("export: unknown extension", {"export", "8", "--solution", "1", "--output", "{dir}/x.bmp"},
        {".bmp", ".png"});
    row("export: missing folder",
        {"export", "8", "--solution", "1", "--output", "{dir}/nodir/x.png"},
        {"nodir", "does not exist|no such file"});
    row("export: parent is a file",
        {"export", "8", "--solution", "1", "--output", "{dir}/file/x.png"},
        {"file", "not a folder|not a directory"});
    row("export: --output is a directory",
        {"export", "8", "--solution", "1", "--output", "{dir}/sub"},
        {"sub", "directory|folder", "file name"});
    row("export: unwritable (/proc)", {"export", "8", "--solution", "1", "--output", "/proc/x.png"},
        {"cannot write", "/proc"});
    row("export: --transparent PDF",
        {"export", "8", "--solution", "1", "--output", "{dir}/x.pdf", "--transparent"},
        {"--transparent", "PDF"});
    row("export: unknown theme", png + QStringList{"--theme", "neon"}, {"neon", "light", "dark"});
    row("handout: not .pdf", {"handout", "8", "--output", "{dir}/h.png"}, {".png", ".pdf"});
    row("handout: unknown paper", {"handout", "8", "--output", "{dir}/h.pdf", "--paper", "a3"},
        {"a3", "letter"});
    row("handout: --output is a directory", {"handout", "8", "--output", "{dir}/sub"},
        {"sub", "directory|folder", "file name"});
    row("handout: unwritable (/proc)", {"handout", "8", "--output", "/proc/h.pdf"},
        {"cannot write", "/proc"});
    row("animate: unknown extension", {"animate", "8", "-a", "bitmask", "--output", "{dir}/a.bmp"},
        {".bmp", ".gif"});
    row("animate: --output is a file", {"animate", "8", "-a", "bitmask", "--output", "{dir}/file"},
        {"file", "directory|folder"});
    row("animate: frames folder under a file",
        {"animate", "8", "-a", "bitmask", "--output", "{dir}/file/frames"},
        {"{dir}/file", "not a directory|not a folder"});
    row("solve: --json without --output", {"solve", "8", "--json"}, {"--json", "--output"});
    row("solve: --output a directory", {"solve", "8", "--output", "{dir}/sub"},
        {"sub", "directory|folder"});
    row("solutions: missing folder", {"solutions", "8", "--output", "{dir}/nodir/s.txt"},
        {"nodir", "does not exist|no such file"});
    row("solutions: CSV N > 16", {"solutions", "17", "--limit", "5", "--output", "{dir}/s.csv"},
        {"CSV", "16", "17"});
}

void TestCliBadInput::badInput() {
    QString skip;
    const QString problem = runRow(skip);
    if (!skip.isEmpty()) QSKIP(qPrintable(skip));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

// Duplicate columns are not bad input: the placement is well formed and `verify` answers "no"
// (exit 1) with the reason on stdout; `export` draws such a board as given (documented).
void TestCliBadInput::duplicateColumns() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid() && writeFixture(dir.path()));
    const Run r = runCli({"verify", dir.filePath(QStringLiteral("dup.txt"))}, dir.path(), {});
    QVERIFY(r.finished);
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    QVERIFY2(r.out.count('\n') == 1 && r.out.contains("column 0") && r.out.contains("0 and 1"),
             r.out.constData());
}

QTEST_GUILESS_MAIN(TestCliBadInput)
#include "test_cli_bad_input.moc"
