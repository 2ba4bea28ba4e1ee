// Mouth shapes and mouth cues (docs/SHAPES.md §2.1): the small set of shapes 2D animators draw a
// voice with, Preston Blair's charts as Rhubarb Lip Sync letters them, and cues that say which
// shape a speaker's mouth takes from when to when, in the cartoon's time. Plain data: encode/
// makes cues from the voices' phonemes, render/ draws the shapes.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace jt::lipsync {

enum class MouthShape : std::uint8_t {
  kX,  // rest: the mouth closed and relaxed (silence, a pause)
  kA,  // closed, lips pressed: M, B, P
  kB,  // slightly open, teeth together: most consonants (K, S, T, D, N...), EE
  kC,  // open: E, EH, AE, the schwa
  kD,  // wide open: A, AA, I (as in "eye")
  kE,  // rounded: O, AO, ER
  kF,  // puckered: U, OO, W
  kG,  // the upper teeth on the lower lip: F, V
  kH,  // open, the tongue up behind the teeth: L
};
inline constexpr std::size_t kMouthShapes = 9;

// 'X', 'A' .. 'H' (Rhubarb's letters).
char shape_letter(MouthShape shape);
std::optional<MouthShape> shape_from_letter(char letter);
// How far the shape drops the jaw, 0 (closed) .. 1 (wide open), at full loudness.
double shape_openness(MouthShape shape);

// The mouth takes `shape` over [start, end) seconds of the cartoon.
struct MouthCue {
  double start = 0, end = 0;
  MouthShape shape = MouthShape::kX;
  friend bool operator==(const MouthCue&, const MouthCue&) = default;
};

// One `say` record's cues: they cover [t, t + dur) exactly, in order, without gaps.
struct LineCues {
  std::size_t line = 0;  // the record's index among the plan's say records
  std::string who;
  double t = 0, dur = 0;
  std::vector<MouthCue> cues;
};

// A mouth that flaps through a line it has no sound for (--speech estimate, --no-audio): 7 opens
// a second from the line's start, cycling through open shapes, each followed by a closed one; cut
// at t + dur. Empty for a line of no length.
std::vector<MouthCue> flap_cues(double t, double dur);

}  // namespace jt::lipsync
