// The caption box: Pango lays the text out (wrapping, any Unicode), Cairo draws a rounded
// translucent box behind it near the bottom of the picture.
#include <algorithm>

#include "jt/render/stage.h"
#include "laid_text.h"
#include "shape_path.h"

namespace jt::render {

int caption_missing_glyphs(const std::string& text) {
  return missing_glyphs(text);
}

std::optional<CaptionStyle> caption_style_from_name(std::string_view name) {
  if (name == "box") return CaptionStyle::kBox;
  if (name == "bubble") return CaptionStyle::kBubble;
  if (name == "none") return CaptionStyle::kNone;
  return std::nullopt;
}

namespace {

// The share of `area` that `box` covers, 0..1.
double covered_share(const HeadArea& box, const HeadArea& area) {
  const double w = std::min(box.x1, area.x1) - std::max(box.x0, area.x0);
  const double h = std::min(box.y1, area.y1) - std::max(box.y0, area.y0);
  const double whole = (area.x1 - area.x0) * (area.y1 - area.y0);
  return w > 0 && h > 0 && whole > 0 ? w * h / whole : 0;
}

// How badly a caption box covers the characters: each head's covered share counts ten times,
// each figure's (feet, legs, body) once.
double cover_cost(const HeadArea& box, std::span<const CharacterArea> characters) {
  double cost = 0;
  for (const CharacterArea& c : characters) {
    cost += 10 * covered_share(box, c.head) + covered_share(box, c.figure);
  }
  return cost;
}

// Fills the text centred on x, its top at y, in the source colour. As a path, not with
// pango_cairo_show_layout: glyphs shown through Cairo's glyph caches (shared by the drawing
// threads, filled in the order the threads happen to draw) came out one level of alpha apart on
// a few edge pixels over a transparent frame, so `--transparent` output depended on --threads.
// A path is rasterized like every other shape, from the frame's data alone.
void show(cairo_t* cr, LaidText& text, double centre_x, double top) {
  fill_laid_text(cr, text, centre_x - text.wrap / 2, top);
}

}  // namespace

HeadArea draw_caption(cairo_t* cr, const std::string& text, int width, int height,
                      std::span<const CharacterArea> characters) {
  if (text.empty()) return {};
  const double scale = std::min(width, height) / 1080.0;
  const double pad = 22 * scale;
  // Wrapped to the safe area: 90 % of the width, less the box's padding.
  LaidText& b = laid_text(text, 46 * scale, 0.9 * width - 2 * pad);
  const double box_w = b.width + 2 * pad;
  const double box_h = b.height + 2 * pad;
  const double box_x = (width - box_w) / 2;
  // Near the bottom, over the feet line's band; at the top of the picture instead when that
  // covers less of the characters (a head down there, or feet and legs the top box clears).
  // Weighed as wide as the safe area, whatever the text's length, so that lines in a row
  // keep to one place while the characters stand where they are.
  double box_y = height * 0.965 - box_h;
  const double top_y = height * 0.035;
  const HeadArea bottom{0.05 * width, box_y, 0.95 * width, box_y + box_h};
  const HeadArea top{0.05 * width, top_y, 0.95 * width, top_y + box_h};
  if (cover_cost(top, characters) < cover_cost(bottom, characters)) box_y = top_y;
  cairo_save(cr);
  rounded_rect(cr, box_x, box_y, box_w, box_h, std::min(box_h / 2, 26 * scale));
  cairo_set_source_rgba(cr, 0.08, 0.09, 0.12, 0.72);
  cairo_fill(cr);
  cairo_set_source_rgb(cr, 1, 1, 1);
  show(cr, b, width / 2.0, box_y + pad);
  cairo_restore(cr);
  return {box_x, box_y, box_x + box_w, box_y + box_h};
}

HeadArea draw_bubble(cairo_t* cr, const std::string& text, int width, int height,
                     const HeadArea& speaker, double mouth_x, double mouth_y) {
  if (text.empty()) return {};
  const double scale = std::min(width, height) / 1080.0;
  const double pad = 20 * scale, tail = 46 * scale, margin = 0.03 * std::min(width, height);
  LaidText& b = laid_text(text, 40 * scale, std::min(0.42 * width, 760 * scale));
  const double w = b.width + 2 * pad, h = b.height + 2 * pad;
  const double head_x = (speaker.x0 + speaker.x1) / 2;
  // Over the head, held inside the picture; beside the head when there is no room above.
  double x = std::clamp(head_x - w / 2, margin, std::max(margin, width - margin - w));
  double y = speaker.y0 - tail - h;
  bool beside = false;
  if (y < margin) {
    beside = true;
    y = std::clamp(speaker.y0, margin, std::max(margin, height - margin - h));
    x = speaker.x1 + tail;
    if (x + w > width - margin) x = speaker.x0 - tail - w;
    x = std::clamp(x, margin, std::max(margin, width - margin - w));
  }
  // The tail: a wedge from the bubble's edge nearest the mouth toward it, stopping short of it.
  const double base_x = beside ? (x > mouth_x ? x + pad : x + w - pad)
                               : std::clamp(mouth_x, x + pad * 1.5, x + w - pad * 1.5);
  const double base_y = beside ? y + h * 0.7 : y + h - 1;
  // Toward the mouth, over the head it stops at: never onto the face.
  double along = 0.7;
  if (!beside && mouth_y > base_y) {
    const double stop = speaker.y0 + 0.08 * (speaker.y1 - speaker.y0);
    along = std::clamp((stop - base_y) / (mouth_y - base_y), 0.2, 0.7);
  }
  const double tip_x = base_x + (mouth_x - base_x) * along;
  const double tip_y = base_y + (mouth_y - base_y) * along;
  const double half = std::min(18 * scale, w / 4);
  const double dx = beside ? 0 : half, dy = beside ? half : 0;
  cairo_save(cr);
  cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_width(cr, 4 * scale);
  rounded_rect(cr, x, y, w, h, std::min(h / 2, 34 * scale));
  cairo_move_to(cr, base_x - dx, base_y - dy);
  cairo_line_to(cr, tip_x, tip_y);
  cairo_line_to(cr, base_x + dx, base_y + dy);
  cairo_close_path(cr);
  cairo_set_source_rgb(cr, 0.16, 0.17, 0.22);
  cairo_stroke_preserve(cr);  // the outline around bubble and tail, then one white fill over
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING);
  cairo_fill(cr);
  cairo_set_source_rgb(cr, 0.1, 0.11, 0.15);
  show(cr, b, x + w / 2, y + pad);
  cairo_restore(cr);
  return {x, y, x + w, y + h};
}

}  // namespace jt::render
