// 2-bone inverse kinematics (an upper and a lower limb) and the limbs a reach names.
#pragma once

#include <optional>
#include <string>

#include "jt/render/character.h"

namespace jt::render {

struct TwoBone {
  double upper_cw = 0;  // how far the upper bone turns, degrees clockwise on screen
};

// The turn of the upper bone (joint at `a`, the middle joint at `b`, the end at `tip`) that puts
// the end on `target` with the middle joint bending counter-clockwise (flex 1) or clockwise (-1);
// nullopt when the target is out of reach (farther than both bones or nearer than their
// difference).
std::optional<TwoBone> two_bone(Point a, Point b, Point tip, Point target, double flex);

// The bones a reach key ("hand:1", "foot:-1") moves in a view (docs/SHAPES.md §3.5): the end
// part and, when it has a `tip`, it and its parent as the two bones; else its parent and
// grandparent, the end at the part's own joint.
struct Limb {
  int upper = -1, lower = -1, end = -1;
  std::optional<Point> tip;
  int side = 0;
  bool arm = false;  // an arm's hand (reaches spots marked `hands: false` too)
};
std::optional<Limb> find_limb(const Character& character, const CharacterView& view,
                              const std::string& key);

}  // namespace jt::render
