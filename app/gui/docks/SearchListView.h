#pragma once
// SearchListView: the OPEN and CLOSED lists of the graph searches (DFS, BFS, iterative deepening)
// at the timeline cursor: both sizes (from the cursor's BoardState stats), the node being expanded
// and the front of OPEN as NodeGallery children; for iterative deepening also the pass (its depth
// limit), the nodes cut off in it and the CLOSED sizes the earlier passes ended with. It owns a
// queens::OpenListTracker that follows the cursor by applying or unapplying timeline events, at
// most eventBudget() events and timeBudgetMs() per setView() or timer slice; until it catches up
// the view labels the lists with the tracker's step. It never shows lists that are not those of the
// step they are labelled with: when an event was dropped or the tracker refuses one, it shows the
// sizes only and says why. Lifetime: it keeps a pointer to the last setView()'s Timeline to
// continue from its timer; call reset() when that Timeline is replaced or destroyed, unless
// setView() with the new one comes before control returns to the event loop. More: docs/design.md,
// "Large boards".
#include <QTimer>
#include <QWidget>
#include <cstdint>
#include <optional>
#include <vector>

#include "Algorithm.h"
#include "OpenListTracker.h"
#include "Timeline.h"

class NodeGallery;
class QLabel;

class SearchListView : public QWidget {
    Q_OBJECT

public:
    static constexpr std::uint64_t kDefaultEventBudget = 200'000;
    static constexpr int kDefaultTimeBudgetMs = 3;
    static constexpr std::size_t kFrontCount = 8;  // nodes of OPEN shown
    static constexpr int kMaxBoardN = 8;           // mini-boards up to this n, tuples beyond

    explicit SearchListView(QWidget* parent = nullptr);
    ~SearchListView() override;

    // Follows t.cursor() for algorithm a (a graph search; any other algorithm clears the view).
    void setView(const queens::Timeline& t, queens::Algorithm a);
    // Forgets the run: a new run starts from an empty view.
    void reset();

    // Events and milliseconds the tracker may spend per setView() or timer slice (at least 1).
    void setBudget(std::uint64_t events, int milliseconds);
    std::uint64_t eventBudget() const { return eventBudget_; }
    int timeBudgetMs() const { return timeBudgetMs_; }

    // What the view shows (for tests): the front of OPEN (at most kFrontCount nodes, next to
    // expand first), the node being expanded, and whether those belong to the cursor's step.
    std::vector<std::vector<int>> shownFront() const { return shownFront_; }
    std::optional<std::vector<int>> shownExpanding() const { return shownExpanding_; }
    bool caughtUp() const;                // the tracker is at the cursor and exact
    bool sizesOnly() const;               // lists cannot be shown (dropped events, mismatch)
    std::uint64_t trackedCursor() const;  // events the tracker has applied (0 without one)
    std::uint64_t shownOpenSize() const { return shownOpen_; }      // the big numbers
    std::uint64_t shownClosedSize() const { return shownClosed_; }  // (from the cursor's state)
    // Iterative deepening: the pass (depth limit) shown, 0 otherwise; whether the node shown as
    // being expanded is marked as cut off.
    int shownPass() const { return shownPass_; }
    bool shownCutOff() const { return shownCutOff_; }

protected:
    void changeEvent(QEvent* event) override;

private:
    enum class Block {
        None,
        Dropped,    // an event needed was dropped by the timeline's memory bound
        Forgotten,  // a Pop to undo is beyond the tracker's history, and event 0 is gone
        Mismatch,   // the tracker refused an event: sizes only until the next run
    };

    void startTracker(int n, queens::OpenListTracker::Discipline discipline);
    void catchUp();
    void updateDisplay();
    void clearLists();
    void continueCatchUp();
    void applyFonts();
    static QString notGraphSearchText();
    void retranslateUi();  // every text in the current language (QEvent::LanguageChange)
    void updatePass();     // iterative deepening's pass line (the tracker is exact)

    const queens::Timeline* timeline_ = nullptr;
    std::optional<queens::Algorithm> algorithm_;
    std::optional<queens::OpenListTracker> tracker_;
    Block block_ = Block::None;
    QString mismatch_;  // what the tracker refused

    std::uint64_t eventBudget_ = kDefaultEventBudget;
    int timeBudgetMs_ = kDefaultTimeBudgetMs;
    QTimer catchUpTimer_;

    std::vector<std::vector<int>> shownFront_;
    std::optional<std::vector<int>> shownExpanding_;
    std::uint64_t shownOpen_ = 0;
    std::uint64_t shownClosed_ = 0;
    int shownPass_ = 0;
    bool shownCutOff_ = false;

    QLabel* openTitle_ = nullptr;
    QLabel* openValue_ = nullptr;
    QLabel* closedTitle_ = nullptr;
    QLabel* closedValue_ = nullptr;
    QLabel* passLabel_ = nullptr;
    QLabel* expandingTitle_ = nullptr;
    NodeGallery* expandingGallery_ = nullptr;
    QLabel* frontTitle_ = nullptr;
    NodeGallery* frontGallery_ = nullptr;
    QLabel* moreLabel_ = nullptr;
    QLabel* status_ = nullptr;
    QLabel* caption_ = nullptr;
};
