// Where a plate or an ornament lands on the chain (the contract's placement resolution): the
// global chunk indices its anchor and repeat address, or why they leave their scope.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "jt/creature/descriptor.h"

namespace jt::creature {

struct Resolution {
  std::vector<int> chunks;  // global indices from the head tip, in placement order
  std::string field;        // on failure: "/at", "/at/offset" or "/repeat/count"
  std::string message;      // on failure: what is wrong; empty when resolved
  bool ok() const { return message.empty(); }
};

Resolution resolve_placement(const Anchor& at, const Repeat& repeat,
                             const std::array<Section, 3>& sections);

}  // namespace jt::creature
