#include "jt/encode/soundtrack.h"

#include <algorithm>
#include <cmath>

namespace jt::encode {
namespace {

std::size_t sample_at(double t, int rate) {
  return static_cast<std::size_t>(std::max(0L, std::lround(t * rate)));
}

}  // namespace

double Soundtrack::loud(const std::string& who, double t) const {
  const auto it = loudness.find(who);
  return it == loudness.end() ? 0 : it->second.at(t);
}

std::pair<const float*, std::size_t> Soundtrack::frame_samples(std::int64_t index, int fps) const {
  const auto edge = [&](std::int64_t i) {
    return std::min(samples.size(),
                    static_cast<std::size_t>(std::max<std::int64_t>(0, i * sample_rate / fps)));
  };
  const std::size_t from = edge(index), to = edge(index + 1);
  return {samples.data() + from, to - from};
}

Soundtrack mix_soundtrack(const std::vector<rt::TimelineRecord>& timeline, double duration,
                          SpokenLines& lines) {
  Soundtrack track;
  track.sample_rate = lines.sample_rate();
  track.samples.assign(sample_at(duration, track.sample_rate), 0.0f);
  std::map<std::string, LoudnessMeter> meters;
  for (const rt::TimelineRecord& record : timeline) {
    if (record.kind != "say") continue;
    const std::vector<float>& line = lines.line(std::string(record.text), speech_request(record));
    const std::size_t first = sample_at(record.t, track.sample_rate);
    const std::size_t spoken = std::min(line.size(), sample_at(record.dur, track.sample_rate));
    const std::size_t count =
        std::min(spoken, track.samples.size() - std::min(first, track.samples.size()));
    for (std::size_t n = 0; n < count; ++n)
      track.samples[first + n] += line[n];
    meters.try_emplace(std::string(record.who), track.sample_rate, track.samples.size())
        .first->second.add(first, line.data(), count);
  }
  for (float& s : track.samples)
    s = std::clamp(s, -1.0f, 1.0f);
  for (const auto& [who, meter] : meters)
    track.loudness.emplace(who, meter.envelope());
  return track;
}

}  // namespace jt::encode
