// A descriptor compiled for simulation (docs/CREATURES.md, "The model"): per chunk, per link, per
// placement and per leg, everything the 60 Hz substep reads, computed once. Shared by every
// creature made from it; never changed.
#pragma once

#include <array>
#include <memory>
#include <vector>

#include "jt/creature/descriptor.h"
#include "jt/creature/vec.h"

namespace jt::creature {

inline constexpr double kSubstep = 1.0 / 60;  // h, seconds
inline constexpr int kRelaxationPasses = 8;
inline constexpr double kMaxWorldCoordinate = 1e9;

struct ChunkConstants {
  int section = 0;           // 0 head, 1 trunk, 2 tail
  double rest = 0;           // s_i: resting distance from the head tip, px
  double half_width = 0;     // w_i: the ribbon's half-width
  double plate_profile = 0;  // ps_i
  double retention = 0;      // k_i: velocity kept per substep
  double joint = 0;          // jc_i
  double bend_scale = 0;     // κ_i: 0 at the ends
  Grip grip;
  MotionScale motion;
};

struct LinkConstants {
  double rest = 0;        // ℓ_k
  double correction = 0;  // lc_k
  double gather_scale = 0;
  double phase_distance = 0;  // d_k
  bool breathes = false;
};

struct PlateInstance {
  int plate = 0;  // index into the descriptor's plates
  int chunk = 0;
};

struct OrnamentInstance {
  int ornament = 0;  // index into the descriptor's ornaments
  int chunk = 0;
  double side = 1;   // σ: -1 left, +1 right
  double angle = 0;  // α, radians, mirrored by σ
  double wave_gain = 0, phys_gain = 0;
  double pp = 1, pv = 0, vp = 0, vv = 1;  // the spring's exact one-substep map
};

struct LegAnchor {
  int chunk = 0;
  double lean_travel = 0;  // (x - jointLeanCenter), times the limb length when drawn
};

struct Model {
  Descriptor descriptor;
  int count = 0;  // N, chunks
  std::vector<ChunkConstants> chunks;
  std::vector<LinkConstants> links;
  double rest_length = 0;
  // the trunk: chunks [trunk_begin, trunk_end), for breathing
  int trunk_begin = 0, trunk_end = 0;
  double breathing_strain = 0, breathing_rate = 0;  // strain, cycles a second
  std::vector<PlateInstance> plates;                // in descriptor order
  std::vector<PlateInstance> plates_tail_first;     // drawing order
  std::vector<OrnamentInstance> ornaments;
  double lateral_reference = 0;  // V_lat, px/s
  // legs
  double spread_px = 0, arc_px = 0, swing_seconds = 0;
  int leg_begin = 0, leg_end = 0;
  double leg_r0 = 0, leg_r1 = 0;
  std::vector<LegAnchor> pairs;  // per pair
};

// The model of a descriptor that read without an error.
std::shared_ptr<const Model> compile_model(const Descriptor& descriptor);

}  // namespace jt::creature
