#pragma once
// HugePageMemory: raw memory for large arrays (the placement of 10^8 queens, the bitsets of
// its check, an export image), served so that its first touch is cheap.
//
// Why: a fresh block of memory costs a page fault on the first write to every page. With the
// ordinary 4 KiB pages that is 100,000 faults for 400 MiB, and the kernel's bookkeeping for
// them, not the writing itself, is most of the time a huge board takes to fill. A transparent
// huge page is 2 MiB: 512 times fewer faults, fewer TLB misses for random access, and a faster
// unmap. Linux gives them to an anonymous mapping aligned to 2 MiB that is advised with
// madvise(MADV_HUGEPAGE) (when /sys/kernel/mm/transparent_hugepage/enabled is "always" or
// "madvise"). The advice is only advice: the kernel may give 4 KiB pages anyway (huge pages
// switched off, no free 2 MiB of physical memory), and the memory then behaves as ordinary
// memory. Only the aligned whole 2 MiB stretches inside a block can be huge pages, so a block
// never occupies more than it was asked for beyond its last 4 KiB page. A fresh huge page can
// also cost more than it saves: in a VM whose host takes back the guest's free memory (free
// page reporting), a new huge page comes from memory the host must fault in again, while 4 KiB
// pages often come from memory it still backs. So the advice is given unless a virtio memory
// balloon with free page reporting is bound (/sys/bus/virtio/devices); QUEENSLAB_HUGE_PAGES=1 or
// 0 in the environment decides instead (the blocks are mapped either way); docs/performance.md
// has the figures.
//
// Contract
// - allocate(bytes, advice): at least `bytes` bytes, aligned to kMinAlignment; throws
//   std::bad_alloc. Requests of kThreshold bytes or more are mapped (on Linux: mmap, aligned to
//   kHugePage, advised MADV_HUGEPAGE while advising() or for Advice::Always); smaller ones, every
//   request elsewhere, every request while forceFallback(true) holds, and a large request whose
//   mmap fails come from operator new. The contents are unspecified (a mapping is zero, operator
//   new's memory is not).
// - deallocate(p, bytes) with the same `bytes` frees the block whichever way it was served
//   (a large block records how, in a few bytes after its end); null is ignored.
// - mapped(p, bytes): whether the block was served by a mapping (for tests and diagnostics).
// - Thread-safe; holds no memory of its own. HugePageAllocator puts it under std::vector.
#include <cstddef>

namespace queens {

class HugePageMemory {
public:
    static constexpr std::size_t kHugePage = std::size_t{2} << 20;
    static constexpr std::size_t kThreshold = kHugePage;  // smaller requests: operator new
    static constexpr std::size_t kMinAlignment = alignof(std::max_align_t);

    // Default: advised as advising() says. Always: advised whatever the default, for a block
    // whose point is a fast unmap (an export image of up to 1 GiB), not a cheap first touch.
    enum class Advice { Default, Always };
    static void* allocate(std::size_t bytes, Advice advice = Advice::Default);
    static void deallocate(void* p, std::size_t bytes) noexcept;
    static bool mapped(const void* p, std::size_t bytes) noexcept;

    // Whether new large blocks are advised MADV_HUGEPAGE (decided once, see above), and an
    // override for tests and benchmarks.
    static bool advising() noexcept;
    static void setAdvising(bool on) noexcept;

    // Serves every later request from operator new (tests of the fallback); blocks already
    // given out keep their kind and are freed correctly.
    static void forceFallback(bool on) noexcept;
};

}  // namespace queens
