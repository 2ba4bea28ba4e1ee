// The sound blocks read back from their sentences (docs/ENCODING.md "Sounds and music",
// docs/TEXT.md): `sound "sfx/pop.wav" (volume 0.5, pan -1)`, `music "tune.ogg" (volume 0.4, fade in
// 2 s, fade out 3 s, from 10 s, looped)`, `music stops`.
#include "block_reader.h"

namespace jt::screenplay {
namespace {

// One item of the manner in parentheses: `volume V`, `pan P` (sound only), `fade in N s`, `fade out
// N s`, `from N s` (music only), `looped` or `once` (music only).
std::optional<LineError> read_manner_item(Scanner& s, json::Object& block, bool music) {
  std::optional<LineError> error;
  const auto number = [&](std::string_view key, bool seconds) -> std::optional<LineError> {
    std::optional<json::Value> v = expect_value(s, "a number", error);
    if (!v) return error;
    if (seconds && !s.eat(" s")) return s.error("expected ` s` after the seconds");
    block.set(std::string(key), std::move(*v));
    return std::nullopt;
  };
  if (s.eat("volume ")) return number("volume", false);
  if (music && !s.next_is("fade") && !s.next_is("from") && !s.next_is("beat") &&
      !s.next_is("looped") && !s.next_is("once")) {
    // "120 bpm"
    const std::size_t start = s.pos();
    std::optional<json::Value> v = expect_value(s, "a number", error);
    if (v && s.eat(" bpm")) {
      block.set("bpm", std::move(*v));
      return std::nullopt;
    }
    s.seek(start);
  }
  if (music) {
    if (s.eat("fade in ")) return number("fade_in", true);
    if (s.eat("fade out ")) return number("fade_out", true);
    if (s.eat("from ")) return number("from", true);
    if (s.eat("beat at ")) return number("offset", true);
    if (s.eat("looped")) {
      block.set("loop", true);
      return std::nullopt;
    }
    if (s.eat("once")) {
      block.set("loop", false);
      return std::nullopt;
    }
    return s.error("expected volume, fade in, fade out, from, N bpm, beat at, looped or once",
                   "as in music \"tune.ogg\" (volume 0.4, fade in 2 s, looped)");
  }
  if (s.eat("pan ")) return number("pan", false);
  return s.error("expected volume or pan", "as in sound \"sfx/pop.wav\" (volume 0.5, pan -1)");
}

ReadLine read_clip_block(Scanner& s, std::string_view op) {
  json::Object block;
  block.set("op", std::string(op));
  std::optional<LineError> error;
  std::optional<json::Value> clip =
      expect_value(s, "the clip in quotes (a file, or a sound pack's id)", error);
  if (!clip) return failed(*error);
  block.set("clip", std::move(*clip));
  if (s.eat(" (")) {
    do {
      if (auto e = read_manner_item(s, block, op == "music")) return failed(*e);
    } while (s.eat(", "));
    if (!s.eat(")")) return failed(s.error("expected `)`"));
  }
  if (auto end = expect_end(s, op == "music" ? "a `music`" : "a `sound`")) return failed(*end);
  return read(json::Value(std::move(block)));
}

}  // namespace

ReadLine read_sound_line(Scanner& s) {
  if (s.eat("sound ")) return read_clip_block(s, "sound");
  if (!s.eat("music ")) return {};
  if (s.eat("stops")) {
    if (auto end = expect_end(s, "`music stops`")) return failed(*end);
    json::Object block;
    block.set("op", "music");
    block.set("stop", true);
    return read(json::Value(std::move(block)));
  }
  return read_clip_block(s, "music");
}

}  // namespace jt::screenplay
