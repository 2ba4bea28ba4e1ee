// Speech synthesis with libespeak-ng: text and voice settings in, mono samples out. espeak-ng is
// one engine per process with global settings, so every Voices shares it, initialised on first
// use and serialised by a lock. docs/ENCODING.md.
#pragma once

#include <string>
#include <vector>

#include "jt/encode/result.h"
#include "jt/encode/voice_settings.h"

namespace jt::encode {

class Voices {
 public:
  // Initialises espeak-ng (once per process; later calls share it), synchronous output into
  // memory. An error when its data cannot be found.
  static Result<Voices> create();

  int sample_rate() const { return sample_rate_; }  // Hz; espeak-ng speaks at 22,050

  // The line spoken with these settings: mono samples in -1..1 at sample_rate(). An unknown
  // espeak voice name is an error naming it.
  Result<std::vector<float>> synthesize(const std::string& text,
                                        const VoiceSettings& settings) const;

 private:
  explicit Voices(int sample_rate) : sample_rate_(sample_rate) {}
  int sample_rate_;
};

}  // namespace jt::encode
