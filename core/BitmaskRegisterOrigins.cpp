#include "BitmaskRegisterOrigins.h"

#include <algorithm>
#include <bit>

#include "BitmaskStepper.h"
#include "Bits.h"

namespace queens {
namespace {

using Origin = BitmaskRegisterOrigins::Origin;
using Source = BitmaskRegisterOrigins::Source;
constexpr int kRegs = kRegisterCount;

// The highest set bit of b; 0 for 0.
constexpr std::uint64_t highest(std::uint64_t b) {
    return b == 0 ? 0 : bitOf(63 - std::countl_zero(b));
}
// The bits strictly above the one-bit word b (0 for bit 63: the shift wraps to 0, 0 - 1 = ~0).
constexpr std::uint64_t above(std::uint64_t b) {
    return ~((b << 1) - 1);
}
static_assert(above(1) == ~std::uint64_t{1} && above(bitOf(63)) == 0 && highest(0b0110) == 4);

// A register's value and the statement that last assigned it.
struct Expect {
    std::uint64_t value = 0;
    Origin origin;
};
using Expected = std::array<Expect, kRegs>;

// The registers BitmaskStepper holds right after one of its events, rebuilt from the placement:
// every register is some row's frame value (BitmaskStepper.h, "Invariants"), and which row and
// which statement follow from the event and the placement. Nothing here depends on history.
class Derivation {
public:
    explicit Derivation(const BoardState& s) : s_(s), n_(s.n()), all_(boardMask(s.n())) {}

    std::optional<Expected> after(const StepEvent* e) const {
        const int q = s_.queenCount();
        for (int r = 0; r < n_; ++r)  // the search fills rows top to bottom
            if ((s_.queenAt(r) != BoardState::kEmpty) != (r < q)) return std::nullopt;
        Expected x{};
        if (!derive(x, e, q)) return std::nullopt;
        for (int i = 0; i < kRegs; ++i)
            if (s_.reg(static_cast<Register>(i)) != x[static_cast<std::size_t>(i)].value)
                return std::nullopt;
        return x;
    }

private:
    // cols, ld, rd of row R: the queens of the rows above it, seen from row R.
    std::array<std::uint64_t, 3> frame(int R) const {
        std::array<std::uint64_t, 3> f{};
        for (int row = 0; row < R && row < n_; ++row) {
            const int c = s_.queenAt(row);
            const int d = R - row;
            f[0] |= bitOf(c);
            if (c + d < n_) f[1] |= bitOf(c + d);
            if (c - d >= 0) f[2] |= bitOf(c - d);
        }
        return f;
    }
    std::uint64_t freeOf(int R) const {
        const auto f = frame(R);
        return all_ & ~(f[0] | f[1] | f[2]);
    }
    static Expect at(std::uint64_t v, Source s, int row) { return {v, Origin{s, row}}; }
    // Row R just entered from above (row 0: the initial call solve(0, 0, 0, 0)).
    void entered(Expected& x, int R) const {
        const auto f = frame(R);
        for (std::size_t i = 0; i < 3; ++i)
            x[i] = R == 0 ? at(f[i], Source::Init, 0) : at(f[i], Source::Descend, R);
    }
    // Row R trying column c: bit picked and cleared from avail. cols/ld/rd came down from the
    // parent if c is the row's first free column, else back from the previous column's subtree.
    bool trying(Expected& x, int R, int c) const {
        if (R < 0 || R >= n_ || c < 0 || c >= n_) return false;
        const std::uint64_t b = bitOf(c), avail = freeOf(R);
        if ((avail & b) == 0) return false;
        if (lowestBit(avail) == b) {
            entered(x, R);
        } else {
            const auto f = frame(R);
            for (std::size_t i = 0; i < 3; ++i) x[i] = at(f[i], Source::Restore, R);
        }
        x[3] = at(avail & above(b), Source::Clear, R);
        x[4] = at(b, Source::Pick, R);
        return true;
    }
    // Every register restored to row R's frame, whose bit is column c.
    bool restored(Expected& x, int R, int c) const {
        if (!trying(x, R, c)) return false;
        for (auto& v : x) v.origin = Origin{Source::Restore, R};
        return true;
    }
    // Row K (>= 1) finished: what it leaves in the registers before they go back to row K - 1.
    bool leaving(Expected& x, int K) const {
        if (K < 1 || K > n_) return false;
        if (K == n_) {  // a solution: row n only reports; avail and bit are row n - 1's
            if (!trying(x, n_ - 1, s_.queenAt(n_ - 1))) return false;
            entered(x, n_);
            return true;
        }
        const std::uint64_t avail = freeOf(K);
        if (avail == 0) {  // no free column: line 3 ran, the loop never did
            entered(x, K);
            x[3] = at(0, Source::Avail, K);
            x[4] = at(bitOf(s_.queenAt(K - 1)), Source::Pick, K - 1);
            return true;
        }
        return restored(x, K, columnOf(highest(avail)));  // its last column
    }

    bool derive(Expected& x, const StepEvent* e, int q) const {
        using L = BitmaskStepper::Line;
        if (e == nullptr) {
            for (auto& v : x) v = at(0, Source::Init, 0);
            return q == 0;
        }
        const int a = e->a;
        const bool inRow = a == q && a >= 0 && a < n_;  // a is the row being filled
        const std::uint64_t bit = s_.reg(Register::Bit);
        switch (e->kind) {
            case EventKind::Mask: {
                const int reg = e->reason;
                if (reg >= kRegs) return false;
                switch (e->line) {
                    case L::kLineAvail:
                        if (reg != 3 || !inRow) return false;
                        entered(x, a);
                        x[3] = at(freeOf(a), Source::Avail, a);
                        x[4] = a == 0 ? at(0, Source::Init, 0)
                                      : at(bitOf(s_.queenAt(a - 1)), Source::Pick, a - 1);
                        return true;
                    case L::kLinePickBit: {
                        if (reg != 4 || !inRow || !std::has_single_bit(bit)) return false;
                        if (!trying(x, a, columnOf(bit))) return false;
                        const bool first = lowestBit(freeOf(a)) == bit;
                        x[3] =
                            at(freeOf(a) & ~(bit - 1), first ? Source::Avail : Source::Restore, a);
                        return true;
                    }
                    case L::kLineClearBit:
                        return reg == 3 && inRow && std::has_single_bit(bit) &&
                               trying(x, a, columnOf(bit));
                    case L::kLineRecurse: {
                        Expected done{};
                        if (reg <= 2 && a == q && a >= 1) {  // down into row a
                            if (!trying(x, a - 1, s_.queenAt(a - 1))) return false;
                            entered(done, a);
                        } else if (a == q - 1 && a >= 0) {  // back up to row a
                            if (!leaving(x, a + 1) || !restored(done, a, s_.queenAt(a)))
                                return false;
                        } else {
                            return false;
                        }
                        // Registers are moved in the order cols, ld, rd, avail, bit.
                        std::copy_n(done.begin(), reg + 1, x.begin());
                        return true;
                    }
                    default:
                        return false;
                }
            }
            case EventKind::Try:
                return e->line == L::kLinePlace && inRow && trying(x, a, e->b);
            case EventKind::Place:
                return e->line == L::kLinePlace && a == q - 1 && a >= 0 && s_.queenAt(a) == e->b &&
                       trying(x, a, e->b);
            case EventKind::Remove:
                return e->line == L::kLineRemove && inRow && restored(x, a, e->b);
            case EventKind::Solution:
                return e->line == L::kLineSolution && q == n_ && leaving(x, n_);
            case EventKind::Done:
                if (e->line != L::kLineDone) return false;
                if (q == n_) return leaving(x, n_);  // stopped at the first solution
                return q == 0 && restored(x, 0, columnOf(highest(freeOf(0))));
            default:
                return false;
        }
    }

    const BoardState& s_;
    int n_;
    std::uint64_t all_;
};

}  // namespace

std::optional<BitmaskRegisterOrigins::Origins> BitmaskRegisterOrigins::derive(
    const BoardState& state, const StepEvent* current) {
    if (state.n() < 1 || state.n() > kMaxN) return std::nullopt;
    const auto derived = Derivation(state).after(current);
    if (!derived) return std::nullopt;
    Origins origins{};
    for (std::size_t i = 0; i < origins.size(); ++i) origins[i] = (*derived)[i].origin;
    return origins;
}

BitmaskRegisterOrigins::Origin BitmaskRegisterOrigins::ofEvent(const StepEvent& e, int queens) {
    using L = BitmaskStepper::Line;
    switch (e.line) {
        case L::kLineAvail:
            return {Source::Avail, e.a};
        case L::kLinePickBit:
            return {Source::Pick, e.a};
        case L::kLineClearBit:
            return {Source::Clear, e.a};
        case L::kLineRecurse:
            if (e.a == queens && e.reason <= 2) return {Source::Descend, e.a};
            if (e.a == queens - 1) return {Source::Restore, e.a};
            break;
        default:
            break;
    }
    return {};
}

}  // namespace queens
