// A sound pack's content (docs/ENCODING.md "Shipped sounds"): a short sound written as tones to
// synthesise, so the effects a cartoon can use without files of its own are plain data, made by
// the project, the same samples on every machine. The engine reads and checks the recipe; encode
// synthesises it (jt/encode/sound_synth.h).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "jt/diagnostic.h"
#include "jt/json/value.h"

namespace jt::packs {

inline constexpr double kMaxSoundSeconds = 30;
inline constexpr std::size_t kMaxSoundTones = 256;

enum class Wave { kSine, kTriangle, kSquare, kNoise };

// One tone of a recipe: a wave from `at` for `dur` seconds, its pitch gliding from `hz` to `to_hz`
// (for noise: its low-pass cutoff), rising over `attack` and falling over `release` seconds, at
// `gain`; with `decay` it also dies away exponentially (to -60 dB at its end), as a struck thing
// does; `wobble_hz`/`wobble_depth` swing its pitch by ±depth (a boing).
struct SoundTone {
  Wave wave = Wave::kSine;
  double hz = 440, to_hz = 440;
  double at = 0, dur = 0;
  double attack = 0.005, release = 0.01;
  double gain = 0.5;
  bool decay = false;
  double wobble_hz = 0, wobble_depth = 0;
};

struct SoundRecipe {
  double seconds = 0;  // the sound's length; tones end inside it
  double bpm = 0;      // music: its beats a minute from its start (0: none), for beat hats
  std::vector<SoundTone> tones;
};

// The recipe in a sound pack's `content` ({seconds, tones: [{wave, hz, to_hz?, at, dur, attack?,
// release?, gain?, decay?, wobble?: {hz, depth}}]}); nothing when it has errors, each added to
// `problems` with `file` and its JSON pointer under `pointer`.
std::optional<SoundRecipe> read_sound_recipe(const json::Value& content, const std::string& file,
                                             const std::string& pointer,
                                             std::vector<Diagnostic>& problems);

// Whether a clip as written names a sound pack ("c4c:sound:pop") rather than a file.
bool names_sound_pack(std::string_view clip);

}  // namespace jt::packs
