// How loud a speaker is over time, for the renderer's `loud` input (spec §7.4: the mouth and
// `talk` follow the voice): the RMS of the speaker's own sound over a 30 ms window, every 10 ms,
// on a decibel scale mapped to 0..1 (-50 dBFS and below: 0; -10 dBFS and above: 1).
#pragma once

#include <cstddef>
#include <utility>
#include <vector>

namespace jt::encode {

class LoudnessEnvelope {
 public:
  LoudnessEnvelope() = default;
  LoudnessEnvelope(std::vector<float> values, double step)
      : values_(std::move(values)), step_(step) {}

  // 0..1 at `t` seconds, interpolated between steps; 0 before the start and after the end.
  double at(double t) const;
  const std::vector<float>& values() const { return values_; }
  double step() const { return step_; }  // seconds between values

 private:
  std::vector<float> values_;
  double step_ = 0.01;
};

// Collects one speaker's samples as they are placed in the soundtrack, as energy per step.
class LoudnessMeter {
 public:
  LoudnessMeter(int sample_rate, std::size_t total_samples);
  // Adds samples that play from sample `first` on.
  void add(std::size_t first, const float* samples, std::size_t count);
  LoudnessEnvelope envelope() const;

 private:
  int sample_rate_;
  std::size_t hop_;             // samples per step
  std::vector<double> energy_;  // the sum of squares in each step
};

}  // namespace jt::encode
