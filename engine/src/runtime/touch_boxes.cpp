// When two characters touch (docs/RUNTIME.md "Hats the stage fires"): each stands in a box x ±
// 0.2·h across and h tall up from its feet, and the boxes' first meeting is found ahead from the
// placements' glides by a bounded, deterministic search: each stretch of time between the
// glides' ends is looked at in kSamples equal steps, and the step where the boxes went from
// apart to touching is halved down to the last representable time.
#include <algorithm>
#include <cmath>

#include "director.h"

namespace jt::rt {
namespace {

constexpr double kHalfWidth = 0.2;  // of the character's height
constexpr int kSamples = 64;        // looks per stretch between two glides' ends

// The first time in (apart, touching] when the boxes touch: halves the interval until no time
// lies between its ends.
double first_touch(const Placement& a, const Placement& b, double apart, double touching,
                   double aspect) {
  for (;;) {
    const double mid = apart + (touching - apart) / 2;
    if (!(mid > apart && mid < touching)) return touching;
    (boxes_touch(a, b, mid, aspect) ? touching : apart) = mid;
  }
}

}  // namespace

bool boxes_touch(const Placement& a, const Placement& b, double t, double aspect) {
  if (!a.visible || !b.visible) return false;
  const double ha = std::abs(a.h.at(t)), hb = std::abs(b.h.at(t));
  // Across, in fractions of the stage's width: a height fraction is `aspect` times narrower.
  const double reach = kHalfWidth * (ha + hb) / aspect;
  if (std::abs(a.x.at(t) - b.x.at(t)) > reach) return false;
  const double ya = a.y.at(t), yb = b.y.at(t);
  return ya - ha <= yb && yb - hb <= ya;  // [y - h, y] meet
}

std::optional<double> next_touch(const Placement& a, const Placement& b, double from,
                                 double aspect) {
  if (!a.visible || !b.visible || !(aspect > 0)) return std::nullopt;
  std::vector<double> ends{from};
  for (const Placement* p : {&a, &b}) {
    for (const Glide* g : {&p->x, &p->y, &p->h}) {
      if (g->over > 0 && g->t0 + g->over > from) ends.push_back(g->t0 + g->over);
    }
  }
  if (ends.size() == 1) return std::nullopt;  // nothing moves: nothing changes
  std::ranges::sort(ends);
  bool was = boxes_touch(a, b, from, aspect);
  double last = from;
  for (std::size_t i = 0; i + 1 < ends.size(); ++i) {
    const double start = ends[i], span = ends[i + 1] - ends[i];
    if (!(span > 0)) continue;
    for (int k = 1; k <= kSamples; ++k) {
      const double t = k == kSamples ? ends[i + 1] : start + span * k / kSamples;
      const bool is = boxes_touch(a, b, t, aspect);
      if (is && !was) return first_touch(a, b, last, t, aspect);
      was = is;
      last = t;
    }
  }
  return std::nullopt;
}

}  // namespace jt::rt
