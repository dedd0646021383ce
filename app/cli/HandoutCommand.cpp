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

std::optional<HandoutCommand::Options> HandoutCommand::parse(const QStringList& args,
                                                             QIODevice& out) const {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Writes a printable PDF: page 1 is a table of the number of solutions (all and "
           "fundamental) for n = 1..N; the following pages show every fundamental solution of "
           "N (one per symmetry class, the lexicographically smallest member) as a small "
           "captioned board. N from 1 to %1. Exit code 0: written; 2: bad usage or input, or the "
           "write failed (e.g. a full disk). Nothing is left at the path after a failure.")
            .arg(HandoutWriter::kMaxN));
    parser.addPositionalArgument(QStringLiteral("N"), tr("Board size (a positive integer)."));
    const ExportOptionsParser given(ExportOptionsParser::Paper);
    given.addOptions(parser, tr("The PDF file to write (its name ends in .pdf)."));
    parser.addOption(
        {QStringLiteral("progress"),
         tr("Report the progress on standard error, one line \"progress D/T\" per step (page 1, "
            "then each board; the GUI reads these lines).")});
    if (!parseArguments(parser, args, out,
                        QStringLiteral("queenslab-cli handout N --output FILE.pdf "
                                       "[--paper a4|letter] [--progress] [--json]")))
        return std::nullopt;

    Options options;
    options.n = CliArguments::boardSize(singlePositional(parser, QStringLiteral("N")),
                                        HandoutWriter::kMaxN, QStringLiteral("handout"));
    if (const QString why = HandoutWriter::validate(options.n); !why.isEmpty())
        throw CliError::usage(why);
    options.output = given.outputFilePath(parser);
    const QStringList pdf = {QStringLiteral("pdf")};
    if (const QString why = ExportFile::checkExtension(options.output, pdf); !why.isEmpty())
        throw CliError::usage(why);
    options.paper = given.paper(parser);
    if (const QString why = ExportFile::precheck(options.output, pdf); !why.isEmpty())
        throw CliError::usage(why);
    ExportOptionsParser::checkWritableFile(options.output);
    options.progress = parser.isSet(QStringLiteral("progress"));
    options.json = given.json(parser);
    return options;
}

void HandoutCommand::write(const Options& options, const Progress& onProgress) {
    const InterruptGuard guard;
    // Progress counts page 1, then each board drawn; atomics: InterruptExit's watcher reads them.
    std::atomic<int> boardsDone{0};
    std::atomic<int> boardsTotal{0};
    const auto drawn = [&boardsDone, &boardsTotal] {
        return tr("%1 of %2 boards drawn").arg(boardsDone.load()).arg(boardsTotal.load());
    };
    // The PDF cannot be abandoned once begun: Ctrl-C ends the process (InterruptExit).
    const QString& output = options.output;
    InterruptExit abortOnCtrlC(output, [output, drawn] {
        return ExportOptionsParser::interruptedMessage(output, drawn());
    });
    const ExportResult result = abortOnCtrlC.finish(HandoutWriter::write(
        abortOnCtrlC.writePath(), options.n, options.paper,
        [&](int done, int total) {
            boardsDone.store(std::max(0, done - 1));
            boardsTotal.store(std::max(0, total - 1));
            onProgress(done, total);
        },
        InterruptGuard::flag()));
    if (!result.ok)
        ExportOptionsParser::failed(output, result.error, InterruptGuard::interrupted(), drawn());
}

int HandoutCommand::run(const QStringList& args, CliIo& io) {
    const std::optional<Options> options = parse(args, io.out);
    if (!options) return ExitOk;
    QIODevice* const err = options->progress ? io.err : nullptr;
    write(*options, [err](int done, int total) {
        if (err != nullptr)
            err->write(QByteArrayLiteral("progress ") + QByteArray::number(done) + '/' +
                       QByteArray::number(total) + '\n');
    });
    if (options->json)
        io.out.write(
            ExportOptionsParser::summaryLine(options->n, options->output, QStringLiteral("pdf"),
                                             ExportOptionsParser::bytesOf(options->output)));
    return ExitOk;
}

}  // namespace queens::cli
