#include "SolutionCatalog.h"

#include <algorithm>
#include <array>
#include <stdexcept>
#include <string>

namespace queens {

namespace {

using Packed = std::uint64_t;

int checkedN(int n) {
    if (n < 1 || n > SolutionCatalog::kMaxN)
        throw std::invalid_argument("solution catalog supports N from 1 to " +
                                    std::to_string(SolutionCatalog::kMaxN) + "; got " +
                                    std::to_string(n));
    return n;
}

// A packed placement (four bits per column, row 0 in the most significant nibble in use)
// unpacked into `out`. Equal-length placements compare like their packed words.
void unpack(Packed key, int n, std::vector<int>& out) {
    out.resize(static_cast<std::size_t>(n));
    for (int r = n - 1; r >= 0; --r) {
        out[static_cast<std::size_t>(r)] = static_cast<int>(key & 0xF);
        key >>= 4;
    }
}

// The eight images of a solution p, packed, in the order of kAllTransforms (Symmetry.h). The
// queen (r, c) goes to (r2, c2) as listed there; the image has column c2 in row r2, i.e. the
// nibble of row r2 holds c2.
std::array<Packed, 8> packedImages(const std::vector<int>& p) {
    const int n = static_cast<int>(p.size());
    const int m = n - 1;
    std::array<Packed, 8> img{};
    auto put = [n](Packed& key, int row, int col) {
        key |= static_cast<Packed>(col) << (4 * (n - 1 - row));
    };
    for (int r = 0; r < n; ++r) {
        const int c = p[static_cast<std::size_t>(r)];
        put(img[0], r, c);          // identity
        put(img[1], c, m - r);      // rotate 90
        put(img[2], m - r, m - c);  // rotate 180
        put(img[3], m - c, r);      // rotate 270
        put(img[4], r, m - c);      // mirror left-right
        put(img[5], m - r, c);      // mirror up-down
        put(img[6], c, r);          // main diagonal
        put(img[7], m - c, m - r);  // anti-diagonal
    }
    return img;
}

}  // namespace

SolutionCatalog::SolutionCatalog(int n, Filter filter) : stream_(checkedN(n)), filter_(filter) {}

bool SolutionCatalog::next(Entry& e) {
    const int n = stream_.n();
    while (!done_) {
        if (!stream_.next(placement_)) {
            done_ = true;
            break;
        }
        const int first = placement_[0];
        if (filter_ == Filter::Fundamental && first > n - 1 - first) {
            // No later solution can be canonical: its mirror image starts further left.
            done_ = true;
            break;
        }
        const std::array<Packed, 8> img = packedImages(placement_);
        std::array<Packed, 8> sorted = img;
        std::sort(sorted.begin(), sorted.end());
        const Packed canonical = sorted[0];
        const bool isCanonical = img[0] == canonical;
        if (filter_ == Filter::Fundamental && !isCanonical) continue;

        std::uint64_t classIndex = 0;
        if (isCanonical) {
            classIndex = ++classes_;
            if (filter_ == Filter::All) canonicals_.push_back(canonical);
        } else {
            const auto it = std::lower_bound(canonicals_.begin(), canonicals_.end(), canonical);
            if (it == canonicals_.end() || *it != canonical)
                throw std::logic_error("solution catalog: canonical member not met before");
            classIndex = static_cast<std::uint64_t>(it - canonicals_.begin()) + 1;
        }

        e.index = stream_.produced();
        e.classIndex = classIndex;
        e.orbitSize = static_cast<int>(std::unique(sorted.begin(), sorted.end()) - sorted.begin());
        e.canonical = isCanonical;
        e.placement.assign(placement_.begin(), placement_.end());
        unpack(canonical, n, e.canonicalPlacement);
        return true;
    }
    return false;
}

std::size_t SolutionCatalog::memoryBytes() const {
    return canonicals_.capacity() * sizeof(Packed);
}

}  // namespace queens
