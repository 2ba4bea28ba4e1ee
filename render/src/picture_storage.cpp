#include "picture_storage.h"

#include <cstdint>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace jt::render {
namespace {

// Large enough that huge pages are worth asking for: a few of them.
constexpr std::size_t kHugePage = std::size_t{2} << 20;

// Asks the kernel to back the whole huge pages inside [data, data + bytes) with huge pages (a
// hint: without transparent huge pages, or where it declines, the storage is the same).
void prefer_huge_pages([[maybe_unused]] void* data, [[maybe_unused]] std::size_t bytes) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  const auto begin = reinterpret_cast<std::uintptr_t>(data);
  const std::uintptr_t first = (begin + kHugePage - 1) / kHugePage * kHugePage;
  const std::uintptr_t last = (begin + bytes) / kHugePage * kHugePage;
  if (last > first) madvise(reinterpret_cast<void*>(first), last - first, MADV_HUGEPAGE);
#endif
}

}  // namespace

void reserve_picture(std::vector<std::uint32_t>& pixels, std::size_t words) {
  if (pixels.capacity() >= words) return;
  std::vector<std::uint32_t>().swap(pixels);  // the old storage given back before the new
  pixels.reserve(words);
  if (words * sizeof(std::uint32_t) >= 2 * kHugePage) {
    prefer_huge_pages(pixels.data(), words * sizeof(std::uint32_t));
  }
}

}  // namespace jt::render
