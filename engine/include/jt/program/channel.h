// Pose channels (spec §2): `dx dy rot sx sy mouth blink mood`, part angles
// `part:<role>[:<side>][#<index>]` (degrees, counter-clockwise positive) and raises
// `lift:<role>[:<side>][#<index>]` (1080p px, up positive). The one parser of channel names; the
// desugarer, the validator and the runtime all use it.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace jt {

enum class ChannelKind { kDx, kDy, kRot, kSx, kSy, kMouth, kBlink, kMood, kPart, kLift };

// How the values several writers give one channel combine into the pose (spec §2).
enum class Combine { kAdd, kMultiply, kMax, kLatest };

struct Channel {
  ChannelKind kind = ChannelKind::kDx;
  std::string role;  // part and lift channels: "arm", "tail", ...
  int side = 0;      // -1 left, 1 right, 0 none
  int index = -1;    // -1 none; legs back to front, chain segments from the root

  // The channel's name as written: "dx", "part:arm:-1", "lift:leg#2".
  std::string name() const;
  // The key rt.pose uses under `parts` / `lift`: the name without its "part:"/"lift:" prefix.
  std::string pose_key() const;
  bool is_limb_channel() const { return kind == ChannelKind::kPart || kind == ChannelKind::kLift; }

  friend bool operator==(const Channel&, const Channel&) = default;
};

// The largest segment or leg index a channel may name: chains have at most 16 segments.
constexpr int kMaxChannelIndex = 15;

// Parses a channel name; nullopt when it does not have the grammar's form ("part:Arm",
// "lift:arm:2", "part:__proto__", "part:arm#16"). A well-formed channel of a role outside the
// vocabulary ("part:elbow") parses: whether that is a warning or an error is the caller's call.
std::optional<Channel> parse_channel(std::string_view name);

Combine combine_of(ChannelKind kind);
// The value a channel has when nothing writes it: 1 for sx and sy, 0 for the rest.
double rest_value(ChannelKind kind);

// The part roles of spec §2 (`engine/parts.js` ROLES), and the one no template draws (the neck).
bool is_known_role(std::string_view role);
bool is_undrawn_role(std::string_view role);

}  // namespace jt
