// Which pose channels a drawn part reads (spec §2 "Renderer conventions", §8.1; docs/SHAPES.md
// §3.2): the sum of R, R:S, R#I, R:S#I; chain followers only their index channels; the last drawn
// segment of a chain also the index channels beyond it; the part synonyms; limits and fold.
#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>
#include <string>
#include <vector>

#include "jt/render/skeleton.h"

namespace jt::render {
namespace {

constexpr int kMaxIndex = PartKeys::kMaxIndex;
constexpr double kQuadrupedArmShare = 0.4;  // a four-legged body's front legs read 40 % of arms
constexpr double kTuckFrom = 8;  // degrees an arm turns inward (a walk's swing) before it tucks
// An arm raised out part way (from 15° to 105°) bends its hand up further, most (90°) at 60°.
constexpr double kRaiseFrom = 15, kRaiseTo = 105, kRaiseMost = 90;

bool is_chain_role(const std::string& role) {
  return role == "tail" || role == "torso" || role == "ear" || role == "hair";
}

double channel(const std::vector<rt::PartValue>& values, const std::string& key) {
  double sum = 0;
  for (const rt::PartValue& v : values) {
    if (v.key == key) sum += v.value;
  }
  return sum;
}

// R plus R:S (the side-less and the sided general channels), or R#I plus R:S#I.
double general(const std::vector<rt::PartValue>& v, const RoleKeys& keys) {
  double sum = channel(v, keys.plain);
  if (!keys.sided.empty()) sum += channel(v, keys.sided);
  return sum;
}

// R#I plus R:S#I of the part's role (a negative index reads nothing: rt.pose writes none).
double indexed(const std::vector<rt::PartValue>& v, const Part& p, int index) {
  const RoleKeys* keys = p.keys.at(index);
  return keys ? general(v, *keys) : 0;
}

// Whether a chain part is the last segment its tree draws (no child continues the chain).
bool last_segment(const CharacterView& view, const Part& p) {
  const int index = p.index.value_or(0);
  return std::none_of(p.children.begin(), p.children.end(), [&](int c) {
    const Part& child = view.parts[static_cast<std::size_t>(c)];
    return child.role == p.role && child.side == p.side && child.index.value_or(0) == index + 1;
  });
}

// How far a forearm's arm turns in across the body: clockwise for the right arm (+x),
// counter-clockwise for the left.
double arm_inward(const Part& forearm, const std::vector<rt::PartValue>& v) {
  return -forearm.side * general(v, forearm.keys.arm);
}

// How far a forearm with `tuck` bends its elbow for an arm turned in past kTuckFrom.
double tuck_of(const Part& forearm, const std::vector<rt::PartValue>& v) {
  return std::min(kElbowTuckMost, forearm.tuck * std::max(0.0, arm_inward(forearm, v) - kTuckFrom));
}

// The channels of other roles a part borrows (spec §2's synonyms), times its `sign`.
double borrowed(const Character& character, const CharacterView& view, const Part& p,
                const std::vector<rt::PartValue>& v) {
  const int leg = p.index.value_or(-1);
  const bool front_leg = character.legs == 4 && leg >= 2;
  double sum = 0;
  if (p.role == "wing") {
    sum = general(v, p.keys.arm) + 0.5 * general(v, p.keys.forearm);
  } else if (p.role == "hand") {
    sum = general(v, p.keys.claw);
    const bool wing_tip =
        p.parent >= 0 && view.parts[static_cast<std::size_t>(p.parent)].role == "wing";
    if (wing_tip) sum += 0.5 * general(v, p.keys.forearm);
  } else if (p.role == "forearm" && p.tuck > 0 && view.name != "side") {
    // Head on the elbow follows the shoulder: an arm turned in across the body bends at the
    // elbow, the hand coming up on the arm's own side (fists raised, a flex) instead of crossing
    // the body straight; an arm raised out part way lifts its hand toward the head (hands up,
    // shielding).
    const double inward = arm_inward(p, v);
    const double tucked = tuck_of(p, v);
    const double out = -inward,
                 raised = out > kRaiseFrom && out < kRaiseTo
                              ? kRaiseMost * std::sin(std::numbers::pi * (out - kRaiseFrom) /
                                                      (kRaiseTo - kRaiseFrom))
                              : 0;
    sum = p.side * (tucked + raised);
  } else if (p.role == "claw") {
    sum = general(v, p.keys.hand);
  } else if (front_leg && p.role == "leg") {
    sum = kQuadrupedArmShare * general(v, p.keys.arm);
  } else if (front_leg && p.role == "shin") {
    sum = kQuadrupedArmShare * general(v, p.keys.forearm);
  } else if (front_leg && p.role == "foot") {
    sum = general(v, p.keys.hand);
  }
  return p.sign * sum;
}

// Head on (a front or a back view) a leg's and a shin's own channels swing it toward or away
// from the viewer, as they do in profile, instead of across the screen: a walk's thighs and knees
// read as steps, not as legs scissoring sideways (docs/SHAPES.md §3.10).
bool swings_toward_viewer(const CharacterView& view, const Part& p) {
  return view.name != "side" && (p.role == "leg" || p.role == "shin");
}

double held(const Character& character, const Part& p, double angle) {
  if (p.limits && !character.silly) angle = std::clamp(angle, p.limits->first, p.limits->second);
  return angle;
}

}  // namespace

PartTurn part_turn(const Character& character, const CharacterView& view, int part,
                   const rt::Pose& pose) {
  const Part& p = view.parts[static_cast<std::size_t>(part)];
  if (p.role.empty()) return {};
  const std::vector<rt::PartValue>& v = pose.parts;
  double own = 0;
  const bool chain = is_chain_role(p.role);
  const int index = p.index.value_or(0);
  const bool front_paw = character.legs == 4 && p.role == "foot" && index >= 2;
  if (chain && index >= 1) {
    own = indexed(v, p, index) + p.curl * general(v, p.keys.general);
  } else if (front_paw) {
    own = indexed(v, p, index);  // front paws read foot channels by leg number only
  } else {
    own = general(v, p.keys.general);
    if (p.index || chain) own += indexed(v, p, index);
  }
  if (chain && last_segment(view, p)) {
    for (int beyond = index + 1; beyond <= kMaxIndex; ++beyond) {
      own += p.bend * indexed(v, p, beyond);
    }
  }
  const double lent = borrowed(character, view, p, v);
  // A four-legged body's front leg head on still waves across the screen with the arms it reads.
  if (swings_toward_viewer(view, p)) return {held(character, p, lent), held(character, p, own)};
  double angle = held(character, p, own + lent);
  if (p.fold > 0) angle = p.fold * std::tanh(angle / p.fold);
  return {angle, 0};
}

double part_angle(const Character& character, const CharacterView& view, int part,
                  const rt::Pose& pose) {
  return part_turn(character, view, part, pose).angle;
}

double elbow_tuck(const CharacterView& view, int part, const rt::Pose& pose) {
  const Part& p = view.parts[static_cast<std::size_t>(part)];
  return p.role == "forearm" && p.tuck > 0 ? tuck_of(p, pose.parts) : 0;
}

}  // namespace jt::render
