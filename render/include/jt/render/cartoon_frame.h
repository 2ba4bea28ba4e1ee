// One frame of a cartoon (spec §7.8 `rt.frame()`) drawn as the video shows it: the place's
// background, the visible characters at their placements in draw order, the grade over them, the
// caption over everything (docs/STAGE.md, docs/RENDER.md).
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>

#include "jt/render/canvas.h"
#include "jt/render/character.h"
#include "jt/render/creature_art.h"
#include "jt/render/prop.h"
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

// How a picture of another shape than the stage's (16:9, spec §7.2) shows it (docs/RENDER.md
// "Framing"): kFrame (the default) frames the characters the camera shows for the picture's
// shape; kContain shows all the camera's part of the stage, the stage's sky and ground extended
// beyond it; kCover fills the picture with it, cropped evenly.
enum class Fit { kFrame, kContain, kCover };
std::optional<Fit> fit_from_name(std::string_view name);
std::string_view fit_name(Fit fit);

// The stage's own size in pixels for a width x height picture: the picture's when it has the
// stage's shape (within 1 %: an even size cannot always hold 16:9 exactly), else 16:9 with the
// picture's shorter side as its height (so a pose's offsets, scaled by min(W, H) / 1080, keep to
// the characters' size).
struct StageSize {
  double width = 0, height = 0;
};
StageSize stage_size(double width, double height);

// The frame's camera fitted to a width x height picture (docs/RENDER.md "Framing"): camera_view
// for a picture of the stage's shape, whatever the fit.
StageView frame_view(const rt::Frame& frame, double width, double height, Fit fit = Fit::kFrame);

// Draws `frame` over the whole canvas, seen through its camera. `background` is the frame's place's
// backdrop, resolved by the caller (a background pack, or plain_background()); null draws no stage
// at all (a transparent picture). An unknown grade draws as `normal`. `captions`: the caption as a
// box clear of the faces, a bubble by the speaker (a caption no one is speaking stays a box), or
// none. `fit`: how a picture of another shape than the stage's shows it. `props`: the drawings of
// the frame's props (docs/PROPS.md); a prop without one, or with none given, is not drawn.
void draw_cartoon_frame(Canvas& canvas, const rt::Frame& frame, const Background* background,
                        const CastDrawings& cast, CaptionStyle captions = CaptionStyle::kBox,
                        Fit fit = Fit::kFrame, const PropArts* props = nullptr);

}  // namespace jt::render
