#include "SearchListView.h"

#include <QElapsedTimer>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QStringList>
#include <QVBoxLayout>
#include <algorithm>
#include <exception>
#include <utility>

#include "CjkWordBreaks.h"
#include "NodeGallery.h"

using queens::Algorithm;
using queens::OpenListTracker;
using queens::StepEvent;

namespace {
QString number(std::uint64_t v) {
    return QLocale().toString(static_cast<qulonglong>(v));
}

}  // namespace

// ---- SearchListView -------------------------------------------------------------------------

SearchListView::SearchListView(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("searchListView"));
    auto* layout = new QVBoxLayout(this);

    auto* sizes = new QGridLayout;
    openTitle_ = new QLabel(this);
    openValue_ = new QLabel(this);
    closedTitle_ = new QLabel(this);
    closedValue_ = new QLabel(this);
    openValue_->setObjectName(QStringLiteral("openSizeValue"));
    closedValue_->setObjectName(QStringLiteral("closedSizeValue"));
    for (QLabel* v : {openValue_, closedValue_})
        v->setTextInteractionFlags(Qt::TextSelectableByMouse);
    sizes->addWidget(openTitle_, 0, 0);
    sizes->addWidget(closedTitle_, 0, 1);
    sizes->addWidget(openValue_, 1, 0);
    sizes->addWidget(closedValue_, 1, 1);
    layout->addLayout(sizes);
    passLabel_ = new QLabel(this);
    passLabel_->setObjectName(QStringLiteral("iddfsPassLabel"));
    passLabel_->setWordWrap(true);
    passLabel_->hide();
    layout->addWidget(passLabel_);

    expandingTitle_ = new QLabel(this);
    expandingTitle_->setWordWrap(true);
    layout->addWidget(expandingTitle_);
    expandingGallery_ = new NodeGallery(kMaxBoardN, this);
    expandingGallery_->setObjectName(QStringLiteral("expandingNode"));
    layout->addWidget(expandingGallery_);

    frontTitle_ = new QLabel(this);
    frontTitle_->setWordWrap(true);
    layout->addWidget(frontTitle_);
    frontGallery_ = new NodeGallery(kMaxBoardN, this);
    frontGallery_->setObjectName(QStringLiteral("openFrontGallery"));
    layout->addWidget(frontGallery_);
    moreLabel_ = new QLabel(this);
    moreLabel_->setObjectName(QStringLiteral("openMoreLabel"));
    layout->addWidget(moreLabel_);

    status_ = new QLabel(this);
    status_->setObjectName(QStringLiteral("searchListStatus"));
    status_->setWordWrap(true);
    layout->addWidget(status_);
    caption_ = new QLabel(this);
    caption_->setWordWrap(true);
    layout->addWidget(caption_);
    layout->addStretch(1);

    catchUpTimer_.setSingleShot(true);
    catchUpTimer_.setInterval(0);
    connect(&catchUpTimer_, &QTimer::timeout, this, &SearchListView::continueCatchUp);

    applyFonts();
    reset();
    retranslateUi();
}

void SearchListView::retranslateUi() {
    closedTitle_->setText(tr("CLOSED: nodes already expanded"));
    CjkWordBreaks::setText(caption_,
                           tr("A tuple lists the column of the queen in rows 0, 1, 2, …; column 0 "
                              "is on the left, as on the board."));
    if (timeline_ != nullptr) {
        updateDisplay();
        return;
    }
    openTitle_->setText(tr("OPEN: nodes waiting"));
    CjkWordBreaks::setText(status_, algorithm_
                                        ? notGraphSearchText()
                                        : tr("No depth-first or breadth-first search is running."));
}

QString SearchListView::notGraphSearchText() {
    return tr(
        "OPEN and CLOSED lists belong to the depth-first and breadth-first "
        "graph searches.");
}

SearchListView::~SearchListView() = default;

void SearchListView::applyFonts() {
    QFont big = font();
    if (big.pointSizeF() > 0)
        big.setPointSizeF(big.pointSizeF() * 2.2);
    else
        big.setPixelSize(big.pixelSize() * 2);
    big.setBold(true);
    openValue_->setFont(big);
    closedValue_->setFont(big);
    QFont small = caption_->font();
    small.setItalic(true);
    caption_->setFont(small);
}

void SearchListView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::FontChange) applyFonts();
    if (event->type() == QEvent::PaletteChange) update();
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}

void SearchListView::setBudget(std::uint64_t events, int milliseconds) {
    eventBudget_ = std::max<std::uint64_t>(1, events);
    timeBudgetMs_ = std::max(1, milliseconds);
}

void SearchListView::reset() {
    catchUpTimer_.stop();
    timeline_ = nullptr;
    algorithm_.reset();
    tracker_.reset();
    block_ = Block::None;
    mismatch_.clear();
    shownOpen_ = shownClosed_ = 0;
    openTitle_->setText(tr("OPEN: nodes waiting"));
    openValue_->setText(number(0));
    closedValue_->setText(number(0));
    clearLists();
    status_->show();
    CjkWordBreaks::setText(status_, tr("No depth-first or breadth-first search is running."));
}

bool SearchListView::caughtUp() const {
    return timeline_ != nullptr && tracker_.has_value() && block_ == Block::None &&
           tracker_->applied() == timeline_->cursor();
}

bool SearchListView::sizesOnly() const {
    return block_ != Block::None;
}

std::uint64_t SearchListView::trackedCursor() const {
    return tracker_ ? tracker_->applied() : 0;
}

void SearchListView::startTracker(int n, OpenListTracker::Discipline discipline) {
    tracker_.reset();
    block_ = Block::None;
    mismatch_.clear();
    try {
        tracker_.emplace(n, discipline);
    } catch (const std::exception& ex) {
        block_ = Block::Mismatch;
        mismatch_ = QString::fromStdString(ex.what());
    }
}

void SearchListView::setView(const queens::Timeline& t, Algorithm a) {
    const auto discipline = OpenListTracker::disciplineOf(a);
    if (!discipline) {
        reset();
        algorithm_ = a;
        CjkWordBreaks::setText(status_, notGraphSearchText());
        return;
    }
    const int n = t.state().n();
    if (&t != timeline_ || algorithm_ != a || (tracker_ && tracker_->n() != n) ||
        (!tracker_ && block_ == Block::None)) {
        timeline_ = &t;
        algorithm_ = a;
        startTracker(n, *discipline);
    }
    catchUp();
    updateDisplay();
}

void SearchListView::continueCatchUp() {
    if (timeline_ == nullptr) return;
    catchUp();
    updateDisplay();
}

// Moves the tracker towards the cursor within the budgets. Forward needs events
// tracked..cursor-1, backward cursor..tracked-1; a restart from 0 needs every event from 0.
void SearchListView::catchUp() {
    if (timeline_ == nullptr || !tracker_ || block_ == Block::Mismatch) return;
    const queens::Timeline& t = *timeline_;
    const std::uint64_t target = t.cursor();
    // The timeline keeps the events firstExact()..size()-1. Replaying from 0 needs them all.
    const bool fromZeroPossible = t.firstExact() == 0;
    block_ = Block::None;
    if (std::min(tracker_->applied(), target) < t.firstExact()) {
        block_ = Block::Dropped;  // the tracker stays where it is, for when the cursor returns
        return;
    }
    QElapsedTimer clock;
    clock.start();
    std::uint64_t work = 0;
    const auto restart = [this] {
        const auto discipline = tracker_->discipline();
        const int n = tracker_->n();
        tracker_.reset();  // frees the old lists before the new tracker grows
        tracker_.emplace(n, discipline);
    };
    try {
        while (tracker_->applied() != target) {
            if (work >= eventBudget_ || ((work & 1023) == 1023 && clock.elapsed() >= timeBudgetMs_))
                break;
            const std::uint64_t at = tracker_->applied();
            if (at < target) {
                const StepEvent* e = t.event(at);
                if (e == nullptr) {
                    block_ = Block::Dropped;
                    break;
                }
                tracker_->apply(*e);
            } else {
                const StepEvent* e = t.event(at - 1);
                const bool unappliable = e != nullptr && tracker_->canUnapply(*e);
                // Replaying from 0 applies `target` events, undoing applies `at - target`.
                const bool replayIsCheaper = target < at - target;
                if (fromZeroPossible && (replayIsCheaper || !unappliable)) {
                    restart();  // cheaper, or the only way back
                    continue;
                }
                if (!unappliable) {
                    block_ = e == nullptr ? Block::Dropped : Block::Forgotten;
                    break;
                }
                tracker_->unapply(*e);
            }
            ++work;
        }
        if (tracker_->applied() == target) {
            const queens::SearchStats& s = t.state().stats();
            if (static_cast<std::int64_t>(tracker_->openSize()) != s.openSize ||
                static_cast<std::int64_t>(tracker_->closedSize()) != s.closedSize)
                throw std::logic_error("the rebuilt OPEN/CLOSED sizes differ from the board's");
        }
    } catch (const std::exception& ex) {
        block_ = Block::Mismatch;
        mismatch_ = QString::fromStdString(ex.what());
        tracker_.reset();
    }
}

void SearchListView::updatePass() {
    shownPass_ = algorithm_ == Algorithm::Iddfs ? tracker_->depthLimit() : 0;
    shownCutOff_ = shownPass_ > 0 && tracker_->expandingCutOff();
    passLabel_->setVisible(shownPass_ > 0);
    if (shownPass_ == 0) {
        passLabel_->clear();
        return;
    }
    QString text = tr("Pass %L1: depth limit %L1. CLOSED was emptied when this pass began; a "
                      "node popped at depth %L1 is cut off.")
                       .arg(shownPass_);
    const auto then = [&text](const QString& sentence) {
        text = tr("%1 %2", "two sentences in a row (no space in Chinese)").arg(text, sentence);
    };
    then(tr("Cut off in this pass: %n node(s).", nullptr,
            static_cast<int>(tracker_->passCutoffs())));
    const std::vector<std::uint64_t>& ended = tracker_->closedOfPasses();
    if (!ended.empty()) {
        QStringList sizes;
        for (std::uint64_t c : ended) sizes << number(c);
        then(tr("The earlier passes ended with CLOSED = %1; this pass takes all their nodes again.")
                 .arg(sizes.join(tr(", ", "separator between numbers"))));
    }
    CjkWordBreaks::setText(passLabel_, text);
}

void SearchListView::clearLists() {
    shownPass_ = 0;
    shownCutOff_ = false;
    passLabel_->clear();
    passLabel_->hide();
    shownFront_.clear();
    shownExpanding_.reset();
    expandingTitle_->clear();
    expandingTitle_->hide();
    expandingGallery_->setContent(0, {});
    expandingGallery_->hide();
    frontTitle_->clear();
    frontTitle_->hide();
    frontGallery_->setContent(0, {});
    frontGallery_->hide();
    moreLabel_->clear();
    moreLabel_->hide();
}

void SearchListView::updateDisplay() {
    if (timeline_ == nullptr) return;
    const queens::Timeline& t = *timeline_;
    const bool dfs = algorithm_ != Algorithm::Bfs;  // DFS and iterative deepening: a stack
    const queens::SearchStats& s = t.state().stats();
    shownOpen_ = static_cast<std::uint64_t>(std::max<std::int64_t>(0, s.openSize));
    shownClosed_ = static_cast<std::uint64_t>(std::max<std::int64_t>(0, s.closedSize));
    openTitle_->setText(dfs ? tr("OPEN: nodes waiting (a stack)")
                            : tr("OPEN: nodes waiting (a queue)"));
    openValue_->setText(number(shownOpen_));
    closedValue_->setText(number(shownClosed_));

    if (block_ != Block::None || !tracker_) {
        clearLists();
        status_->show();
        if (block_ == Block::Mismatch)
            CjkWordBreaks::setText(status_,
                                   tr("The contents of OPEN could not be rebuilt from the recorded "
                                      "events (%1), so only the sizes are shown.")
                                       .arg(mismatch_));
        else if (block_ == Block::Forgotten)
            CjkWordBreaks::setText(
                status_, tr("Going back to step %1 needs nodes this view no longer keeps, "
                            "so only the sizes of OPEN and CLOSED are shown here.")
                             .arg(number(t.cursor())));
        else
            CjkWordBreaks::setText(
                status_, tr("The events needed to rebuild OPEN at step %1 were dropped to "
                            "keep the timeline within its memory bound, so only the sizes "
                            "of OPEN and CLOSED are shown here.")
                             .arg(number(t.cursor())));
        return;
    }

    const int n = tracker_->n();
    shownFront_ = tracker_->front(kFrontCount);
    shownExpanding_ = tracker_->expanding();
    updatePass();

    expandingTitle_->show();
    if (shownExpanding_) {
        CjkWordBreaks::setText(
            expandingTitle_,
            shownCutOff_ ? tr("Cut off (the node the last pop took lies at the depth limit %L1, "
                              "so it is not expanded):")
                               .arg(shownPass_)
                         : tr("Being expanded (the node the last pop took from OPEN):"));
        expandingGallery_->setContent(
            n, {NodeGallery::Item{*shownExpanding_, shownCutOff_
                                                        ? tr("cut off", "a node at the depth limit")
                                                        : QString()}});
        expandingGallery_->show();
    } else {
        CjkWordBreaks::setText(expandingTitle_,
                               tracker_->closedSize() == 0
                                   ? tr("No node has been taken from OPEN yet.")
                                   : tr("The node being expanded is no longer known."));
        expandingGallery_->setContent(n, {});
        expandingGallery_->hide();
    }

    frontTitle_->show();
    if (shownFront_.empty()) {
        CjkWordBreaks::setText(frontTitle_, tr("OPEN is empty."));
    } else {
        CjkWordBreaks::setText(
            frontTitle_,
            dfs ? tr("OPEN from the stack top (last in, first out); DFS pushes its children on "
                     "top before the next pop:")
                : tr("OPEN from the queue front (first in, first out), in the order it will "
                     "be expanded:"));
    }
    std::vector<NodeGallery::Item> items;
    items.reserve(shownFront_.size());
    for (std::size_t i = 0; i < shownFront_.size(); ++i)
        items.push_back({shownFront_[i], i == 0 ? tr("next to expand") : QString()});
    frontGallery_->setContent(n, std::move(items));
    frontGallery_->setVisible(!shownFront_.empty());

    const std::size_t rest = tracker_->openSize() - shownFront_.size();
    moreLabel_->setVisible(rest > 0);
    if (rest > 0) moreLabel_->setText(tr("+ %1 more", "nodes of OPEN not drawn").arg(number(rest)));

    if (caughtUp()) {
        status_->clear();
        status_->hide();
        return;
    }
    status_->show();
    CjkWordBreaks::setText(status_,
                           tr("Catching up… the lists show step %1; the cursor is at step %2.")
                               .arg(number(tracker_->applied()), number(t.cursor())));
    if (!catchUpTimer_.isActive()) catchUpTimer_.start();
}
