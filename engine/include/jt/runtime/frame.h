// What a cartoon looks like at one time (spec §7.8 `rt.frame()`): plain data the renderer draws.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "jt/json/value.h"
#include "jt/runtime/pose.h"

namespace jt::rt {

struct CharacterFrame {
  std::string id;
  double x = 0.5, y = 0.92, h = 0.5, facing = 1;  // stage fractions; facing +1 right, -1 left
  bool visible = false;
  Pose pose;
  double talking = 0;
};

struct Frame {
  double t = 0;
  std::optional<std::string> scene, place;
  std::string background;
  std::string grade = "normal";
  std::optional<std::string> caption;
  std::vector<CharacterFrame> characters;  // in draw order (`order`): first drawn first
};

// {t, scene, place, background, grade, caption, characters: {id: {x, y, h, facing, visible,
// pose, talking}}, order: [id]}: characters keyed in JavaScript's key order, order as drawn.
json::Value frame_to_json(const Frame& frame);

// One record of a cartoon's timeline (spec §7.7): what a scene block did, when and how long.
// Each kind fills its own fields: scene {name, place, grade}, say {who, text, voice, mood,
// speed?, pitch?}, does {who, behaviour, also?}, caption {text}, cut {place, grade},
// place {who, x?, y?, h?, facing?}, enter {who, from}, exit {who, to}, mood {who, mood}.
struct TimelineRecord {
  double t = 0;
  double dur = 0;  // seconds actually run
  std::string_view kind;  // a static name
  std::string who;
  std::string text;  // a line's or a caption's words; a scene's name
  std::optional<std::string> place, grade, voice, mood;
  std::optional<double> speed, pitch, x, y, h, facing;
  json::Value behaviour;  // does: the pack id, {id, version}, or an inline program's name
  bool also = false;
  std::string_view side;  // enter: from; exit: to (a static name)
};

json::Value record_to_json(const TimelineRecord& record);

}  // namespace jt::rt
