// Pack versions: Semantic Versioning 2.0.0 (https://semver.org), "1.0.0", "2.1.0-beta.1+build.5".
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace jt::packs {

struct Semver {
  std::uint64_t major = 0, minor = 0, patch = 0;
  std::vector<std::string> prerelease;  // the dot-separated identifiers after '-'; empty: a release
  // The build metadata after '+' is checked but not kept: it plays no part in precedence.
};

// The version, or nothing when `text` is not MAJOR.MINOR.PATCH[-PRERELEASE][+BUILD] with numbers
// without leading zeros.
std::optional<Semver> parse_semver(std::string_view text);

// Semver precedence (semver.org §11): negative when a comes before b, 0 when equal, positive after.
int compare(const Semver& a, const Semver& b);

}  // namespace jt::packs
