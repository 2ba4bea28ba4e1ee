// setPart turnPart liftPart (spec §4): one ramp of the part's channels. Angles are lifted
// outward: a left part's angle is negated, and a pair moves both sides mirrored.
#include <optional>
#include <utility>

#include "program/friendly/amount.h"
#include "program/friendly/expansions.h"
#include "program/friendly/primitive_blocks.h"

namespace jt::program {
namespace {

// {channel: ±amount} for every channel the part moves.
json::Object part_channels(const Channel& part, const json::Value& amount) {
  json::Object channels;
  for (const FriendlyChannel& target : friendly_channels(part)) {
    channels.set(target.channel.name(), signed_by(amount, target.sign));
  }
  return channels;
}

json::Array ramp_part(BlockArgs& args, std::string_view mode, std::string_view amount_key,
                      std::optional<ChannelKind> kind) {
  std::optional<Channel> part = args.part("part");
  std::optional<json::Value> amount = args.required_amount(amount_key);
  json::Object channels;
  if (part && amount) {
    if (kind) part->kind = *kind;
    channels = part_channels(*part, *amount);
  }
  return {ramp(args, mode, std::move(channels))};
}

}  // namespace

json::Array expand_set_part(BlockArgs& args) {
  return ramp_part(args, "to", "deg", std::nullopt);
}

json::Array expand_turn_part(BlockArgs& args) {
  return ramp_part(args, "by", "deg", std::nullopt);
}

json::Array expand_lift_part(BlockArgs& args) {
  return ramp_part(args, "to", "px", ChannelKind::kLift);
}

}  // namespace jt::program
