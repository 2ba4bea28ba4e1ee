#include "words.h"

#include <algorithm>

#include "jt/json/number.h"
#include "jt/json/write.h"
#include "jt/program/channel.h"
#include "jt/program/part_words.h"

namespace jt::text {
namespace {

// A part word, not a legacy rig name (arm_l).
bool is_word(const program::PartWord& word) {
  return word.name.find('_') == std::string::npos;
}

std::optional<std::string> word_for(const Channel& part) {
  const auto& words = program::part_words();
  auto it = std::ranges::find_if(
      words, [&](const program::PartWord& w) { return is_word(w) && w.part == part; });
  if (it == words.end()) return std::nullopt;
  return it->name;
}

// A part channel (kind kPart) as words: the vocabulary's own word when it has one ("left claw",
// "front legs"), else side, the role's noun and the index ("right ear #1", "body #1").
std::string part_channel_text(const Channel& part) {
  if (auto word = word_for(part)) return *word;
  std::string noun = part.role;
  if (!program::is_paired_role(part.role)) {
    noun = word_for(Channel{ChannelKind::kPart, part.role, 0, -1}).value_or(part.role);
  }
  std::string text = part.side < 0 ? "left " : part.side > 0 ? "right " : "";
  text += noun;
  if (part.index >= 0) text += " #" + std::to_string(part.index);
  return text;
}

}  // namespace

std::string value_text(const json::Value& v) {
  if (v.is_number()) return json::format_number(v.as_number());
  if (v.is_string() && v.as_string().starts_with('=')) {
    return prefixed("(", std::string_view(v.as_string()).substr(1)) + ")";
  }
  return json::write_compact(v);
}

std::string word_text(const json::Value& v) {
  return v.is_string() ? v.as_string() : value_text(v);
}

std::string in_quotes(std::string_view text) {
  return json::write_compact(json::Value(text));
}

std::string text_value(const json::Value& v) {
  return v.is_string() ? in_quotes(v.as_string()) : value_text(v);
}

std::string channel_text(std::string_view name) {
  std::optional<Channel> channel = parse_channel(name);
  if (!channel) return std::string(name);
  switch (channel->kind) {
    case ChannelKind::kPart:
      return part_channel_text(*channel);
    case ChannelKind::kLift:
      channel->kind = ChannelKind::kPart;
      return part_channel_text(*channel) + " lift";
    default:
      return std::string(name);
  }
}

std::string channels_text(const json::Value& ch) {
  if (!ch.is_array()) return ch.is_string() ? channel_text(ch.as_string()) : value_text(ch);
  std::vector<std::string> names;
  for (const json::Value& one : ch.as_array())
    names.push_back(channels_text(one));
  return join(names, " + ");
}

std::string part_text(const json::Value& name) {
  if (!name.is_string()) return value_text(name);
  const std::string& text = name.as_string();
  program::PartLookup lookup = program::resolve_part_name(text);
  const bool written_as_word =
      text.find(':') == std::string::npos && text.find('_') == std::string::npos;
  if (!lookup.ok() || written_as_word) return text;
  return channel_text(lookup.part->name());
}

std::string limbs_text(const json::Value& part) {
  if (part.is_array()) {
    std::vector<std::string> names;
    for (const json::Value& one : part.as_array())
      names.push_back(limbs_text(one));
    return join(names, " + ");
  }
  const bool pose_key = part.is_string() && part.as_string().find(':') != std::string::npos &&
                        !program::resolve_part_name(part.as_string()).ok();
  if (pose_key && parse_channel("part:" + part.as_string())) {
    return channel_text("part:" + part.as_string());  // "hand:1"
  }
  return part_text(part);
}

std::string prefixed(std::string_view prefix, std::string_view text) {
  std::string out(prefix);
  out += text;
  return out;
}

std::string join(const std::vector<std::string>& items, std::string_view separator) {
  std::string out;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i > 0) out += separator;
    out += items[i];
  }
  return out;
}

}  // namespace jt::text
