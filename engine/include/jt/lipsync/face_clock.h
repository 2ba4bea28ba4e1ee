// The faces of a cartoon at any time (docs/SHAPES.md §2.2), made once from its lines' mouth cues
// and the cartoon's seed, then asked frame by frame: the voice's mouth (the cues, eased over
// kEase seconds, scaled by the speaker's loudness when there is sound), blinks drawn from the
// seed and the cast id, and listeners' pupils toward the speaker. Const after construction: the
// same answer for the same time on any thread.
#pragma once

#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "jt/lipsync/face_acting.h"
#include "jt/lipsync/mouth_cue.h"
#include "jt/runtime/frame.h"

namespace jt::lipsync {

// Seconds a mouth takes from one shape to the next, centred on the cue's boundary: about two
// frames at 24 fps, so nothing pops and a shape still shows at its phoneme's time.
inline constexpr double kEase = 0.07;

class FaceClock {
 public:
  // The speaker's loudness 0..1 at a time; null: no sound (a flap opens fully).
  using Loudness = std::function<double(std::string_view who, double t)>;

  FaceClock(double seed, const std::vector<LineCues>& lines, Loudness loudness = nullptr);

  // The face of `who` at `t`: its voice's mouth and its own blinks (look 0).
  FaceActing face(std::string_view who, double t) const;
  // Every character's acting in `frame`, at frame.t; visible listeners look at visible speakers.
  void act(rt::Frame& frame) const;

 private:
  struct Speaker {
    std::vector<MouthCue> cues;                    // in order, not overlapping
    std::vector<std::pair<double, double>> lines;  // [t, t + dur) of its lines, in order
  };
  const Speaker* speaker(std::string_view who) const;
  double line_weight(const Speaker& s, double t, double rise, double hold) const;
  // The head's dip while `who` speaks (beats) and while it listens to `talker` (a nod or none).
  double speaking_nod(std::string_view who, const Speaker& own, double t) const;
  double listening_nod(std::string_view who, const Speaker& talker, double t) const;
  // The raise of the hand of `who`, 0..1, while it speaks a long line (beats).
  double hand_beat(std::string_view who, const Speaker& own, double t) const;

  double seed_;
  std::map<std::string, Speaker, std::less<>> speakers_;
  Loudness loudness_;
};

// The automatic blink of `who` at `t` (0 open .. 1 closed): one blink of kBlinkLength seconds in
// every kBlinkSlot, at an offset drawn from the seed and the id, so blinks come 2 to 5.8 s apart,
// differently for each character and the same on every run.
inline constexpr double kBlinkSlot = 3.9, kBlinkLength = 0.13;
double blink_at(double seed, std::string_view who, double t);

// A laughing body's shoulders at `t` (docs/SHAPES.md §3.3): lifted 3·|sin(7πt)| 1080p px, seven
// bounces a second, the same for everyone (a function of the time alone).
double laugh_shake(double t);
// A happy tail's swing at `t`: 18·sin(5πt) degrees, two and a half wags a second.
double happy_wag(double t);
// How far a happy tail has come up `since` seconds after the mood began: smoothstep(since / 0.25
// s), 0 before it, 1 from a quarter second on (the frame's acting.happy; the wag is scaled by it).
double happy_in(double since);

}  // namespace jt::lipsync
