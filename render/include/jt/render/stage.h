// The stage behind and around the characters (issue "A cartoon to a voiced video", ART.md
// "Stages"): a place's background from a background pack, the grade applied to the whole
// picture, and the caption box.
#pragma once

#include <cairo.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "jt/diagnostic.h"
#include "jt/json/value.h"

namespace jt::render {

// One shape of a background (or a prop), in stage fractions: x of the width, y of the height
// (0 = top), w and h of the height (so a circle stays round on any aspect), x and y its centre.
// docs/STAGE.md "Shapes".
struct StageShape {
  enum class Type { kEllipse, kRect, kTriangle, kPolygon, kPath } type = Type::kEllipse;
  // How far back a background's shape stands: far and mid are drawn first and hazed toward the
  // sky's horizon colour (Background::haze); near (the default) as it is.
  enum class Layer { kFar, kMid, kNear } layer = Layer::kNear;
  double x = 0, y = 0, w = 0, h = 0;
  double r = 0;                                   // rect: corner radius, a fraction of h
  std::vector<std::pair<double, double>> points;  // polygon: x (of the width), y (of the height)
  // path: each step a line (2 numbers: the point), a quadratic curve (4: control, point) or a
  // cubic one (6: two controls, point), as points' fractions; the first is where it starts.
  std::vector<std::vector<double>> steps;
  bool closed = true;             // path: closed and filled; else an open line, stroked only
  std::uint32_t fill = 0xffffff;  // 0xRRGGBB
  std::optional<std::uint32_t> fill_bottom;  // a vertical gradient from fill (top) to this
  std::optional<std::uint32_t> stroke;       // an outline of this colour
  double stroke_width = 0.004;               // its width, a fraction of the height
  double opacity = 1;
};

struct PropArt;

// A prop pack drawn as set dressing (a background's `props`): its foot's middle at (x, y), stage
// fractions, its box `h` of the stage's height tall (0: the pack's own height), mirrored when
// `facing` is -1; behind the characters.
struct SetProp {
  std::string prop;  // the pack's id
  double x = 0.5, y = 0.92, h = 0, facing = 1;
  std::shared_ptr<const PropArt> art;  // resolved from the catalog (none: not drawn)
};

// A background pack's content: a sky and a ground, each a vertical gradient, meeting at the
// horizon (a fraction of the height), and shapes drawn over them by layer (far, mid, near), each
// layer in order, then its props.
struct Background {
  std::uint32_t sky_top = 0xa8d8f0, sky_bottom = 0xe6f4fa;
  std::uint32_t ground_top = 0x9ccf8a, ground_bottom = 0x7fb56e;
  double horizon = 0.62;
  double haze = 0;  // how much of the horizon colour a far shape takes (0..1; mid: half)
  std::vector<StageShape> shapes;
  std::vector<SetProp> props;
};

// Reads a background pack's content; problems are reported with their JSON pointer.
std::optional<Background> read_background(const json::Value& content, const std::string& file,
                                          std::vector<Diagnostic>& diagnostics);

// A list of shapes at `path` of a pack's content (a background's, a prop's); false (and each
// problem in `diagnostics`) when one does not read.
bool read_stage_shapes(const json::Value& shapes, const std::string& path, const std::string& file,
                       std::vector<Diagnostic>& diagnostics, std::vector<StageShape>& out);
// The outline of one shape on a width x height area (x, y fractions of those; sizes of the
// height), as a path on `cr`.
void stage_shape_path(cairo_t* cr, const StageShape& shape, double width, double height);
// Fills one shape (its gradient, when it has one; an open path is not filled) and strokes its
// outline when it has one, every colour mixed `haze` (0..1) toward `haze_rgb`.
void paint_stage_shape(cairo_t* cr, const StageShape& shape, double width, double height,
                       double haze = 0, std::uint32_t haze_rgb = 0);

// A plain backdrop for a place with no background pack: a soft wall and floor.
Background plain_background();
// One colour over the whole stage, sky and ground (render --background, docs/STAGE.md).
Background flat_background(std::uint32_t rgb);

void draw_background(cairo_t* cr, const Background& background, int width, int height);
// The same stage, width x height, with its sky and ground extended over (x0, y0)-(x1, y1) in the
// stage's pixels (the part of a picture of another shape beyond the stage: docs/RENDER.md
// "Framing"): the sky's top colour above it, the ground's bottom colour below, the sky's and the
// ground's gradients to the left and right. Its shapes stay on the stage.
void draw_background_extended(cairo_t* cr, const Background& background, double width,
                              double height, double x0, double y0, double x1, double y1);

// A colour transform of the whole picture (ART.md "Grades").
enum class Grade { kNormal, kBloom, kNight, kSepia, kGrey, kWarm, kCool };
std::optional<Grade> grade_from_name(std::string_view name);
const std::vector<std::string_view>& grade_names();
// Applies the grade to Cairo ARGB32 pixels in place (premultiplied: a translucent pixel gets the
// grade of its straight colour, within the exactness of bytes).
void apply_grade(Grade grade, std::span<std::uint8_t> pixels, int width, int height, int stride);

// Whether the grade lights the figures (characters, creatures, props) apart from the set: night
// darkens and blues the set strongly and the figures only a little, so faces stay readable.
bool grades_figures_apart(Grade grade);
// `count` pixels of the figures drawn alone (Cairo ARGB32, premultiplied, transparent where
// nothing is) lit for `grade` as figures are, and composited over `picture` (the graded set).
void figures_over(Grade grade, const std::uint32_t* figures, std::uint32_t* picture, int count);

// How captions are shown (`--captions`): a box near the bottom (at the top when the characters'
// heads are down there), a speech bubble by the speaker, or none (the subtitles go to a file).
enum class CaptionStyle { kBox, kBubble, kNone };
std::optional<CaptionStyle> caption_style_from_name(std::string_view name);

// A part of the picture a caption keeps clear of, in pixels: a character's head.
struct HeadArea {
  double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
};

// A character a caption keeps clear of, in pixels, where it stands: its head, which a caption
// never covers if it can be helped, and its whole figure, covered as little as it can be.
struct CharacterArea {
  HeadArea head, figure;
};

// The caption: large sans text wrapped to 90 % of the width, in a rounded translucent box near
// the bottom, or near the top when that covers less of the characters (ART.md "Captions";
// docs/STAGE.md). Returns the box it painted (none for no text).
HeadArea draw_caption(cairo_t* cr, const std::string& text, int width, int height,
                      std::span<const CharacterArea> characters = {});

// A speech bubble: the text in a white rounded bubble over the speaker's head (beside it when
// there is no room above), its tail pointing at the mouth (mouth_x, mouth_y). Returns the
// bubble's box.
HeadArea draw_bubble(cairo_t* cr, const std::string& text, int width, int height,
                     const HeadArea& speaker, double mouth_x, double mouth_y);

// How many characters of `text` no installed font can draw in a caption (they would show as
// boxes): 0 when the fonts cover it all.
int caption_missing_glyphs(const std::string& text);

}  // namespace jt::render
