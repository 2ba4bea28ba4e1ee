#include "jt/render/canvas.h"

#include "creature_draw.h"

#include <algorithm>

#include <cairo.h>
#include <pango/pangocairo.h>

#include "character_draw.h"
#include "jt/render/drawable_text.h"
#include "vertical_gradient.h"

namespace jt::render {

struct Canvas::Impl {
  cairo_surface_t* surface = nullptr;
  cairo_t* cr = nullptr;
  int width = 0, height = 0;
};

Canvas::Canvas(int width, int height) : impl_(std::make_unique<Impl>()) {
  impl_->width = std::max(1, width);
  impl_->height = std::max(1, height);
  impl_->surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, impl_->width, impl_->height);
  impl_->cr = cairo_create(impl_->surface);
  cairo_set_antialias(impl_->cr, CAIRO_ANTIALIAS_GOOD);
}

Canvas::~Canvas() {
  cairo_destroy(impl_->cr);
  cairo_surface_destroy(impl_->surface);
}

int Canvas::width() const { return impl_->width; }
int Canvas::height() const { return impl_->height; }
double Canvas::pose_scale() const { return std::min(impl_->width, impl_->height) / 1080.0; }

void Canvas::plain_stage(double ground_y) {
  cairo_t* cr = impl_->cr;
  cairo_pattern_t* wall = cairo_pattern_create_linear(0, 0, 0, ground_y);
  cairo_pattern_add_color_stop_rgb(wall, 0, 0.93, 0.95, 0.98);
  cairo_pattern_add_color_stop_rgb(wall, 1, 0.86, 0.89, 0.93);
  paint_vertical_gradient(impl_->surface, wall);  // cairo_paint's bytes, at memory speed
  cairo_pattern_destroy(wall);
  cairo_rectangle(cr, 0, ground_y, impl_->width, impl_->height - ground_y);
  cairo_set_source_rgb(cr, 0.84, 0.81, 0.76);
  cairo_fill(cr);
  cairo_rectangle(cr, 0, ground_y - 1, impl_->width, 2);
  cairo_set_source_rgba(cr, 0.55, 0.5, 0.45, 0.35);
  cairo_fill(cr);
}

void Canvas::clear() {
  cairo_t* cr = impl_->cr;
  cairo_save(cr);
  cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR);
  cairo_paint(cr);
  cairo_restore(cr);
}

void Canvas::background(const Background& background) {
  draw_background(impl_->cr, background, impl_->width, impl_->height);
}

void Canvas::draw_creature(const CreatureArt& art, const creature::CreaturePose& pose,
                           const CreatureView& view) {
  cairo_t* cr = impl_->cr;
  cairo_save(cr);
  cairo_translate(cr, view.x0, view.y0);
  cairo_scale(cr, view.scale, view.scale * view.tilt);
  render::draw_creature(cr, art, pose);
  cairo_restore(cr);
}

void Canvas::grade(Grade grade) {
  if (grade == Grade::kNormal) return;
  cairo_surface_flush(impl_->surface);
  const int stride = cairo_image_surface_get_stride(impl_->surface);
  std::span<std::uint8_t> pixels(cairo_image_surface_get_data(impl_->surface),
                                 static_cast<std::size_t>(stride) *
                                     static_cast<std::size_t>(impl_->height));
  apply_grade(grade, pixels, impl_->width, impl_->height, stride);
  cairo_surface_mark_dirty(impl_->surface);
}

void Canvas::caption(const std::string& text, std::span<const HeadArea> heads) {
  draw_caption(impl_->cr, text, impl_->width, impl_->height, heads);
}

void Canvas::bubble(const std::string& text, const HeadArea& speaker, double mouth_x,
                    double mouth_y) {
  draw_bubble(impl_->cr, text, impl_->width, impl_->height, speaker, mouth_x, mouth_y);
}

void Canvas::clip(double x, double y, double w, double h) {
  cairo_save(impl_->cr);
  cairo_rectangle(impl_->cr, x, y, w, h);
  cairo_clip(impl_->cr);
}

void Canvas::unclip() { cairo_restore(impl_->cr); }

void Canvas::draw_character(const Character& character, const rt::Pose& pose,
                            const Placement& where, const DrawOptions& options) {
  render::draw_character(impl_->cr, character, pose, where, options, pose_scale());
}

void Canvas::label(const std::string& text, double x, double y, double size) {
  cairo_t* cr = impl_->cr;
  PangoLayout* layout = pango_cairo_create_layout(cr);
  PangoFontDescription* font = pango_font_description_from_string("Sans Bold");
  pango_font_description_set_absolute_size(font, size * PANGO_SCALE);
  pango_layout_set_font_description(layout, font);
  const std::string shown = drawable_text(text);
  pango_layout_set_text(layout, shown.c_str(), static_cast<int>(shown.size()));
  cairo_move_to(cr, x, y);
  cairo_set_source_rgb(cr, 0.25, 0.27, 0.32);
  pango_cairo_show_layout(cr, layout);
  pango_font_description_free(font);
  g_object_unref(layout);
}

std::span<const std::uint8_t> Canvas::pixels() {
  cairo_surface_flush(impl_->surface);
  const auto stride = static_cast<std::size_t>(cairo_image_surface_get_stride(impl_->surface));
  return {cairo_image_surface_get_data(impl_->surface),
          stride * static_cast<std::size_t>(impl_->height)};
}

std::string Canvas::png() {
  std::string bytes;
  cairo_surface_flush(impl_->surface);
  cairo_surface_write_to_png_stream(
      impl_->surface,
      [](void* closure, const unsigned char* data, unsigned int length) {
        static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
        return CAIRO_STATUS_SUCCESS;
      },
      &bytes);
  return bytes;
}

}  // namespace jt::render
