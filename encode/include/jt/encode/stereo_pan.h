// Where a sound sits between the left and right speakers (docs/ENCODING.md "The mix"): a voice by
// its speaker's place on the stage as its line begins, kept gentle; music and effects centred.
#pragma once

namespace jt::encode {

// The most a voice is moved off the middle, as a fraction of a full pan: a character at the
// stage's left edge is heard at -0.5 (between the middle and the left speaker), never from one
// speaker alone.
inline constexpr double kMaxVoicePan = 0.5;

// The gains of one mono sound in the two channels.
struct StereoGains {
  float left = 0, right = 0;
};

// A constant-power pan law: `pan` from -1 (left) through 0 (the middle) to 1 (right) is the angle
// θ = (pan + 1) × π/4, left = cos θ, right = sin θ, so left² + right² = 1 wherever the sound is
// (its loudness does not change as it moves); the middle is cos π/4 = 0.7071 (-3 dB) in each.
// Outside -1..1: the nearer end.
StereoGains pan_gains(double pan);

// A voice's pan for its speaker's x on the stage (0 left .. 1 right, the stage's middle 0.5):
// (x - 0.5) × 2 × kMaxVoicePan, x taken as 0..1 (a speaker off the stage is at its edge).
double voice_pan(double stage_x);

}  // namespace jt::encode
