// The caption box: Pango lays the text out (wrapping, any Unicode), Cairo draws a rounded
// translucent box behind it near the bottom of the picture.
#include <pango/pangocairo.h>

#include <algorithm>

#include "jt/render/stage.h"
#include "shape_path.h"

namespace jt::render {

namespace {

// The caption's text laid out in its font (bold sans, `font_px` pixels) on `cr`.
PangoLayout* caption_layout(cairo_t* cr, const std::string& text, double font_px) {
  PangoLayout* layout = pango_cairo_create_layout(cr);
  PangoFontDescription* font = pango_font_description_from_string("Sans Bold");
  pango_font_description_set_absolute_size(font, font_px * PANGO_SCALE);
  pango_layout_set_font_description(layout, font);
  pango_font_description_free(font);
  pango_layout_set_text(layout, text.c_str(), static_cast<int>(text.size()));
  return layout;
}

}  // namespace

int caption_missing_glyphs(const std::string& text) {
  cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1);
  cairo_t* cr = cairo_create(surface);
  PangoLayout* layout = caption_layout(cr, text, 46);
  const int missing = pango_layout_get_unknown_glyphs_count(layout);
  g_object_unref(layout);
  cairo_destroy(cr);
  cairo_surface_destroy(surface);
  return missing;
}

void draw_caption(cairo_t* cr, const std::string& text, int width, int height) {
  if (text.empty()) return;
  const double scale = std::min(width, height) / 1080.0;
  const double font_px = 46 * scale;
  const double pad = 22 * scale;
  PangoLayout* layout = caption_layout(cr, text, font_px);
  // Wrapped to the safe area: 90 % of the width, less the box's padding.
  pango_layout_set_width(layout, static_cast<int>((0.9 * width - 2 * pad) * PANGO_SCALE));
  pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER);
  PangoRectangle ink, logical;
  pango_layout_get_pixel_extents(layout, &ink, &logical);
  const double box_w = logical.width + 2 * pad;
  const double box_h = logical.height + 2 * pad;
  const double box_x = (width - box_w) / 2;
  const double box_y = height * 0.965 - box_h;  // near the bottom, under the feet line's band
  cairo_save(cr);
  rounded_rect(cr, box_x, box_y, box_w, box_h, std::min(box_h / 2, 26 * scale));
  cairo_set_source_rgba(cr, 0.08, 0.09, 0.12, 0.72);
  cairo_fill(cr);
  // The layout is as wide as its width setting: centre it in the box.
  const double layout_w = pango_layout_get_width(layout) / static_cast<double>(PANGO_SCALE);
  cairo_move_to(cr, (width - layout_w) / 2, box_y + pad - logical.y);
  cairo_set_source_rgb(cr, 1, 1, 1);
  pango_cairo_show_layout(cr, layout);
  cairo_restore(cr);
  g_object_unref(layout);
}

}  // namespace jt::render
