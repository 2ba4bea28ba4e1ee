#include "jt/packs/sound_recipe.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

#include "jt/diagnostic_codes.h"
#include "jt/json/number.h"
#include "jt/packs/pack_id.h"

namespace jt::packs {
namespace {

using json::Type;

constexpr std::array<std::pair<std::string_view, Wave>, 4> kWaves = {{{"sine", Wave::kSine},
                                                                      {"triangle", Wave::kTriangle},
                                                                      {"square", Wave::kSquare},
                                                                      {"noise", Wave::kNoise}}};

// Reads a recipe's fields, each error with its pointer.
class RecipeReader {
 public:
  RecipeReader(const std::string& file, std::vector<Diagnostic>& problems)
      : file_(file), problems_(problems) {}

  bool failed() const { return failed_; }

  void error(Code code, const std::string& path, std::string message, std::string hint = {}) {
    failed_ = true;
    problems_.push_back({.severity = Severity::kError,
                         .code = code,
                         .file = file_,
                         .path = path,
                         .message = std::move(message),
                         .hint = std::move(hint)});
  }

  // object[key], a number from lo to hi, or `fallback` when it is not there.
  double number(const json::Object& object, const std::string& path, std::string_view key,
                double lo, double hi, double fallback, bool required = false) {
    const json::Value* v = object.find(key);
    const std::string at = pointer_append(path, std::string(key));
    if (v == nullptr) {
      if (required) error(Code::kMissingField, path, "missing \"" + std::string(key) + "\"");
      return fallback;
    }
    if (!v->is_number()) {
      error(Code::kWrongType, at,
            "expected a number, got " + std::string(json::type_name(v->type())));
      return fallback;
    }
    const double n = v->as_number();
    if (!(n >= lo && n <= hi)) {
      error(Code::kOutOfRange, at,
            std::string(key) + " is from " + json::format_number(lo) + " to " +
                json::format_number(hi) + ", got " + json::format_number(n));
      return fallback;
    }
    return n;
  }

  SoundTone tone(const json::Object& t, const std::string& path, double seconds) {
    SoundTone tone;
    if (const json::Value* w = t.find("wave"); w != nullptr) {
      bool known = false;
      for (const auto& [name, wave] : kWaves) {
        if (w->is_string() && w->as_string() == name) {
          tone.wave = wave;
          known = true;
        }
      }
      if (!known) {
        error(Code::kUnknownValue, path + "/wave",
              "a tone's wave is sine, triangle, square or noise",
              "noise is hiss, its hz a low-pass cutoff");
      }
    }
    tone.hz = number(t, path, "hz", 20, 20000, 440, true);
    tone.to_hz = number(t, path, "to_hz", 20, 20000, tone.hz);
    tone.at = number(t, path, "at", 0, seconds, 0);
    tone.dur = number(t, path, "dur", 0.001, kMaxSoundSeconds, 0, true);
    tone.attack = number(t, path, "attack", 0, kMaxSoundSeconds, tone.attack);
    tone.release = number(t, path, "release", 0, kMaxSoundSeconds, tone.release);
    tone.gain = number(t, path, "gain", 0, 1, tone.gain);
    if (const json::Value* d = t.find("decay"); d != nullptr) {
      if (d->is_bool()) {
        tone.decay = d->as_bool();
      } else {
        error(Code::kWrongType, path + "/decay", "expected true or false");
      }
    }
    if (const json::Value* w = t.find("wobble"); w != nullptr) {
      if (w->is_object()) {
        tone.wobble_hz = number(w->as_object(), path + "/wobble", "hz", 0, 50, 0, true);
        tone.wobble_depth = number(w->as_object(), path + "/wobble", "depth", 0, 0.9, 0, true);
      } else {
        error(Code::kWrongType, path + "/wobble", "expected {hz, depth}");
      }
    }
    for (const json::Member& m : t) {
      constexpr std::array<std::string_view, 10> kKeys = {
          "wave", "hz", "to_hz", "at", "dur", "attack", "release", "gain", "decay", "wobble"};
      if (std::find(kKeys.begin(), kKeys.end(), m.key) == kKeys.end()) {
        error(
            Code::kUnknownField, pointer_append(path, m.key),
            "a tone has wave, hz, to_hz, at, dur, attack, release, gain, decay and wobble, not \"" +
                m.key + "\"");
      }
    }
    if (tone.at + tone.dur > seconds + 1e-9) {
      error(Code::kOutOfRange, path + "/dur",
            "the tone ends at " + json::format_number(tone.at + tone.dur) +
                " s, after the sound's end (" + json::format_number(seconds) + " s)",
            "shorten it, or make the sound's seconds longer");
    }
    return tone;
  }

 private:
  const std::string& file_;
  std::vector<Diagnostic>& problems_;
  bool failed_ = false;
};

}  // namespace

std::optional<SoundRecipe> read_sound_recipe(const json::Value& content, const std::string& file,
                                             const std::string& pointer,
                                             std::vector<Diagnostic>& problems) {
  RecipeReader r(file, problems);
  if (!content.is_object()) {
    r.error(Code::kWrongType, pointer, "a sound pack's content is {seconds, tones}");
    return std::nullopt;
  }
  const json::Object& o = content.as_object();
  SoundRecipe recipe;
  recipe.seconds = r.number(o, pointer, "seconds", 0.01, kMaxSoundSeconds, 1, true);
  recipe.bpm = r.number(o, pointer, "bpm", 20, 400, 0);
  const json::Value* tones = o.find("tones");
  if (tones == nullptr || !tones->is_array() || tones->as_array().empty()) {
    r.error(tones == nullptr ? Code::kMissingField : Code::kWrongType, pointer + "/tones",
            "a sound pack's content has \"tones\": a list of one or more tones",
            "a tone: {\"wave\": \"sine\", \"hz\": 880, \"at\": 0, \"dur\": 0.2}");
    return std::nullopt;
  }
  const json::Array& list = tones->as_array();
  if (list.size() > kMaxSoundTones) {
    r.error(Code::kLimitExceeded, pointer + "/tones",
            "a sound has at most " + std::to_string(kMaxSoundTones) + " tones, got " +
                std::to_string(list.size()));
    return std::nullopt;
  }
  for (std::size_t i = 0; i < list.size(); ++i) {
    const std::string path = pointer_append(pointer + "/tones", i);
    if (!list[i].is_object()) {
      r.error(Code::kWrongType, path, "a tone is an object {wave, hz, at, dur, ...}");
      continue;
    }
    recipe.tones.push_back(r.tone(list[i].as_object(), path, recipe.seconds));
  }
  for (const json::Member& m : o) {
    if (m.key != "seconds" && m.key != "tones" && m.key != "bpm") {
      r.error(Code::kUnknownField, pointer_append(pointer, m.key),
              "a sound pack's content holds seconds, tones and bpm, not \"" + m.key + "\"");
    }
  }
  if (r.failed()) return std::nullopt;
  return recipe;
}

bool names_sound_pack(std::string_view clip) {
  const std::optional<PackId> id = parse_pack_id(clip);
  return id && id->word == "sound";
}

}  // namespace jt::packs
