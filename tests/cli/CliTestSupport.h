#pragma once
// Shared helpers of the queenslab-cli tests: run the built executable (CLI_PATH) with QProcess,
// and an independent N-Queens toolkit (pairwise attack check, brute-force enumeration, the
// eight symmetries of the square) that shares no code with queens_core.
#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <set>
#include <vector>

namespace clitest {

using Placement = std::vector<int>;

struct CliResult {
    int exitCode = -1;
    bool crashed = false;
    QByteArray out;
    QByteArray err;
};

// The path of the built queenslab-cli (from CMake's $<TARGET_FILE:queenslab-cli>).
QString cliPath();

// Runs queenslab-cli with `args`, feeding `input` to its standard input.
CliResult runCli(const QStringList& args, const QByteArray& input = {});

// Runs queenslab-cli with `args` under a file size limit of `limitBytes` (RLIMIT_FSIZE, with
// SIGXFSZ ignored so that write() reports EFBIG instead of killing the process): a write longer
// than the limit fails after every check of the output path passed, as on a full disk. With
// `stdoutFile` the tool's standard output goes to that file (CliResult::out stays empty), which
// the limit then covers too. A child that cannot set the limit exits with code 125.
CliResult runWithFileSizeLimit(const QStringList& args, qint64 limitBytes,
                               const QString& stdoutFile = {});

// Runs queenslab-cli with `args`, its standard output going to the file `stdoutFile` (e.g.
// /dev/full) instead of CliResult::out.
CliResult runToFile(const QStringList& args, const QString& stdoutFile);

// The contract for a write that failed after the checks (a full disk): a normal exit with code
// 2 ("cannot write the output"), nothing on stdout, exactly one line "queenslab-cli: <reason>"
// on stderr, and nothing left in `dir`, hidden files included (no file, no temporary file, no
// frames folder). Records QTest failures; returns whether every check held.
bool isWriteFailure(const CliResult& r, const QString& dir);

// The contract for bad usage or input: exit code 2, nothing on stdout, and exactly one line on
// stderr, "queenslab-cli: <reason>", that contains `reason`. Records QTest failures; returns
// whether every check held.
bool isUsageError(const CliResult& r, const QString& reason);

// The lines of `text` without their '\n'; a final newline does not make an empty line.
QList<QByteArray> lines(const QByteArray& text);

// "1 3 0 2" (or one column per line) -> {1,3,0,2}; an empty vector when any token is not a
// non-negative integer.
Placement parseColumns(const QByteArray& text);

// n queens, one per row, in distinct columns and on distinct diagonals (pairwise O(n^2) check).
bool isSolution(const Placement& p);

// Every solution of n-queens, by trying all column tuples row by row with pairwise checks;
// the set orders them lexicographically. Meant for n <= 8.
std::set<Placement> allSolutions(int n);

// The placements of the eight images of `p` under the rotations and reflections of the board.
std::vector<Placement> images(const Placement& p);

}  // namespace clitest
