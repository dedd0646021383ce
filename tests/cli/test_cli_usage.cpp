// queenslab-cli: bad usage and bad input end with exit code 2 and exactly one line
// "queenslab-cli: <reason>" on stderr (nothing on stdout); --help and --version work: the
// top-level help lists every command, and each command's --help succeeds and lists its options.
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include "CliTestSupport.h"

using clitest::runCli;

class TestCliUsage : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void badInput_data();
    void badInput();
    void help_data();
    void help();
    void version();

private:
    void writeFile(const QString& name, const QByteArray& content);
    QTemporaryDir dir_;
};

void TestCliUsage::writeFile(const QString& name, const QByteArray& content) {
    QFile f(dir_.filePath(name));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(content);
}

void TestCliUsage::initTestCase() {
    QVERIFY(dir_.isValid());
    writeFile(QStringLiteral("malformed.txt"), "1 x 0 2\n");
    writeFile(QStringLiteral("range.txt"), "1 7 0 2\n");
    writeFile(QStringLiteral("four.txt"), "1 3 0 2\n");
    writeFile(QStringLiteral("empty.txt"), "");
    QVERIFY(QDir(dir_.path()).mkdir(QStringLiteral("sub")));
}

void TestCliUsage::badInput_data() {
    QTest::addColumn<QStringList>("args");  // "@" is replaced by the temporary directory
    QTest::addColumn<QString>("reason");    // expected part of the stderr line

    const auto row = [](const char* name, QStringList args, const char* reason) {
        QTest::newRow(name) << args << QString::fromUtf8(reason);
    };
    const QString bm = QStringLiteral("--algorithm=bitmask");
    row("no command", {}, "missing command");
    row("unknown command", {"frobnicate"}, "unknown command 'frobnicate'");
    row("option before command", {"--json", "solve", "8"}, "unknown option '--json'");
    row("trace without N", {"trace", bm}, "N is missing");
    row("trace N not a number", {"trace", "abc", bm}, "N must be a positive integer; got 'abc'");
    row("trace N trailing junk", {"trace", "8x", bm}, "got '8x'");
    row("trace N zero", {"trace", "0", bm}, "N must be a positive integer; got '0'");
    row("trace N negative", {"trace", "-3", bm}, "must not be negative; got -3");
    row("trace N huge", {"trace", "99999999999999999999", bm}, "N is too large");
    row("trace N above bitmask limit", {"trace", "70", bm}, "supports N from 1 to 64");
    row("trace N above permutation limit", {"trace", "13", "--algorithm", "permutation"},
        "supports N from 1 to 12");
    row("trace without algorithm", {"trace", "4"}, "--algorithm is missing");
    row("trace unknown algorithm", {"trace", "4", "--algorithm", "quantum"},
        "unknown algorithm 'quantum'; choose one of: backtracking");
    row("trace algorithm value missing", {"trace", "4", "--algorithm"}, "Missing value");
    row("trace bad seed", {"trace", "4", bm, "--seed", "x1"}, "--seed must be an integer");
    row("trace negative seed", {"trace", "4", bm, "--seed", "-5"}, "got '-5'");
    row("trace max-steps zero", {"trace", "4", bm, "--max-steps", "0"},
        "--max-steps must be a positive integer; got '0'");
    row("trace max-steps junk", {"trace", "4", bm, "--max-steps", "10k"}, "got '10k'");
    row("trace unknown option", {"trace", "4", bm, "--bogus"}, "bogus");
    row("trace two sizes", {"trace", "4", "5", bm}, "unexpected argument '5'");
    row("verify without file", {"verify"}, "FILE is missing");
    row("verify missing file", {"verify", "@/nope.txt"}, "cannot read '@/nope.txt'");
    row("verify directory", {"verify", "@/sub"}, "it is a directory");
    row("verify malformed", {"verify", "@/malformed.txt"},
        "@/malformed.txt: row 1: \"x\" is not a column number");
    row("verify column out of range", {"verify", "@/range.txt"}, "out of range");
    row("verify empty file", {"verify", "@/empty.txt"}, "no columns given");
    row("verify wrong length", {"verify", "@/four.txt", "--n", "8"},
        "wrong number of columns: expected 8, got 4");
    row("verify bad --n", {"verify", "@/four.txt", "--n", "four"}, "N must be a positive integer");
    row("solutions N too large without limit", {"solutions", "17"}, "add --limit");
    row("solutions N above enumerator", {"solutions", "33", "--limit", "1"},
        "supports N from 1 to 32");
    row("solutions limit zero", {"solutions", "8", "--limit", "0"}, "--limit must be a positive");
    row("solutions limit junk", {"solutions", "8", "--limit", "x"}, "--limit must be a positive");
    row("solutions output to missing dir", {"solutions", "8", "--output", "@/no/such/dir/x.txt"},
        "cannot write '@/no/such/dir/x.txt'");
    row("solutions output is a directory", {"solutions", "8", "--output", "@/sub"},
        "it is a directory");
    row("solve unknown method", {"solve", "8", "--method", "dfs"},
        "unknown method 'dfs'; choose one of: min-conflicts, construct, bitmask, backtracking");
    row("solve json without output", {"solve", "8", "--method", "bitmask", "--json"},
        "--output FILE");
    row("solve json with stdout output", {"solve", "8", "--json", "--output", "-"},
        "--output FILE");
    row("solve N above bitmask limit", {"solve", "65", "--method", "bitmask"},
        "supports N from 1 to 64");
    row("solve exhaustive N too slow", {"solve", "40", "--method", "bitmask"},
        "practical up to N = 32); use --method min-conflicts");
    row("solve backtracking N too slow", {"solve", "200", "--method", "backtracking"},
        "would run for hours");
    row("solve bad seed", {"solve", "8", "--seed", "1.5"}, "--seed must be an integer");
    row("solve seed too large", {"solve", "8", "--seed", "9223372036854775808"},
        "from 0 to 9223372036854775807");
    row("solve unwritable output",
        {"solve", "8", "--method", "bitmask", "--output", "@/no/such/dir/x.txt"}, "cannot write");
}

void TestCliUsage::badInput() {
    QFETCH(QStringList, args);
    QFETCH(QString, reason);
    for (QString& a : args) a.replace(QLatin1Char('@'), dir_.path());
    reason.replace(QLatin1Char('@'), dir_.path());

    QVERIFY(isUsageError(runCli(args), reason));
}

namespace {

// Whether the "Options:" list of a --help text has a line for `option` ("--name" or "-x"),
// possibly after a short alias ("-a, --algorithm <NAME>").
bool listsOption(const QString& help, const QString& option) {
    for (QString line : help.split(QLatin1Char('\n'))) {
        line = line.trimmed();
        static const QRegularExpression shortAlias(QStringLiteral("^-[a-zA-Z], "));
        line.remove(shortAlias);
        if (line.startsWith(option) &&
            (line.size() == option.size() || line.at(option.size()) == QLatin1Char(' ')))
            return true;
    }
    return false;
}

}  // namespace

void TestCliUsage::help_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("expected");     // a line of the help text starts with it
    QTest::addColumn<QStringList>("options");  // each has its own line in the options list

    // Every command of the design's contract (docs/cli.md): the top-level help lists
    // each of them in its table ("  name  summary").
    const QStringList commands = {"solve",  "verify",  "solutions", "trace",  "count",
                                  "export", "handout", "animate",   "lesson", "experiment"};
    QTest::newRow("top level") << QStringList{"--help"} << QStringLiteral("Commands:")
                               << QStringList();
    for (const QString& c : commands)
        QTest::addRow("top level lists %s", qPrintable(c))
            << QStringList{"--help"} << QStringLiteral("  %1  ").arg(c) << QStringList();

    // Each command's own --help: its usage line and the options the contract gives it.
    const auto row = [](const char* command, const QStringList& options) {
        QTest::newRow(command) << QStringList{QString::fromLatin1(command), "--help"}
                               << QStringLiteral("Usage: queenslab-cli %1").arg(command) << options;
    };
    row("solve", {"--method", "--seed", "--output", "--json", "--no-verify"});
    row("verify", {"-n", "--json"});
    row("solutions", {"--unique", "--limit", "--output"});
    row("trace", {"--algorithm", "--max-steps", "--seed", "--first"});
    row("count", {"--threads", "--json"});
    row("experiment",
        {"--runs",        "--seed",     "--sweep",        "--json",      "--csv",
         "--output",      "--climb",    "--sideways",     "--restart",   "--max-restarts",
         "--max-steps",   "--t0",       "--decay",        "--t-min",     "--beam",
         "--population",  "--mutation", "--combinations", "--max-nodes", "--max-checks",
         "--distribution"});
    row("export",
        {"--placement", "--solution", "--input", "--output", "--size", "--theme", "--transparent",
         "--attacks", "--coordinates", "--registers", "--title", "--caption", "--paper", "--json"});
    row("handout", {"--output", "--paper", "--json"});
    row("animate", {"--algorithm", "--seed", "--from", "--to", "--output", "--delay", "--size",
                    "--theme", "--json"});
    QTest::newRow("lesson") << QStringList{"lesson", "--help"}
                            << QStringLiteral("Usage: queenslab-cli lesson") << QStringList();
    QTest::newRow("lesson lists check")
        << QStringList{"lesson", "--help"} << QStringLiteral("  check ") << QStringList();
    QTest::newRow("lesson check") << QStringList{"lesson", "check", "--help"}
                                  << QStringLiteral("Usage: queenslab-cli lesson check")
                                  << QStringList{"--json"};
}

void TestCliUsage::help() {
    QFETCH(QStringList, args);
    QFETCH(QString, expected);
    QFETCH(QStringList, options);
    const auto r = runCli(args);
    QVERIFY(!r.crashed);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    const QString help = QString::fromUtf8(r.out);
    QVERIFY2(help.startsWith(expected) || help.contains(QLatin1Char('\n') + expected),
             qPrintable(help));
    for (const QString& option : options)
        QVERIFY2(listsOption(help, option),
                 qPrintable(option + QStringLiteral(" not in:\n") + help));
}

void TestCliUsage::version() {
    const auto r = runCli({QStringLiteral("--version")});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out, QByteArray("queenslab-cli " QUEENSLAB_VERSION "\n"));
}

QTEST_GUILESS_MAIN(TestCliUsage)
#include "test_cli_usage.moc"
