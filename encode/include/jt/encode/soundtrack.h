// A cartoon's sound, mixed from its plan: each `say` record's line starts at exactly its record's
// t (sample round(t × rate)) and is cut at its record's dur, so a line cut off by its scene
// stops with it. One mono track of the cartoon's length, and each speaker's loudness.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "jt/encode/loudness.h"
#include "jt/encode/spoken_lines.h"
#include "jt/runtime/frame.h"

namespace jt::encode {

struct Soundtrack {
  int sample_rate = 0;
  std::vector<float> samples;                        // mono, -1..1 (overlaps summed, clipped)
  std::map<std::string, LoudnessEnvelope> loudness;  // by speaker

  // The speaker's `loud` at `t` seconds (0..1): 0 for one who does not speak then.
  double loud(const std::string& who, double t) const;
  // The samples of frame `index` at `fps`: from round(index × rate / fps) to the next frame's.
  std::pair<const float*, std::size_t> frame_samples(std::int64_t index, int fps) const;
};

// `duration`: the cartoon's length in seconds (the plan's). Records of other kinds are ignored.
Soundtrack mix_soundtrack(const std::vector<rt::TimelineRecord>& timeline, double duration,
                          SpokenLines& lines);

}  // namespace jt::encode
