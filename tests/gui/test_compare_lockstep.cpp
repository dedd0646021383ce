// GUI test of LockStepPlayback on two PlaybackControllers fed batch by batch on this thread
// (BatchFeeder, no worker thread): waiting for events not delivered yet, playing, running to the
// end, stepping back and seeking. The compare window itself: test_compare_window.cpp; shared
// helpers: CompareFixtures.h.
//
// Independent truth
// - The state of a run after c events: ReplayOracle::replay, a fresh stepper replayed into a
//   fresh BoardState; the events themselves: ReplayOracle::events (a fresh stepper).
// - Lock-step: the shared cursor c is the number of steps the test asked for; a run of length L
//   that has finished must show min(c, L). Where a run's events are not delivered yet, the cursor
//   must not pass them and must get to its goal once they arrive, without the test calling
//   anything but feed().
#include <QTest>
#include <algorithm>
#include <cstdint>
#include <limits>

#include "BatchFeeder.h"
#include "CompareFixtures.h"
#include "LockStepPlayback.h"
#include "PlaybackController.h"
#include "ReplayOracle.h"

using queens::Algorithm;
using namespace comparetest;

class TestCompareLockStep : public QObject {
    Q_OBJECT

private slots:
    void lockStepWaitsForUndeliveredEvents();
    void lockStepPlaysAndRunsToEnd();
};

void TestCompareLockStep::lockStepWaitsForUndeliveredEvents() {
    // Batches recorded on this thread: the right run is handed out a few at a time.
    const Run left = makeRun(Algorithm::Backtracking, 5, true, 1);
    const Run right = makeRun(Algorithm::Bitmask, 5, true, 1);
    const auto lb = BatchFeeder::recordRun(left.algorithm, left.options, 16, 64);
    const auto rb = BatchFeeder::recordRun(right.algorithm, right.options, 16, 64);
    PlaybackController l, r;
    l.reset(5);
    r.reset(5);
    LockStepPlayback lock(&l, &r);
    LockStepWatch watch(lock);
    BatchFeeder::feed(l, lb);
    BatchFeeder::feed(r, rb, 0, 2);  // 32 events
    QTRY_COMPARE(r.recorded(), quint64(32));

    lock.seek(40);
    QCOMPARE(lock.cursor(), quint64(32));  // as far as both have delivered
    QVERIFY(lock.isWaiting());
    QCOMPARE(l.cursor(), quint64(32));
    QCOMPARE(r.cursor(), quint64(32));
    BatchFeeder::feed(r, rb, 2, 3);  // 48 events: the goal is reachable now
    QTRY_COMPARE(lock.cursor(), quint64(40));
    QVERIFY(!lock.isWaiting());
    QCOMPARE(l.cursor(), quint64(40));
    QCOMPARE(r.cursor(), quint64(40));
    QVERIFY(l.state() == ReplayOracle::replay(left.algorithm, left.options, 40));
    QVERIFY(r.state() == ReplayOracle::replay(right.algorithm, right.options, 40));

    // Ten steps asked while only eight can be shown: the last two follow the delivery.
    for (int i = 0; i < 10; ++i) lock.stepForward();
    QCOMPARE(lock.cursor(), quint64(48));
    QCOMPARE(lock.goal().value_or(0), quint64(50));
    BatchFeeder::feed(r, rb, 3, 4);
    QTRY_COMPARE(lock.cursor(), quint64(50));
    QVERIFY(!lock.goal().has_value());
    QVERIFY(r.state() == ReplayOracle::replay(right.algorithm, right.options, 50));

    // A step back moves both.
    lock.stepBack();
    QCOMPARE(lock.cursor(), quint64(49));
    QCOMPARE(l.cursor(), quint64(49));
    QCOMPARE(r.cursor(), quint64(49));
    QVERIFY(l.state() == ReplayOracle::replay(left.algorithm, left.options, 49));

    // Both controllers stay paused: only the lock-step moves them.
    QVERIFY(!l.isPlaying());
    QVERIFY(!r.isPlaying());
    QVERIFY(watch.reports > 0);
    QCOMPARE(watch.violations, 0);
}

void TestCompareLockStep::lockStepPlaysAndRunsToEnd() {
    const Run left = makeRun(Algorithm::Backtracking, 6, true, 1);
    const Run right = makeRun(Algorithm::Symmetric, 6, true, 1);
    const std::uint64_t longest = std::max(left.events.size(), right.events.size());
    const std::uint64_t shortest = std::min(left.events.size(), right.events.size());
    QVERIFY(shortest < longest);  // so "a finished shorter run stays at its end" is exercised
    const auto lb = BatchFeeder::recordRun(left.algorithm, left.options, 50, 100);
    const auto rb = BatchFeeder::recordRun(right.algorithm, right.options, 50, 100);
    PlaybackController l, r;
    l.reset(6);
    r.reset(6);
    LockStepPlayback lock(&l, &r);
    LockStepWatch watch(lock);
    BatchFeeder::feed(l, lb, 0, 2);
    BatchFeeder::feed(r, rb, 0, 1);

    // Playing as fast as possible stops where the right run's delivery ends, and goes on when
    // more arrives.
    lock.setSpeed(std::numeric_limits<double>::infinity());
    lock.play();
    QTRY_COMPARE(lock.cursor(), quint64(50));
    QVERIFY(lock.isPlaying());
    QVERIFY(lock.isWaiting());
    BatchFeeder::feed(r, rb, 1, 2);
    QTRY_COMPARE(lock.cursor(), quint64(100));
    lock.pause();
    QVERIFY(l.state() == ReplayOracle::replay(left.algorithm, left.options, 100));
    QVERIFY(r.state() == ReplayOracle::replay(right.algorithm, right.options, 100));

    // Run to the end with everything delivered: the shorter run stays at its end.
    BatchFeeder::feed(l, lb, 2);
    BatchFeeder::feed(r, rb, 2);
    QTRY_VERIFY(l.runFinished() && r.runFinished());
    lock.runToEnd();
    QTRY_VERIFY(lock.atEnd());
    QVERIFY(!lock.isPlaying());
    QCOMPARE(lock.cursor(), longest);
    QCOMPARE(l.cursor(), quint64(left.events.size()));
    QCOMPARE(r.cursor(), quint64(right.events.size()));
    QVERIFY(l.state() == ReplayOracle::replay(left.algorithm, left.options, longest));
    QVERIFY(r.state() == ReplayOracle::replay(right.algorithm, right.options, longest));

    // One step back from the end: the shorter run is still past it, so it stays.
    lock.stepBack();
    QCOMPARE(lock.cursor(), longest - 1);
    QCOMPARE(std::min(l.cursor(), r.cursor()), shortest);
    QCOMPARE(std::max(l.cursor(), r.cursor()), longest - 1);
    lock.seek(shortest - 3);
    QCOMPARE(l.cursor(), shortest - 3);
    QCOMPARE(r.cursor(), shortest - 3);
    QVERIFY(l.state() == ReplayOracle::replay(left.algorithm, left.options, shortest - 3));
    QVERIFY(r.state() == ReplayOracle::replay(right.algorithm, right.options, shortest - 3));

    // Play at a finite speed to the end (a media player starts again from 0 when at the end).
    lock.setSpeed(2000.0);
    lock.play();
    QTRY_VERIFY_WITH_TIMEOUT(lock.atEnd() && !lock.isPlaying(), kTimeout);
    lock.play();
    QVERIFY(lock.cursor() <= 1);  // started again
    lock.rewind();
    QCOMPARE(lock.cursor(), quint64(0));
    QCOMPARE(l.cursor(), quint64(0));
    QCOMPARE(r.cursor(), quint64(0));
    QCOMPARE(watch.violations, 0);
}

QTEST_MAIN(TestCompareLockStep)
#include "test_compare_lockstep.moc"
