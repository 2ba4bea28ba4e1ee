// A voice's level as the `loud` input reads it (spec §4's `loud`, 0..1): the RMS of its sound over
// 30 ms around each 10 ms step, on a decibel scale from -50 dBFS (0) to -10 dBFS (1). The
// soundtrack measures each speaker so for the moves (Soundtrack::loud); the `loud` hats fire where
// a line's level rises past kLoudAbove (docs/RUNTIME.md, `loud`).
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <span>
#include <vector>

namespace jt::encode {

inline constexpr double kLevelStep = 0.01;       // seconds between levels
inline constexpr std::size_t kLevelSpan = 1;     // steps either side in a level's window
inline constexpr double kLevelFloorDb = -50;     // dBFS at level 0
inline constexpr double kLevelTopDb = -10;       // dBFS at level 1
inline constexpr double kLoudAbove = 0.75;       // a loud moment: the level reaches -20 dBFS ...
inline constexpr double kQuietAgainBelow = 0.5;  // ... having been below -30 dBFS since the last

// The level (0..1) of an RMS in -1..1 full scale.
double level_of_rms(double rms);

// The level of step `step` of `steps`: the RMS over its window, the kLevelSpan steps either side
// of it (fewer at the ends), each of `hop` samples whose sum of squares is `energy(j)` (the last
// step's short tail counted as a whole step). What loud_moments and Soundtrack::loud both read.
template <class StepEnergy>
double window_level(std::size_t step, std::size_t steps, std::size_t hop, StepEnergy energy) {
  const std::size_t from = step >= kLevelSpan ? step - kLevelSpan : 0;
  const std::size_t to = std::min(step + kLevelSpan + 1, steps);
  double sum = 0;
  for (std::size_t j = from; j < to; ++j)
    sum += energy(j);
  return level_of_rms(std::sqrt(sum / static_cast<double>((to - from) * hop)));
}

// The moments a voice's line gets loud, in seconds from its start (each a 10 ms step's time):
// every step whose level reaches kLoudAbove when the level has been below kQuietAgainBelow since
// the last such moment (the first needs no quiet before it), so a loud word is one moment, not one
// per syllable's ripple. `samples` mono at `rate` Hz.
std::vector<double> loud_moments(std::span<const float> samples, int rate);

}  // namespace jt::encode
