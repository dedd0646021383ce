#pragma once
// Domains: the domains of a constraint search (Algorithm::Csp) as BoardState holds them: for
// every row the columns its queen may still take, and for every value removed what removed it
// (a PruneCause and a row). It interprets Prune, Restore and Wipeout (StepEvent.h) forward and
// back, and nothing else; it knows nothing of queens, which BoardState keeps.
//
// Contract
// - Every value starts in every domain. The storage (n * n causes of 4 bytes) is taken on the
//   first Prune, so the boards of the other searches (min-conflicts at n = 10^7) pay nothing.
//   Equality is by content: a Domains that never pruned equals one whose prunings were all
//   restored.
// - A value is removed at most once at a time: Prune of a value not in the domain, and Restore
//   of a value in it or with another cause than the one that removed it, are refused.
// - Wipeout is accepted only for a row whose domain is empty.
// - apply/unapply check first and throw std::logic_error on an event that does not fit, leaving
//   the domains unchanged.
#include <cstdint>
#include <vector>

#include "StepEvent.h"

namespace queens {

class Domains {
public:
    explicit Domains(int n = 0);

    int n() const { return n_; }
    bool contains(int row, int col) const;
    // Values left in the row's domain.
    int size(int row) const;
    // Values removed now, over all rows.
    std::int64_t removed() const { return removed_; }

    struct Cause {
        int row = -1;  // -1: the value is in the domain
        PruneCause kind = PruneCause::ForwardCheck;
        friend bool operator==(const Cause&, const Cause&) = default;
    };
    Cause cause(int row, int col) const;

    // Prune, Restore and Wipeout; any other kind is refused.
    void apply(const StepEvent& e);
    void unapply(const StepEvent& e);

    std::size_t heapBytes() const {
        return (cause_.capacity() + size_.capacity()) * sizeof(std::int32_t);
    }
    friend bool operator==(const Domains& a, const Domains& b);

private:
    static constexpr std::int32_t kPresent = -1;
    void checkCell(int row, int col) const;
    void remove(int row, int col, std::int32_t code);
    void putBack(int row, int col, std::int32_t code);
    std::size_t index(int row, int col) const {
        return static_cast<std::size_t>(row) * static_cast<std::size_t>(n_) +
               static_cast<std::size_t>(col);
    }

    int n_ = 0;
    std::vector<std::int32_t> cause_;  // n * n, empty until the first Prune: row << 1 | kind
    std::vector<std::int32_t> size_;   // n, empty until the first Prune
    std::int64_t removed_ = 0;
};

}  // namespace queens
