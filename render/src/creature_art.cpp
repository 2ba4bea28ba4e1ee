// A creature's art prepared once: paths parsed, paints resolved and styled, references turned
// into indices (docs/CREATURES.md, "Drawing").
#include <algorithm>
#include <cmath>
#include <iterator>

#include "color.h"
#include "jt/render/creature_art.h"
#include "style.h"

namespace jt::render {
namespace {

template <typename Map>
int index_of(const Map& map, const std::string& id) {
  return static_cast<int>(std::distance(map.begin(), map.find(id)));
}

creature::Rgba styled(const creature::Rgba& c, Style style) {
  Rgb rgb{c.r, c.g, c.b};
  if (style == Style::kStorybook) rgb = muted(rgb);
  if (style == Style::kBold) rgb = saturated(rgb);
  return {rgb.r, rgb.g, rgb.b, c.a};
}

}  // namespace

CreatureArt prepare_creature_art(std::shared_ptr<const creature::Model> model,
                                 std::string_view style_name) {
  CreatureArt art;
  const Style style = style_named(style_name);
  art.style = static_cast<int>(style);
  const creature::Descriptor& d = model->descriptor;
  for (const auto& [id, shape] : d.shapes) {
    art.shapes.push_back(creature::parse_svg_path(shape.path).segments);
    double reach = 0;
    for (const creature::Segment& segment : art.shapes.back()) {
      for (const creature::Point& p : {segment.c1, segment.c2, segment.to})
        reach = std::max(reach, std::hypot(p.x, p.y));
    }
    art.shape_reach.push_back(reach);
  }
  for (const auto& [id, paint] : d.paints) {
    CreaturePaint p;
    if (paint.fill) p.fill = styled(*creature::parse_colour(*paint.fill), style);
    if (paint.stroke && paint.stroke->width > 0) {
      p.stroke = styled(*creature::parse_colour(paint.stroke->colour), style);
      p.stroke_width = paint.stroke->width;
    }
    art.paints.push_back(p);
  }
  art.ribbon_paint = index_of(d.paints, d.chain.ribbon_paint);
  art.limb_paint = index_of(d.paints, d.legs.limb_paint);
  art.foot_shape = index_of(d.shapes, d.legs.foot_shape);
  art.foot_paint = index_of(d.paints, d.legs.foot_paint);
  for (const creature::Plate& plate : d.chain.plates) {
    art.plate_shape.push_back(index_of(d.shapes, plate.shape));
    art.plate_paint.push_back(index_of(d.paints, plate.paint));
  }
  for (const creature::Ornament& ornament : d.chain.ornaments) {
    art.ornament_shape.push_back(index_of(d.shapes, ornament.shape));
    art.ornament_paint.push_back(index_of(d.paints, ornament.paint));
  }
  // The silhouette's outline: the body's colour darkened, in the styles that outline.
  const CreaturePaint& body = art.paints[art.ribbon_paint];
  const creature::Rgba base = body.fill ? *body.fill : body.stroke.value_or(creature::Rgba{});
  const Rgb dark = darker({base.r, base.g, base.b}, style == Style::kBold ? 0.8 : 0.6);
  art.outline = {dark.r, dark.g, dark.b, 1};
  switch (style) {
    case Style::kFlat:
    case Style::kSoft:
      art.outline.a = 0;
      break;
    case Style::kStorybook:
      art.outline = {0.36, 0.25, 0.16, 0.9};
      art.outline_width = 1.6;
      break;
    case Style::kBold:
      art.outline_width = 3.2;
      break;
    case Style::kOutlined:
    case Style::kCrayon:
      art.outline_width = 2;
      break;
  }
  art.model = std::move(model);
  return art;
}

}  // namespace jt::render
