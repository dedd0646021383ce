#pragma once
// `queenslab-cli export N (--placement "1 3 0 2" | --solution K | --input FILE)
//      --output FILE.png|.svg|.pdf [--size PX] [--theme light|dark] [--transparent] [--attacks]
//      [--coordinates none|chess|zero] [--registers] [--title TEXT] [--caption TEXT]
//      [--paper a4|letter] [--json]`
//
// Draws one board with BoardImageRenderer and writes it with BoardExporter, the format chosen by
// the extension (any case). The GUI's export goes the same way, so equal options and size give
// identical PNG pixels. Any well-formed board is drawn: partial ("." rows) or attacking
// placements too (with --attacks they show what attacks what).
//
// Exit codes: 0 written (nothing on stdout unless --json: one line {"n","output","format",
// "bytes"}); 2 bad usage or input, checked before anything is written: N, the options, the
// board, the extension, a --transparent PDF, --paper for PNG/SVG, an output folder that is
// missing or where no file can be created; 2 also when the write fails after those checks (a full
// disk). Nothing is left at the path on any failure (ExportFile: temporary file + rename).
// Ctrl-C (InterruptGuard) while the board is drawn or written: exit 130, one line on stderr
// ("interrupted; nothing was written to 'FILE'"), nothing left at the path and a file that was
// there unchanged (BoardExporter::write polls the flag; test_cli_interrupt times it).
//
// Contract: parse() turns the arguments (and --input's file) into Options, with every exit-2
// check made before anything is written; write() draws and writes the file; run() prints the
// --json summary of what was written.
#include <QString>
#include <optional>

#include "BoardExporter.h"
#include "BoardImageRenderer.h"
#include "CliCommand.h"

class QCommandLineParser;

namespace queens::cli {

class ExportOptionsParser;

class ExportCommand final : public CliCommand {
    Q_DECLARE_TR_FUNCTIONS(ExportCommand)
public:
    QString name() const override { return QStringLiteral("export"); }
    QString summary() const override;
    struct Options {
        int n = 0;
        QString output;
        QString format;  // "png", "svg" or "pdf", from the output's extension
        BoardImageOptions image;
        PaperSize paper{};
        bool json = false;
    };

    int run(const QStringList& args, CliIo& io) override;

private:
    // Nothing when --help was answered; throws CliError (exit 2) for bad arguments or input.
    std::optional<Options> parse(const QStringList& args, CliIo& io) const;
    Options read(const QCommandLineParser& parser, const ExportOptionsParser& given,
                 QIODevice& in) const;
    // Writes the file; throws exit 2 when the write fails, ends the process on Ctrl-C.
    static void write(const Options& options);
};

}  // namespace queens::cli
