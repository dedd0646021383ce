#pragma once
// `queenslab-cli handout N --output FILE.pdf [--paper a4|letter] [--json]`
//
// Writes the printable PDF of HandoutWriter: page 1 a table of the solution counts for
// n = 1..N, then every fundamental solution of N as a small captioned board (N <= 12,
// HandoutWriter::kMaxN; pageCount = 1 + ceil(fundamental / boardsPerPage)).
//
// Exit codes: 0 written (silent unless --json: {"n","output","format":"pdf","bytes"});
// 2 bad usage or input (N, a name not ending in .pdf, the paper, an output folder that is
// missing or where no file can be created); 2 also when the write fails after those checks (a full
// disk); 130 Ctrl-C. Nothing is left at the path after any failure.
// Ctrl-C (InterruptGuard, polled by HandoutWriter per solution and per board; InterruptExit
// ends the process, since a PDF cannot be abandoned once begun): "interrupted after 40 of 1787
// boards drawn; nothing was written to ...".
//
// Contract: parse() turns the arguments into Options, with every exit-2 check made before
// anything is written; write() writes the PDF, reporting each step to a callback; run() prints
// the --progress lines and the --json summary.
#include <QString>
#include <functional>
#include <optional>

#include "BoardExporter.h"
#include "CliCommand.h"

namespace queens::cli {

class HandoutCommand final : public CliCommand {
    Q_DECLARE_TR_FUNCTIONS(HandoutCommand)
public:
    QString name() const override { return QStringLiteral("handout"); }
    QString summary() const override;
    struct Options {
        int n = 0;
        QString output;
        PaperSize paper{};
        bool progress = false;
        bool json = false;
    };
    // Step `done` of `total`: page 1, then each board.
    using Progress = std::function<void(int done, int total)>;

    int run(const QStringList& args, CliIo& io) override;

private:
    // Nothing when --help was answered; throws CliError (exit 2) for bad arguments.
    std::optional<Options> parse(const QStringList& args, QIODevice& out) const;
    // Writes the PDF; throws exit 2 when the write fails, ends the process on Ctrl-C.
    static void write(const Options& options, const Progress& onProgress);
};

}  // namespace queens::cli
