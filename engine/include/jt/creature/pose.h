// A creature's pose as plain data (what `pose` prints and what the renderer draws): the chain,
// the legs, and every plate, ornament and foot as placed, in world px.
#pragma once

#include <vector>

#include "jt/creature/creature.h"
#include "jt/json/value.h"

namespace jt::creature {

struct LegPose {
  Vec hip, knee, foot;
  Vec foot_direction;  // the hip's tangent
  double foot_scale = 1;
  double side = -1;  // σ: -1 left, +1 right
  bool planted = true;
};

struct PlatePose {
  int plate = 0;  // index into the descriptor's plates
  int chunk = 0;
  Vec position, direction;
  double scale = 1;  // plate.scale × profile × (1 + loadScale × contact); ≤ 0 draws nothing
};

struct OrnamentPose {
  int ornament = 0;  // index into the descriptor's ornaments
  int chunk = 0;
  double side = 1;  // σ, also the mirror
  bool over = false;
  Vec position, direction;
  double scale = 1;
};

struct CreaturePose {
  Vec head, center, direction;
  double phase = 0;
  std::vector<Vec> points, normals;     // per chunk
  std::vector<double> half_widths;      // per chunk, the ribbon's
  std::vector<LegPose> legs;            // pair by pair, left then right
  std::vector<PlatePose> plates;        // drawing order: tail to head
  std::vector<OrnamentPose> ornaments;  // expanded order
};

// Fills `pose` (its vectors reused, so a frame loop allocates nothing after the first).
void pose_into(const Creature& creature, CreaturePose& pose);

// The pose as JSON: head, center, direction, phase, restLength (the model's, as the original's
// getPose() host reads it beside the pose), chunks, legs, plates, ornaments.
json::Value pose_to_json(const CreaturePose& pose, const Model& model);

}  // namespace jt::creature
