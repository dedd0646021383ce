// GUI test of TimelineScrubber: a click seeks to the step under the mouse, a drag seeks as it
// moves, PageUp / PageDown step a twentieth, the tool tip names the step, and it paints any
// range (empty, one step, 10^9 steps with a dropped front) with 100,000 marks.
//
// Independent truth
// - The step under a click: from the geometry the header documents (grooveRect() and scale()),
//   and within a pixel's worth of steps of the plain proportion along the groove; exactly 0 at
//   the left end and the whole recording at the right end of a finished run.
// - The dropped front: its pixels are hatched, so they show more colours than the kept fill.
#include <QApplication>
#include <QHelpEvent>
#include <QLocale>
#include <QSet>
#include <QSignalSpy>
#include <QTest>
#include <QToolTip>
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

#include "TimelineScrubber.h"

class TestTimelineScrubber : public QObject {
    Q_OBJECT

private slots:
    void scrubberClickSeeksToTheStepUnderTheMouse_data();
    void scrubberClickSeeksToTheStepUnderTheMouse();
    void scrubberDragAndKeys();
    void scrubberToolTipNamesTheStep();
    void scrubberPaints_data();
    void scrubberPaints();
};

void TestTimelineScrubber::scrubberClickSeeksToTheStepUnderTheMouse_data() {
    QTest::addColumn<quint64>("recorded");
    QTest::addColumn<bool>("finished");
    QTest::addColumn<double>("fraction");  // where along the groove the click is
    QTest::newRow("1000, finished, left end") << quint64(1000) << true << 0.0;
    QTest::newRow("1000, finished, middle") << quint64(1000) << true << 0.5;
    QTest::newRow("1000, finished, right end") << quint64(1000) << true << 1.0;
    QTest::newRow("1000, finished, a third") << quint64(1000) << true << 1.0 / 3;
    QTest::newRow("10^9, finished, 0.7") << quint64(1'000'000'000) << true << 0.7;
    QTest::newRow("producing, inside the recording") << quint64(7000) << false << 0.2;
    QTest::newRow("producing, past the recording") << quint64(7000) << false << 0.95;
    QTest::newRow("empty") << quint64(0) << false << 0.5;
}

void TestTimelineScrubber::scrubberClickSeeksToTheStepUnderTheMouse() {
    QFETCH(quint64, recorded);
    QFETCH(bool, finished);
    QFETCH(double, fraction);
    TimelineScrubber s;
    s.resize(600, 40);
    s.setRange(recorded, finished, 0);
    s.show();
    QVERIFY(QTest::qWaitForWindowExposed(&s));
    if (finished) QCOMPARE(s.scale(), std::max<quint64>(1, recorded));
    if (!finished) QVERIFY(s.scale() > recorded);  // room to grow

    const QRectF g = s.grooveRect();
    QVERIFY(g.left() >= 0 && g.right() <= s.width());
    const int x = static_cast<int>(std::lround(g.left() + fraction * g.width()));
    QSignalSpy seek(&s, &TimelineScrubber::seekRequested);
    QTest::mouseClick(&s, Qt::LeftButton, Qt::NoModifier, QPoint(x, s.height() / 2));
    QCOMPARE(seek.count(), 1);
    const quint64 got = seek.at(0).at(0).value<quint64>();

    // The documented mapping, and the plain proportion within one pixel's worth of steps.
    const double exact = (x - g.left()) * static_cast<double>(s.scale()) / g.width();
    const quint64 expected =
        std::min<quint64>(recorded, static_cast<quint64>(std::llround(std::max(0.0, exact))));
    QCOMPARE(got, expected);
    const double perPixel = static_cast<double>(s.scale()) / g.width();
    const double proportion = std::min(fraction * static_cast<double>(s.scale()), double(recorded));
    QVERIFY2(std::abs(static_cast<double>(got) - proportion) <= perPixel + 1,
             qPrintable(QStringLiteral("%1 vs %2").arg(got).arg(proportion)));
    if (fraction == 0.0) QCOMPARE(got, 0u);
    if (fraction == 1.0 && finished) QCOMPARE(got, recorded);
}

void TestTimelineScrubber::scrubberDragAndKeys() {
    TimelineScrubber s;
    s.resize(520, 40);
    s.setRange(1000, true, 0);
    s.setCursorIndex(500);
    s.show();
    QVERIFY(QTest::qWaitForWindowExposed(&s));
    QSignalSpy seek(&s, &TimelineScrubber::seekRequested);
    const QRectF g = s.grooveRect();
    const int y = s.height() / 2;
    const auto xOf = [&](double f) {
        return static_cast<int>(std::lround(g.left() + f * g.width()));
    };

    QTest::mousePress(&s, Qt::LeftButton, Qt::NoModifier, QPoint(xOf(0.1), y));
    QCOMPARE(seek.count(), 1);
    QTest::mouseMove(&s, QPoint(xOf(0.3), y));
    QCOMPARE(seek.count(), 2);
    QTest::mouseMove(&s, QPoint(xOf(0.3), y));  // the same step: nothing new
    QCOMPARE(seek.count(), 2);
    QTest::mouseMove(&s, QPoint(xOf(0.6), y));
    QCOMPARE(seek.count(), 3);
    QTest::mouseRelease(&s, Qt::LeftButton, Qt::NoModifier, QPoint(xOf(0.6), y));
    QVERIFY(seek.at(0).at(0).value<quint64>() < seek.at(1).at(0).value<quint64>());
    QVERIFY(seek.at(1).at(0).value<quint64>() < seek.at(2).at(0).value<quint64>());
    QTest::mouseMove(&s, QPoint(xOf(0.9), y));  // released: moving does not seek
    QCOMPARE(seek.count(), 3);

    // Keys: a twentieth of the recording, forward with PageUp, back with PageDown.
    s.setFocus();
    seek.clear();
    QTest::keyClick(&s, Qt::Key_PageUp);
    QTest::keyClick(&s, Qt::Key_PageDown);
    QCOMPARE(seek.count(), 2);
    QCOMPARE(seek.at(0).at(0).value<quint64>(), 550u);
    QCOMPARE(seek.at(1).at(0).value<quint64>(), 450u);
    s.setCursorIndex(1000);
    seek.clear();
    QTest::keyClick(&s, Qt::Key_PageUp);  // at the end already
    QCOMPARE(seek.count(), 0);
}

void TestTimelineScrubber::scrubberToolTipNamesTheStep() {
    TimelineScrubber s;
    s.resize(500, 40);
    s.setRange(2'000'000, true, 500'000);
    s.show();
    QVERIFY(QTest::qWaitForWindowExposed(&s));
    const QRectF g = s.grooveRect();
    const auto tipAt = [&](double fraction) {
        const QPoint pos(static_cast<int>(std::lround(g.left() + fraction * g.width())),
                         s.height() / 2);
        QHelpEvent help(QEvent::ToolTip, pos, s.mapToGlobal(pos));
        QApplication::sendEvent(&s, &help);
        return QToolTip::isVisible() ? QToolTip::text() : QString();
    };
    // The middle of a finished 2,000,000-step run: step 1,000,000 (give or take a pixel).
    const QString middle = tipAt(0.5);
    QVERIFY2(middle.contains(QLocale().toString(qulonglong(2'000'000))), qPrintable(middle));
    const double perPixel = 2'000'000.0 / g.width();
    const QString digits =
        middle.section(QLatin1Char(' '), 1, 1).remove(QLocale().groupSeparator());
    bool ok = false;
    const double step = digits.toDouble(&ok);
    QVERIFY2(ok, qPrintable(middle));
    QVERIFY2(std::abs(step - 1'000'000.0) <= perPixel, qPrintable(middle));
    // Before firstExact the tip says the step was dropped; after it, it does not.
    QVERIFY(tipAt(0.1).length() > middle.length());
    QToolTip::hideText();
}

void TestTimelineScrubber::scrubberPaints_data() {
    QTest::addColumn<quint64>("recorded");
    QTest::addColumn<bool>("finished");
    QTest::addColumn<quint64>("firstExact");
    QTest::addColumn<quint64>("cursor");
    QTest::newRow("0") << quint64(0) << false << quint64(0) << quint64(0);
    QTest::newRow("0, finished") << quint64(0) << true << quint64(0) << quint64(0);
    QTest::newRow("1") << quint64(1) << true << quint64(0) << quint64(1);
    QTest::newRow("10^9 producing, dropped front")
        << quint64(1'000'000'000) << false << quint64(400'000'000) << quint64(700'000'000);
    QTest::newRow("10^9 finished")
        << quint64(1'000'000'000) << true << quint64(0) << quint64(1'000'000'000);
}

void TestTimelineScrubber::scrubberPaints() {
    QFETCH(quint64, recorded);
    QFETCH(bool, finished);
    QFETCH(quint64, firstExact);
    QFETCH(quint64, cursor);
    TimelineScrubber s;
    s.resize(700, 36);
    s.setRange(recorded, finished, firstExact);
    s.setCursorIndex(cursor);
    std::vector<std::uint64_t> marks;
    for (std::uint64_t i = 0; i < 100'000; ++i) marks.push_back((i * 2654435761u) % (recorded + 7));
    s.setMarks(marks);
    s.addMark(recorded / 2);
    QVERIFY(std::is_sorted(s.marks().begin(), s.marks().end()));
    const QImage image = s.grab().toImage();
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), s.size() * s.devicePixelRatioF());
    // The dropped front is hatched: its pixels are not all the colour of the kept fill.
    if (firstExact > 0) {
        const QRectF g = s.grooveRect();
        const int y = static_cast<int>(g.center().y());
        // Dropped up to firstExact, kept from there to recorded (on the scrubber's scale).
        const auto xAt = [&](double step) {
            return static_cast<int>(g.left() + g.width() * step / static_cast<double>(s.scale()));
        };
        const int xDropped = xAt(static_cast<double>(firstExact) / 8);
        const int xKept = xAt(static_cast<double>(firstExact) +
                              static_cast<double>(recorded - firstExact) / 4);  // not at the cursor
        QVERIFY(xDropped + 12 < xAt(static_cast<double>(firstExact)));
        QVERIFY(xKept + 12 < xAt(static_cast<double>(recorded)));
        QSet<QRgb> dropped, kept;
        for (int dx = 0; dx < 12; ++dx) {
            dropped.insert(image.pixel(xDropped + dx, y));
            kept.insert(image.pixel(xKept + dx, y));
        }
        QVERIFY(dropped.size() > kept.size());
    }
}

QTEST_MAIN(TestTimelineScrubber)
#include "test_timeline_scrubber.moc"
