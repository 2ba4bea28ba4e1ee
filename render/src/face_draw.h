// A face on its part (docs/SHAPES.md §2): eyes with pupils and a highlight, blinks as closed-eye
// curves, brows by mood, a mouth closed by mood or open with a dark inside and a tongue, fangs,
// a beak that opens, cheeks. In the part's frame.
#pragma once

#include <string>

#include <cairo.h>

#include "mouth_shapes.h"
#include "style.h"

namespace jt::render {

struct FaceState {
  double blink = 0;   // 0 open .. 1 closed
  MouthParams mouth;  // its shape and openness (mouth_params: the pose's and the voice's)
  double look = 0;    // the pupils turned toward the art's -x (-1) or +x (+1); 0 ahead
  double turn = 0;    // the head turned toward the art's -x or +x: a front face in three quarters
  std::string mood;   // happy sad angry surprised scared neutral (empty: neutral)
};

// `on` is the part's shape (or null): the brows stay inside it, whatever the mood.
void draw_face(cairo_t* cr, const Ink& ink, const Face& face, const Rgb& skin,
               const FaceState& state, const Shape* on = nullptr);

}  // namespace jt::render
