// GUI test of the statistics' timing rows, offscreen: the search time the worker stamps on its
// batches (SolverWorker), how RunStatsFormatter writes times and rates, and StatsPanel's
// "Search time", "Search speed" and "Playback" rows.
//
// The worker runs a real search on this thread; its batches must carry a non-decreasing search
// time and, through RunHistory, the number of solutions the problem has (92 for eight queens,
// published; 1 for a min-conflicts run, which stops at its first solution). The formatter and
// the playback meter are checked against values worked out by hand from their specification
// (RunStatsFormatter.h, StatsPanel.h), with times given by the test, not read from a clock.
#include <QLabel>
#include <QLocale>
#include <QTest>
#include <vector>

#include "BoardState.h"
#include "RunHistory.h"
#include "RunStatsFormatter.h"
#include "SolverWorker.h"
#include "StatsPanel.h"
#include "TestProblems.h"
#include "TimelineBatch.h"
#include "TranslationLoader.h"

using queens::Algorithm;

Q_DECLARE_METATYPE(queens::Algorithm)

class TestStatsPanel : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QLocale::setDefault(QLocale::c());
        TranslationLoader::installLanguage(QStringLiteral("en"));  // English plural forms
    }

    void workerStampsSearchTimeAndCountsTriesWhereCharted_data() {
        QTest::addColumn<Algorithm>("algorithm");
        QTest::addColumn<int>("n");
        QTest::newRow("bitmask 8") << Algorithm::Bitmask << 8;
        QTest::newRow("min-conflicts 200") << Algorithm::MinConflicts << 200;
    }
    void workerStampsSearchTimeAndCountsTriesWhereCharted() {
        QFETCH(Algorithm, algorithm);
        QFETCH(int, n);
        // The worker on this thread: begin() and its queued slices run in the QTRY loop.
        SolverWorker worker(algorithm, TestProblems::options(n, true), UINT64_MAX);
        std::vector<queens::BatchPtr> batches;
        connect(&worker, &SolverWorker::batchReady, this,
                [&](const queens::BatchPtr& b) { batches.push_back(b); });
        worker.begin();
        QTRY_VERIFY_WITH_TIMEOUT(!batches.empty() && batches.back()->finished,
                                 TestProblems::kSolveTimeoutMs);
        queens::RunHistory history;
        double previous = 0.0;
        for (const queens::BatchPtr& b : batches) {
            QVERIFY(b->searchSeconds > 0.0);
            QVERIFY(b->searchSeconds >= previous);
            previous = b->searchSeconds;
            QCOMPARE(b->triesTracked, algorithm != Algorithm::MinConflicts);
            if (!b->triesTracked) QVERIFY(b->triesBefore.empty());
            history.append(*b);
        }
        QCOMPARE(history.searchSeconds(), batches.back()->searchSeconds);
        // The marks tell the solutions of the run: 92 for eight queens, 1 for min-conflicts.
        const auto last = history.lastSolution(history.recordedEvents());
        QVERIFY(last.has_value());
        QCOMPARE(last->value, algorithm == Algorithm::Bitmask ? 92 : 1);
    }

    void formatterWritesTimesAndRates() {
        QCOMPARE(RunStatsFormatter::duration(0.85), QStringLiteral("850 ms"));
        QCOMPARE(RunStatsFormatter::duration(1.234), QStringLiteral("1.23 s"));
        QCOMPARE(RunStatsFormatter::duration(12.34), QStringLiteral("12.3 s"));
        QCOMPARE(RunStatsFormatter::duration(75), QStringLiteral("1 min 15 s"));
        QCOMPARE(RunStatsFormatter::duration(3725), QStringLiteral("1 h 02 min"));
        QCOMPARE(RunStatsFormatter::compact(950), QStringLiteral("950"));
        QCOMPARE(RunStatsFormatter::compact(12345), QStringLiteral("12.3 k"));
        QCOMPARE(RunStatsFormatter::compact(999.7), QStringLiteral("1.00 k"));
        QCOMPARE(RunStatsFormatter::eventsPerSecond(1.23e7), QStringLiteral("12.3 M events/s"));
        QCOMPARE(RunStatsFormatter::stepsPerSecond(60), QStringLiteral("60 steps/s"));
        QCOMPARE(RunStatsFormatter::stepsPerSecond(-1), QStringLiteral("0 steps/s"));
    }

    void statsPanelShowsSearchTimeSpeedAndPlayback() {
        StatsPanel panel;
        auto* time = panel.findChild<QLabel*>(QStringLiteral("searchTimeValue"));
        auto* speed = panel.findChild<QLabel*>(QStringLiteral("searchSpeedValue"));
        auto* playback = panel.findChild<QLabel*>(QStringLiteral("playbackValue"));
        QVERIFY(time && speed && playback);
        panel.showSearchTiming(2.0, 24'600'000);
        QCOMPARE(time->text(), QStringLiteral("2.00 s"));
        QCOMPARE(speed->text(), QStringLiteral("12.3 M events/s"));
        // The existing rows still work.
        queens::BoardState state(8);
        panel.showStats(state, 0, 10, false);
        QVERIFY(panel.findChild<QLabel*>(QStringLiteral("stepValue"))->text().contains("10"));

        // Playback: 30 steps per half second for a second, then still, then back and on.
        panel.notePlayback(0, 100'000);
        panel.notePlayback(30, 100'500);
        panel.notePlayback(60, 101'000);
        QCOMPARE(panel.playbackStepsPerSecond(), 60.0);
        QCOMPARE(playback->text(), QStringLiteral("60 steps/s"));
        panel.notePlayback(60, 101'500);  // in the last second: 30 -> 60
        QCOMPARE(panel.playbackStepsPerSecond(), 30.0);
        panel.notePlayback(60, 102'100);  // nothing moved in the last second
        QCOMPARE(panel.playbackStepsPerSecond(), 0.0);
        panel.notePlayback(10, 102'200);  // a step back restarts the measurement
        QCOMPARE(panel.playbackStepsPerSecond(), 0.0);
        panel.notePlayback(20, 102'400);  // 10 steps in 0.2 s
        QCOMPARE(panel.playbackStepsPerSecond(), 50.0);
        panel.notePlayback(99, 102'300);  // a time from the past is ignored
        QCOMPARE(panel.playbackStepsPerSecond(), 50.0);
        panel.showSearchTiming(0.0, 0);
        QCOMPARE(time->text(), QString(QChar(0x2013)));
    }
};

QTEST_MAIN(TestStatsPanel)
#include "test_stats_panel.moc"
