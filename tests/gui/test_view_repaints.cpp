// GUI test: the views that follow playback (TimelineScrubber, RegisterView, PseudocodeView,
// SearchListView with its NodeGallery children) repaint only when what they show changed, and
// their cheap paints still draw the right picture.
//
// Independent truth
// - Repaints are counted as the QEvent::Paint events the widgets receive (an event filter), once
//   the window is exposed and the pending paints are done. A setter given what is already shown
//   (or a change smaller than a pixel) must deliver none; a visible change must deliver at least
//   one, which also shows that the counting works.
// - Scrubber positions come from the formula TimelineScrubber.h documents:
//   x(i) = grooveRect().left() + i * grooveRect().width() / scale(). A mark at x shows a tick in
//   pixel column floor(x), above and below the groove, in the board's solution colour; a column
//   with no mark within 3 px shows none.
// - Pseudo-code: the current row is filled with the palette's Highlight colour, the other rows
//   are not (sampled at the row's right end, past the end of its text).
#include <QLabel>
#include <QTest>
#include <cmath>
#include <cstdint>
#include <memory>
#include <vector>

#include "BoardColors.h"
#include "NodeGallery.h"
#include "PseudocodeView.h"
#include "RegisterView.h"
#include "RegisterViewFixtures.h"
#include "ReplayOracle.h"
#include "SearchListView.h"
#include "StepperFactory.h"
#include "Timeline.h"
#include "TimelineRecorder.h"
#include "TimelineScrubber.h"

using queens::Algorithm;

namespace {

// Counts the paint events of some widgets.
class PaintCounter : public QObject {
public:
    explicit PaintCounter(const std::vector<QWidget*>& widgets) {
        for (QWidget* w : widgets) w->installEventFilter(this);
    }
    // The paints since the last call, after letting pending updates arrive.
    int take() {
        QTest::qWait(60);  // updates are delivered by the event loop, a few ms after update()
        const int n = paints_;
        paints_ = 0;
        return n;
    }
    bool eventFilter(QObject*, QEvent* e) override {
        if (e->type() == QEvent::Paint) ++paints_;
        return false;
    }

private:
    int paints_ = 0;
};

// The step drawn at x, by the documented formula (rounded to the nearest step).
quint64 stepAtX(const TimelineScrubber& s, qreal x) {
    const QRectF g = s.grooveRect();
    return static_cast<quint64>(std::llround((x - g.left()) * double(s.scale()) / g.width()));
}

qreal xOfStep(const TimelineScrubber& s, quint64 step) {
    const QRectF g = s.grooveRect();
    return g.left() + double(step) * g.width() / double(s.scale());
}

}  // namespace

class TestViewRepaints : public QObject {
    Q_OBJECT

private slots:
    void scrubberRepaintsOnlyForVisibleChanges();
    void scrubberDrawsTicksWhereTheMarksAre();
    void registerViewRepaintsOnlyForANewView();
    void pseudocodeRepaintsOnlyForANewLine();
    void searchListRepaintsOnlyForANewStep();
};

void TestViewRepaints::scrubberRepaintsOnlyForVisibleChanges() {
    TimelineScrubber s;
    s.resize(600, 40);
    s.setRange(50'000'000, false, 0);
    s.show();
    QVERIFY(QTest::qWaitForWindowExposed(&s));
    const quint64 scale = s.scale();
    QVERIFY(scale > 50'000'000);  // steps per pixel: far more than one
    // Steps at a quarter of a pixel column, so one step more stays in the same column.
    const auto inColumn = [&](int px) {
        return stepAtX(s, std::floor(s.grooveRect().left()) + px + 0.25);
    };
    // The recording's end a few columns short of the groove's: it grows without a new scale.
    const int end = static_cast<int>(s.grooveRect().width() * 0.94);
    const quint64 recorded = inColumn(end);
    QVERIFY(recorded > 50'000'000);
    s.setRange(recorded, false, 0);
    s.setCursorIndex(inColumn(100));
    std::vector<std::uint64_t> marks = {inColumn(50), inColumn(120), inColumn(200)};
    s.setMarks(marks);
    QCOMPARE(s.scale(), scale);
    PaintCounter paints({&s});
    paints.take();

    s.setRange(recorded, false, 0);
    s.setCursorIndex(inColumn(100));
    s.setMarks(marks);
    QCOMPARE(paints.take(), 0);  // all the same
    s.setRange(recorded + 1, false, 0);
    QCOMPARE(paints.take(), 0);  // the end moved by a step, not by a pixel
    s.setCursorIndex(inColumn(100) + 1);
    QCOMPARE(paints.take(), 0);
    s.setMarks({marks[0], marks[1], marks[1] + 1, marks[2]});
    QCOMPARE(paints.take(), 0);  // a second mark in a column that has a tick
    s.addMark(marks[2] + 1);
    QCOMPARE(s.marks().size(), std::size_t(5));
    QCOMPARE(paints.take(), 0);
    QCOMPARE(s.scale(), scale);

    // Visible changes repaint.
    s.setCursorIndex(inColumn(150));
    QVERIFY(paints.take() >= 1);
    s.addMark(inColumn(250));
    QVERIFY(paints.take() >= 1);
    s.setRange(inColumn(end + 6), false, 0);
    QVERIFY(paints.take() >= 1);
    QCOMPARE(s.scale(), scale);
    s.setRange(inColumn(end + 6), false, inColumn(100));  // a dropped front appears
    QVERIFY(paints.take() >= 1);
}

void TestViewRepaints::scrubberDrawsTicksWhereTheMarksAre() {
    for (const bool finished : {false, true}) {
        TimelineScrubber s;
        s.resize(640, 40);
        s.setRange(10'000'000, finished, 0);
        const QRectF g = s.grooveRect();
        // Marks at the middle of some pixel columns of the recorded part (the first half at least).
        const std::vector<int> columns = {10, 11, 60, 150, 220, 270};
        std::vector<std::uint64_t> marks;
        for (int c : columns) marks.push_back(stepAtX(s, std::floor(g.left()) + c + 0.5));
        for (std::uint64_t m : marks) QVERIFY(m <= s.recorded());
        s.setMarks(marks);
        const QImage img = s.grab().toImage();
        QVERIFY(!img.isNull());
        QCOMPARE(img.devicePixelRatio(), 1.0);  // pixel columns are widget columns
        const QColor tick = BoardColors::forPalette(s.palette()).solution;
        const int above = static_cast<int>(g.top()) - 3, below = static_cast<int>(g.bottom()) + 3;
        QVERIFY(above >= 0 && below < img.height());
        std::vector<int> ticked;
        for (std::uint64_t m : marks) ticked.push_back(static_cast<int>(std::floor(xOfStep(s, m))));
        for (int x : ticked) {
            QCOMPARE(img.pixelColor(x, above), tick);
            QCOMPARE(img.pixelColor(x, below), tick);
        }
        for (int x = static_cast<int>(g.left()) + 1; x < static_cast<int>(g.right()); ++x) {
            bool near = false;
            for (int t : ticked) near = near || std::abs(t - x) <= 3;
            if (near) continue;
            QVERIFY2(img.pixelColor(x, above) != tick, qPrintable(QString::number(x)));
            QVERIFY2(img.pixelColor(x, below) != tick, qPrintable(QString::number(x)));
        }
    }
}

void TestViewRepaints::registerViewRepaintsOnlyForANewView() {
    const int n = 10;
    const auto events = ReplayOracle::events(Algorithm::Bitmask, registerviewtest::options(n), 400);
    const auto states = registerviewtest::statesOf(n, events);
    QVERIFY(events.size() == 400);
    RegisterView view;
    view.resize(760, view.sizeHint().height());
    view.setView(states[100], &events[99]);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    PaintCounter paints({&view});
    paints.take();
    for (std::size_t i = 100; i < 110; ++i) {
        view.setView(states[i + 1], &events[i]);
        QVERIFY(paints.take() >= 1);  // a new event: repainted
        // A copy of the same state and event, as a refresh of a paused playback gives.
        const queens::BoardState again = states[i + 1];
        const queens::StepEvent e = events[i];
        view.setView(again, &e);
        view.setView(again, &e);
        QCOMPARE(paints.take(), 0);
    }
}

void TestViewRepaints::pseudocodeRepaintsOnlyForANewLine() {
    PseudocodeView view;
    view.resize(420, 320);
    view.setAlgorithm(Algorithm::Bitmask);
    const int lines = view.count();
    QVERIFY(lines >= 6);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    PaintCounter paints({view.viewport()});
    paints.take();
    const QColor highlight = view.palette().color(QPalette::Highlight);
    // A pixel at the right end of row `row`, in the coordinates of grab().
    const auto rowColour = [&](const QImage& img, int row) {
        const QRect r = view.visualItemRect(view.item(row));
        const QPoint p = view.viewport()->mapTo(&view, QPoint(r.right() - 2, r.center().y()));
        return img.pixelColor(p);
    };
    for (int line : {3, 0, lines - 1, 3}) {
        view.setCurrentLine(line);
        QCOMPARE(view.currentLine(), line);
        QVERIFY(paints.take() >= 1);
        view.setCurrentLine(line);
        QCOMPARE(paints.take(), 0);
        const QImage img = view.grab().toImage();
        for (int row = 0; row < lines; ++row) {
            const QRect r = view.visualItemRect(view.item(row));
            if (!view.viewport()->rect().contains(r)) continue;  // scrolled away
            QCOMPARE(rowColour(img, row) == highlight, row == line);
        }
    }
    view.setCurrentLine(-1);
    QVERIFY(paints.take() >= 1);
    view.setCurrentLine(lines + 5);  // out of range: no line, as before
    QCOMPARE(view.currentLine(), -1);
    QCOMPARE(paints.take(), 0);
}

void TestViewRepaints::searchListRepaintsOnlyForANewStep() {
    const int n = 6;
    queens::Timeline t(n);
    queens::TimelineRecorder recorder(n);
    auto stepper = queens::StepperFactory::create(Algorithm::Dfs, registerviewtest::options(n));
    queens::StepEvent e;
    while (stepper->next(e)) recorder.record(e);
    t.append(recorder.takeBatch());
    QVERIFY(t.finished());
    t.seek(t.size() / 3);

    SearchListView view;
    view.resize(500, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    for (int i = 0; i < 1000 && !view.caughtUp(); ++i) view.setView(t, Algorithm::Dfs);
    QVERIFY(view.caughtUp());
    const QList<QWidget*> children = view.findChildren<QWidget*>();
    std::vector<QWidget*> widgets(children.begin(), children.end());
    widgets.push_back(&view);
    QVERIFY(!view.findChildren<NodeGallery*>().isEmpty());
    PaintCounter paints(widgets);
    paints.take();
    for (int k = 0; k < 5; ++k) {
        view.setView(t, Algorithm::Dfs);
        QCOMPARE(paints.take(), 0);
        // Forward to the next step that changes OPEN or CLOSED: the sizes shown change.
        const std::uint64_t open = view.shownOpenSize(), closed = view.shownClosedSize();
        do {
            QVERIFY(t.stepForward());
            view.setView(t, Algorithm::Dfs);
        } while (view.shownOpenSize() == open && view.shownClosedSize() == closed);
        QVERIFY(view.caughtUp());
        QVERIFY(paints.take() >= 1);
    }
}

QTEST_MAIN(TestViewRepaints)
#include "test_view_repaints.moc"
