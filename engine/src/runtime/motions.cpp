// Motions (spec §3, §8.2, §8.3): started once per scope, then continuous functions of time that
// add to the pose. What a motion fixes at its start is evaluated here once; live values (amp,
// offset, a drive's value, a follower's gain) are evaluated at every read.
#include <algorithm>
#include <cmath>
#include <numbers>

#include "internal.h"
#include "jt/expr/functions.h"

namespace jt::rt {
namespace {

constexpr double kTwoPi = 2 * std::numbers::pi;

// Radians per second from w, hz or every.
double angular_speed(RuntimeState& s, Instance& inst, const Speed& speed, double now,
                     const std::string& path) {
  const double v = evaluate(s, inst, speed.value, now, 0, path);
  switch (speed.unit) {
    case Speed::Unit::kW:
      return v;
    case Speed::Unit::kHz:
      return kTwoPi * v;
    case Speed::Unit::kEvery:
      return kTwoPi / v;
  }
  return v;
}

double fixed(RuntimeState& s, Instance& inst, const Num& num, double now, const std::string& path) {
  return evaluate(s, inst, num, now, 0, path);
}

FollowState start_follow(RuntimeState& s, Instance& inst, const FollowBlock& f, double now,
                         const std::string& path) {
  FollowState st;
  double hz = fixed(s, inst, f.hz, now, path);
  double damping = fixed(s, inst, f.damping, now, path);
  if (std::isnan(hz)) hz = 0;  // "a value that is not a number counting as 0"
  if (std::isnan(damping)) damping = 0;
  hz = std::clamp(hz, 0.0, 60.0);
  damping = std::max(damping, 0.0);
  if (!(hz > 0)) return st;  // no pull: adds nothing and never ticks
  const double w = kTwoPi * hz;
  st.active = true;
  st.w2 = w * w;
  st.den = 1 + (1.0 / 240.0) * (2 * damping * w);
  return st;
}

// The motion's own clock (spec §3 "sync").
double clock_of(const Instance& inst, const Motion& m, Sync sync, double t) {
  return sync == Sync::kStart ? t - inst.start : t - m.t0;
}

double shaped(WaveShape shape, double x, double power, double decay, double clock_time) {
  double v = wave_shape(shape, x);
  if (power != 1) v = expr::fn::pow(v, power);
  if (shape == WaveShape::kDampSin) v *= std::exp(-decay * clock_time);
  return v;
}

void add_wave(RuntimeState& s, Instance& inst, const Motion& m, const WaveBlock& wave,
              const WaveState& st, double t, const std::string& path) {
  const double tl = clock_of(inst, m, wave.sync, t);
  double v = shaped(wave.shape, st.w * tl + st.phase, st.power, st.decay, tl);
  if (wave.clip == Clip::kPos) v = std::max(v, 0.0);
  if (wave.clip == Clip::kNeg) v = std::min(v, 0.0);
  const double local = t - m.t0;
  const double amp = evaluate(s, inst, wave.amp, t, local, path);
  const double offset = wave.offset ? evaluate(s, inst, *wave.offset, t, local, path) : 0.0;
  for (ChannelIndex c : wave.channels) {
    const double rest = rest_value(inst.program->channels[c].kind);
    combine_into(*inst.character, inst.channel_map[c], (wave.offset ? offset : rest) + amp * v);
  }
}

void add_hop(RuntimeState& s, Instance& inst, const Motion& m, const HopBlock& hop,
             const HopState& st, double t, const std::string& path) {
  const double tl = clock_of(inst, m, hop.sync, t);
  const double amp = evaluate(s, inst, hop.amp, t, t - m.t0, path);
  const HopSample h = hop_curve(expr::fn::mod(tl * st.hz, 1.0), amp);
  Character& ch = *inst.character;
  combine_into(ch, inst.channel_map[hop.dy], h.dy);
  combine_into(ch, inst.channel_map[hop.sx], h.sx);
  combine_into(ch, inst.channel_map[hop.sy], h.sy);
}

void add_legs(Instance& inst, const std::vector<ChannelIndex>& thighs,
              const std::vector<ChannelIndex>& shins, const double* offsets, double ph,
              const GaitState& st, double* thigh_out) {
  for (std::size_t i = 0; i < thighs.size(); ++i) {
    const LegAngles leg =
        walk_leg(expr::fn::mod(ph + offsets[i], 1.0), st.stride, st.give, st.bend);
    const double thigh = leg.thigh * st.thigh_scale;
    combine_into(*inst.character, inst.channel_map[thighs[i]], thigh);
    combine_into(*inst.character, inst.channel_map[shins[i]], leg.shin * st.shin_scale);
    if (thigh_out != nullptr) thigh_out[i] = thigh;
  }
}

void add_gait(Instance& inst, const Motion& m, const GaitBlock& gait, const GaitState& st,
              double t) {
  const double tl = clock_of(inst, m, gait.sync, t);
  const double ph = expr::fn::mod(tl, st.every) / st.every;
  const int legs = inst.character->legs;
  if (legs >= 6) {
    // A tripod: back-left, middle-right and front-left step together, then the others.
    static constexpr double kTripod[] = {0, 0.5, 0.5, 0, 0, 0.5};
    add_legs(inst, gait.thighs6, gait.shins6, kTripod, ph, st, nullptr);
  } else if (legs >= 4) {
    static constexpr double kFour[] = {0, 0.5, 0.5, 0};
    add_legs(inst, gait.thighs4, gait.shins4, kFour, ph, st, nullptr);
  } else if (legs >= 2) {
    static constexpr double kTwo[] = {0, 0.5};
    double thigh[2];
    add_legs(inst, gait.thighs2, gait.shins2, kTwo, ph, st, thigh);
    for (int i = 0; i < 2; ++i) {
      combine_into(*inst.character, inst.channel_map[gait.arms2[i]], -thigh[i] * st.arm_swing);
    }
  }
  const double wave = std::sin(kTwoPi * ph);
  if (st.bob) {
    combine_into(*inst.character, inst.channel_map[gait.dy],
                 st.bob_base - st.bob_amp * std::abs(wave));
  }
  combine_into(*inst.character, inst.channel_map[gait.rot], wave * st.roll);
}

void add_chain(RuntimeState& s, Instance& inst, const Motion& m, const ChainBlock& chain,
               const ChainState& st, double t, const std::string& path) {
  const double tl = clock_of(inst, m, chain.sync, t);
  const double amp = evaluate(s, inst, chain.amp, t, t - m.t0, path);
  for (std::size_t i = 0; i < chain.segments.size(); ++i) {
    const double ti = tl - static_cast<double>(i) * st.lag;
    double v = 0;  // the wave has not reached this segment yet
    if (!(ti < 0))
      v = amp * st.factor[i] * shaped(chain.shape, st.w * ti + st.phase, 1, st.decay, ti);
    combine_into(*inst.character, inst.channel_map[chain.segments[i]], v);
  }
}

void add_follow(RuntimeState& s, Instance& inst, const Motion& m, const FollowBlock& f,
                const FollowState& st, double t, const std::string& path) {
  if (!st.active) return;
  const double gain = evaluate(s, inst, f.gain, t, t - m.t0, path);
  const double lag = st.ticked ? st.y - st.u : 0.0;
  for (ChannelIndex c : f.channels) {
    const double rest = rest_value(inst.program->channels[c].kind);
    combine_into(*inst.character, inst.channel_map[c], rest + gain * lag);
  }
}

}  // namespace

void start_motion(RuntimeState& s, Instance& inst, const Block& block, std::uint32_t scope,
                  double now) {
  for (const Motion& m : inst.motions) {
    if (m.block == &block && m.scope == scope) return;  // start-or-keep (spec §2)
  }
  Motion m{.block = &block, .scope = scope, .t0 = now, .state = DriveState{}};
  const std::string& path = block.path;
  if (const auto* wave = std::get_if<WaveBlock>(&block.op)) {
    m.state = WaveState{
        angular_speed(s, inst, wave->speed, now, path), fixed(s, inst, wave->phase, now, path),
        fixed(s, inst, wave->power, now, path), fixed(s, inst, wave->decay, now, path)};
  } else if (const auto* hop = std::get_if<HopBlock>(&block.op)) {
    m.state = HopState{angular_speed(s, inst, hop->speed, now, path) / kTwoPi};
  } else if (const auto* gait = std::get_if<GaitBlock>(&block.op)) {
    GaitState st;
    st.every = fixed(s, inst, gait->every, now, path);
    st.stride = fixed(s, inst, gait->stride, now, path);
    st.give = fixed(s, inst, gait->give, now, path);
    st.bend = fixed(s, inst, gait->bend, now, path);
    st.thigh_scale = fixed(s, inst, gait->thigh_scale, now, path);
    st.shin_scale = fixed(s, inst, gait->shin_scale, now, path);
    st.arm_swing = fixed(s, inst, gait->arm_swing, now, path);
    st.roll = fixed(s, inst, gait->roll, now, path);
    if (gait->bob) {
      st.bob = true;
      st.bob_base = fixed(s, inst, gait->bob->first, now, path);
      st.bob_amp = fixed(s, inst, gait->bob->second, now, path);
    }
    m.state = st;
  } else if (const auto* chain = std::get_if<ChainBlock>(&block.op)) {
    ChainState st;
    st.w = angular_speed(s, inst, chain->speed, now, path);
    st.phase = fixed(s, inst, chain->phase, now, path);
    st.decay = fixed(s, inst, chain->decay, now, path);
    st.lag = fixed(s, inst, chain->lag, now, path);
    const double falloff = fixed(s, inst, chain->falloff, now, path);
    st.factor[0] = 1;  // f_i = f_(i-1) · falloff, a running product (spec §8.2)
    for (std::size_t i = 1; i < st.factor.size(); ++i)
      st.factor[i] = st.factor[i - 1] * falloff;
    m.state = st;
  } else if (const auto* follow = std::get_if<FollowBlock>(&block.op)) {
    m.state = start_follow(s, inst, *follow, now, path);
  }
  inst.motions.push_back(std::move(m));
}

void end_scope(Instance& inst, std::uint32_t scope) {
  std::erase_if(inst.motions, [scope](const Motion& m) { return m.scope == scope; });
}

void combine_into(Character& ch, std::uint32_t channel, double value) {
  double& acc = ch.acc[channel];
  switch (combine_of(ch.channels[channel].kind)) {
    case Combine::kAdd:
      acc += value;
      break;
    case Combine::kMultiply:
      acc *= value;
      break;
    case Combine::kMax:
      acc = std::max(acc, value);
      break;
    case Combine::kLatest:
      break;
  }
  ch.touched[channel] = 1;
}

void combine_motions(RuntimeState& s, Instance& inst, double t, bool with_followers,
                     bool sampling) {
  for (const Motion& m : inst.motions) {
    if (sampling && m.t0 > t) continue;  // not yet running then
    const Block& block = *m.block;
    const std::string& path = block.path;
    if (const auto* wave = std::get_if<WaveBlock>(&block.op)) {
      add_wave(s, inst, m, *wave, std::get<WaveState>(m.state), t, path);
    } else if (const auto* hop = std::get_if<HopBlock>(&block.op)) {
      add_hop(s, inst, m, *hop, std::get<HopState>(m.state), t, path);
    } else if (const auto* gait = std::get_if<GaitBlock>(&block.op)) {
      add_gait(inst, m, *gait, std::get<GaitState>(m.state), t);
    } else if (const auto* drive = std::get_if<DriveBlock>(&block.op)) {
      const double v = evaluate(s, inst, drive->value, t, t - m.t0, path);
      for (ChannelIndex c : drive->channels)
        combine_into(*inst.character, inst.channel_map[c], v);
    } else if (const auto* chain = std::get_if<ChainBlock>(&block.op)) {
      add_chain(s, inst, m, *chain, std::get<ChainState>(m.state), t, path);
    } else if (const auto* follow = std::get_if<FollowBlock>(&block.op)) {
      if (with_followers) add_follow(s, inst, m, *follow, std::get<FollowState>(m.state), t, path);
    }
  }
}

}  // namespace jt::rt
