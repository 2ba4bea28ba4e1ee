// Where a lone creature's crawl is seen (docs/CREATURES.md "Drawing"): its whole path over a
// video's time, simulated first (the crawl is deterministic), held in the picture with a margin.
#pragma once

#include <cstdint>
#include <limits>

#include "jt/creature/pose.h"
#include "jt/render/creature_art.h"

namespace jt::render {

// A box in world px (empty until grown).
struct WorldBox {
  double x1 = std::numeric_limits<double>::infinity(), y1 = x1;
  double x2 = -std::numeric_limits<double>::infinity(), y2 = x2;
  bool empty() const { return !(x1 <= x2 && y1 <= y2); }
  void grow(creature::Vec at, double reach);
};

// Grows `box` by what `pose` draws: the ribbon's chunks with their half widths and the style's
// outline, the limbs' hips, knees and feet, and the feet, plates and ornaments as far as their
// shapes reach (their stroke, scale and mirror counted), and the shadow's widening.
void grow_by_pose(const CreatureArt& art, const creature::CreaturePose& pose, WorldBox& box);

// The box the creature draws in over its first `seconds` (sampled every 4th substep, 15 times a
// second, and at the end), started as a render starts it and driven by `controls` throughout; cut
// short when the drawing is asked to stop (draw_stop.h).
WorldBox crawl_box(const CreatureArt& art, creature::Vec start, const creature::Controls& controls,
                   std::uint32_t seed, double seconds);

// The view of a width×height picture whose floor runs from `floor_top` (a fraction of the height)
// to its bottom, holding `box` with a margin (6 % of the picture's smaller side, each side),
// centred in the floor's area, no closer than `max_scale` canvas px per world px.
CreatureView view_holding(const WorldBox& box, int width, int height, double floor_top,
                          double max_scale);

}  // namespace jt::render
