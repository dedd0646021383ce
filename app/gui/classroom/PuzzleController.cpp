#include "PuzzleController.h"

#include <QEvent>
#include <QKeyEvent>
#include <algorithm>
#include <limits>
#include <stdexcept>
#include <utility>

#include "AlgorithmNames.h"
#include "BoardWidget.h"
#include "PuzzleAdvisor.h"
#include "StepperFactory.h"

using queens::EventKind;
using queens::PuzzleAdvisor;
using queens::PuzzleConflict;
using queens::PuzzleHint;
using queens::RejectReason;
using queens::RemoveReason;
using queens::StepEvent;

static_assert(PuzzleController::kMaxN == PuzzleAdvisor::kMaxN);
static_assert(PuzzleController::kNodeBudget == PuzzleAdvisor::kNodeBudget);

PuzzleController::PuzzleController(BoardWidget* board, QObject* parent)
    : QObject(parent), board_(board) {
    connect(board_, &BoardWidget::cellClicked, this, &PuzzleController::onCellClicked);
}

PuzzleController::~PuzzleController() = default;

void PuzzleController::setActive(bool on, int n) {
    if (on) {
        n = std::clamp(n, 1, kMaxN);
        if (n != state_.n()) {
            state_ = queens::BoardState(n);
            hasLast_ = false;
            hasSuggestion_ = false;
            focus_ = QPoint(0, 0);
        }
        if (!active_) {
            active_ = true;
            board_->installEventFilter(this);
            board_->setInteractive(true);
        }
        updateBoard();
        say([this] { return introSentence(); });
        emit changed();
        return;
    }
    if (!active_) return;
    active_ = false;
    board_->removeEventFilter(this);
    board_->setCellMarks({});
    board_->setInteractive(false);
    emit changed();
}

void PuzzleController::setFocusCell(int row, int col) {
    const int n = state_.n();
    focus_ = QPoint(std::clamp(col, 0, n - 1), std::clamp(row, 0, n - 1));
    if (active_) updateBoard();
}

void PuzzleController::apply(const StepEvent& e) {
    state_.apply(e);
    last_ = e;
    hasLast_ = true;
}

void PuzzleController::toggle(int row, int col) {
    const int n = state_.n();
    if (row < 0 || row >= n || col < 0 || col >= n) return;
    const int had = state_.queenAt(row);
    if (had != queens::BoardState::kEmpty)
        apply(StepEvent::make(EventKind::Remove, 0, row, had,
                              queens::reasonCode(RemoveReason::Next)));
    if (had != col) apply(StepEvent::make(EventKind::Place, 0, row, col));
    hasSuggestion_ = false;
    updateBoard();
    const int changedRow = had == col ? -1 : row;
    say([this, changedRow] { return statusAfterChange(changedRow); });
    emit changed();
}

void PuzzleController::clear() {
    state_ = queens::BoardState(state_.n());
    hasLast_ = false;
    hasSuggestion_ = false;
    updateBoard();
    say([] { return tr("The board is empty again."); });
    emit changed();
}

QString PuzzleController::conflictSentence(const PuzzleConflict& c) {
    QString line;
    switch (c.line) {
        case RejectReason::Column:
            line = tr("along column %1").arg(c.colA);
            break;
        case RejectReason::Diagonal:
            line = tr("along a diagonal (\\)");
            break;
        default:
            line = tr("along a diagonal (/)");
            break;
    }
    //: %1..%4: 0-based row and column of two queens; %5: "along column 2", "along a diagonal (\)"
    return tr("The queens at (%1, %2) and (%3, %4) attack each other %5.")
        .arg(c.rowA)
        .arg(c.colA)
        .arg(c.rowB)
        .arg(c.colB)
        .arg(line);
}

// After a change: a conflict of the changed row's queen first (row = -1: any conflict), then
// whether the board is solved, else how far the student got.
QString PuzzleController::statusAfterChange(int row) const {
    const std::vector<PuzzleConflict> pairs = PuzzleAdvisor::conflicts(board());
    const int n = state_.n();
    const int queens = state_.queenCount();
    if (!pairs.empty()) {
        auto mine = std::find_if(pairs.begin(), pairs.end(), [row](const PuzzleConflict& c) {
            return c.rowA == row || c.rowB == row;
        });
        return conflictSentence(mine != pairs.end() ? *mine : pairs.front());
    }
    if (queens == n) return solvedSentence();
    if (row >= 0)
        return tr("Queen on row %1, column %2: no conflicts, %3 of %4 queens placed.")
            .arg(row)
            .arg(state_.queenAt(row))
            .arg(queens)
            .arg(n);
    return tr("Queen taken off: no conflicts, %1 of %2 queens placed.").arg(queens).arg(n);
}

QString PuzzleController::solvedSentence() {
    return tr("Solved! Every row has its queen and no two queens attack each other.");
}

QString PuzzleController::introSentence() const {
    return tr("Puzzle on %1 x %1: put a queen in every row so that no two attack each other. "
              "Click a square to place one.")
        .arg(state_.n());
}

QString PuzzleController::checkSentence() const {
    const std::vector<PuzzleConflict> pairs = PuzzleAdvisor::conflicts(board());
    const int n = state_.n();
    const int queens = state_.queenCount();
    if (!pairs.empty()) {
        QString text = tr("Not a solution: %1").arg(conflictSentence(pairs.front()));
        if (pairs.size() > 1)
            text += QLatin1Char(' ') + tr("In all, %1 pairs of queens attack each other.")
                                           .arg(static_cast<qulonglong>(pairs.size()));
        return text;
    }
    if (queens == n) return solvedSentence();
    return tr("Not a solution yet: no two queens attack each other, but only %1 of %2 "
              "queens are placed.")
        .arg(queens)
        .arg(n);
}

QString PuzzleController::check() {
    say([this] { return checkSentence(); });
    return lastMessage_;
}

QString PuzzleController::hintSentence(const PuzzleHint& h) {
    switch (h.kind) {
        case PuzzleHint::Kind::Move:
            return tr("Try row %1, column %2: it is safe and a solution goes through it.")
                .arg(h.row)
                .arg(h.col);
        case PuzzleHint::Kind::Solved:
            return tr("Nothing left to do: the board is already a solution.");
        case PuzzleHint::Kind::Conflict:
            return conflictSentence(h.conflict) + QLatin1Char(' ') +
                   tr("Move or remove one of them first.");
        case PuzzleHint::Kind::DeadEndRow:
            return tr("Dead end: every square of row %1 is attacked.").arg(h.blockedRow) +
                   QLatin1Char(' ') + tr("Move or remove a queen.");
        case PuzzleHint::Kind::DeadEnd:
            return (h.nodes == 1 ? tr("Dead end: no solution keeps these queens (the solver tried "
                                      "1 placement).")
                                 : tr("Dead end: no solution keeps these queens (the solver tried "
                                      "%L1 placements).")
                                       .arg(static_cast<qulonglong>(h.nodes))) +
                   QLatin1Char(' ') + tr("Move or remove a queen.");
        case PuzzleHint::Kind::Undecided:
            break;
    }
    return tr("The solver gave up after %L1 placements: no hint this time.")
        .arg(static_cast<qulonglong>(h.nodes));
}

QString PuzzleController::hint() {
    const PuzzleHint h = PuzzleAdvisor::hint(board(), nodeBudget_);
    if (h.kind == PuzzleHint::Kind::Move) {
        hasSuggestion_ = true;
        suggestion_ = QPoint(h.col, h.row);
        focus_ = suggestion_;
    }
    if (active_) updateBoard();
    say([h] { return hintSentence(h); });
    return lastMessage_;
}

void PuzzleController::startSearch(queens::Algorithm a) {
    std::vector<int> fixed;
    if (state_.queenCount() > 0) fixed = board();
    queens::StepperOptions options;
    options.n = state_.n();
    options.fixed = fixed;
    const std::string refusal = queens::StepperFactory::validate(a, options);
    if (!refusal.empty()) {
        say([this, a, refusal] {
            // The reasons a puzzle board can meet, in the user's language (the core's are
            // English).
            QString why = QString::fromStdString(refusal);
            if (a == queens::Algorithm::Symmetric)
                why =
                    tr("symmetric search needs an empty board: it searches half of the first "
                       "row and mirrors what it finds.");
            else if (a == queens::Algorithm::MinConflicts)
                why = queens::PuzzleAdvisor::conflicts(board()).empty()
                          ? tr("min-conflicts may only move the free queens, and no solution "
                               "keeps the queens you placed.")
                          : tr("two of your queens attack each other, and min-conflicts may not "
                               "move them.");
            else if (queens::isCourseLocalSearch(a))
                why =
                    tr("it starts from random boards, so it cannot keep the queens you "
                       "placed.");
            return tr("%1 cannot start from this board: %2")
                .arg(AlgorithmNames::displayName(a), why);
        });
        return;
    }
    const int given = state_.queenCount();
    say([a, given] {
        const QString name = AlgorithmNames::displayName(a);
        return given == 0   ? tr("%1 searches from the empty board.").arg(name)
               : given == 1 ? tr("%1 searches on from your queen.").arg(name)
                            : tr("%1 searches on from your %2 queens.").arg(name).arg(given);
    });
    emit startSearchRequested(a, state_.n(), fixed);
}

void PuzzleController::say(std::function<QString()> sentence) {
    sentence_ = std::move(sentence);
    lastMessage_ = sentence_();
    emit message(lastMessage_);
}

QString PuzzleController::caption() const {
    return sentence_ ? sentence_() : lastMessage_;
}

void PuzzleController::updateBoard() {
    if (!active_) return;
    const int n = state_.n();
    std::vector<BoardWidget::CellMark> marks;
    // Every queen another queen attacks: an X over it.
    for (int r = 0; r < n; ++r) {
        const int c = state_.queenAt(r);
        if (c != queens::BoardState::kEmpty && PuzzleAdvisor::isAttacked(board(), r, c))
            marks.push_back({r, c, BoardWidget::CellMark::Wrong});
    }
    if (hasSuggestion_)
        marks.push_back({suggestion_.y(), suggestion_.x(), BoardWidget::CellMark::Suggestion});
    marks.push_back({focus_.y(), focus_.x(), BoardWidget::CellMark::Focus});
    board_->setView(&state_, lastEvent());
    board_->setCellMarks(std::move(marks));
}

void PuzzleController::onCellClicked(int row, int col) {
    if (!active_) return;
    focus_ = QPoint(col, row);
    toggle(row, col);
}

bool PuzzleController::eventFilter(QObject* watched, QEvent* event) {
    if (watched != board_ || !active_ ||
        (event->type() != QEvent::KeyPress && event->type() != QEvent::ShortcutOverride))
        return QObject::eventFilter(watched, event);
    const auto* key = static_cast<QKeyEvent*>(event);
    if (event->type() == QEvent::ShortcutOverride) {
        // The window's playback shortcuts (arrows, Space) must not take the puzzle's keys.
        static constexpr int kKeys[] = {Qt::Key_Left,  Qt::Key_Right,  Qt::Key_Up,
                                        Qt::Key_Down,  Qt::Key_Space,  Qt::Key_Return,
                                        Qt::Key_Enter, Qt::Key_Delete, Qt::Key_Backspace,
                                        Qt::Key_H,     Qt::Key_C};
        if (key->modifiers() == Qt::NoModifier || key->modifiers() == Qt::KeypadModifier)
            for (int k : kKeys)
                if (key->key() == k) event->accept();
        return false;
    }
    const int row = focus_.y();
    const int col = focus_.x();
    switch (key->key()) {
        case Qt::Key_Left:
            setFocusCell(row, col - 1);
            return true;
        case Qt::Key_Right:
            setFocusCell(row, col + 1);
            return true;
        case Qt::Key_Up:
            setFocusCell(row - 1, col);
            return true;
        case Qt::Key_Down:
            setFocusCell(row + 1, col);
            return true;
        case Qt::Key_Space:
        case Qt::Key_Return:
        case Qt::Key_Enter:
            toggle(row, col);
            return true;
        case Qt::Key_Delete:
        case Qt::Key_Backspace:
            if (state_.queenAt(row) != queens::BoardState::kEmpty) toggle(row, state_.queenAt(row));
            return true;
        case Qt::Key_H:
            hint();
            return true;
        case Qt::Key_C:
            check();
            return true;
        default:
            return QObject::eventFilter(watched, event);
    }
}
