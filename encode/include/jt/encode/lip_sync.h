// Lip sync: a cartoon's lines as mouth cues in its time (docs/SHAPES.md §2.1). Each phoneme the
// voice spoke (espeak-ng's phoneme events, to the sample) becomes the mouth shape 2D animators draw
// for it; a pause inside a line longer than kPauseCloses closes the mouth; a line without sound
// flaps (lipsync::flap_cues).
#pragma once

#include <string_view>
#include <vector>

#include "jt/encode/phone_recogniser.h"
#include "jt/encode/spoken_lines.h"
#include "jt/encode/voices.h"
#include "jt/lipsync/mouth_cue.h"
#include "jt/runtime/frame.h"

namespace jt::encode {

inline constexpr double kPauseCloses = 0.1;  // seconds

// The shape of an espeak-ng phoneme (its mnemonic, as the phoneme event names it); a diphthong
// ("eI", "aU") glides from `first` to `second`, any other phoneme has second == first.
struct PhonemeShapes {
  lipsync::MouthShape first, second;
};
PhonemeShapes phoneme_shapes(std::string_view phoneme);
// The same for a phone of the CMU dictionary (ARPAbet, "AH", "OW"), as PocketSphinx hears it: the
// same sounds the same shapes; "SIL" and anything else not a phone, the mouth at rest (X).
PhonemeShapes arpabet_shapes(std::string_view phone);

// A line spoken at `t` for `dur` seconds (its record's), from its speech at `rate` Hz: cues that
// cover [t, t + dur) exactly, X before the first phoneme and after the last.
std::vector<lipsync::MouthCue> speech_cues(const Speech& speech, int rate, double t, double dur);
// The same from phones heard in a recording (times in seconds from its start), by arpabet_shapes.
std::vector<lipsync::MouthCue> phone_cues(const std::vector<TimedPhone>& phones, double t,
                                          double dur);

// A recorded line's mouth when no phones are heard in it (recorded_cues.h): its level over 30 ms
// every 10 ms, below kClipSilenceDb closed (X), then B, C and D from -30 and -20 dBFS; an open
// shape held for less than kMinLoudnessCue takes the one before it. Covers [t, t + dur) exactly,
// closed past the end of the samples.
inline constexpr double kClipSilenceDb = -40, kMinLoudnessCue = 0.06;
std::vector<lipsync::MouthCue> loudness_cues(const std::vector<float>& samples, int rate, double t,
                                             double dur);

// `cues` (from 0) moved to start at `t`, cut at or extended (closed) to t + dur.
std::vector<lipsync::MouthCue> shifted_cues(const std::vector<lipsync::MouthCue>& cues, double t,
                                            double dur);

// Every say record's cues, in the plan's order: from the voices' phonemes with `lines`, a flap
// without (null: --speech estimate, --no-audio) or for a line the voices could not speak; a
// recorded line's (a clip) from the phones heard in it (SpokenLines::clip_cues).
std::vector<lipsync::LineCues> line_cues(const std::vector<rt::TimelineRecord>& timeline,
                                         SpokenLines* lines);

}  // namespace jt::encode
