// A stage drawn once and kept (docs/PERFORMANCE.md "Drawing"): a place's background, or the plain
// stage, at one size and under one grade, as pixels a canvas copies from wherever a frame's
// characters are not. Drawing a background again every frame cost more than its characters (its
// gradients are evaluated per pixel), and grading the whole picture more still.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "jt/render/canvas.h"
#include "jt/render/stage.h"

namespace jt::render {

// What a stage is: a background, the plain stage's floor line, or nothing (transparent).
struct StageSpec {
  enum class Kind { kTransparent, kPlain, kBackground };
  Kind kind = Kind::kTransparent;
  double ground_y = 0;                     // kPlain
  const Background* background = nullptr;  // kBackground: compared by value, not kept
  Grade grade = Grade::kNormal;
  StageView view;  // the camera: the whole stage, or a part of it drawn larger
};

struct StagePicture {
  int width = 0, height = 0;
  Grade grade = Grade::kNormal;
  std::vector<std::uint32_t> pixels;  // Cairo ARGB32, width a row; empty: all transparent
};

// The picture of `spec` at width x height, drawn the first time and shared after (by every
// canvas, on any thread). A few recent pictures are kept; a frame holds its own for as long as
// it uses it.
std::shared_ptr<const StagePicture> stage_picture(const StageSpec& spec, int width, int height);

// The plain stage (Canvas::plain_stage) drawn on `cr` over a width x height picture.
void draw_plain_stage(cairo_t* cr, double ground_y, int width, int height);

// Sets `cr`'s matrix on top of its current one so the wide picture's pixels land where `view`
// draws them (StageView::map): the camera's scale and place, then its roll.
void transform_to_view(cairo_t* cr, const StageView& view);

}  // namespace jt::render
