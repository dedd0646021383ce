// GUI test of how RegisterView draws its registers (split from test_register_view.cpp, which
// checks the values and expressions it shows). The truth here is geometry and pixels:
// - the cells line up with the board's columns when given their geometry, and are equal and
//   inside the widget when not;
// - in grab(), a set cell looks different from an unset one, in the light and the dark palette,
//   for square cells and for the thin bars of large boards;
// - the ld / rd shift of a step down slides (only when animations are enabled, only for that
//   move) and ends on the register's final value.
// The states come from BoardState::apply of a bitmask run, never from the view.
#include <QImage>
#include <QTest>
#include <bit>
#include <cmath>

#include "AppStyle.h"
#include "BitmaskStepper.h"
#include "RegisterView.h"
#include "RegisterViewFixtures.h"
#include "ReplayOracle.h"

using queens::Algorithm;
using queens::BoardState;
using queens::EventKind;
using queens::Register;
using registerviewtest::cellColour;
using registerviewtest::distance;
using registerviewtest::kRegs;
using registerviewtest::options;
using registerviewtest::statesOf;
using registerviewtest::Word;

class TestRegisterViewPaint : public QObject {
    Q_OBJECT

private slots:
    void cellsAlignWithTheBoardColumns();
    void setAndUnsetCellsLookDifferent_data();
    void setAndUnsetCellsLookDifferent();
    void shiftIsAnimatedOnlyWhenEnabled();
};

void TestRegisterViewPaint::cellsAlignWithTheBoardColumns() {
    RegisterView view;
    view.resize(820, 400);
    for (int n : {4, 8, 13, 64}) {
        const auto state = ReplayOracle::replay(Algorithm::Bitmask, options(n), 40);
        view.setView(state, nullptr);
        const qreal left = 37.5, cell = 700.0 / n;
        view.setColumnGeometry(left, cell);
        qreal previousBottom = -1;
        for (int i = 0; i < kRegs; ++i) {
            const auto r = static_cast<Register>(i);
            for (int c = 0; c < n; ++c) {
                const QRectF rc = view.cellRect(r, c);
                QVERIFY(std::abs(rc.left() - (left + c * cell)) <= 0.5);
                QVERIFY(std::abs(rc.width() - cell) <= 0.5);
            }
            const QRectF first = view.cellRect(r, 0);
            QVERIFY(first.top() >= previousBottom);  // five rows, top to bottom
            QVERIFY(first.height() >= 28 && first.height() <= 36);
            previousBottom = first.bottom();
        }
        // Its own geometry: equal cells, left to right, inside the widget.
        view.clearColumnGeometry();
        const qreal w = view.cellRect(Register::Cols, 0).width();
        QVERIFY(w >= 1);
        for (int c = 0; c < n; ++c) {
            const QRectF rc = view.cellRect(Register::Avail, c);
            QVERIFY(std::abs(rc.width() - w) <= 0.01);
            QVERIFY(QRectF(view.rect()).contains(rc));
            if (c > 0) QVERIFY(rc.left() >= view.cellRect(Register::Avail, c - 1).right() - 0.01);
        }
    }
    QVERIFY(view.minimumSizeHint().height() >= kRegs * 28);
    QVERIFY(view.sizeHint().height() >= view.minimumSizeHint().height());
}

void TestRegisterViewPaint::setAndUnsetCellsLookDifferent_data() {
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("width");
    QTest::addColumn<bool>("dark");
    QTest::newRow("N=8 light") << 8 << 760 << false;
    QTest::newRow("N=8 dark") << 8 << 760 << true;
    QTest::newRow("N=13 narrow") << 13 << 300 << false;
    QTest::newRow("N=48 bars") << 48 << 420 << false;
    QTest::newRow("N=64 bars dark") << 64 << 520 << true;
}

void TestRegisterViewPaint::setAndUnsetCellsLookDifferent() {
    QFETCH(int, n);
    QFETCH(int, width);
    QFETCH(bool, dark);
    RegisterView view;
    if (dark) view.setPalette(AppStyle::darkPalette());
    view.resize(width, view.sizeHint().height());
    // Deep enough that cols / ld / rd / avail each have set and unset bits.
    const auto events = ReplayOracle::events(Algorithm::Bitmask, options(n), 4000);
    BoardState state(n);
    std::size_t checked = 0;
    for (std::size_t i = 0; i < events.size(); ++i) {
        state.apply(events[i]);
        if (i % 97 != 0) continue;
        view.setView(state, &events[i]);
        const QImage img = view.grab().toImage();
        QVERIFY(!img.isNull());
        // Drawn with the palette it was given (the dark one follows a PaletteChange).
        QCOMPARE(QColor(img.pixel(1, img.height() - 2)), view.palette().color(QPalette::Window));
        QCOMPARE(QColor(img.pixel(1, img.height() - 2)).lightness() < 128, dark);
        for (int r = 0; r < kRegs; ++r) {
            const auto reg = static_cast<Register>(r);
            QRgb on = 0, off = 0;
            bool hasOn = false, hasOff = false;
            for (int c = 0; c < n; ++c) {
                const QRgb colour = cellColour(img, view.cellRect(reg, c));
                if (view.bitShown(reg, c)) {
                    QVERIFY(!hasOn || colour == on);  // all set cells alike
                    on = colour;
                    hasOn = true;
                } else {
                    QVERIFY(!hasOff || colour == off);
                    off = colour;
                    hasOff = true;
                }
            }
            if (hasOn && hasOff) {
                QVERIFY2(distance(on, off) >= 100,
                         qPrintable(QStringLiteral("register %1 at event %2").arg(r).arg(i)));
                ++checked;
            }
        }
    }
    QVERIFY(checked >= 20);
}

void TestRegisterViewPaint::shiftIsAnimatedOnlyWhenEnabled() {
    const int n = 8;
    const auto events = ReplayOracle::events(Algorithm::Bitmask, options(n), 3000);
    const auto states = statesOf(n, events);
    // The first steps down whose ld and rd shift: Mask(Ld / Rd) at the recurse line, for the row
    // that has just been given its queen.
    const auto findShift = [&](Register reg) {
        for (std::size_t i = 0; i < events.size(); ++i) {
            const auto& e = events[i];
            if (e.kind == EventKind::Mask && e.reason == queens::reasonCode(reg) &&
                e.line == queens::BitmaskStepper::kLineRecurse &&
                e.a == states[i + 1].queenCount() && e.a >= 2 && states[i + 1].reg(reg) != 0)
                return i;
        }
        return events.size();
    };
    const auto isShift = [&](std::size_t i) {
        const auto& e = events[i];
        return e.kind == EventKind::Mask && e.line == queens::BitmaskStepper::kLineRecurse &&
               e.a == states[i + 1].queenCount() &&
               (e.reason == queens::reasonCode(Register::Ld) ||
                e.reason == queens::reasonCode(Register::Rd));
    };
    const std::size_t ld = findShift(Register::Ld), rd = findShift(Register::Rd);
    QVERIFY(ld < events.size() && rd < events.size());

    RegisterView view;
    view.resize(760, view.sizeHint().height());
    const auto show = [&](std::size_t i) { view.setView(states[i + 1], &events[i]); };
    const auto colourAt = [&](Register r, int c) {
        return cellColour(view.grab().toImage(), view.cellRect(r, c));
    };
    for (Register reg : {Register::Ld, Register::Rd}) {
        const std::size_t i = reg == Register::Ld ? ld : rd;
        const BoardState& after = states[i + 1];
        const Word now = after.reg(reg);
        const Word from = (now ^ events[i].value) | after.reg(Register::Bit);  // (old | bit)
        // A cell set in (old | bit) that the shift empties: the lowest bit for << 1, the highest
        // for >> 1. Its set / unset colours are read from the final picture.
        const int leaving =
            reg == Register::Ld ? std::countr_zero(from) : 63 - std::countl_zero(from);
        QVERIFY(((now >> leaving) & 1U) == 0);
        int setCol = 0;
        while (((now >> setCol) & 1U) == 0) ++setCol;

        view.setAnimationsEnabled(false);
        show(i - 1);
        show(i);
        QVERIFY(!view.isAnimating());
        const QRgb unsetColour = colourAt(reg, leaving);
        const QRgb setColour = colourAt(reg, setCol);
        QVERIFY(distance(setColour, unsetColour) >= 100);

        show(i - 1);
        view.setAnimationsEnabled(true);
        show(i);
        QVERIFY(view.isAnimating());
        // Start of the slide: (old | bit) still in place, so the leaving cell is still set.
        QCOMPARE(colourAt(reg, leaving), setColour);
        for (int c = 0; c < n; ++c) QCOMPARE(view.bitShown(reg, c), ((now >> c) & 1U) != 0);
        show(i);  // the same view again does not cut the animation
        QVERIFY(view.isAnimating());
        QTRY_VERIFY_WITH_TIMEOUT(!view.isAnimating(), 10000);
        QCOMPARE(colourAt(reg, leaving), unsetColour);  // ends at the final value
        QCOMPARE(colourAt(reg, setCol), setColour);

        view.setAnimationsEnabled(false);
        show(i - 1);
        view.setAnimationsEnabled(true);
        show(i);
        QVERIFY(view.isAnimating());
        std::size_t next = i + 1;
        while (isShift(next)) ++next;
        show(next);  // a new view jumps to the end
        QVERIFY(!view.isAnimating());
        show(i - 1);
        show(i);
        QVERIFY(view.isAnimating());
        view.setAnimationsEnabled(false);
        QVERIFY(!view.isAnimating());
    }
    // Other register moves are not animated, even when enabled.
    view.setAnimationsEnabled(true);
    for (std::size_t i = 0; i < 200; ++i) {
        show(i);
        QCOMPARE(view.isAnimating(), isShift(i));
    }
}

QTEST_MAIN(TestRegisterViewPaint)
#include "test_register_view_paint.moc"
