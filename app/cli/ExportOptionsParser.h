#pragma once
// ExportOptionsParser: what `export`, `handout` and `animate` share — their options, the strict
// parsing of the option values, the board to draw (--placement / --solution / --input), the
// checks of the output path, and the --json summary line.
// Contract
// - The constructor picks the option groups of one command; addOptions() adds them to the
//   command's QCommandLineParser together with --output FILE and --json.
// - Every getter and check throws CliError with exit code 2 and a one-line reason that names the
//   option and the offending text. The output probes leave nothing behind.
// - A write that fails after the checks (a full disk) also exits with 2 (writeFailed()), never 1,
//   which means "the answer is no"; after Ctrl-C, failed() exits with 130 and says how far the
//   writer got.
#include <QCommandLineOption>
#include <QCoreApplication>
#include <QString>
#include <atomic>
#include <cstdint>
#include <vector>

#include "BoardExporter.h"
#include "BoardImageRenderer.h"
#include "CliError.h"

class QCommandLineParser;
class QIODevice;

namespace queens::cli {

class ExportOptionsParser {
    Q_DECLARE_TR_FUNCTIONS(ExportOptionsParser)
public:
    enum Group : unsigned {
        Image = 1u << 0,        // --size PX, --theme light|dark
        Decorations = 1u << 1,  // --attacks, --coordinates none|chess|zero, --registers
        Labels = 1u << 2,       // --title TEXT, --caption TEXT
        Transparent = 1u << 3,  // --transparent
        Paper = 1u << 4,        // --paper a4|letter
        Delay = 1u << 5,        // --delay MS
        Placement = 1u << 6,    // --placement TEXT | --solution K | --input FILE
    };

    static constexpr int kDefaultSize = 1024;
    static constexpr int kMinSize = BoardImageRenderer::kMinWidth;
    static constexpr int kMaxSize = BoardImageRenderer::kMaxWidth;
    static constexpr int kDefaultDelayMs = 200;
    static constexpr int kMinDelayMs = 20;  // GifWriter's floor (GIF counts 1/100 s)
    static constexpr int kMaxDelayMs = 60000;
    // --solution K enumerates K solutions, so K is capped here.
    static constexpr std::uint64_t kMaxSolutionIndex = 100'000'000;
    // Exit code of a write that failed after the output path passed its checks (disk full):
    // CliError's "bad usage or input" code 2, which covers "cannot write the output".
    static constexpr int kExitWriteFailed = ExitUsage;
    static constexpr int kExitInterrupted = 130;  // InterruptGuard::kExitInterrupted

    explicit ExportOptionsParser(unsigned groups);

    // Adds the options of the groups, then --output FILE (described by `outputHelp`) and --json.
    void addOptions(QCommandLineParser& parser, const QString& outputHelp) const;

    bool isSet(const QCommandLineParser& parser, Group group) const;
    bool json(const QCommandLineParser& parser) const;
    // The --output path; refuses a missing one and "-" (images do not go to standard output).
    QString outputPath(const QCommandLineParser& parser) const;
    // outputPath() for a command that writes one file: also refuses an existing directory
    // (before its name is read as a file type).
    QString outputFilePath(const QCommandLineParser& parser) const;
    // n, width, theme, transparent, attacks, coordinates, registers, title, caption (the
    // placement stays empty); defaults for the options of groups not chosen.
    BoardImageOptions imageOptions(const QCommandLineParser& parser, int n) const;
    PaperSize paper(const QCommandLineParser& parser) const;
    int delayMs(const QCommandLineParser& parser) const;
    // Exactly one of --placement, --solution, --input; the placement has n entries (-1 for an
    // empty row, written "." or "-"). Any well-formed board is accepted, solution or not.
    std::vector<int> placement(const QCommandLineParser& parser, int n, QIODevice& in) const;

    static int imageWidth(const QString& text);
    static ImageTheme theme(const QString& text);
    static Coordinates coordinates(const QString& text);
    static PaperSize paperSize(const QString& text);
    static int delay(const QString& text);
    // "on" -> true, "off" -> false (any case); anything else is refused, naming `option`.
    static bool onOff(const QString& text, const QString& option);
    // The k-th solution of n (1-based, lexicographic order, SolutionEnumerator stopped early);
    // refuses k beyond the number of solutions, naming that number.
    static std::vector<int> solutionNumber(int n, std::uint64_t k);

    static void checkWritableFile(const QString& path);
    // `path` will become a directory (of animation frames): its parent must exist and be
    // writable, and `path` must not be a file.
    static void checkWritableDirectory(const QString& path);
    // Throws exit code 2 (kExitWriteFailed) with `reason` (or a generic line naming `path`
    // when it is empty).
    [[noreturn]] static void writeFailed(const QString& path, const QString& reason);
    // A writer's failure: after Ctrl-C exit 130, otherwise writeFailed(). `done` (e.g. "12 of
    // 500 frames"), when given, says in the interrupted message how far the writer got.
    [[noreturn]] static void failed(const QString& path, const QString& reason, bool interrupted,
                                    const QString& done = QString());
    // The line failed() prints after Ctrl-C (also InterruptExit's, for the vector writers).
    static QString interruptedMessage(const QString& path, const QString& done = QString());

    // {"n":N,"output":"...","format":"png","bytes":B} (+ "frames":F when frames >= 0) and '\n'.
    static QByteArray summaryLine(int n, const QString& output, const QString& format, qint64 bytes,
                                  int frames = -1);
    // Bytes of a file, or of the files directly inside a directory.
    static qint64 bytesOf(const QString& path);

private:
    unsigned groups_;
    QCommandLineOption size_, theme_, transparent_, attacks_, coordinates_, registers_, title_,
        caption_, paper_, delay_, placement_, solution_, input_, output_, json_;
};

}  // namespace queens::cli
