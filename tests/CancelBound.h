#pragma once
// CancelBound: the latency bound of the cancellation tests (issue 7, "Cancellation and
// shutdown"): every long job must stop within kDefaultMs of the cancel request, measured from
// the request to the job's return / finished signal, the worst of kRepeats runs.
//
// QUEENSLAB_CANCEL_BOUND_MS=<ms> widens (or narrows) the bound: the sanitizer runs in CI set it
// (e.g. 500), since ASan and TSan slow the jobs down 2 to 10 times on a loaded machine. The
// tests never skip: they assert against the bound in force and print every latency measured.
// Header-only and pure C++ (no Qt), so that every test layer can use it.
#include <cstdlib>
#include <string>

namespace queens::testing {

struct CancelBound {
    static constexpr long kDefaultMs = 50;
    static constexpr int kRepeats = 5;

    // Known exceptions, each named and printed by the test that uses it (never applied
    // silently): the bound for such a job is max(ms(), allowance).
    // Three of them concern HandoutWriter and BoardExporter called in-process
    // (tests/render/test_render_cancel_latency): Qt's vector writers cannot be abandoned. The
    // user's jobs do not wait for them: the GUI writes SVG, PDF and the handout in a
    // queenslab-cli child process that a cancel kills (app/gui/export/ExportProcess.h; measured in
    // test_gui_cancel_latency against the plain bound), and the CLI's export and handout end the
    // process on Ctrl-C (app/cli/InterruptExit.h; test_cli_interrupt, plain bound).
    // - A cancelled PDF handout still closes its QPdfWriter: Qt has no way to abandon a PDF, and
    //   QPdfEngine::end() subsets and embeds the fonts (about 60 to 130 ms in Release here).
    static constexpr long kPdfCloseAllowanceMs = 300;
    // - A PNG frame is encoded by Qt's PNG writer, which can only be stopped at its ~8 KB output
    //   chunks (AnimationExporter's CancellableBuffer): 50 to 140 ms measured through
    //   queenslab-cli at 1024 px on the loaded 2-core machine (about 30 ms in-process).
    static constexpr long kPngEncodeAllowanceMs = 250;
    // - A cancelled SVG or PDF board image still ends its QPainter: QSvgGenerator writes out and
    //   QPdfWriter compresses everything drawn so far, which Qt keeps in memory until then, so
    //   the latency grows with how far the drawing got. At N = 1000 with the attacked squares
    //   hatched (13 s to draw as SVG, 54 s as PDF; an 8 x 8 board takes a few ms in all):
    //   SVG 0.1 to 0.6 s when cancelled 0.9 to 4.4 s in; PDF 0.4 to 1.8 s when cancelled 0.1
    //   to 0.5 s in, about 3.5 times the drawing done (QPdfWriter does most of its work when the
    //   page ends), so a PDF cancelled late takes tens of seconds. Release, the loaded 2-core
    //   machine. The test cancels at those points only.
    static constexpr long kSvgCloseAllowanceMs = 1500;
    static constexpr long kPdfBoardCloseAllowanceMs = 3000;

    // The bound in milliseconds: QUEENSLAB_CANCEL_BOUND_MS when it is a positive integer,
    // otherwise kDefaultMs.
    static long ms() {
        const char* text = std::getenv("QUEENSLAB_CANCEL_BOUND_MS");
        if (text == nullptr || *text == '\0') return kDefaultMs;
        try {
            std::size_t used = 0;
            const long value = std::stol(text, &used);
            return used == std::string(text).size() && value > 0 ? value : kDefaultMs;
        } catch (...) {
            return kDefaultMs;
        }
    }

    // The bound for a job with a known allowance (0: none).
    static long msWith(long allowanceMs) { return ms() > allowanceMs ? ms() : allowanceMs; }
};

}  // namespace queens::testing
