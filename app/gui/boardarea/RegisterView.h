#pragma once
// RegisterView: the five registers of the bitmask search (cols, ld, rd, avail, bit) as rows of
// binary cells in board order (bit c = column c), lined up with the board's columns when
// setColumnGeometry() is given; each labelled with the statement that produced its value
// (queens::BitmaskRegisterOrigins, or a fallback when the state is not a bitmask run).
// setView() copies what it shows (n <= 64; other n show a note), so the state need not outlive
// the call. paintEvent() only draws the cached values through RegisterPainter, the painter of
// the exported registers panel too. Owns the shift animation of ld / rd, which the next setView()
// ends. Call setColumnGeometry() again whenever the board moves. Layout and animation:
// docs/design.md, "The register view".
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
