// The arm gestures the moves write for a front view, drawn so that they read in every view
// (docs/SHAPES.md §3.3): a pointing arm reaches out with its elbow straight; in profile a flex's
// fists and a cower's raised hands come up in front of the body instead of swinging back.
#pragma once

#include <vector>

#include "jt/render/character.h"
#include "jt/render/skeleton.h"
#include "jt/runtime/pose.h"

namespace jt::render {

// Turns the arms whose forearms `tuck` (the person's and the kid's) in `places` (their angles
// and local rotations, before any IK) for the gesture the pose's arm channels make.
void shape_arm_gestures(const Character& character, const CharacterView& view, const rt::Pose& pose,
                        std::vector<PartPlace>& places);

// How far the pose's arm channels make a cower's gesture, 0..1: both arms raised out 24° to 90°
// as the front view sees them (`cower`, `react`). Head on the arms are drawn in, and a face with
// no mood of its own is drawn scared (docs/SHAPES.md §3.3), on every template.
double cowering(const rt::Pose& pose);

}  // namespace jt::render
