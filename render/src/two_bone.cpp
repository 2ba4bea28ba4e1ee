#include "two_bone.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "angles.h"

namespace jt::render {
namespace {

double distance(Point p, Point q) {
  return std::hypot(q.x - p.x, q.y - p.y);
}

int find_part(const CharacterView& view, const std::string& role, int side, bool front_legs_only,
              bool back_legs_only) {
  for (std::size_t i = 0; i < view.parts.size(); ++i) {
    const Part& p = view.parts[i];
    if (p.role != role || p.side != side) continue;
    const int leg = p.index.value_or(-1);
    if (front_legs_only && leg < 2) continue;
    if (back_legs_only && leg >= 2) continue;
    return static_cast<int>(i);
  }
  return -1;
}

}  // namespace

std::optional<TwoBone> two_bone(Point a, Point b, Point tip, Point target, double flex) {
  const double l1 = distance(a, b), l2 = distance(b, tip), d = distance(a, target);
  constexpr double kSlack = 1e-6;
  if (l1 <= 0 || l2 <= 0 || d <= kSlack || d > l1 + l2 + kSlack || d < std::abs(l1 - l2) - kSlack) {
    return std::nullopt;
  }
  const double cos_alpha = std::clamp((l1 * l1 + d * d - l2 * l2) / (2 * l1 * d), -1.0, 1.0);
  const double alpha = std::acos(cos_alpha);
  // y is down, so atan2 angles grow clockwise on screen.
  const double toward = std::atan2(target.y - a.y, target.x - a.x);
  const double want = toward + (flex >= 0 ? alpha : -alpha);
  const double now = std::atan2(b.y - a.y, b.x - a.x);
  return TwoBone{std::remainder((want - now) / kDeg, 360.0)};
}

std::optional<Limb> find_limb(const Character& character, const CharacterView& view,
                              const std::string& key) {
  const std::size_t colon = key.find(':');
  if (colon == std::string::npos) return std::nullopt;
  const std::string role = key.substr(0, colon);
  const int side = key.substr(colon + 1) == "-1" ? -1 : 1;
  const bool four = character.legs == 4;
  int end = -1;
  if (role == "hand") {
    end = find_part(view, "hand", side, false, false);
    if (end < 0 && four) end = find_part(view, "foot", side, true, false);
    if (end < 0) end = find_part(view, "claw", side, false, false);
  } else if (role == "foot") {
    end = find_part(view, "foot", side, false, four);
  }
  if (end < 0) return std::nullopt;
  const Part& e = view.parts[static_cast<std::size_t>(end)];
  Limb limb{.end = end, .tip = e.tip, .side = side};
  if (e.tip) {
    limb.lower = end;
    limb.upper = e.parent;
  } else {
    limb.lower = e.parent;
    limb.upper = limb.lower >= 0 ? view.parts[static_cast<std::size_t>(limb.lower)].parent : -1;
  }
  if (limb.upper < 0 || limb.lower < 0) return std::nullopt;
  limb.arm = view.parts[static_cast<std::size_t>(limb.lower)].role == "forearm";
  return limb;
}

}  // namespace jt::render
