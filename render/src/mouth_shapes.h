// The mouth shapes drawn (docs/SHAPES.md §2.1): each Rhubarb letter as a handful of numbers a
// mouth, a muzzle or a beak is drawn from, blended by the weights the voice gives (so a mouth
// eases from one shape to the next), and opened as far as the larger of the pose and the voice.
#pragma once

#include "jt/lipsync/face_acting.h"

namespace jt::render {

struct MouthParams {
  double open = 0;       // 0 closed .. 1 wide open (the jaw's drop)
  double wide = 1;       // the width, × the face's mouthW
  double round = 0;      // 0 a smile's outline .. 1 an oval (O, OO)
  double teeth = 0;      // how much of the opening the upper teeth fill, 0..1 (B: most, G)
  double tongue_up = 0;  // 0 the tongue at the bottom .. 1 up behind the teeth (L)
  double lip_tuck = 0;   // the lower lip drawn up under the teeth (F, V)
  double press = 0;      // lips pressed: the closed mouth flattened (M, B, P)
};

// A shape's own numbers, at its own openness (lipsync::shape_openness).
MouthParams shape_params(lipsync::MouthShape shape);

// The mouth drawn for a pose's `mouth` and the voice's acting: the voice's shapes blended, opened
// to the larger of the two (a silent pose's open mouth is the generic one, the rest shape opened).
MouthParams mouth_params(const lipsync::FaceActing& acting, double pose_mouth);

}  // namespace jt::render
