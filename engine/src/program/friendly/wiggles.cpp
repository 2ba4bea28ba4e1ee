// bob sway wobble shake swingPart (spec §4): waves, every 1 s unless the block gives w, hz or
// every (shake: 6 times a second).
#include <optional>
#include <utility>

#include "program/friendly/amount.h"
#include "program/friendly/expansions.h"
#include "program/friendly/primitive_blocks.h"

namespace jt::program {
namespace {

constexpr double kWiggleEvery = 1.0;  // seconds
constexpr double kShakeHz = 6.0;
// Defaults where the spec names none: a bob of the size the shipped packs use (`wag` bobs 6
// px), a gentle sway, a small wobble, a shake as big as `cower`'s trembling (5 px) ... `angry`'s
// (11 px). docs/BLOCKS.md.
constexpr double kBobPx = 6.0;
constexpr double kSwayDeg = 3.0;
constexpr double kWobblePx = 5.0;
constexpr double kShakePx = 8.0;

}  // namespace

json::Array expand_bob(BlockArgs& args) {
  json::Value amp = negated(args.amount_or("amp", kBobPx));  // dy is down: a bob goes up
  return {wave("dy", "abssin", std::move(amp), motion_timing(args, "every", kWiggleEvery))};
}

json::Array expand_sway(BlockArgs& args) {
  json::Value amp = args.amount_or("deg", kSwayDeg);
  return {wave("rot", "sin", std::move(amp), motion_timing(args, "every", kWiggleEvery))};
}

json::Array expand_wobble(BlockArgs& args) {
  json::Value amp = args.amount_or("px", kWobblePx);
  return {wave("dx", "sin", std::move(amp), motion_timing(args, "every", kWiggleEvery))};
}

json::Array expand_shake(BlockArgs& args) {
  json::Value px = args.amount_or("px", kShakePx);
  std::optional<json::Value> deg = args.amount("deg");
  const json::Object timing = motion_timing(args, "hz", kShakeHz);
  json::Array out{wave("dx", "sin", std::move(px), timing)};
  if (deg) out.push_back(wave("rot", "sin", std::move(*deg), timing));
  return out;
}

json::Array expand_swing_part(BlockArgs& args) {
  std::optional<Channel> part = args.part("part");
  std::optional<json::Value> deg = args.required_amount("deg");
  const json::Object timing = motion_timing(args, "every", kWiggleEvery);
  json::Array out;
  if (!part || !deg) return out;
  for (const FriendlyChannel& target : friendly_channels(*part)) {
    out.push_back(wave(target.channel.name(), "sin", signed_by(*deg, target.sign), timing));
  }
  return out;
}

}  // namespace jt::program
