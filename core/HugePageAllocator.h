#pragma once
// HugePageAllocator: a std allocator that takes its memory from HugePageMemory, so that a large
// std::vector (HugePageVector) lives on transparent huge pages where the system gives them:
// arrays of 2 MiB and more are mapped on a 2 MiB boundary with madvise(MADV_HUGEPAGE), smaller
// ones and every array where that is not possible come from operator new. Why, and what the
// advice does and does not promise: HugePageMemory.h.
//
// Contract: stateless, every instance equal (memory from one can be freed by another, so
// vectors swap and move in O(1)); elements are constructed and destroyed as std::allocator does
// (a resized vector is value-initialized). Types aligned beyond HugePageMemory::kMinAlignment
// are refused at compile time.
#include <cstddef>
#include <limits>
#include <new>
#include <vector>

#include "HugePageMemory.h"

namespace queens {

template <class T>
class HugePageAllocator {
    static_assert(alignof(T) <= HugePageMemory::kMinAlignment);

public:
    using value_type = T;

    HugePageAllocator() noexcept = default;
    template <class U>
    HugePageAllocator(const HugePageAllocator<U>&) noexcept {}

    T* allocate(std::size_t count) {
        if (count > std::numeric_limits<std::size_t>::max() / sizeof(T))
            throw std::bad_array_new_length();
        return static_cast<T*>(HugePageMemory::allocate(count * sizeof(T)));
    }
    void deallocate(T* p, std::size_t count) noexcept {
        HugePageMemory::deallocate(p, count * sizeof(T));
    }

    friend bool operator==(const HugePageAllocator&, const HugePageAllocator&) noexcept {
        return true;
    }
};

// A std::vector on huge pages when it is large.
template <class T>
using HugePageVector = std::vector<T, HugePageAllocator<T>>;

}  // namespace queens
