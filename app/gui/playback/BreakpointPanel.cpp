#include "BreakpointPanel.h"

#include <QAction>
#include <QEvent>
#include <QGridLayout>
#include <QLineEdit>
#include <QSpinBox>
#include <QToolButton>
#include <algorithm>
#include <iterator>

#include "Breakpoint.h"

namespace {
constexpr int kInitialDepth = 4;
constexpr int kInitialConflicts = 1;

QToolButton* makeButton(const char* name, QWidget* parent) {
    auto* b = new QToolButton(parent);
    b->setObjectName(QLatin1String(name));
    b->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    b->setIconSize(QSize(24, 24));
    b->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    b->hide();  // until setActions() gives it an action
    return b;
}
}  // namespace

BreakpointPanel::BreakpointPanel(QWidget* parent) : QWidget(parent) {
    solutionButton_ = makeButton("runToSolutionButton", this);
    backtrackButton_ = makeButton("runToBacktrackButton", this);
    restartButton_ = makeButton("runToRestartButton", this);
    depthButton_ = makeButton("runToDepthButton", this);
    conflictsButton_ = makeButton("runToConflictsButton", this);
    wipeoutButton_ = makeButton("runToWipeoutButton", this);
    backjumpButton_ = makeButton("runToBackjumpButton", this);

    depthSpin_ = new QSpinBox(this);
    depthSpin_->setObjectName(QStringLiteral("depthSpin"));
    conflictsSpin_ = new QSpinBox(this);
    conflictsSpin_->setObjectName(QStringLiteral("conflictsSpin"));
    retranslateUi();
    for (QSpinBox* spin : {depthSpin_, conflictsSpin_}) {
        spin->setKeyboardTracking(false);  // one valuesChanged() per entered number
        spin->setSizePolicy(QSizePolicy::Minimum, QSizePolicy::Fixed);
        connect(spin, &QSpinBox::valueChanged, this, &BreakpointPanel::valuesChanged);
        if (auto* edit = spin->findChild<QLineEdit*>())
            connect(edit, &QLineEdit::returnPressed, this, &BreakpointPanel::entryConfirmed);
    }

    // Next solution | next backtrack or next restart | depth or collisions with k | next wipe-out
    // | next backjump. Backtrack and restart, depth and collisions never apply together
    // (breakpointApplies); wipe-out and backjump only to CSP backtracking.
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(4, 4, 4, 4);
    grid->setHorizontalSpacing(6);
    grid->setVerticalSpacing(4);
    grid->addWidget(solutionButton_, 0, 0, 1, 2);
    grid->addWidget(backtrackButton_, 1, 0, 1, 2);
    grid->addWidget(restartButton_, 2, 0, 1, 2);
    grid->addWidget(depthButton_, 3, 0);
    grid->addWidget(depthSpin_, 3, 1);
    grid->addWidget(conflictsButton_, 4, 0);
    grid->addWidget(conflictsSpin_, 4, 1);
    grid->addWidget(wipeoutButton_, 5, 0, 1, 2);
    grid->addWidget(backjumpButton_, 6, 0, 1, 2);
    grid->setColumnStretch(0, 1);
    grid->setRowStretch(7, 1);

    setN(8);
    depthSpin_->setValue(kInitialDepth);
    conflictsSpin_->setValue(kInitialConflicts);
    updateVisibility();
}

void BreakpointPanel::retranslateUi() {
    depthSpin_->setPrefix(tr("k = ", "prefix of the number k of a breakpoint"));
    depthSpin_->setToolTip(
        tr("Depth k: stop when the search places its k-th queen "
           "(k queens on the board, on rows 0 to k − 1: rows are counted from 0)"));
    depthSpin_->setAccessibleName(tr("Depth k"));
    conflictsSpin_->setPrefix(depthSpin_->prefix());
    conflictsSpin_->setToolTip(
        tr("Collisions k: stop at the next full board with at most k "
           "collisions (0: a solution)"));
    conflictsSpin_->setAccessibleName(tr("Collisions k"));
}

void BreakpointPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}

int BreakpointPanel::depth() const {
    return depthSpin_->value();
}
int BreakpointPanel::conflicts() const {
    return conflictsSpin_->value();
}
void BreakpointPanel::setDepth(int k) {
    depthSpin_->setValue(k);
}
void BreakpointPanel::setConflicts(int k) {
    conflictsSpin_->setValue(k);
}

void BreakpointPanel::setN(int n) {
    depthSpin_->setRange(1, std::max(1, n));  // clamps the value (valueChanged if it moves)
    conflictsSpin_->setRange(0, std::max(0, 2 * n - 2));
}

void BreakpointPanel::setAlgorithm(queens::Algorithm algorithm) {
    algorithm_ = algorithm;
    updateVisibility();
}

void BreakpointPanel::setActions(QAction* solution, QAction* backtrack, QAction* restart,
                                 QAction* depth, QAction* conflicts, QAction* wipeout,
                                 QAction* backjump) {
    // In the order of queens::Breakpoint::Kind.
    QToolButton* buttons[] = {solutionButton_,  backtrackButton_, restartButton_, depthButton_,
                              conflictsButton_, wipeoutButton_,   backjumpButton_};
    QAction* actions[] = {solution, backtrack, restart, depth, conflicts, wipeout, backjump};
    static_assert(std::size(actions) == queens::kBreakpointKindCount);
    for (int i = 0; i < queens::kBreakpointKindCount; ++i) {
        hasAction_[i] = actions[i] != nullptr;
        if (actions[i] != nullptr) buttons[i]->setDefaultAction(actions[i]);
    }
    updateVisibility();
}

void BreakpointPanel::updateVisibility() {
    using Kind = queens::Breakpoint::Kind;
    const auto shown = [this](Kind kind) {
        return hasAction_[static_cast<int>(kind)] && queens::breakpointApplies(kind, algorithm_);
    };
    solutionButton_->setVisible(shown(Kind::NextSolution));
    backtrackButton_->setVisible(shown(Kind::NextBacktrack));
    restartButton_->setVisible(shown(Kind::NextRestart));
    depthButton_->setVisible(shown(Kind::Depth));
    conflictsButton_->setVisible(shown(Kind::ConflictsAtMost));
    wipeoutButton_->setVisible(shown(Kind::NextWipeout));
    backjumpButton_->setVisible(shown(Kind::NextBackjump));
    // The numbers stay visible without buttons, for a lead that triggers the actions elsewhere.
    depthSpin_->setVisible(queens::breakpointApplies(Kind::Depth, algorithm_));
    conflictsSpin_->setVisible(queens::breakpointApplies(Kind::ConflictsAtMost, algorithm_));
}
