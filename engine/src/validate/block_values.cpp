#include "validate/block_values.h"

#include <optional>

#include "jt/diagnostic_codes.h"
#include "jt/json/number.h"
#include "jt/program/channel.h"
#include "jt/program/part_words.h"

namespace jt::validate {
namespace {

std::optional<double> number(const json::Object& block, std::string_view key) {
  const json::Value* v = block.find(key);
  if (v == nullptr || !v->is_number()) return std::nullopt;
  return v->as_number();
}

// follow and letFollow (spec §8.3): the spring's hz is held to 0..60 and answers the continuous
// spring only up to 6 per second; a damping below 0 is 0.
void check_spring(const json::Object& block, const std::string& path, Reporter& report) {
  if (auto hz = number(block, "hz")) {
    if (*hz <= 0 || *hz > 60) {
      report.error(
          Code::kOutOfRange, member(path, "hz"),
          "a spring's hz must be more than 0 and at most 60, got " + json::format_number(*hz),
          "2 is a gentle follow, 6 a quick one");
    } else if (*hz > 6) {
      report.warning(Code::kOutOfRange, member(path, "hz"),
                     "a spring of " + json::format_number(*hz) +
                         " per second swings further than the spring it stands for",
                     "at most 6 per second follows the continuous spring");
    }
  }
  if (auto damping = number(block, "damping"); damping && *damping < 0) {
    report.error(Code::kOutOfRange, member(path, "damping"),
                 "damping must be 0 or more, got " + json::format_number(*damping),
                 "0.3 settles after a few swings, 1 without swinging");
  }
}

// chain, swish and flop (spec §8.2): odd lags and falloffs.
void check_chain_shape(const json::Object& block, const std::string& path, Reporter& report) {
  if (auto lag = number(block, "lag"); lag && (*lag < 0 || *lag > 1)) {
    report.warning(Code::kOutOfRange, member(path, "lag"),
                   "a lag of " + json::format_number(*lag) + " s is outside 0..1 s",
                   "each segment follows the one before it by lag seconds: 0.08 is a whip");
  }
  if (auto falloff = number(block, "falloff"); falloff && (*falloff <= 0 || *falloff > 2)) {
    report.warning(Code::kOutOfRange, member(path, "falloff"),
                   "a falloff of " + json::format_number(*falloff) +
                       " is outside the usual more than 0 and at most 2",
                   "each segment swings falloff times the one before it: 1 alike, 1.3 more");
  }
}

// chain (spec §8.6): down a leg its #i is the leg number; down a part that is no chain the
// segments move nothing. Unknown and undrawn roles are prepare_program's warnings.
void check_chain_channel(const json::Object& block, const std::string& path, Reporter& report) {
  const json::Value* ch = block.find("ch");
  if (ch == nullptr || !ch->is_string()) return;
  std::optional<Channel> channel = parse_channel(ch->as_string());
  if (!channel || channel->kind != ChannelKind::kPart || channel->index >= 0 ||
      !is_known_role(channel->role) || is_undrawn_role(channel->role)) {
    return;
  }
  if (program::is_leg_role(channel->role)) {
    report.warning(
        Code::kNoEffect, member(path, "ch"),
        "a chain down a leg: on a " + channel->role + " #i numbers the legs, not segments",
        "wave the legs with wave or swingPart");
  } else if (program::chain_segments(channel->role) == 0) {
    report.warning(Code::kNoEffect, member(path, "ch"),
                   "no character draws a " + channel->role + " as a chain, so only " +
                       quote(ch->as_string()) + " itself moves",
                   "chains: tail, torso, ear and hair");
  }
}

}  // namespace

void check_block_values(std::string_view op, const json::Object& block, const std::string& path,
                        Reporter& report) {
  if (op == "follow" || op == "letFollow") check_spring(block, path, report);
  if (op == "chain" || op == "swish" || op == "flop") check_chain_shape(block, path, report);
  if (op == "chain") check_chain_channel(block, path, report);
}

}  // namespace jt::validate
