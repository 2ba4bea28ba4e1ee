// A set's first draw: each shipped background (its gradients, shapes and props) drawn once on a
// 1920x1080 picture, as the stage cache draws it once a shot, or each frame of a moving camera
// (docs/PERFORMANCE.md "Drawing", docs/STAGE.md). The packs are the source tree's, or those of
// the directory JABBERTOON_PACKS names (another version's sets, to compare).
#include <benchmark/benchmark.h>

#include <cairo.h>

#include <array>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "jt/packs/pack_directory.h"
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

}  // namespace
