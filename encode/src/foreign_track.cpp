#include "jt/encode/foreign_track.h"

#include <algorithm>
#include <vector>

#include "jt/encode/audio_writer.h"
#include "jt/encode/clip_file.h"
#include "jt/encode/sample_rate.h"

namespace jt::encode {

Status encode_foreign_track(const std::filesystem::path& source, std::int64_t frames,
                            FrameRate rate, const std::string& track) {
  const ClipLoad load = read_sound(source, kMixSampleRate, kMixChannels);
  if (!load.sound) {
    return Error{load.problem.message +
                 (load.problem.hint.empty() ? "" : " (" + load.problem.hint + ")")};
  }
  const std::vector<float>& samples = load.sound->samples;  // interleaved
  const auto wanted = static_cast<std::size_t>(
      std::max<std::int64_t>(0, first_sample_of_frame(frames, kMixSampleRate, rate)));
  auto opened = AudioWriter::open(track, {.sample_rate = kMixSampleRate});
  if (!opened.ok()) return Error{opened.error()};
  AudioWriter& writer = opened.value();
  const std::size_t have = std::min(wanted, samples.size() / kMixChannels);
  if (Status s = writer.write(samples.data(), have); !s.ok()) return s;
  const std::vector<float> silence(kMixChannels * 4096, 0.0f);
  for (std::size_t done = have; done < wanted;) {
    const std::size_t n = std::min<std::size_t>(wanted - done, 4096);
    if (Status s = writer.write(silence.data(), n); !s.ok()) return s;
    done += n;
  }
  return writer.finish();
}

}  // namespace jt::encode
