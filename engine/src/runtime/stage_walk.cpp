// A character the scene glides across the stage steps as it goes (docs/CAMERA.md "Walking"): a
// walk cycle whose phase is the distance travelled, so its feet keep pace with the ground
// whatever the glide's ease, fading in over its first quarter step and out over its last.
#include <algorithm>
#include <cmath>
#include <numbers>
#include <string_view>

#include "director.h"
#include "jt/expr/functions.h"
#include "jt/runtime/curves.h"

namespace jt::rt {
namespace {

constexpr double kFullTurn = 2 * std::numbers::pi;

// The gait block's defaults (spec §3): the same walk a move's `gait` gives.
constexpr double kStride = 22, kGive = 5, kBend = 35, kArmSwing = 0.5, kBob = 4, kRoll = 1.5;

// Stage distance one whole cycle (two steps) covers, in the character's heights.
double cycle_heights(int legs) {
  return legs >= 4 ? 0.8 : 1.0;
}

// A move that walks already (a running `gait`) keeps its own steps.
bool has_own_gait(const RuntimeState& s, const Character& ch) {
  for (const InstanceId id : ch.instances) {
    const auto it = s.instances.find(id);
    if (it == s.instances.end()) continue;
    for (const Motion& m : it->second->motions) {
      if (std::holds_alternative<GaitState>(m.state)) return true;
    }
  }
  return false;
}

}  // namespace

bool walking_across(const Placement& p, double now) {
  const Glide& x = p.x;
  return x.over > 0 && now >= x.t0 && now < x.t0 + x.over &&
         std::abs(x.to - x.from) >= kWalkDistance;
}

void add_stage_walk(const RuntimeState& s, const Placement& p, const Character& ch, Pose& pose) {
  const double now = s.now;
  const double h = p.h.at(now);
  if (!walking_across(p, now) || !(h > 0) || has_own_gait(s, ch)) return;
  // Distances in the character's heights: x is a fraction of the stage's width.
  const double to_heights = s.options.aspect / h;
  const double at = p.x.at(now);
  const double done = std::abs(at - p.x.from) * to_heights;
  const double left = std::abs(p.x.to - at) * to_heights;
  const double cycle = cycle_heights(ch.legs);
  // Forward the way it faces, or stepping back: the cycle runs backwards.
  const bool forward = (p.x.to - p.x.from) * p.facing.at(now) >= 0;
  const double phase = expr::fn::mod((forward ? done : -done) / cycle, 1.0);
  const double weight = ease(Ease::kSmooth, std::min(done, left) / (0.25 * cycle));
  if (!(weight > 0)) return;

  const auto leg = [&](double offset) {
    const LegAngles a = walk_leg(expr::fn::mod(phase + offset, 1.0), kStride, kGive, kBend);
    return LegAngles{a.thigh * weight, a.shin * weight};
  };
  if (ch.legs >= 4) {
    // Diagonal pairs step together (spec §3: offsets 0, ½, ½, 0); a tripod for six.
    static constexpr double kFour[] = {0, 0.5, 0.5, 0, 0, 0.5};
    static constexpr std::string_view kThigh[] = {"leg#0", "leg#1", "leg#2",
                                                  "leg#3", "leg#4", "leg#5"};
    static constexpr std::string_view kShin[] = {"shin#0", "shin#1", "shin#2",
                                                 "shin#3", "shin#4", "shin#5"};
    const int n = ch.legs >= 6 ? 6 : 4;
    for (int i = 0; i < n; ++i) {
      const LegAngles a = leg(kFour[i]);
      add_part_value(pose.parts, kThigh[i], a.thigh);
      add_part_value(pose.parts, kShin[i], a.shin);
    }
  } else if (ch.legs >= 2) {
    const LegAngles left_leg = leg(0), right_leg = leg(0.5);
    add_part_value(pose.parts, "leg:-1", left_leg.thigh);
    add_part_value(pose.parts, "shin:-1", left_leg.shin);
    add_part_value(pose.parts, "arm:-1", -left_leg.thigh * kArmSwing);
    add_part_value(pose.parts, "leg:1", right_leg.thigh);
    add_part_value(pose.parts, "shin:1", right_leg.shin);
    add_part_value(pose.parts, "arm:1", -right_leg.thigh * kArmSwing);
  }
  const double wave = std::sin(kFullTurn * phase);
  pose.dy -= weight * kBob * std::abs(wave);
  pose.rot += weight * wave * kRoll;
}

}  // namespace jt::rt
