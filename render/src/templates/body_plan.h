// What every template builder shares: the body shape multipliers of a look, and the builders'
// entry points (one per body plan).
#pragma once

#include "jt/json/value.h"
#include "jt/render/templates.h"

namespace jt::render::tpl {

// The look's body shape (classic, bighead, tall) times its stretch sliders.
struct Proportions {
  double head = 1, body = 1, legs = 1;
};
Proportions proportions_of(const Look& look);

// Each returns the pack content (tree, views, spots, legs, kind, height, footprint).
json::Value biped_content(const Look& look);      // person, kid, monster
json::Value quadruped_content(const Look& look);  // dog, cat
json::Value bird_content(const Look& look);

// A spot {node, at, mirror?, hands?}.
json::Value spot(const std::string& node, double x, double y, bool mirror = false,
                 bool hands = true);

}  // namespace jt::render::tpl
