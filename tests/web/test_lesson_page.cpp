// The lesson web page (LessonPage) in headless Chromium, offline: it loads without a console
// error or a remote URL, and at sampled steps the queens, marks, caption, pseudo-code line and
// statistics it shows equal what the real main window shows at that step of the same run (the
// board, the caption under it, the pseudo-code view, AnimationExporter::marksFor for the current
// event, the statistics of the playback state). Fails, never skips, when chromium is missing.
// QUEENSLAB_KEEP_PAGES=DIR keeps the pages written, to look at.
#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <set>

#include "BoardArea.h"
#include "BoardWidget.h"
#include "CaptionLabel.h"
#include "HeadlessChromium.h"
#include "Lesson.h"
#include "LessonPage.h"
#include "LessonPageFixtures.h"
#include "MainWindow.h"
#include "MainWindowDriver.h"
#include "PageDom.h"
#include "PlaybackController.h"
#include "PseudocodeView.h"
#include "StepperFactory.h"
#include "TestProblems.h"
#include "TimelineScrubber.h"
#include "TranslationLoader.h"

using namespace lessonpagetest;
using queens::Algorithm;

class TestLessonPage : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void showsWhatTheAppShows_data();
    void showsWhatTheAppShows();
    void loadsOfflineWithoutErrors();
    void lessonTextStaysText();
    void otherAlgorithmsShowTheirRun_data();
    void otherAlgorithmsShowTheirRun();
    void bitmaskPageIsSmall();
    void largestPageLoads();
    void writesTheFile();
    void longRunKeepsWindowsAroundStops();
    void refusesWhatItCannotShow();
};

void TestLessonPage::initTestCase() {
    QVERIFY2(!HeadlessChromium::program().isEmpty(),
             "chromium is not installed: run ./setup.sh, which installs it");
}

void TestLessonPage::cleanup() {
    TranslationLoader::installLanguage(QStringLiteral("en"));
}

void TestLessonPage::showsWhatTheAppShows_data() {
    QTest::addColumn<int>("algorithm");
    QTest::addColumn<int>("n");
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("toTheEnd");
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        QTest::newRow(qPrintable(QStringLiteral("backtracking-6-") + language))
            << int(Algorithm::Backtracking) << 6 << language << false;
        QTest::newRow(qPrintable(QStringLiteral("bitmask-8-") + language))
            << int(Algorithm::Bitmask) << 8 << language << false;
    }
    // The last stop at the end of the run: the board shows the last solution, as the app does.
    QTest::newRow("backtracking-4-end-en") << int(Algorithm::Backtracking) << 4 << "en" << true;
}

// At sampled steps (0, every stop, the last, others at random) the page in Chromium shows what
// the main window shows at that step.
void TestLessonPage::showsWhatTheAppShows() {
    QFETCH(int, algorithm);
    QFETCH(int, n);
    QFETCH(QString, language);
    QFETCH(bool, toTheEnd);
    TranslationLoader::installLanguage(language);
    const auto a = static_cast<Algorithm>(algorithm);
    Lesson l = a == Algorithm::Bitmask ? lesson(a, n, {0, 150, 480, 1000}, false)
               : toTheEnd              ? lesson(a, n, {0, 9, 20, 30}, false)
                                       : lesson(a, n, {0, 23, 60}, true);
    if (toTheEnd) l.stops.back().step = runLength(l);
    const std::uint64_t last = l.lastStep();

    QString error;
    const QByteArray page = LessonPage::html(l, language, &error);
    QVERIFY2(!page.isEmpty(), qPrintable(error));
    QTemporaryDir dir;
    const QString path = writePage(page, dir,
                                   QStringLiteral("%1-%2-%3.html")
                                       .arg(QLatin1String(QTest::currentDataTag()))
                                       .arg(n)
                                       .arg(language));
    QVERIFY(!path.isEmpty());
    QVERIFY(page.contains(
        QStringLiteral("<html lang=\"%1\">").arg(LessonPage::htmlLanguage(language)).toUtf8()));

    std::set<std::uint64_t> samples{0, last};
    for (const LessonStop& s : l.stops) samples.insert(s.step);
    QRandomGenerator random(20261128u + quint32(algorithm * 100 + n));
    while (samples.size() < 10) samples.insert(random.bounded(quint64(last)));

    MainWindow window;
    MainWindowDriver driver(window);
    window.resize(1400, 900);
    window.show();
    QVERIFY(driver.selectAlgorithm(a));
    driver.setAllSolutions(true);
    driver.setN(n);
    const PlaybackController& pb = driver.playback();
    auto* scrubber = window.findChild<TimelineScrubber*>(QStringLiteral("timelineScrubber"));
    QVERIFY(scrubber != nullptr);
    QTRY_VERIFY_WITH_TIMEOUT(pb.recorded() >= last, TestProblems::kSolveTimeoutMs);

    for (std::uint64_t k : samples) {
        emit scrubber->seekRequested(k);
        QTRY_COMPARE(pb.cursor(), k);
        const HeadlessChromium::Result run =
            HeadlessChromium::dumpDom(path, QStringLiteral("#step=%1").arg(k));
        QVERIFY2(run.ran && run.exitCode == 0, qPrintable(run.failure));
        QVERIFY2(run.console.isEmpty(), qPrintable(run.console.join(QLatin1Char('\n'))));
        const PageDom dom(run.dom);
        QCOMPARE(dom.errorCount(), 0);
        QCOMPARE(dom.step(), int(k));

        const queens::BoardState& shown = *window.board()->state();
        QCOMPARE(dom.queens(), queensOf(shown));
        const std::set<PageDom::Mark> marks = marksOf(pb.currentEvent(), shown);
        QCOMPARE(dom.marks(), marks);
        for (const PageDom::Mark& m : dom.marks()) {
            const QColor want = marks.find(m)->color;
            QCOMPARE(m.color.rgb(), want.rgb());
            QVERIFY(std::abs(m.color.alphaF() - want.alphaF()) < 0.01);
        }

        QCOMPARE(dom.caption(), window.boardArea()->caption()->text());
        QCOMPARE(dom.currentLine(), window.pseudocode()->currentLine());
        const queens::SearchStats& s = pb.state().stats();
        QCOMPARE(dom.stat(QStringLiteral("queens")), pb.state().queenCount());
        QCOMPARE(dom.stat(QStringLiteral("nodes")), qint64(s.nodes));
        QCOMPARE(dom.stat(QStringLiteral("backtracks")), qint64(s.backtracks));
        QCOMPARE(dom.stat(QStringLiteral("solutions")), qint64(s.solutions));
    }
}

// The page asks for nothing over the network and its script raises no error, at the start,
// with a step given past the end, and in every language.
void TestLessonPage::loadsOfflineWithoutErrors() {
    const Lesson l = lesson(Algorithm::Backtracking, 6, {0, 23, 60}, true);
    QTemporaryDir dir;
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_TW")}) {
        TranslationLoader::installLanguage(language);
        QString error;
        const QByteArray page = LessonPage::html(l, language, &error);
        QVERIFY2(!page.isEmpty(), qPrintable(error));
        QCOMPARE(remoteUrls(page), QStringList());
        const QString path = writePage(page, dir, QStringLiteral("offline-%1.html").arg(language));
        for (const QString& fragment : {QString(), QStringLiteral("#step=999999")}) {
            const HeadlessChromium::Result run = HeadlessChromium::dumpDom(path, fragment);
            QVERIFY2(run.ran && run.exitCode == 0, qPrintable(run.failure));
            QVERIFY2(run.console.isEmpty(), qPrintable(run.console.join(QLatin1Char('\n'))));
            const PageDom dom(run.dom);
            QCOMPARE(dom.errorCount(), 0);
            QCOMPARE(remoteUrls(run.dom), QStringList());
            QCOMPARE(dom.step(), fragment.isEmpty() ? 0 : int(l.lastStep()));
            QCOMPARE(dom.text(QStringLiteral("title")), l.title.in(language));
        }
    }
}

// A lesson's texts are shown as text: markup, a closing script tag or a template marker in a
// title or narration neither breaks the page nor runs.
void TestLessonPage::lessonTextStaysText() {
    Lesson l = lesson(Algorithm::Backtracking, 5, {0, 7, 20}, false);
    const QString nasty = QStringLiteral(
        "</script><script>console.error('ran')</script> {{DATA}} "
        "<b>&amp;</b> \u2028 \"quoted\"");
    l.title = LocalizedText::of(QStringLiteral("en"), nasty);
    l.stops[0].title = LocalizedText::of(QStringLiteral("en"), nasty);
    QString error;
    const QByteArray page = LessonPage::html(l, QStringLiteral("en"), &error);
    QVERIFY2(!page.isEmpty(), qPrintable(error));
    QTemporaryDir dir;
    const QString path = writePage(page, dir, QStringLiteral("text.html"));
    const HeadlessChromium::Result run = HeadlessChromium::dumpDom(path);
    QVERIFY2(run.ran && run.exitCode == 0, qPrintable(run.failure));
    QVERIFY2(run.console.isEmpty(), qPrintable(run.console.join(QLatin1Char('\n'))));
    const PageDom dom(run.dom);
    QCOMPARE(dom.errorCount(), 0);
    QCOMPARE(dom.text(QStringLiteral("stop-title")), nasty);
    QCOMPARE(dom.step(), 0);
}

void TestLessonPage::otherAlgorithmsShowTheirRun_data() {
    QTest::addColumn<int>("algorithm");
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("step");
    QTest::newRow("min-conflicts-64") << int(Algorithm::MinConflicts) << 64 << 150;
    QTest::newRow("dfs-5") << int(Algorithm::Dfs) << 5 << 77;
    QTest::newRow("bfs-4") << int(Algorithm::Bfs) << 4 << 40;
    QTest::newRow("symmetric-6") << int(Algorithm::Symmetric) << 6 << 61;
    QTest::newRow("permutation-5") << int(Algorithm::Permutation) << 5 << 90;
}

// Every other algorithm: at one step the page shows the queens, marks and statistics of a fresh
// replay of the core's stepper into a BoardState (no window).
void TestLessonPage::otherAlgorithmsShowTheirRun() {
    QFETCH(int, algorithm);
    QFETCH(int, n);
    QFETCH(int, step);
    Lesson l;
    l.title = LocalizedText::of(QStringLiteral("en"), QStringLiteral("Other"));
    l.algorithm = static_cast<Algorithm>(algorithm);
    l.options = TestProblems::options(n, true);
    for (std::uint64_t k : {0, step / 2, step})
        l.stops.push_back(stop(k, QStringLiteral("At %1").arg(k)));
    QString error;
    const QByteArray page = LessonPage::html(l, QStringLiteral("en"), &error);
    QVERIFY2(!page.isEmpty(), qPrintable(error));
    QTemporaryDir dir;
    const QString path = writePage(
        page, dir, QStringLiteral("other-%1.html").arg(QLatin1String(QTest::currentDataTag())));
    const HeadlessChromium::Result run =
        HeadlessChromium::dumpDom(path, QStringLiteral("#step=%1").arg(step));
    QVERIFY2(run.ran && run.exitCode == 0, qPrintable(run.failure));
    QVERIFY2(run.console.isEmpty(), qPrintable(run.console.join(QLatin1Char('\n'))));
    const PageDom dom(run.dom);
    QCOMPARE(dom.errorCount(), 0);
    QCOMPARE(dom.step(), step);

    queens::StepEvent e;
    const queens::BoardState state = replay(l, std::uint64_t(step), &e);
    QCOMPARE(state.stats().events, std::uint64_t(step));
    QVERIFY(e.kind != queens::EventKind::Done);
    QCOMPARE(dom.queens(), queensOf(state));
    QCOMPARE(dom.marks(), marksOf(&e, state));
    QCOMPARE(dom.currentLine(), int(e.line));
    const queens::SearchStats& s = state.stats();
    QCOMPARE(dom.stat(QStringLiteral("queens")), state.queenCount());
    QCOMPARE(dom.stat(QStringLiteral("solutions")), qint64(s.solutions));
    if (l.algorithm == Algorithm::MinConflicts) {
        QCOMPARE(dom.stat(QStringLiteral("collisions")), state.collisions());
        QCOMPARE(dom.stat(QStringLiteral("swaps")), qint64(s.swaps));
        QCOMPARE(dom.stat(QStringLiteral("restarts")), qint64(s.restarts));
    } else if (queens::isGraphSearch(l.algorithm)) {
        QCOMPARE(dom.stat(QStringLiteral("open")), s.openSize);
        QCOMPARE(dom.stat(QStringLiteral("closed")), s.closedSize);
    } else {
        QCOMPARE(dom.stat(QStringLiteral("nodes")), qint64(s.nodes));
        QCOMPARE(dom.stat(QStringLiteral("backtracks")), qint64(s.backtracks));
    }
}

// A bitmask lesson at N = 8 of about 1,000 steps, and one over the whole run (every solution),
// make pages under 2 MiB.
void TestLessonPage::bitmaskPageIsSmall() {
    const std::uint64_t whole = runLength(lesson(Algorithm::Bitmask, 8, {0, 1, 2, 3}, false));
    QVERIFY(whole <= LessonPage::kMaxSteps);
    for (std::uint64_t last : {std::uint64_t{1000}, whole}) {
        const Lesson l = lesson(Algorithm::Bitmask, 8, {0, last / 3, last / 2, last}, false);
        QString error;
        const QByteArray page = LessonPage::html(l, QStringLiteral("en"), &error);
        QVERIFY2(!page.isEmpty(), qPrintable(error));
        qInfo("bitmask N = 8, %llu steps: %lld bytes", static_cast<unsigned long long>(last),
              static_cast<long long>(page.size()));
        QVERIFY(page.size() <= kMaxPageBytes);
    }
}

// The largest page: N = 64 and kMaxSteps steps. It loads without an error, and its last step
// shows the queens of a fresh replay.
void TestLessonPage::largestPageLoads() {
    Lesson l;
    l.title = LocalizedText::of(QStringLiteral("en"), QStringLiteral("Largest"));
    l.algorithm = Algorithm::Backtracking;
    l.options = TestProblems::options(64, true);
    for (std::uint64_t k : {std::uint64_t{0}, LessonPage::kMaxSteps})
        l.stops.push_back(stop(k, QStringLiteral("At %1").arg(k)));
    QString error;
    const QByteArray page = LessonPage::html(l, QStringLiteral("en"), &error);
    QVERIFY2(!page.isEmpty(), qPrintable(error));
    qInfo("backtracking N = 64, %llu steps: %lld bytes",
          static_cast<unsigned long long>(LessonPage::kMaxSteps),
          static_cast<long long>(page.size()));
    QTemporaryDir dir;
    const QString path = writePage(page, dir, QStringLiteral("largest.html"));
    const HeadlessChromium::Result run =
        HeadlessChromium::dumpDom(path, QStringLiteral("#step=%1").arg(LessonPage::kMaxSteps));
    QVERIFY2(run.ran && run.exitCode == 0, qPrintable(run.failure));
    QVERIFY2(run.console.isEmpty(), qPrintable(run.console.join(QLatin1Char('\n'))));
    const PageDom dom(run.dom);
    QCOMPARE(dom.errorCount(), 0);
    QCOMPARE(dom.step(), int(LessonPage::kMaxSteps));
    QCOMPARE(dom.queens(), queensOf(replay(l, LessonPage::kMaxSteps)));
    QCOMPARE(dom.text(QStringLiteral("note")), QString());
}

// write() puts html()'s bytes at the path, refuses another extension or a missing folder and
// leaves nothing behind when it refuses.
void TestLessonPage::writesTheFile() {
    const Lesson l = lesson(Algorithm::Backtracking, 6, {0, 23, 60}, false);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("lesson.html"));
    QString error;
    QVERIFY2(LessonPage::write(l, QStringLiteral("en"), path, &error), qPrintable(error));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), LessonPage::html(l, QStringLiteral("en"), &error));
    QVERIFY(
        !LessonPage::write(l, QStringLiteral("en"), dir.filePath(QStringLiteral("x.png")), &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!LessonPage::write(l, QStringLiteral("en"),
                               dir.filePath(QStringLiteral("missing/lesson.html")), &error));
    QVERIFY(!error.isEmpty());
    Lesson bad = l;
    bad.stops.back().step = 40'000;
    const QString other = dir.filePath(QStringLiteral("bad.html"));
    QVERIFY(!LessonPage::write(bad, QStringLiteral("en"), other, &error));
    QVERIFY(error.contains(QLatin1String("beyond the end")));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("lesson.html")});
}

// A lesson whose last stop is beyond kMaxSteps: the page holds a window of steps around each
// stop, says so, shows the run's own step numbers, and a step between windows opens at the last
// step it holds before it.
void TestLessonPage::longRunKeepsWindowsAroundStops() {
    const Lesson l = lesson(Algorithm::Backtracking, 12, {0, 30'000, 120'000, 400'000}, false);
    const std::vector<LessonTrace::Range> windows = LessonPage::windows(l);
    std::uint64_t held = 0;
    for (std::size_t i = 0; i < windows.size(); ++i) {
        QVERIFY(windows[i].first <= windows[i].last);
        if (i > 0) QVERIFY(windows[i - 1].last + 1 < windows[i].first);
        held += windows[i].last - windows[i].first + 1;
    }
    QVERIFY(held <= LessonPage::kMaxSteps);
    for (const LessonStop& s : l.stops)
        QVERIFY(std::any_of(windows.begin(), windows.end(), [&](const LessonTrace::Range& r) {
            return r.first <= s.step && s.step <= r.last;
        }));
    QCOMPARE(windows.back().last, l.lastStep());

    QString error;
    const QByteArray page = LessonPage::html(l, QStringLiteral("en"), &error);
    QVERIFY2(!page.isEmpty(), qPrintable(error));
    qInfo("backtracking N = 12, last stop at step %llu: %lld bytes",
          static_cast<unsigned long long>(l.lastStep()), static_cast<long long>(page.size()));
    QTemporaryDir dir;
    const QString path = writePage(page, dir, QStringLiteral("windows.html"));
    const std::uint64_t gap = (windows[1].last + windows[2].first) / 2;
    for (const auto& [asked, shown] :
         {std::pair{std::uint64_t{120'000}, std::uint64_t{120'000}},
          std::pair{gap, windows[1].last}, std::pair{windows[2].first, windows[2].first}}) {
        const HeadlessChromium::Result run =
            HeadlessChromium::dumpDom(path, QStringLiteral("#step=%1").arg(asked));
        QVERIFY2(run.ran && run.exitCode == 0, qPrintable(run.failure));
        QVERIFY2(run.console.isEmpty(), qPrintable(run.console.join(QLatin1Char('\n'))));
        const PageDom dom(run.dom);
        QCOMPARE(dom.errorCount(), 0);
        QCOMPARE(dom.step(), int(shown));
        queens::StepEvent e;
        const queens::BoardState state = replay(l, shown, &e);
        QCOMPARE(dom.queens(), queensOf(state));
        QCOMPARE(dom.marks(), marksOf(&e, state));
        QCOMPARE(dom.stat(QStringLiteral("nodes")), qint64(state.stats().nodes));
        QVERIFY(!dom.text(QStringLiteral("note")).isEmpty());
    }
}

// Too large a board, a lesson its run does not bear out and a cancel: no page,
// one line that says why.
void TestLessonPage::refusesWhatItCannotShow() {
    QString error;
    Lesson big = lesson(Algorithm::Backtracking, 6, {0, 23, 60}, false);
    big.options = TestProblems::options(65, true);
    QVERIFY(LessonPage::html(big, QStringLiteral("en"), &error).isEmpty());
    QVERIFY2(error.contains(QLatin1String("64")) && !error.contains(QLatin1Char('\n')),
             qPrintable(error));

    Lesson beyond = lesson(Algorithm::Backtracking, 4, {0, 5, 10, 40'000}, false);
    QVERIFY(LessonPage::html(beyond, QStringLiteral("en"), &error).isEmpty());
    QVERIFY2(error.contains(QLatin1String("beyond the end")), qPrintable(error));

    const std::atomic<bool> cancel{true};
    const Lesson fine = lesson(Algorithm::Backtracking, 6, {0, 23, 60}, false);
    QVERIFY(LessonPage::html(fine, QStringLiteral("en"), &error, &cancel).isEmpty());
    QCOMPARE(error, QStringLiteral("cancelled"));
    QVERIFY(!LessonPage::html(fine, QStringLiteral("en"), &error).isEmpty());
}

QTEST_MAIN(TestLessonPage)
#include "test_lesson_page.moc"
