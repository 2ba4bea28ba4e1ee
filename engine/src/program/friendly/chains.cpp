// swish flop bend bow (spec §8.2): a chain role's move spread over its segments, each side lifted
// outward. A part that is no chain moves whole, as swingPart / setPart move it.
#include <optional>
#include <utility>

#include "program/friendly/amount.h"
#include "program/friendly/expansions.h"
#include "program/friendly/primitive_blocks.h"

namespace jt::program {
namespace {

// The defaults of spec §8.2's table.
struct WaveChainDefaults {
  std::string_view part;
  double deg;
  double every;    // seconds
  double lag;      // seconds
  double falloff;  // factor from one segment to the next
};
constexpr WaveChainDefaults kSwish{"tail", 40, 0.8, 0.08, 1};
constexpr WaveChainDefaults kFlop{"ears", 25, 1.2, 0.15, 1.3};
constexpr std::string_view kBendPart = "body";
constexpr double kBendDeg = 20;
constexpr double kBowDeg = 30;

// swish and flop: `chain {ch, shape: sin, amp: ±deg/n, ...speed, lag, falloff, segments: n}` per
// side; on a part that is no chain `wave {ch, amp: ±deg}`.
json::Array wave_chain(BlockArgs& args, const WaveChainDefaults& defaults) {
  std::optional<Channel> part = args.chain_part("part", defaults.part);
  json::Value deg = args.amount_or("deg", defaults.deg);
  const json::Object timing = motion_timing(args, "every", defaults.every);
  json::Value lag = args.amount_or("lag", defaults.lag);
  json::Value falloff = args.amount_or("falloff", defaults.falloff);
  json::Array out;
  if (!part) return out;
  const int n = args.segments(*part);
  const bool chain = chain_segments(part->role) > 0;
  for (const FriendlyChannel& target : friendly_channels(*part)) {
    json::Value amp = signed_by(deg, target.sign);
    if (!chain) {
      out.push_back(wave(target.channel.name(), "sin", std::move(amp), timing));
      continue;
    }
    json::Object block = primitive("chain");
    block.set("ch", target.channel.name());
    block.set("shape", "sin");
    block.set("amp", divided(amp, n));
    append(block, timing);
    block.set("lag", lag);
    block.set("falloff", falloff);
    block.set("segments", n);
    out.push_back(std::move(block));
  }
  return out;
}

// `ramp {to: {ch: ±deg/n, ch#1: ±deg/n, ... ch#(n-1)}}`, every side of the part.
json::Array bend_ramp(BlockArgs& args, const Channel& part, const json::Value& deg, int n) {
  json::Object channels;
  for (const FriendlyChannel& target : friendly_channels(part)) {
    const json::Value share = divided(signed_by(deg, target.sign), n);
    for (const Channel& segment : segment_channels(target.channel, n)) {
      channels.set(segment.name(), share);
    }
  }
  return {ramp(args, "to", std::move(channels))};
}

}  // namespace

json::Array expand_swish(BlockArgs& args) {
  return wave_chain(args, kSwish);
}

json::Array expand_flop(BlockArgs& args) {
  return wave_chain(args, kFlop);
}

json::Array expand_bend(BlockArgs& args) {
  std::optional<Channel> part = args.chain_part("part", kBendPart);
  json::Value deg = args.amount_or("deg", kBendDeg);
  if (!part) return {ramp(args, "to", {})};
  const int n = args.segments(*part);
  return bend_ramp(args, *part, deg, n);
}

// `bend body -deg`: forward is clockwise, toward the front as drawn.
json::Array expand_bow(BlockArgs& args) {
  const Channel body{ChannelKind::kPart, "torso", 0, -1};
  json::Value deg = negated(args.amount_or("deg", kBowDeg));
  return bend_ramp(args, body, deg, chain_segments(body.role));
}

}  // namespace jt::program
