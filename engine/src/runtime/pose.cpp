// Combining a character's pose (spec §2): rest ⊕ every instance's base ⊕ every motion, where
// dx dy rot and part channels add, sx sy multiply, mouth blink take the max, and mood, view and
// each limb's reach take the latest write.
#include "jt/runtime/pose.h"

#include "jt/runtime/frame.h"

#include <cmath>

#include "internal.h"
#include "jt/json/value.h"

namespace jt::rt {

void reset_accumulators(Character& ch) {
  for (std::size_t i = 0; i < ch.channels.size(); ++i) {
    ch.acc[i] = combine_of(ch.channels[i].kind) == Combine::kMultiply ? 1.0 : 0.0;
    ch.touched[i] = 0;
  }
}

void combine_character(RuntimeState& s, Character& ch, double t, bool with_followers,
                       bool sampling) {
  reset_accumulators(ch);
  for (InstanceId id : ch.instances) {
    Instance& inst = *s.instances.at(id);
    for (std::size_t c = 0; c < inst.base.size(); ++c) {
      if (inst.base[c].written) combine_into(ch, inst.channel_map[c], inst.base[c].at(t));
    }
    combine_motions(s, inst, t, with_followers, sampling);
  }
}

namespace {

// The latest write of a mood or a view among the character's instances and, for a mood, the
// director's (at equal times the scene's wins).
const MoodWrite* latest_write(RuntimeState& s, const Character& ch,
                              std::optional<MoodWrite> Instance::*field,
                              const std::optional<MoodWrite>& scene_write) {
  const MoodWrite* best = scene_write ? &*scene_write : nullptr;
  for (InstanceId id : ch.instances) {
    const auto& write = s.instances.at(id).get()->*field;
    if (write && (best == nullptr || later_write(*write, *best))) best = &*write;
  }
  return best;
}

std::optional<std::string> latest(RuntimeState& s, const Character& ch,
                                  std::optional<MoodWrite> Instance::*field,
                                  const std::optional<MoodWrite>& scene_write) {
  const MoodWrite* best = latest_write(s, ch, field, scene_write);
  if (best == nullptr) return std::nullopt;
  return best->mood;
}

void put_part(std::vector<PartValue>& list, std::size_t& n, const Channel& channel, double v) {
  if (list.size() <= n) list.emplace_back();
  PartValue& p = list[n++];
  p.key = channel.pose_key();
  p.value = v;
}

}  // namespace

MoodWrite mood_write(RuntimeState& s, const Character& ch, const std::string& mood, double now,
                     bool by_scene) {
  const MoodWrite* shown = latest_write(s, ch, &Instance::mood, ch.scene_mood);
  const bool same = shown != nullptr && shown->mood == mood;
  return MoodWrite{.mood = mood,
                   .order = ++s.order,
                   .time = now,
                   .by_scene = by_scene,
                   .since = same ? shown->since : now,
                   .before = same               ? shown->before
                             : shown != nullptr ? shown->mood
                                                : std::string()};
}

const MoodWrite* shown_mood(RuntimeState& s, const Character& ch) {
  return latest_write(s, ch, &Instance::mood, ch.scene_mood);
}

void fill_pose(RuntimeState& s, Character& ch, double t, Pose& out) {
  combine_character(s, ch, t, true);
  out.dx = out.dy = out.rot = out.mouth = out.blink = 0;
  out.sx = out.sy = 1;
  std::size_t parts = 0, lifts = 0;
  for (std::size_t i = 0; i < ch.channels.size(); ++i) {
    if (!ch.touched[i]) continue;
    const Channel& channel = ch.channels[i];
    const double v = ch.acc[i];
    switch (channel.kind) {
      case ChannelKind::kDx:
        out.dx = v;
        break;
      case ChannelKind::kDy:
        out.dy = v;
        break;
      case ChannelKind::kRot:
        out.rot = v;
        break;
      case ChannelKind::kSx:
        out.sx = v;
        break;
      case ChannelKind::kSy:
        out.sy = v;
        break;
      case ChannelKind::kMouth:
        out.mouth = v;
        break;
      case ChannelKind::kBlink:
        out.blink = v;
        break;
      case ChannelKind::kMood:
        break;
      case ChannelKind::kPart:
        put_part(out.parts, parts, channel, v);
        break;
      case ChannelKind::kLift:
        put_part(out.lift, lifts, channel, v);
        break;
    }
  }
  out.parts.resize(parts);
  out.lift.resize(lifts);
  out.mood = latest(s, ch, &Instance::mood, ch.scene_mood);
  out.view = latest(s, ch, &Instance::view, std::nullopt);
  reach_pose(s, ch, t, out.reach);
}

void sample_track(RuntimeState& s, Character& ch, double now, CharacterFrame& frame) {
  // What a sample may change: a formula's draws of `random`, its errors, the inputs read.
  const expr::Prng prng = s.prng;
  const std::size_t errors = s.errors.size();
  const bool inputs_read = s.inputs_read;
  for (std::size_t i = 0; i < kTrackSamples; ++i) {
    const double t = now + (static_cast<double>(i) - kTrackSteps) * kTrackStep;
    combine_character(s, ch, t, false, true);
    double dy = 0, dx = 0, sy = 1;
    std::array<double, 2> arms{};  // the left and the right upper arm
    for (std::size_t c = 0; c < ch.channels.size(); ++c) {
      if (!ch.touched[c]) continue;
      const Channel& channel = ch.channels[c];
      if (channel.kind == ChannelKind::kDy) dy = ch.acc[c];
      if (channel.kind == ChannelKind::kDx) dx = ch.acc[c];
      if (channel.kind == ChannelKind::kSy) sy = ch.acc[c];
      if (channel.kind == ChannelKind::kPart && channel.role == "arm" && channel.index < 0) {
        if (channel.side <= 0) arms[0] += ch.acc[c];
        if (channel.side >= 0) arms[1] += ch.acc[c];
      }
    }
    for (std::size_t a = 0; a < 2; ++a)
      frame.track_arms[a][i] = std::isfinite(arms[a]) ? arms[a] : 0.0;
    frame.track[i] = std::isfinite(dy) ? dy : 0.0;
    frame.track_dx[i] = std::isfinite(dx) ? dx : 0.0;
    frame.track_squash[i] = std::isfinite(sy) ? 1 - sy : 0.0;
  }
  s.prng = prng;
  for (std::size_t e = errors; e < s.errors.size(); ++e)
    s.error_keys.erase({s.errors[e].path, s.errors[e].message});
  s.errors.resize(errors);
  s.inputs_read = inputs_read;
}

void add_part_value(std::vector<PartValue>& values, std::string_view key, double value) {
  for (PartValue& v : values) {
    if (v.key == key) {
      v.value += value;
      return;
    }
  }
  values.push_back({std::string(key), value});
}

json::Value pose_to_json(const Pose& pose) {
  json::Object o;
  o.set("dx", pose.dx);
  o.set("dy", pose.dy);
  o.set("sx", pose.sx);
  o.set("sy", pose.sy);
  o.set("rot", pose.rot);
  json::Object parts, lift, reach;
  for (const PartValue& p : pose.parts)
    parts.set(p.key, p.value);
  for (const PartValue& p : pose.lift)
    lift.set(p.key, p.value);
  o.set("parts", std::move(parts));
  o.set("lift", std::move(lift));
  o.set("mouth", pose.mouth);
  o.set("blink", pose.blink);
  o.set("mood", pose.mood ? json::Value(*pose.mood) : json::Value());
  for (const ReachValue& r : pose.reach) {
    json::Object v;
    if (r.spot.empty()) {
      v.set("x", r.x);
      v.set("y", r.y);
    } else {
      v.set("spot", r.spot);
      if (r.dx != 0 || r.dy != 0) {  // an offset of 0, 0 is the spot itself (spec §8.1)
        v.set("dx", r.dx);
        v.set("dy", r.dy);
      }
    }
    v.set("w", r.w);
    reach.set(r.limb, std::move(v));
  }
  o.set("reach", std::move(reach));
  o.set("view", pose.view ? json::Value(*pose.view) : json::Value());
  return o;
}

}  // namespace jt::rt
