#include "jt/creature/placement.h"

namespace jt::creature {

Resolution resolve_placement(const Anchor& at, const Repeat& repeat,
                             const std::array<Section, 3>& sections) {
  Resolution r;
  int base = 0, len = 0;
  if (at.section) {
    const int s = static_cast<int>(*at.section);
    for (int i = 0; i < s; ++i)
      base += sections[i].chunks;
    len = sections[s].chunks;
  } else {
    for (const Section& section : sections)
      len += section.chunks;
  }
  if (len == 0) {
    r.field = "/at";
    r.message = "cannot address an empty scope";
    return r;
  }
  if (at.offset >= len) {
    r.field = "/at/offset";
    r.message = "falls outside its scope: offset " + std::to_string(at.offset) + " of a scope of " +
                std::to_string(len) + " chunks";
    return r;
  }
  const int dir = at.from_tail ? -1 : 1;
  const int start = at.from_tail ? len - 1 - at.offset : at.offset;
  const int avail = (len - 1 - at.offset) / repeat.step + 1;
  const int count = repeat.count.value_or(avail);
  if (count > avail) {
    r.field = "/repeat/count";
    r.message = "runs outside its scope: " + std::to_string(count) + " placements, room for " +
                std::to_string(avail);
    return r;
  }
  for (int k = 0; k < count; ++k)
    r.chunks.push_back(base + start + dir * k * repeat.step);
  return r;
}

}  // namespace jt::creature
