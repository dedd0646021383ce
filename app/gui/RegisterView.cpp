#include "RegisterView.h"

#include <QEvent>
#include <QFontDatabase>
#include <QPainter>
#include <QVariantAnimation>
#include <algorithm>
#include <bit>
#include <cmath>
#include <optional>

#include "BitmaskStepper.h"

using queens::BitmaskStepper;
using queens::BoardState;
using queens::EventKind;
using queens::Register;
using queens::StepEvent;
using Origin = RegisterView::Origin;
using Source = RegisterView::Source;

namespace {
constexpr int kRegs = queens::kRegisterCount;
constexpr qreal kMargin = 6;
constexpr qreal kGap = 8;
constexpr qreal kRowGap = 4;
constexpr qreal kMaxCell = 40;
constexpr qreal kDigitMinCell = 18;   // narrower cells show bars without digits
constexpr qreal kMinExpression = 60;  // narrower room shows no expressions
constexpr std::array<const char*, kRegs> kNames = {"cols", "ld", "rd", "avail", "bit"};
const QString kWidestCode = QStringLiteral("avail = all & ~(cols | ld | rd)");

constexpr std::uint64_t boardMask(int n) {
    return n >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n) - 1;
}
constexpr std::uint64_t bitOf(int c) {
    return std::uint64_t{1} << c;
}
constexpr std::uint64_t lowest(std::uint64_t b) {
    return b & (~b + 1);
}
constexpr std::uint64_t highest(std::uint64_t b) {
    return b == 0 ? 0 : bitOf(63 - std::countl_zero(b));
}
// The bits strictly above the one-bit word b (0 for bit 63: the shift wraps to 0, 0 - 1 = ~0).
constexpr std::uint64_t above(std::uint64_t b) {
    return ~((b << 1) - 1);
}
static_assert(above(1) == ~std::uint64_t{1} && above(bitOf(63)) == 0 && highest(0b0110) == 4);

// A register's value and the statement that last assigned it.
struct Expect {
    std::uint64_t value = 0;
    Origin origin;
};
using Expected = std::array<Expect, kRegs>;

// The registers BitmaskStepper holds right after one of its events, rebuilt from the placement:
// every register is some row's frame value (BitmaskStepper.h, "Invariants"), and which row and
// which statement follow from the event and the placement. Nothing here depends on history.
class Derivation {
public:
    explicit Derivation(const BoardState& s) : s_(s), n_(s.n()), all_(boardMask(s.n())) {}

    std::optional<Expected> after(const StepEvent* e) const {
        const int q = s_.queenCount();
        for (int r = 0; r < n_; ++r)  // the search fills rows top to bottom
            if ((s_.queenAt(r) != BoardState::kEmpty) != (r < q)) return std::nullopt;
        Expected x{};
        if (!derive(x, e, q)) return std::nullopt;
        for (int i = 0; i < kRegs; ++i)
            if (s_.reg(static_cast<Register>(i)) != x[static_cast<std::size_t>(i)].value)
                return std::nullopt;
        return x;
    }

private:
    // cols, ld, rd of row R: the queens of the rows above it, seen from row R.
    std::array<std::uint64_t, 3> frame(int R) const {
        std::array<std::uint64_t, 3> f{};
        for (int row = 0; row < R && row < n_; ++row) {
            const int c = s_.queenAt(row);
            const int d = R - row;
            f[0] |= bitOf(c);
            if (c + d < n_) f[1] |= bitOf(c + d);
            if (c - d >= 0) f[2] |= bitOf(c - d);
        }
        return f;
    }
    std::uint64_t freeOf(int R) const {
        const auto f = frame(R);
        return all_ & ~(f[0] | f[1] | f[2]);
    }
    static Expect at(std::uint64_t v, Source s, int row) { return {v, Origin{s, row}}; }
    // Row R just entered from above (row 0: the initial call solve(0, 0, 0, 0)).
    void entered(Expected& x, int R) const {
        const auto f = frame(R);
        for (std::size_t i = 0; i < 3; ++i)
            x[i] = R == 0 ? at(f[i], Source::Init, 0) : at(f[i], Source::Descend, R);
    }
    // Row R trying column c: bit picked and cleared from avail. cols/ld/rd came down from the
    // parent if c is the row's first free column, else back from the previous column's subtree.
    bool trying(Expected& x, int R, int c) const {
        if (R < 0 || R >= n_ || c < 0 || c >= n_) return false;
        const std::uint64_t b = bitOf(c), avail = freeOf(R);
        if ((avail & b) == 0) return false;
        if (lowest(avail) == b) {
            entered(x, R);
        } else {
            const auto f = frame(R);
            for (std::size_t i = 0; i < 3; ++i) x[i] = at(f[i], Source::Restore, R);
        }
        x[3] = at(avail & above(b), Source::Clear, R);
        x[4] = at(b, Source::Pick, R);
        return true;
    }
    // Every register restored to row R's frame, whose bit is column c.
    bool restored(Expected& x, int R, int c) const {
        if (!trying(x, R, c)) return false;
        for (auto& v : x) v.origin = Origin{Source::Restore, R};
        return true;
    }
    // Row K (>= 1) finished: what it leaves in the registers before they go back to row K - 1.
    bool leaving(Expected& x, int K) const {
        if (K < 1 || K > n_) return false;
        if (K == n_) {  // a solution: row n only reports; avail and bit are row n - 1's
            if (!trying(x, n_ - 1, s_.queenAt(n_ - 1))) return false;
            entered(x, n_);
            return true;
        }
        const std::uint64_t avail = freeOf(K);
        if (avail == 0) {  // no free column: line 3 ran, the loop never did
            entered(x, K);
            x[3] = at(0, Source::Avail, K);
            x[4] = at(bitOf(s_.queenAt(K - 1)), Source::Pick, K - 1);
            return true;
        }
        return restored(x, K, std::countr_zero(highest(avail)));  // its last column
    }

    bool derive(Expected& x, const StepEvent* e, int q) const {
        using L = BitmaskStepper::Line;
        if (e == nullptr) {
            for (auto& v : x) v = at(0, Source::Init, 0);
            return q == 0;
        }
        const int a = e->a;
        const bool inRow = a == q && a >= 0 && a < n_;  // a is the row being filled
        const std::uint64_t bit = s_.reg(Register::Bit);
        switch (e->kind) {
            case EventKind::Mask: {
                const int reg = e->reason;
                if (reg >= kRegs) return false;
                switch (e->line) {
                    case L::kLineAvail:
                        if (reg != 3 || !inRow) return false;
                        entered(x, a);
                        x[3] = at(freeOf(a), Source::Avail, a);
                        x[4] = a == 0 ? at(0, Source::Init, 0)
                                      : at(bitOf(s_.queenAt(a - 1)), Source::Pick, a - 1);
                        return true;
                    case L::kLinePickBit: {
                        if (reg != 4 || !inRow || !std::has_single_bit(bit)) return false;
                        if (!trying(x, a, std::countr_zero(bit))) return false;
                        const bool first = lowest(freeOf(a)) == bit;
                        x[3] =
                            at(freeOf(a) & ~(bit - 1), first ? Source::Avail : Source::Restore, a);
                        return true;
                    }
                    case L::kLineClearBit:
                        return reg == 3 && inRow && std::has_single_bit(bit) &&
                               trying(x, a, std::countr_zero(bit));
                    case L::kLineRecurse: {
                        Expected done{};
                        if (reg <= 2 && a == q && a >= 1) {  // down into row a
                            if (!trying(x, a - 1, s_.queenAt(a - 1))) return false;
                            entered(done, a);
                        } else if (a == q - 1 && a >= 0) {  // back up to row a
                            if (!leaving(x, a + 1) || !restored(done, a, s_.queenAt(a)))
                                return false;
                        } else {
                            return false;
                        }
                        // Registers are moved in the order cols, ld, rd, avail, bit.
                        std::copy_n(done.begin(), reg + 1, x.begin());
                        return true;
                    }
                    default:
                        return false;
                }
            }
            case EventKind::Try:
                return e->line == L::kLinePlace && inRow && trying(x, a, e->b);
            case EventKind::Place:
                return e->line == L::kLinePlace && a == q - 1 && a >= 0 && s_.queenAt(a) == e->b &&
                       trying(x, a, e->b);
            case EventKind::Remove:
                return e->line == L::kLineRemove && inRow && restored(x, a, e->b);
            case EventKind::Solution:
                return e->line == L::kLineSolution && q == n_ && leaving(x, n_);
            case EventKind::Done:
                if (e->line != L::kLineDone) return false;
                if (q == n_) return leaving(x, n_);  // stopped at the first solution
                return q == 0 && restored(x, 0, std::countr_zero(highest(freeOf(0))));
            default:
                return false;
        }
    }

    const BoardState& s_;
    int n_;
    std::uint64_t all_;
};

// Without an exact derivation: the statement behind the current event's register, if any.
Origin eventOrigin(const StepEvent& e, int queens) {
    using L = BitmaskStepper::Line;
    switch (e.line) {
        case L::kLineAvail:
            return {Source::Avail, e.a};
        case L::kLinePickBit:
            return {Source::Pick, e.a};
        case L::kLineClearBit:
            return {Source::Clear, e.a};
        case L::kLineRecurse:
            if (e.a == queens && e.reason <= 2) return {Source::Descend, e.a};
            if (e.a == queens - 1) return {Source::Restore, e.a};
            break;
        default:
            break;
    }
    return {};
}

QColor blend(const QColor& a, const QColor& b, qreal t) {
    return QColor::fromRgbF(a.redF() + (b.redF() - a.redF()) * t,
                            a.greenF() + (b.greenF() - a.greenF()) * t,
                            a.blueF() + (b.blueF() - a.blueF()) * t);
}
}  // namespace

RegisterView::RegisterView(QWidget* parent)
    : QWidget(parent),
      colors_(BoardColors::forPalette(palette())),
      animation_(new QVariantAnimation(this)) {
    setObjectName(QStringLiteral("registerView"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    animation_->setObjectName(QStringLiteral("registerShiftAnimation"));
    animation_->setDuration(kAnimationMs);
    animation_->setStartValue(0.0);
    animation_->setEndValue(1.0);
    animation_->setEasingCurve(QEasingCurve::InOutQuad);
    connect(animation_, &QVariantAnimation::valueChanged, this, [this] { update(); });
    connect(animation_, &QVariantAnimation::finished, this, [this] {
        animReg_ = -1;
        update();
    });
    relayout();
}

RegisterView::~RegisterView() = default;

void RegisterView::setView(const BoardState& state, const StepEvent* current) {
    Key key;
    key.n = state.n();
    key.queens = state.queenCount();
    for (int i = 0; i < kRegs; ++i)
        key.regs[static_cast<std::size_t>(i)] = state.reg(static_cast<Register>(i));
    key.hasEvent = current != nullptr;
    if (current) key.event = *current;
    if (key == key_) return;  // the same view again: let a running animation go on
    key_ = key;
    animation_->stop();  // a new view ends the shift at once
    animReg_ = -1;

    const bool relayoutNeeded = state.n() != n_ || !valid_;
    n_ = state.n();
    valid_ = n_ >= 1 && n_ <= kMaxN;
    highlighted_ = -1;
    changed_ = 0;
    shownRow_ = -1;
    exact_ = false;
    if (!valid_) {  // O(1): the registers only exist for the bitmask search
        relayout();
        update();
        return;
    }
    const std::uint64_t all = boardMask(n_);
    for (int i = 0; i < kRegs; ++i) regs_[static_cast<std::size_t>(i)].value = key.regs[i] & all;
    if (current && current->kind == EventKind::Mask && current->reason < kRegs) {
        highlighted_ = current->reason;
        changed_ = current->value & all;
    }
    const auto derived = Derivation(state).after(current);
    exact_ = derived.has_value();
    for (int i = 0; i < kRegs; ++i)
        regs_[static_cast<std::size_t>(i)].origin =
            exact_ ? (*derived)[static_cast<std::size_t>(i)].origin : Origin{};
    if (!exact_ && highlighted_ >= 0)
        regs_[static_cast<std::size_t>(highlighted_)].origin =
            eventOrigin(*current, state.queenCount());

    if (current == nullptr) {
        shownRow_ = exact_ ? 0 : -1;
    } else if (current->kind == EventKind::Solution || current->kind == EventKind::Done) {
        shownRow_ = !exact_ ? -1 : state.queenCount() == n_ ? n_ : 0;
    } else if (current->kind == EventKind::Mask || current->kind == EventKind::Try ||
               current->kind == EventKind::Place || current->kind == EventKind::Remove) {
        shownRow_ = current->a >= 0 && current->a <= n_ ? current->a : -1;
    }
    updateExpressions();
    if (relayoutNeeded) relayout();
    if (animationsEnabled_ && current) startAnimation(state, *current);
    update();
}

void RegisterView::startAnimation(const BoardState& state, const StepEvent& e) {
    const bool shift = e.reason == static_cast<std::uint8_t>(Register::Ld) ||
                       e.reason == static_cast<std::uint8_t>(Register::Rd);
    if (e.kind != EventKind::Mask || e.line != BitmaskStepper::kLineRecurse || !shift ||
        e.a != state.queenCount())
        return;  // only the step down to the next row shifts
    const auto reg = static_cast<Register>(e.reason);
    const std::uint64_t now = state.reg(reg);
    const std::uint64_t from = (now ^ e.value) | state.reg(Register::Bit);
    const bool left = reg == Register::Ld;
    if (now != (left ? (from << 1) & boardMask(n_) : from >> 1)) return;
    animReg_ = e.reason;
    animFrom_ = from & boardMask(n_);
    animDir_ = left ? 1 : -1;  // ld << 1: towards higher columns, to the right on screen
    animation_->start();
}

void RegisterView::setColumnGeometry(qreal left, qreal cell) {
    if (hasColumns_ && left == columnLeft_ && cell == columnCell_) return;
    const bool changed = !hasColumns_;
    hasColumns_ = cell > 0;
    columnLeft_ = left;
    columnCell_ = std::max<qreal>(0, cell);
    relayout();
    if (changed) updateGeometry();
    update();
}

void RegisterView::clearColumnGeometry() {
    if (!hasColumns_) return;
    hasColumns_ = false;
    relayout();
    updateGeometry();
    update();
}

void RegisterView::setAnimationsEnabled(bool enabled) {
    animationsEnabled_ = enabled;
    if (!enabled && isAnimating()) {
        animation_->stop();
        animReg_ = -1;
        update();
    }
}

bool RegisterView::isAnimating() const {
    return animation_->state() == QAbstractAnimation::Running;
}

bool RegisterView::bitShown(Register r, int col) const {
    if (!valid_ || col < 0 || col >= n_) return false;
    return ((regs_[static_cast<std::size_t>(r)].value >> col) & 1U) != 0;
}

QString RegisterView::expression(Register r) const {
    return valid_ ? regs_[static_cast<std::size_t>(r)].expression : QString();
}

QRectF RegisterView::cellRect(Register r, int col) const {
    if (!valid_ || col < 0 || col >= n_) return {};
    const Layout& L = layout_;
    return {L.left + col * L.cell, L.top[static_cast<std::size_t>(r)], L.cell, L.rowHeight};
}

void RegisterView::updateExpressions() {
    for (int i = 0; i < kRegs; ++i) {
        Shown& s = regs_[static_cast<std::size_t>(i)];
        s.expression = expressionFor(static_cast<Register>(i), s.origin);
        s.code = s.origin.source != Source::Unknown && s.origin.source != Source::Restore &&
                 !(s.origin.source == Source::Init && i >= 3);
    }
}

QString RegisterView::expressionFor(Register r, const Origin& o) const {
    // Code is shown as written in the pseudo-code (not translated); sentences go through tr().
    switch (o.source) {
        case Source::Init:
            if (r == Register::Avail || r == Register::Bit) return tr("not computed yet");
            return QStringLiteral("solve(0, 0, 0, 0)");
        case Source::Descend:
            if (r == Register::Cols) return QStringLiteral("cols | bit");
            if (r == Register::Ld) return QStringLiteral("(ld | bit) << 1");
            return QStringLiteral("(rd | bit) >> 1");
        case Source::Restore:
            return tr("restored: row %L1's value",
                      "a bitmask register went back to the value "
                      "it had for this row")
                .arg(o.row);
        case Source::Avail:
            return kWidestCode;
        case Source::Pick:
            return QStringLiteral("bit = avail & -avail");
        case Source::Clear:
            return QStringLiteral("avail &= avail - 1");
        case Source::Unknown:
            break;
    }
    switch (r) {  // static definitions
        case Register::Cols:
            return tr("columns that hold a queen");
        case Register::Ld:
            return tr("columns attacked along a \\ diagonal");
        case Register::Rd:
            return tr("columns attacked along a / diagonal");
        case Register::Avail:
            return tr("free columns of the row");
        case Register::Bit:
            return tr("the column being tried");
    }
    return {};
}

// ---- layout ----

qreal RegisterView::rowHeight() const {
    return std::clamp<qreal>(std::round(QFontMetricsF(font()).height() * 1.6), 28, 36);
}

QFont RegisterView::codeFont() const {
    QFont f = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    if (font().pointSizeF() > 0)
        f.setPointSizeF(font().pointSizeF());
    else
        f.setPixelSize(font().pixelSize());
    return f;
}

qreal RegisterView::blockHeight(qreal exprHeight) const {
    const QFontMetricsF fm(font());
    const qreal header = fm.height() + 4, index = fm.height() * 0.8 + 2;
    return 2 * kMargin + header + index + kRegs * (rowHeight() + exprHeight) +
           (kRegs - 1) * kRowGap;
}

void RegisterView::relayout() {
    Layout L;
    const QFontMetricsF fm(font());
    QFont bold = font();
    bold.setBold(true);
    const QFontMetricsF bfm(bold), cfm(codeFont());
    L.rowHeight = rowHeight();
    const qreal W = width();
    const int n = std::clamp(n_, 1, kMaxN);
    qreal nameW = 0;
    for (const char* name : kNames) nameW = std::max(nameW, bfm.horizontalAdvance(name));
    nameW += 8;
    const qreal exprW = cfm.horizontalAdvance(kWidestCode);
    const qreal exprH = cfm.height() + 2;
    const bool canBelow = height() >= blockHeight(exprH);
    bool below = false;
    if (hasColumns_) {
        L.left = columnLeft_;
        L.cell = columnCell_;
        L.nameRight = L.left - kGap;
        L.nameLeft = std::max(kMargin, L.nameRight - nameW);
        L.namesInline = L.nameRight - kMargin < nameW * 0.8;
        below = canBelow && W - kMargin - (L.left + n * L.cell + kGap) < exprW * 0.6;
    } else {
        const qreal room = W - 2 * kMargin - nameW - kGap;
        const qreal cellRight = std::min(kMaxCell, (room - kGap - exprW) / n);
        // Cells with the expressions beside them: digits, or bars of at least 5 px past 32.
        const bool rightFits = cellRight >= (n > 32 ? 5 : kDigitMinCell);
        below = canBelow && !rightFits;
        L.cell = below       ? std::min(kMaxCell, room / n)
                 : rightFits ? cellRight
                             : std::max(cellRight, std::min(kDigitMinCell, room / n));
        L.cell = std::max<qreal>(1, std::floor(L.cell));
        const qreal total = nameW + kGap + n * L.cell + (below ? 0 : kGap + exprW);
        L.nameLeft = std::max(kMargin, std::round((W - total) / 2));
        L.nameRight = L.nameLeft + nameW;
        L.left = L.nameRight + kGap;
    }
    L.exprHeight = below ? exprH : 0;
    // Below the cells: under them when the widest expression fits there, else from the names.
    L.exprLeft = !below                          ? L.left + n * L.cell + kGap
                 : W - kMargin - L.left >= exprW ? L.left
                 : L.namesInline                 ? kMargin
                                                 : L.nameLeft;
    L.exprRight = W - kMargin;
    L.digits = L.cell >= kDigitMinCell;
    qreal y = kMargin;
    L.header = QRectF(kMargin, y, W - 2 * kMargin, fm.height() + 4);
    y += L.header.height();
    L.indexTop = y;
    y += fm.height() * 0.8 + 2;
    for (auto& top : L.top) {
        top = y;
        y += L.rowHeight + L.exprHeight + kRowGap;
    }
    layout_ = L;
}

QSize RegisterView::sizeHint() const {
    QFont bold = font();
    bold.setBold(true);
    const int n = valid_ ? n_ : 8;
    const qreal cell = n <= 16 ? 32 : n <= 32 ? 20 : 10;
    const qreal w = 2 * kMargin + QFontMetricsF(bold).horizontalAdvance(QStringLiteral("avail")) +
                    8 + 2 * kGap + n * cell +
                    QFontMetricsF(codeFont()).horizontalAdvance(kWidestCode);
    const QFontMetricsF cfm(codeFont());
    return {static_cast<int>(std::ceil(w)),
            static_cast<int>(std::ceil(blockHeight(hasColumns_ ? cfm.height() + 2 : 0)))};
}

QSize RegisterView::minimumSizeHint() const {
    return {240, static_cast<int>(std::ceil(blockHeight(0)))};
}

void RegisterView::resizeEvent(QResizeEvent* event) {
    relayout();
    QWidget::resizeEvent(event);
}

void RegisterView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::PaletteChange) colors_ = BoardColors::forPalette(palette());
    if (event->type() == QEvent::FontChange) {
        relayout();
        updateGeometry();
    }
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) update();
    QWidget::changeEvent(event);
}

// ---- painting: draws the cached values only ----

void RegisterView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.fillRect(rect(), palette().window());
    if (!valid_) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect().adjusted(8, 8, -8, -8), Qt::AlignCenter | Qt::TextWordWrap,
                   n_ == 0 ? tr("No registers to show")
                           : tr("The registers belong to the bitmask search, N from 1 to 64."));
        return;
    }
    p.setRenderHint(QPainter::Antialiasing);
    paintHeader(p);
    paintIndices(p);
    for (int r = 0; r < kRegs; ++r) paintRegister(p, r);
}

void RegisterView::paintHeader(QPainter& p) const {
    QFont bold = font();
    bold.setBold(true);
    const QRectF box = layout_.header;
    const QString caption = tr("bit c = column c", "register cells are in board order");
    const qreal captionW = QFontMetricsF(font()).horizontalAdvance(caption);
    QString title = tr("Registers");
    if (shownRow_ == n_)
        title = tr("Registers of row %L1 (every row has a queen)").arg(shownRow_);
    else if (shownRow_ >= 0)
        title = tr("Registers of row %L1").arg(shownRow_);
    const qreal titleRoom = std::max<qreal>(0, box.width() - captionW - kGap);
    p.setFont(bold);
    p.setPen(palette().color(QPalette::WindowText));
    p.drawText(box, Qt::AlignLeft | Qt::AlignVCenter,
               QFontMetricsF(bold).elidedText(title, Qt::ElideRight, titleRoom));
    p.setFont(font());
    p.setPen(palette().color(QPalette::PlaceholderText));
    if (captionW <= box.width()) p.drawText(box, Qt::AlignRight | Qt::AlignVCenter, caption);
}

void RegisterView::paintIndices(QPainter& p) const {
    QFont small = font();
    small.setPointSizeF(std::max<qreal>(7, font().pointSizeF() * 0.8));
    const QFontMetricsF fm(small);
    const qreal labelW = fm.horizontalAdvance(QString::number(n_ - 1)) + 2;
    int step = 1;  // label every step-th column when they do not all fit
    while (step < n_ && step * layout_.cell < labelW) step *= 2;
    p.setFont(small);
    p.setPen(palette().color(QPalette::PlaceholderText));
    const qreal h = QFontMetricsF(font()).height() * 0.8 + 2;
    for (int c = 0; c < n_; c += step) {
        const qreal x = layout_.left + (c + 0.5) * layout_.cell;
        p.drawText(QRectF(x - labelW, layout_.indexTop, 2 * labelW, h), Qt::AlignCenter,
                   QString::number(c));
    }
}

void RegisterView::paintRegister(QPainter& p, int r) const {
    const Layout& L = layout_;
    const qreal top = L.top[static_cast<std::size_t>(r)];
    const QRectF strip(L.left, top, n_ * L.cell, L.rowHeight);
    if (highlighted_ == r) {
        const qreal x0 = std::min({L.nameLeft, L.exprLeft, L.left}) - 4;
        const QRectF band(x0, top - 2, L.exprRight + 4 - x0, L.rowHeight + L.exprHeight + 4);
        QColor tint = palette().color(QPalette::Highlight);
        tint.setAlpha(60);
        p.fillRect(band, tint);
        p.fillRect(QRectF(band.left(), band.top(), 4, band.height()), colors_.registerRow);
    }
    if (!L.namesInline) {
        QFont bold = font();
        bold.setBold(true);
        p.setFont(bold);
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(QRectF(L.nameLeft, top, L.nameRight - L.nameLeft, L.rowHeight),
                   Qt::AlignRight | Qt::AlignVCenter, QString::fromLatin1(kNames[r]));
    }
    paintCells(p, r, strip);
    paintExpression(p, r, strip);
}

void RegisterView::paintCells(QPainter& p, int r, const QRectF& strip) const {
    const Layout& L = layout_;
    const QColor base = palette().color(QPalette::Base);
    const QColor text = palette().color(QPalette::Text);
    const QColor grid = blend(base, text, 0.3);
    const auto reg = static_cast<Register>(r);
    const QColor on = reg == Register::Avail ? colors_.freeBit
                      : reg == Register::Bit ? colors_.chosenBit
                                             : colors_.attackedBit;
    p.fillRect(strip, base);
    QFont digitFont = font();
    digitFont.setBold(true);
    digitFont.setPixelSize(
        std::max(8, static_cast<int>(std::min(L.rowHeight * 0.5, L.cell * 0.6))));
    p.setFont(digitFont);
    const qreal inset = L.digits ? 2 : L.cell >= 4 ? std::max<qreal>(0.5, L.cell * 0.15) : 0;
    const auto bar = [&](qreal x) {
        return QRectF(x + inset, strip.top() + 2, L.cell - 2 * inset, strip.height() - 4);
    };
    const auto one = [&](qreal x) {
        p.fillRect(bar(x), on);
        if (!L.digits) return;
        p.setPen(Qt::white);
        p.drawText(QRectF(x, strip.top(), L.cell, strip.height()), Qt::AlignCenter,
                   QStringLiteral("1"));
    };
    const bool animating = isAnimating() && animReg_ == r;
    const std::uint64_t value = regs_[static_cast<std::size_t>(r)].value;
    p.save();
    p.setClipRect(strip);
    for (int c = 0; c < n_; ++c) {
        const qreal x = L.left + c * L.cell;
        if (L.digits && c > 0) {
            p.setPen(QPen(grid, 1));
            p.drawLine(QPointF(x, strip.top()), QPointF(x, strip.bottom()));
        }
        if (!animating && ((value >> c) & 1U) != 0) {
            one(x);
        } else if (L.digits) {
            p.setPen(blend(base, text, 0.45));
            p.drawText(QRectF(x, strip.top(), L.cell, strip.height()), Qt::AlignCenter,
                       QStringLiteral("0"));
        }
    }
    if (animating) {  // the bits of (old | bit) on their way one column over
        const qreal t = animation_->currentValue().toReal();
        for (int c = 0; c < n_; ++c)
            if (((animFrom_ >> c) & 1U) != 0) one(L.left + (c + animDir_ * t) * L.cell);
    }
    p.restore();
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(grid, 1));
    p.drawRect(strip.adjusted(0.5, 0.5, -0.5, -0.5));
    if (highlighted_ != r || changed_ == 0) return;
    // The changed bits (value ^ old): outlined, or marked under the cell when it is too narrow.
    const qreal w = std::clamp<qreal>(L.cell * 0.1, 2.0, 3.5);
    for (int c = 0; c < n_; ++c) {
        if (((changed_ >> c) & 1U) == 0) continue;
        const QRectF cell(L.left + c * L.cell, strip.top(), L.cell, strip.height());
        if (L.cell < 10) {
            p.fillRect(QRectF(cell.left(), strip.bottom() + 1, cell.width(), 3),
                       colors_.registerRow);
            continue;
        }
        const QRectF box = cell.adjusted(w / 2, w / 2, -w / 2, -w / 2);
        p.setPen(QPen(colors_.registerHalo, w + 2, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        p.drawRect(box);
        p.setPen(QPen(colors_.registerRow, w, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        p.drawRect(box);
    }
}

void RegisterView::paintExpression(QPainter& p, int r, const QRectF& cells) const {
    const Layout& L = layout_;
    const Shown& s = regs_[static_cast<std::size_t>(r)];
    const QRectF box =
        L.exprHeight > 0
            ? QRectF(L.exprLeft, cells.bottom() + 1, L.exprRight - L.exprLeft, L.exprHeight - 1)
            : QRectF(L.exprLeft, cells.top(), L.exprRight - L.exprLeft, cells.height());
    if (box.width() < kMinExpression) return;
    const QColor textColor = palette().color(QPalette::WindowText);
    const QColor muted = palette().color(QPalette::PlaceholderText);
    qreal x = box.left();
    // Draws one piece of text after the previous one, elided at `limit`.
    const auto run = [&](const QFont& f, const QColor& c, const QString& text, qreal limit) {
        const QFontMetricsF fm(f);
        const QString shown = fm.elidedText(text, Qt::ElideRight, limit - x);
        p.setFont(f);
        p.setPen(c);
        p.drawText(QRectF(x, box.top(), limit - x, box.height()), Qt::AlignLeft | Qt::AlignVCenter,
                   shown);
        x += fm.horizontalAdvance(shown);
    };
    if (L.namesInline) {
        QFont bold = font();
        bold.setBold(true);
        run(bold, textColor, QString::fromLatin1(kNames[r]) + QStringLiteral(": "), box.right());
    }
    QFont exprFont = s.code ? codeFont() : font();
    exprFont.setItalic(!s.code);
    qreal exprW = QFontMetricsF(exprFont).horizontalAdvance(s.expression);
    if (exprW > box.right() - x && exprFont.pointSizeF() > 0) {  // a little smaller, then elided
        exprFont.setPointSizeF(exprFont.pointSizeF() * 0.85);
        exprW = QFontMetricsF(exprFont).horizontalAdvance(s.expression);
    }
    // The row the value belongs to, when it is not the row of the header.
    QString suffix;
    if (s.origin.source != Source::Unknown && s.origin.source != Source::Restore &&
        s.origin.row >= 0 && shownRow_ >= 0 && s.origin.row != shownRow_)
        suffix = QStringLiteral("  ") + tr("(row %L1)").arg(s.origin.row);
    const QFontMetricsF cfm(codeFont());
    const QString hex = QStringLiteral("0x") +
                        QString::number(qulonglong(s.value), 16).rightJustified((n_ + 3) / 4, '0');
    const qreal need = exprW + QFontMetricsF(font()).horizontalAdvance(suffix);
    const bool withHex = box.right() - x >= need + kGap + cfm.horizontalAdvance(hex);
    const qreal limit = withHex ? box.right() - cfm.horizontalAdvance(hex) - kGap : box.right();
    run(exprFont, textColor, s.expression, limit);
    if (!suffix.isEmpty() && limit - x >= QFontMetricsF(font()).horizontalAdvance(suffix))
        run(font(), muted, suffix, limit);
    if (withHex) {
        p.setFont(codeFont());
        p.setPen(muted);
        p.drawText(box, Qt::AlignRight | Qt::AlignVCenter, hex);
    }
}
