// Follow-through (spec §8.3): each follower ticks on its own grid t0 + k/240, after the block
// events at the same time, integrating a damped spring toward its source channel with
// semi-implicit Euler, in exactly the spec's order of operations.
#include <cmath>

#include "internal.h"

namespace jt::rt {
namespace {

constexpr double kTick = 1.0 / 240.0;  // FOLLOW_RATE = 240

void tick(FollowState& st, double u) {
  if (st.next_tick == 0 || !std::isfinite(st.y) || !std::isfinite(st.v)) {
    st.y = u;  // the first tick, or recovering from a NaN: start settled
    st.v = 0;
  } else {
    st.v = (st.v + kTick * (st.w2 * (u - st.y))) / st.den;
    st.y = st.y + kTick * st.v;
  }
  st.u = u;
  st.ticked = true;
  ++st.next_tick;
}

}  // namespace

double next_follow_tick(const RuntimeState& s) {
  double next = kInfinity;
  for (const auto& [id, inst] : s.instances) {
    for (const Motion& m : inst->motions) {
      const auto* st = std::get_if<FollowState>(&m.state);
      if (st != nullptr && st->active) next = std::min(next, st->next_time(m.t0));
    }
  }
  return next;
}

void run_follow_ticks(RuntimeState& s, double t) {
  for (const std::string& char_id : s.character_order) {
    Character& ch = *s.characters.at(char_id);
    bool combined = false;
    for (InstanceId id : ch.instances) {
      Instance& inst = *s.instances.at(id);
      for (Motion& m : inst.motions) {
        auto* st = std::get_if<FollowState>(&m.state);
        if (st == nullptr || !st->active || st->next_time(m.t0) != t) continue;
        if (!combined) {
          // The sources: the pose at t from base channels and motions, no follower's output.
          combine_character(s, ch, t, false);
          combined = true;
        }
        const auto& follow = std::get<FollowBlock>(m.block->op);
        const std::uint32_t source = inst.channel_map[follow.source];
        tick(*st, ch.touched[source] ? ch.acc[source] : rest_value(ch.channels[source].kind));
      }
    }
  }
}

}  // namespace jt::rt
