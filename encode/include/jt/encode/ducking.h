// Music lowered under the lines ("ducking", docs/ENCODING.md "Sounds and music"): from the plan's
// line times alone, so the same plan always gives the same gains. Each line [start, end) pulls the
// music down by `depth_db`: the gain falls linearly in decibels over the `attack` seconds before
// the line starts (the music is down when the first word comes), stays down to the line's end,
// and comes back linearly over `release` seconds. Where lines are near, the deepest pull wins
// (the largest of the lines' own depths), so the music stays down between close lines.
#pragma once

#include <utility>
#include <vector>

namespace jt::encode {

struct DuckSettings {
  double depth_db = 10;  // how far the music goes down under a line
  double attack = 0.25;  // seconds it takes to go down, ending as the line starts
  double release = 0.4;  // seconds it takes to come back once the line has ended
};

class DuckEnvelope {
 public:
  // `lines`: each line's [start, end) in seconds, in any order (empty ones are left out).
  explicit DuckEnvelope(std::vector<std::pair<double, double>> lines, DuckSettings settings = {});

  // How far down the music is at `t`: 0 (not at all) to 1 (depth_db down).
  double depth(double t) const;
  // The music's gain at `t`, linear: 10^(-depth_db × depth(t) / 20).
  double gain(double t) const;

  const DuckSettings& settings() const { return settings_; }
  bool empty() const { return lines_.empty(); }

 private:
  std::vector<std::pair<double, double>> lines_;  // by start
  double longest_ = 0;                            // the longest line, to find overlaps by start
  DuckSettings settings_;
};

}  // namespace jt::encode
