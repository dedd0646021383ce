// bench_lesson_jump: how long a jump to a lesson's stop takes in the main window, from
// LessonController::goToStop() to its stopShown() (the board shows the stop's step), once the
// worker has recorded the stops (a lesson's run records its stops at once).
//
// It opens a lesson of the bitmask search, N = 15, all solutions, with stops spread over the
// first 10^7 events. First, right after the lesson opened, one "cold" jump to the last stop: the
// worker has only begun to record the run, so the jump waits (without blocking the window) until
// the step is recorded. Then, once every stop is recorded, it jumps between them in an order that
// goes forward and back, several rounds, and prints each jump's time, the median and the largest,
// against the goal (at most 200 ms), with the load average (a busy machine's figures are not
// comparable).
//
// Usage: bench_lesson_jump [ROUNDS]   (QT_QPA_PLATFORM=offscreen or a real display)
#include <QApplication>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <cstdio>
#include <vector>

#include "BenchClock.h"
#include "Lesson.h"
#include "LessonController.h"
#include "LessonFile.h"
#include "LessonHost.h"
#include "MainWindow.h"
#include "PlaybackController.h"

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    const int rounds = argc > 1 ? std::max(1, std::atoi(argv[1])) : 3;
    const std::vector<std::uint64_t> steps = {0,         1'000'000, 2'500'000, 4'000'000,
                                              6'000'000, 8'000'000, 9'999'000};
    Lesson lesson;
    lesson.title = LocalizedText::of(QStringLiteral("en"), QStringLiteral("Jumps"));
    lesson.algorithm = queens::Algorithm::Bitmask;
    lesson.options.n = 15;
    for (std::uint64_t s : steps) {
        LessonStop stop;
        stop.step = s;
        stop.title = LocalizedText::of(QStringLiteral("en"), QString::number(s));
        lesson.stops.push_back(stop);
    }
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("jumps.qlesson"));
    QString error;
    if (!LessonFile::write(lesson, path, &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    MainWindow window;
    window.show();
    LessonController* controller = window.lessons()->controller();
    QSignalSpy opened(controller, &LessonController::opened);
    window.lessons()->openLesson(path);
    if (!opened.wait(120000)) return 1;
    const PlaybackController* pb = window.playback();
    QSignalSpy shown(controller, &LessonController::stopShown);
    const int last = static_cast<int>(steps.size()) - 1;
    QElapsedTimer cold;
    cold.start();
    const std::uint64_t recordedAtRequest = pb->recorded();
    controller->goToStop(last);
    if (shown.isEmpty() && !shown.wait(60000)) return 1;
    const double coldMs = double(cold.nsecsElapsed()) / 1e6;
    if (!QTest::qWaitFor([&] { return pb->recorded() >= steps.back(); }, 120000)) return 1;
    std::printf("lesson jumps, bitmask N = 15, stops within the first %llu events; load %s\n",
                static_cast<unsigned long long>(steps.back()),
                queens::bench::loadAverage().c_str());
    std::printf("recorded %llu events, timeline %.0f MiB of %.0f MiB\n",
                static_cast<unsigned long long>(pb->recorded()),
                double(pb->timeline().memoryUsed()) / (1 << 20),
                double(pb->timeline().memoryBound()) / (1 << 20));
    std::printf(
        "cold jump to stop %d (step %llu) right after opening, %llu events recorded at "
        "the request: %.1f ms%s\n",
        last + 1, static_cast<unsigned long long>(steps.back()),
        static_cast<unsigned long long>(recordedAtRequest), coldMs,
        pb->cursor() == steps.back() || shown.count() > 0 ? "" : "  WRONG STEP");
    const int order[] = {6, 0, 3, 5, 1, 4, 2, 6, 1};
    std::vector<double> ms;
    for (int r = 0; r < rounds; ++r)
        for (int i : order) {
            shown.clear();
            QElapsedTimer clock;
            clock.start();
            controller->goToStop(i);
            if (shown.isEmpty() && !shown.wait(10000)) return 1;
            ms.push_back(double(clock.nsecsElapsed()) / 1e6);
            std::printf("  stop %d (step %llu): %.1f ms%s\n", i + 1,
                        static_cast<unsigned long long>(steps[std::size_t(i)]), ms.back(),
                        pb->cursor() == steps[std::size_t(i)] ? "" : "  WRONG STEP");
        }
    const double largest = *std::max_element(ms.begin(), ms.end());
    std::printf("jumps: %zu, median %.1f ms, largest %.1f ms (goal <= 200 ms: %s)\n", ms.size(),
                queens::bench::median(ms), largest, largest <= 200 ? "met" : "MISSED");
    std::printf("cold jump %.1f ms (goal <= 200 ms: %s)\n", coldMs,
                coldMs <= 200 ? "met" : "MISSED");
    return 0;
}
