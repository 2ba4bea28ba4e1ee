#include "stage_picture.h"

#include <algorithm>
#include <list>
#include <mutex>
#include <optional>
#include <span>

#include <cairo.h>

#include "picture_storage.h"
#include "stage_window.h"
#include "vertical_gradient.h"

namespace jt::render {
namespace {

// Pictures kept: a cartoon's places and grades in use at once, and the shots a scene cuts between.
constexpr std::size_t kKept = 8;

bool same_shape(const StageShape& a, const StageShape& b) {
  return a.type == b.type && a.x == b.x && a.y == b.y && a.w == b.w && a.h == b.h && a.r == b.r &&
         a.fill == b.fill && a.opacity == b.opacity && a.points == b.points;
}

bool same_background(const Background& a, const Background& b) {
  return a.sky_top == b.sky_top && a.sky_bottom == b.sky_bottom && a.ground_top == b.ground_top &&
         a.ground_bottom == b.ground_bottom && a.horizon == b.horizon &&
         std::equal(a.shapes.begin(), a.shapes.end(), b.shapes.begin(), b.shapes.end(), same_shape);
}

struct KeptStage {
  StageSpec::Kind kind;
  double ground_y;
  StageView view;
  Background background;
  std::shared_ptr<StagePicture> picture;  // handed out as const

  // Becomes the entry for `spec`; assigning keeps the background's storage.
  void take(const StageSpec& spec) {
    kind = spec.kind;
    ground_y = spec.ground_y;
    view = spec.view;
    if (spec.kind == StageSpec::Kind::kBackground) {
      background = *spec.background;
    } else {
      background.shapes.clear();
    }
  }

  bool is(const StageSpec& spec, int width, int height) const {
    const StagePicture& p = *picture;
    if (kind != spec.kind || p.width != width || p.height != height || p.grade != spec.grade ||
        view != spec.view) {
      return false;
    }
    switch (kind) {
      case StageSpec::Kind::kPlain:
        return ground_y == spec.ground_y;
      case StageSpec::Kind::kBackground:
        return same_background(background, *spec.background);
      case StageSpec::Kind::kTransparent:
        break;
    }
    return true;
  }
};

// Draws `spec` into `picture`, its pixels' storage reused (made to hold `capacity` pixels when it
// cannot hold the picture). The stage is width x height; the picture is that, or (a shot's
// picture) `picture_w` x `picture_h`.
void draw(StagePicture* picture, const StageSpec& spec, int width, int height, int picture_w = 0,
          int picture_h = 0, std::size_t capacity = 0) {
  if (picture_w == 0) picture_w = width, picture_h = height;
  picture->width = picture_w;
  picture->height = picture_h;
  picture->grade = spec.grade;
  if (spec.kind == StageSpec::Kind::kTransparent) {
    picture->pixels.clear();  // grading nothing is nothing
    return;
  }
  const std::size_t words =
      static_cast<std::size_t>(picture_w) * static_cast<std::size_t>(picture_h);
  reserve_picture(picture->pixels, std::max(words, capacity));
  picture->pixels.assign(words, 0);
  const int stride = picture_w * 4;
  cairo_surface_t* surface =
      cairo_image_surface_create_for_data(reinterpret_cast<unsigned char*>(picture->pixels.data()),
                                          CAIRO_FORMAT_ARGB32, picture_w, picture_h, stride);
  cairo_t* cr = cairo_create(surface);
  cairo_set_antialias(cr, CAIRO_ANTIALIAS_GOOD);
  // The camera's part of the stage, drawn at its scale (the stage's edges are outside it).
  if (!spec.view.whole()) transform_to_view(cr, spec.view);
  if (spec.kind == StageSpec::Kind::kPlain) {
    draw_plain_stage(cr, spec.ground_y, width, height);
  } else if (spec.view.stage_w > 0 && spec.view.stage_h > 0) {
    // A picture of another shape than the stage's: the canvas's corners in the stage's pixels.
    // (Rolled, the box around the canvas's turned corners.)
    const StageView& v = spec.view;
    double x0 = 1e300, y0 = 1e300, x1 = -1e300, y1 = -1e300;
    for (const double cx : {0.0, static_cast<double>(width)}) {
      for (const double cy : {0.0, static_cast<double>(height)}) {
        double x = cx, y = cy;
        v.unmap(x, y);
        x0 = std::min(x0, x), y0 = std::min(y0, y), x1 = std::max(x1, x), y1 = std::max(y1, y);
      }
    }
    draw_background_extended(cr, *spec.background, v.stage_w, v.stage_h, x0, y0, x1, y1);
  } else {
    draw_background(cr, *spec.background, width, height);
  }
  cairo_destroy(cr);
  cairo_surface_flush(surface);
  cairo_surface_destroy(surface);
  apply_grade(spec.grade,
              std::span(reinterpret_cast<std::uint8_t*>(picture->pixels.data()),
                        picture->pixels.size() * 4),
              picture_w, picture_h, stride);
}

// A moving camera's stage (docs/RENDER.md "A moving camera's stage"): the stage drawn once at a
// shot's zoom (a block of it: shot_block), each frame's view resampled from it. The pictures
// depend on the views alone, never on what was drawn before. They are drawn ungraded: a frame's
// grade goes over its sampled stage (a bloom's glow is the frame's, not the block's). Kept: the
// most recent, at most 2 (two lanes on different shots) and at most 96 MB (a 1080p block is 42 MB,
// a 4K one 168 MB: then only the newest); a lane sampling from one keeps it until it is done.
constexpr std::size_t kShotsKept = 2;
constexpr std::size_t kShotBytes = std::size_t{96} << 20;

struct KeptShot {
  KeptStage stage;            // its view: the block's place at the zoom
  int width = 0, height = 0;  // the frame's
};

// The picture of `block` of `spec`'s stage, drawn the first time (under the caller's lock, so
// two lanes wanting it draw it once).
std::shared_ptr<const StagePicture> shot_picture(const StageSpec& spec, const ShotBlock& block,
                                                 int width, int height) {
  static std::list<KeptShot> shots;  // most recently used first
  StageSpec at = spec;
  at.grade = Grade::kNormal;  // graded after sampling, as a frame drawn directly is
  at.view = {.x0 = -static_cast<double>(block.x),
             .y0 = -static_cast<double>(block.y),
             .scale = block.zoom};
  for (auto it = shots.begin(); it != shots.end(); ++it) {
    if (it->width != width || it->height != height || !it->stage.is(at, block.width, block.height))
      continue;
    if (it != shots.begin()) shots.splice(shots.begin(), shots, it);
    return it->stage.picture;
  }
  // The oldest one nobody samples from any more is drawn over (its storage reused: a push-in
  // allocates no new picture a zoom) when the list is full or a new picture would pass the bytes
  // kept (4K: one picture of 168 MB, drawn over at each zoom step), else a new one.
  const std::size_t new_bytes = largest_shot_block(width, height) * sizeof(std::uint32_t);
  std::size_t kept_bytes = 0;
  for (const KeptShot& k : shots)
    kept_bytes += k.stage.picture->pixels.capacity() * sizeof(std::uint32_t);
  const bool full = shots.size() >= kShotsKept || kept_bytes + new_bytes > kShotBytes;
  if (!shots.empty() && full && shots.back().stage.picture.use_count() == 1) {
    shots.splice(shots.begin(), shots, std::prev(shots.end()));
    shots.front().width = width;
    shots.front().height = height;
  } else {
    shots.push_front(
        {.stage = {.picture = std::make_shared<StagePicture>()}, .width = width, .height = height});
  }
  KeptShot& s = shots.front();
  s.stage.take(at);
  // Storage for the largest block: a later block, of any zoom, is drawn into it where it is.
  draw(s.stage.picture.get(), at, width, height, block.width, block.height,
       largest_shot_block(width, height));
  std::size_t bytes = 0, count = 0;
  for (auto it = shots.begin(); it != shots.end();) {
    bytes += it->stage.picture->pixels.capacity() * 4;
    if (++count > 1 && (count > kShotsKept || bytes > kShotBytes)) {
      it = shots.erase(it);
    } else {
      ++it;
    }
  }
  return shots.front().stage.picture;
}

// `spec`'s view sampled from `shot`, the picture of `block`, into `picture`.
void sample(StagePicture* picture, const StagePicture& shot, const ShotBlock& block,
            const StageSpec& spec, int width, int height) {
  picture->width = width;
  picture->height = height;
  picture->grade = spec.grade;
  const std::size_t words = static_cast<std::size_t>(width) * static_cast<std::size_t>(height);
  reserve_picture(picture->pixels, words);
  picture->pixels.resize(words);
  // The frame's pixel X shows the zoomed stage's (X − x0) · k, the block's that less its x.
  const double k = block.zoom / spec.view.scale;
  const WindowSource source{.pixels = shot.pixels,
                            .width = block.usable_w,
                            .height = block.usable_h,
                            .stride = shot.width};
  sample_window(source, spec.view.x0 + block.x / k, spec.view.y0 + block.y / k, k, picture->pixels,
                width, height);
  apply_grade(spec.grade,
              std::span(reinterpret_cast<std::uint8_t*>(picture->pixels.data()),
                        picture->pixels.size() * 4),
              width, height, width * 4);
}

}  // namespace

void draw_plain_stage(cairo_t* cr, double ground_y, int width, int height) {
  cairo_pattern_t* wall = cairo_pattern_create_linear(0, 0, 0, ground_y);
  cairo_pattern_add_color_stop_rgb(wall, 0, 0.93, 0.95, 0.98);
  cairo_pattern_add_color_stop_rgb(wall, 1, 0.86, 0.89, 0.93);
  cairo_matrix_t m;
  cairo_get_matrix(cr, &m);
  if (m.xx == 1 && m.yy == 1 && m.x0 == 0 && m.y0 == 0 && m.xy == 0 && m.yx == 0) {
    paint_vertical_gradient(cairo_get_target(cr), wall);  // cairo_paint's bytes, at memory speed
  } else {
    cairo_rectangle(cr, 0, 0, width, height);  // seen through a camera
    cairo_set_source(cr, wall);
    cairo_fill(cr);
  }
  cairo_pattern_destroy(wall);
  cairo_rectangle(cr, 0, ground_y, width, height - ground_y);
  cairo_set_source_rgb(cr, 0.84, 0.81, 0.76);
  cairo_fill(cr);
  cairo_rectangle(cr, 0, ground_y - 1, width, 2);
  cairo_set_source_rgba(cr, 0.55, 0.5, 0.45, 0.35);
  cairo_fill(cr);
}

void transform_to_view(cairo_t* cr, const StageView& view) {
  if (view.roll != 0) {
    cairo_translate(cr, view.turn_x, view.turn_y);
    cairo_rotate(cr, -view.roll * StageView::kRadiansPerDegree);  // y runs down: clockwise
    cairo_translate(cr, -view.turn_x, -view.turn_y);
  }
  cairo_translate(cr, view.x0, view.y0);
  cairo_scale(cr, view.scale, view.scale);
}

std::shared_ptr<const StagePicture> stage_picture(const StageSpec& spec, int width, int height) {
  static std::mutex mutex;
  static std::list<KeptStage> kept;  // most recently used first
  const auto find = [&]() -> std::shared_ptr<const StagePicture> {
    for (auto it = kept.begin(); it != kept.end(); ++it) {
      if (!it->is(spec, width, height)) continue;
      if (it != kept.begin()) kept.splice(kept.begin(), kept, it);
      return it->picture;
    }
    return nullptr;
  };
  std::unique_lock lock(mutex);
  if (auto found = find()) return found;
  // What to draw into: the oldest entry when the list is full and nobody holds its picture any
  // more (its pixels' and background's storage reused, so a camera that moves allocates nothing
  // frame after frame), else a new one. It is out of the list while it is drawn.
  std::list<KeptStage> entry;
  if (kept.size() >= kKept && kept.back().picture.use_count() == 1) {
    entry.splice(entry.begin(), kept, std::prev(kept.end()));
  } else {
    if (kept.size() >= kKept) kept.pop_back();  // still shown somewhere: its holders keep it
    entry.push_back({.picture = std::make_shared<StagePicture>()});
  }
  KeptStage& e = entry.front();
  e.take(spec);
  // Drawn under the lock: a second thread wanting the same stage waits for it instead of
  // drawing it again. A camera that moves wants a new picture every frame, each wanted once:
  // those are drawn outside it, so the threads draw them side by side.
  if (spec.view.whole()) {
    draw(e.picture.get(), spec, width, height);
  } else {
    const std::optional<ShotBlock> block = spec.kind == StageSpec::Kind::kTransparent
                                               ? std::nullopt
                                               : shot_block(spec.view, width, height);
    const std::shared_ptr<const StagePicture> shot =
        block ? shot_picture(spec, *block, width, height) : nullptr;
    lock.unlock();
    if (shot) {
      sample(e.picture.get(), *shot, *block, spec, width, height);
    } else {
      draw(e.picture.get(), spec, width, height);
    }
    lock.lock();
    if (auto found = find()) {
      kept.splice(kept.end(), entry);  // drawn twice: ours is the first to go
      return found;
    }
  }
  kept.splice(kept.begin(), entry);
  return kept.front().picture;
}

}  // namespace jt::render
