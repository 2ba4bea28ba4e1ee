// Storage for the large pictures a render keeps (stage pictures, a moving camera's shot pictures):
// made once at the largest size they will hold and reused, so a new picture drawn into old storage
// neither asks the system for memory nor faults its pages in one by one again (issue 32: a 1080p
// shot picture is 42 MB, some 10,000 page faults each time it was fresh; the faults cost more
// than drawing it). docs/PERFORMANCE.md "The 2-core goal, met".
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace jt::render {

// Makes `pixels` able to hold `words` without moving: nothing when it already can, else new
// storage (the contents are dropped: the caller fills it), asked for in the system's huge pages
// where it has them (fewer, larger page faults the first time it is touched).
void reserve_picture(std::vector<std::uint32_t>& pixels, std::size_t words);

}  // namespace jt::render
