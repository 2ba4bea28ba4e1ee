// The moves write arm gestures as a front view sees them (spec §2: angles counter-clockwise):
// `point` turns one arm in across the body, `flex` both, `cower` raises both out part way. Head
// on the elbows tuck (part_angle.cpp), which makes a flex's fists and a cower's raised hands, but
// a pointing arm folded at the elbow reads as a wave, not a point; and in profile, where the
// channels swing an arm forward or back as a walk does, a turn in swings the near arm back and
// the far one forward, so the same gestures read as a stride. This pass draws them as they are
// meant (docs/SHAPES.md §3.3).
#include "arm_gestures.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <string_view>

namespace jt::render {
namespace {

// A pointing arm: its shoulder turned out (head on) or forward (in profile) this far, about
// level with the shoulder, its elbow bent this little.
constexpr double kPointOut = 80, kPointAhead = 86, kPointBend = 8;
// In profile, a flex's upper arms forward, a little above level (the far one a little lower, so
// that it shows), its forearms bent up: a strongman's fists ahead of the face.
constexpr double kFistAhead = 90, kFistFarAhead = 76, kFistBend = 48;
// In profile, a cower's raised arms: forward, the forearms up in front of the chest, hands
// ahead of the face. An arm counts as raised from 24° out (past a run's pumping arms) fully at
// 40°, and no longer once it is nearly straight up (90° to 120°: a jump's arms go up as they are).
constexpr double kShieldAhead = 48, kShieldFarAhead = 38, kShieldBend = 96;
constexpr double kShieldFrom = 24, kShieldFull = 40, kShieldFade = 90, kShieldGone = 120;
// Head on, a cower's arms drawn in: the upper arms close to the sides, the forearms folded up
// across the chest, hands before the chin (fear, not the "ta-da" of arms raised out).
constexpr double kCowerOut = 10, kCowerFold = 128;
// A gait turns both arms in as far as a flex while its thighs swing; a flex stands still.
constexpr double kLegsStill = 4;

double ramp(double x, double from, double to) {
  return std::clamp((x - from) / (to - from), 0.0, 1.0);
}

// How far an arm turned out this far (degrees, out positive) reads as raised to shield.
double shield_share(double out) {
  return ramp(out, kShieldFrom, kShieldFull) * (1 - ramp(out, kShieldFade, kShieldGone));
}

double arm_channel(const rt::Pose& pose, std::string_view key) {
  double sum = 0;
  for (const rt::PartValue& v : pose.parts) {
    if (v.key == key) sum += v.value;
  }
  return sum;
}

struct Arm {
  int arm = -1, forearm = -1;
  double tucked = 0;  // the share of its fullest tuck its elbow takes (0: not turned in)
};

}  // namespace

void shape_arm_gestures(const Character& character, const CharacterView& view, const rt::Pose& pose,
                        std::vector<PartPlace>& places) {
  const std::vector<Part>& parts = view.parts;
  std::array<Arm, 2> arms;  // left, right
  bool legs_still = true;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    const Part& p = parts[i];
    const bool hip = p.parent >= 0 && parts[static_cast<std::size_t>(p.parent)].role != "leg";
    if (p.role == "leg" && hip && std::abs(places[i].angle) > kLegsStill) legs_still = false;
    // Every arm with a forearm: one that tucks (the person's, the kid's) reads its tuck; the
    // monster's stubby arms never tuck, but a cower draws them in too.
    if (p.role == "forearm" && p.side != 0 && p.parent >= 0 &&
        parts[static_cast<std::size_t>(p.parent)].role == "arm") {
      const double tuck = p.tuck > 0 ? elbow_tuck(view, static_cast<int>(i), pose) : 0;
      arms[p.side < 0 ? 0 : 1] = {p.parent, static_cast<int>(i),
                                  std::min(1.0, tuck / kElbowTuckMost)};
    }
  }
  const bool profile = view.name == "side";
  auto turn = [&](int i, double angle) {
    const Part& p = parts[static_cast<std::size_t>(i)];
    if (p.limits && !character.silly) angle = std::clamp(angle, p.limits->first, p.limits->second);
    places[static_cast<std::size_t>(i)].angle = angle;
    places[static_cast<std::size_t>(i)].local = p.rot - angle;
  };
  for (std::size_t k = 0; k < arms.size(); ++k) {
    const Arm& a = arms[k];
    if (a.arm < 0) continue;
    const int s = parts[static_cast<std::size_t>(a.arm)].side;
    const double shoulder = places[static_cast<std::size_t>(a.arm)].angle;
    const double elbow = places[static_cast<std::size_t>(a.forearm)].angle;
    const bool pointing = a.tucked > 0 && arms[1 - k].tucked == 0;
    if (pointing) {  // the elbow's tuck (head on) undone as the shoulder turns out
      turn(a.arm, shoulder + a.tucked * ((profile ? kPointAhead : s * kPointOut) - shoulder));
      turn(a.forearm, elbow + a.tucked * ((profile ? 1 : s) * kPointBend - elbow));
      continue;
    }
    if (!profile) {
      // Both arms raised out (a cower, a startled react) are drawn in; one raised alone (a
      // wave) and the tuck already read.
      const double drawn_in = cowering(pose);
      if (drawn_in <= 0) continue;
      turn(a.arm, shoulder + drawn_in * (s * kCowerOut - shoulder));
      turn(a.forearm, elbow + drawn_in * (-s * kCowerFold - elbow));
      continue;
    }
    const double out = s * shoulder;
    const double raised = shield_share(out);
    const double fists = legs_still ? a.tucked : 0;
    const double w = std::max(fists, raised);
    if (w <= 0) continue;
    const double ahead =
        fists > 0 ? (s > 0 ? kFistAhead : kFistFarAhead) : (s > 0 ? kShieldAhead : kShieldFarAhead);
    turn(a.arm, shoulder + w * (ahead - shoulder));
    turn(a.forearm, elbow + w * (fists > 0 ? kFistBend : kShieldBend));
  }
}

double cowering(const rt::Pose& pose) {
  const double both = arm_channel(pose, "arm");
  const double left = both + arm_channel(pose, "arm:-1"), right = both + arm_channel(pose, "arm:1");
  return std::min(shield_share(-left), shield_share(right));
}

}  // namespace jt::render
