// A cartoon's lines, each synthesised once and kept: the runtime's speech provider (spec §7.4)
// answers a line's length from its samples, and the soundtrack places the same samples, so the
// plan, the pictures and the sound agree.
//
//   auto voices = Voices::create();
//   SpokenLines lines(voices.value(), cast_ids);      // cast ids in cast order
//   Runtime rt = create_runtime({.speech = lines.provider()});
//   ... plan, then Soundtrack track(rt.timeline(), *rt.duration(), lines)
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "jt/encode/cartoon_clips.h"
#include "jt/encode/phone_recogniser.h"
#include "jt/encode/voice_settings.h"
#include "jt/encode/voices.h"
#include "jt/lipsync/mouth_cue.h"
#include "jt/runtime/frame.h"
#include "jt/runtime/runtime.h"

namespace jt::encode {

class SpokenLines {
 public:
  // `cast`: the cast ids in cast order, which gives each one without a voice its default voice.
  SpokenLines(Voices voices, std::vector<std::string> cast);

  // Recorded lines: a line whose request names a clip in `clips` is that clip's samples (decoded
  // at sample_rate()), without phonemes. `clips` must outlive this object.
  void use_clips(const CartoonClips* clips) { clips_ = clips; }
  const CartoonClips* clips() const { return clips_; }

  // The line's samples at sample_rate(), synthesised on first use. A voice espeak-ng does not
  // know falls back to the speaker's default voice, and a failed synthesis gives no samples;
  // both are reported in warnings().
  const std::vector<float>& line(const std::string& text, const rt::SpeechRequest& request);
  // The same line's samples with its phonemes (for the mouth's shapes).
  const Speech& speech(const std::string& text, const rt::SpeechRequest& request);

  // A recorded line's mouth (recorded_cues: its clip's phones, aligned to `text` when its voice is
  // English, else its loudness) over [0, the clip's length), found once per clip, text and
  // language. Empty when the request names no clip this object knows.
  const std::vector<lipsync::MouthCue>& clip_cues(const std::string& text,
                                                  const rt::SpeechRequest& request);

  // A provider for RuntimeOptions::speech: the line's length in seconds (nullopt, the spec's
  // estimate, when it has no samples). It refers to this object, which must outlive it.
  rt::SpeechProvider provider();
  // A provider for RuntimeOptions::loud_moments: where the line's own sound gets loud
  // (voice_level.h loud_moments), a recorded line's too. The same lifetime as provider().
  rt::LoudMoments loud_provider();

  int sample_rate() const { return voices_.sample_rate(); }
  // Problems met, each once, in the order met: a voice not installed, a line not spoken, a
  // recorder that cannot start (the last only once the mouths are asked for: after the plan).
  const std::vector<std::string>& warnings() const { return warnings_; }
  // How each recorded line's mouth was found, one line per clip and text, in the order asked:
  // `clip "voices/pip.ogg": the mouth from its words, aligned` (recorded_cues' CueSource), for -v.
  const std::vector<std::string>& mouth_notes() const { return mouth_notes_; }

 private:
  VoiceSettings speaker_default(const std::string& who) const;
  void warn(std::string message);

  Voices voices_;
  const CartoonClips* clips_ = nullptr;
  std::vector<std::string> cast_;
  std::map<std::string, Speech> spoken_;         // by text and settings
  std::unique_ptr<PhoneRecogniser> recogniser_;  // started for the first recorded line's mouth
  bool recogniser_tried_ = false;
  std::map<std::string, std::vector<lipsync::MouthCue>> clip_cues_;  // by clip, language, text
  std::vector<std::string> warnings_;                                // each once, in the order met
  std::vector<std::string> mouth_notes_;
};

// What a `say` record asks for, as the runtime asked the provider.
rt::SpeechRequest speech_request(const rt::TimelineRecord& say);

}  // namespace jt::encode
