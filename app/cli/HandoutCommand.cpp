#include "HandoutCommand.h"

#include <QCommandLineParser>
#include <QIODevice>
#include <algorithm>
#include <atomic>

#include "CliArguments.h"
#include "CliError.h"
#include "ExportFile.h"
#include "ExportOptionsParser.h"
#include "HandoutWriter.h"
#include "InterruptExit.h"
#include "InterruptGuard.h"

namespace queens::cli {

QString HandoutCommand::summary() const {
    return tr("write a PDF handout: solution counts and every fundamental solution of N");
}

int HandoutCommand::run(const QStringList& args, CliIo& io) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Writes a printable PDF: page 1 is a table of the number of solutions (all and "
           "fundamental) for n = 1..N; the following pages show every fundamental solution of "
           "N (one per symmetry class, the lexicographically smallest member) as a small "
           "captioned board. N from 1 to %1. Exit code 0: written; 2: bad usage or input, or the "
           "write failed (e.g. a full disk). Nothing is left at the path after a failure.")
            .arg(HandoutWriter::kMaxN));
    parser.addPositionalArgument(QStringLiteral("N"), tr("Board size (a positive integer)."));
    const ExportOptionsParser options(ExportOptionsParser::Paper);
    options.addOptions(parser, tr("The PDF file to write (its name ends in .pdf)."));
    const QCommandLineOption progressOption(
        QStringLiteral("progress"),
        tr("Report the progress on standard error, one line \"progress D/T\" per step (page 1, "
           "then each board; the GUI reads these lines)."));
    parser.addOption(progressOption);
    if (!parseArguments(parser, args, io.out,
                        QStringLiteral("queenslab-cli handout N --output FILE.pdf "
                                       "[--paper a4|letter] [--progress] [--json]")))
        return ExitOk;

    const int n = CliArguments::boardSize(singlePositional(parser, QStringLiteral("N")),
                                          HandoutWriter::kMaxN, QStringLiteral("handout"));
    if (const QString why = HandoutWriter::validate(n); !why.isEmpty()) throw CliError::usage(why);
    const QString output = options.outputFilePath(parser);
    const QStringList pdf = {QStringLiteral("pdf")};
    if (const QString why = ExportFile::checkExtension(output, pdf); !why.isEmpty())
        throw CliError::usage(why);
    const PaperSize paper = options.paper(parser);
    if (const QString why = ExportFile::precheck(output, pdf); !why.isEmpty())
        throw CliError::usage(why);
    ExportOptionsParser::checkWritableFile(output);

    const bool progress = parser.isSet(progressOption);
    const InterruptGuard guard;
    // Progress counts page 1, then each board drawn; atomics: InterruptExit's watcher reads them.
    std::atomic<int> boardsDone{0};
    std::atomic<int> boardsTotal{0};
    const auto drawn = [&boardsDone, &boardsTotal] {
        return tr("%1 of %2 boards drawn").arg(boardsDone.load()).arg(boardsTotal.load());
    };
    // The PDF cannot be abandoned once begun: Ctrl-C ends the process (InterruptExit).
    InterruptExit abortOnCtrlC(output, [output, drawn] {
        return ExportOptionsParser::interruptedMessage(output, drawn());
    });
    const ExportResult result = abortOnCtrlC.finish(HandoutWriter::write(
        abortOnCtrlC.writePath(), n, paper,
        [&](int done, int total) {
            boardsDone.store(std::max(0, done - 1));
            boardsTotal.store(std::max(0, total - 1));
            if (progress && io.err != nullptr)
                io.err->write(QByteArrayLiteral("progress ") + QByteArray::number(done) + '/' +
                              QByteArray::number(total) + '\n');
        },
        InterruptGuard::flag()));
    if (!result.ok)
        ExportOptionsParser::failed(output, result.error, InterruptGuard::interrupted(), drawn());
    if (options.json(parser))
        io.out.write(ExportOptionsParser::summaryLine(n, output, pdf.constFirst(),
                                                      ExportOptionsParser::bytesOf(output)));
    return ExitOk;
}

}  // namespace queens::cli
