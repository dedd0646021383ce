#include "VerifyCommand.h"

#include <QCommandLineParser>
#include <QIODevice>
#include <QJsonDocument>
#include <QJsonObject>
#include <limits>
#include <string_view>

#include "Board.h"
#include "CliArguments.h"
#include "CliError.h"
#include "InputReader.h"
#include "PlacementParser.h"
#include "SolutionVerifier.h"

namespace queens::cli {

QString VerifyCommand::summary() const {
    return tr("check whether a placement in a file is a solution");
}

QString VerifyCommand::whyNotASolution(const std::vector<int>& placement) {
    const Board board(placement);
    if (SolutionVerifier::isSolution(placement)) return {};  // O(n) time, 5n bits
    const int n = board.n();
    const int queens = board.queenCount();
    if (queens < n) return tr("rows with a queen: %1 of %2").arg(queens).arg(n);

    // Full board that is not a solution: find the first row whose queen shares a line with an
    // earlier queen, remembering the first row seen on each column and diagonal. O(n).
    const auto size = static_cast<std::size_t>(n);
    std::vector<int> byColumn(size, -1), byDiagonal(2 * size, -1), byAnti(2 * size, -1);
    for (int r = 0; r < n; ++r) {
        const int c = board.at(r);
        int& col = byColumn[static_cast<std::size_t>(c)];
        int& diag = byDiagonal[static_cast<std::size_t>(r - c + n - 1)];
        int& anti = byAnti[static_cast<std::size_t>(r + c)];
        const int earlier = col >= 0 ? col : diag >= 0 ? diag : anti;
        if (earlier >= 0) {
            switch (Board::attackReason(earlier, board.at(earlier), r, c)) {
                case RejectReason::Column:
                    return tr("rows %1 and %2 share column %3").arg(earlier).arg(r).arg(c);
                case RejectReason::Diagonal:
                    return tr("rows %1 and %2 share a diagonal (\\)").arg(earlier).arg(r);
                case RejectReason::AntiDiagonal:
                    return tr("rows %1 and %2 share a diagonal (/)").arg(earlier).arg(r);
                default:
                    break;
            }
            return tr("rows %1 and %2 attack each other").arg(earlier).arg(r);
        }
        col = diag = anti = r;
    }
    // Board says no, but no pair was found: report what Board counted.
    return tr("attacking pairs: %1").arg(board.attackingPairs());
}

int VerifyCommand::run(const QStringList& args, CliIo& io) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Checks whether FILE holds a solution of the N-Queens problem. FILE lists the "
           "0-based column of each row, separated by blanks, newlines or commas (\".\" marks "
           "an empty row); \"-\" reads standard input. Exit code 0: a solution; 1: not a "
           "solution (the reason is printed); 2: unreadable or malformed input."));
    parser.addPositionalArgument(QStringLiteral("FILE"), tr("Placement file, or - for stdin."));
    const QCommandLineOption nOption(
        QStringLiteral("n"), tr("Expected board size: refuse a placement of another length."),
        QStringLiteral("N"));
    const QCommandLineOption jsonOption(QStringLiteral("json"),
                                        tr("Print {\"n\",\"valid\",\"reason\"} as one JSON line."));
    parser.addOptions({nOption, jsonOption});
    if (!parseArguments(parser, args, io.out,
                        QStringLiteral("queenslab-cli verify FILE [--n N] [--json]")))
        return ExitOk;

    const QString path = singlePositional(parser, QStringLiteral("FILE"));
    const int expectedN =
        parser.isSet(nOption)
            ? CliArguments::boardSize(parser.value(nOption), std::numeric_limits<int>::max(),
                                      QStringLiteral("verify --n"))
            : 0;
    const QByteArray bytes = InputReader::read(path, io.in);
    const auto parsed = PlacementParser::parse(
        std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())), expectedN);
    if (!parsed.ok())
        throw CliError::usage(
            tr("%1: %2").arg(InputReader::displayName(path), QString::fromStdString(parsed.error)));

    const QString why = whyNotASolution(parsed.placement);
    const int n = static_cast<int>(parsed.placement.size());
    QByteArray answer;
    if (parser.isSet(jsonOption)) {
        QJsonObject o;
        o.insert(QStringLiteral("n"), n);
        o.insert(QStringLiteral("valid"), why.isEmpty());
        o.insert(QStringLiteral("reason"),
                 why.isEmpty() ? tr("no two queens attack each other") : why);
        answer = QJsonDocument(o).toJson(QJsonDocument::Compact);
    } else if (why.isEmpty()) {
        answer = tr("valid: N = %1, no two queens attack each other").arg(n).toUtf8();
    } else {
        answer = tr("not a solution: %1").arg(why).toUtf8();
    }
    answer.append('\n');
    io.out.write(answer);
    return why.isEmpty() ? ExitOk : ExitNo;
}

}  // namespace queens::cli
