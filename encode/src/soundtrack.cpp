#include "jt/encode/soundtrack.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <set>

#include "jt/encode/resample.h"
#include "jt/encode/voice_level.h"

namespace jt::encode {
namespace {

constexpr double kStep = kLevelStep;        // seconds between loudness values (voice_level.h)
constexpr int kLevellingPasses = 6;         // measures of the levelled track, at most
constexpr double kLoudnessTolerance = 0.1;  // LU

std::size_t sample_at(double t, int rate) {
  return static_cast<std::size_t>(std::max(0L, std::lround(t * rate)));
}

std::size_t samples_in_step(int rate) {
  return static_cast<std::size_t>(std::max(1L, std::lround(rate * kStep)));
}

StereoGains times(StereoGains g, float volume) {
  return {g.left * volume, g.right * volume};
}

}  // namespace

const std::vector<float>& Soundtrack::at_mix_rate(const std::vector<float>& line) {
  auto it = resampled_.find(&line);
  if (it == resampled_.end()) {
    it = resampled_.emplace(&line, resample_mono(line, speech_rate_, sample_rate_)).first;
  }
  return it->second;
}

Soundtrack::Soundtrack(const std::vector<rt::TimelineRecord>& timeline, double duration,
                       SpokenLines& lines)
    : speech_rate_(lines.sample_rate()),
      size_(sample_at(duration, sample_rate_)),
      speech_size_(sample_at(duration, speech_rate_)),
      hop_(samples_in_step(speech_rate_)),
      mix_hop_(samples_in_step(sample_rate_)) {
  const StereoGains middle = pan_gains(0);
  const CartoonClips* clips = lines.clips();
  std::set<std::string> used;                         // the clips' paths as written
  std::vector<std::pair<double, double>> line_times;  // for the ducking
  for (const rt::TimelineRecord& record : timeline) {
    if (record.clip != nullptr) used.insert(*record.clip);
    if (record.kind == "say" && record.dur > 0)
      line_times.emplace_back(record.t, record.t + record.dur);
    if (record.kind == "music") {
      const ClipSound* clip = clips != nullptr ? clips->find(*record.clip) : nullptr;
      const std::size_t first = sample_at(record.t, sample_rate_);
      const std::size_t count =
          std::min(sample_at(record.dur, sample_rate_), size_ - std::min(first, size_));
      const auto volume = static_cast<float>(record.number(record.kVolume).value_or(1));
      if (clip == nullptr || clip->mix_samples.empty() || count == 0 || volume == 0) continue;
      const std::size_t from = sample_at(record.number(record.kFrom).value_or(0), sample_rate_);
      // Music that starts inside its clip, or stops before the clip's own end (a stop, the next
      // music, the cartoon's end, a loop cut), is ramped over kDeclickSeconds at least: a wave
      // cut where it is not zero clicks.
      const std::size_t declick = sample_at(kDeclickSeconds, sample_rate_);
      const bool cut = record.loop || from + count < clip->mix_samples.size();
      const bool stereo = !clip->mix_stereo.empty();
      music_.push_back(
          {.first = first,
           .count = count,
           .clip = stereo ? &clip->mix_stereo : &clip->mix_samples,
           .stereo = stereo,
           .from = from,
           .loop = record.loop,
           .volume = volume,
           .fade_in = std::max(sample_at(record.number(record.kFadeIn).value_or(0), sample_rate_),
                               from > 0 ? declick : 0),
           .fade_out = std::max(sample_at(record.number(record.kFadeOut).value_or(0), sample_rate_),
                                cut ? declick : 0)});
      continue;
    }
    if (record.kind == "sound") {
      const ClipSound* clip = clips != nullptr ? clips->find(*record.clip) : nullptr;
      if (clip == nullptr) continue;
      const std::size_t first = sample_at(record.t, sample_rate_);
      const std::size_t count =
          std::min({clip->mix_samples.size(), sample_at(record.dur, sample_rate_),
                    size_ - std::min(first, size_)});
      const auto volume = static_cast<float>(record.number(record.kVolume).value_or(1));
      if (count == 0 || volume == 0) continue;
      const std::optional<double> pan = record.number(record.kPan);
      const bool stereo = !clip->mix_stereo.empty();
      all_.placements.push_back({.first = first,
                                 .count = count,
                                 .line = stereo ? &clip->mix_stereo : &clip->mix_samples,
                                 .gain = times(pan ? pan_gains(*pan) : middle, volume),
                                 .stereo = stereo});
      all_.longest = std::max(all_.longest, count);
      continue;
    }
    if (record.kind != "say") continue;
    const std::vector<float>& line = lines.line(std::string(record.text), speech_request(record));
    // The speaker's own sound, at the speech rate, for its loudness.
    const std::size_t first = sample_at(record.t, speech_rate_);
    const std::size_t spoken = std::min(line.size(), sample_at(record.dur, speech_rate_));
    const std::size_t count = std::min(spoken, speech_size_ - std::min(first, speech_size_));
    if (count > 0) {
      Speaker& s = speakers_[std::string(record.who)];
      s.placements.push_back({.first = first, .count = count, .line = &line});
      s.longest = std::max(s.longest, count);
    }
    // The mix's: a recorded line's clip as decoded at the mix's rate, a voice resampled to it.
    const ClipSound* recorded =
        record.clip != nullptr && clips != nullptr ? clips->find(*record.clip) : nullptr;
    const std::vector<float>& mixed =
        recorded != nullptr ? recorded->mix_samples : at_mix_rate(line);
    const std::size_t mix_first = sample_at(record.t, sample_rate_);
    const std::size_t mix_count = std::min(
        {mixed.size(), sample_at(record.dur, sample_rate_), size_ - std::min(mix_first, size_)});
    if (mix_count == 0) continue;
    all_.placements.push_back({.first = mix_first,
                               .count = mix_count,
                               .line = &mixed,
                               .gain = pan_gains(voice_pan(record.stood_x))});
    all_.longest = std::max(all_.longest, mix_count);
  }
  // The plan is in time order, so the placements are too; sorted anyway for overlapping().
  const auto by_first = [](Speaker& s) {
    std::stable_sort(s.placements.begin(), s.placements.end(),
                     [](const Placement& a, const Placement& b) { return a.first < b.first; });
  };
  by_first(all_);
  for (auto& [who, s] : speakers_)
    by_first(s);
  std::stable_sort(music_.begin(), music_.end(),
                   [](const Music& a, const Music& b) { return a.first < b.first; });
  duck_ = DuckEnvelope(std::move(line_times));
  for (const std::string& clip : used) {
    if (const ClipSound* sound = clips != nullptr ? clips->find(clip) : nullptr) {
      clip_hashes_ += "clip " + sound->sha256 + "\n";
    }
  }
}

template <class Visit>
void Soundtrack::overlapping(const Speaker& s, std::size_t begin, std::size_t end, Visit visit) {
  // The placements starting before `end`; of those, the ones that start within `longest` of
  // `begin` may reach into it.
  auto it = std::lower_bound(s.placements.begin(), s.placements.end(), end,
                             [](const Placement& p, std::size_t e) { return p.first < e; });
  const std::size_t earliest = begin > s.longest ? begin - s.longest : 0;
  while (it != s.placements.begin()) {
    --it;
    if (it->first < earliest) break;
    const std::size_t from = std::max(begin, it->first);
    const std::size_t to = std::min(end, it->first + it->count);
    if (from < to) visit(*it, from, to);
  }
}

void Soundtrack::mix(std::size_t from, std::size_t count, float* out) const {
  std::fill(out, out + kMixChannels * count, 0.0f);
  const std::size_t end = std::min(from + count, size_);
  if (from >= end) return;
  overlapping(all_, from, end, [&](const Placement& p, std::size_t a, std::size_t b) {
    float* to = out + kMixChannels * (a - from);
    if (p.stereo) {  // a stereo sound: the pan is a balance, each side its own channel
      const float* line = p.line->data() + 2 * (a - p.first);
      for (std::size_t n = a; n < b; ++n, line += 2) {
        *to++ += p.gain.left * line[0];
        *to++ += p.gain.right * line[1];
      }
      return;
    }
    const float* line = p.line->data() + (a - p.first);
    for (std::size_t n = a; n < b; ++n, ++line) {
      *to++ += p.gain.left * *line;
      *to++ += p.gain.right * *line;
    }
  });
  mix_music(from, end, out);
  const bool gained = gain_.gain != 1 || !gain_.edges.empty();
  for (std::size_t n = 0; n < end - from; ++n) {
    // One gain for both channels: the limiter is linked, so the sound keeps its place.
    const float gain = gained ? gain_.at(from + n) : 1.0f;
    for (std::size_t c = 0; c < kMixChannels; ++c) {
      float& x = out[kMixChannels * n + c];
      const float sum = std::clamp(x, -1.0f, 1.0f);
      x = gained ? std::clamp(sum * gain, -1.0f, 1.0f) : sum;
    }
  }
}

void Soundtrack::mix_music(std::size_t from, std::size_t end, float* out) const {
  const StereoGains middle = pan_gains(0);
  // The music starting before `end`; one plays at a time, so only the last few can overlap.
  auto it = std::lower_bound(music_.begin(), music_.end(), end,
                             [](const Music& m, std::size_t e) { return m.first < e; });
  while (it != music_.begin()) {
    --it;
    const Music& m = *it;
    if (m.first + m.count <= from) break;
    const std::size_t a = std::max(from, m.first), b = std::min(end, m.first + m.count);
    const std::size_t size = m.stereo ? m.clip->size() / 2 : m.clip->size();  // its frames
    for (std::size_t n = a; n < b; ++n) {
      const std::size_t k = n - m.first;  // samples since it started
      std::size_t at = m.from + k;
      if (m.loop) {
        at %= size;
      } else if (at >= size) {
        break;
      }
      double gain = m.volume;
      if (k < m.fade_in) gain *= static_cast<double>(k) / static_cast<double>(m.fade_in);
      if (const std::size_t left = m.count - k; left < m.fade_out) {
        gain *= static_cast<double>(left) / static_cast<double>(m.fade_out);
      }
      if (!duck_.empty()) gain *= duck_.gain(static_cast<double>(n) / sample_rate_);
      const float left = m.stereo ? (*m.clip)[2 * at] : (*m.clip)[at];
      const float right = m.stereo ? (*m.clip)[2 * at + 1] : left;
      out[kMixChannels * (n - from)] += middle.left * static_cast<float>(gain * left);
      out[kMixChannels * (n - from) + 1] += middle.right * static_cast<float>(gain * right);
    }
  }
}

LoudnessReport Soundtrack::normalise(double target) {
  const TrackMixer mixer = [this](std::size_t from, std::size_t count, float* out) {
    mix(from, count, out);
  };
  gain_ = TrackGain{.block = mix_hop_};
  const double ceiling = std::pow(10.0, kLimiterCeiling / 20);
  const double release = kReleaseDbPerSecond * static_cast<double>(mix_hop_) / sample_rate_;
  const LoudnessMeasure raw = measure_loudness(mixer, size_, sample_rate_, kMixChannels, mix_hop_);
  LoudnessReport report{.target = target, .before = raw.integrated};
  // The gain, then the limiter for it; the limiter lowers the loudness (the more, the more it
  // takes off), so the track is measured again through it and the gain corrected (by the secant
  // through the last two measures), until it is within kLoudnessTolerance LU of the target.
  const double most = kMaxLoudnessGain;
  double gain_db = 20 * std::log10(normalising_gain(raw.integrated, target));
  double last_gain_db = 0, last_loudness = raw.integrated;
  LoudnessMeasure after = raw;
  for (int pass = 0; pass < kLevellingPasses; ++pass) {
    gain_ = TrackGain{
        .gain = std::pow(10.0, gain_db / 20),
        .block = mix_hop_,
        .edges = limiter_gains(raw.block_peaks, std::pow(10.0, gain_db / 20), ceiling, release)};
    after = measure_loudness(mixer, size_, sample_rate_, kMixChannels, mix_hop_);
    const double miss = target - after.integrated;
    if (!std::isfinite(after.integrated) || std::abs(miss) < kLoudnessTolerance) break;
    const double slope = (after.integrated - last_loudness) / (gain_db - last_gain_db);
    last_gain_db = gain_db;
    last_loudness = after.integrated;
    // A slope from 0.1 (the limiter takes nearly all) to 1 (it takes nothing).
    const double step = miss / (std::isfinite(slope) ? std::clamp(slope, 0.1, 1.0) : 1.0);
    gain_db = std::min(gain_db + step, most);
  }
  report.after = after.integrated;
  report.gain_db = 20 * std::log10(gain_.gain);
  const float least =
      gain_.edges.empty() ? 1.0f : *std::min_element(gain_.edges.begin(), gain_.edges.end());
  report.limited_db = std::max(0.0, -20 * std::log10(static_cast<double>(least)));
  const double peak = after.block_peaks.empty()
                          ? 0
                          : *std::max_element(after.block_peaks.begin(), after.block_peaks.end());
  report.peak_after = peak > 0 ? 20 * std::log10(peak) : -std::numeric_limits<double>::infinity();
  return report;
}

std::span<const float> Soundtrack::frame_samples(std::int64_t index, FrameRate fps) {
  const auto edge = [&](std::int64_t i) {
    return std::min(size_, static_cast<std::size_t>(std::max<std::int64_t>(
                               0, first_sample_of_frame(i, sample_rate_, fps))));
  };
  const std::size_t from = edge(index), to = edge(index + 1);
  frame_.resize(kMixChannels * (to - from));
  mix(from, to - from, frame_.data());
  return frame_;
}

double Soundtrack::step_energy(const Speaker& s, std::size_t step) const {
  double energy = 0;
  overlapping(s, step * hop_, (step + 1) * hop_,
              [&](const Placement& p, std::size_t a, std::size_t b) {
                const float* line = p.line->data() + (a - p.first);
                for (std::size_t n = a; n < b; ++n, ++line) {
                  energy += static_cast<double>(*line) * *line;
                }
              });
  return energy;
}

double Soundtrack::step_loudness(const Speaker& s, std::size_t step) const {
  const std::size_t steps = speech_size_ / hop_ + 1;
  const double level =
      window_level(step, steps, hop_, [&](std::size_t j) { return step_energy(s, j); });
  // Rounded through float, as the loudness values always were.
  return static_cast<float>(level);
}

double Soundtrack::loud(std::string_view who, double t) const {
  const auto it = speakers_.find(who);
  if (it == speakers_.end() || !(t >= 0)) return 0;
  const std::size_t steps = speech_size_ / hop_ + 1;
  const double x = t / (static_cast<double>(hop_) / speech_rate_);
  const auto i = static_cast<std::size_t>(x);
  if (i + 1 >= steps) return i + 1 == steps ? step_loudness(it->second, i) : 0;
  const double f = x - static_cast<double>(i);
  return step_loudness(it->second, i) * (1 - f) + step_loudness(it->second, i + 1) * f;
}

}  // namespace jt::encode
