// Mono samples from one rate to another with libswresample (its default filter: the same samples
// give the same result), for the mix: a voice made at kSpeechSampleRate resampled once to
// kMixSampleRate (jt/encode/sample_rate.h).
#pragma once

#include <span>
#include <vector>

namespace jt::encode {

// The samples at `to_rate`, about size × to_rate / from_rate of them (the resampler's whole
// output, flushed); the same samples when the rates are equal. Empty when libswresample cannot
// start (out of memory).
std::vector<float> resample_mono(std::span<const float> samples, int from_rate, int to_rate);

}  // namespace jt::encode
