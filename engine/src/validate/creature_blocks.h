// The scene blocks a creature of the cast ignores (docs/CREATURES.md, "In a cartoon"): a move
// (`does`: its moves drive a person's parts), a face's mood, and a place's size or glide time
// (a creature keeps its size and crawls at its gait's speed). Each is a warning.
#pragma once

#include <string>

#include "jt/json/value.h"
#include "validate/reporter.h"

namespace jt::validate {

// `block` (an `op` of a scene, at `path`) is given to the creature `who`.
void check_creature_block(const std::string& op, const json::Object& block, const std::string& who,
                          const std::string& path, Reporter& report);

}  // namespace jt::validate
