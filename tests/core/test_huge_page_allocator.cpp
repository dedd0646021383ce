// HugePageMemory and HugePageAllocator checked against their contract:
// - a large block is aligned to 2 MiB and mapped (on Linux), and the kernel records the
//   MADV_HUGEPAGE advice on its mapping (the "hg" flag of /proc/self/smaps) where transparent
//   huge pages exist, while advising, and no advice while not; a small block comes from operator new;
// - every byte of a block can be written and read back, and the block is freed (ASan and the
//   sanitizer builds see a wrong free);
// - forced fallback: large blocks come from operator new, hold their data and are freed, also
//   when the fallback is switched while they are alive;
// - a HugePageVector value-initializes, holds its data across growth from small to large,
//   moves and swaps without copying, and shrinks back.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <numeric>
#include <sstream>
#include <string>
#include <utility>

#include "HugePageAllocator.h"
#include "HugePageMemory.h"

using namespace queens;

namespace {

constexpr std::size_t kMiB = std::size_t{1} << 20;

bool alignedTo(const void* p, std::size_t alignment) {
    return reinterpret_cast<std::uintptr_t>(p) % alignment == 0;
}

// Forces the fallback for the scope of a test.
struct ForcedFallback {
    ForcedFallback() { HugePageMemory::forceFallback(true); }
    ~ForcedFallback() { HugePageMemory::forceFallback(false); }
    ForcedFallback(const ForcedFallback&) = delete;
    ForcedFallback& operator=(const ForcedFallback&) = delete;
};

// Writes a pattern over every byte and checks it back.
bool holdsPattern(void* p, std::size_t bytes) {
    auto* b = static_cast<unsigned char*>(p);
    for (std::size_t i = 0; i < bytes; ++i) b[i] = static_cast<unsigned char>(i * 131 + 7);
    for (std::size_t i = 0; i < bytes; ++i)
        if (b[i] != static_cast<unsigned char>(i * 131 + 7)) return false;
    return true;
}

// Whether transparent huge pages can be used at all: the sysfs switch exists and is not
// "[never]".
bool transparentHugePagesAvailable() {
    std::ifstream in("/sys/kernel/mm/transparent_hugepage/enabled");
    std::string line;
    return std::getline(in, line) && line.find("[never]") == std::string::npos;
}

// The VmFlags line of the mapping in /proc/self/smaps that contains p; empty when not found.
std::string vmFlagsOf(const void* p) {
    std::ifstream smaps("/proc/self/smaps");
    const auto address = reinterpret_cast<std::uintptr_t>(p);
    bool inside = false;
    for (std::string line; std::getline(smaps, line);) {
        std::uintptr_t from = 0, to = 0;
        char dash = 0;
        std::istringstream range(line);
        if (range >> std::hex >> from >> dash >> to && dash == '-' &&
            line.find(':') > line.find(' ')) {
            inside = from <= address && address < to;
            continue;
        }
        if (inside && line.rfind("VmFlags:", 0) == 0) return line;
    }
    return {};
}

}  // namespace

TEST(HugePageMemory, LargeBlocksAreMappedOnHugePageBoundaries) {
    const std::size_t bytes = 5 * kMiB + 123;
    void* p = HugePageMemory::allocate(bytes);
    ASSERT_NE(p, nullptr);
#ifdef __linux__
    EXPECT_TRUE(HugePageMemory::mapped(p, bytes));
    EXPECT_TRUE(alignedTo(p, HugePageMemory::kHugePage));
#endif
    EXPECT_TRUE(alignedTo(p, HugePageMemory::kMinAlignment));
    EXPECT_TRUE(holdsPattern(p, bytes));
    HugePageMemory::deallocate(p, bytes);
}

#ifdef __linux__
TEST(HugePageMemory, TheKernelKeepsTheHugePageAdvice) {
    if (!transparentHugePagesAvailable()) GTEST_SKIP() << "no transparent huge pages here";
    const bool advising = HugePageMemory::advising();
    HugePageMemory::setAdvising(true);  // whatever this machine's default
    const std::size_t bytes = 8 * kMiB;
    void* p = HugePageMemory::allocate(bytes);
    std::memset(p, 1, bytes);
    const std::string flags = vmFlagsOf(p);
    EXPECT_NE(flags.find(" hg"), std::string::npos) << flags;
    HugePageMemory::deallocate(p, bytes);
    // Without the advice the block is mapped all the same, and not marked.
    HugePageMemory::setAdvising(false);
    void* q = HugePageMemory::allocate(bytes);
    std::memset(q, 1, bytes);
    EXPECT_TRUE(HugePageMemory::mapped(q, bytes));
    const std::string plain = vmFlagsOf(q);
    EXPECT_EQ(plain.find(" hg"), std::string::npos) << plain;
    HugePageMemory::deallocate(q, bytes);
    HugePageMemory::setAdvising(advising);
}
#endif

TEST(HugePageMemory, SmallBlocksComeFromOperatorNew) {
    const std::size_t bytes = HugePageMemory::kThreshold - 1;
    void* p = HugePageMemory::allocate(bytes);
    EXPECT_FALSE(HugePageMemory::mapped(p, bytes));
    EXPECT_TRUE(alignedTo(p, HugePageMemory::kMinAlignment));
    EXPECT_TRUE(holdsPattern(p, bytes));
    HugePageMemory::deallocate(p, bytes);
    HugePageMemory::deallocate(nullptr, bytes);  // ignored
}

TEST(HugePageMemory, ForcedFallbackServesLargeBlocksFromOperatorNew) {
    const std::size_t bytes = 3 * kMiB + 5;
    void* mappedBefore = HugePageMemory::allocate(bytes);
    void* fromNew = nullptr;
    {
        const ForcedFallback fallback;
        fromNew = HugePageMemory::allocate(bytes);
        EXPECT_FALSE(HugePageMemory::mapped(fromNew, bytes));
        EXPECT_TRUE(alignedTo(fromNew, HugePageMemory::kMinAlignment));
        EXPECT_TRUE(holdsPattern(fromNew, bytes));
        HugePageMemory::deallocate(mappedBefore, bytes);  // given before the switch
    }
    HugePageMemory::deallocate(fromNew, bytes);  // given while it held
}

TEST(HugePageAllocator, VectorHoldsAndFreesItsData) {
    HugePageVector<int> v(100);  // small: operator new
    EXPECT_EQ(std::count(v.begin(), v.end(), 0), 100) << "value-initialized";
    std::iota(v.begin(), v.end(), 0);
    v.resize(3'000'000);  // 12 MB: mapped
#ifdef __linux__
    EXPECT_TRUE(alignedTo(v.data(), HugePageMemory::kHugePage));
    EXPECT_TRUE(HugePageMemory::mapped(v.data(), v.capacity() * sizeof(int)));
#endif
    for (int i = 0; i < 100; ++i) ASSERT_EQ(v[static_cast<std::size_t>(i)], i);
    EXPECT_EQ(std::count(v.begin() + 100, v.end(), 0), 3'000'000 - 100);
    std::iota(v.begin(), v.end(), 0);

    const int* data = v.data();
    HugePageVector<int> moved = std::move(v);
    EXPECT_EQ(moved.data(), data) << "a move takes the block";
    HugePageVector<int> other(10, 7);
    moved.swap(other);
    EXPECT_EQ(other.data(), data);
    EXPECT_EQ(moved, HugePageVector<int>(10, 7));

    other.resize(50);
    other.shrink_to_fit();  // back to operator new
    EXPECT_FALSE(HugePageMemory::mapped(other.data(), other.capacity() * sizeof(int)));
    for (int i = 0; i < 50; ++i) ASSERT_EQ(other[static_cast<std::size_t>(i)], i);
}

TEST(HugePageAllocator, VectorUnderForcedFallbackHoldsItsData) {
    const ForcedFallback fallback;
    HugePageVector<std::uint64_t> v(1'000'000, 5);  // 8 MB
    EXPECT_FALSE(HugePageMemory::mapped(v.data(), v.capacity() * sizeof(std::uint64_t)));
    EXPECT_EQ(std::accumulate(v.begin(), v.end(), std::uint64_t{0}), 5'000'000u);
    v.assign(2'000'000, 1);
    EXPECT_EQ(std::accumulate(v.begin(), v.end(), std::uint64_t{0}), 2'000'000u);
}
