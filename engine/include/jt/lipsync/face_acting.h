// What the renderer draws of a face beyond its pose (docs/SHAPES.md §2.2): the voice's mouth,
// blinks of its own, the pupils turned toward whoever speaks and the head toward a partner. Plain
// data, filled per frame by a FaceClock; a character without it (acted false) shows its pose's face
// alone.
#pragma once

#include <array>

#include "jt/lipsync/mouth_cue.h"

namespace jt::lipsync {

struct FaceActing {
  bool acted = false;
  double mouth = 0;                           // the voice's openness, 0..1
  std::array<double, kMouthShapes> shapes{};  // the voice's shapes, weights summing to 1 (or 0)
  double blink = 0;                           // 0 open .. 1 closed
  double look = 0;  // the pupils' turn on screen: -1 left .. +1 right, 0 the pose's own way
  // The head's turn on screen toward whom it talks with: -1 left .. +1 right, 0 the pose's own
  // way (docs/CAMERA.md "Conversations"): a front view shows three quarters, a profile faces them.
  double turn = 0;
  // Talking gestures (docs/SHAPES.md §2.2): the head dips `nod` degrees (a speaker's beat, a
  // listener's nod) and tilts `tilt` degrees counter-clockwise as drawn (a question's tilt).
  double nod = 0, tilt = 0;
  // Acting of the body (docs/SHAPES.md §3.3), drawn where no move drives the part: `hand` raises
  // the arm toward whom it talks, 0..1, on a long line's stressed beats; `shake` lifts the
  // shoulders by that many 1080p px (a laugh's); `wag` swings a tail that many degrees (happy).
  double hand = 0, shake = 0, wag = 0;
  // How far a happy tail has come up, 0..1: eased in over the mood's first kHappyIn seconds (the
  // wag grows with it), and down over as long when a happy mood gives way to another; else 0.
  double happy = 0;
  friend bool operator==(const FaceActing&, const FaceActing&) = default;
};

// The drawn mouth: the larger of the pose's and the voice's openness (spec §7.4: the renderer's
// or a behaviour's), and the shape with the most weight (X at rest).
struct DrawnMouth {
  double open = 0;
  MouthShape shape = MouthShape::kX;
};
DrawnMouth drawn_mouth(const FaceActing& acting, double pose_mouth);

}  // namespace jt::lipsync
