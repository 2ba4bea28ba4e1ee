// The creatures of a cartoon's cast (docs/CREATURES.md, "In a cartoon"): each one's model, from its
// inline descriptor or from the creature pack it names, found in the catalog and read as strictly
// as a descriptor file. What the runtime simulates and the renderer draws.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "jt/creature/model.h"
#include "jt/diagnostic.h"
#include "jt/packs/catalog.h"
#include "jt/program/program.h"

namespace jt::creature {

struct CastCreatures {
  std::map<std::string, std::shared_ptr<const Model>> models;  // by cast id
  std::map<std::string, std::string> fingerprints;  // by cast id: the descriptor's content hash
  std::vector<Diagnostic> errors;  // a pack that is missing, not a creature, or does not read
};

// `file` names the program in the diagnostics (a pack's own problems name the pack's file).
CastCreatures cast_creatures(const Program& program, const packs::Catalog& catalog,
                             const std::string& file);

}  // namespace jt::creature
