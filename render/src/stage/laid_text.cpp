#include "laid_text.h"

#include <pango/pangocairo.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>

#include "jt/render/drawable_text.h"

namespace jt::render {
namespace {

// Pango lays text out for a cairo context; an image surface's, as every picture's is, so the
// metrics (hinting, font options) are those of the picture the text is drawn on.
struct LayoutContext {
  cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1);
  cairo_t* cr = cairo_create(surface);
  ~LayoutContext() {
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
  }
};

PangoLayout* make_layout(cairo_t* cr, const std::string& text, double font_px) {
  PangoLayout* layout = pango_cairo_create_layout(cr);
  PangoFontDescription* font = pango_font_description_from_string("Sans Bold");
  pango_font_description_set_absolute_size(font, font_px * PANGO_SCALE);
  pango_layout_set_font_description(layout, font);
  pango_font_description_free(font);
  const std::string shown = drawable_text(text);
  pango_layout_set_text(layout, shown.c_str(), static_cast<int>(shown.size()));
  return layout;
}

// The layout's glyphs as a path, its box's top-left corner at (0, 0). Pango leaves out the glyphs
// that fall outside the clip of the context it draws on, so the path is taken on a (1-bit)
// picture as big as the text with a margin for ink past the box; the same kind of surface as
// the layout's, so the same metrics. Text past Cairo's largest picture would not show anyway.
cairo_path_t* glyph_path(PangoLayout* layout, const PangoRectangle& logical, double wrap_px,
                         int margin) {
  constexpr int kLargest = 32767;
  const int w = std::min(kLargest, static_cast<int>(std::ceil(wrap_px)) + 2 * margin);
  const int h = std::min(kLargest, logical.height + 2 * margin);
  cairo_surface_t* surface =
      cairo_image_surface_create(CAIRO_FORMAT_A1, std::max(1, w), std::max(1, h));
  cairo_t* cr = cairo_create(surface);
  cairo_translate(cr, margin, margin);
  // The layout is as wide as its wrap setting, its lines centred in it.
  cairo_move_to(cr, 0, -logical.y);
  pango_cairo_layout_path(cr, layout);
  cairo_path_t* path = cairo_copy_path(cr);
  cairo_destroy(cr);
  cairo_surface_destroy(surface);
  return path;
}

void forget(LaidText& laid) {
  cairo_path_destroy(laid.glyphs);
  if (laid.coverage) cairo_surface_destroy(laid.coverage);
  laid = {};
}

// Coverage larger than this (pixels) is not kept: such a caption is filled as a path each frame.
constexpr double kMostKeptPixels = 4e6;

struct KeptLayout {
  std::string text;
  double font_px = -1;  // and laid.wrap: what it was laid out with
  LaidText laid;
  ~KeptLayout() { forget(laid); }
};

struct Cache {
  LayoutContext context;
  std::array<KeptLayout, 4> kept;  // a caption and a bubble or two at once, with room to spare
  std::size_t next = 0;            // the one replaced next
};

}  // namespace

LaidText& laid_text(const std::string& text, double font_px, double wrap_px) {
  thread_local Cache cache;
  for (KeptLayout& k : cache.kept) {
    if (k.laid.glyphs && k.font_px == font_px && k.laid.wrap == wrap_px && k.text == text) {
      return k.laid;
    }
  }
  KeptLayout& k = cache.kept[cache.next];
  cache.next = (cache.next + 1) % cache.kept.size();
  PangoLayout* layout = make_layout(cache.context.cr, text, font_px);
  pango_layout_set_width(layout, static_cast<int>(wrap_px * PANGO_SCALE));
  pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER);
  PangoRectangle ink, logical;
  pango_layout_get_pixel_extents(layout, &ink, &logical);
  forget(k.laid);
  const int margin = static_cast<int>(std::ceil(font_px)) + 2;
  k.laid = {.width = static_cast<double>(logical.width),
            .height = static_cast<double>(logical.height),
            .wrap = wrap_px,
            .glyphs = glyph_path(layout, logical, wrap_px, margin),
            .margin = margin};
  g_object_unref(layout);
  k.text = text;
  k.font_px = font_px;
  return k.laid;
}

namespace {

void fill_path_at(cairo_t* cr, const LaidText& laid, double x, double y) {
  cairo_save(cr);
  cairo_translate(cr, x, y);
  cairo_new_path(cr);
  cairo_append_path(cr, laid.glyphs);
  cairo_fill(cr);
  cairo_restore(cr);
}

// The glyphs' coverage with the box's corner at (margin + fx, margin + fy): rasterized as the
// picture's own fill of the path would be (the same antialiasing and tolerance).
cairo_surface_t* rasterize(const LaidText& laid, double fx, double fy, cairo_t* like) {
  const int w = static_cast<int>(std::ceil(laid.wrap)) + 2 * laid.margin + 1;
  const int h = static_cast<int>(std::ceil(laid.height)) + 2 * laid.margin + 1;
  if (w <= 0 || h <= 0 || static_cast<double>(w) * h > kMostKeptPixels) return nullptr;
  cairo_surface_t* mask = cairo_image_surface_create(CAIRO_FORMAT_A8, w, h);
  cairo_t* cr = cairo_create(mask);
  cairo_set_antialias(cr, cairo_get_antialias(like));
  cairo_set_tolerance(cr, cairo_get_tolerance(like));
  cairo_set_source_rgb(cr, 1, 1, 1);
  fill_path_at(cr, laid, laid.margin + fx, laid.margin + fy);
  cairo_destroy(cr);
  if (cairo_surface_status(mask) != CAIRO_STATUS_SUCCESS) {
    cairo_surface_destroy(mask);
    return nullptr;
  }
  return mask;
}

}  // namespace

void fill_laid_text(cairo_t* cr, LaidText& laid, double x, double y) {
  cairo_matrix_t m;
  cairo_get_matrix(cr, &m);
  const bool translation = m.xx == 1 && m.yy == 1 && m.xy == 0 && m.yx == 0;
  const double dx = x + m.x0, dy = y + m.y0;  // the box's corner in pixels
  if (!translation || !(std::abs(dx) < 1e7 && std::abs(dy) < 1e7)) {
    fill_path_at(cr, laid, x, y);
    return;
  }
  const double ix = std::floor(dx), iy = std::floor(dy), fx = dx - ix, fy = dy - iy;
  if (!laid.coverage || laid.fx != fx || laid.fy != fy) {
    if (laid.coverage) cairo_surface_destroy(laid.coverage);
    laid.coverage = rasterize(laid, fx, fy, cr);
    laid.fx = fx;
    laid.fy = fy;
  }
  if (!laid.coverage) {
    fill_path_at(cr, laid, x, y);
    return;
  }
  // Whole pixels: the coverage lands where it was rasterized, nothing resampled.
  cairo_mask_surface(cr, laid.coverage, ix - laid.margin - m.x0, iy - laid.margin - m.y0);
}

TextOutline text_outline(const std::string& text, double font_px, double wrap_px) {
  LayoutContext context;
  PangoLayout* layout = make_layout(context.cr, text, font_px);
  if (wrap_px > 0) {
    pango_layout_set_width(layout, static_cast<int>(wrap_px * PANGO_SCALE));
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD);
    pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER);
  }
  PangoRectangle ink, logical;
  pango_layout_get_pixel_extents(layout, &ink, &logical);
  TextOutline out{
      .width = static_cast<double>(logical.width),
      .height = static_cast<double>(logical.height),
      .box_width = wrap_px > 0 ? wrap_px : static_cast<double>(logical.x + logical.width),
      .lines = pango_layout_get_line_count(layout)};
  const int margin = static_cast<int>(std::ceil(font_px)) + 2;
  out.glyphs = glyph_path(layout, logical, out.box_width, margin);
  g_object_unref(layout);
  return out;
}

int missing_glyphs(const std::string& text) {
  LayoutContext context;
  PangoLayout* layout = make_layout(context.cr, text, 46);
  const int missing = pango_layout_get_unknown_glyphs_count(layout);
  g_object_unref(layout);
  return missing;
}

}  // namespace jt::render
