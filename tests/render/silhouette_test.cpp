// Silhouettes (ART.md "Silhouette first", docs/SHAPES.md §5): what makes each template's black
// shape its own, measured on its drawing at rest: the boxes it paints (DrawOptions::boxes) and
// the posed frames of its parts. Each check would fail for the shapes before issue 13's second
// pass (a dog's ears inside its head, a dog and a cat of one build, a zigzag tail, mitten wings,
// an arrow-headed tail).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <numbers>
#include <string>
#include <string_view>
#include <vector>

#include "jt/render/canvas.h"
#include "jt/render/skeleton.h"
#include "render_fixtures.h"

namespace jt::render {
namespace {

using testing::template_character;

struct Extent {
  double x0 = 1e300, y0 = 1e300, x1 = -1e300, y1 = -1e300;
  void add(const DrawnBox& b) {
    x0 = std::min(x0, b.x0), y0 = std::min(y0, b.y0);
    x1 = std::max(x1, b.x1), y1 = std::max(y1, b.y1);
  }
  double w() const { return x1 - x0; }
  double h() const { return y1 - y0; }
  bool empty() const { return x0 > x1; }
};

// The parts of the roles (or, with `by_id`, of the ids) painted in a view, the character 300 px
// tall.
Extent painted(const Character& c, const std::string& view,
               std::initializer_list<std::string_view> roles, bool by_id = false,
               rt::Pose pose = {}) {
  Canvas canvas(32, 32);
  std::vector<DrawnBox> boxes;
  pose.view = view;
  canvas.draw_character(c, pose, {.x = 200, .feet_y = 400, .height = 300}, {.boxes = &boxes});
  Extent e;
  for (const DrawnBox& b : boxes) {
    if (b.kind == DrawnBox::Kind::kPart &&
        std::find(roles.begin(), roles.end(), by_id ? b.id : b.role) != roles.end()) {
      e.add(b);
    }
  }
  return e;
}

TEST(RenderSilhouette, TheDogsLongEarsHangOutsideItsHead) {
  const Character dog = template_character("dog");
  const Extent side_head = painted(dog, "side", {"head"}),
               side_ears = painted(dog, "side", {"ear"});
  ASSERT_FALSE(side_head.empty());
  ASSERT_FALSE(side_ears.empty());
  EXPECT_GT(side_ears.y1, side_head.y1 + 0.03 * side_head.h()) << "in profile below the jaw";
  // and well behind the skull (the dog faces +x): the ear hangs outside the head's outline, not
  // over its cheek, where the black shape would lose it.
  EXPECT_LT(side_ears.x0, side_head.x0 - 0.15 * side_head.w()) << "in profile behind the head";
  const Extent head = painted(dog, "front", {"head"}), ears = painted(dog, "front", {"ear"});
  EXPECT_LT(ears.x0, head.x0 - 0.05 * head.w()) << "head on outside the left cheek";
  EXPECT_GT(ears.x1, head.x1 + 0.05 * head.w()) << "and the right";
  // The cat's ears stand up on top of its head instead.
  const Character cat = template_character("cat");
  const Extent cat_head = painted(cat, "side", {"head"}), cat_ears = painted(cat, "side", {"ear"});
  EXPECT_LT(cat_ears.y1, cat_head.y1 - 0.3 * cat_head.h());
  EXPECT_LT(cat_ears.y0, cat_head.y0);
}

TEST(RenderSilhouette, TheDogIsLongAndLowTheCatRoundOnShortLegs) {
  // Profile: the body's length against its depth, and the legs' height (hip to floor) against
  // the body's depth.
  struct Build {
    double length_to_depth, legs_to_depth;
  };
  const auto build = [](const char* name) {
    const Character c = template_character(name);
    const Extent body = painted(c, "side", {"torso"}),
                 legs = painted(c, "side", {"leg", "shin", "foot"});
    return Build{body.w() / body.h(), legs.h() / body.h()};
  };
  const Build dog = build("dog"), cat = build("cat");
  EXPECT_GT(dog.length_to_depth, 1.1 * cat.length_to_depth)
      << dog.length_to_depth << " " << cat.length_to_depth;
  // The cat was a plank on stilts (a body 96 x 29 on legs twice as tall as it was deep, 3.3
  // times as long as deep); now its weight is in its body: legs at most 1.4 times its depth, a
  // body at most 2.6 times as long as deep.
  EXPECT_LT(cat.legs_to_depth, 1.4) << cat.legs_to_depth;
  EXPECT_LT(cat.length_to_depth, 2.6) << cat.length_to_depth;
}

// The posed parts of one role in a view, in tree order, with their frames.
struct Segment {
  const Part* part;
  Affine world;
};
std::vector<Segment> segments(const Character& c, const std::string& view,
                              const std::string& role) {
  rt::Pose pose;
  pose.view = view;
  const Skeleton sk = pose_skeleton(c, pose, 1);
  std::vector<Segment> out;
  for (std::size_t i = 0; i < sk.view->parts.size(); ++i) {
    if (sk.view->parts[i].role == role) out.push_back({&sk.view->parts[i], sk.places[i].world});
  }
  return out;
}

// The direction a segment hangs in (its frame's +y axis), degrees.
double heading(const Affine& m) {
  return std::atan2(m.yy, m.xy) * 180 / std::numbers::pi;
}

// A posed segment's outline points (a `poly`'s) on the canvas of its frame.
std::vector<Point> outline_points(const Segment& s) {
  std::vector<Point> out;
  const Shape& shape = *s.part->shape;
  for (const auto& sub : shape.subs) {
    for (const Point& p : sub)
      out.push_back(s.world.apply({shape.ox + p.x, shape.oy + p.y}));
  }
  return out;
}

// The middle of the outline points between 1.05 and 2 radii from `j` (just beyond a round end of
// radius r centred on it): a point on the segment's centre line near j, whatever its points. The
// direction to it is the segment's there, give or take the few degrees its curve turns that far.
Point middle_near(const std::vector<Point>& points, Point j, double r) {
  Point sum{};
  int n = 0;
  for (const Point& p : points) {
    const double d = std::hypot(p.x - j.x, p.y - j.y);
    if (d >= 1.05 * r && d <= 2 * r) sum = {sum.x + p.x, sum.y + p.y}, ++n;
  }
  return n ? Point{sum.x / n, sum.y / n} : j;
}

double direction(Point from, Point to) {
  return std::atan2(to.y - from.y, to.x - from.x) * 180 / std::numbers::pi;
}

TEST(RenderSilhouette, TheCatsTailIsOneSmoothSCurve) {
  const Character cat = template_character("cat");
  for (const char* view : {"side", "front", "back"}) {
    SCOPED_TRACE(view);
    const std::vector<Segment> tail = segments(cat, view, "tail");
    ASSERT_EQ(tail.size(), 4u);
    for (const Segment& s : tail) {
      ASSERT_EQ(s.part->shape->type, ShapeType::kPoly) << s.part->id << ": a curve, not a stick";
      EXPECT_TRUE(s.part->shape->smooth);
    }
    bool left = false, right = false;
    for (std::size_t i = 1; i < tail.size(); ++i) {
      // At the joint the line runs on without a corner: the way the segment before runs into
      // the joint is the way this one runs out of it.
      const Point j = tail[i].world.apply({0, 0});
      const std::vector<Point> before = outline_points(tail[i - 1]),
                               after = outline_points(tail[i]);
      double r = 1e300;
      for (const Point& p : after)
        r = std::min(r, std::hypot(p.x - j.x, p.y - j.y));
      const double in = direction(middle_near(before, j, r), j),
                   out = direction(j, middle_near(after, j, r));
      EXPECT_LE(std::abs(std::remainder(out - in, 360.0)), 8.0)
          << "no corner at joint " << i << " (the old straight pieces turned 14 to 28 degrees)";
      // The segment before it bends along its length (its end turned from its start): an S
      // bends one way, then the other.
      const double bend =
          std::remainder(heading(tail[i].world) - heading(tail[i - 1].world), 360.0);
      EXPECT_GE(std::abs(bend), 5.0) << "a curve, not a stick, before joint " << i;
      EXPECT_LE(std::abs(bend), 60.0) << "before joint " << i;
      (bend < 0 ? left : right) = true;
    }
    EXPECT_TRUE(left && right) << "it bends one way, then the other (an S)";
  }
}

TEST(RenderSilhouette, LimbsTaperWithoutAStepAtElbowsAndKnees) {
  for (const char* name : {"person", "kid", "monster", "dog", "cat"}) {
    const Character c = template_character(name);
    for (const CharacterView& v : c.views) {
      for (const Part& p : v.parts) {
        if ((p.role != "forearm" && p.role != "shin") || !p.shape || p.parent < 0) continue;
        const Shape& upper = *v.parts[static_cast<std::size_t>(p.parent)].shape;
        SCOPED_TRACE(std::string(name) + " " + v.name + " " + p.id);
        ASSERT_EQ(upper.type, ShapeType::kTaper);
        ASSERT_EQ(p.shape->type, ShapeType::kTaper);
        EXPECT_NEAR(p.shape->w, upper.w2, 1e-9);
        EXPECT_LT(p.shape->w2, p.shape->w) << "narrowing toward the hand or foot";
        // The round end of the upper bone is centred on the joint, as is the lower's top.
        EXPECT_NEAR(upper.oy + upper.h / 2 - upper.w2 / 2, p.pos.y, 1e-6);
        EXPECT_NEAR(p.shape->oy - p.shape->h / 2 + p.shape->w / 2, 0, 1e-6);
      }
    }
  }
}

// How many times the outline's distance from its centre rises to a peak (a scallop, a lobe).
int lobes(const Shape& s) {
  const std::vector<Point>& o = s.subs.at(0);
  double cx = 0, cy = 0;
  for (const Point& p : o)
    cx += p.x, cy += p.y;
  cx /= static_cast<double>(o.size()), cy /= static_cast<double>(o.size());
  std::vector<double> r;
  for (const Point& p : o)
    r.push_back(std::hypot(p.x - cx, p.y - cy));
  int peaks = 0;
  for (std::size_t i = 0; i < r.size(); ++i) {
    const double before = r[(i + r.size() - 1) % r.size()], after = r[(i + 1) % r.size()];
    if (r[i] > before && r[i] >= after) ++peaks;
  }
  return peaks;
}

const Part& part_named(const CharacterView& v, const std::string& id) {
  const auto it =
      std::find_if(v.parts.begin(), v.parts.end(), [&](const Part& p) { return p.id == id; });
  EXPECT_NE(it, v.parts.end()) << id;
  return *it;
}

TEST(RenderSilhouette, WingsEndInFeathersAndTheMonstersTailInATuft) {
  const Character bird = template_character("bird");
  const Shape& tip = *part_named(bird.views[0], "wingtip_r").shape;
  ASSERT_EQ(tip.type, ShapeType::kPoly);
  EXPECT_GE(lobes(tip), 3) << "a fan of feathers, not a mitten";
  const Character monster = template_character("monster");
  for (const CharacterView& v : monster.views) {
    const Shape& end = *part_named(v, "tail_tip").shape;
    EXPECT_NE(end.type, ShapeType::kSpike) << v.name << ": an arrow's head";
    EXPECT_NE(end.type, ShapeType::kTri) << v.name;
    EXPECT_GT(end.w, 0.8 * end.h) << v.name << ": round, not a point";
  }
  // The person's hands are mittens with a thumb: a palm and one more lobe.
  const Character person = template_character("person");
  EXPECT_GE(lobes(*part_named(person.views[0], "hand_r").shape), 2);
}

TEST(RenderSilhouette, TheMonstersTailIsNoThirdArmHeadOn) {
  // Head on a tail out at the body's side reads as an arm: it hangs low behind a leg instead,
  // only its end and the tuft showing to one side, by the knee (the old one rose to the arms).
  const Character monster = template_character("monster");
  for (const char* view : {"front", "back"}) {
    SCOPED_TRACE(view);
    const Extent tail = painted(monster, view, {"tail"}), hips = painted(monster, view, {"hips"}),
                 legs = painted(monster, view, {"leg", "shin", "foot"}),
                 arms = painted(monster, view, {"arm", "forearm", "claw"});
    ASSERT_FALSE(tail.empty());
    EXPECT_GT(tail.y0, hips.y0) << "no higher than the hips";
    EXPECT_GT(painted(monster, view, {"tail_tip"}, true).y0, arms.y1) << "its tuft below the claws";
    EXPECT_LT(tail.y1, legs.y1) << "off the floor";
    // To one side only: beyond the legs on the left (the mirrored back view: the right).
    const bool left = tail.x0<legs.x0, right = tail.x1> legs.x1;
    EXPECT_NE(left, right);
  }
}

TEST(RenderSilhouette, HeadOnTheMonstersWhippedTailStaysOffTheFloor) {
  // Head on and from behind a swish curls the tail up and back; its other half straightened the
  // tail out and laid it on the floor beside the feet. Over whip_tail, the tail's lowest point
  // stays a tenth of the feet's height (the shoes) above the floor.
  const Character monster = template_character("monster");
  std::shared_ptr<const Program> whip;
  for (const auto& m : testing::shipped_moves()) {
    if (m.name == "whip_tail") whip = m.program;
  }
  ASSERT_TRUE(whip);
  for (const char* view : {"front", "back"}) {
    for (double t = 0.05; t < 1.45; t += 0.1) {
      SCOPED_TRACE(std::string(view) + " at " + std::to_string(t));
      const rt::Pose pose = testing::pose_of(whip, monster.legs, t);
      const Extent tail = painted(monster, view, {"tail"}, false, pose),
                   legs = painted(monster, view, {"leg", "shin", "foot"}, false, pose),
                   feet = painted(monster, view, {"foot"}, false, pose);
      EXPECT_LT(tail.y1, legs.y1 - 0.1 * feet.h()) << "off the floor";
    }
  }
}

// The depth of an outline (its lowest point less its highest) among the points within `tol` of x.
double depth_at(const std::vector<Point>& points, double x, double tol) {
  double top = 1e300, bottom = -1e300;
  for (const Point& p : points) {
    if (std::abs(p.x - x) <= tol) top = std::min(top, p.y), bottom = std::max(bottom, p.y);
  }
  return bottom - top;
}

TEST(RenderSilhouette, TheCatsBodyIsABeanOnTaperingLegs) {
  const Character cat = template_character("cat");
  const std::vector<Segment> body = segments(cat, "side", "torso");
  ASSERT_EQ(body.size(), 1u);
  ASSERT_EQ(body[0].part->shape->type, ShapeType::kPoly) << "a curved body, not an ellipse";
  const std::vector<Point> outline = outline_points(body[0]);
  double x0 = 1e300, x1 = -1e300;
  for (const Point& p : outline)
    x0 = std::min(x0, p.x), x1 = std::max(x1, p.x);
  // The cat faces +x: a round haunch behind, a deep chest in front, the belly tucked up between
  // them (an ellipse, a plank, is deepest in its middle).
  const double len = x1 - x0, tol = len / 10;
  const double haunch = depth_at(outline, x0 + 0.25 * len, tol),
               waist = depth_at(outline, x0 + 0.5 * len, tol),
               chest = depth_at(outline, x0 + 0.78 * len, tol);
  EXPECT_LT(waist, 0.95 * haunch) << waist << " " << haunch;
  EXPECT_LT(waist, 0.95 * chest) << waist << " " << chest;
  // Legs thick at the top and tapering to a slim wrist over a round paw: the thigh's top at
  // least 1.7 times the ankle (the stilts were 1.35), the paw wider than the ankle.
  for (const CharacterView& v : cat.views) {
    for (const Part& p : v.parts) {
      if (p.role != "shin" || p.parent < 0) continue;
      SCOPED_TRACE(v.name + " " + p.id);
      const Shape& thigh = *v.parts[static_cast<std::size_t>(p.parent)].shape;
      EXPECT_GE(thigh.w, 1.7 * p.shape->w2);
    }
    for (const Part& p : v.parts) {
      if (p.role != "foot" || p.parent < 0) continue;
      const Shape& ankle = *v.parts[static_cast<std::size_t>(p.parent)].shape;
      EXPECT_GT(p.shape->w, 1.8 * ankle.w2) << v.name << " " << p.id << ": a round paw";
    }
  }
}

// The posed outline points of a chain of parts (in tree order) on the canvas.
std::vector<Point> chain_points(const Character& c, const std::string& view,
                                std::initializer_list<std::string_view> ids) {
  rt::Pose pose;
  pose.view = view;
  const Skeleton sk = pose_skeleton(c, pose, 1);
  std::vector<Point> out;
  for (std::size_t i = 0; i < sk.view->parts.size(); ++i) {
    const Part& p = sk.view->parts[i];
    if (std::find(ids.begin(), ids.end(), p.id) == ids.end()) continue;
    const std::vector<Point> more = outline_points({&p, sk.places[i].world});
    out.insert(out.end(), more.begin(), more.end());
  }
  return out;
}

TEST(RenderSilhouette, TheBirdIsABallWithFeatheredWings) {
  const Character bird = template_character("bird");
  for (const char* view : {"front", "back"}) {
    SCOPED_TRACE(view);
    // A ball: about as wide as tall.
    const Extent body = painted(bird, view, {"torso"});
    EXPECT_GT(body.w() / body.h(), 0.95);
    EXPECT_LT(body.w() / body.h(), 1.25);
    for (const char* side : {"_l", "_r"}) {
      SCOPED_TRACE(side);
      // The wing and its tip, one feathered shape: measured along the line from the shoulder
      // to its farthest point, it is long and slim (a stubby arm with a round fist at its end
      // was about twice as long as wide), widest before its last third, and tapers to the
      // feathers' ends (a fist is widest at the end).
      const std::string wing = std::string("wing") + side, tip = std::string("wingtip") + side;
      const std::vector<Point> pts = chain_points(bird, view, {wing, tip});
      ASSERT_FALSE(pts.empty());
      const std::vector<Segment> wings = segments(bird, view, "wing");
      const Segment& w = wings[std::string(side) == "_l" ? 0 : 1];
      ASSERT_EQ(w.part->id, wing);
      const Point root = w.world.apply({0, 0});
      Point far = root;
      for (const Point& p : pts) {
        if (std::hypot(p.x - root.x, p.y - root.y) > std::hypot(far.x - root.x, far.y - root.y))
          far = p;
      }
      const double len = std::hypot(far.x - root.x, far.y - root.y);
      const double ux = (far.x - root.x) / len, uy = (far.y - root.y) / len;
      // Width across the axis in bands along it.
      constexpr int kBands = 10;
      double lo[kBands], hi[kBands];
      std::fill(lo, lo + kBands, 1e300);
      std::fill(hi, hi + kBands, -1e300);
      for (const Point& p : pts) {
        const double along = (p.x - root.x) * ux + (p.y - root.y) * uy,
                     across = -(p.x - root.x) * uy + (p.y - root.y) * ux;
        const int band = std::clamp(static_cast<int>(along / len * kBands), 0, kBands - 1);
        lo[band] = std::min(lo[band], across), hi[band] = std::max(hi[band], across);
      }
      double widest = 0;
      int widest_band = 0;
      for (int b = 0; b < kBands; ++b) {
        if (hi[b] - lo[b] > widest) widest = hi[b] - lo[b], widest_band = b;
      }
      EXPECT_GT(len / widest, 2.5) << len << " " << widest;
      EXPECT_LT(widest_band, 7) << "widest before its last third";
      EXPECT_LT(hi[kBands - 1] - lo[kBands - 1], 0.7 * widest) << "tapering to its end";
    }
  }
}

}  // namespace
}  // namespace jt::render
