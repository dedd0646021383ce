#include "ExportCommand.h"

#include <QCommandLineParser>
#include <QIODevice>

#include "BoardExporter.h"
#include "BoardImageRenderer.h"
#include "CliArguments.h"
#include "CliError.h"
#include "ExportFile.h"
#include "ExportOptionsParser.h"
#include "InterruptExit.h"
#include "InterruptGuard.h"

namespace queens::cli {

QString ExportCommand::summary() const {
    return tr("draw a board as a PNG, SVG or PDF file");
}

std::optional<ExportCommand::Options> ExportCommand::parse(const QStringList& args,
                                                           CliIo& io) const {
    QCommandLineParser parser;
    parser.setApplicationDescription(tr(
        "Draws one N x N board and writes it as an image: PNG (pixels), SVG or PDF (vector "
        "shapes; PDF on one A4 or Letter page). The board is given by exactly one of "
        "--placement, --solution and --input; partial boards (\".\" rows) and boards with "
        "attacking queens are drawn as given. Exit code 0: written; 2: bad usage or input, or the "
        "write failed (e.g. a full disk). Nothing is left at the path after a failure."));
    parser.addPositionalArgument(QStringLiteral("N"), tr("Board size (a positive integer)."));
    const ExportOptionsParser given(ExportOptionsParser::Placement | ExportOptionsParser::Image |
                                    ExportOptionsParser::Transparent |
                                    ExportOptionsParser::Decorations | ExportOptionsParser::Labels |
                                    ExportOptionsParser::Paper);
    given.addOptions(parser, tr("The file to write; its extension (.png, .svg or .pdf) picks the "
                                "format."));
    if (!parseArguments(parser, args, io.out,
                        QStringLiteral("queenslab-cli export N (--placement COLUMNS | --solution "
                                       "K | --input FILE) --output FILE.png|.svg|.pdf "
                                       "[options]")))
        return std::nullopt;
    return read(parser, given, io.in);
}

ExportCommand::Options ExportCommand::read(const QCommandLineParser& parser,
                                           const ExportOptionsParser& given, QIODevice& in) const {
    Options options;
    options.n = CliArguments::boardSize(singlePositional(parser, QStringLiteral("N")),
                                        BoardImageRenderer::kMaxN, QStringLiteral("export"));
    if (options.n > BoardImageRenderer::kMaxN)
        throw CliError::usage(tr("export supports N from 1 to %1; got %2")
                                  .arg(BoardImageRenderer::kMaxN)
                                  .arg(options.n));
    options.output = given.outputFilePath(parser);
    if (const QString why = ExportFile::checkExtension(options.output, BoardExporter::formats());
        !why.isEmpty())
        throw CliError::usage(why);
    options.format = BoardExporter::formatFor(options.output);
    options.image = given.imageOptions(parser, options.n);
    const bool pdf = options.format == QLatin1String("pdf");
    if (options.image.transparent && pdf)
        throw CliError::usage(tr("--transparent applies to PNG and SVG files, not to PDF"));
    if (given.isSet(parser, ExportOptionsParser::Paper) && !pdf)
        throw CliError::usage(tr("--paper applies to PDF files only"));
    options.paper = given.paper(parser);
    options.image.placement = given.placement(parser, options.n, in);
    if (const QString why = BoardImageRenderer::validate(options.image); !why.isEmpty())
        throw CliError::usage(why);
    if (const QString why = ExportFile::precheck(options.output, BoardExporter::formats());
        !why.isEmpty())
        throw CliError::usage(why);
    ExportOptionsParser::checkWritableFile(options.output);
    options.json = given.json(parser);
    return options;
}

void ExportCommand::write(const Options& options) {
    const InterruptGuard guard;
    // Ctrl-C ends the process at once (InterruptExit): Qt's SVG and PDF writers cannot stop
    // quickly, and neither can one pass of drawing a 16384 px PNG.
    const QString& output = options.output;
    InterruptExit abortOnCtrlC(
        output, [output] { return ExportOptionsParser::interruptedMessage(output); });
    const ExportResult result = abortOnCtrlC.finish(BoardExporter::write(
        abortOnCtrlC.writePath(), options.image, options.paper, InterruptGuard::flag()));
    if (!result.ok)
        ExportOptionsParser::failed(output, result.error, InterruptGuard::interrupted(), {});
}

int ExportCommand::run(const QStringList& args, CliIo& io) {
    const std::optional<Options> options = parse(args, io);
    if (!options) return ExitOk;
    write(*options);
    if (options->json)
        io.out.write(
            ExportOptionsParser::summaryLine(options->n, options->output, options->format,
                                             ExportOptionsParser::bytesOf(options->output)));
    return ExitOk;
}

}  // namespace queens::cli
