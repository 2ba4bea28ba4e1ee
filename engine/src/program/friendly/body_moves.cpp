// move moveTo turn turnTo scaleTo squash (spec §4): one ramp of the body's base channels each.
#include <optional>
#include <utility>

#include "jt/diagnostic_codes.h"
#include "program/friendly/amount.h"
#include "program/friendly/expansions.h"
#include "program/friendly/primitive_blocks.h"

namespace jt::program {
namespace {

// Sets `channel` to `value` when there is one.
void set_if(json::Object& channels, std::string_view channel, std::optional<json::Value> value) {
  if (value) channels.set(std::string(channel), std::move(*value));
}

// A ramp of two channels read from two arguments, at least one of which the block must give.
json::Array ramp_pair(BlockArgs& args, std::string_view mode, std::string_view key_x,
                      std::string_view key_y) {
  json::Object channels;
  set_if(channels, "dx", args.amount(key_x));
  set_if(channels, "dy", args.amount(key_y));
  if (!args.has(key_x) && !args.has(key_y)) {
    args.error(Code::kMissingField, {},
               std::string(args.op()) + " needs \"" + std::string(key_x) + "\" or \"" +
                   std::string(key_y) + "\"",
               "give the distance in 1080p pixels, e.g. \"" + std::string(key_x) + "\": 100");
  }
  return {ramp(args, mode, std::move(channels))};
}

json::Array ramp_rot(BlockArgs& args, std::string_view mode) {
  json::Object channels;
  set_if(channels, "rot", args.required_amount("deg"));
  return {ramp(args, mode, std::move(channels))};
}

}  // namespace

json::Array expand_move(BlockArgs& args) {
  return ramp_pair(args, "by", "dx", "dy");
}

json::Array expand_move_to(BlockArgs& args) {
  return ramp_pair(args, "to", "x", "y");
}

json::Array expand_turn(BlockArgs& args) {
  return ramp_rot(args, "by");
}

json::Array expand_turn_to(BlockArgs& args) {
  return ramp_rot(args, "to");
}

json::Array expand_scale_to(BlockArgs& args) {
  const std::optional<json::Value> both = args.amount("s");
  std::optional<json::Value> sx = args.amount("sx");
  std::optional<json::Value> sy = args.amount("sy");
  if (!args.has("s") && !args.has("sx") && !args.has("sy")) {
    args.error(Code::kMissingField, {}, "scaleTo needs \"s\", or \"sx\" and/or \"sy\"",
               "give the size as a factor, e.g. \"s\": 1.2");
  }
  json::Object channels;
  set_if(channels, "sx", args.has("sx") ? sx : both);
  set_if(channels, "sy", args.has("sy") ? sy : both);
  return {ramp(args, "to", std::move(channels))};
}

json::Array expand_squash(BlockArgs& args) {
  json::Object channels;
  if (std::optional<json::Value> k = args.required_amount("k")) {
    channels.set("sx", one_plus(*k, 1));
    channels.set("sy", one_plus(*k, -1));
  }
  return {ramp(args, "to", std::move(channels))};
}

}  // namespace jt::program
