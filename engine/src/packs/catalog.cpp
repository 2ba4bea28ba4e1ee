#include "jt/packs/catalog.h"

#include "jt/packs/semver.h"

namespace jt::packs {
namespace {

// Whether version `a` comes before `b`. Packs in a catalog passed their checks, so both parse.
bool older(const std::string& a, const std::string& b) {
  const auto va = parse_semver(a), vb = parse_semver(b);
  return va && vb && compare(*va, *vb) < 0;
}

}  // namespace

void Catalog::add(Pack pack) {
  std::vector<std::size_t>& versions = by_id_[pack.id];
  for (std::size_t index : versions) {
    if (packs_[index].version == pack.version) return;
  }
  versions.push_back(packs_.size());
  packs_.push_back(std::move(pack));
}

const Pack* Catalog::find(std::string_view id, std::string_view version) const {
  const auto found = by_id_.find(id);
  if (found == by_id_.end()) return nullptr;
  const Pack* best = nullptr;
  for (std::size_t index : found->second) {
    const Pack& pack = packs_[index];
    if (version.empty() ? best == nullptr || older(best->version, pack.version)
                        : pack.version == version) {
      best = &pack;
    }
  }
  return best;
}

}  // namespace jt::packs
