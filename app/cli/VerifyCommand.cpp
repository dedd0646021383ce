#include "VerifyCommand.h"

#include <QCommandLineParser>
#include <QIODevice>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <limits>
#include <string_view>

#include "Board.h"
#include "CliArguments.h"
#include "CliError.h"
#include "InputReader.h"
#include "PlacementParser.h"

namespace queens::cli {

QString VerifyCommand::summary() const {
    return tr("check whether a placement in a file is a solution");
}

std::optional<VerifyCommand::Options> VerifyCommand::parse(const QStringList& args,
                                                           CliIo& io) const {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Checks whether FILE holds a solution of the N-Queens problem. FILE lists the "
           "0-based column of each row, separated by blanks, newlines or commas (\".\" marks "
           "an empty row); \"-\" reads standard input. Exit code 0: a solution; 1: not a "
           "solution (the reason is printed); 2: unreadable or malformed input."));
    parser.addPositionalArgument(QStringLiteral("FILE"), tr("Placement file, or - for stdin."));
    parser.addOptions(
        {{QStringLiteral("n"), tr("Expected board size: refuse a placement of another length."),
          QStringLiteral("N")},
         {QStringLiteral("json"), tr("Print {\"n\",\"valid\",\"reason\"} as one JSON line.")}});
    if (!parseArguments(parser, args, io.out,
                        QStringLiteral("queenslab-cli verify FILE [--n N] [--json]")))
        return std::nullopt;

    const QString path = singlePositional(parser, QStringLiteral("FILE"));
    const int expectedN =
        parser.isSet(QStringLiteral("n"))
            ? CliArguments::boardSize(parser.value(QStringLiteral("n")),
                                      std::numeric_limits<int>::max(), QStringLiteral("verify --n"))
            : 0;
    const QByteArray bytes = InputReader::read(path, io.in);
    auto parsed = PlacementParser::parse(
        std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())), expectedN);
    if (!parsed.ok())
        throw CliError::usage(
            tr("%1: %2").arg(InputReader::displayName(path), QString::fromStdString(parsed.error)));
    return Options{std::move(parsed.placement), parser.isSet(QStringLiteral("json"))};
}

VerifyCommand::Verdict VerifyCommand::check(const std::vector<int>& placement) {
    Verdict verdict;
    verdict.n = static_cast<int>(placement.size());
    verdict.queens = static_cast<int>(
        placement.size() - static_cast<std::size_t>(std::count(placement.begin(), placement.end(),
                                                               static_cast<int>(Board::kEmpty))));
    verdict.check = SolutionVerifier::verify(placement);  // O(n) time, 5n bits
    return verdict;
}

QString VerifyCommand::reason(const Verdict& verdict) {
    if (verdict.ok()) return {};
    // Empty rows are reported as their count, even when an attack comes first in row order.
    if (verdict.queens < verdict.n)
        return tr("rows with a queen: %1 of %2").arg(verdict.queens).arg(verdict.n);
    const SolutionVerifier::Result& c = verdict.check;
    switch (c.fault) {
        case SolutionVerifier::Fault::Column:
            return tr("rows %1 and %2 share column %3").arg(c.other).arg(c.row).arg(c.column);
        case SolutionVerifier::Fault::Diagonal:
            return tr("rows %1 and %2 share a diagonal (\\)").arg(c.other).arg(c.row);
        case SolutionVerifier::Fault::AntiDiagonal:
            return tr("rows %1 and %2 share a diagonal (/)").arg(c.other).arg(c.row);
        default:
            break;
    }
    // Unreachable: a full placement from PlacementParser has no column out of range.
    return tr("rows %1 and %2 attack each other").arg(c.other).arg(c.row);
}

void VerifyCommand::print(const Verdict& verdict, bool json, QIODevice& out) {
    const QString why = reason(verdict);
    QByteArray answer;
    if (json) {
        QJsonObject o;
        o.insert(QStringLiteral("n"), verdict.n);
        o.insert(QStringLiteral("valid"), verdict.ok());
        o.insert(QStringLiteral("reason"),
                 verdict.ok() ? tr("no two queens attack each other") : why);
        answer = QJsonDocument(o).toJson(QJsonDocument::Compact);
    } else if (verdict.ok()) {
        answer = tr("valid: N = %1, no two queens attack each other").arg(verdict.n).toUtf8();
    } else {
        answer = tr("not a solution: %1").arg(why).toUtf8();
    }
    answer.append('\n');
    out.write(answer);
}

int VerifyCommand::run(const QStringList& args, CliIo& io) {
    const std::optional<Options> options = parse(args, io);
    if (!options) return ExitOk;
    const Verdict verdict = check(options->placement);
    print(verdict, options->json, io.out);
    return verdict.ok() ? ExitOk : ExitNo;
}

}  // namespace queens::cli
