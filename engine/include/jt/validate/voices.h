// The voices a document names (a say block's `voice`, a cast entry's), checked as names: a voice
// is never a path (espeak-ng would read that file), and, given the names the renderer has
// installed, it is one of them, with the nearest as a hint (docs/VALIDATION.md, "Voices").
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "jt/diagnostic.h"
#include "jt/json/value.h"

namespace jt::validate {

// The voices a cartoon may name: `voices` ("bright", "en", "en-us") and the `variants` one may
// take after a "+" ("en+f3"). Empty: only the form of a name is checked.
struct InstalledVoices {
  std::vector<std::string> voices;
  std::vector<std::string> variants;
};

// A voice name's form: 1 to 64 letters, digits, spaces, "-" and "_", one "+" at most between two
// such parts, or "flite:" and one part ("flite:slt"). Anything else ("../etc/passwd", "/dev/zero",
// a control character) is not a name.
bool is_voice_name(std::string_view voice);

// An error for every voice that is not a name; a warning for a name not in `installed` (when it
// lists any), the nearest installed one as its hint, since the renderer then speaks the line in
// the speaker's default voice.
std::vector<Diagnostic> check_voices(const json::Value& document, const InstalledVoices& installed,
                                     const std::string& file);

}  // namespace jt::validate
