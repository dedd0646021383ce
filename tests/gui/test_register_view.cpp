// GUI test of RegisterView, the bitmask registers as rows of cells: what it shows (bits,
// expressions, highlight, row). The truth it is checked against is independent of the view and
// of BitmaskStepper's state machine:
// - a textbook *recursive* bitmask search (below) that logs every assignment to a register,
//   including the ones that leave the value unchanged (the stepper emits no event for those), so
//   the statement that produced each register's present value is known at every step;
// - the registers recomputed from the placement alone (the invariants of BitmaskStepper.h).
// How it draws them (cell geometry, the pixels of grab(), the shift animation) is tested in
// test_register_view_paint.cpp; the helpers both files use are in RegisterViewFixtures.h.
#include <QTest>
#include <bit>
#include <map>

#include "BitmaskStepper.h"
#include "RegisterView.h"
#include "RegisterViewFixtures.h"
#include "ReplayOracle.h"

using queens::Algorithm;
using queens::BoardState;
using queens::EventKind;
using queens::Register;
using queens::StepEvent;
using registerviewtest::kRegs;
using registerviewtest::options;
using registerviewtest::statesOf;
using registerviewtest::Word;

namespace {

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
}  // namespace

class TestRegisterView : public QObject {
    Q_OBJECT

private slots:
    void followsTheBitmaskSearch_data();
    void followsTheBitmaskSearch();
    void fallsBackOutsideTheBitmaskSearch();
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

QTEST_MAIN(TestRegisterView)
#include "test_register_view.moc"
