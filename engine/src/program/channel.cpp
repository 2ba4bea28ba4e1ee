#include "jt/program/channel.h"

#include <array>
#include <charconv>

namespace jt {
namespace {

constexpr std::array<std::string_view, 21> kRoles = {
    "head", "neck", "torso", "hips", "arm",   "forearm", "hand", "leg", "shin", "foot", "tail",
    "ear",  "wing", "fin",   "claw", "snout", "nose",    "hair", "hat", "eye",  "brow"};

struct Named {
  std::string_view name;
  ChannelKind kind;
};
constexpr std::array<Named, 8> kPlainChannels = {{{"dx", ChannelKind::kDx},
                                                  {"dy", ChannelKind::kDy},
                                                  {"rot", ChannelKind::kRot},
                                                  {"sx", ChannelKind::kSx},
                                                  {"sy", ChannelKind::kSy},
                                                  {"mouth", ChannelKind::kMouth},
                                                  {"blink", ChannelKind::kBlink},
                                                  {"mood", ChannelKind::kMood}}};

bool is_lower_word(std::string_view s) {
  if (s.empty()) return false;
  for (char c : s) {
    if (c < 'a' || c > 'z') return false;
  }
  return true;
}

// "12" -> 12; nullopt for anything but plain decimal digits without a leading zero.
std::optional<int> parse_index(std::string_view s) {
  if (s.empty() || s.size() > 2 || (s.size() > 1 && s[0] == '0')) return std::nullopt;
  int value = 0;
  auto [end, err] = std::from_chars(s.data(), s.data() + s.size(), value);
  if (err != std::errc{} || end != s.data() + s.size() || value > kMaxChannelIndex) {
    return std::nullopt;
  }
  return value;
}

}  // namespace

std::optional<Channel> parse_channel(std::string_view name) {
  for (const Named& plain : kPlainChannels) {
    if (name == plain.name) return Channel{plain.kind, {}, 0, -1};
  }
  Channel ch;
  if (name.starts_with("part:")) {
    ch.kind = ChannelKind::kPart;
  } else if (name.starts_with("lift:")) {
    ch.kind = ChannelKind::kLift;
  } else {
    return std::nullopt;
  }
  std::string_view rest = name.substr(5);
  if (const auto hash = rest.find('#'); hash != std::string_view::npos) {
    const auto index = parse_index(rest.substr(hash + 1));
    if (!index) return std::nullopt;
    ch.index = *index;
    rest = rest.substr(0, hash);
  }
  if (const auto colon = rest.find(':'); colon != std::string_view::npos) {
    const std::string_view side = rest.substr(colon + 1);
    if (side == "-1") {
      ch.side = -1;
    } else if (side == "1") {
      ch.side = 1;
    } else {
      return std::nullopt;
    }
    rest = rest.substr(0, colon);
  }
  if (!is_lower_word(rest)) return std::nullopt;
  ch.role = std::string(rest);
  return ch;
}

std::string Channel::pose_key() const {
  std::string key = role;
  if (side != 0) key += side < 0 ? ":-1" : ":1";
  if (index >= 0) key += '#' + std::to_string(index);
  return key;
}

std::string Channel::name() const {
  switch (kind) {
    case ChannelKind::kPart:
      return "part:" + pose_key();
    case ChannelKind::kLift:
      return "lift:" + pose_key();
    default:
      break;
  }
  for (const Named& plain : kPlainChannels) {
    if (plain.kind == kind) return std::string(plain.name);
  }
  return {};
}

Combine combine_of(ChannelKind kind) {
  switch (kind) {
    case ChannelKind::kSx:
    case ChannelKind::kSy:
      return Combine::kMultiply;
    case ChannelKind::kMouth:
    case ChannelKind::kBlink:
      return Combine::kMax;
    case ChannelKind::kMood:
      return Combine::kLatest;
    default:
      return Combine::kAdd;
  }
}

double rest_value(ChannelKind kind) {
  return kind == ChannelKind::kSx || kind == ChannelKind::kSy ? 1.0 : 0.0;
}

bool is_known_role(std::string_view role) {
  for (std::string_view known : kRoles) {
    if (role == known) return true;
  }
  return false;
}

bool is_undrawn_role(std::string_view role) {
  return role == "neck";
}

}  // namespace jt
