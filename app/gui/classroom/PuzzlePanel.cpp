#include "PuzzlePanel.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>

#include "AlgorithmNames.h"
#include "CjkWordBreaks.h"
#include "PuzzleController.h"

namespace {
QPushButton* makeButton(const char* name, QWidget* parent) {
    auto* b = new QPushButton(parent);
    b->setObjectName(QLatin1String(name));
    return b;
}
}  // namespace

PuzzlePanel::PuzzlePanel(PuzzleController* controller, QWidget* parent)
    : QWidget(parent), controller_(controller) {
    check_ = makeButton("puzzleCheckButton", this);
    hint_ = makeButton("puzzleHintButton", this);
    clear_ = makeButton("puzzleClearButton", this);
    start_ = makeButton("puzzleStartButton", this);
    algorithm_ = new QComboBox(this);
    algorithm_->setObjectName(QStringLiteral("puzzleAlgorithmCombo"));
    for (queens::Algorithm a : queens::kAllAlgorithms)
        algorithm_->addItem(QString(), static_cast<int>(a));
    status_ = new QLabel(this);
    status_->setObjectName(QStringLiteral("puzzleStatusLabel"));
    status_->setWordWrap(true);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    status_->setFrameShape(QFrame::StyledPanel);
    status_->setMinimumHeight(status_->fontMetrics().lineSpacing() * 3);
    status_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    howTo_ = new QLabel(this);
    howTo_->setObjectName(QStringLiteral("puzzleHowToLabel"));
    howTo_->setWordWrap(true);
    retranslateUi();

    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(4, 4, 4, 4);
    grid->addWidget(check_, 0, 0);
    grid->addWidget(hint_, 0, 1);
    grid->addWidget(clear_, 0, 2);
    grid->addWidget(algorithm_, 1, 0, 1, 3);
    grid->addWidget(start_, 2, 0, 1, 3);
    grid->addWidget(status_, 3, 0, 1, 3);
    grid->addWidget(howTo_, 4, 0, 1, 3);
    grid->setRowStretch(5, 1);

    connect(check_, &QPushButton::clicked, controller_, [this] { controller_->check(); });
    connect(hint_, &QPushButton::clicked, controller_, [this] { controller_->hint(); });
    connect(clear_, &QPushButton::clicked, controller_, &PuzzleController::clear);
    connect(start_, &QPushButton::clicked, controller_,
            [this] { controller_->startSearch(algorithm()); });
    connect(controller_, &PuzzleController::message, status_, [this](const QString& text) {
        status_->setText(CjkWordBreaks::keepWordsTogether(text));
    });
    connect(controller_, &PuzzleController::changed, this, &PuzzlePanel::updateEnabled);
    status_->setText(CjkWordBreaks::keepWordsTogether(controller_->lastMessage()));
    updateEnabled();
}

queens::Algorithm PuzzlePanel::algorithm() const {
    return static_cast<queens::Algorithm>(algorithm_->currentData().toInt());
}

void PuzzlePanel::setAlgorithm(queens::Algorithm a) {
    const int i = algorithm_->findData(static_cast<int>(a));
    if (i >= 0) algorithm_->setCurrentIndex(i);
}

QString PuzzlePanel::statusText() const {
    return status_->text();
}

void PuzzlePanel::updateEnabled() {
    const bool on = controller_->isActive();
    for (QWidget* w : {static_cast<QWidget*>(check_), static_cast<QWidget*>(hint_),
                       static_cast<QWidget*>(clear_), static_cast<QWidget*>(start_),
                       static_cast<QWidget*>(algorithm_)})
        w->setEnabled(on);
}

void PuzzlePanel::retranslateUi() {
    check_->setText(tr("Check"));
    check_->setToolTip(tr("Say whether the board is a solution (key C)"));
    hint_->setText(tr("Hint"));
    hint_->setToolTip(tr("Ask the solver for a safe square on a solution (key H)"));
    clear_->setText(tr("Clear"));
    clear_->setToolTip(tr("Take every queen off the board"));
    start_->setText(tr("Start search from here"));
    start_->setToolTip(
        tr("Run the chosen algorithm with your queens kept where they are; it searches the "
           "empty rows"));
    for (int i = 0; i < algorithm_->count(); ++i) {
        const auto a = static_cast<queens::Algorithm>(algorithm_->itemData(i).toInt());
        algorithm_->setItemText(i, AlgorithmNames::displayName(a));
        algorithm_->setItemData(i, AlgorithmNames::summary(a), Qt::ToolTipRole);
    }
    howTo_->setText(CjkWordBreaks::keepWordsTogether(
        tr("Click a square to put a queen there, move its row's queen there, or take it off. "
           "Keys: arrows move the dashed cursor, Space or Enter toggles a queen, Delete "
           "removes the row's queen, H asks for a hint, C checks. Squares are (row, column), "
           "counted from 0. Hatched squares are attacked; an X marks a queen under attack.")));
    status_->setText(
        CjkWordBreaks::keepWordsTogether(controller_->caption()));  // in the new language
}

void PuzzlePanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}
