// bench_browser_memory: what the solutions browser holds for one N. Run it under
// `/usr/bin/time -v` and compare N = 12, 13 (eager: every row) with 14 (lazy: only what was
// shown).
//
//   bench_browser_memory N [--scroll-to-end]
//
// Opens a SolutionsBrowser (filter "All") with N, waits until its load ends and, with
// --scroll-to-end, scrolls its table to the bottom until no more rows come (each scroll loads
// one page, as a user dragging the scroll bar to the end would). Printed: rows held by the model,
// the model's own byte count (SolutionListModel::memoryBytes), the time taken and the process's
// peak resident size (getrusage). Use QT_QPA_PLATFORM=offscreen (or xvfb-run -a).
#include <sys/resource.h>

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QTableView>
#include <QTimer>
#include <cstdio>
#include <cstring>

#include "BenchClock.h"
#include "SolutionListModel.h"
#include "SolutionsBrowser.h"

namespace {

double peakRssMiB() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return static_cast<double>(u.ru_maxrss) / 1024.0;  // KiB on Linux
}

// Runs the event loop until the browser's load (or fetch) has ended.
void waitLoaded(SolutionsBrowser& b) {
    while (b.isLoading()) {
        QEventLoop loop;
        QObject::connect(&b, &SolutionsBrowser::loadingFinished, &loop, &QEventLoop::quit);
        QTimer::singleShot(1000, &loop, &QEventLoop::quit);
        loop.exec();
    }
}

}  // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    const int n = argc > 1 ? std::atoi(argv[1]) : 14;
    const bool scroll = argc > 2 && std::strcmp(argv[2], "--scroll-to-end") == 0;
    std::printf("bench_browser_memory N = %d%s, load average %s\n", n,
                scroll ? ", scrolled to the end" : "", queens::bench::loadAverage().c_str());
    const double baseline = peakRssMiB();
    QElapsedTimer clock;
    clock.start();
    SolutionsBrowser browser;
    browser.resize(900, 700);
    browser.show();
    browser.setN(n);
    waitLoaded(browser);
    const double loadSeconds = static_cast<double>(clock.nsecsElapsed()) * 1e-9;
    SolutionListModel* model = browser.model();
    int fetches = 0;
    if (scroll) {
        QTableView* view = browser.tableView();
        while (model->isFetchable()) {
            const int before = model->rowCount();
            view->scrollToBottom();
            QCoreApplication::processEvents();
            // The view asks when its scroll bar reaches a new end; ask if it did not.
            if (!browser.isLoading() && model->rowCount() == before) model->fetchMore({});
            waitLoaded(browser);
            if (model->rowCount() == before) break;  // nothing came
            ++fetches;
        }
    }
    const double totalSeconds = static_cast<double>(clock.nsecsElapsed()) * 1e-9;
    std::printf("rows held              %d (%d fetches)\n", model->rowCount(), fetches);
    std::printf("model memoryBytes      %.2f MiB\n",
                static_cast<double>(model->memoryBytes()) / (1 << 20));
    std::printf("load                   %.2f s (first rows), %.2f s in all\n", loadSeconds,
                totalSeconds);
    std::printf("peak RSS (getrusage)   %.1f MiB (%.1f MiB before the browser)\n", peakRssMiB(),
                baseline);
    return 0;
}
