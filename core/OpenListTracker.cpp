#include "OpenListTracker.h"

#include <stdexcept>
#include <string>

namespace queens {

namespace {
[[noreturn]] void fail(const std::string& what) {
    throw std::logic_error("OpenListTracker: " + what);
}

std::string cell(const StepEvent& e) {
    // Appended piece by piece: "(" + std::to_string(...) trips GCC 12's -Wrestrict false positive.
    std::string s = "(";
    s += std::to_string(e.a);
    s += ',';
    s += std::to_string(e.b);
    s += ')';
    return s;
}

bool graphSearchKind(EventKind k) {
    switch (k) {
        case EventKind::Try:
        case EventKind::Reject:
        case EventKind::Place:
        case EventKind::Remove:
        case EventKind::Solution:
        case EventKind::Push:
        case EventKind::Pop:
        case EventKind::Deepen:
        case EventKind::Cutoff:
        case EventKind::Done:
            return true;
        case EventKind::Mask:
        case EventKind::Evaluate:
        case EventKind::Swap:
        case EventKind::Restart:
        case EventKind::Move:
        case EventKind::Propose:
        case EventKind::Cool:
        case EventKind::Populate:
        case EventKind::Member:
        case EventKind::Crossover:
        case EventKind::Mutate:
        case EventKind::Generation:
        case EventKind::Adopt:
        case EventKind::Select:
        case EventKind::Propagate:
        case EventKind::Revise:
        case EventKind::Prune:
        case EventKind::Restore:
        case EventKind::Wipeout:
        case EventKind::Jump:
        case EventKind::Choose:
        case EventKind::Cover:
        case EventKind::Uncover:
            return false;
    }
    return false;
}
}  // namespace

OpenListTracker::OpenListTracker(int n, Discipline discipline, std::size_t historyLimit)
    : n_(n), discipline_(discipline), historyLimit_(historyLimit) {
    if (n < 1 || n > kMaxN)
        throw std::invalid_argument("OpenListTracker supports N from 1 to 16; got " +
                                    std::to_string(n));
    shown_.assign(static_cast<std::size_t>(n), -1);
}

std::optional<OpenListTracker::Discipline> OpenListTracker::disciplineOf(Algorithm algorithm) {
    if (algorithm == Algorithm::Dfs || algorithm == Algorithm::Iddfs) return Discipline::Stack;
    if (algorithm == Algorithm::Bfs) return Discipline::Queue;
    return std::nullopt;
}

std::vector<int> OpenListTracker::unpack(const Node& node) {
    std::vector<int> cols(static_cast<std::size_t>(node.depth));
    for (int r = 0; r < node.depth; ++r)
        cols[static_cast<std::size_t>(r)] = static_cast<int>((node.cols >> (4 * r)) & 0xF);
    return cols;
}

void OpenListTracker::checkCell(const StepEvent& e) const {
    if (e.a < 0 || e.a >= n_ || e.b < 0 || e.b >= n_) fail("cell " + cell(e) + " is off the board");
}

OpenListTracker::Node OpenListTracker::pushedNode(const StepEvent& e) const {
    if (e.a == -1) {
        if (e.b != -1 || e.value != 0) fail("a root push must have b = -1 and depth 0");
        return Node{};
    }
    checkCell(e);
    if (e.value != static_cast<std::uint64_t>(e.a) + 1)
        fail("push of " + cell(e) + " with depth " + std::to_string(e.value));
    Node node;
    for (int r = 0; r < e.a; ++r) {
        const int col = shown_[static_cast<std::size_t>(r)];
        if (col < 0) fail("push of " + cell(e) + " while row " + std::to_string(r) + " is empty");
        node.cols |= static_cast<std::uint64_t>(col) << (4 * r);
    }
    node.cols |= static_cast<std::uint64_t>(e.b) << (4 * e.a);
    node.depth = e.a + 1;
    return node;
}

const OpenListTracker::Node& OpenListTracker::nextOut() const {
    return discipline_ == Discipline::Stack ? open_.back() : open_.front();
}

void OpenListTracker::checkPop(const Node& node, const StepEvent& e) const {
    const int d = node.depth;
    const int row = d > 0 ? d - 1 : -1;
    const int col = d > 0 ? static_cast<int>((node.cols >> (4 * row)) & 0xF) : -1;
    if (e.value != static_cast<std::uint64_t>(d) || e.a != row || e.b != col)
        fail("pop " + cell(e) + " depth " + std::to_string(e.value) +
             " does not match the node OPEN hands out, " + std::to_string(row) + "," +
             std::to_string(col) + " depth " + std::to_string(d));
}

// Every case checks before it changes anything, so a refused event leaves the tracker as it was.
void OpenListTracker::apply(const StepEvent& e) {
    if (!graphSearchKind(e.kind)) fail("not a graph-search event");
    switch (e.kind) {
        case EventKind::Place: {
            checkCell(e);
            int& slot = shown_[static_cast<std::size_t>(e.a)];
            if (slot != -1) fail("place on occupied row " + std::to_string(e.a));
            slot = e.b;
            break;
        }
        case EventKind::Remove: {
            checkCell(e);
            int& slot = shown_[static_cast<std::size_t>(e.a)];
            if (slot != e.b) fail("remove " + cell(e) + " names the wrong column");
            slot = -1;
            break;
        }
        case EventKind::Push:
            open_.push_back(pushedNode(e));
            break;
        case EventKind::Pop: {
            if (open_.empty()) fail("pop from an empty OPEN list");
            const Node node = nextOut();
            checkPop(node, e);
            if (historyLimit_ > 0) {
                popped_.push_back(node.cols);
                poppedDepth_.push_back(static_cast<std::uint8_t>(node.depth));
                if (popped_.size() > historyLimit_) {
                    popped_.pop_front();
                    poppedDepth_.pop_front();
                }
            }
            if (discipline_ == Discipline::Stack)
                open_.pop_back();
            else
                open_.pop_front();
            ++closed_;
            break;
        }
        case EventKind::Deepen:
            checkDeepen(e, depthLimit());
            if (closed_ != e.value) fail("deepen with the wrong CLOSED size");
            if (!passCutoffs_.empty()) passClosed_.push_back(closed_);  // the pass that ended
            passCutoffs_.push_back(0);
            closed_ = 0;
            break;
        case EventKind::Cutoff: {
            if (passCutoffs_.empty()) fail("cutoff before the first deepen");
            if (closed_ == 0) fail("cutoff before the pass popped a node");
            if (!poppedDepth_.empty()) {  // else the node is beyond the history: count only
                const Node node{popped_.back(), poppedDepth_.back()};
                if (node.depth & kCut) fail("the same node cut off twice");
                checkPop(node, e);
                if (node.depth != depthLimit()) fail("cutoff of a node above the depth limit");
                poppedDepth_.back() |= kCut;
            }
            ++passCutoffs_.back();
            break;
        }
        default:  // Try, Reject, Solution, Done: OPEN and the shown board stay as they are
            break;
    }
    ++applied_;
}

bool OpenListTracker::canUnapply(const StepEvent& e) const {
    if (applied_ == 0) return false;
    return e.kind != EventKind::Pop || !popped_.empty();
}

// A Deepen's own fields, the same forward and back: OPEN and the board empty, limits in order.
void OpenListTracker::checkDeepen(const StepEvent& e, int limitBefore) const {
    if (e.a != limitBefore + 1 || e.b != limitBefore)
        fail("deepen from limit " + std::to_string(e.b) + " to " + std::to_string(e.a) +
             " out of order");
    if (!open_.empty()) fail("deepen while OPEN is not empty");
    for (int col : shown_)
        if (col != -1) fail("deepen while the board still shows a node");
}

void OpenListTracker::unapply(const StepEvent& e) {
    if (applied_ == 0) fail("undo with no event applied");
    if (!graphSearchKind(e.kind)) fail("not a graph-search event");
    switch (e.kind) {
        case EventKind::Place: {
            checkCell(e);
            int& slot = shown_[static_cast<std::size_t>(e.a)];
            if (slot != e.b) fail("undo of place " + cell(e) + " that is not on the board");
            slot = -1;
            break;
        }
        case EventKind::Remove: {
            checkCell(e);
            int& slot = shown_[static_cast<std::size_t>(e.a)];
            if (slot != -1) fail("undo of remove " + cell(e) + " on an occupied row");
            slot = e.b;
            break;
        }
        case EventKind::Push: {
            if (open_.empty()) fail("undo of a push with OPEN empty");
            const Node node = pushedNode(e);
            if (open_.back().cols != node.cols || open_.back().depth != node.depth)
                fail("undo of push " + cell(e) + ": it is not the last node of OPEN");
            open_.pop_back();
            break;
        }
        case EventKind::Pop: {
            if (popped_.empty())
                fail(closed_ == 0 ? "undo of a pop never applied"
                                  : "undo of a pop beyond the history limit");
            const Node node{popped_.back(), poppedDepth_.back()};
            checkPop(node, e);
            if (discipline_ == Discipline::Stack)
                open_.push_back(node);
            else
                open_.push_front(node);
            popped_.pop_back();
            poppedDepth_.pop_back();
            --closed_;
            break;
        }
        case EventKind::Deepen:
            checkDeepen(e, depthLimit() - 1);
            if (closed_ != 0 || passCutoffs_.empty() || passCutoffs_.back() != 0)
                fail("undo of a deepen after its pass began");
            passCutoffs_.pop_back();
            if (!passCutoffs_.empty()) passClosed_.pop_back();
            closed_ = e.value;
            break;
        case EventKind::Cutoff: {
            if (passCutoffs_.empty() || passCutoffs_.back() == 0)
                fail("undo of a cutoff never applied");
            if (!poppedDepth_.empty()) {
                if (!(poppedDepth_.back() & kCut)) fail("undo of a cutoff of a node not cut off");
                const Node node{popped_.back(), poppedDepth_.back() & ~kCut};
                checkPop(node, e);
                poppedDepth_.back() &= static_cast<std::uint8_t>(~kCut);
            }
            --passCutoffs_.back();
            break;
        }
        default:
            break;
    }
    --applied_;
}

std::vector<std::vector<int>> OpenListTracker::front(std::size_t k) const {
    const std::size_t count = k < open_.size() ? k : open_.size();
    std::vector<std::vector<int>> out;
    out.reserve(count);
    for (std::size_t i = 0; i < count; ++i)
        out.push_back(
            unpack(discipline_ == Discipline::Stack ? open_[open_.size() - 1 - i] : open_[i]));
    return out;
}

std::optional<std::vector<int>> OpenListTracker::expanding() const {
    if (popped_.empty() || closed_ == 0) return std::nullopt;
    return unpack(Node{popped_.back(), poppedDepth_.back() & ~kCut});
}

std::vector<int> OpenListTracker::shown() const {
    return shown_;
}

}  // namespace queens
