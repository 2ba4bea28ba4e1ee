#include "jt/render/canvas.h"

#include "jt/render/prop.h"

#include "creature_draw.h"

#include <algorithm>
#include <optional>

#include <cairo.h>
#include <pango/pangocairo.h>

#include "character_bounds.h"
#include "character_draw.h"
#include "jt/render/drawable_text.h"
#include "stage/bloom.h"
#include "stage_picture.h"

namespace jt::render {
namespace {

// A row's pixels x0 <= x < x1 (none when x0 >= x1).
struct Span {
  int x0 = 0, x1 = 0;
  bool empty() const { return x0 >= x1; }
};

Span hull(const Span& a, const Span& b) {
  if (a.empty()) return b;
  if (b.empty()) return a;
  return {std::min(a.x0, b.x0), std::max(a.x1, b.x1)};
}

}  // namespace

// The picture is the frame's stage wherever nothing was drawn on it (docs/PERFORMANCE.md
// "Drawing"). The canvas knows the stage picture it `shows` there and, row by row, the span it
// drew over in this frame (`live`) and the spans of earlier frames it has not restored yet
// (`stale`). A new frame on the same stage copies the stage back only where the last one drew;
// each drawing first claims its box (will_paint), which puts the ungraded stage under it; the
// grade grades only what was drawn, the rest being the stage graded once. Every pixel is what
// drawing the whole frame from scratch gives, whatever the canvas held before.
struct Canvas::Impl final : PaintArea {
  cairo_surface_t* surface = nullptr;
  cairo_t* cr = nullptr;
  int width = 0, height = 0;
  std::uint32_t* data = nullptr;
  int words = 0;  // a row's stride in 32-bit words

  std::shared_ptr<const StagePicture> shown;  // what every pixel not live holds; null: none known
  std::shared_ptr<const StagePicture> under;  // the same stage before its grade
  bool graded = false;                        // this frame is graded: claims take `shown`
  std::vector<Span> live, stale;              // one per row, allocated once
  std::unique_ptr<Bloom> bloom;               // its cells, made on the first bloomed frame
  std::vector<Span> near;                     // bloom's rows to write, one per row

  // A grade that lights the figures apart from the set (grades_figures_apart: night): while
  // such a frame is drawn the canvas holds the set graded, and the figures go onto `layer`
  // (transparent wherever this frame claimed and nothing was drawn yet), composited lit when the
  // frame is graded. The layer is made on the first such frame.
  cairo_surface_t* layer = nullptr;
  cairo_t* layer_cr = nullptr;
  std::uint32_t* layer_data = nullptr;
  std::optional<Grade> apart;  // set while the figures go onto the layer
  cairo_t* clipped = nullptr;  // the context Canvas::clip saved, for unclip

  // Where a drawing goes now.
  cairo_t* drawing() const { return apart ? layer_cr : cr; }

  Span& live_at(int y) { return live[static_cast<std::size_t>(y)]; }
  Span& stale_at(int y) { return stale[static_cast<std::size_t>(y)]; }
  std::uint32_t* row(int y) const { return data + static_cast<std::ptrdiff_t>(y) * words; }

  void copy(const StagePicture& from, int y, Span s) const {
    if (s.empty()) return;
    if (from.pixels.empty()) {
      std::fill(row(y) + s.x0, row(y) + s.x1, 0u);
      return;
    }
    const std::uint32_t* source = from.pixels.data() + static_cast<std::ptrdiff_t>(y) * from.width;
    std::copy(source + s.x0, source + s.x1, row(y) + s.x0);
  }

  // Earlier frames' drawing outside this one's, back to the stage.
  void restore_stale() {
    for (int y = 0; y < height; ++y) {
      const Span old = stale_at(y), now = live_at(y);
      if (old.empty()) continue;
      if (now.empty()) {
        copy(*shown, y, old);
      } else {
        copy(*shown, y, {old.x0, std::min(old.x1, now.x0)});
        copy(*shown, y, {std::max(old.x0, now.x1), old.x1});
      }
      stale_at(y) = {};
    }
  }

  // A new frame on `stage`, shown as `as` (the stage graded as the frame will be).
  void begin(std::shared_ptr<const StagePicture> stage, std::shared_ptr<const StagePicture> as) {
    apart.reset();
    cairo_surface_flush(surface);
    if (shown && as == shown) {
      for (int y = 0; y < height; ++y) {
        stale_at(y) = hull(stale_at(y), live_at(y));
        live_at(y) = {};
      }
    } else {
      for (int y = 0; y < height; ++y)
        copy(*as, y, {0, width});
      std::fill(stale.begin(), stale.end(), Span{});
      std::fill(live.begin(), live.end(), Span{});
    }
    shown = std::move(as);
    under = std::move(stage);
    graded = false;
    cairo_surface_mark_dirty(surface);
  }

  void begin(const StageSpec& spec) {
    StageSpec plain = spec;
    plain.grade = Grade::kNormal;
    auto stage = stage_picture(plain, width, height);
    auto as = spec.grade == Grade::kNormal ? stage : stage_picture(spec, width, height);
    const bool lit_apart =
        grades_figures_apart(spec.grade) && as != stage && !stage->pixels.empty();
    begin(std::move(stage), std::move(as));
    if (lit_apart) {
      if (layer == nullptr) make_layer();
      apart = spec.grade;
    }
  }

  void make_layer() {
    layer = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
    layer_cr = cairo_create(layer);
    cairo_set_antialias(layer_cr, CAIRO_ANTIALIAS_GOOD);
    layer_data = reinterpret_cast<std::uint32_t*>(cairo_image_surface_get_data(layer));
    // The same matrix as the canvas's (a camera's, set before the frame's figures are drawn).
    cairo_matrix_t m;
    cairo_get_matrix(cr, &m);
    cairo_set_matrix(layer_cr, &m);
  }

  std::uint32_t* layer_row(int y) const {
    return layer_data + static_cast<std::ptrdiff_t>(y) * words;
  }

  // The figures drawn apart, lit and laid over the graded set where this frame drew.
  void composite_layer() {
    if (!apart) return;
    cairo_surface_flush(layer);
    cairo_surface_flush(surface);
    for (int y = 0; y < height; ++y) {
      const Span s = live_at(y);
      if (s.empty()) continue;
      figures_over(*apart, layer_row(y) + s.x0, row(y) + s.x0, s.x1 - s.x0);
    }
    cairo_surface_mark_dirty(surface);
    apart.reset();
    graded = true;
  }

  void will_paint(const PixelBox& box) override {
    if (!shown) return;
    const int x0 = std::max(box.x0, 0), x1 = std::min(box.x1, width);
    const int y0 = std::max(box.y0, 0), y1 = std::min(box.y1, height);
    if (x0 >= x1 || y0 >= y1) return;
    cairo_surface_flush(surface);
    if (apart) cairo_surface_flush(layer);
    // Before the grade the drawing goes over the ungraded stage; after it, over the graded one,
    // which is what the canvas already holds wherever it is not stale. Figures lit apart go onto
    // the layer, cleared where they are to be drawn, over the graded set.
    const StagePicture& from = graded || apart ? *shown : *under;
    const bool only_stale = &from == shown.get();
    for (int y = y0; y < y1; ++y) {
      Span& now = live_at(y);
      const Span grown = hull(now, {x0, x1});
      const Span left{grown.x0, now.empty() ? grown.x1 : now.x0};
      const Span right{now.empty() ? grown.x1 : now.x1, grown.x1};
      for (const Span piece : {left, right}) {
        if (apart && !piece.empty())
          std::fill(layer_row(y) + piece.x0, layer_row(y) + piece.x1, 0u);
        if (only_stale) {
          const Span old = stale_at(y);
          copy(from, y, {std::max(piece.x0, old.x0), std::min(piece.x1, old.x1)});
        } else {
          copy(from, y, piece);
        }
      }
      now = grown;
    }
    cairo_surface_mark_dirty(surface);
    if (apart) cairo_surface_mark_dirty(layer);
  }

  void will_paint_everywhere() { will_paint({0, 0, width, height}); }

  // The picture whole: what was drawn, the stage everywhere else.
  void finish() {
    composite_layer();
    if (!shown) return;
    cairo_surface_flush(surface);
    restore_stale();
    cairo_surface_mark_dirty(surface);
  }

  std::span<std::uint8_t> bytes() const {
    return {reinterpret_cast<std::uint8_t*>(data),
            static_cast<std::size_t>(words) * 4 * static_cast<std::size_t>(height)};
  }

  // The picture bloom reads: what was drawn where it is live, the ungraded stage elsewhere; and
  // where its result may differ from the stage bloomed once (`reach` around what is live).
  struct DrawnOverStage final : BloomSource {
    const Impl* canvas = nullptr;
    BloomRow row(int y) const override {
      const Span s = canvas->live[static_cast<std::size_t>(y)];
      const Span out = canvas->near[static_cast<std::size_t>(y)];
      return {canvas->row(y),
              canvas->under->pixels.data() + static_cast<std::ptrdiff_t>(y) * canvas->width,
              s.x0,
              s.x1,
              out.x0,
              out.x1};
    }
  };

  // Bloom near what was drawn (the stage is bloomed already); what it changed is live after.
  void bloom_drawn() {
    PixelBox drawn{width, height, 0, 0};
    for (int y = 0; y < height; ++y) {
      const Span s = live_at(y);
      if (s.empty()) continue;
      drawn = {std::min(drawn.x0, s.x0), std::min(drawn.y0, y), std::max(drawn.x1, s.x1), y + 1};
    }
    if (drawn.empty()) return;
    if (!bloom) bloom = std::make_unique<Bloom>(width, height);
    const int reach = bloom->reach();
    // Row by row, the live spans within `reach` rows, widened by `reach`.
    for (int y = 0; y < height; ++y) {
      Span around;
      for (int k = std::max(0, y - reach), last = std::min(height - 1, y + reach); k <= last; ++k) {
        around = hull(around, live_at(k));
      }
      near[static_cast<std::size_t>(y)] =
          around.empty() ? Span{}
                         : Span{std::max(0, around.x0 - reach), std::min(width, around.x1 + reach)};
    }
    const PixelBox box{std::max(0, drawn.x0 - reach), std::max(0, drawn.y0 - reach),
                       std::min(width, drawn.x1 + reach), std::min(height, drawn.y1 + reach)};
    DrawnOverStage source;
    source.canvas = this;
    bloom->apply(source, box, data, words);
    for (int y = box.y0; y < box.y1; ++y)
      live_at(y) = hull(live_at(y), near[static_cast<std::size_t>(y)]);
  }

  void grade(Grade grade) {
    if (apart == grade) composite_layer();
    if (grade == Grade::kNormal || graded) return;
    cairo_surface_flush(surface);
    if (shown && shown->grade == grade && shown != under && !under->pixels.empty()) {
      // The stage is graded already: grade what was drawn over it.
      if (grade == Grade::kBloom) {
        bloom_drawn();
      } else {
        for (int y = 0; y < height; ++y) {
          const Span s = live_at(y);
          if (s.empty()) continue;
          apply_grade(grade,
                      bytes().subspan(static_cast<std::size_t>(y) * words * 4 + s.x0 * 4,
                                      static_cast<std::size_t>(s.x1 - s.x0) * 4),
                      s.x1 - s.x0, 1, words * 4);
        }
      }
      graded = true;
    } else {
      // A grade the stage was not prepared for: the whole picture, which is then all drawn.
      finish();
      apply_grade(grade, bytes(), width, height, words * 4);
      shown.reset();
      under.reset();
    }
    cairo_surface_mark_dirty(surface);
  }
};

Canvas::Canvas(int width, int height) : impl_(std::make_unique<Impl>()) {
  impl_->width = std::max(1, width);
  impl_->height = std::max(1, height);
  impl_->surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, impl_->width, impl_->height);
  impl_->cr = cairo_create(impl_->surface);
  cairo_set_antialias(impl_->cr, CAIRO_ANTIALIAS_GOOD);
  impl_->data = reinterpret_cast<std::uint32_t*>(cairo_image_surface_get_data(impl_->surface));
  impl_->words = cairo_image_surface_get_stride(impl_->surface) / 4;
  impl_->live.assign(static_cast<std::size_t>(impl_->height), Span{});
  impl_->stale.assign(static_cast<std::size_t>(impl_->height), Span{});
  impl_->near.assign(static_cast<std::size_t>(impl_->height), Span{});
  // A new surface is all transparent: the transparent stage with nothing drawn on it.
  impl_->shown = impl_->under =
      stage_picture({.kind = StageSpec::Kind::kTransparent}, impl_->width, impl_->height);
}

Canvas::~Canvas() {
  cairo_destroy(impl_->cr);
  cairo_surface_destroy(impl_->surface);
  if (impl_->layer != nullptr) {
    cairo_destroy(impl_->layer_cr);
    cairo_surface_destroy(impl_->layer);
  }
}

int Canvas::width() const {
  return impl_->width;
}
int Canvas::height() const {
  return impl_->height;
}
double Canvas::pose_scale() const {
  return std::min(impl_->width, impl_->height) / 1080.0;
}

void Canvas::plain_stage(double ground_y, Grade grade) {
  impl_->begin({.kind = StageSpec::Kind::kPlain, .ground_y = ground_y, .grade = grade});
}

void Canvas::clear() {
  impl_->begin({.kind = StageSpec::Kind::kTransparent});
}

void Canvas::background(const Background& background, Grade grade, const StageView& view) {
  impl_->begin({.kind = StageSpec::Kind::kBackground,
                .background = &background,
                .grade = grade,
                .view = view});
}

void Canvas::look_through(const StageView& view) {
  for (cairo_t* cr : {impl_->cr, impl_->layer_cr}) {
    if (cr == nullptr) continue;
    cairo_identity_matrix(cr);
    if (!view.whole()) transform_to_view(cr, view);
  }
}

void Canvas::draw_creature(const CreatureArt& art, const creature::CreaturePose& pose,
                           const CreatureView& view) {
  impl_->will_paint_everywhere();
  cairo_t* cr = impl_->drawing();
  cairo_save(cr);
  cairo_translate(cr, view.x0, view.y0);
  cairo_scale(cr, view.scale, view.scale * view.tilt);
  render::draw_creature(cr, art, pose, view.tilt);
  cairo_restore(cr);
}

void Canvas::grade(Grade grade) {
  impl_->grade(grade);
}

void Canvas::caption(const std::string& text, std::span<const CharacterArea> characters) {
  Impl& c = *impl_;
  if (!c.graded && c.shown != c.under) {
    c.will_paint_everywhere();  // a caption under a grade still to come: over the ungraded stage
    draw_caption(c.drawing(), text, c.width, c.height, characters);
    return;
  }
  // Over the stage as shown, which every pixel not live holds once the stale ones are restored:
  // its box (known once it is laid out) is claimed after it is painted.
  c.finish();
  const HeadArea box = draw_caption(c.cr, text, c.width, c.height, characters);
  if (box.x0 < box.x1) c.will_paint(device_box(c.cr, box.x0, box.y0, box.x1, box.y1, 2));
}

void Canvas::bubble(const std::string& text, const HeadArea& speaker, double mouth_x,
                    double mouth_y) {
  impl_->will_paint_everywhere();
  draw_bubble(impl_->drawing(), text, impl_->width, impl_->height, speaker, mouth_x, mouth_y);
}

void Canvas::clip(double x, double y, double w, double h) {
  // Where the drawing goes now; unclip restores that one.
  cairo_t* cr = impl_->clipped = impl_->drawing();
  cairo_save(cr);
  cairo_rectangle(cr, x, y, w, h);
  cairo_clip(cr);
}

void Canvas::unclip() {
  if (impl_->clipped == nullptr) return;
  cairo_restore(impl_->clipped);
  impl_->clipped = nullptr;
}

void Canvas::draw_character(const Character& character, const rt::Pose& pose,
                            const Placement& where, const DrawOptions& options) {
  render::draw_character(impl_->drawing(), character, pose, where, options, pose_scale(),
                         impl_.get());
}

void Canvas::draw_prop(const PropArt& art, int bites, std::string_view text, double x, double y,
                       double box_height) {
  const double w = art.width * box_height;
  impl_->will_paint(device_box(impl_->drawing(), x - w / 2, y - box_height, x + w / 2, y, 4));
  render::draw_prop(impl_->drawing(), art, bites, text, x, y, box_height, 0.5, 1, 1, true);
}

void Canvas::label(const std::string& text, double x, double y, double size) {
  impl_->will_paint_everywhere();
  cairo_t* cr = impl_->drawing();
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
  impl_->finish();
  cairo_surface_flush(impl_->surface);
  const auto stride = static_cast<std::size_t>(cairo_image_surface_get_stride(impl_->surface));
  return {cairo_image_surface_get_data(impl_->surface),
          stride * static_cast<std::size_t>(impl_->height)};
}

std::string Canvas::png() {
  std::string bytes;
  impl_->finish();
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
