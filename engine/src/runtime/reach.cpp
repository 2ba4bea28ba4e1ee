// Reach and release (spec §8.4): a limb's weight glides to 1 or 0 like a ramp, starting from the
// limb as the pose has it; a point glides to a new point, an offset to a new offset on the same
// spot; anything else changes at once.
#include <algorithm>

#include "internal.h"

namespace jt::rt {
namespace {

Glide constant(double value, double t) {
  return Glide{value, value, t, 0, Ease::kLinear, 0};
}

Glide glide(double from, double to, double t, double over, Ease ease, std::uint64_t token) {
  if (!(over > 0)) return constant(to, t);
  return Glide{from, to, t, over, ease, token};
}

// The slot that decides the limb in the pose: the latest write of any instance on the character.
const ReachSlot* winning_slot(RuntimeState& s, const Character& ch, const std::string& limb) {
  const ReachSlot* best = nullptr;
  for (InstanceId id : ch.instances) {
    for (const ReachSlot& r : s.instances.at(id)->reach) {
      if (r.limb == limb && (best == nullptr || r.order > best->order)) best = &r;
    }
  }
  return best;
}

ReachSlot& own_slot(Instance& inst, const std::string& limb) {
  for (ReachSlot& r : inst.reach) {
    if (r.limb == limb) return r;
  }
  inst.reach.push_back({});
  inst.reach.back().limb = limb;
  return inst.reach.back();
}

}  // namespace

double start_reach(RuntimeState& s, Instance& inst, const Block& block, std::uint64_t token,
                   double now) {
  const auto* reach = std::get_if<ReachBlock>(&block.op);
  const auto* release = std::get_if<ReleaseBlock>(&block.op);
  const std::string& path = block.path;
  const double over = evaluate(s, inst, reach ? reach->over : release->over, now, 0, path);
  const Ease ease = reach ? reach->ease : release->ease;
  // Targets are evaluated once, when the block runs (spec §8.4).
  double px = 0, py = 0, odx = 0, ody = 0;
  if (reach && reach->point) {
    px = evaluate(s, inst, reach->point->first, now, 0, path);
    py = evaluate(s, inst, reach->point->second, now, 0, path);
  }
  if (reach && reach->dx) odx = evaluate(s, inst, *reach->dx, now, 0, path);
  if (reach && reach->dy) ody = evaluate(s, inst, *reach->dy, now, 0, path);

  for (const Limb& limb : reach ? reach->limbs : release->limbs) {
    const std::string key = limb.key();
    // The limb as the pose has it now (copied: own_slot may add to the vector it lives in).
    const ReachSlot* current = winning_slot(s, *inst.character, key);
    ReachSlot was;
    if (current != nullptr) was = *current;
    const double w_now = current ? std::clamp(was.w.at(now), 0.0, 1.0) : 0.0;
    const bool had_point = current && was.spot.empty();
    ReachSlot next;
    next.limb = key;
    if (release != nullptr) {
      // A release keeps the target where it is and lets the weight down.
      next.spot = was.spot;
      next.x = constant(current ? was.x.at(now) : 0, now);
      next.y = constant(current ? was.y.at(now) : 0, now);
      next.dx = constant(current ? was.dx.at(now) : 0, now);
      next.dy = constant(current ? was.dy.at(now) : 0, now);
      next.w = glide(w_now, 0, now, over, ease, token);
    } else if (reach->point) {
      const bool glides = had_point && w_now > 0;
      next.x = glides ? glide(was.x.at(now), px, now, over, ease, token) : constant(px, now);
      next.y = glides ? glide(was.y.at(now), py, now, over, ease, token) : constant(py, now);
      next.dx = constant(0, now);
      next.dy = constant(0, now);
      next.w = glide(w_now, 1, now, over, ease, token);
    } else {
      next.spot = reach->spot;
      const bool glides = current && was.spot == reach->spot && w_now > 0;
      next.dx = glides ? glide(was.dx.at(now), odx, now, over, ease, token) : constant(odx, now);
      next.dy = glides ? glide(was.dy.at(now), ody, now, over, ease, token) : constant(ody, now);
      next.x = constant(0, now);
      next.y = constant(0, now);
      next.w = glide(w_now, 1, now, over, ease, token);
    }
    next.order = ++s.order;
    own_slot(inst, key) = next;
  }
  return over;
}

void reach_pose(RuntimeState& s, Character& ch, double t, std::vector<ReachValue>& out) {
  std::size_t n = 0;
  for (InstanceId id : ch.instances) {
    for (const ReachSlot& r : s.instances.at(id)->reach) {
      const ReachSlot* winner = winning_slot(s, ch, r.limb);
      if (winner != &r) continue;
      if (out.size() <= n) out.emplace_back();
      ReachValue& v = out[n++];
      v.limb = r.limb;
      v.spot = r.spot;
      v.x = r.x.at(t);
      v.y = r.y.at(t);
      v.dx = r.dx.at(t);
      v.dy = r.dy.at(t);
      v.w = std::clamp(r.w.at(t), 0.0, 1.0);  // a snappy glide overshoots; the weight does not
    }
  }
  out.resize(n);
}

}  // namespace jt::rt
