// The cartoon's camera (docs/CAMERA.md): what part of the stage a frame's picture shows, as plain
// data, and the framing of a shot of some characters by their placements.
#pragma once

#include <optional>
#include <span>
#include <string_view>

namespace jt::rt {

// The picture has the stage's shape, so one width says how much of the stage it shows: a
// fraction `w` of the stage's width and the same fraction of its height, centred on (x, y) in
// stage fractions (x of the width, y of the height, as a placement's). {0.5, 0.5, 1} is the
// whole stage: the wide shot, today's picture. `roll`: the stage is seen turned that many
// degrees counter-clockwise in the picture (a Dutch angle), about the picture's centre.
struct Camera {
  double x = 0.5, y = 0.5, w = 1, roll = 0;
  bool operator==(const Camera&) const = default;
};

// The closest a camera comes: 12 times the wide shot.
inline constexpr double kMostCameraZoom = 12;
// The most a camera rolls, either way, in degrees: a small tilt, never a spin.
inline constexpr double kMostCameraRoll = 15;

// A camera that shows only the stage: w within 1 / kMostCameraZoom .. 1, the picture's edges inside
// the stage's (so no edge of a background ever shows). A number that is not finite keeps the
// wide shot's.
Camera clamp_camera(Camera camera);

// clamp_camera, and a roll kept within kMostCameraRoll: a rolled picture's corners reach further
// out, so the camera closes in and keeps its centre far enough in that they stay on the stage.
// `aspect` is the stage's width over its height. A roll that is not finite is none.
Camera keep_in_stage(Camera camera, double aspect);

enum class ShotSize { kWide, kFull, kMedium, kClose, kExtreme };
std::optional<ShotSize> shot_size_from_name(std::string_view name);
std::string_view shot_size_name(ShotSize size);

// A character framed by its placement (spec §7.2: x of the width at its root, the feet line and
// the height h as fractions of the stage's height, facing +1 right, -1 left), never its limbs,
// so a shot that follows it does not jitter with its gestures.
// `ahead`: how far its head is ahead of its root, toward its facing, in its heights (a dog's or a
// cat's is at the front of its body: kFourLeggedHeadAhead).
struct Figure {
  double x = 0.5, feet = 0.92, h = 0.5, facing = 1, ahead = 0;
};
inline constexpr double kFourLeggedHeadAhead = 0.3;

// The part of a figure a shot of `size` shows, in its heights above the feet (top above bottom):
// full head to feet, medium from the waist, close the head and shoulders, extreme the face.
struct ShotSpan {
  double top = 0, bottom = 0;
};
ShotSpan shot_span(ShotSize size);

// The frame of a shot (docs/CAMERA.md "Framing"): one figure with headroom above it and looking
// room on the side it faces; several, the smallest frame holding each one's span (a two-shot).
// `aspect` is the stage's width over its height. kWide (or no figure) is the whole stage.
Camera frame_shot(std::span<const Figure> figures, ShotSize size, double aspect);

}  // namespace jt::rt
