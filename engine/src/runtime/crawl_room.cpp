// Room at a shared place (docs/CREATURES.md): a creature rests beside the figures already
// standing where its placement is, never on top of them. The spec places characters and says
// nothing of creatures; their placements stay as written (the plan's records) and only where a
// body crawls to is moved, as a function of the placements at a time (so exact time holds).
#include <algorithm>
#include <cmath>

#include "crawl.h"
#include "director.h"
#include "internal.h"

namespace jt::rt {
namespace {

// The room left between two footprints, in stage heights (22 px of a 1080-line picture).
constexpr double kRoomGap = 0.02;
// A character's footprint on the floor, in its heights: half as wide as a person of h 0.5 is
// (about a fifth of the stage's height, arms at its sides), and as deep as its feet and legs
// stand, from a tenth of its height behind its feet line to kFeetFront in front of it. A creature
// farther back is behind it, not under its feet (drawn in the cast's order).
constexpr double kStandingHalfWidth = 0.2, kStandingDepth = 0.1, kFeetFront = 0.02;

// A figure's drawn box on the stage, in stage heights: x along the floor, y down the picture.
struct FootBox {
  double x0, x1, y0, y1;
};

// Whether two spans overlap by more than rounding: a box placed just clear of another (its edge
// computed from the other's) does not meet it.
bool spans_meet(double a0, double a1, double b0, double b1) {
  constexpr double kRounding = 1e-9;
  return a0 < b1 - kRounding && b0 < a1 - kRounding;
}

bool standing_still(const Placement& p, double at) {
  const auto gliding = [&](const Glide& g) { return g.over > 0 && at < g.t0 + g.over; };
  return p.visible && !gliding(p.x) && !gliding(p.y);
}

// The nearest x (stage heights) to `want` where a box `half` either side, over `y0..y1`, clears
// every box of `taken` by kRoomGap and stays on the stage (0 to `width`), ties to the right; `want`
// itself when the stage has no such room (a crowd: it keeps its place rather than leave).
double clear_spot(double want, double half, double y0, double y1, const std::vector<FootBox>& taken,
                  double width) {
  std::vector<const FootBox*> near;  // the boxes at its depth
  for (const FootBox& b : taken) {
    if (spans_meet(y0, y1, b.y0, b.y1)) near.push_back(&b);
  }
  const auto room_at = [&](double x) {
    return std::ranges::none_of(near, [&](const FootBox* b) {
      return spans_meet(x - half - kRoomGap, x + half + kRoomGap, b->x0, b->x1);
    });
  };
  if (room_at(want)) return want;
  double best = want;
  bool found = false;
  const auto consider = [&](double x) {
    if (x - half < 0 || x + half > width || !room_at(x)) return;
    // A tie (the same distance either side, up to rounding) goes to the right.
    const double d = std::abs(x - want), d_best = std::abs(best - want);
    if (!found || d < d_best - 1e-9 || (d <= d_best + 1e-9 && x > best)) best = x;
    found = true;
  };
  for (const FootBox* b : near) {
    consider(b->x1 + kRoomGap + half);
    consider(b->x0 - kRoomGap - half);
  }
  return best;
}

}  // namespace

std::vector<double> resting_xs(const RuntimeState& s, double at) {
  const Director& d = *s.director;
  const double aspect = s.options.aspect;
  std::vector<FootBox> taken;
  for (const auto& [who, p] : d.placements) {
    if (crawler_of(s, who) != nullptr || !standing_still(p, at)) continue;
    const double x = p.x.at(at) * aspect, y = p.y.at(at), h = std::max(p.h.at(at), 0.0);
    taken.push_back({x - kStandingHalfWidth * h, x + kStandingHalfWidth * h, y - kStandingDepth * h,
                     y + kFeetFront});
  }
  std::vector<double> xs;
  xs.reserve(s.crawlers.size());
  for (const Crawler& c : s.crawlers) {
    const auto found = d.placements.find(c.id);
    if (found == d.placements.end()) {
      xs.push_back(0);
      continue;
    }
    const Placement& p = found->second;
    const double want = p.x.at(at);
    if (!standing_still(p, at)) {
      xs.push_back(want);
      continue;
    }
    const double y = p.y.at(at);
    const double x =
        clear_spot(want * aspect, c.half_length, y - c.half_depth, y + c.half_depth, taken, aspect);
    taken.push_back({x - c.half_length, x + c.half_length, y - c.half_depth, y + c.half_depth});
    xs.push_back(x / aspect);
  }
  return xs;
}

}  // namespace jt::rt
