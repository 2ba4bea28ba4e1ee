// A four-legged body acts its mood (docs/SHAPES.md §3.3): the faces act every mood, but a dog's or
// a cat's body carried its head, ears and tail the same way in all of them. A drawing rule, not a
// channel (spec §2 "Renderer conventions"): the pose stays as the spec writes it.
#pragma once

#include <vector>

#include "jt/render/character.h"
#include "jt/render/skeleton.h"
#include "jt/runtime/pose.h"

namespace jt::render {

// Turns and lowers the head, ears and tail of a four-legged body in profile for the pose's mood,
// in `places` (their angles, local rotations and lifts, before any IK): sad hangs the head below
// its rest, droops the ears and the tail; angry carries the head low and forward, the ears laid
// back, the tail stiff and level. Other moods, other bodies and views are left as they are.
void shape_body_mood(const Character& character, const CharacterView& view, const rt::Pose& pose,
                     std::vector<PartPlace>& places);

}  // namespace jt::render
