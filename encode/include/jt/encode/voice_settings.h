// How a line is to be spoken: which voice (espeak-ng's or Flite's), how fast, how high. A line's
// `voice` (or its speaker's), `speed`, `pitch` and `mood` (spec §7.4) map onto these; the names
// and the rules are listed in docs/ENCODING.md.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "jt/runtime/runtime.h"

namespace jt::encode {

struct VoiceSettings {
  // An espeak-ng voice name with an optional variant ("en-us+f3"), or a Flite voice ("flite:slt").
  std::string voice = "en";
  int rate = 175;  // words per minute, 80..450
  int pitch = 50;  // base pitch, 0..100 (50: the voice's own)
  int range = 50;  // pitch range, 0..100 (0: monotone)

  bool operator==(const VoiceSettings&) const = default;
};

// Our own voice names ("bright", "gruff", …), in the order docs/ENCODING.md lists them.
const std::vector<std::string>& named_voices();

// The voice of the `cast_index`th cast member (in cast order) that has none: eight distinct
// espeak variants in turn, then the same eight a little higher each round.
VoiceSettings default_voice(std::size_t cast_index);

// The settings for a line: `request.voice` if given (one of our names, else taken as an espeak
// voice name or a Flite voice, which Voices::synthesize speaks only when it is installed), else
// `fallback`; then its speed (× the rate), pitch (× the base pitch) and mood (a small change of
// rate, pitch and range), kept within espeak's ranges.
VoiceSettings voice_settings(const rt::SpeechRequest& request, const VoiceSettings& fallback);

}  // namespace jt::encode
