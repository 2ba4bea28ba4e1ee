// A character's pose at one time (spec §2, §6 `rt.pose`): plain data, what the renderer draws and
// what `jabbertoon pose` prints.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "jt/json/value.h"

namespace jt::rt {

// One part channel's combined value, keyed as rt.pose keys it ("arm:-1", "tail#2").
struct PartValue {
  std::string key;
  double value = 0.0;
  friend bool operator==(const PartValue&, const PartValue&) = default;
};

// A hand's or a foot's reach (spec §8.1): a point {x, y, w}, a spot {spot, w}, or a spot moved by
// an offset {spot, dx, dy, w} (dx, dy fractions of the character's height).
struct ReachValue {
  std::string limb;           // "hand:1", "foot:-1"
  std::string spot;           // empty for a point
  double x = 0.0, y = 0.0;    // a point: character-local 1080p px, y up
  double dx = 0.0, dy = 0.0;  // a spot's offset
  double w = 0.0;             // 0..1
  friend bool operator==(const ReachValue&, const ReachValue&) = default;
};

struct Pose {
  double dx = 0.0, dy = 0.0;  // 1080p px, y down
  double sx = 1.0, sy = 1.0;
  double rot = 0.0;              // degrees, counter-clockwise positive
  std::vector<PartValue> parts;  // in the order of the character's channels (first written first)
  std::vector<PartValue> lift;
  double mouth = 0.0, blink = 0.0;
  std::optional<std::string> mood;
  std::vector<ReachValue> reach;
  std::optional<std::string> view;  // "front", "side", "back"; nullopt: the template's default

  friend bool operator==(const Pose&, const Pose&) = default;
};

// Adds `value` to the channel `key` among `values` (a pose's parts or lifts), appending it when
// the pose has no such channel yet.
void add_part_value(std::vector<PartValue>& values, std::string_view key, double value);

// The pose as rt.pose writes it: {dx, dy, sx, sy, rot, parts, lift, mouth, blink, mood, reach,
// view}, parts and lift keyed by channel without the "part:"/"lift:" prefix, mood and view null
// when unset.
json::Value pose_to_json(const Pose& pose);

}  // namespace jt::rt
