#pragma once
// DlxMatrix: what DlxMatrixView draws of the exact-cover matrix of Dancing Links (CoverState's
// items and options) at the timeline's cursor: which options are live, which items covered,
// which options the partial solution holds, the item chosen to branch on, and what the event at
// the cursor covers, uncovers, tries, places or removes. It copies these from the BoardState and
// the events before the cursor; it never applies an event. No Qt: the view paints it, the tests
// compare it with a replay of their own.
//
// The chosen item is the item of the Choose that opened the search level the cursor is in:
// Algorithm X covers the chosen item right after choosing it, so that Choose is the latest one
// whose item still sits on the covered-items stack where its Cover put it (or the latest Choose,
// when no Cover or Uncover has followed it yet). chosenAt() finds it walking back from the
// cursor, at most kScanLimit events; none is shown when the walk meets a dropped event.
#include <cstdint>
#include <vector>

#include "BoardState.h"
#include "StepEvent.h"
#include "Timeline.h"

struct DlxMatrix {
    static constexpr std::uint64_t kScanLimit = 1'000'000;

    enum class Flash : std::uint8_t { None, Cover, Uncover };
    struct Chosen {
        int item = -1;    // -1: no item is chosen
        int options = 0;  // the options left in it when it was chosen
        friend bool operator==(const Chosen&, const Chosen&) = default;
    };

    int n = 0;
    std::vector<std::uint8_t> live;     // n * n: option r * n + c has no covered item
    std::vector<std::uint8_t> covered;  // CoverState::itemCount(n)
    std::vector<std::uint8_t> placed;   // n * n: a queen stands on (r, c)
    Chosen chosen;
    int flashItem = -1;  // the item the event at the cursor covers or uncovers
    Flash flash = Flash::None;
    enum class Step : std::uint8_t { None, Try, Place, Remove };
    int option = -1;  // r * n + c of the event at the cursor's Try, Place or Remove, else -1
    Step step = Step::None;

    int itemCount() const { return n > 0 ? 6 * n - 2 : 0; }
    int optionCount() const { return n * n; }
    int liveOptions() const;
    int coveredItems() const;

    // The matrix at the timeline's cursor; empty (n = 0) when the board is larger than maxN.
    static DlxMatrix of(const queens::Timeline& timeline, int maxN);
    // The same from a state, the event that produced it and the chosen item.
    static DlxMatrix of(const queens::BoardState& state, const queens::StepEvent* event,
                        Chosen chosen);
    static Chosen chosenAt(const queens::Timeline& timeline);
};
