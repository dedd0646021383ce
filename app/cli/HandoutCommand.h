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
// Ctrl-C (InterruptGuard, polled by HandoutWriter per solution and per board): "interrupted
// after 40 of 1787 boards drawn; nothing was written to ..."; closing the PDF still takes
// about 0.1 s (QPdfWriter embeds the fonts even for a discarded file).
#include "CliCommand.h"

namespace queens::cli {

class HandoutCommand final : public CliCommand {
    Q_DECLARE_TR_FUNCTIONS(HandoutCommand)
public:
    QString name() const override { return QStringLiteral("handout"); }
    QString summary() const override;
    int run(const QStringList& args, CliIo& io) override;
};

}  // namespace queens::cli
