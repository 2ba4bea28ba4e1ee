// A set's first draw: each shipped background (its gradients, shapes and props) drawn once on a
// 1920x1080 picture, as the stage cache draws it once a shot (docs/PERFORMANCE.md "Drawing",
// docs/STAGE.md); and a moving camera's stage, drawn each frame or sampled from the shot's picture
// (docs/PERFORMANCE.md "A camera that moves"). The packs are the source tree's, or those of
// the directory JABBERTOON_PACKS names (another version's sets, to compare).
#include <benchmark/benchmark.h>

#include <cairo.h>

#include <array>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "jt/packs/pack_directory.h"
#include "jt/render/canvas.h"
#include "jt/render/cartoon_frame.h"
#include "jt/render/cast_art.h"
#include "jt/render/stage.h"

namespace {

constexpr std::array<const char*, 6> kSets = {"park",        "street", "kitchen",
                                              "living_room", "beach",  "night_sky"};

void BM_DrawSet1080p(benchmark::State& state) {
  const char* other = std::getenv("JABBERTOON_PACKS");
  const std::filesystem::path dirs[] = {other != nullptr
                                            ? std::filesystem::path(other)
                                            : std::filesystem::path(JT_SOURCE_DIR) / "packs"};
  const jt::packs::Catalog catalog = std::move(jt::packs::load_catalog(dirs).catalog);
  jt::render::BackgroundShelf shelf(catalog);
  std::vector<jt::Diagnostic> notes;
  const char* name = kSets[static_cast<std::size_t>(state.range(0))];
  const jt::render::Background& set = shelf.get(name, notes);
  cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1920, 1080);
  for (auto _ : state) {
    cairo_t* cr = cairo_create(surface);
    cairo_set_antialias(cr, CAIRO_ANTIALIAS_GOOD);
    jt::render::draw_background(cr, set, 1920, 1080);
    cairo_destroy(cr);
    cairo_surface_flush(surface);
    benchmark::DoNotOptimize(cairo_image_surface_get_data(surface));
  }
  cairo_surface_destroy(surface);
  state.SetLabel(name);
}
BENCHMARK(BM_DrawSet1080p)->DenseRange(0, 5)->Unit(benchmark::kMillisecond);

// A frame's stage during a camera move in the park at 1920x1080 (tests/bench/camera/pan.json: zoom
// 2, panning from x 0.25 to 0.75 at y 0.6; or a push-in from the wide shot to zoom 2), a new view
// each iteration: range(0) 0 draws the view with Cairo (what every frame of a move cost before the
// shot's picture, docs/PERFORMANCE.md "A camera that moves"), 1 starts a canvas's frame on it
// (the shot's picture, drawn once, sampled, and copied into the canvas). range(1): 0 the pan,
// 1 the push-in.
void BM_MovingCameraStage1080p(benchmark::State& state) {
  const std::filesystem::path dirs[] = {std::filesystem::path(JT_SOURCE_DIR) / "packs"};
  const jt::packs::Catalog catalog = std::move(jt::packs::load_catalog(dirs).catalog);
  jt::render::BackgroundShelf shelf(catalog);
  std::vector<jt::Diagnostic> notes;
  const jt::render::Background& park = shelf.get("park", notes);
  const bool push_in = state.range(1) == 1;
  cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1920, 1080);
  jt::render::Canvas canvas(1920, 1080);
  long frame = 0;
  for (auto _ : state) {
    // 96 frames of the move (4 s at 24 fps), over and over; each view a new one to the stage
    // cache, which keeps only the last few.
    const double share =
        static_cast<double>(frame % 96) / 96 + 1e-4 * static_cast<double>(frame / 96);
    ++frame;
    const jt::rt::Camera camera =
        push_in ? jt::rt::Camera{.x = 0.5, .y = 0.6 - 0.1 * share, .w = 1 - 0.5 * share}
                : jt::rt::Camera{.x = 0.25 + 0.5 * share, .y = 0.6, .w = 0.5};
    const jt::render::StageView view = jt::render::camera_view(camera, 1920, 1080);
    if (state.range(0) == 0) {
      cairo_t* cr = cairo_create(surface);
      cairo_set_antialias(cr, CAIRO_ANTIALIAS_GOOD);
      cairo_translate(cr, view.x0, view.y0);  // transform_to_view, no roll
      cairo_scale(cr, view.scale, view.scale);
      jt::render::draw_background(cr, park, 1920, 1080);
      cairo_destroy(cr);
      cairo_surface_flush(surface);
      benchmark::DoNotOptimize(cairo_image_surface_get_data(surface));
    } else {
      canvas.background(park, jt::render::Grade::kNormal, view);
      benchmark::DoNotOptimize(canvas.pixels().data());
    }
  }
  cairo_surface_destroy(surface);
  state.SetLabel(push_in ? "push-in" : "pan");
}
BENCHMARK(BM_MovingCameraStage1080p)->ArgsProduct({{0, 1}, {0, 1}})->Unit(benchmark::kMillisecond);

}  // namespace
