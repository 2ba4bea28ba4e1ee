// Flite's voices beside espeak-ng's: a cartoon names one as "flite:slt" (a woman), "flite:awb" (a
// Scottish man), "flite:rms" (a deep man) or "flite:kal16" (a flat man, diphones). Flite speaks
// at 16 kHz; its line comes back resampled to the voices' rate with the phones it spoke, as the
// CMU dictionary spells them ("HH", "AH", "SIL" for its pauses), so the mouths follow them as
// they follow a recording's (arpabet_shapes). docs/ENCODING.md, "Voices".
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "jt/encode/result.h"
#include "jt/encode/voice_settings.h"
#include "jt/encode/voices.h"

namespace jt::encode {

inline constexpr std::string_view kFlitePrefix = "flite:";

// The Flite voices a cartoon may name, sorted: "flite:awb", "flite:kal16", "flite:rms",
// "flite:slt".
const std::vector<std::string>& flite_voice_names();

// One of flite_voice_names(), compared without case.
bool is_flite_voice(std::string_view voice);

// The line in that voice at `rate` Hz, its phones in the CMU dictionary's spelling. Speed and
// pitch apply (the duration stretched by 175 / settings.rate, the pitch moved by
// 2^((settings.pitch - 50) / 100)); a Flite voice has no pitch range, so settings.range is not
// used. Flite is one engine per process here, serialised by a lock. An error for any other voice.
Result<Speech> flite_speak(const std::string& text, const VoiceSettings& settings, int rate);

// The version of Flite linked ("2.2").
std::string flite_version();

}  // namespace jt::encode
