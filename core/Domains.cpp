#include "Domains.h"

#include <stdexcept>
#include <string>

namespace queens {

namespace {
[[noreturn]] void fail(const std::string& what) {
    throw std::logic_error("Domains: " + what);
}
std::int32_t encode(int row, std::uint8_t kind) {
    return static_cast<std::int32_t>(row) * 2 + (kind & 1);
}
}  // namespace

Domains::Domains(int n) : n_(n) {
    if (n < 0) fail("negative board size");
}

void Domains::checkCell(int row, int col) const {
    if (row < 0 || row >= n_ || col < 0 || col >= n_)
        fail("cell (" + std::to_string(row) + "," + std::to_string(col) + ") is off the board");
}

bool Domains::contains(int row, int col) const {
    checkCell(row, col);
    return cause_.empty() || cause_[index(row, col)] == kPresent;
}

int Domains::size(int row) const {
    if (row < 0 || row >= n_) fail("row " + std::to_string(row) + " is off the board");
    return size_.empty() ? n_ : size_[static_cast<std::size_t>(row)];
}

Domains::Cause Domains::cause(int row, int col) const {
    checkCell(row, col);
    if (cause_.empty()) return {};
    const std::int32_t code = cause_[index(row, col)];
    if (code == kPresent) return {};
    return Cause{code / 2, static_cast<PruneCause>(code & 1)};
}

void Domains::remove(int row, int col, std::int32_t code) {
    if (cause_.empty()) {
        const auto un = static_cast<std::size_t>(n_);
        cause_.assign(un * un, kPresent);
        size_.assign(un, n_);
    }
    std::int32_t& slot = cause_[index(row, col)];
    if (slot != kPresent)
        fail("value " + std::to_string(col) + " of row " + std::to_string(row) +
             " is already removed");
    slot = code;
    --size_[static_cast<std::size_t>(row)];
    ++removed_;
}

void Domains::putBack(int row, int col, std::int32_t code) {
    if (cause_.empty() || cause_[index(row, col)] != code)
        fail("value " + std::to_string(col) + " of row " + std::to_string(row) +
             " was not removed by that cause");
    cause_[index(row, col)] = kPresent;
    ++size_[static_cast<std::size_t>(row)];
    --removed_;
}

void Domains::apply(const StepEvent& e) {
    switch (e.kind) {
        case EventKind::Prune:
        case EventKind::Restore: {
            checkCell(e.a, e.b);
            if (e.c < 0 || e.c >= n_ || e.reason > 1) fail("prune with a cause off the board");
            const std::int32_t code = encode(e.c, e.reason);
            if (e.kind == EventKind::Prune)
                remove(e.a, e.b, code);
            else
                putBack(e.a, e.b, code);
            break;
        }
        case EventKind::Wipeout:
            if (size(e.a) != 0)
                fail("wipe-out of row " + std::to_string(e.a) + ", whose domain is not empty");
            break;
        default:
            fail("not a domain event");
    }
}

void Domains::unapply(const StepEvent& e) {
    switch (e.kind) {
        case EventKind::Prune:
        case EventKind::Restore: {
            StepEvent inverse = e;
            inverse.kind = e.kind == EventKind::Prune ? EventKind::Restore : EventKind::Prune;
            apply(inverse);
            break;
        }
        case EventKind::Wipeout:
            apply(e);
            break;
        default:
            fail("not a domain event");
    }
}

bool operator==(const Domains& a, const Domains& b) {
    if (a.n_ != b.n_ || a.removed_ != b.removed_) return false;
    if (a.removed_ == 0) return true;
    return a.cause_ == b.cause_;
}

}  // namespace queens
