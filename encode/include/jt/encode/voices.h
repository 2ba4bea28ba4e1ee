// Speech synthesis with libespeak-ng: text and voice settings in, mono samples out. espeak-ng is
// one engine per process with global settings, so every Voices shares it, initialised on first
// use and serialised by a lock. docs/ENCODING.md.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "jt/encode/result.h"
#include "jt/encode/voice_settings.h"

namespace jt::encode {

// A phoneme espeak-ng spoke: its name (espeak's mnemonic, "m", "eI", "_:" for a pause) and the
// sample of the line's output it starts at (its synth callback's espeakEVENT_PHONEME).
struct Phoneme {
  std::size_t sample = 0;
  std::string name;
  friend bool operator==(const Phoneme&, const Phoneme&) = default;
};

// How a line's phonemes are named: espeak-ng's mnemonics, or the CMU dictionary's phones
// ("HH", "AH", "SIL") as Flite speaks them.
enum class PhoneNames { kEspeak, kArpabet };

struct Speech {
  std::vector<float> samples;     // mono, -1..1
  std::vector<Phoneme> phonemes;  // in order of their samples
  PhoneNames phone_names = PhoneNames::kEspeak;
  // What the engine said of the voice as it took it, in our words, for a warning: espeak-ng's
  // dictionary for the language only partly installed. Empty almost always.
  std::string note;
};

class Voices {
 public:
  // Initialises espeak-ng (once per process; later calls share it), synchronous output into
  // memory. An error when its data cannot be found.
  static Result<Voices> create();

  int sample_rate() const { return sample_rate_; }  // Hz; espeak-ng speaks at 22,050

  // The line spoken with these settings: mono samples in -1..1 at sample_rate(), by Flite for a
  // Flite voice (flite_voices.h), else by espeak-ng. A voice that is not installed
  // (espeak_voice_for, is_flite_voice) is an error naming it; nothing else reaches either.
  Result<std::vector<float>> synthesize(const std::string& text,
                                        const VoiceSettings& settings) const;
  // The same, with the phonemes spoken and where each starts.
  Result<Speech> speak(const std::string& text, const VoiceSettings& settings) const;

  // What espeak-ng has installed: its languages ("en", "en-us", "fr-fr") and voice variants
  // ("f3", "m3", "whisper"), as its own lists spell them, each list sorted.
  struct Installed {
    std::vector<std::string> languages, variants;
    // Each language's voice file ("zh": "cmn"), the one that lists it first (its lowest priority
    // number): a language that only a voice file's `language` lines name ("zh", "en-gb",
    // "pt-pt") is not a voice name espeak_SetVoiceByName finds.
    std::map<std::string, std::string> voice_files;
  };
  const Installed& installed() const;

  // The espeak-ng voice for a voice as a cartoon names it, "language" or "language+variant",
  // both installed (compared without case), spelled as espeak-ng lists them: a name we made, so
  // never a file's path. Nothing for anything else.
  std::optional<std::string> espeak_voice_for(std::string_view voice) const;

  // Every voice a cartoon may name: our names (named_voices()), Flite's (flite_voice_names()),
  // then the installed languages; a variant goes after a language and a "+"
  // (installed().variants).
  std::vector<std::string> names() const;

 private:
  explicit Voices(int sample_rate) : sample_rate_(sample_rate) {}
  int sample_rate_;
};

}  // namespace jt::encode
