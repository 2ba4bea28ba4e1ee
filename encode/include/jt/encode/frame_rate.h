// A video's frame rate as the exact ratio its timestamps are written in: a whole number N (N/1),
// or an NTSC rate N × 1000/1001 (23.976 = 24000/1001, 29.97 = 30000/1001, 59.94 = 60000/1001).
// Frame i is shown at i × den / num seconds, and owns the sound samples from
// round-down(i × rate × den / num) to the next frame's (docs/ENCODING.md "Frame rates").
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace jt::encode {

struct FrameRate {
  int num = 24;  // frames ...
  int den = 1;   // ... per this many seconds

  double fps() const { return static_cast<double>(num) / den; }
  bool operator==(const FrameRate&) const = default;
};

// The rate a video is written at for `fps` frames per second, 1 to 240: a whole number as itself,
// a number within 0.005 of an NTSC rate (29.97, 30000/1001 read as a number) as that rate;
// nullopt for any other (12.5), which a video's timestamps would not keep exactly.
std::optional<FrameRate> video_frame_rate(double fps);

// "24" or "30000/1001".
std::string to_string(FrameRate rate);

// The first sound sample of frame `frame` at `sample_rate` Hz: round-down(frame × sample_rate ×
// den / num), computed in integers, so every frame's share is exact and the shares add up to the
// whole track.
std::int64_t first_sample_of_frame(std::int64_t frame, int sample_rate, FrameRate rate);

}  // namespace jt::encode
