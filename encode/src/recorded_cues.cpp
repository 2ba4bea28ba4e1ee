#include "jt/encode/recorded_cues.h"

#include <algorithm>
#include <optional>
#include <string>

#include "jt/encode/alignment_words.h"
#include "jt/encode/lip_sync.h"

namespace jt::encode {
namespace {

using lipsync::MouthCue;
using lipsync::MouthShape;

// `cues` closed wherever `loud` (the same span's loudness cues) is closed for longer than
// kPauseCloses: whatever a recogniser heard there, the recording is silent.
std::vector<MouthCue> closed_in_silence(const std::vector<MouthCue>& cues,
                                        const std::vector<MouthCue>& loud) {
  std::vector<MouthCue> out;
  const auto put = [&](double start, double end, MouthShape shape) {
    if (!(end > start)) return;
    if (!out.empty() && out.back().shape == shape) {
      out.back().end = end;
    } else {
      out.push_back({start, end, shape});
    }
  };
  std::size_t j = 0;  // the first silence that may reach the cue
  for (const MouthCue& c : cues) {
    double at = c.start;
    while (j < loud.size() && loud[j].end <= at)
      ++j;
    for (std::size_t k = j; k < loud.size() && loud[k].start < c.end; ++k) {
      const MouthCue& q = loud[k];
      if (q.shape != MouthShape::kX || !(q.end - q.start > kPauseCloses)) continue;
      const double from = std::max(at, q.start), to = std::min(c.end, q.end);
      if (!(to > from)) continue;
      put(at, from, c.shape);
      put(from, to, MouthShape::kX);
      at = to;
    }
    put(at, c.end, c.shape);
  }
  return out;
}

MouthShape shape_at(const std::vector<MouthCue>& cues, double t) {
  const auto it = std::upper_bound(cues.begin(), cues.end(), t,
                                   [](double at, const MouthCue& c) { return at < c.end; });
  return it == cues.end() || it->start > t ? MouthShape::kX : it->shape;
}

// Whether the phones heard speak for the sound: of every 10 ms where `loud` is open (the recording
// sounds), at least kHeardShare has `heard` open too. A tone, music or noise the recogniser hears
// no speech in fails.
constexpr double kHeardShare = 0.5;
bool heard_speech(const std::vector<MouthCue>& heard, const std::vector<MouthCue>& loud,
                  double dur) {
  int sounding = 0, covered = 0;
  for (int step = 0; step * 0.01 < dur; ++step) {
    const double t = step * 0.01 + 0.005;
    if (shape_at(loud, t) == MouthShape::kX) continue;
    ++sounding;
    covered += shape_at(heard, t) != MouthShape::kX ? 1 : 0;
  }
  return covered >= kHeardShare * sounding;
}

// The share of [from, to) in which `loud` is open (the recording sounds), in 10 ms steps.
double sounding_share(const std::vector<MouthCue>& loud, double from, double to) {
  int steps = 0, sounding = 0;
  for (double t = from + 0.005; t < to; t += 0.01) {
    ++steps;
    sounding += shape_at(loud, t) != MouthShape::kX ? 1 : 0;
  }
  return steps > 0 ? static_cast<double>(sounding) / steps : 0;
}

// A silence the recogniser put between two words where the recording sounds for most of it (a
// word's slur or a consonant it did not model) keeps the shape before it instead.
std::vector<TimedPhone> sounding_silences_held(const std::vector<TimedPhone>& phones,
                                               const std::vector<MouthCue>& loud) {
  std::size_t last = 0;  // one past the last phone that is not a silence
  for (std::size_t i = 0; i < phones.size(); ++i)
    last = phones[i].phone == "SIL" ? last : i + 1;
  std::vector<TimedPhone> out;
  for (std::size_t i = 0; i < phones.size(); ++i) {
    const TimedPhone& p = phones[i];
    if (p.phone == "SIL" && i < last && !out.empty() && out.back().phone != "SIL" &&
        sounding_share(loud, p.start, p.end) > 0.5) {
      out.back().end = p.end;
      continue;
    }
    out.push_back(p);
  }
  return out;
}

}  // namespace

RecordedCues recorded_cues(const std::vector<float>& samples, int rate, std::string_view text,
                           bool english, PhoneRecogniser* recogniser, double dur) {
  RecordedCues out;
  if (english && recogniser != nullptr && rate > 0 && !samples.empty()) {
    const std::vector<std::string> words = alignment_words(text);
    bool known = true;
    for (const std::string& w : words)
      known = known && recogniser->pronounce(w).has_value();
    if (known) {
      const std::vector<std::int16_t> pcm = recogniser_pcm(samples, rate);
      std::optional<std::vector<TimedPhone>> phones;
      if (!words.empty()) phones = recogniser->align(pcm, words);
      out.source = CueSource::kAligned;
      if (!phones) {
        phones = recogniser->recognise(pcm);
        out.source = CueSource::kRecognised;
      }
      if (phones) {
        std::vector<MouthCue> loud = loudness_cues(samples, rate, 0, dur);
        std::vector<MouthCue> heard = phone_cues(sounding_silences_held(*phones, loud), 0, dur);
        if (heard_speech(heard, loud, dur)) {
          out.cues = closed_in_silence(heard, loud);
          return out;
        }
        out.cues = std::move(loud);  // no speech heard in its sound
        out.source = CueSource::kLoudness;
        return out;
      }
    }
  }
  out.source = CueSource::kLoudness;
  out.cues = loudness_cues(samples, rate, 0, dur);
  return out;
}

}  // namespace jt::encode
