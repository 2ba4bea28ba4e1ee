// A window of a larger stage picture resampled onto a frame (docs/RENDER.md "A moving camera's
// stage"): the stage drawn once at a shot's zoom, and each frame of a pan or a push-in its part of
// it, instead of drawing the whole set again every frame.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>

#include "jt/render/canvas.h"

namespace jt::render {

// The part of the stage a shot's picture holds for a view (docs/RENDER.md "A moving camera's
// stage"): the stage drawn at `zoom` (the view's scale rounded up to an eighth), cut to a block of
// 2 x 2 tiles of a fixed grid (a tile 9/8 of the frame a side, and 2 pixels), the block whose
// first tile holds the view's top-left corner: the view's window always lies inside it. The
// picture's pixel (0, 0) is the zoomed stage's (x, y); it is width x height, of which the first
// usable_w x usable_h are whole pixels of the stage. A function of the view and frame size alone.
struct ShotBlock {
  double zoom = 0;
  int x = 0, y = 0, width = 0, height = 0, usable_w = 0, usable_h = 0;
  bool operator==(const ShotBlock&) const = default;
};

// The block `view` of a frame_w x frame_h picture is sampled from, or none when the view is drawn
// directly: the wide shot, a roll, a picture of another shape than the stage's (stage_w set), a
// view reaching beyond the stage.
std::optional<ShotBlock> shot_block(const StageView& view, int frame_w, int frame_h);
// The most pixels a block of a frame_w x frame_h picture has (2 x 2 whole tiles): storage for a
// shot's picture that any later block fits in.
std::size_t largest_shot_block(int frame_w, int frame_h);

// The picture a window is taken from: Cairo ARGB32 (premultiplied), `stride` words a row (0:
// `width`), of which the first width x height pixels are read.
struct WindowSource {
  std::span<const std::uint32_t> pixels;
  int width = 0, height = 0;
  int stride = 0;
};

// Fills `out` (out_width x out_height, out_width words a row) so that its pixel centre
// (X + 0.5, Y + 0.5) shows the source's point ((X + 0.5 - x0) · k, (Y + 0.5 - y0) · k), `k` source
// pixels an output pixel (k >= 1: the source at least as fine as the frame). Bilinear on the
// premultiplied channels in fixed point (8-bit weights): the same bytes on any machine, thread and
// order, from these numbers alone. Points beyond the source's edge take its edge pixels.
void sample_window(const WindowSource& source, double x0, double y0, double k,
                   std::span<std::uint32_t> out, int out_width, int out_height);

}  // namespace jt::render
