// The camera's scene blocks (docs/CAMERA.md), prepared: shot, zoom, pan, roll and a scene's shake.
// Numbers written as numbers are checked here; a formula is known only when it runs, and the
// camera keeps to its bounds whatever it says (rt::clamp_camera).
#include <cmath>

#include "jt/diagnostic_codes.h"
#include "prepare_scene_blocks.h"

namespace jt::prepare {
namespace {

using json::Object;
using CameraKind = CameraBlock::Kind;

// The longest a camera block may take: an hour, as long as a cartoon is planned.
constexpr double kLongestCameraMove = 3600;
// The most a shake moves the picture: a tenth of its width.
constexpr double kMostShake = 0.1;

// A number as written (not a formula), for the checks below.
std::optional<double> written_number(const Object& b, std::string_view key) {
  const json::Value* v = b.find(key);
  if (v == nullptr || !v->is_number()) return std::nullopt;
  return v->as_number();
}

// A written number outside lo..hi (or not finite) is an error at `key`, with `hint`.
void check_range(Context& cx, const Object& b, std::string_view key, const std::string& path,
                 double lo, double hi, const std::string& what, const std::string& hint) {
  const std::optional<double> n = written_number(b, key);
  if (n && !(*n >= lo && *n <= hi)) cx.error(Code::kOutOfRange, member(path, key), what, hint);
}

// `over` and `ease`, a glide's timing: 0 or absent is a cut.
void read_timing(Context& cx, const Object& b, const std::string& path, CameraBlock& c) {
  c.over = cx.value_or(b, "over", path, Num{0.0});
  check_range(cx, b, "over", path, 0, kLongestCameraMove,
              "over (the seconds the camera takes) must be 0 (a cut) to 3600",
              "leave it out or write 0 for a cut, 0.5 for a quick move");
  c.ease = read_ease(cx, b, path, "smooth");
}

// The cast ids `on` names: one id or a list of them.
std::vector<std::string> read_on(Context& cx, const Object& b, const std::string& path,
                                 bool several) {
  std::vector<std::string> ids;
  const json::Value* on = b.find("on");
  if (on == nullptr) return ids;
  const std::string at = member(path, "on");
  if (on->is_string()) {
    ids.push_back(on->as_string());
  } else if (several && on->is_array() && !on->as_array().empty()) {
    for (std::size_t i = 0; i < on->as_array().size(); ++i) {
      const json::Value& id = on->as_array()[i];
      if (id.is_string()) {
        ids.push_back(id.as_string());
      } else {
        cx.error(Code::kWrongType, pointer_append(at, i),
                 "expected a cast id, got " + describe(id));
      }
    }
  } else {
    cx.error(Code::kWrongType, at,
             std::string(several ? "expected a cast id or a list of them" : "expected a cast id") +
                 ", got " + describe(*on),
             several ? "\"on\": \"A\" frames A, \"on\": [\"A\", \"B\"] both (a two-shot)" : "");
  }
  return ids;
}

void check_point(Context& cx, const Object& b, const std::string& path, const char* block) {
  for (std::string_view key : {"x", "y"}) {
    check_range(cx, b, key, path, 0, 1,
                std::string(block) + "'s " + std::string(key) +
                    " is a fraction of the stage (0 to 1), as a placement's",
                "0.5 is the middle; the camera never shows beyond the stage");
  }
}

Op shot_block(Context& cx, const Object& b, const std::string& path) {
  CameraBlock c{.kind = CameraKind::kShot};
  c.on = read_on(cx, b, path, true);
  const auto size = cx.word(b, "size", path, {"wide", "full", "medium", "close", "extreme"},
                            std::string("medium"));
  c.size = rt::shot_size_from_name(size.value_or("medium")).value_or(rt::ShotSize::kMedium);
  if (c.on.empty() && b.find("on") == nullptr && c.size != rt::ShotSize::kWide) {
    cx.error(Code::kMissingField, path, "missing \"on\" (who the shot frames)",
             "\"on\": \"A\", or \"size\": \"wide\" for the whole stage");
  }
  read_timing(cx, b, path, c);
  return c;
}

Op zoom_block(Context& cx, const Object& b, const std::string& path) {
  CameraBlock c{.kind = CameraKind::kZoom};
  c.to = cx.optional_value(b, "to", path);
  if (b.find("to") == nullptr) {
    cx.error(Code::kMissingField, path, "missing \"to\" (how many times the wide shot, 1 to 12)",
             "\"to\": 2 shows half the stage's width");
  }
  check_range(cx, b, "to", path, 1, rt::kMostCameraZoom,
              "a zoom is 1 (the wide shot) to 12 times the wide shot",
              "2 shows half the stage's width, 4 a quarter");
  c.on = read_on(cx, b, path, false);
  c.x = cx.optional_value(b, "x", path);
  c.y = cx.optional_value(b, "y", path);
  check_point(cx, b, path, "zoom");
  if (!c.on.empty() && (c.x || c.y)) {
    cx.error(Code::kConflictingFields, path, "a zoom is on a character or about a point, not both",
             "leave out \"on\", or \"x\" and \"y\"");
  }
  read_timing(cx, b, path, c);
  return c;
}

Op pan_block(Context& cx, const Object& b, const std::string& path) {
  CameraBlock c{.kind = CameraKind::kPan};
  c.x = cx.optional_value(b, "x", path);
  c.y = cx.optional_value(b, "y", path);
  if (!c.x && !c.y && b.find("x") == nullptr && b.find("y") == nullptr) {
    cx.error(Code::kMissingField, path,
             "a pan needs an \"x\", a \"y\", or both (where the centre goes)",
             "\"x\": 0.3 pans to the left third");
  }
  check_point(cx, b, path, "pan");
  read_timing(cx, b, path, c);
  return c;
}

Op shake_block(Context& cx, const Object& b, const std::string& path) {
  CameraBlock c{.kind = CameraKind::kShake};
  c.amount = cx.value_or(b, "amount", path, Num{0.02});
  c.for_time = cx.value_or(b, "for", path, Num{0.5});
  check_range(cx, b, "amount", path, 0, kMostShake,
              "a shake's amount is a share of the picture's width, 0 to 0.1",
              "0.02 is a knock, 0.05 an earthquake");
  check_range(cx, b, "for", path, 0, kLongestCameraMove, "a shake lasts 0 to 3600 seconds",
              "0.5 is a knock");
  return c;
}

Op roll_block(Context& cx, const Object& b, const std::string& path) {
  CameraBlock c{.kind = CameraKind::kRoll};
  c.to = cx.optional_value(b, "to", path);
  if (b.find("to") == nullptr) {
    cx.error(Code::kMissingField, path, "missing \"to\" (the roll in degrees, -15 to 15)",
             "\"to\": 8 tilts the picture a little; 0 levels it again");
  }
  check_range(cx, b, "to", path, -rt::kMostCameraRoll, rt::kMostCameraRoll,
              "a roll is -15 to 15 degrees", "8 tilts the picture a little; 0 levels it again");
  read_timing(cx, b, path, c);
  return c;
}

}  // namespace

bool is_camera_op(std::string_view op) {
  return op == "shot" || op == "zoom" || op == "pan" || op == "roll";
}

std::optional<Op> prepare_camera_block(Context& cx, const json::Object& block, std::string_view op,
                                       const std::string& path) {
  if (op == "shot") return shot_block(cx, block, path);
  if (op == "zoom") return zoom_block(cx, block, path);
  if (op == "pan") return pan_block(cx, block, path);
  if (op == "roll") return roll_block(cx, block, path);
  if (op == "shake" && cx.in_scene()) return shake_block(cx, block, path);
  return std::nullopt;
}

}  // namespace jt::prepare
