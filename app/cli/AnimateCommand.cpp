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
#include "CreatedDirectory.h"
#include "ExportFile.h"
#include "ExportOptionsParser.h"
#include "InterruptGuard.h"
#include "CspOptionsParser.h"
#include "LocalSearchOptionsParser.h"
#include "StepperFactory.h"

namespace queens::cli {

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

void AnimateCommand::describe(QCommandLineParser& parser, const ExportOptionsParser& given) {
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
    parser.addOptions(
        {{{QStringLiteral("a"), QStringLiteral("algorithm")},
          tr("Search algorithm, one of: %1.").arg(CliArguments::algorithmNames()),
          QStringLiteral("NAME")},
         {QStringLiteral("seed"), tr("Random seed for min-conflicts (default 1)."),
          QStringLiteral("S")},
         {QStringLiteral("first"), tr("The search stops at its first solution.")},
         {QStringLiteral("from"), tr("The first step drawn (default 0)."), QStringLiteral("A")},
         {QStringLiteral("to"), tr("The step after the last one drawn (default: see above)."),
          QStringLiteral("B")},
         {QStringLiteral("step-number"),
          tr("\"Step k of m\" under each frame, numbered as the GUI numbers steps (the board "
             "after step A is step A+1; m is the number of steps replayed): on (default) or "
             "off."),
          QStringLiteral("on|off")},
         {QStringLiteral("step-caption"),
          tr("The sentence that describes the step under each frame, as the GUI shows it under "
             "the board, in the language of the locale: on (default) or off."),
          QStringLiteral("on|off")}});
    given.addOptions(parser, tr("A .gif file, or a directory for numbered PNG frames."));
    LocalSearchOptionsParser().addOptions(parser);
    CspOptionsParser().addOptions(parser);
}

std::optional<AnimateCommand::Options> AnimateCommand::parse(const QStringList& args,
                                                             QIODevice& out) const {
    QCommandLineParser parser;
    const ExportOptionsParser given(ExportOptionsParser::Image | ExportOptionsParser::Decorations |
                                    ExportOptionsParser::Labels | ExportOptionsParser::Delay);
    describe(parser, given);
    if (!parseArguments(parser, args, out,
                        QStringLiteral("queenslab-cli animate N --algorithm NAME [--from A] "
                                       "[--to B] --output FILE.gif|DIR [options]")))
        return std::nullopt;
    Options options;
    readRun(parser, options);
    readRange(parser, options);
    readOutput(parser, given, options);
    readCaptions(parser, options);
    options.json = given.json(parser);
    return options;
}

void AnimateCommand::readRun(const QCommandLineParser& parser, Options& options) const {
    const QString nText = singlePositional(parser, QStringLiteral("N"));
    if (!parser.isSet(QStringLiteral("algorithm")))
        throw CliError::usage(
            tr("--algorithm is missing; choose one of: %1").arg(CliArguments::algorithmNames()));
    const Algorithm algorithm = CliArguments::algorithm(parser.value(QStringLiteral("algorithm")));
    options.algorithm = algorithm;
    // The tighter of the search's limit and the drawing's (BoardImageRenderer::kMaxN).
    const int searchMaxN = StepperFactory::maxN(algorithm);
    options.stepper.n =
        searchMaxN <= BoardImageRenderer::kMaxN
            ? CliArguments::boardSize(
                  nText, searchMaxN,
                  tr("%1 search").arg(QString::fromUtf8(algorithmName(algorithm))))
            : CliArguments::boardSize(nText, BoardImageRenderer::kMaxN, QStringLiteral("animate"));
    if (parser.isSet(QStringLiteral("seed")))
        options.stepper.seed = CliArguments::seed(parser.value(QStringLiteral("seed")));
    options.stepper.allSolutions = !parser.isSet(QStringLiteral("first"));
    LocalSearchOptionsParser().read(parser, algorithm, options.stepper);
    CspOptionsParser().read(parser, algorithm, options.stepper);
    if (const std::string why = StepperFactory::validate(algorithm, options.stepper); !why.empty())
        throw CliError::usage(QString::fromStdString(why));
}

void AnimateCommand::readRange(const QCommandLineParser& parser, Options& options) {
    const std::uint64_t from =
        parser.isSet(QStringLiteral("from"))
            ? eventIndex(parser.value(QStringLiteral("from")), QStringLiteral("--from"))
            : 0;
    options.toGiven = parser.isSet(QStringLiteral("to"));
    const std::uint64_t to =
        options.toGiven ? eventIndex(parser.value(QStringLiteral("to")), QStringLiteral("--to"))
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
    options.from = from;
    options.to = to;
}

void AnimateCommand::readOutput(const QCommandLineParser& parser, const ExportOptionsParser& given,
                                Options& options) {
    AnimationOptions& animation = options.animation;
    options.given = given.outputPath(parser);
    options.gif = AnimationExporter::isGif(options.given);
    // "frames/" names the directory "frames": without the trailing separator its parent is right.
    animation.output = options.gif ? options.given : QDir::cleanPath(options.given);
    animation.frame = given.imageOptions(parser, options.stepper.n);
    animation.delayMs = given.delayMs(parser);
    const QString& output = animation.output;
    const QFileInfo outputInfo(output);
    options.createDirectory = !options.gif && !outputInfo.exists() && outputInfo.suffix().isEmpty();
    if (options.gif) {
        if (const QString why = ExportFile::precheck(output, {QStringLiteral("gif")});
            !why.isEmpty())
            throw CliError::usage(why);
        ExportOptionsParser::checkWritableFile(output);
    } else if (outputInfo.isDir() || options.createDirectory) {
        ExportOptionsParser::checkWritableDirectory(output);
    }
}

void AnimateCommand::readCaptions(const QCommandLineParser& parser, Options& options) {
    const auto onOff = [&parser](const QString& name) {
        return !parser.isSet(name) ||
               ExportOptionsParser::onOff(parser.value(name), QStringLiteral("--") + name);
    };
    options.animation.stepNumber = onOff(QStringLiteral("step-number"));
    options.animation.stepCaption = onOff(QStringLiteral("step-caption"));
    options.animation.firstStep = options.from + 1;
}

AnimateCommand::Replay AnimateCommand::replay(const Options& options) {
    // Events before `from` build the start board, the rest are kept.
    const std::uint64_t from = options.from;
    const std::uint64_t to = options.to;
    const auto stepper = StepperFactory::create(options.algorithm, options.stepper);
    Replay replay{BoardState(options.stepper.n), {}};
    replay.events.reserve(static_cast<std::size_t>(to - from));
    std::uint64_t produced = 0;
    StepEvent e;
    while (produced < to && stepper->next(e)) {
        if (produced < from)
            replay.start.apply(e);
        else
            replay.events.push_back(e);
        ++produced;
        if (produced % 4096 == 0 && InterruptGuard::interrupted())
            ExportOptionsParser::failed(
                options.animation.output, QString(), true,
                tr("replaying %1 of %2 steps (no frame written)").arg(produced).arg(to));
    }
    replay.steps = produced;
    if (produced <= from || (options.toGiven && produced < to))
        throw CliError::usage(
            tr("the %1 run for N = %2 has %3 steps (0 to %4); --%5 %6 is beyond it")
                .arg(QString::fromUtf8(algorithmName(options.algorithm)))
                .arg(options.stepper.n)
                .arg(produced)
                .arg(produced - 1)
                .arg(produced <= from ? QStringLiteral("from") : QStringLiteral("to"))
                .arg(produced <= from ? from : to));
    return replay;
}

void AnimateCommand::draw(const Options& options, const Replay& replay) {
    const QString& output = options.animation.output;
    if (options.createDirectory && !QDir().mkdir(output))
        throw CliError::usage(tr("cannot create the directory '%1'").arg(output));
    CreatedDirectory created(options.createDirectory ? output : QString());
    AnimationOptions animation = options.animation;
    animation.stepCount = replay.steps;
    if (const QString why = AnimationExporter::validate(replay.start, replay.events, animation);
        !why.isEmpty())
        throw CliError::usage(why);
    int framesDone = 0;
    const ExportResult result = AnimationExporter::run(
        replay.start, replay.events, animation, [&framesDone](int done, int) { framesDone = done; },
        InterruptGuard::flag());
    if (!result.ok)
        ExportOptionsParser::failed(
            output, result.error, InterruptGuard::interrupted(),
            tr("%1 of %2 frames drawn").arg(framesDone).arg(replay.events.size()));
    created.keep();
}

qint64 AnimateCommand::bytesWritten(const Options& options, int frames) {
    const QString& output = options.animation.output;
    if (options.gif) return QFileInfo(output).size();
    qint64 bytes = 0;
    for (int k = 1; k <= frames; ++k)
        bytes +=
            QFileInfo(QDir(output).filePath(AnimationExporter::frameFileName(k, frames))).size();
    return bytes;
}

int AnimateCommand::run(const QStringList& args, CliIo& io) {
    const std::optional<Options> options = parse(args, io.out);
    if (!options) return ExitOk;
    const InterruptGuard guard;
    const Replay range = replay(*options);
    draw(*options, range);
    if (options->json) {
        const int frames = static_cast<int>(range.events.size());
        io.out.write(ExportOptionsParser::summaryLine(
            options->stepper.n, options->given,
            options->gif ? QStringLiteral("gif") : QStringLiteral("png"),
            bytesWritten(*options, frames), frames));
    }
    return ExitOk;
}

}  // namespace queens::cli
