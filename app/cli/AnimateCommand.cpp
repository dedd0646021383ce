#include "AnimateCommand.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QIODevice>
#include <vector>

#include "AnimationExporter.h"
#include "BoardImageRenderer.h"
#include "BoardState.h"
#include "CliArguments.h"
#include "CliError.h"
#include "ExportFile.h"
#include "ExportOptionsParser.h"
#include "InterruptGuard.h"
#include "StepperFactory.h"

namespace queens::cli {

namespace {

// Removes the frames directory this run created unless the run succeeded. The exporter has
// already removed its frames after a failure, so the directory is empty and rmdir suffices.
class CreatedDirectory {
public:
    explicit CreatedDirectory(const QString& path) : path_(path) {}
    ~CreatedDirectory() {
        if (!path_.isEmpty()) QDir().rmdir(path_);
    }
    CreatedDirectory(const CreatedDirectory&) = delete;
    CreatedDirectory& operator=(const CreatedDirectory&) = delete;
    void keep() { path_.clear(); }

private:
    QString path_;
};

}  // namespace

QString AnimateCommand::summary() const {
    return tr("draw a range of a search's steps as an animated GIF or PNG frames");
}

std::uint64_t AnimateCommand::eventIndex(const QString& text, const QString& option) {
    if (text == QLatin1String("0")) return 0;
    std::uint64_t v = 0;
    try {
        v = CliArguments::positiveCount(text, option);
    } catch (const CliError&) {
        v = kMaxEventIndex + 1;
    }
    if (v > kMaxEventIndex)
        throw CliError::usage(tr("%1 must be an integer from 0 to %2; got '%3'")
                                  .arg(option)
                                  .arg(kMaxEventIndex)
                                  .arg(text));
    return v;
}

int AnimateCommand::run(const QStringList& args, CliIo& io) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Runs one search algorithm on an N x N board, as `trace` does (steps numbered from "
           "0), and draws the steps A to B-1 as B-A frames: frame k shows the board after step "
           "A+k with the cells of that step marked. Defaults: --from 0, --to the end of the run "
           "or A+%1, whichever comes first; at most %2 frames. A name ending in .gif gets one "
           "looping GIF; any other name is a directory of frame-0001.png, frame-0002.png, ... "
           "(created if missing). Exit code 0: written; 2: bad usage or input, or the "
           "write failed (e.g. a full disk). Nothing is left behind after a failure.")
            .arg(kDefaultFrames)
            .arg(AnimationExporter::kMaxFrames));
    parser.addPositionalArgument(QStringLiteral("N"), tr("Board size (a positive integer)."));
    const QCommandLineOption algorithmOption(
        {QStringLiteral("a"), QStringLiteral("algorithm")},
        tr("Search algorithm, one of: %1.").arg(CliArguments::algorithmNames()),
        QStringLiteral("NAME"));
    const QCommandLineOption seedOption(QStringLiteral("seed"),
                                        tr("Random seed for min-conflicts (default 1)."),
                                        QStringLiteral("S"));
    const QCommandLineOption firstOption(QStringLiteral("first"),
                                         tr("The search stops at its first solution."));
    const QCommandLineOption fromOption(
        QStringLiteral("from"), tr("The first step drawn (default 0)."), QStringLiteral("A"));
    const QCommandLineOption toOption(QStringLiteral("to"),
                                      tr("The step after the last one drawn (default: see above)."),
                                      QStringLiteral("B"));
    parser.addOptions({algorithmOption, seedOption, firstOption, fromOption, toOption});
    const ExportOptionsParser options(ExportOptionsParser::Image |
                                      ExportOptionsParser::Decorations |
                                      ExportOptionsParser::Labels | ExportOptionsParser::Delay);
    options.addOptions(parser, tr("A .gif file, or a directory for numbered PNG frames."));
    if (!parseArguments(parser, args, io.out,
                        QStringLiteral("queenslab-cli animate N --algorithm NAME [--from A] "
                                       "[--to B] --output FILE.gif|DIR [options]")))
        return ExitOk;

    StepperOptions run;
    const QString nText = singlePositional(parser, QStringLiteral("N"));
    if (!parser.isSet(algorithmOption))
        throw CliError::usage(
            tr("--algorithm is missing; choose one of: %1").arg(CliArguments::algorithmNames()));
    const Algorithm algorithm = CliArguments::algorithm(parser.value(algorithmOption));
    // The tighter of the search's limit and the drawing's (BoardImageRenderer::kMaxN).
    const int searchMaxN = StepperFactory::maxN(algorithm);
    run.n =
        searchMaxN <= BoardImageRenderer::kMaxN
            ? CliArguments::boardSize(
                  nText, searchMaxN,
                  tr("%1 search").arg(QString::fromUtf8(algorithmName(algorithm))))
            : CliArguments::boardSize(nText, BoardImageRenderer::kMaxN, QStringLiteral("animate"));
    if (parser.isSet(seedOption)) run.seed = CliArguments::seed(parser.value(seedOption));
    run.allSolutions = !parser.isSet(firstOption);
    if (const std::string why = StepperFactory::validate(algorithm, run); !why.empty())
        throw CliError::usage(QString::fromStdString(why));

    const std::uint64_t from = parser.isSet(fromOption)
                                   ? eventIndex(parser.value(fromOption), QStringLiteral("--from"))
                                   : 0;
    const bool toGiven = parser.isSet(toOption);
    const std::uint64_t to = toGiven ? eventIndex(parser.value(toOption), QStringLiteral("--to"))
                                     : from + kDefaultFrames;
    if (to <= from)
        throw CliError::usage(
            tr("--to must be greater than --from; got --from %1 --to %2").arg(from).arg(to));
    const auto maxFrames = static_cast<std::uint64_t>(AnimationExporter::kMaxFrames);
    if (to - from > maxFrames)
        throw CliError::usage(tr("steps %1 to %2 would be %3 frames; an animation has at most "
                                 "%4: choose a shorter range")
                                  .arg(from)
                                  .arg(to - 1)
                                  .arg(to - from)
                                  .arg(maxFrames));

    AnimationOptions animation;
    const QString given = options.outputPath(parser);
    const bool gif = AnimationExporter::isGif(given);
    // "frames/" names the directory "frames": without the trailing separator its parent is right.
    animation.output = gif ? given : QDir::cleanPath(given);
    animation.frame = options.imageOptions(parser, run.n);
    animation.delayMs = options.delayMs(parser);
    const QString& output = animation.output;
    const QFileInfo outputInfo(output);
    const bool createDirectory = !gif && !outputInfo.exists() && outputInfo.suffix().isEmpty();
    if (gif) {
        if (const QString why = ExportFile::precheck(output, {QStringLiteral("gif")});
            !why.isEmpty())
            throw CliError::usage(why);
        ExportOptionsParser::checkWritableFile(output);
    } else if (outputInfo.isDir() || createDirectory) {
        ExportOptionsParser::checkWritableDirectory(output);
    }

    // Replay the run up to `to`: events before `from` build the start board, the rest are kept.
    const InterruptGuard guard;
    const auto stepper = StepperFactory::create(algorithm, run);
    BoardState start(run.n);
    std::vector<StepEvent> events;
    events.reserve(static_cast<std::size_t>(to - from));
    std::uint64_t produced = 0;
    StepEvent e;
    while (produced < to && stepper->next(e)) {
        if (produced < from)
            start.apply(e);
        else
            events.push_back(e);
        ++produced;
        if (produced % 4096 == 0 && InterruptGuard::interrupted())
            ExportOptionsParser::failed(
                output, QString(), true,
                tr("replaying %1 of %2 steps (no frame written)").arg(produced).arg(to));
    }
    const QString algorithmText = QString::fromUtf8(algorithmName(algorithm));
    if (produced <= from || (toGiven && produced < to))
        throw CliError::usage(
            tr("the %1 run for N = %2 has %3 steps (0 to %4); --%5 %6 is beyond it")
                .arg(algorithmText)
                .arg(run.n)
                .arg(produced)
                .arg(produced - 1)
                .arg(produced <= from ? QStringLiteral("from") : QStringLiteral("to"))
                .arg(produced <= from ? from : to));

    if (createDirectory && !QDir().mkdir(output))
        throw CliError::usage(tr("cannot create the directory '%1'").arg(output));
    CreatedDirectory created(createDirectory ? output : QString());
    if (const QString why = AnimationExporter::validate(start, events, animation); !why.isEmpty())
        throw CliError::usage(why);
    int framesDone = 0;
    const ExportResult result = AnimationExporter::run(
        start, events, animation, [&framesDone](int done, int) { framesDone = done; },
        InterruptGuard::flag());
    if (!result.ok)
        ExportOptionsParser::failed(output, result.error, InterruptGuard::interrupted(),
                                    tr("%1 of %2 frames drawn").arg(framesDone).arg(events.size()));
    created.keep();

    const int frames = static_cast<int>(events.size());
    if (options.json(parser)) {
        qint64 bytes = 0;
        if (gif) {
            bytes = QFileInfo(output).size();
        } else {
            for (int k = 1; k <= frames; ++k)
                bytes +=
                    QFileInfo(QDir(output).filePath(AnimationExporter::frameFileName(k, frames)))
                        .size();
        }
        io.out.write(ExportOptionsParser::summaryLine(
            run.n, given, gif ? QStringLiteral("gif") : QStringLiteral("png"), bytes, frames));
    }
    return ExitOk;
}

}  // namespace queens::cli
