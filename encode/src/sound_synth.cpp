#include "jt/encode/sound_synth.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numbers>

namespace jt::encode {
namespace {

constexpr double kTwoPi = 2 * std::numbers::pi;

// The wave's value at phase `cycles` (whole turns count nothing), -1..1.
double wave_at(packs::Wave wave, double cycles) {
  const double f = cycles - std::floor(cycles);
  switch (wave) {
    case packs::Wave::kTriangle:
      return f < 0.5 ? 4 * f - 1 : 3 - 4 * f;
    case packs::Wave::kSquare:
      return f < 0.5 ? 1 : -1;
    default:
      return std::sin(kTwoPi * f);
  }
}

// A tiny fixed-seed generator (xorshift32) for noise: the same numbers everywhere.
class Noise {
 public:
  explicit Noise(std::uint32_t seed) : state_(seed == 0 ? 0x9e3779b9u : seed) {}
  double next() {  // -1..1
    state_ ^= state_ << 13;
    state_ ^= state_ >> 17;
    state_ ^= state_ << 5;
    return static_cast<double>(state_) / 2147483647.5 - 1;
  }

 private:
  std::uint32_t state_;
};

void add_tone(const packs::SoundTone& tone, std::size_t index, int rate, std::vector<double>& mix) {
  const std::size_t first = static_cast<std::size_t>(std::llround(tone.at * rate));
  const std::size_t count = static_cast<std::size_t>(std::llround(tone.dur * rate));
  Noise noise(static_cast<std::uint32_t>(index * 2654435761u + 1));
  double phase = 0, low = 0;
  for (std::size_t i = 0; i < count && first + i < mix.size(); ++i) {
    const double t = static_cast<double>(i) / rate;
    // The pitch glides exponentially (an even slide to the ear) and wobbles about it.
    const double along = tone.dur > 0 ? t / tone.dur : 0;
    double hz = tone.hz * std::pow(tone.to_hz / tone.hz, along);
    if (tone.wobble_hz > 0) hz *= 1 + tone.wobble_depth * std::sin(kTwoPi * tone.wobble_hz * t);
    double value;
    if (tone.wave == packs::Wave::kNoise) {
      // White noise through a one-pole low-pass at hz.
      const double a = 1 - std::exp(-kTwoPi * hz / rate);
      low += a * (noise.next() - low);
      value = low * 2;
    } else {
      value = wave_at(tone.wave, phase);
      phase += hz / rate;
    }
    mix[first + i] += tone.gain * tone_envelope(tone, t) * value;
  }
}

}  // namespace

double tone_envelope(const packs::SoundTone& tone, double t) {
  if (!(t >= 0 && t < tone.dur)) return 0;
  double e = 1;
  if (tone.attack > 0 && t < tone.attack) e *= t / tone.attack;
  if (tone.release > 0 && tone.dur - t < tone.release) e *= (tone.dur - t) / tone.release;
  if (tone.decay) e *= std::exp(-std::log(1000.0) * t / tone.dur);
  return e;
}

std::vector<float> synthesise(const packs::SoundRecipe& recipe, int sample_rate) {
  std::vector<double> mix(static_cast<std::size_t>(std::llround(recipe.seconds * sample_rate)));
  for (std::size_t i = 0; i < recipe.tones.size(); ++i)
    add_tone(recipe.tones[i], i, sample_rate, mix);
  std::vector<float> out(mix.size());
  std::transform(mix.begin(), mix.end(), out.begin(),
                 [](double v) { return static_cast<float>(std::clamp(v, -1.0, 1.0)); });
  return out;
}

}  // namespace jt::encode
