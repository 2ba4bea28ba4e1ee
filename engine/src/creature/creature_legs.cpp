// Legs (the model note §4), ornament swing (§5.4) and rebasing (§6): what reads the chain after
// the body's substep and never pushes on it.
#include <algorithm>
#include <cmath>
#include <numbers>

#include "creature/angles.h"
#include "jt/creature/creature.h"

namespace jt::creature {
namespace {

double lerp(double a, double b, double u) {
  return a + (b - a) * u;
}
Vec lerp(Vec a, Vec b, double u) {
  return {lerp(a.x, b.x, u), lerp(a.y, b.y, u)};
}

}  // namespace

void Creature::step_roll(LegState& leg) {
  const Legs& legs = model_->descriptor.legs;
  const double j = legs.jitter;
  leg.drag_scale = (1 + 0.40 * j * signed_draw()) * (1 + 0.35 * j * leg.character);
  leg.swing_scale = 1 + 0.30 * j * signed_draw();
  leg.lift_at = std::clamp(legs.lift_threshold + 0.2 * j * leg.character, 0.0, 1.0);
  const double radius = std::max(legs.reach, model_->spread_px) * j * 0.1;
  const double sx = radius * signed_draw();
  const double sy = radius * signed_draw();
  leg.scatter = {sx, sy};
}

Vec Creature::plant(const LegState& leg) const {
  const Legs& legs = model_->descriptor.legs;
  const Vec hip = p_[leg.anchor], t = t_[leg.anchor];
  const double ahead = legs.reach * leg.reach_scale * (0.5 + 0.5 * legs.lead) * leg.lead_scale;
  const double out = model_->spread_px * leg.spread_scale * leg.side;
  return hip + t * ahead + perp(t) * out;
}

void Creature::build_legs() {
  const Model& m = *model_;
  const double j = m.descriptor.legs.jitter;
  legs_.clear();
  for (const LegAnchor& pair : m.pairs) {
    for (double side : {-1.0, 1.0}) {
      LegState leg;
      leg.anchor = pair.chunk;
      leg.side = side;
      leg.lean = pair.lean_travel;
      leg.character = signed_draw();
      leg.reach_scale = 1 + 0.28 * j * signed_draw();
      leg.spread_scale = 1 + 0.30 * j * signed_draw();
      leg.lead_scale = 1 + 0.45 * j * signed_draw();
      step_roll(leg);
      leg.foot = leg.hold = leg.from = plant(leg);
      leg.plant_span = length(leg.foot - p_[leg.anchor]);
      leg.progress = 1;
      leg.was_low = false;
      legs_.push_back(leg);
    }
  }
}

void Creature::step_legs(double throttle) {
  const Model& m = *model_;
  const Legs& legs = m.descriptor.legs;
  const double lift_amount = m.descriptor.chain.lift_amount;
  for (LegState& leg : legs_) {
    const int a = leg.anchor;
    const double extra = leg.side > 0 ? kPi * legs.side_phase : 0;
    const double contact = std::clamp(
        contact_channel(a, throttle, extra) * (1 - lift_amount * lift_[a] * throttle), 0.0, 1.0);
    const bool low = contact < leg.lift_at;
    const bool released = low && !leg.was_low;
    leg.was_low = low;
    const Vec hip = p_[a], t = t_[a];
    if (leg.progress < 1) {
      leg.progress = std::min(1.0, leg.progress + kSubstep / (m.swing_seconds * leg.swing_scale));
      leg.foot = lerp(leg.from, leg.hold, leg.progress) +
                 perp(t) * (leg.side * m.arc_px * std::sin(kPi * leg.progress));
      continue;
    }
    leg.foot = leg.hold;
    const Vec rel = leg.foot - hip;
    const double forward = dot(rel, t);
    const double reach = legs.reach * leg.reach_scale;
    const bool trailed = forward < -reach * (0.5 - 0.5 * legs.lead) * leg.drag_scale;
    const bool overextended =
        length(rel) >
        1.55 * std::max(std::hypot(reach, m.spread_px * leg.spread_scale), leg.plant_span);
    if (released || trailed || overextended) {
      leg.from = leg.foot;
      leg.hold = plant(leg) + leg.scatter;
      leg.plant_span = length(leg.hold - hip);
      leg.progress = 0;
      step_roll(leg);
      leg.was_low = contact < leg.lift_at;
    }
  }
}

Vec Creature::knee(const LegState& leg) const {
  const Legs& legs = model_->descriptor.legs;
  const double fold = legs.fold;
  const double factor = fold <= 0.5 ? lerp(0.9, 1.35, 2 * fold) : lerp(1.35, 1.72, 2 * fold - 1);
  const double arm = legs.reach * leg.reach_scale * factor;
  const Vec hip = p_[leg.anchor];
  const Vec v = leg.foot - hip;
  const double d = length(v);
  const Vec normal = d > 0.001 ? perp(v) * (1 / d) : perp(t_[leg.anchor]);
  const double bow = std::sqrt(
      std::max(0.0, (arm / 2) * (arm / 2) - (std::min(d, arm) / 2) * (std::min(d, arm) / 2)));
  const Vec bowed = hip + v * 0.5 + normal * (bow * (leg.side * legs.joint_bend));
  return bowed + t_[leg.anchor] * (leg.lean * arm * legs.joint_lean);
}

void Creature::place_ornaments() {
  const Model& m = *model_;
  ornaments_.assign(m.ornaments.size(), {});
  for (std::size_t i = 0; i < m.ornaments.size(); ++i) {
    const OrnamentInstance& o = m.ornaments[i];
    const Ornament& ornament = m.descriptor.chain.ornaments[o.ornament];
    const Vec t = t_[o.chunk];
    OrnamentState& s = ornaments_[i];
    s.root = p_[o.chunk] + t * ornament.forward + perp(t) * (ornament.outward * o.side);
    s.direction = rotate(t, o.angle);
    s.previous_root = s.root;
    s.previous_direction = s.direction;
  }
}

void Creature::step_ornaments() {
  const Model& m = *model_;
  for (std::size_t i = 0; i < m.ornaments.size(); ++i) {
    const OrnamentInstance& o = m.ornaments[i];
    const Ornament& ornament = m.descriptor.chain.ornaments[o.ornament];
    OrnamentState& s = ornaments_[i];
    const Vec t = t_[o.chunk];
    const Vec root = p_[o.chunk] + t * ornament.forward + perp(t) * (ornament.outward * o.side);
    const Vec dir = rotate(t, o.angle);
    const double turn_rate = angle_between(s.previous_direction, dir) / kSubstep;
    const double lateral_rate = dot(root - s.previous_root, perp(dir)) / kSubstep;
    const double target = std::clamp(
        o.wave_gain * (-turn_rate) / 13 + o.phys_gain * (-lateral_rate) / m.lateral_reference,
        -kPi / 2, kPi / 2);
    const double x = s.theta - target;
    const double omega = s.omega;
    s.theta = target + x * o.pp + omega * o.pv;
    s.omega = x * o.vp + omega * o.vv;
    if (std::fabs(s.theta) > kPi / 2) {
      s.theta = s.theta > 0 ? kPi / 2 : -kPi / 2;
      s.omega = 0;
    }
    s.root = root;
    s.direction = rotate(dir, s.theta);
    s.previous_root = root;
    s.previous_direction = dir;
  }
}

void Creature::rebase() {
  Vec low{p_[0].x, p_[0].y}, high = low;
  auto extend = [&](const Vec& v) {
    low = {std::min(low.x, v.x), std::min(low.y, v.y)};
    high = {std::max(high.x, v.x), std::max(high.y, v.y)};
  };
  for (std::size_t i = 0; i < p_.size(); ++i) {
    extend(p_[i]);
    extend(q_[i]);
  }
  auto shift_for = [](double lo, double hi) {
    if (hi > kMaxWorldCoordinate) return kMaxWorldCoordinate - hi;
    if (lo < -kMaxWorldCoordinate) return -kMaxWorldCoordinate - lo;
    return 0.0;
  };
  const Vec shift{shift_for(low.x, high.x), shift_for(low.y, high.y)};
  if (shift.x == 0 && shift.y == 0) return;
  for (std::size_t i = 0; i < p_.size(); ++i) {
    p_[i] = p_[i] + shift;
    q_[i] = q_[i] + shift;
  }
  for (LegState& leg : legs_) {
    leg.foot = leg.foot + shift;
    leg.hold = leg.hold + shift;
    leg.from = leg.from + shift;
  }
  for (OrnamentState& s : ornaments_) {
    s.root = s.root + shift;
    s.previous_root = s.previous_root + shift;
  }
}

}  // namespace jt::creature
