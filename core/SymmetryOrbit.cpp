#include "SymmetryOrbit.h"

#include "Symmetry.h"

namespace queens {

SymmetryOrbit SymmetryOrbit::of(std::span<const int> placement) {
    SymmetryOrbit orbit;
    for (std::size_t i = 0; i < kAllTransforms.size(); ++i)
        orbit.images[i] = Symmetry::apply(kAllTransforms[i], placement);

    orbit.size = 0;
    orbit.canonicalIndex = 0;
    for (std::size_t i = 0; i < orbit.images.size(); ++i) {
        std::size_t first = i;
        for (std::size_t j = 0; j < i; ++j) {
            if (orbit.images[j] == orbit.images[i]) {
                first = j;
                break;
            }
        }
        orbit.sameAs[i] = static_cast<int>(first);
        if (first == i) ++orbit.size;
        if (orbit.images[i] < orbit.images[static_cast<std::size_t>(orbit.canonicalIndex)])
            orbit.canonicalIndex = static_cast<int>(i);
    }
    return orbit;
}

}  // namespace queens
