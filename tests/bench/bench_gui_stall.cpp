// bench_gui_stall: how long the GUI thread can be busy while a search plays "as fast as possible".
//
// It opens the real MainWindow, poses a problem through the widgets (as a user would), sets the
// speed slider to "max", presses Play and, for the given number of seconds, lets a 1 ms probe
// timer fire on the GUI thread. The gap between two probe firings is how long the event loop
// could not serve anything else (input, painting, the probe): a stall. Printed per scenario:
// the largest gap, the 99.9th percentile, how many gaps exceeded 16 ms (one frame at 60 Hz),
// how far playback got, the timeline's memory, and the process's peak resident memory.
//
// The stall of the problem change itself (building the new, empty run) is measured separately:
// it is the time setN()/selectAlgorithm() take on the GUI thread.
//
// Usage: bench_gui_stall [SECONDS] [SCENARIO...]
//   scenarios: bitmask16 (bitmask N = 16, all solutions), minconflicts1e6 and minconflicts1e7
//   (min-conflicts N = 10^6 or 10^7, seed 1; 10^7 is skipped if Limits::kMaxAnimatedN
//   is smaller, see docs/performance.md, "Memory"). Run it with a real X display (xvfb-run -a) or
//   QT_QPA_PLATFORM=offscreen.
#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QMap>
#include <QThread>
#include <QTimer>
#include <algorithm>
#include <cctype>
#include <cstdio>
#include <string>
#include <vector>

#include "MainWindow.h"
#include "MainWindowDriver.h"
#include "PlaybackController.h"
#include "Timeline.h"

namespace {

// Times every event the GUI thread handles, to name the slowest handlers of a scenario.
class TimedApplication : public QApplication {
public:
    using QApplication::QApplication;
    struct Slowest {
        double ms = 0;
        QString what;
    };
    bool notify(QObject* receiver, QEvent* event) override {
        // Only the GUI thread's events (the worker's thread calls notify() too).
        if (QThread::currentThread() != thread()) return QApplication::notify(receiver, event);
        if (event->type() == QEvent::LayoutRequest)
            ++layoutRequests[QStringLiteral("%1 %2").arg(
                QString::fromLatin1(receiver->metaObject()->className()), receiver->objectName())];
        if (depth_++ > 0) {
            // Inside another handler: only paint events are timed (which widget paints slowly).
            if (event->type() != QEvent::Paint) {
                const bool r = QApplication::notify(receiver, event);
                --depth_;
                return r;
            }
            QElapsedTimer t;
            t.start();
            const char* cls = receiver->metaObject()->className();
            const bool r = QApplication::notify(receiver, event);
            --depth_;
            const double ms = static_cast<double>(t.nsecsElapsed()) / 1e6;
            if (ms > 2.0) paints.push_back({ms, QString::fromLatin1(cls)});
            return r;
        }
        QElapsedTimer t;
        t.start();
        const int type = event->type();
        // Read before delivery: a DeferredDelete event destroys its receiver.
        const char* cls = receiver->metaObject()->className();
        const QString name = receiver->objectName();
        const bool r = QApplication::notify(receiver, event);
        --depth_;
        const double ms = static_cast<double>(t.nsecsElapsed()) / 1e6;
        if (ms > 4.0) {
            const QString what =
                QStringLiteral("%1 %2 (event %3)").arg(QString::fromLatin1(cls), name).arg(type);
            slow.push_back({ms, what});
        }
        return r;
    }
    std::vector<Slowest> slow;
    std::vector<Slowest> paints;        // paint events over 2 ms, by widget class
    QMap<QString, int> layoutRequests;  // LayoutRequest events by receiver

private:
    int depth_ = 0;
};

long peakRssKiB() {
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly)) return -1;
    for (const QByteArray& line : f.readAll().split('\n')) {
        if (line.startsWith("VmHWM:")) return line.mid(6).trimmed().split(' ').first().toLong();
    }
    return -1;
}

struct Scenario {
    const char* name;
    queens::Algorithm algorithm;
    int n;
    bool all;
};

void spin(int ms) {
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < ms) QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
}

void run(MainWindow& window, const Scenario& s, int seconds) {
    MainWindowDriver driver(window);
    driver.trigger("playPauseAction");  // make sure we start paused: toggled back below if needed
    if (driver.playback().isPlaying()) driver.trigger("playPauseAction");

    QElapsedTimer change;
    change.start();
    driver.selectAlgorithm(s.algorithm);
    if (driver.nMaximum() < s.n) {  // the GUI does not offer this N (Limits::animatedMaxN)
        std::printf("%-16s skipped: the GUI offers N up to %d only\n", s.name, driver.nMaximum());
        return;
    }
    driver.setAllSolutions(s.all);
    driver.setN(s.n);
    const double changeMs = change.nsecsElapsed() / 1e6;
    spin(300);  // let the first batches arrive

    driver.setSpeedPosition(driver.speedMaximum());
    if (!driver.playback().isPlaying()) driver.trigger("playPauseAction");

    std::vector<double> gaps;
    gaps.reserve(static_cast<std::size_t>(seconds) * 1200);
    QElapsedTimer clock;
    clock.start();
    qint64 last = clock.nsecsElapsed();
    QTimer probe;
    probe.setTimerType(Qt::PreciseTimer);
    probe.setInterval(1);
    const PlaybackController& playback = driver.playback();
    double playedToEnd = -1;  // seconds after Play when the whole run had been played
    QObject::connect(&probe, &QTimer::timeout, [&] {
        const qint64 now = clock.nsecsElapsed();
        gaps.push_back(static_cast<double>(now - last) / 1e6);
        last = now;
        if (playedToEnd < 0 && playback.runFinished() && playback.cursor() == playback.recorded())
            playedToEnd = static_cast<double>(now) / 1e9;
    });
    auto* timed = static_cast<TimedApplication*>(QCoreApplication::instance());
    timed->slow.clear();
    timed->paints.clear();
    timed->layoutRequests.clear();
    probe.start();
    QEventLoop loop;
    QTimer::singleShot(seconds * 1000, &loop, &QEventLoop::quit);
    loop.exec();
    probe.stop();

    const PlaybackController& pb = driver.playback();
    std::vector<double> sorted = gaps;
    std::sort(sorted.begin(), sorted.end());
    const double maxGap = sorted.empty() ? 0.0 : sorted.back();
    const double p999 = sorted.empty() ? 0.0 : sorted[sorted.size() * 999 / 1000];
    const auto over = std::count_if(gaps.begin(), gaps.end(), [](double g) { return g > 16.0; });
    std::printf("%-16s %9.1f %9.2f %9.2f %7lld %8zu %14llu %14llu %9s %9.1f %9.1f\n", s.name,
                changeMs, maxGap, p999, static_cast<long long>(over), gaps.size(),
                static_cast<unsigned long long>(pb.cursor()),
                static_cast<unsigned long long>(pb.recorded()), pb.runFinished() ? "yes" : "no",
                static_cast<double>(pb.timeline().memoryUsed()) / (1 << 20),
                static_cast<double>(peakRssKiB()) / 1024.0);
    if (playedToEnd >= 0)
        std::printf("    the whole run was played %.1f s after Play\n", playedToEnd);
    // The handlers that took longest (over 4 ms), worst first.
    std::sort(timed->slow.begin(), timed->slow.end(),
              [](const auto& a, const auto& b) { return a.ms > b.ms; });
    for (std::size_t i = 0; i < std::min<std::size_t>(5, timed->slow.size()); ++i)
        std::printf("    slow handler %5.1f ms: %s\n", timed->slow[i].ms,
                    qPrintable(timed->slow[i].what));
    std::printf("    handlers over 4 ms: %zu\n", timed->slow.size());
    std::sort(timed->paints.begin(), timed->paints.end(),
              [](const auto& a, const auto& b) { return a.ms > b.ms; });
    for (std::size_t i = 0; i < std::min<std::size_t>(5, timed->paints.size()); ++i)
        std::printf("    slow paint %5.1f ms: %s\n", timed->paints[i].ms,
                    qPrintable(timed->paints[i].what));
    std::printf("    paints over 2 ms: %zu\n", timed->paints.size());
    for (auto it = timed->layoutRequests.cbegin(); it != timed->layoutRequests.cend(); ++it)
        std::printf("    layout requests: %5d %s\n", it.value(), qPrintable(it.key()));
    std::fflush(stdout);
    if (pb.isPlaying()) driver.trigger("playPauseAction");
}

}  // namespace

int main(int argc, char** argv) {
    TimedApplication app(argc, argv);
    int seconds = 10;
    std::vector<std::string> wanted;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (!arg.empty() && std::isdigit(static_cast<unsigned char>(arg[0])) != 0)
            seconds = std::max(1, std::stoi(arg));
        else
            wanted.push_back(arg);
    }
    const std::vector<Scenario> scenarios = {
        {"bitmask16", queens::Algorithm::Bitmask, 16, true},
        {"minconflicts1e6", queens::Algorithm::MinConflicts, 1'000'000, false},
        {"minconflicts1e7", queens::Algorithm::MinConflicts, 10'000'000, false},
    };

    MainWindow window;
    window.show();
    spin(500);
    std::printf("platform: %s, %d s per scenario, probe timer 1 ms\n",
                qPrintable(QGuiApplication::platformName()), seconds);
    std::printf("%-16s %9s %9s %9s %7s %8s %14s %14s %9s %9s %9s\n", "scenario", "switch_ms",
                "max_ms", "p99.9_ms", ">16ms", "probes", "played", "recorded", "finished", "tl_MiB",
                "peak_MiB");
    for (const Scenario& s : scenarios) {
        if (!wanted.empty() && std::find(wanted.begin(), wanted.end(), s.name) == wanted.end())
            continue;
        run(window, s, seconds);
    }
    return 0;
}
