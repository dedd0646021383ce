#pragma once
// SearchListView: the OPEN and CLOSED lists of the depth-first and breadth-first graph searches
// (DfsStepper, BfsStepper) at the timeline cursor: both sizes in large numbers, the node being
// expanded, and the front of OPEN (the next nodes to expand, "stack top" for DFS, "queue front"
// for BFS) as mini-boards with their tuples "(1, 3, 0)" for n <= 8, as tuples only beyond, and
// "+ 123 more" for the rest of OPEN. The nodes are drawn by two NodeGallery children.
//
// How it follows the cursor
// - BoardState only counts OPEN and CLOSED, so the sizes come from t.state().stats() and are
//   always those of the cursor. The contents of OPEN are rebuilt by a queens::OpenListTracker
//   that follows t.cursor() by applying or unapplying the events t.event(i).
// - setView() is called on every refresh. It moves the tracker towards the cursor by at most
//   eventBudget() events and timeBudgetMs() milliseconds (whichever ends first), so a refresh
//   never takes long. When that is not enough the view shows the lists of the step the tracker
//   has reached, says "catching up…" with that step, and arms a single-shot 0 ms QTimer to go on
//   while playback is paused. A jump backward that is cheaper to replay from event 0 than to
//   undo (or that needs a Pop the tracker's bounded history forgot) restarts the tracker at 0.
// - When an event the tracker needs was dropped by the timeline's memory bound
//   (t.event(i) == nullptr), or the events do not fit the tracker (std::logic_error: a stepper
//   or recording bug), the view shows the sizes only, with a sentence saying why. It never shows
//   lists that are not those of the step they are labelled with.
// - Lifetime: the view keeps a pointer to the Timeline of the last setView() to continue from
//   its timer. Call reset() when a run ends or its Timeline is replaced or destroyed
//   (PlaybackController::reset() replaces it), unless setView() is called with the new Timeline
//   before control returns to the event loop. A setView() with a different Timeline object or
//   another algorithm or n starts a new tracker; reset() also does.
// - Colours come from the palette (BoardColors), so light and dark themes both work; every
//   string goes through tr(); numbers through QLocale.
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

    // Follows t.cursor() for algorithm a (Dfs or Bfs; any other algorithm clears the view).
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

    QLabel* openTitle_ = nullptr;
    QLabel* openValue_ = nullptr;
    QLabel* closedTitle_ = nullptr;
    QLabel* closedValue_ = nullptr;
    QLabel* expandingTitle_ = nullptr;
    NodeGallery* expandingGallery_ = nullptr;
    QLabel* frontTitle_ = nullptr;
    NodeGallery* frontGallery_ = nullptr;
    QLabel* moreLabel_ = nullptr;
    QLabel* status_ = nullptr;
    QLabel* caption_ = nullptr;
};
