#include "BoardArea.h"

#include <QEvent>
#include <QGridLayout>
#include <QTimer>
#include <algorithm>
#include <utility>

#include "BoardWidget.h"
#include "CaptionLabel.h"
#include "ConflictStripsView.h"
#include "ConstraintDescriber.h"
#include "EventDescriber.h"
#include "RegisterView.h"

BoardArea::BoardArea(QWidget* parent) : QWidget(parent) {
    board_ = new BoardWidget(this);
    board_->setObjectName(QStringLiteral("boardWidget"));
    board_->setFocusPolicy(Qt::StrongFocus);

    registers_ = new RegisterView(this);
    registers_->setObjectName(QStringLiteral("registerView"));
    registers_->hide();

    strips_ = new ConflictStripsView(this);
    strips_->setObjectName(QStringLiteral("conflictStripsView"));
    strips_->hide();

    caption_ = new CaptionLabel(kCaptionLines, this);
    caption_->setObjectName(QStringLiteral("eventCaption"));
    updateCaptionFont();

    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(board_, 0, 0);
    grid->addWidget(strips_, 0, 1);
    grid->addWidget(registers_, 1, 0, 1, 2);
    grid->addWidget(caption_, 2, 0, 1, 2);
    grid->setRowStretch(0, 1);
    grid->setColumnStretch(0, 1);

    connect(board_, &BoardWidget::boardRectChanged, this, &BoardArea::align);
}

void BoardArea::setAlgorithm(queens::Algorithm algorithm) {
    registers_->setVisible(algorithm == queens::Algorithm::Bitmask);
    strips_->setVisible(algorithm == queens::Algorithm::MinConflicts);
    // A constraint search's sentences name a value, its row and its cause: a line more.
    caption_->setLines(algorithm == queens::Algorithm::Csp ? kCspCaptionLines : kCaptionLines);
    fitBoardWidth();
    board_->setLegendAlgorithm(algorithm);
    // The layout moves the board once the views are shown or hidden; align after it did.
    QTimer::singleShot(0, this, &BoardArea::align);
}

void BoardArea::setView(const queens::BoardState& state, const queens::StepEvent* current) {
    board_->setView(&state, current);
    if (registers_->isVisible()) registers_->setView(state, current);
    if (strips_->isVisible()) strips_->setView(state, current);
    updateCaption(current, state);
}

void BoardArea::setCaptionSource(std::function<QString()> source) {
    captionSource_ = std::move(source);
}

void BoardArea::updateCaption(const queens::StepEvent* current, const queens::BoardState& state) {
    caption_->setText(captionSource_ ? captionSource_() : EventDescriber::describe(current, state));
    // A local search that stopped without a solution (stuck, frozen, out of steps) says so as a
    // notice, two lines taller; a wipe-out, the reason a constraint search goes back, too, in a
    // box of the usual size.
    const bool stuck = !captionSource_ && current != nullptr &&
                       current->kind == queens::EventKind::Done &&
                       current->reason != static_cast<std::uint8_t>(queens::StopReason::Finished) &&
                       state.stats().solutions == 0;
    const bool wipeout = !captionSource_ && ConstraintDescriber::isNotice(current);
    caption_->setNotice(stuck || wipeout, stuck);
}

void BoardArea::setCaptionBeside(bool beside) {
    if (beside == captionBeside_) return;
    captionBeside_ = beside;
    auto* grid = static_cast<QGridLayout*>(layout());
    grid->removeWidget(caption_);
    grid->removeWidget(registers_);
    if (beside) {
        grid->addWidget(caption_, 0, 2);
        grid->addWidget(registers_, 1, 0, 1, 3);
        // As many lines as the height beside the board holds.
        caption_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
        grid->setColumnStretch(0, 0);
        grid->setColumnStretch(2, 1);
    } else {
        grid->addWidget(caption_, 2, 0, 1, 2);
        grid->addWidget(registers_, 1, 0, 1, 2);
        caption_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        grid->setColumnStretch(2, 0);
        grid->setColumnStretch(0, 1);
        board_->setMinimumWidth(0);
        board_->setMaximumWidth(QWIDGETSIZE_MAX);
    }
    fitBoardWidth();
    QTimer::singleShot(0, this, &BoardArea::align);
}

// The height left to the board: the area's, less the register view's (when shown) under it.
void BoardArea::fitBoardWidth() {
    if (!captionBeside_) return;
    const auto* grid = static_cast<QGridLayout*>(layout());
    const int below = registers_->isVisibleTo(this)
                          ? registers_->sizeHint().height() + grid->verticalSpacing()
                          : 0;
    const int side = std::max(board_->minimumSizeHint().width(), height() - below);
    const int room = width() - caption_->minimumSizeHint().width() - grid->horizontalSpacing() -
                     (strips_->isVisibleTo(this) ? strips_->width() : 0);
    board_->setFixedWidth(std::max(board_->minimumSizeHint().width(), std::min(side, room)));
}

void BoardArea::setAnimationsEnabled(bool on) {
    board_->setAnimationsEnabled(on);
    registers_->setAnimationsEnabled(on);
}

// The caption reads from the back of a room: 1.35 times the area's font (which follows the
// application's: presenter mode raises it).
void BoardArea::updateCaptionFont() {
    QFont big = font();
    big.setPointSizeF(big.pointSizeF() * 1.35);
    caption_->setFont(big);
}

void BoardArea::changeEvent(QEvent* event) {
    if (event->type() == QEvent::FontChange) updateCaptionFont();
    // The caption is a sentence about the step shown: write it again in the new language.
    if (event->type() == QEvent::LanguageChange && board_->state() != nullptr) {
        const auto& current = board_->currentEvent();
        updateCaption(current ? &*current : nullptr, *board_->state());
    }
    QWidget::changeEvent(event);
}

void BoardArea::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    fitBoardWidth();
    align();
}

void BoardArea::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    align();
}

void BoardArea::align() {
    const QRectF squares = board_->boardRect();
    if (squares.isEmpty()) {
        registers_->clearColumnGeometry();
        strips_->clearRowGeometry();
        return;
    }
    const int n = board_->state() != nullptr ? board_->state()->n() : 0;
    if (n <= 0) return;
    const qreal cell = squares.width() / n;
    // Board coordinates -> this widget -> the aligned view (all children of this widget).
    const QPointF topLeft = squares.topLeft() + QPointF(board_->pos());
    registers_->setColumnGeometry(topLeft.x() - registers_->x(), cell);
    strips_->setRowGeometry(topLeft.y() - strips_->y(), cell);
}
