// The scene blocks of spec §7.3, prepared: say, does, caption, cut, place, enter, exit and a
// scene's mood {who, mood}.
#include "prepare_scene_blocks.h"
#include "jt/program/views.h"

#include <cmath>

#include "jt/diagnostic_codes.h"
#include "jt/json/key_order.h"
#include "jt/json/number.h"
#include "jt/program/drawn_text.h"
#include "jt/program/program.h"
#include "jt/validate/clips.h"

namespace jt::prepare {

std::string member(const std::string& path, std::string_view key) {
  return pointer_append(path, std::string(key));
}

rt::Ease read_ease(Context& cx, const json::Object& b, const std::string& path,
                   const char* fallback) {
  auto word = cx.word(b, "ease", path, {"linear", "smooth", "in", "out", "inout", "snappy"},
                      std::string(fallback));
  return rt::ease_from_name(word.value_or(fallback)).value_or(rt::Ease::kSmooth);
}

namespace {

using json::Object;

// A required string member (`who`, `text`, ...).
std::string text_member(Context& cx, const Object& b, std::string_view key, const std::string& path,
                        const char* what) {
  const json::Value* v = b.find(key);
  if (v == nullptr) {
    cx.error(Code::kMissingField, path, "missing \"" + std::string(key) + "\" (" + what + ")");
    return {};
  }
  if (!v->is_string()) {
    cx.error(Code::kWrongType, member(path, key),
             std::string("expected ") + what + ", got " + describe(*v));
    return {};
  }
  return v->as_string();
}

// The words a line or a caption shows: the renderer draws at most kMaxDrawnCharacters of them
// (and a line keeps only those, so they are all that is spoken: kept_words) and a lone surrogate
// as U+FFFD; said here once, not on every frame.
void warn_about_drawn_text(Context& cx, const std::string& text, const std::string& pointer,
                           bool spoken) {
  if (const std::size_t count = character_count(text); count > kMaxDrawnCharacters) {
    cx.warning(Code::kLimitExceeded, pointer,
               "the words are " + std::to_string(count) + " characters long: only the first " +
                   std::to_string(kMaxDrawnCharacters) +
                   (spoken ? " are drawn and spoken" : " are drawn"),
               "split them into several lines or captions");
  }
  if (has_lone_surrogate(text)) {
    cx.warning(Code::kBadValue, pointer,
               "the words hold a lone surrogate (half of a character, such as \\ud800): it is "
               "drawn as \uFFFD",
               "write the whole character, or both halves of its escape (\\ud83d\\ude00)");
  }
}

std::optional<std::string> optional_text(Context& cx, const Object& b, std::string_view key,
                                         const std::string& path) {
  const json::Value* v = b.find(key);
  if (v == nullptr) return std::nullopt;
  if (!v->is_string()) {
    cx.error(Code::kWrongType, member(path, key), "expected a name, got " + describe(*v));
    return std::nullopt;
  }
  return v->as_string();
}

// A placement value known as written (spec §7.2): facing must be 1 or -1, h more than 0; a y
// outside 0..1 puts the feet out of frame. A formula is known only when it runs.
void check_placement(Context& cx, const Object& b, const std::string& path) {
  auto number = [&](std::string_view key) -> std::optional<double> {
    const json::Value* v = b.find(key);
    if (v == nullptr || !v->is_number()) return std::nullopt;
    return v->as_number();
  };
  if (auto facing = number("facing"); facing && *facing != 1 && *facing != -1) {
    cx.error(Code::kOutOfRange, member(path, "facing"), "facing must be 1 (right) or -1 (left)");
  }
  if (auto h = number("h"); h && !(*h > 0)) {
    cx.error(Code::kOutOfRange, member(path, "h"),
             "h (the height, a fraction of the stage's) must be more than 0");
  } else if (h) {
    warn_about_height(cx, *h, member(path, "h"));
  }
  if (auto y = number("y"); y && (*y < 0 || *y > 1)) {
    cx.warning(Code::kOutOfRange, member(path, "y"),
               "y outside 0..1 puts the feet out of the frame", "the ground is 0.92");
  }
}

StageSide read_side(Context& cx, const Object& b, std::string_view key, const std::string& path,
                    const char* fallback) {
  auto word = cx.word(b, key, path, {"left", "right", "top", "bottom"}, std::string(fallback));
  if (word == "right") return StageSide::kRight;
  if (word == "top") return StageSide::kTop;
  if (word == "bottom") return StageSide::kBottom;
  return StageSide::kLeft;
}

// A clip's path as written: its form checked by the engine's rule (jt/validate/clips.h); where it
// is and what it holds are encode's to check, before anything runs.
void check_clip_path(Context& cx, const std::string& clip, const std::string& path) {
  if (const auto problem = validate::clip_path_problem(clip)) {
    cx.error(
        Code::kBadValue, member(path, "clip"),
        "the clip " + (clip.size() <= 200 ? "\"" + clip + "\" " : std::string()) + "is " + *problem,
        std::string(validate::kClipPathHint));
  }
}

// A volume as written: a factor from 0 (silent) to kMostVolume; a formula is kept to that range
// when it runs.
void check_volume(Context& cx, const Object& b, const std::string& path) {
  const json::Value* v = b.find("volume");
  if (v == nullptr || !v->is_number()) return;
  if (const double volume = v->as_number(); !(volume >= 0 && volume <= kMostVolume)) {
    cx.error(Code::kOutOfRange, member(path, "volume"),
             "volume is a factor from 0 (silent) to 4, got " + json::format_number(volume),
             "1 is as recorded, 0.5 half as loud (-6 dB), 2 twice as loud (+6 dB)");
  }
}

Op say_block(Context& cx, const Object& b, const std::string& path) {
  SayBlock say;
  say.who = text_member(cx, b, "who", path, "a cast id");
  say.text = text_member(cx, b, "text", path, "the line's words");
  warn_about_drawn_text(cx, say.text, member(path, "text"), true);
  say.text = kept_words(say.text);
  say.voice = optional_text(cx, b, "voice", path);
  say.mood = optional_text(cx, b, "mood", path);
  say.speed = cx.optional_value(b, "speed", path);
  say.pitch = cx.optional_value(b, "pitch", path);
  say.clip = optional_text(cx, b, "clip", path);
  if (say.clip) check_clip_path(cx, *say.clip, path);
  return say;
}

// sing {who, text, at, clip, ...}: a say that is sung, at a song time.
Op sing_block(Context& cx, const Object& b, const std::string& path) {
  SayBlock sing = std::get<SayBlock>(say_block(cx, b, path));
  sing.sung = true;
  sing.at = cx.optional_value(b, "at", path);
  if (const json::Value* at = b.find("at");
      at != nullptr && at->is_number() && !(at->as_number() >= 0 && at->as_number() <= 86400)) {
    cx.error(Code::kOutOfRange, member(path, "at"),
             "at is a time on the cartoon's clock, 0 to 86400 seconds, got " +
                 json::format_number(at->as_number()),
             "the song's time the line starts at: 12.5 for 12.5 s into the cartoon");
  }
  return sing;
}

// A sound's or music's `clip` (required, `what` says what it is) and `volume`.
void read_clip_and_volume(Context& cx, const Object& b, const std::string& path, const char* what,
                          std::string& clip, Num& volume) {
  clip = text_member(cx, b, "clip", path, what);
  if (const json::Value* v = b.find("clip"); v != nullptr && v->is_string()) {
    check_clip_path(cx, clip, path);
  }
  volume = cx.value_or(b, "volume", path, Num{1.0});
  check_volume(cx, b, path);
}

Op sound_block(Context& cx, const Object& b, const std::string& path) {
  SoundBlock sound;
  read_clip_and_volume(cx, b, path, "a sound file", sound.clip, sound.volume);
  sound.pan = cx.optional_value(b, "pan", path);
  if (const json::Value* pan = b.find("pan");
      pan != nullptr && pan->is_number() && !(pan->as_number() >= -1 && pan->as_number() <= 1)) {
    cx.error(Code::kOutOfRange, member(path, "pan"),
             "pan is from -1 (left) to 1 (right), got " + json::format_number(pan->as_number()),
             "0 is the middle, -1 the left speaker alone, 0.5 halfway to the right");
  }
  return sound;
}

// A written number of seconds outside lo..hi is an error at `key`.
void check_seconds(Context& cx, const Object& b, std::string_view key, const std::string& path,
                   double hi, const std::string& hint) {
  const json::Value* v = b.find(key);
  if (v == nullptr || !v->is_number()) return;
  if (const double s = v->as_number(); !(s >= 0 && s <= hi)) {
    cx.error(Code::kOutOfRange, member(path, key),
             std::string(key) + " is a number of seconds from 0 to " + json::format_number(hi) +
                 ", got " + json::format_number(s),
             hint);
  }
}

// music {clip, volume, fade_in, fade_out, from, loop} or music {stop: true}.
Op music_block(Context& cx, const Object& b, const std::string& path) {
  MusicBlock music;
  const json::Value* stop = b.find("stop");
  if (stop != nullptr) {
    if (!stop->is_bool() || !stop->as_bool()) {
      cx.error(Code::kBadValue, member(path, "stop"),
               "expected true (music {stop: true} ends the music), got " + describe(*stop),
               "leave stop out to start music");
    }
    for (const json::Member& m : b) {
      if (m.key != "op" && m.key != "stop" && m.key != "note" && m.key != "id") {
        cx.error(Code::kBadValue, member(path, m.key),
                 "a music block that stops the music takes nothing else (\"" + m.key + "\")",
                 "music {stop: true} ends the music at once; a fade out is the playing music's "
                 "fade_out");
      }
    }
    return music;
  }
  read_clip_and_volume(cx, b, path, "a sound file, or stop: true", music.clip, music.volume);
  music.fade_in = cx.value_or(b, "fade_in", path, Num{0.0});
  music.fade_out = cx.value_or(b, "fade_out", path, Num{0.0});
  music.from = cx.value_or(b, "from", path, Num{0.0});
  check_seconds(cx, b, "fade_in", path, 600, "2 fades the music in over its first 2 seconds");
  check_seconds(cx, b, "fade_out", path, 600,
                "3 fades it out over the 3 seconds before it stops or the cartoon ends");
  check_seconds(cx, b, "from", path, 1800, "the time in the clip the music starts at");
  if (const json::Value* bpm = b.find("bpm")) {
    if (bpm->is_number() && bpm->as_number() >= 20 && bpm->as_number() <= 400) {
      music.bpm = bpm->as_number();
    } else {
      cx.error(Code::kOutOfRange, member(path, "bpm"),
               "bpm is the music's beats a minute, a number from 20 to 400, got " + describe(*bpm),
               "120 for a beat every half second; beat hats fire on its beats");
    }
  }
  if (const json::Value* offset = b.find("offset")) {
    if (offset->is_number() && offset->as_number() >= 0 && offset->as_number() <= 1800) {
      music.beat_offset = offset->as_number();
    } else {
      cx.error(
          Code::kOutOfRange, member(path, "offset"),
          "offset is the time in the clip of a beat, 0 to 1800 seconds, got " + describe(*offset),
          "where the first beat falls in the recording: 0.25 for a quarter second in");
    }
  }
  if (const json::Value* loop = b.find("loop")) {
    if (loop->is_bool()) {
      music.loop = loop->as_bool();
    } else {
      cx.error(Code::kWrongType, member(path, "loop"),
               "expected true or false, got " + describe(*loop));
    }
  }
  return music;
}

Op does_block(Context& cx, const Object& b, const std::string& path) {
  DoesBlock does;
  does.who = text_member(cx, b, "who", path, "a cast id");
  does.for_time = cx.optional_value(b, "for", path);
  if (const json::Value* also = b.find("also")) {
    if (also->is_bool()) {
      does.also = also->as_bool();
    } else {
      cx.error(Code::kWrongType, member(path, "also"),
               "expected true or false, got " + describe(*also));
    }
  }
  if (const json::Value* params = b.find("params")) {
    if (params->is_object()) {
      for (const json::Member* m : json::js_key_order(params->as_object())) {
        if (auto v = cx.value(m->value, pointer_append(member(path, "params"), m->key))) {
          does.params.emplace_back(m->key, std::move(*v));
        }
      }
    } else {
      cx.error(Code::kWrongType, member(path, "params"),
               "expected an object of name: value, got " + describe(*params));
    }
  }
  const json::Value* behaviour = b.find("behaviour");
  const std::string bpath = member(path, "behaviour");
  if (behaviour == nullptr) {
    cx.error(Code::kMissingField, path,
             "missing \"behaviour\" (a pack id such as \"c4c:beh:bounce\", {id, version}, "
             "or an inline behaviour program)");
    return does;
  }
  does.behaviour.as_written = *behaviour;
  if (behaviour->is_string()) {
    does.behaviour.id = behaviour->as_string();
  } else if (behaviour->is_object() && behaviour->find("scripts") != nullptr) {
    // An inline behaviour: a program of its own, prepared with the scene.
    PrepareResult inner = prepare_program(*behaviour, cx.file());
    for (Diagnostic d : inner.diagnostics) {
      d.path = cx.source_path(bpath) + d.path;
      if (d.severity == Severity::kError) {
        cx.error(d.code, d.path, d.message, d.hint);
      } else {
        cx.diagnostics().push_back(std::move(d));
      }
    }
    if (inner.program && inner.program->kind != ProgramKind::kBehaviour) {
      cx.error(Code::kMisplacedBlock, bpath,
               "a scene's does starts a behaviour, not a " +
                   std::string(inner.program->kind == ProgramKind::kScene ? "scene" : "cartoon"));
    }
    does.behaviour.program = inner.program;
  } else if (behaviour->is_object() && behaviour->find("id") != nullptr &&
             behaviour->find("id")->is_string()) {
    does.behaviour.id = behaviour->find("id")->as_string();
    if (const json::Value* version = behaviour->find("version"); version && version->is_string()) {
      does.behaviour.version = version->as_string();
    }
  } else {
    cx.error(Code::kWrongType, bpath,
             "expected a pack id, {\"id\", \"version\"} or an inline behaviour, got " +
                 describe(*behaviour));
  }
  return does;
}

Op caption_block(Context& cx, const Object& b, const std::string& path) {
  CaptionBlock caption;
  caption.text = text_member(cx, b, "text", path, "the caption's words");
  warn_about_drawn_text(cx, caption.text, member(path, "text"), false);
  caption.for_time = cx.optional_value(b, "for", path);
  return caption;
}

Op cut_block(Context& cx, const Object& b, const std::string& path) {
  CutBlock cut;
  cut.place = optional_text(cx, b, "place", path);
  cut.mood = optional_text(cx, b, "mood", path);
  if (!cut.place && !cut.mood)
    cx.error(Code::kMissingField, path, "a cut needs a \"place\", a \"mood\", or both");
  return cut;
}

PlaceBlock placement(Context& cx, const Object& b, const std::string& path) {
  PlaceBlock place;
  place.who = text_member(cx, b, "who", path, "a cast id");
  place.x = cx.optional_value(b, "x", path);
  place.y = cx.optional_value(b, "y", path);
  place.h = cx.optional_value(b, "h", path);
  place.facing = cx.optional_value(b, "facing", path);
  check_placement(cx, b, path);
  return place;
}

Op place_block(Context& cx, const Object& b, const std::string& path) {
  PlaceBlock place = placement(cx, b, path);
  place.over = cx.value_or(b, "over", path, Num{0.0});
  place.ease = read_ease(cx, b, path, "smooth");
  return place;
}

Op enter_block(Context& cx, const Object& b, const std::string& path) {
  PlaceBlock enter = placement(cx, b, path);
  enter.kind = PlaceBlock::Kind::kEnter;
  enter.side = read_side(cx, b, "from", path, "left");
  enter.over = cx.value_or(b, "over", path, Num{1.0});
  enter.ease = read_ease(cx, b, path, "linear");
  return enter;
}

Op exit_block(Context& cx, const Object& b, const std::string& path) {
  PlaceBlock exit;
  exit.kind = PlaceBlock::Kind::kExit;
  exit.who = text_member(cx, b, "who", path, "a cast id");
  exit.facing = cx.optional_value(b, "facing", path);
  check_placement(cx, b, path);
  exit.side = read_side(cx, b, "to", path, "right");
  exit.over = cx.value_or(b, "over", path, Num{1.0});
  exit.ease = read_ease(cx, b, path, "linear");
  return exit;
}

Op scene_mood_block(Context& cx, const Object& b, const std::string& path) {
  SceneMoodBlock mood;
  mood.who = text_member(cx, b, "who", path, "a cast id");
  mood.mood = text_member(cx, b, "mood", path, "a mood name");
  return mood;
}

Op scene_view_block(Context& cx, const Object& b, const std::string& path) {
  SceneViewBlock view;
  view.who = text_member(cx, b, "who", path, "a cast id");
  const std::optional<std::string> to = cx.word(b, "to", path, view_name_list(), std::nullopt);
  for (std::string_view name : kViewNames) {
    if (to && *to == name) view.to = name;
  }
  return view;
}

// The hands a scene's reach or release names: "right hand", "left hand", "both hands", or none
// (0: the hand on the side of whom it reaches for; a release, every hand).
int read_hands(Context& cx, const Object& b, const std::string& path) {
  if (!b.contains("part")) return 0;
  const std::optional<std::string> part =
      cx.word(b, "part", path, {"right hand", "left hand", "both hands"}, std::nullopt);
  if (!part) return 0;
  return *part == "right hand" ? 1 : *part == "left hand" ? -1 : 2;
}

Op scene_reach_block(Context& cx, const Object& b, const std::string& path, bool release) {
  SceneReachBlock reach;
  reach.release = release;
  reach.who = text_member(cx, b, "who", path, "a cast id");
  if (!release) {
    reach.at = text_member(cx, b, "at", path, "the cast id reached for");
    const std::optional<std::string> spot =
        cx.word(b, "spot", path, {"head", "chest", "hip", "feet"}, "chest");
    for (std::string_view name : {"head", "chest", "hip", "feet"}) {
      if (spot && *spot == name) reach.spot = name;
    }
  }
  reach.hands = read_hands(cx, b, path);
  reach.over = cx.value_or(b, "over", path, std::move(reach.over));
  reach.ease = read_ease(cx, b, path, "smooth");
  return reach;
}

struct SceneOp {
  std::string_view op;
  Op (*read)(Context&, const Object&, const std::string&);
};

constexpr SceneOp kSceneOps[] = {
    {"say", say_block},         {"sing", sing_block}, {"does", does_block},
    {"caption", caption_block}, {"cut", cut_block},   {"place", place_block},
    {"enter", enter_block},     {"exit", exit_block}, {"sound", sound_block},
    {"music", music_block},
};

}  // namespace

void warn_about_height(Context& cx, double h, const std::string& pointer) {
  if (!(h > 16 || (h > 0 && h < 1e-3))) return;
  // What the renderer draws is bounded (render/src/character_draw.cpp): a figure over 16
  // pictures of 8192 pixels, or under a twentieth of a pixel, is not drawn (issue 27).
  cx.warning(Code::kOutOfRange, pointer,
             h > 16 ? "h over 16 stage heights: a sliver of the character shows, and over "
                      "16 pictures of 8192 pixels it is not drawn"
                    : "h under 0.001 of the stage's height: the character is a pixel or less, "
                      "and under a twentieth of one it is not drawn",
             "a character is about 0.5 of the stage's height");
}

bool is_scene_op(std::string_view op) {
  if (is_camera_op(op) || is_prop_op(op)) return true;
  for (const SceneOp& e : kSceneOps) {
    if (e.op == op) return true;
  }
  return false;
}

std::optional<Op> prepare_scene_block(Context& cx, const json::Object& block, std::string_view op,
                                      const std::string& path) {
  if (op == "mood" && cx.in_scene()) return scene_mood_block(cx, block, path);
  if (op == "view" && cx.in_scene()) return scene_view_block(cx, block, path);
  if ((op == "reach" || op == "release") && cx.in_scene())
    return scene_reach_block(cx, block, path, op == "release");
  if (auto camera = prepare_camera_block(cx, block, op, path)) return camera;
  if (auto prop = prepare_prop_block(cx, block, op, path)) return prop;
  for (const SceneOp& e : kSceneOps) {
    if (e.op == op) return e.read(cx, block, path);
  }
  return std::nullopt;
}

}  // namespace jt::prepare
