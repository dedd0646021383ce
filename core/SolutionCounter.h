#pragma once
// SolutionCounter: the number of solutions of the N-Queens problem, all of them (OEIS A000170)
// and the fundamental ones, i.e. the classes under the 8 symmetries of the square (A002562),
// exactly in 64-bit arithmetic for 1 <= n <= 27, multi-threaded and cancellable. The fast path
// behind `queenslab-cli count`; no step events.
//
// How (each part has its own class and header):
// - total: HalfBoardJoinCounter. The board is cut between its middle rows; top halves and
//   bottom halves are listed per column set (HalfBoardEnumerator) and the pairs that fit are
//   counted with bit-parallel set operations (DisjointPairCounter). Mirror and upside-down
//   symmetry save almost a factor 4.
// - fundamental: Burnside's lemma, unique = (total + F180 + 2·F90) / 8, where F180 and F90, the
//   solutions fixed by the half and quarter turns, are searched directly
//   (SymmetricSolutionCounter). Nothing is taken from a table of published values; a total that
//   does not make the division exact is reported as an internal error (std::logic_error).
//   (n = 1: the single solution is its own class.)
// - threads: all parts are cut into work units (a few thousand of them), scheduled dynamically
//   over the threads by WorkUnitScheduler; progress is reported in finished units.
//
// Thread safety: count() may be called from any thread; it starts and joins its own workers.
#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>

namespace queens {

enum class CountStatus { Complete, Cancelled };

struct CountOptions {
    unsigned threads = 0;                       // 0: std::thread::hardware_concurrency()
    const std::atomic<bool>* cancel = nullptr;  // set to true (from any thread) to stop early
    // Called on the thread that called count(), about every progressInterval and once at the
    // end, with the work units finished and the number of units.
    std::function<void(std::size_t done, std::size_t units)> progress;
    std::chrono::milliseconds progressInterval{100};
};

struct CountResult {
    CountStatus status = CountStatus::Complete;
    std::uint64_t total = 0;   // all solutions (0 when cancelled)
    std::uint64_t unique = 0;  // fundamental solutions (0 when cancelled)
    std::uint64_t nodes = 0;   // partial placements examined by the searches (a work measure)
    std::uint64_t halfTurnSymmetric = 0;     // F180
    std::uint64_t quarterTurnSymmetric = 0;  // F90
    std::size_t unitsDone = 0;
    std::size_t units = 0;
    unsigned threads = 0;
};

class SolutionCounter {
public:
    static constexpr int kMaxN = 27;

    // Throws std::invalid_argument unless 1 <= n <= kMaxN. Construction builds the lookup tables
    // (at most about 50 MB, the most for n = 19).
    explicit SolutionCounter(int n);
    ~SolutionCounter();
    SolutionCounter(const SolutionCounter&) = delete;
    SolutionCounter& operator=(const SolutionCounter&) = delete;

    int n() const { return n_; }

    CountResult count(const CountOptions& options = {}) const;

private:
    struct Parts;
    int n_;
    std::unique_ptr<const Parts> parts_;
};

}  // namespace queens
