// A cartoon's sound, mixed from its plan as it is played, in stereo at kMixSampleRate
// (jt/encode/sample_rate.h): each `say` record's line starts at exactly its record's t (sample
// round(t × rate)) and is cut at its record's dur, so a line cut off by its scene stops with it,
// panned gently by where its speaker stood as it began (jt/encode/stereo_pan.h); each `sound`
// record's clip likewise, at its volume, in the middle; each `music` record's clip from its
// `from`, looped when asked, faded in and out, at its volume, in the middle and lowered under the
// lines (jt/encode/ducking.h). The lines' samples are synthesised once (SpokenLines keeps one copy
// of each distinct line) and resampled to the mix's rate once (this object keeps that copy); the
// track itself is mixed a frame at a time, so memory does not grow with the cartoon's length.
// Each speaker's loudness (for the `loud` input) is measured on demand from the voices' own mono
// samples at the speech rate, before any pan or gain.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "jt/encode/ducking.h"
#include "jt/encode/frame_rate.h"
#include "jt/encode/loudness.h"
#include "jt/encode/sample_rate.h"
#include "jt/encode/spoken_lines.h"
#include "jt/encode/stereo_pan.h"
#include "jt/runtime/frame.h"

namespace jt::encode {

class Soundtrack {
 public:
  // Places the plan's lines and sounds; `duration` is the cartoon's length in seconds (the
  // plan's). Records of other kinds are ignored. `lines` (and its clips, SpokenLines::clips(),
  // where the sounds' samples are) must outlive the soundtrack.
  Soundtrack(const std::vector<rt::TimelineRecord>& timeline, double duration, SpokenLines& lines);
  Soundtrack(const Soundtrack&) = delete;  // the placements point into its resampled lines
  Soundtrack& operator=(const Soundtrack&) = delete;
  Soundtrack(Soundtrack&&) = default;
  Soundtrack& operator=(Soundtrack&&) = default;

  int sample_rate() const { return sample_rate_; }  // kMixSampleRate
  static constexpr int channels() { return kMixChannels; }
  // The hashes of the clips' files the track places ("clip <sha256>" lines, each once, in path
  // order), for its cache key: a clip enters the key by its bytes.
  const std::string& clip_hashes() const { return clip_hashes_; }
  std::size_t size() const { return size_; }  // sample frames (left and right) in the track

  // Sample frames [from, from + count) of the stereo track, -1..1 (overlapping sounds summed,
  // clipped; after normalise(), at its gains), written to `out` interleaved (2 × count floats:
  // left, right, left, ...); past the end: silence.
  void mix(std::size_t from, std::size_t count, float* out) const;

  // Brings the whole track to `target` LUFS integrated, its true peak at most kLimiterCeiling
  // dBTP (jt/encode/loudness.h), measured on both channels: measures it, sets one gain and a
  // limiter's curve that mix() applies from then on to both channels alike, and says what it did.
  // The speakers' loudness (loud()) is the voices' own, whatever the gain: the pictures do not
  // change with the sound's level.
  LoudnessReport normalise(double target);

  // The sample frames of frame `index` at `fps`: from first_sample_of_frame(index)
  // (round-down(index × sample rate × den / num), jt/encode/frame_rate.h) to the next frame's,
  // mixed interleaved into a buffer this object keeps (valid until the next call; one caller at a
  // time). Empty past the end.
  std::span<const float> frame_samples(std::int64_t index, FrameRate fps);

  // The speaker's `loud` at `t` seconds (0..1): the RMS of the speaker's own sound over 30 ms
  // around each 10 ms step, on a decibel scale (-50 dBFS and below: 0; -10 dBFS and above: 1),
  // interpolated between steps; 0 for one who does not speak then.
  double loud(std::string_view who, double t) const;

 private:
  struct Placement {
    std::size_t first = 0, count = 0;  // track samples [first, first + count)
    const std::vector<float>* line = nullptr;
    StereoGains gain{1, 1};  // the pan's, times a sound's volume
    bool stereo = false;     // `line` is left and right interleaved: each side gets its own
  };
  // The shortest ramp of music that starts or stops inside its clip (docs/ENCODING.md).
  static constexpr double kDeclickSeconds = 0.01;
  struct Music {
    std::size_t first = 0, count = 0;          // track samples [first, first + count)
    const std::vector<float>* clip = nullptr;  // at the mix's rate
    bool stereo = false;                       // `clip` is left and right interleaved
    std::size_t from = 0;                      // the clip's sample it starts at
    bool loop = false;
    float volume = 1;
    std::size_t fade_in = 0, fade_out = 0;  // samples
  };
  struct Speaker {
    std::vector<Placement> placements;  // by first sample
    std::size_t longest = 0;            // the largest count, to find overlaps by first
  };
  // Calls `visit(placement, from, to)` for the part [from, to) of each placement overlapping
  // [begin, end) of the track.
  template <class Visit>
  static void overlapping(const Speaker& s, std::size_t begin, std::size_t end, Visit visit);
  void mix_music(std::size_t from, std::size_t end, float* out) const;
  double step_energy(const Speaker& s, std::size_t step) const;
  double step_loudness(const Speaker& s, std::size_t step) const;
  // A voice's samples at the mix's rate, resampled on first use.
  const std::vector<float>& at_mix_rate(const std::vector<float>& line);

  int sample_rate_ = kMixSampleRate;
  int speech_rate_ = 0;          // the voices', where the speakers' loudness is measured
  std::size_t size_ = 0;         // sample frames at sample_rate_
  std::size_t speech_size_ = 0;  // samples at speech_rate_
  std::size_t hop_ = 1;          // speech samples per loudness step (10 ms)
  std::size_t mix_hop_ = 1;      // sample frames per block of the loudness measure (10 ms)
  Speaker all_;                  // every line and sound at the mix's rate, for the mix
  std::map<std::string, Speaker, std::less<>> speakers_;  // each one's lines at the speech rate
  // The voices at the mix's rate, by their samples at the speech rate (a map's values stay put).
  std::map<const std::vector<float>*, std::vector<float>> resampled_;
  std::vector<float> frame_;
  std::vector<Music> music_;  // by first; one at a time
  DuckEnvelope duck_{{}};
  TrackGain gain_;  // 1 and no limiter until normalise()
  std::string clip_hashes_;
};

}  // namespace jt::encode
