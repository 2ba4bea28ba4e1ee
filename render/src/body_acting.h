// The body's acting the face clock times (docs/SHAPES.md §3.3): a speaker's hand beating on a
// long line, a laugh's shoulders, a happy tail. A drawing rule, not a channel (spec §2 "Renderer
// conventions"): added to a copy of the pose that is drawn, never to the pose the spec writes.
#pragma once

#include <string_view>

#include "jt/lipsync/face_acting.h"
#include "jt/render/character.h"
#include "jt/runtime/pose.h"

namespace jt::render {

// Whether the pose's part channels (or a reach, for the arms) move a part of role `role`: a move
// that names a part drives it, and the acting leaves it alone.
bool drives(const rt::Pose& pose, std::string_view role);

// Whether `acting` moves anything of this character's body in this pose.
bool body_acts(const Character& character, const rt::Pose& pose, const lipsync::FaceActing& acting);

// Adds the body's acting to `acted` (a copy of `pose`), drawn in the view named `shown` with the
// art mirrored by `mirror` (-1: drawn flipped). The hand is the one toward whom it talks (the
// screen side of `acting.turn`; the right one facing front), the near one in profile, none from
// behind; its arm turns out kHandArm degrees and its forearm up kHandForearm (× acting.hand).
inline constexpr double kHandArm = 8, kHandForearm = 38;
// A happy dog's or cat's tail in profile: carried kWagRaise degrees higher at its root (clockwise
// as drawn, toward upright; × acting.happy, so it comes up as the mood begins and down as it
// gives way to another) and each segment swung by its share of the wag, root to tip.
inline constexpr double kWagRaise = 16;
inline constexpr double kWagWhip[] = {0.25, 0.45, 0.65, 0.85};
void act_body(const Character& character, const lipsync::FaceActing& acting, std::string_view shown,
              double mirror, rt::Pose& acted);

}  // namespace jt::render
