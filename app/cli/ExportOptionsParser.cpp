#include "ExportOptionsParser.h"

#include <QCommandLineParser>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <string_view>

#include "CliArguments.h"
#include "CliError.h"
#include "InputReader.h"
#include "PlacementParser.h"
#include "PluralCount.h"
#include "SolutionEnumerator.h"

namespace queens::cli {

namespace {

std::vector<int> parsePlacement(const QByteArray& text, int n, const QString& source) {
    const auto parsed = PlacementParser::parse(
        std::string_view(text.constData(), static_cast<std::size_t>(text.size())), n);
    if (!parsed.ok())
        throw CliError::usage(QCoreApplication::translate("ExportOptionsParser", "%1: %2")
                                  .arg(source, QString::fromStdString(parsed.error)));
    return parsed.placement;
}

// A JSON string literal (quotes included) for `text`.
QByteArray jsonString(const QString& text) {
    QByteArray array = QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact);
    return array.mid(1, array.size() - 2);  // strip "[" and "]"
}

}  // namespace

ExportOptionsParser::ExportOptionsParser(unsigned groups)
    : groups_(groups),
      size_(QStringLiteral("size"),
            tr("Image width in pixels, from %1 to %2 (default %3); the height follows from the "
               "layout.")
                .arg(kMinSize)
                .arg(kMaxSize)
                .arg(kDefaultSize),
            QStringLiteral("PX")),
      theme_(QStringLiteral("theme"), tr("Colours: light (default) or dark."),
             QStringLiteral("NAME")),
      transparent_(QStringLiteral("transparent"),
                   tr("Transparent background around the board (PNG and SVG only).")),
      attacks_(QStringLiteral("attacks"), tr("Hatch the empty squares a queen attacks.")),
      coordinates_(QStringLiteral("coordinates"),
                   tr("Labels along the edges: none (default), chess (a, b, ... and 1, 2, ... "
                      "from the bottom) or zero (0-based rows and columns)."),
                   QStringLiteral("STYLE")),
      registers_(QStringLiteral("registers"),
                 tr("Draw the bitmask registers of the next empty row beside the board.")),
      title_(QStringLiteral("title"), tr("A title above the board."), QStringLiteral("TEXT")),
      caption_(QStringLiteral("caption"), tr("A caption below the board."), QStringLiteral("TEXT")),
      paper_(QStringLiteral("paper"), tr("PDF paper size: a4 (default) or letter."),
             QStringLiteral("SIZE")),
      delay_(QStringLiteral("delay"),
             tr("Time each frame is shown, in milliseconds, from %1 to %2 (default %3; a GIF "
                "stores hundredths of a second).")
                 .arg(kMinDelayMs)
                 .arg(kMaxDelayMs)
                 .arg(kDefaultDelayMs),
             QStringLiteral("MS")),
      placement_(QStringLiteral("placement"),
                 tr("The board: the 0-based column of each row, e.g. \"1 3 0 2\" (\".\" for an "
                    "empty row)."),
                 QStringLiteral("COLUMNS")),
      solution_(QStringLiteral("solution"),
                tr("The board: the K-th solution of N (1-based, in lexicographic order)."),
                QStringLiteral("K")),
      input_(QStringLiteral("input"),
             tr("The board: read from FILE, as `verify` reads it (- for standard input)."),
             QStringLiteral("FILE")),
      output_(QStringLiteral("output"), QString(), QStringLiteral("FILE")),
      json_(QStringLiteral("json"),
            tr("Print {\"n\",\"output\",\"format\",\"bytes\"} as one JSON line.")) {}

void ExportOptionsParser::addOptions(QCommandLineParser& parser, const QString& outputHelp) const {
    if (groups_ & Placement) parser.addOptions({placement_, solution_, input_});
    QCommandLineOption output = output_;
    output.setDescription(outputHelp);
    parser.addOption(output);
    if (groups_ & Image) parser.addOptions({size_, theme_});
    if (groups_ & Transparent) parser.addOption(transparent_);
    if (groups_ & Decorations) parser.addOptions({attacks_, coordinates_, registers_});
    if (groups_ & Labels) parser.addOptions({title_, caption_});
    if (groups_ & Paper) parser.addOption(paper_);
    if (groups_ & Delay) parser.addOption(delay_);
    parser.addOption(json_);
}

bool ExportOptionsParser::isSet(const QCommandLineParser& parser, Group group) const {
    switch (group) {
        case Transparent:
            return parser.isSet(transparent_);
        case Paper:
            return parser.isSet(paper_);
        case Delay:
            return parser.isSet(delay_);
        case Image:
            return parser.isSet(size_) || parser.isSet(theme_);
        case Decorations:
            return parser.isSet(attacks_) || parser.isSet(coordinates_) || parser.isSet(registers_);
        case Labels:
            return parser.isSet(title_) || parser.isSet(caption_);
        case Placement:
            return parser.isSet(placement_) || parser.isSet(solution_) || parser.isSet(input_);
    }
    return false;
}

bool ExportOptionsParser::json(const QCommandLineParser& parser) const {
    return parser.isSet(json_);
}

QString ExportOptionsParser::outputPath(const QCommandLineParser& parser) const {
    if (!parser.isSet(output_)) throw CliError::usage(tr("--output FILE is missing"));
    const QString path = parser.value(output_);
    if (path.isEmpty() || path == QLatin1String("-"))
        throw CliError::usage(tr("--output must name a file; got '%1'").arg(path));
    return path;
}

QString ExportOptionsParser::outputFilePath(const QCommandLineParser& parser) const {
    const QString path = outputPath(parser);
    if (QFileInfo(path).isDir())
        throw CliError::usage(
            tr("cannot write '%1': it is a folder; --output needs a file name").arg(path));
    return path;
}

BoardImageOptions ExportOptionsParser::imageOptions(const QCommandLineParser& parser, int n) const {
    BoardImageOptions o;
    o.n = n;
    o.placement.assign(static_cast<std::size_t>(n), -1);
    o.width = kDefaultSize;
    if ((groups_ & Image) && parser.isSet(size_)) o.width = imageWidth(parser.value(size_));
    if ((groups_ & Image) && parser.isSet(theme_)) o.theme = theme(parser.value(theme_));
    if (groups_ & Transparent) o.transparent = parser.isSet(transparent_);
    if (groups_ & Decorations) {
        o.attacks = parser.isSet(attacks_);
        o.registers = parser.isSet(registers_);
        if (parser.isSet(coordinates_)) o.coordinates = coordinates(parser.value(coordinates_));
    }
    if (groups_ & Labels) {
        o.title = parser.value(title_);
        o.caption = parser.value(caption_);
    }
    return o;
}

PaperSize ExportOptionsParser::paper(const QCommandLineParser& parser) const {
    return (groups_ & Paper) && parser.isSet(paper_) ? paperSize(parser.value(paper_))
                                                     : PaperSize::A4;
}

int ExportOptionsParser::delayMs(const QCommandLineParser& parser) const {
    return (groups_ & Delay) && parser.isSet(delay_) ? delay(parser.value(delay_))
                                                     : kDefaultDelayMs;
}

std::vector<int> ExportOptionsParser::placement(const QCommandLineParser& parser, int n,
                                                QIODevice& in) const {
    QStringList given;
    for (const QCommandLineOption* o : {&placement_, &solution_, &input_})
        if (parser.isSet(*o)) given << QStringLiteral("--") + o->names().constFirst();
    if (given.isEmpty())
        throw CliError::usage(tr("no board given; use --placement, --solution or --input"));
    if (given.size() > 1)
        throw CliError::usage(tr("give the board only once; got %1").arg(given.join(u", ")));
    if (parser.isSet(placement_))
        return parsePlacement(parser.value(placement_).toUtf8(), n, QStringLiteral("--placement"));
    if (parser.isSet(input_)) {
        const QString path = parser.value(input_);
        return parsePlacement(InputReader::read(path, in), n, InputReader::displayName(path));
    }
    const std::uint64_t k =
        CliArguments::positiveCount(parser.value(solution_), QStringLiteral("--solution"));
    return solutionNumber(n, k);
}

int ExportOptionsParser::imageWidth(const QString& text) {
    const std::uint64_t v = [&] {
        try {
            return CliArguments::positiveCount(text, QStringLiteral("--size"));
        } catch (const CliError&) {
            return std::uint64_t{0};
        }
    }();
    if (v < static_cast<std::uint64_t>(kMinSize) || v > static_cast<std::uint64_t>(kMaxSize))
        throw CliError::usage(tr("--size must be from %1 to %2 pixels; got '%3'")
                                  .arg(kMinSize)
                                  .arg(kMaxSize)
                                  .arg(text));
    return static_cast<int>(v);
}

ImageTheme ExportOptionsParser::theme(const QString& text) {
    if (text.compare(QLatin1String("light"), Qt::CaseInsensitive) == 0) return ImageTheme::Light;
    if (text.compare(QLatin1String("dark"), Qt::CaseInsensitive) == 0) return ImageTheme::Dark;
    throw CliError::usage(tr("unknown theme '%1'; choose light or dark").arg(text));
}

Coordinates ExportOptionsParser::coordinates(const QString& text) {
    if (text.compare(QLatin1String("none"), Qt::CaseInsensitive) == 0) return Coordinates::None;
    if (text.compare(QLatin1String("chess"), Qt::CaseInsensitive) == 0) return Coordinates::Chess;
    if (text.compare(QLatin1String("zero"), Qt::CaseInsensitive) == 0)
        return Coordinates::ZeroBased;
    throw CliError::usage(tr("unknown coordinates '%1'; choose none, chess or zero").arg(text));
}

PaperSize ExportOptionsParser::paperSize(const QString& text) {
    if (text.compare(QLatin1String("a4"), Qt::CaseInsensitive) == 0) return PaperSize::A4;
    if (text.compare(QLatin1String("letter"), Qt::CaseInsensitive) == 0) return PaperSize::Letter;
    throw CliError::usage(tr("unknown paper size '%1'; choose a4 or letter").arg(text));
}

int ExportOptionsParser::delay(const QString& text) {
    std::uint64_t v = 0;
    try {
        v = CliArguments::positiveCount(text, QStringLiteral("--delay"));
    } catch (const CliError&) {
        v = 0;
    }
    if (v < static_cast<std::uint64_t>(kMinDelayMs) || v > static_cast<std::uint64_t>(kMaxDelayMs))
        throw CliError::usage(tr("--delay must be from %1 to %2 milliseconds; got '%3'")
                                  .arg(kMinDelayMs)
                                  .arg(kMaxDelayMs)
                                  .arg(text));
    return static_cast<int>(v);
}

bool ExportOptionsParser::onOff(const QString& text, const QString& option) {
    if (text.compare(QLatin1String("on"), Qt::CaseInsensitive) == 0) return true;
    if (text.compare(QLatin1String("off"), Qt::CaseInsensitive) == 0) return false;
    throw CliError::usage(tr("%1 must be on or off; got '%2'").arg(option, text));
}

std::vector<int> ExportOptionsParser::solutionNumber(int n, std::uint64_t k) {
    if (n > SolutionEnumerator::kMaxN)
        throw CliError::usage(
            tr("--solution supports N from 1 to %1; got %2").arg(SolutionEnumerator::kMaxN).arg(n));
    if (k > kMaxSolutionIndex)
        throw CliError::usage(
            tr("--solution supports K up to %1; got %2").arg(kMaxSolutionIndex).arg(k));
    std::vector<int> found;
    std::uint64_t seen = 0;
    SolutionEnumerator enumerator(n);
    enumerator.enumerate([&](std::span<const int> p) {
        if (++seen < k) return true;
        found.assign(p.begin(), p.end());
        return false;
    });
    if (found.empty()) {
        if (seen == 0)
            throw CliError::usage(
                tr("N = %1 has no solution; --solution %2 does not exist").arg(n).arg(k));
        throw CliError::usage(tr("N = %1 has %2 solution(s); --solution %3 is beyond them",
                                 "%2 is at least 1", PluralCount::of(seen))
                                  .arg(n)
                                  .arg(seen)
                                  .arg(k));
    }
    return found;
}

void ExportOptionsParser::checkWritableFile(const QString& path) {
    const QFileInfo info(path);
    if (info.isDir()) throw CliError::usage(tr("cannot write '%1': it is a directory").arg(path));
    if (!info.absoluteDir().exists())
        throw CliError::usage(tr("cannot write '%1': the directory '%2' does not exist")
                                  .arg(path, QDir::toNativeSeparators(info.absolutePath())));
    // The writers replace the file through a temporary one beside it: try to create that.
    QSaveFile probe(path);
    if (!probe.open(QIODevice::WriteOnly))
        throw CliError::usage(tr("cannot write '%1': %2").arg(path, probe.errorString()));
    probe.cancelWriting();  // the destructor removes the temporary file
}

void ExportOptionsParser::checkWritableDirectory(const QString& path) {
    const QFileInfo info(path);
    if (info.exists() && !info.isDir())
        throw CliError::usage(
            tr("cannot write frames into '%1': it is a file, not a directory").arg(path));
    if (!info.absoluteDir().exists()) {
        // A parent that is a regular file is "not a directory", not a missing one.
        for (QFileInfo up(info.absolutePath()); up.absoluteFilePath() != up.absolutePath();
             up = QFileInfo(up.absolutePath())) {
            if (!up.exists()) continue;
            if (!up.isDir())
                throw CliError::usage(tr("cannot write '%1': '%2' is a file, not a directory")
                                          .arg(path, QDir::toNativeSeparators(up.filePath())));
            break;
        }
        throw CliError::usage(tr("cannot write '%1': the directory '%2' does not exist")
                                  .arg(path, QDir::toNativeSeparators(info.absolutePath())));
    }
    // A frame file must be creatable inside `path` if it exists, else beside it.
    const QString where = info.isDir() ? path : info.absolutePath();
    QSaveFile probe(QDir(where).filePath(QStringLiteral("frame-0001.png")));
    if (!probe.open(QIODevice::WriteOnly))
        throw CliError::usage(tr("cannot write into '%1': %2").arg(where, probe.errorString()));
    probe.cancelWriting();
}

void ExportOptionsParser::writeFailed(const QString& path, const QString& reason) {
    throw CliError(kExitWriteFailed,
                   reason.isEmpty() ? tr("writing '%1' failed").arg(path) : reason);
}

void ExportOptionsParser::failed(const QString& path, const QString& reason, bool interrupted,
                                 const QString& done) {
    if (interrupted) throw CliError(kExitInterrupted, interruptedMessage(path, done));
    writeFailed(path, reason);
}

QString ExportOptionsParser::interruptedMessage(const QString& path, const QString& done) {
    if (done.isEmpty()) return tr("interrupted; nothing was written to '%1'").arg(path);
    return tr("interrupted after %1; nothing was written to '%2'").arg(done, path);
}

QByteArray ExportOptionsParser::summaryLine(int n, const QString& output, const QString& format,
                                            qint64 bytes, int frames) {
    QByteArray line = "{\"n\":" + QByteArray::number(n) + ",\"output\":" + jsonString(output) +
                      ",\"format\":" + jsonString(format) +
                      ",\"bytes\":" + QByteArray::number(bytes);
    if (frames >= 0) line += ",\"frames\":" + QByteArray::number(frames);
    line += "}\n";
    return line;
}

qint64 ExportOptionsParser::bytesOf(const QString& path) {
    const QFileInfo info(path);
    if (!info.isDir()) return info.size();
    qint64 total = 0;
    QDirIterator it(path, QDir::Files | QDir::Hidden);
    while (it.hasNext()) total += QFileInfo(it.next()).size();
    return total;
}

}  // namespace queens::cli
