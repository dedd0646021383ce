#include "RegisterView.h"

#include <QEvent>
#include <QPainter>
#include <QVariantAnimation>
#include <algorithm>
#include <cmath>

#include "BitmaskStepper.h"
#include "Bits.h"

using queens::BitmaskRegisterOrigins;
using queens::BitmaskStepper;
using queens::BoardState;
using queens::EventKind;
using queens::Register;
using queens::StepEvent;
using Origin = RegisterView::Origin;
using Source = RegisterView::Source;

namespace {
constexpr int kRegs = queens::kRegisterCount;
constexpr qreal kMargin = RegisterPainter::kMargin;
constexpr qreal kGap = RegisterPainter::kGap;
constexpr qreal kRowGap = RegisterPainter::kRowGap;
constexpr qreal kMaxCell = RegisterPainter::kMaxCell;
constexpr qreal kDigitMinCell = RegisterPainter::kDigitMinCell;
constexpr const auto& kNames = RegisterPainter::kNames;
const QString kWidestCode = QStringLiteral("avail = all & ~(cols | ld | rd)");
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
    const std::uint64_t all = queens::boardMask(n_);
    for (int i = 0; i < kRegs; ++i) regs_[static_cast<std::size_t>(i)].value = key.regs[i] & all;
    if (current && current->kind == EventKind::Mask && current->reason < kRegs) {
        highlighted_ = current->reason;
        changed_ = current->value & all;
    }
    const auto derived = BitmaskRegisterOrigins::derive(state, current);
    exact_ = derived.has_value();
    for (int i = 0; i < kRegs; ++i)
        regs_[static_cast<std::size_t>(i)].origin =
            exact_ ? (*derived)[static_cast<std::size_t>(i)] : Origin{};
    if (!exact_ && highlighted_ >= 0)
        regs_[static_cast<std::size_t>(highlighted_)].origin =
            BitmaskRegisterOrigins::ofEvent(*current, state.queenCount());

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
    const std::uint64_t all = queens::boardMask(n_);
    if (now != (left ? queens::shiftLd(from, all) : queens::shiftRd(from))) return;
    animReg_ = e.reason;
    animFrom_ = from & all;
    animDir_ = left ? 1 : -1;  // ld << 1: towards higher columns, to the right on screen
    animation_->start();
}

void RegisterView::setColumnGeometry(qreal left, qreal cell) {
    if (hasColumns_ && left == columnLeft_ && cell == columnCell_) return;
    const bool changed = !hasColumns_;
    hasColumns_ = cell > 0;
    columnLeft_ = left;
    columnCell_ = std::max<qreal>(0, cell);
    const bool tall = wantsTall();
    relayout();
    if (changed || tall != tall_) {
        tall_ = tall;
        relayout();
        updateGeometry();
    }
    update();
}

// Whether the expressions go under the rows (a taller block): when they do not fit right of the
// cells under the board. Going back to the short block only when they would still fit after
// the board has grown by the height that gives back, so that the two layouts never alternate.
bool RegisterView::wantsTall() const {
    if (!hasColumns_) return false;
    const int n = std::clamp(n_, 1, kMaxN);
    const QFontMetricsF cfm(codeFont());
    const qreal exprW = cfm.horizontalAdvance(kWidestCode);
    const qreal free = width() - kMargin - (columnLeft_ + n * columnCell_ + kGap);
    const qreal regained = tall_ ? kRegs * (cfm.height() + 2) : 0;
    return free - regained < exprW * 0.6;
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
    return layout_.cellRect(static_cast<int>(r), col);
}

void RegisterView::updateExpressions() {
    for (int i = 0; i < kRegs; ++i) {
        Shown& s = regs_[static_cast<std::size_t>(i)];
        s.expression = expressionFor(static_cast<Register>(i), s.origin);
        s.code = s.origin.source != Source::Unknown && s.origin.source != Source::Restore &&
                 !(s.origin.source == Source::Init && i >= 3);
        // The row the value belongs to, when it is not the row of the header.
        s.suffix.clear();
        if (s.origin.source != Source::Unknown && s.origin.source != Source::Restore &&
            s.origin.row >= 0 && shownRow_ >= 0 && s.origin.row != shownRow_)
            s.suffix = QStringLiteral("  ") + tr("(row %L1)").arg(s.origin.row);
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
    return RegisterTextCache::codeFont(font());
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
        below = canBelow && tall_;
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
    L.bounds = rect();
    L.header = QRectF(kMargin, y, W - 2 * kMargin, fm.height() + 4);
    y += L.header.height();
    L.indexTop = y;
    L.indexHeight = fm.height() * 0.8 + 2;
    y += L.indexHeight;
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
            static_cast<int>(std::ceil(blockHeight(hasColumns_ && tall_ ? cfm.height() + 2 : 0)))};
}

QSize RegisterView::minimumSizeHint() const {
    return {240, static_cast<int>(std::ceil(blockHeight(0)))};
}

void RegisterView::resizeEvent(QResizeEvent* event) {
    if (hasColumns_ && wantsTall() != tall_) {
        tall_ = !tall_;
        updateGeometry();
    }
    relayout();
    QWidget::resizeEvent(event);
}

void RegisterView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::PaletteChange) colors_ = BoardColors::forPalette(palette());
    if (event->type() == QEvent::FontChange) {
        relayout();
        updateGeometry();
    }
    if (event->type() == QEvent::LanguageChange) updateExpressions();  // the sentences
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange ||
        event->type() == QEvent::LanguageChange)
        update();
    QWidget::changeEvent(event);
}

// ---- painting: draws the cached values only (RegisterPainter) ----

void RegisterView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    RegisterPainter::Shift shift;
    if (isAnimating() && animReg_ >= 0)
        shift = {animReg_, animFrom_, animDir_, animation_->currentValue().toReal()};
    QString title = tr("Registers");
    if (shownRow_ == n_)
        title = tr("Registers of row %L1 (every row has a queen)").arg(shownRow_);
    else if (shownRow_ >= 0)
        title = tr("Registers of row %L1").arg(shownRow_);
    const QString note = valid_ ? QString()
                         : n_ == 0
                             ? tr("No registers to show")
                             : tr("The registers belong to the bitmask search, N from 1 to 64.");
    const RegisterPainter::Scene scene{
        .layout = layout_,
        .regs = regs_,
        .colors = colors_,
        .ink = RegisterPainter::Ink::ofPalette(palette()),
        .n = n_,
        .title = title,
        .caption = tr("bit c = column c", "register cells are in board order"),
        .note = note,
        .rect = rect(),
        .texts = &texts_,
        .font = font(),
        .expressions = true,
        .highlighted = highlighted_,
        .changed = changed_,
        .shift = shift};
    RegisterPainter(scene).paint(p);
}
