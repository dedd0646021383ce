#include "HugePageMemory.h"

#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <new>
#include <string>

#ifdef __linux__
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace queens {

namespace {

std::atomic<bool> fallbackForced{false};

#ifdef __linux__
// True when a virtio memory balloon with free page reporting is bound: the host then takes back
// the guest's free memory, and a fresh huge page costs more than the 4 KiB pages it replaces.
// Device id 5 is the balloon; feature bit 5 (VIRTIO_BALLOON_F_REPORTING) is character 5 of the
// device's "features" file.
bool hostReclaimsFreeMemory() {
    try {
        std::error_code none;  // no such folder: no virtio devices
        for (const auto& device :
             std::filesystem::directory_iterator("/sys/bus/virtio/devices", none)) {
            std::string id, features;
            std::ifstream(device.path() / "device") >> id;
            std::ifstream(device.path() / "features") >> features;
            if (std::strtol(id.c_str(), nullptr, 16) == 5 && features.size() > 5 &&
                features[5] == '1')
                return true;
        }
    } catch (const std::filesystem::filesystem_error&) {
    }
    return false;
}
#endif

// QUEENSLAB_HUGE_PAGES=0 or 1 decides; otherwise advise unless the host reclaims free memory.
bool adviceByDefault() {
    const char* value = std::getenv("QUEENSLAB_HUGE_PAGES");
    if (value != nullptr && std::strcmp(value, "0") == 0) return false;
    if (value != nullptr && std::strcmp(value, "1") == 0) return true;
#ifdef __linux__
    return !hostReclaimsFreeMemory();
#else
    return false;
#endif
}

std::atomic<int> adviceSetting{-1};  // -1: not decided yet; 0, 1: off, on

bool adviceWanted() {
    int v = adviceSetting.load(std::memory_order_relaxed);
    if (v < 0) {
        int undecided = -1;
        v = adviceByDefault() ? 1 : 0;
        if (!adviceSetting.compare_exchange_strong(undecided, v)) v = undecided;
    }
    return v == 1;
}

// Written after the end of a large block: how it was served and what to free.
struct Trailer {
    static constexpr std::uint64_t kMapped = 0x4D41505045444855ULL;  // "UHDEPPAM"
    static constexpr std::uint64_t kHeap = 0x50414548454755ULL;
    std::uint64_t kind;
    void* base;
    std::size_t length;
};

constexpr std::size_t roundUp(std::size_t v, std::size_t to) {
    return (v + to - 1) / to * to;
}

// Where the trailer of a large block of `bytes` bytes starting at p lives.
Trailer* trailerOf(const void* p, std::size_t bytes) {
    const auto at = reinterpret_cast<std::uintptr_t>(p) + roundUp(bytes, alignof(Trailer));
    return reinterpret_cast<Trailer*>(at);
}

std::size_t withTrailer(std::size_t bytes) {
    if (bytes > SIZE_MAX / 2) throw std::bad_alloc();
    return roundUp(bytes, alignof(Trailer)) + sizeof(Trailer);
}

#ifdef __linux__
// A block of `bytes` (the trailer included) starting on a huge-page boundary, or null. The
// mapping is made 2 MiB longer, then cut back to exactly the whole 4 KiB pages of the block, so
// that nothing beyond them can ever be faulted in.
void* mapAligned(std::size_t bytes, bool advise) {
    const std::size_t page = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
    const std::size_t length = roundUp(bytes, page);
    const std::size_t reserved = length + HugePageMemory::kHugePage;
    void* start =
        mmap(nullptr, reserved, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (start == MAP_FAILED) return nullptr;
    const auto first = reinterpret_cast<std::uintptr_t>(start);
    const std::uintptr_t aligned = roundUp(first, HugePageMemory::kHugePage);
    if (aligned > first) munmap(start, aligned - first);
    const std::uintptr_t end = aligned + length;
    if (first + reserved > end) munmap(reinterpret_cast<void*>(end), first + reserved - end);
    auto* block = reinterpret_cast<void*>(aligned);
    if (advise) madvise(block, length, MADV_HUGEPAGE);  // only advice: may be refused
    return block;
}
#endif

}  // namespace

bool HugePageMemory::advising() noexcept {
    return adviceWanted();
}

void HugePageMemory::setAdvising(bool on) noexcept {
    adviceSetting.store(on ? 1 : 0, std::memory_order_relaxed);
}

void* HugePageMemory::allocate(std::size_t bytes, Advice advice) {
    if (bytes < kThreshold) return ::operator new(bytes);
    const std::size_t total = withTrailer(bytes);
#ifdef __linux__
    if (!fallbackForced.load(std::memory_order_relaxed)) {
        if (void* block = mapAligned(total, advice == Advice::Always || adviceWanted())) {
            *trailerOf(block, bytes) = Trailer{Trailer::kMapped, block, total};
            return block;
        }
    }
#endif
    void* block = ::operator new(total);
    *trailerOf(block, bytes) = Trailer{Trailer::kHeap, block, total};
    return block;
}

void HugePageMemory::deallocate(void* p, std::size_t bytes) noexcept {
    if (p == nullptr) return;
    if (bytes < kThreshold) {
        ::operator delete(p);
        return;
    }
    const Trailer trailer = *trailerOf(p, bytes);
#ifdef __linux__
    if (trailer.kind == Trailer::kMapped) {
        const std::size_t page = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
        munmap(trailer.base, roundUp(trailer.length, page));
        return;
    }
#endif
    ::operator delete(trailer.base);
}

bool HugePageMemory::mapped(const void* p, std::size_t bytes) noexcept {
    return p != nullptr && bytes >= kThreshold && trailerOf(p, bytes)->kind == Trailer::kMapped;
}

void HugePageMemory::forceFallback(bool on) noexcept {
    fallbackForced.store(on, std::memory_order_relaxed);
}

}  // namespace queens
