// GUI test of RegisterView, the bitmask registers as rows of cells. The truth it is checked
// against is independent of the view and of BitmaskStepper's state machine:
// - a textbook *recursive* bitmask search (below) that logs every assignment to a register,
//   including the ones that leave the value unchanged (the stepper emits no event for those), so
//   the statement that produced each register's present value is known at every step;
// - the registers recomputed from the placement alone (the invariants of BitmaskStepper.h);
// - the pixels of grab(): a set cell must look different from an unset one.
#include <QImage>
#include <QTest>
#include <algorithm>
#include <bit>
#include <map>

#include "AppStyle.h"
#include "BitmaskStepper.h"
#include "RegisterView.h"
#include "ReplayOracle.h"

using queens::Algorithm;
using queens::BoardState;
using queens::EventKind;
using queens::Register;
using queens::StepEvent;

namespace {
constexpr int kRegs = queens::kRegisterCount;
using Word = std::uint64_t;

Word boardMask(int n) {
    return n == 64 ? ~Word{0} : (Word{1} << n) - 1;
}

// The statement that last assigned a register, as the recursive search runs it.
enum class Src { Init, Descend, Restore, Avail, Pick, Clear };

struct Item {
    bool assignment = false;  // else an event that is always emitted (Try, Place, ...)
    Register reg = Register::Cols;
    Word value = 0;
    Src src = Src::Init;
    int row = 0;
    EventKind kind = EventKind::Mask;
    int a = -1;
    int b = -1;
};

// solve(row, cols, ld, rd) written recursively, straight from the pseudo-code, logging its steps.
// Stops once `maxEvents` steps that change something have been logged.
class RecursiveBitmask {
public:
    RecursiveBitmask(int n, bool allSolutions, std::size_t maxEvents)
        : n_(n), all_(boardMask(n)), allSolutions_(allSolutions), max_(maxEvents) {
        solve(0, 0, 0, 0);
        mark(EventKind::Done, -1, -1);
    }
    std::vector<Item> items;

private:
    bool over() const { return emitted_ >= max_ || stopped_; }
    void assign(Register r, Word v, Src s, int row) {
        if (emitted_ >= max_) return;
        Word& cur = regs_[static_cast<std::size_t>(r)];
        if (cur != v) ++emitted_;
        cur = v;
        items.push_back({true, r, v, s, row, EventKind::Mask, -1, -1});
    }
    void mark(EventKind k, int a, int b) {
        if (emitted_ >= max_) return;
        ++emitted_;
        Item it;
        it.kind = k;
        it.a = a;
        it.b = b;
        items.push_back(it);
    }
    void solve(int row, Word cols, Word ld, Word rd) {
        if (row == n_) {
            mark(EventKind::Solution, -1, -1);
            if (!allSolutions_) stopped_ = true;
            return;
        }
        Word avail = all_ & ~(cols | ld | rd);
        assign(Register::Avail, avail, Src::Avail, row);
        while (avail != 0 && !over()) {
            const Word bit = avail & (~avail + 1);
            assign(Register::Bit, bit, Src::Pick, row);
            avail &= avail - 1;
            assign(Register::Avail, avail, Src::Clear, row);
            const int col = std::countr_zero(bit);
            mark(EventKind::Try, row, col);
            mark(EventKind::Place, row, col);
            const Word c2 = cols | bit, l2 = ((ld | bit) << 1) & all_, r2 = (rd | bit) >> 1;
            assign(Register::Cols, c2, Src::Descend, row + 1);
            assign(Register::Ld, l2, Src::Descend, row + 1);
            assign(Register::Rd, r2, Src::Descend, row + 1);
            solve(row + 1, c2, l2, r2);
            if (over()) return;
            assign(Register::Cols, cols, Src::Restore, row);
            assign(Register::Ld, ld, Src::Restore, row);
            assign(Register::Rd, rd, Src::Restore, row);
            assign(Register::Avail, avail, Src::Restore, row);
            assign(Register::Bit, bit, Src::Restore, row);
            mark(EventKind::Remove, row, col);
        }
    }

    int n_;
    Word all_;
    bool allSolutions_;
    std::size_t max_;
    std::size_t emitted_ = 0;
    bool stopped_ = false;
    std::array<Word, kRegs> regs_{};
};

// cols, ld, rd of row R from the placement: the queens of the rows above R, seen from R.
std::array<Word, 3> frameOf(const BoardState& s, int R) {
    std::array<Word, 3> f{};
    const int n = s.n();
    for (int q = 0; q < R && q < n; ++q) {
        const int c = s.queenAt(q);
        if (c == BoardState::kEmpty) continue;
        f[0] |= Word{1} << c;
        if (c + (R - q) < n) f[1] |= Word{1} << (c + (R - q));
        if (c - (R - q) >= 0) f[2] |= Word{1} << (c - (R - q));
    }
    return f;
}

// The text the brief asks for, for each statement.
QString expectedExpression(Register r, Src src, int row) {
    switch (src) {
        case Src::Init:
            return r == Register::Avail || r == Register::Bit ? QStringLiteral("not computed yet")
                                                              : QStringLiteral("solve(0, 0, 0, 0)");
        case Src::Descend:
            return r == Register::Cols ? QStringLiteral("cols | bit")
                   : r == Register::Ld ? QStringLiteral("(ld | bit) << 1")
                                       : QStringLiteral("(rd | bit) >> 1");
        case Src::Restore:
            return QStringLiteral("restored: row %1's value").arg(row);
        case Src::Avail:
            return QStringLiteral("avail = all & ~(cols | ld | rd)");
        case Src::Pick:
            return QStringLiteral("bit = avail & -avail");
        case Src::Clear:
            return QStringLiteral("avail &= avail - 1");
    }
    return {};
}

// Compares the view with the recursive search's registers and with the placement; "" when equal.
QString checkView(const RegisterView& v, const BoardState& s, const StepEvent* e,
                  const std::array<Word, kRegs>& regs, const std::array<Src, kRegs>& src,
                  const std::array<int, kRegs>& row, bool picking) {
    const int n = s.n();
    const Word all = boardMask(n);
    for (int i = 0; i < kRegs; ++i) {
        const auto r = static_cast<Register>(i);
        const auto k = static_cast<std::size_t>(i);
        const Word value = s.reg(r);
        if (value != regs[k]) return QStringLiteral("state register %1 differs").arg(i);
        for (int c = 0; c < n; ++c)
            if (v.bitShown(r, c) != (((value >> c) & 1U) != 0))
                return QStringLiteral("register %1 bit %2 shown wrong").arg(i).arg(c);
        // The invariants, from the placement: the frame of the row the register belongs to.
        const int R = row[k];
        const auto f = frameOf(s, R);
        const Word avail = R < n ? all & ~(f[0] | f[1] | f[2]) : 0;
        // The column row R is trying: its queen once placed, else the picked bit.
        const int tried = R < n && s.queenAt(R) != BoardState::kEmpty
                              ? s.queenAt(R)
                              : std::countr_zero(s.reg(Register::Bit));
        Word want = 0;
        if (i < 3)
            want = f[k];
        else if (src[k] == Src::Init)
            want = 0;
        else if (i == 3 && src[k] == Src::Avail)
            want = avail;  // line 3 has run for row R
        else if (i == 3 && picking)
            want = avail & ~((Word{1} << tried) - 1);  // picked, not yet cleared: from `tried` on
        else if (i == 3)
            want = tried >= 63 ? 0 : avail & ~((Word{2} << tried) - 1);  // columns after `tried`
        else
            want = Word{1} << tried;
        if (value != want)
            return QStringLiteral("register %1 = %2 breaks the invariant of row %3 (%4 expected)")
                .arg(i)
                .arg(value, 0, 2)
                .arg(R)
                .arg(want, 0, 2);
        if (i == 4 && src[k] != Src::Init && (value & avail) == 0)
            return QStringLiteral("bit is not a free column of row %1").arg(R);
        const QString expr = expectedExpression(r, src[k], R);
        if (v.expression(r) != expr)
            return QStringLiteral("expression of register %1: \"%2\", expected \"%3\"")
                .arg(i)
                .arg(v.expression(r), expr);
    }
    if (!v.expressionsExact()) return QStringLiteral("expressions not derived exactly");
    const int highlighted = e && e->kind == EventKind::Mask ? e->reason : -1;
    if (v.highlightedRegister() != highlighted) return QStringLiteral("wrong highlight");
    int shown = 0;
    if (e && e->kind == EventKind::Solution)
        shown = n;
    else if (e && e->kind == EventKind::Done)
        shown = s.queenCount() == n ? n : 0;
    else if (e)
        shown = e->a;
    if (v.shownRow() != shown)
        return QStringLiteral("shown row %1, expected %2").arg(v.shownRow()).arg(shown);
    return {};
}

// Most frequent colour inside a cell (its border, outline and digit pixels are outnumbered).
QRgb cellColour(const QImage& img, const QRectF& cell) {
    const qreal dpr = img.devicePixelRatio();
    const QRect px = QRectF(cell.topLeft() * dpr, cell.size() * dpr).toAlignedRect();
    const int inset = std::max(1, std::min(px.width(), px.height()) / 6);
    std::map<QRgb, int> count;
    for (int y = px.top() + inset; y <= px.bottom() - inset; ++y)
        for (int x = px.left() + inset; x <= px.right() - inset; ++x)
            if (img.rect().contains(x, y)) ++count[img.pixel(x, y)];
    if (count.empty()) return 0;
    return std::max_element(count.begin(), count.end(),
                            [](const auto& a, const auto& b) { return a.second < b.second; })
        ->first;
}
int distance(QRgb a, QRgb b) {
    return std::abs(qRed(a) - qRed(b)) + std::abs(qGreen(a) - qGreen(b)) +
           std::abs(qBlue(a) - qBlue(b));
}

queens::StepperOptions options(int n, bool all = true) {
    queens::StepperOptions o;
    o.n = n;
    o.allSolutions = all;
    return o;
}

// The states after 0..events.size() events.
std::vector<BoardState> statesOf(int n, const std::vector<StepEvent>& events) {
    std::vector<BoardState> out{BoardState(n)};
    for (const auto& e : events) {
        out.push_back(out.back());
        out.back().apply(e);
    }
    return out;
}
}  // namespace

class TestRegisterView : public QObject {
    Q_OBJECT

private slots:
    void followsTheBitmaskSearch_data();
    void followsTheBitmaskSearch();
    void fallsBackOutsideTheBitmaskSearch();
    void cellsAlignWithTheBoardColumns();
    void setAndUnsetCellsLookDifferent_data();
    void setAndUnsetCellsLookDifferent();
    void shiftIsAnimatedOnlyWhenEnabled();
};

void TestRegisterView::followsTheBitmaskSearch_data() {
    QTest::addColumn<int>("n");
    QTest::addColumn<bool>("all");
    QTest::addColumn<int>("limit");
    QTest::newRow("N=1") << 1 << true << 1000;
    QTest::newRow("N=3 (no solution)") << 3 << true << 1000;
    QTest::newRow("N=5") << 5 << true << 100000;
    QTest::newRow("N=6 first solution") << 6 << false << 100000;
    QTest::newRow("N=8") << 8 << true << 1000000;
    QTest::newRow("N=13 prefix") << 13 << true << 60000;
    QTest::newRow("N=64 prefix") << 64 << true << 20000;
}

// Every step of the run, forward, then many steps again backward (seeking).
void TestRegisterView::followsTheBitmaskSearch() {
    QFETCH(int, n);
    QFETCH(bool, all);
    QFETCH(int, limit);
    const auto events = ReplayOracle::events(Algorithm::Bitmask, options(n, all),
                                             static_cast<std::uint64_t>(limit));
    const RecursiveBitmask oracle(n, all, events.size());
    if (limit > 100000) QCOMPARE(events.back().kind, EventKind::Done);  // the whole run

    RegisterView view;
    view.resize(900, 300);
    std::array<Word, kRegs> regs{};
    std::array<Src, kRegs> src{};
    std::array<int, kRegs> row{};
    src.fill(Src::Init);
    BoardState state(n);
    view.setView(state, nullptr);
    bool picking = false;  // bit = avail & -avail ran, avail &= avail - 1 not yet
    QString err = checkView(view, state, nullptr, regs, src, row, picking);
    QVERIFY2(err.isEmpty(), qPrintable(err));

    // What each step of the run must show, kept for the backward pass.
    struct Expected {
        std::array<Word, kRegs> regs;
        std::array<Src, kRegs> src;
        std::array<int, kRegs> row;
        bool picking;
    };
    std::vector<Expected> expected{{regs, src, row, picking}};
    std::map<std::pair<int, Src>, int> seen;  // (register, statement) of the changed register
    std::size_t k = 0;
    for (const Item& it : oracle.items) {
        if (k == events.size()) break;
        if (it.assignment) {
            const auto i = static_cast<std::size_t>(it.reg);
            const bool changes = regs[i] != it.value;
            regs[i] = it.value;
            src[i] = it.src;
            row[i] = it.row;
            if (i >= 3) picking = it.src == Src::Pick;
            if (!changes) continue;  // the stepper emits nothing for it
        }
        const StepEvent& e = events[k];
        const QString where = QStringLiteral("event %1").arg(k);
        QVERIFY2(e.kind == it.kind, qPrintable(where));
        if (it.assignment) {
            QVERIFY2(e.reason == static_cast<std::uint8_t>(it.reg), qPrintable(where));
            QVERIFY2(e.a == it.row, qPrintable(where));
            ++seen[{e.reason, it.src}];
        } else {
            QVERIFY2(e.a == it.a && (it.b < 0 || e.b == it.b), qPrintable(where));
        }
        state.apply(e);
        view.setView(state, &e);
        err = checkView(view, state, &e, regs, src, row, picking);
        QVERIFY2(err.isEmpty(), qPrintable(where + QStringLiteral(": ") + err));
        expected.push_back({regs, src, row, picking});
        ++k;
    }
    QCOMPARE(k, events.size());
    if (n >= 5) {  // every kind of statement was met and compared
        for (const auto& [reg, s] : {std::pair{3, Src::Avail},
                                     {4, Src::Pick},
                                     {3, Src::Clear},
                                     {0, Src::Descend},
                                     {1, Src::Descend},
                                     {2, Src::Descend},
                                     {0, Src::Restore},
                                     {3, Src::Restore},
                                     {4, Src::Restore}}) {
            const int count = seen[std::pair{reg, s}];
            QVERIFY2(count > 0, qPrintable(QString::number(reg)));
        }
    }

    // Backward, as a scrubber would: every 7th step from the end, each with a fresh replay.
    const auto states = statesOf(n, events);
    for (std::size_t i = events.size(); i-- > 0;) {
        if (i % 7 != 0 && i + 1 != events.size()) continue;
        view.setView(states[i + 1], &events[i]);
        const auto& x = expected[i + 1];
        err = checkView(view, states[i + 1], &events[i], x.regs, x.src, x.row, x.picking);
        QVERIFY2(err.isEmpty(), qPrintable(QStringLiteral("back to %1: ").arg(i) + err));
    }
}

void TestRegisterView::fallsBackOutsideTheBitmaskSearch() {
    // A hand-made state that no bitmask run reaches: avail set for row 2 with no queen placed.
    BoardState state(8);
    StepEvent e = StepEvent::make(EventKind::Mask, queens::BitmaskStepper::kLineAvail, 2, -1,
                                  queens::reasonCode(Register::Avail));
    e.value = 0b1010;
    state.apply(e);
    RegisterView view;
    view.setView(state, &e);
    QVERIFY(!view.expressionsExact());
    QCOMPARE(view.highlightedRegister(), 3);
    QCOMPARE(view.shownRow(), 2);
    QVERIFY(view.bitShown(Register::Avail, 1) && view.bitShown(Register::Avail, 3));
    QVERIFY(!view.bitShown(Register::Avail, 0) && !view.bitShown(Register::Avail, 2));
    QCOMPARE(view.expression(Register::Avail), QStringLiteral("avail = all & ~(cols | ld | rd)"));
    // The others: a definition, not an expression the run did not execute.
    for (Register r : {Register::Cols, Register::Ld, Register::Rd, Register::Bit}) {
        QVERIFY(!view.expression(r).isEmpty());
        for (Src s : {Src::Init, Src::Descend, Src::Avail, Src::Pick, Src::Clear})
            QVERIFY(view.expression(r) != expectedExpression(r, s, 0));
    }

    // Another algorithm: registers stay zero, nothing is highlighted, nothing breaks.
    const auto events = ReplayOracle::events(Algorithm::Backtracking, options(6), 300);
    BoardState bt(6);
    for (const auto& ev : events) {
        bt.apply(ev);
        view.setView(bt, &ev);
        QCOMPARE(view.highlightedRegister(), -1);
        for (int c = 0; c < 6; ++c) QVERIFY(!view.bitShown(Register::Cols, c));
    }
    (void)view.grab();

    // Out of range: no registers, O(1), no crash when drawn.
    view.setView(BoardState(1000), nullptr);
    QVERIFY(!view.bitShown(Register::Cols, 0));
    QVERIFY(view.cellRect(Register::Cols, 0).isNull());
    (void)view.grab();
}

void TestRegisterView::cellsAlignWithTheBoardColumns() {
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

void TestRegisterView::setAndUnsetCellsLookDifferent_data() {
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("width");
    QTest::addColumn<bool>("dark");
    QTest::newRow("N=8 light") << 8 << 760 << false;
    QTest::newRow("N=8 dark") << 8 << 760 << true;
    QTest::newRow("N=13 narrow") << 13 << 300 << false;
    QTest::newRow("N=48 bars") << 48 << 420 << false;
    QTest::newRow("N=64 bars dark") << 64 << 520 << true;
}

void TestRegisterView::setAndUnsetCellsLookDifferent() {
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

void TestRegisterView::shiftIsAnimatedOnlyWhenEnabled() {
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

QTEST_MAIN(TestRegisterView)
#include "test_register_view.moc"
