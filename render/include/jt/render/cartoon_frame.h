// One frame of a cartoon (spec §7.8 `rt.frame()`) drawn as the video shows it: the place's
// background, the visible characters at their placements in draw order, the grade over them, the
// caption over everything (docs/STAGE.md, docs/RENDER.md).
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <string>

#include "jt/render/canvas.h"
#include "jt/render/character.h"
#include "jt/render/creature_art.h"
#include "jt/render/stage.h"
#include "jt/runtime/frame.h"

namespace jt::render {

// How one cast member is drawn: its character, the look's style and the art's own facing A.
struct CastDrawing {
  Character character;
  std::optional<std::string> style;
  int art_facing = 1;
  // A creature's art (docs/CREATURES.md, "In a cartoon"), drawn instead of the character.
  std::shared_ptr<const CreatureArt> creature;
  // The content the character was read from, hashed (with the style): part of a segment's cache
  // key (docs/SCALE.md), so an edited drawing is drawn again.
  std::string fingerprint;
};

// The drawings of a cartoon's cast, by cast id. A frame's character without one is not drawn.
using CastDrawings = std::map<std::string, CastDrawing, std::less<>>;

// The frame's camera (docs/CAMERA.md) for a width x height picture; the wide shot is the whole
// stage, StageView{} exactly.
StageView camera_view(const rt::Camera& camera, double width, double height);

// Draws `frame` over the whole canvas, seen through its camera. `background` is the frame's place's
// backdrop, resolved by the caller (a background pack, or plain_background()); null draws no stage
// at all (a transparent picture). An unknown grade draws as `normal`. `captions`: the caption as a
// box clear of the faces, a bubble by the speaker (a caption no one is speaking stays a box), or
// none.
void draw_cartoon_frame(Canvas& canvas, const rt::Frame& frame, const Background* background,
                        const CastDrawings& cast, CaptionStyle captions = CaptionStyle::kBox);

}  // namespace jt::render
