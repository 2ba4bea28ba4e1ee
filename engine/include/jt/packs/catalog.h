// The packs a run can use, looked up by id and version. This is what resolves a cartoon's
// `does {behaviour: "c4c:beh:bounce"}` and a cast's `{"pack": {"id": ..., "version": ...}}`
// (spec §7.5: the runtime's `packs(id, version)`); the catalog does no I/O itself.
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "jt/packs/pack.h"

namespace jt::packs {

class Catalog {
 public:
  // Adds `pack` unless the catalog has its id and version already: then the one added first stays
  // (directories searched first are added first).
  void add(Pack pack);

  // The pack with this id and exactly this version, or with an empty `version` the id's highest
  // version (semver precedence). nullptr when there is none.
  const Pack* find(std::string_view id, std::string_view version = {}) const;

  // Every pack, in the order they were added.
  const std::vector<Pack>& packs() const { return packs_; }

 private:
  std::vector<Pack> packs_;
  std::map<std::string, std::vector<std::size_t>, std::less<>> by_id_;  // indexes into packs_
};

}  // namespace jt::packs
