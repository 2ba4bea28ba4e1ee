// A recorded line's mouth (a say's clip; docs/ENCODING.md, "Recorded lines"), as Rhubarb Lip Sync
// makes one: the phones heard in the recording with PocketSphinx, shaped as the voices' phonemes
// are (lip_sync.h). An English line whose words the dictionary knows is aligned to those words;
// one without words, or whose words the recording does not match, has its phones recognised
// freely; a line in another language, with a word the dictionary does not know, or in whose sound
// the recogniser hears no speech (phones under less than half of the time the recording sounds:
// a tone, music), follows its loudness (loudness_cues).
#pragma once

#include <string_view>
#include <vector>

#include "jt/encode/phone_recogniser.h"
#include "jt/lipsync/mouth_cue.h"

namespace jt::encode {

// How a recording's cues were found.
enum class CueSource { kAligned, kRecognised, kLoudness };

struct RecordedCues {
  std::vector<lipsync::MouthCue> cues;  // over [0, dur): seconds from the recording's start
  CueSource source = CueSource::kLoudness;
};

// `samples` (mono, -1..1, at `rate` Hz) said as `text` (empty: unknown) for `dur` seconds;
// `english`: the line's voice is English. `recogniser` null: PocketSphinx cannot start (loudness).
// Wherever the recording is silent (below kClipSilenceDb for longer than kPauseCloses) the mouth
// is closed, whatever the recogniser heard.
RecordedCues recorded_cues(const std::vector<float>& samples, int rate, std::string_view text,
                           bool english, PhoneRecogniser* recogniser, double dur);

}  // namespace jt::encode
