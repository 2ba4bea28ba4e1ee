// What a creature is drawn with (docs/CREATURES.md, "Drawing"): its shapes' paths and its paints'
// colours as the art style shows them, prepared once from its model; and where it lies on the
// stage. The drawing itself reads a pose (plain data) and allocates nothing.
#pragma once

#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include "jt/creature/model.h"
#include "jt/creature/paint_colour.h"
#include "jt/creature/svg_path.h"

namespace jt::render {

enum class Style;

struct CreaturePaint {
  std::optional<creature::Rgba> fill, stroke;
  double stroke_width = 0;
};

struct CreatureArt {
  std::shared_ptr<const creature::Model> model;
  int style = 1;  // a render::Style, as an int so this header needs no Cairo
  // By the index of the shape or paint id among the descriptor's sorted ids.
  std::vector<std::vector<creature::Segment>> shapes;
  // How far each shape reaches from its origin (its farthest point or control point, in the
  // shape's units): a particle's extent, to leave out one drawn far off the picture or absurdly
  // large (creature_draw.cpp).
  std::vector<double> shape_reach;
  std::vector<CreaturePaint> paints;
  // The indices each part draws with.
  int ribbon_paint = 0, limb_paint = 0, foot_shape = 0, foot_paint = 0;
  std::vector<int> plate_shape, plate_paint, ornament_shape, ornament_paint;  // by placement
  creature::Rgba outline;    // the style's silhouette outline (alpha 0: none)
  double outline_width = 0;  // world px
};

// The art of a model in a style ("flat", "outlined", "soft", "storybook", "bold", "crayon"; an
// unknown name is outlined).
CreatureArt prepare_creature_art(std::shared_ptr<const creature::Model> model,
                                 std::string_view style);

// Where the creature's world lies on the canvas: world (x, y) at canvas (x0 + s·x, y0 + s·tilt·y),
// the floor plane seen from a camera a little above it.
struct CreatureView {
  double x0 = 0, y0 = 0;
  double scale = 1;    // canvas px per world px
  double tilt = 0.55;  // the floor's foreshortening
};

}  // namespace jt::render
