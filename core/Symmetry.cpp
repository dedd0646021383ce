#include "Symmetry.h"

#include <algorithm>
#include <stdexcept>
#include <utility>

namespace queens {

namespace {
constexpr int kEmpty = -1;

// Where the square (r, c) of an n x n board goes under t.
std::pair<int, int> mapCell(Transform t, int n, int r, int c) {
    const int m = n - 1;
    switch (t) {
        case Transform::Identity:
            return {r, c};
        case Transform::Rotate90:
            return {c, m - r};
        case Transform::Rotate180:
            return {m - r, m - c};
        case Transform::Rotate270:
            return {m - c, r};
        case Transform::MirrorLeftRight:
            return {r, m - c};
        case Transform::MirrorUpDown:
            return {m - r, c};
        case Transform::MainDiagonal:
            return {c, r};
        case Transform::AntiDiagonal:
            return {m - c, m - r};
    }
    return {r, c};
}
}  // namespace

std::vector<int> Symmetry::apply(Transform t, std::span<const int> placement) {
    const int n = static_cast<int>(placement.size());
    std::vector<int> out(placement.size(), kEmpty);
    for (int r = 0; r < n; ++r) {
        const int c = placement[static_cast<std::size_t>(r)];
        if (c == kEmpty) continue;
        if (c < 0 || c >= n) throw std::invalid_argument("column out of range");
        const auto [r2, c2] = mapCell(t, n, r, c);
        int& slot = out[static_cast<std::size_t>(r2)];
        if (slot != kEmpty)  // two queens of one column would land in one row
            throw std::invalid_argument("symmetry of a placement with a repeated column");
        slot = c2;
    }
    return out;
}

std::vector<int> Symmetry::canonical(std::span<const int> placement) {
    std::vector<int> best(placement.begin(), placement.end());
    for (Transform t : kAllTransforms) {
        std::vector<int> image = apply(t, placement);
        if (image < best) best = std::move(image);
    }
    return best;
}

int Symmetry::orbitSize(std::span<const int> placement) {
    std::vector<std::vector<int>> images;
    images.reserve(kAllTransforms.size());
    for (Transform t : kAllTransforms) images.push_back(apply(t, placement));
    std::sort(images.begin(), images.end());
    return static_cast<int>(std::unique(images.begin(), images.end()) - images.begin());
}

std::string_view Symmetry::name(Transform t) {
    switch (t) {
        case Transform::Identity:
            return "identity";
        case Transform::Rotate90:
            return "rotate-90";
        case Transform::Rotate180:
            return "rotate-180";
        case Transform::Rotate270:
            return "rotate-270";
        case Transform::MirrorLeftRight:
            return "mirror-left-right";
        case Transform::MirrorUpDown:
            return "mirror-up-down";
        case Transform::MainDiagonal:
            return "main-diagonal";
        case Transform::AntiDiagonal:
            return "anti-diagonal";
    }
    return "unknown";
}

}  // namespace queens
