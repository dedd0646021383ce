#pragma once
// RegisterView: the five registers of the bitmask search (cols, ld, rd, avail, bit) as rows of
// binary cells, in board order: bit c (value 1 << c) is column c, drawn left to right like the
// board's columns, and the cells line up with the board when setColumnGeometry() is given.
//
// - setView(state, current) copies what it shows (n <= 64 register words and a few frames derived
//   from the placement), so the state need not outlive the call. n outside 1..64 shows a note.
// - Each register is labelled with the expression that produced its present value. The view
//   derives it exactly from the state and the current event (queens::BitmaskRegisterOrigins):
//   the BitmaskStepper phase after any of its events is fixed by the event and the placement
//   (BitmaskStepper.h), so the last statement that assigned each register is known, including
//   assignments that left the value unchanged and were therefore not emitted. The derivation is
//   checked against the register values; when they do not fit (another algorithm, a hand-made
//   state) the view falls back to the expression of the current event's register and a static
//   definition for the others.
// - The register changed by the current Mask event is highlighted and its changed bits outlined.
// - With setAnimationsEnabled(true), the Mask(Ld) / Mask(Rd) of a step down to the next row slides
//   the bits of (old | bit) one cell right (ld, << 1) or left (rd, >> 1) over ~250 ms; the next
//   setView() ends a running animation at once; an identical setView() leaves it running.
//   paintEvent() only draws the cached values (RegisterPainter, the painter of the exported
//   registers panel too), with text laid out once and kept (RegisterTextCache); an identical
//   setView() does not repaint.
//
// Layout: a header ("Registers of row r", the caption "bit c = column c", column numbers), then
// one row per register: its name, n cells (1 filled in the register's board colour, 0 empty;
// digits when cells are at least 18 px wide, else bars), the expression and the value in
// hex when there is room. A value that belongs to another row than the header's (the
// registers move one at a time) says so: "(row 2)". The expressions go to the right of the
// cells, or under each row when the cells fill the width and the widget is tall enough; with
// setColumnGeometry() the sizeHint() asks for that taller layout only while the expressions do
// not fit beside the cells (with hysteresis, see wantsTall()). Call setColumnGeometry() again
// whenever the board moves (BoardWidget::boardRectChanged()).
#include <QWidget>
#include <array>
#include <cstdint>

#include "BitmaskRegisterOrigins.h"
#include "BoardColors.h"
#include "BoardState.h"
#include "RegisterPainter.h"
#include "StepEvent.h"

class QVariantAnimation;

class RegisterView : public QWidget {
    Q_OBJECT

public:
    static constexpr int kMaxN = 64;
    static constexpr int kAnimationMs = 250;

    // What last assigned a register: the pseudo-code statement, and the row it was run for.
    using Source = queens::BitmaskRegisterOrigins::Source;
    using Origin = queens::BitmaskRegisterOrigins::Origin;

    explicit RegisterView(QWidget* parent = nullptr);
    ~RegisterView() override;

    void setView(const queens::BoardState& state, const queens::StepEvent* current);
    // x of column 0's left edge and the width of one column, in this widget's coordinates.
    void setColumnGeometry(qreal left, qreal cell);
    // Back to cells centred by the view itself.
    void clearColumnGeometry();
    void setAnimationsEnabled(bool enabled);
    bool animationsEnabled() const { return animationsEnabled_; }

    // Read-only accessors (tests).
    bool bitShown(queens::Register r, int col) const;
    QString expression(queens::Register r) const;
    // The board row whose register values are shown (the Mask event's a); -1 when unknown.
    int shownRow() const { return shownRow_; }
    // The register changed by the current event, as int(Register); -1 for none.
    int highlightedRegister() const { return highlighted_; }
    QRectF cellRect(queens::Register r, int col) const;
    bool isAnimating() const;
    // True when the expressions were derived exactly (a BitmaskStepper run), false for fallback.
    bool expressionsExact() const { return exact_; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    using Shown = RegisterPainter::Shown;
    using Layout = RegisterPainter::Layout;

    void relayout();
    bool wantsTall() const;
    qreal blockHeight(qreal exprHeight) const;
    qreal rowHeight() const;
    QFont codeFont() const;
    void updateExpressions();
    QString expressionFor(queens::Register r, const Origin& o) const;
    void startAnimation(const queens::BoardState& state, const queens::StepEvent& e);

    bool valid_ = false;
    int n_ = 0;
    std::array<Shown, queens::kRegisterCount> regs_{};
    bool exact_ = false;  // origins derived exactly (else the fallback)
    int shownRow_ = -1;
    int highlighted_ = -1;
    std::uint64_t changed_ = 0;
    // Identity of the view shown, so that an identical setView() does not cut an animation.
    struct Key {
        int n = -1;
        std::array<std::uint64_t, queens::kRegisterCount> regs{};
        int queens = -1;
        bool hasEvent = false;
        queens::StepEvent event;
        friend bool operator==(const Key&, const Key&) = default;
    } key_;

    bool hasColumns_ = false;
    bool tall_ = false;  // the expressions under the rows (wantsTall())
    qreal columnLeft_ = 0;
    qreal columnCell_ = 0;
    Layout layout_;
    BoardColors colors_;
    RegisterPainter::TextCache texts_;  // kept across paints: text is laid out once

    bool animationsEnabled_ = false;
    QVariantAnimation* animation_ = nullptr;
    int animReg_ = -1;
    std::uint64_t animFrom_ = 0;  // (old | bit): the bits that slide
    int animDir_ = 0;             // +1: one column right (ld), -1: left (rd)
};
