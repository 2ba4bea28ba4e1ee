// Forward kinematics of a view's tree for a pose, then the two IK passes: planted legs under a
// body with a `fold` (spec §8.2) and the reaches of `pose.reach` (spec §8.1, docs/SHAPES.md §3.5).
#include "jt/render/skeleton.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <numbers>
#include <span>
#include <string_view>

#include "angles.h"
#include "arm_gestures.h"
#include "body_moods.h"
#include "shape_extent.h"
#include "two_bone.h"

namespace jt::render {
namespace {

constexpr double kPlantFullAt = 6.0;  // degrees of body bend at which planted legs fully hold
// Head on, a foot stepping toward the viewer is seen from a camera this many heights away, and a
// leg segment turned toward the viewer keeps at least this share of its length on screen.
constexpr double kCameraHeights = 2.0;
constexpr double kLeastShorten = 0.2;
// Head on, a leg's swing is drawn this much larger than in profile: seen from the front a step
// shows only as a shortening, which the profile's angles make too faint to read as a step.
constexpr double kFrontSwing = 1.5;
// Head on, a knee bent by this many degrees swings its thigh toward the viewer by this share of
// them (× kFrontSwing), so the knee comes forward as it lifts.
constexpr double kKneeForward = 1.0;
// A pointing hand slides its finger out by this many of the finger's lengths.
constexpr double kFingerOut = 1.2;

double lift_of(const Part& p, const rt::Pose& pose) {
  if (p.role.empty()) return 0;
  double sum = 0;
  const RoleKeys& general = p.keys.general;
  const RoleKeys* at = p.index ? p.keys.at(*p.index) : nullptr;
  for (const rt::PartValue& v : pose.lift) {
    if (v.key == general.plain || (p.side != 0 && v.key == general.sided) ||
        (at && (v.key == at->plain || (p.side != 0 && v.key == at->sided)))) {
      sum += v.value;
    }
  }
  return sum;
}

// Where a reach aims: a point, or a spot's place and its alternative (at most two, so they live
// on the stack).
struct Targets {
  std::array<Point, 2> points;
  std::size_t count = 0;

  void push(Point p) { points[count++] = p; }
  std::span<const Point> span() const { return {points.data(), count}; }
};

class Solver {
 public:
  // Lays out into `out`, whose vectors keep their capacity from the last frame.
  Solver(const Character& c, const CharacterView& v, const rt::Pose& p, double units_per_px,
         Skeleton& out, const Ground* ground)
      : c_(c),
        v_(v),
        pose_(p),
        units_(units_per_px),
        out_(out),
        ground_(ground),
        squash_(ground && ground->squash > 0 && ground->squash < 1 ? ground->squash : 1) {
    out_.view = &v;
    out_.settle = 0;
    out_.mirrored = v.name == "back";
    out_.places.assign(v.parts.size(), PartPlace{});
    out_.reached.clear();
    for (std::size_t i = 0; i < v.parts.size(); ++i) {
      const Part& part = v.parts[i];
      const PartTurn turn = part_turn(c, v, static_cast<int>(i), p);
      const double angle = turn.angle;
      PartPlace& at = out_.places[i];
      at.angle = angle;
      at.local = part.rot - angle;
      at.lift = lift_of(part, p) * units_;
      if (part.over && angle >= part.over->first && angle <= part.over->second) {
        at.lifted = true;
      }
      step_toward_viewer(static_cast<int>(i), turn.swing);
    }
    // Three quarters the far arm (the +x side, turned away, z < 0) hangs behind the body,
    // which a part's z cannot say: it hangs from the chest, drawn after the body.
    if (v.name == "three-quarter") {
      for (std::size_t i = 0; i < v.parts.size(); ++i) {
        const Part& part = v.parts[i];
        if (part.role == "arm" && part.side > 0 && part.z < 0) {
          out_.places[i].behind = body_above(static_cast<int>(i));
        }
      }
    }
    shape_arm_gestures(c, v, p, out_.places);
    shape_body_mood(c, v, p, out_.places);
    point_fingers();
  }

  void run() {
    plant_legs();
    place(0, Affine{});
    for (const rt::ReachValue& r : pose_.reach)
      reach(r);
    if (ground_) {
      plant_feet();
      out_.settle = -lowest();
    }
  }

 private:
  const Part& part(int i) const { return v_.parts[static_cast<std::size_t>(i)]; }
  Affine& world(int i) { return out_.places[static_cast<std::size_t>(i)].world; }
  double& local(int i) { return out_.places[static_cast<std::size_t>(i)].local; }

  // Head on, a leg's swing turns it out of the screen's plane (docs/SHAPES.md §3.10): the thigh
  // by its swing, the shin by the thigh's less its knee's bend; each is seen shortened to the
  // cosine of that, and the foot at the end grows as the step brings it toward the viewer (from
  // behind, the back view, it shrinks). Parents come before their children in a view's parts.
  void step_toward_viewer(int i, double swing) {
    const Part& p = part(i);
    PartPlace& at = out_.places[static_cast<std::size_t>(i)];
    if (p.parent < 0) return;
    PartPlace& up = out_.places[static_cast<std::size_t>(p.parent)];
    const bool knee = p.role == "shin" && part(p.parent).role == "leg";
    if (knee && swing > 0) {
      // A bent knee comes forward: its thigh swings toward the viewer by a share of the bend
      // (the gait bends the knee most while the thigh passes under the hip, where head on the
      // step showed only as the shin folding back).
      up.toward += kFrontSwing * kKneeForward * swing;
      up.shorten = std::max(kLeastShorten, std::cos(up.toward * kDeg));
    }
    at.depth = up.depth + p.pos.y * std::sin(up.toward * kDeg);
    if (p.role == "leg") at.toward = kFrontSwing * swing;
    if (knee) at.toward = up.toward - kFrontSwing * swing;
    if (at.toward != 0) at.shorten = std::max(kLeastShorten, std::cos(at.toward * kDeg));
    if ((p.role == "foot" || knee) && at.depth != 0) {
      const double camera = kCameraHeights * c_.height;
      const double near = camera / (camera - (out_.mirrored ? -at.depth : at.depth));
      if (knee) {
        at.wide = near;  // the knee nearer: the shin drawn wider, its length as the step has it
      } else {
        at.near = near;
      }
    }
  }

  // A hand points when its arm alone turns in across the body, its elbow tucking while
  // the other's does not (`point`, each of `rap`'s beats; `flex` tucks both: fists): the finger
  // folded inside its mitten (the hand's role-less child) slides out past the fingertips by its
  // own length (docs/SHAPES.md §3.3).
  void point_fingers() {
    std::array<double, 2> tuck{0, 0};  // each side's elbow tuck: left, right
    for (std::size_t i = 0; i < v_.parts.size(); ++i) {
      const Part& p = v_.parts[i];
      if (p.side != 0) tuck[p.side < 0 ? 0 : 1] += elbow_tuck(v_, static_cast<int>(i), pose_);
    }
    for (std::size_t h = 0; h < v_.parts.size(); ++h) {
      const Part& hand = v_.parts[h];
      if (hand.role != "hand" || hand.side == 0 || hand.parent < 0 ||
          part(hand.parent).role != "forearm") {
        continue;
      }
      const bool own = tuck[hand.side < 0 ? 0 : 1] > 0, other = tuck[hand.side < 0 ? 1 : 0] > 0;
      if (!own || other) continue;
      for (int finger : hand.children) {
        const Part& f = part(finger);
        if (f.role.empty() && f.shape)
          out_.places[static_cast<std::size_t>(finger)].lift = -kFingerOut * f.shape->h;
      }
    }
  }

  void place(int i, const Affine& parent) {
    const Part& p = part(i);
    const PartPlace& at = out_.places[static_cast<std::size_t>(i)];
    Affine joint = parent.then(Affine::translate(p.pos.x, p.pos.y - at.lift));
    // A shortened parent's squash is its own: its children are drawn at their full size.
    const double up = p.parent >= 0 ? out_.places[static_cast<std::size_t>(p.parent)].shorten : 1;
    if (up != 1) joint = joint.then(Affine::scale(1, 1 / up));
    Affine frame = joint.then(Affine::rotate_cw(at.local));
    if (at.near != 1 && p.shape) {  // a foot grows or shrinks about its sole, which stays put
      const double sole = farthest_along(*p.shape, Affine::scale(p.sx, p.sy * at.shorten), {0, 1});
      frame = frame.then(Affine::translate(0, (1 - at.near) * sole));
    }
    world(i) = frame.then(Affine::scale(p.sx * at.near * at.wide, p.sy * at.shorten * at.near));
    if (squash_ < 1) crouch(i);
    for (int child : p.children)
      place(child, world(i));
  }

  // A squash about the floor (Ground::squash): the root and all but the legs are squashed with
  // it; a leg keeps its length, its hip moved down with the squashed body, so plant_feet bends
  // its knee to keep the foot on the floor instead of shrinking the leg.
  void crouch(int i) {
    const Part& p = part(i);
    const bool leg_root = p.role == "leg" && p.parent >= 0 && part(p.parent).role != "leg";
    if (p.parent < 0 && p.role != "leg") {
      world(i) = Affine::scale(1, squash_).then(world(i));
    } else if (leg_root) {
      const Affine unsquashed = Affine::scale(1, 1 / squash_).then(world(i));
      const double hip_y = unsquashed.apply({0, 0}).y;
      world(i) = Affine::translate(0, (squash_ - 1) * hip_y).then(unsquashed);
    }
  }

  void replace(int i) { place(i, part(i).parent >= 0 ? world(part(i).parent) : Affine{}); }

  // A body with a fold stands on the legs that hang from it: each leg keeps its paw where the
  // unbent body would put it, bending at the knee, eased in over the first degrees of bend.
  void plant_legs() {
    for (std::size_t b = 0; b < v_.parts.size(); ++b) {
      const Part& body = v_.parts[b];
      const double bend = out_.places[b].angle;
      if (body.fold <= 0 || bend == 0) continue;
      const double w = std::min(1.0, std::abs(bend) / kPlantFullAt);
      const double saved = out_.places[b].local;
      out_.places[b].local = body.rot;
      place(0, Affine{});
      for (int leg : body.children) {
        const int end = part(leg).role == "leg" ? limb_end_node(leg) : -1;
        if (end >= 0) out_.places[static_cast<std::size_t>(leg)].planted = world(end).apply({0, 0});
      }
      out_.places[b].local = saved;
      place(0, Affine{});
      for (int leg : body.children) {
        if (part(leg).role != "leg") continue;
        const int shin = first_child_with_role(leg, "shin");
        const int paw = limb_end_node(leg);
        if (shin < 0 || paw < 0) continue;
        const double paw_world = world_angle(paw);
        solve(leg, shin, paw, Point{}, out_.places[static_cast<std::size_t>(leg)].planted, w);
        local(paw) += paw_world - world_angle(paw);
        replace(paw);
      }
    }
  }

  // How far part i's shape reaches under the floor (negative: its lowest point is above it).
  double under_floor(int i) {
    return ground_->sink + farthest_along(*part(i).shape, world(i), {ground_->a, ground_->b});
  }

  double lowest() {
    double low = -std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < v_.parts.size(); ++i) {
      if (v_.parts[i].shape) low = std::max(low, under_floor(static_cast<int>(i)));
    }
    return std::isfinite(low) ? low : 0;
  }

  // A foot the pose would push through the floor (a crouch, a sink, a lean) stands on it: its
  // ankle is lifted by as much, the knee bending, the foot keeping its angle. A foot above the
  // floor (a step, a kick) stays where it is.
  void plant_feet() {
    const double norm = ground_->a * ground_->a + ground_->b * ground_->b;
    if (norm <= 1e-12) return;
    for (std::size_t f = 0; f < v_.parts.size(); ++f) {
      const Part& foot = v_.parts[f];
      if (foot.role != "foot" || !foot.shape || foot.parent < 0) continue;
      const int shin = foot.parent, leg = part(shin).parent;
      if (part(shin).role != "shin" || leg < 0 || part(leg).role != "leg") continue;
      const double under = under_floor(static_cast<int>(f));
      if (under <= 0) continue;
      const Point ankle = world(static_cast<int>(f)).apply({0, 0});
      const Point target{ankle.x - under * ground_->a / norm, ankle.y - under * ground_->b / norm};
      const double foot_angle = world_angle(static_cast<int>(f));
      if (solve(leg, shin, static_cast<int>(f), Point{}, target, 1)) {
        local(static_cast<int>(f)) += foot_angle - world_angle(static_cast<int>(f));
        replace(static_cast<int>(f));
      }
    }
  }

  int first_child_with_role(int i, std::string_view role) const {
    for (int c : part(i).children) {
      if (part(c).role == role) return c;
    }
    return -1;
  }

  // The foot under a leg (leg → shin → foot), or -1.
  int limb_end_node(int leg) const {
    const int shin = first_child_with_role(leg, "shin");
    return shin < 0 ? -1 : first_child_with_role(shin, "foot");
  }

  double world_angle(int i) {
    const Affine& m = world(i);
    return std::atan2(-m.xy, m.yy) / kDeg;  // the angle (cw) of the frame's +y axis from down
  }

  // Turns `upper` and `lower` so the point `end` (in `end_node`'s frame) lands on `target`,
  // blended by w. Returns false (and changes nothing) when the limb cannot reach.
  bool solve(int upper, int lower, int end_node, Point end, Point target, double w) {
    const Point a = world(upper).apply({0, 0});
    const Point b = world(lower).apply({0, 0});
    const Point tip = world(end_node).apply(end);
    std::optional<TwoBone> turn = two_bone(a, b, tip, target, part(upper).flex);
    if (!turn) return false;
    local(upper) += w * turn->upper_cw;
    replace(upper);
    const Point b2 = world(lower).apply({0, 0});
    const Point tip2 = world(end_node).apply(end);
    const double now = std::atan2(tip2.y - b2.y, tip2.x - b2.x);
    const double want = std::atan2(target.y - b2.y, target.x - b2.x);
    double delta = (want - now) / kDeg;
    delta = std::remainder(delta, 360.0);
    local(lower) += w * delta;
    replace(lower);
    return true;
  }

  void reach(const rt::ReachValue& r) {
    if (r.w <= 0) return;
    const std::optional<Limb> limb = find_limb(c_, v_, r.limb);
    if (!limb) return;
    Targets targets;
    if (r.spot.empty()) {
      targets.push({r.x * units_, -r.y * units_});
    } else {
      spot_targets(r, *limb, targets);
    }
    const Point end = limb->tip ? *limb->tip : Point{};
    for (const Point& t : targets.span()) {
      if (solve(limb->upper, limb->lower, limb->end, end, t, std::min(1.0, r.w))) {
        set_reach_depth(*limb, r);
        out_.reached.push_back(r.limb);
        return;
      }
    }
    // A spot moved by an offset beyond the limb is followed only as far as the limb reaches.
    if (!r.spot.empty() && targets.count > 0 && (r.dx != 0 || r.dy != 0)) {
      const Point t = within_reach(*limb, end, targets.points[0]);
      if (solve(limb->upper, limb->lower, limb->end, end, t, std::min(1.0, r.w))) {
        set_reach_depth(*limb, r);
        out_.reached.push_back(r.limb);
      }
    }
  }

  // A reaching limb is drawn at the depth its target implies (spec §8.1): in front of the body
  // seen from the front; behind it seen from behind when it reaches for the chest or the mouth
  // (the hand is on the far side of the body); in profile the near limb in front and the far one
  // (drawn behind the body, z < 0) still behind it, so an arm reaching across the body never
  // jumps from behind the torso to in front of it.
  void set_reach_depth(const Limb& limb, const rt::ReachValue& r) {
    PartPlace& top = out_.places[static_cast<std::size_t>(limb.upper)];
    if (v_.name == "back" && (r.spot == "chest" || r.spot == "mouth")) {
      top.lifted = false;
      top.behind = body_above(limb.upper);
      return;
    }
    if (v_.name == "side" && part(limb.upper).z < 0) return;
    top.behind = -1;  // three quarters a far arm that reaches comes out from behind the body
    top.lifted = true;
  }

  // The nearest ancestor with a shape: the body a limb hangs from (a chest joint draws nothing).
  int body_above(int i) const {
    for (int p = part(i).parent; p >= 0; p = part(p).parent) {
      if (part(p).shape) return p;
    }
    return -1;
  }

  // The target pulled toward the limb's root until it is just within the limb's length.
  Point within_reach(const Limb& limb, Point end, Point target) {
    const Point a = world(limb.upper).apply({0, 0});
    const Point b = world(limb.lower).apply({0, 0});
    const Point tip = world(limb.end).apply(end);
    const double length =
        0.995 * (std::hypot(b.x - a.x, b.y - a.y) + std::hypot(tip.x - b.x, tip.y - b.y));
    const double d = std::hypot(target.x - a.x, target.y - a.y);
    if (d <= length || d <= 0) return target;
    return {a.x + (target.x - a.x) * length / d, a.y + (target.y - a.y) * length / d};
  }

  // A spot's place, then its alternative, each moved by the offset (fractions of the height).
  void spot_targets(const rt::ReachValue& r, const Limb& limb, Targets& out) {
    for (const auto& [name, spot] : v_.spots) {
      if (name != r.spot) continue;
      if (!spot.hands && !limb.arm) return;
      int node = -1;
      for (std::size_t i = 0; i < v_.parts.size(); ++i) {
        if (v_.parts[i].id == spot.node) node = static_cast<int>(i);
      }
      if (node < 0) return;
      const bool flip = spot.mirror && limb.side < 0;
      const double outward = v_.name != "side" && limb.side < 0 ? -1 : 1;
      const Point offset{outward * r.dx * c_.height, -r.dy * c_.height};
      for (std::optional<Point> at : {std::optional<Point>(spot.at), spot.alt}) {
        if (!at) continue;
        const Point p = world(node).apply({flip ? -at->x : at->x, at->y});
        out.push({p.x + offset.x, p.y + offset.y});
      }
      return;
    }
  }

  const Character& c_;
  const CharacterView& v_;
  const rt::Pose& pose_;
  double units_;
  Skeleton& out_;
  const Ground* ground_;
  double squash_;
};

}  // namespace

Affine Affine::then(const Affine& m) const {
  return {xx * m.xx + xy * m.yx, yx * m.xx + yy * m.yx,      xx * m.xy + xy * m.yy,
          yx * m.xy + yy * m.yy, xx * m.x0 + xy * m.y0 + x0, yx * m.x0 + yy * m.y0 + y0};
}

Affine Affine::rotate_cw(double degrees) {
  const double c = std::cos(degrees * kDeg), s = std::sin(degrees * kDeg);
  return {c, s, -s, c, 0, 0};
}

Skeleton pose_skeleton(const Character& character, const rt::Pose& pose, double units_per_px) {
  Skeleton out;
  pose_skeleton(character, pose, units_per_px, out);
  return out;
}

void pose_skeleton(const Character& character, const rt::Pose& pose, double units_per_px,
                   Skeleton& out, const Ground* ground) {
  const CharacterView& view = character.view(pose.view);
  if (view.parts.empty()) {
    out.view = &view;
    out.settle = 0;
    out.mirrored = false;
    out.places.clear();
    out.reached.clear();
    return;
  }
  Solver(character, view, pose, units_per_px, out, ground).run();
}

std::optional<Point> spot_point(const Skeleton& skeleton, const std::string& name) {
  const CharacterView& view = *skeleton.view;
  for (const auto& [spot_name, spot] : view.spots) {
    if (spot_name != name) continue;
    for (std::size_t i = 0; i < view.parts.size() && i < skeleton.places.size(); ++i) {
      if (view.parts[i].id == spot.node) return skeleton.places[i].world.apply(spot.at);
    }
  }
  return std::nullopt;
}

std::optional<Point> limb_end(const Skeleton& skeleton, const Character& character,
                              const std::string& limb) {
  std::optional<Limb> l = find_limb(character, *skeleton.view, limb);
  if (!l) return std::nullopt;
  return skeleton.places[static_cast<std::size_t>(l->end)].world.apply(l->tip ? *l->tip : Point{});
}

}  // namespace jt::render
