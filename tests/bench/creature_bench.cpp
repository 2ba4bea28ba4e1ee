// The largest creature schema v1 admits: 256 chunks, 128 leg pairs (the centipede pack stretched),
// simulated for a second (60 substeps) and drawn at 1080p. docs/PERFORMANCE.md, "Creatures".
#include <benchmark/benchmark.h>

#include <string>

#include "jt/creature/pose.h"
#include "jt/json/parse.h"
#include "jt/render/canvas.h"

namespace {

std::shared_ptr<const jt::creature::Model> largest_creature() {
  jt::json::ParseResult parsed =
      jt::json::parse_file(std::string(JT_SOURCE_DIR) + "/packs/creatures/centipede.json");
  jt::json::Value d = *parsed.value.find("content");
  jt::json::Object& sections =
      d.as_object().find("chain")->as_object().find("sections")->as_object();
  const double head = sections.find("head")->find("chunks")->as_number();
  const double tail = sections.find("tail")->find("chunks")->as_number();
  sections.find("trunk")->as_object().set("chunks", 256 - head - tail);
  d.as_object().find("legs")->as_object().set("pairs", 128);
  const jt::creature::ReadResult read = jt::creature::read_descriptor(d);
  if (!read.descriptor) return nullptr;
  return jt::creature::compile_model(*read.descriptor);
}

void simulate_one_second(benchmark::State& state) {
  const auto model = largest_creature();
  jt::creature::Creature c(model, {0, 0}, {1, 0}, 0, 1);
  for (auto _ : state) {
    for (int k = 0; k < 60; ++k)
      c.substep({1, {1, 0.1}});
    benchmark::DoNotOptimize(c.head());
  }
  state.counters["chunks"] = model->count;
  state.counters["legs"] = static_cast<double>(c.legs().size());
}
BENCHMARK(simulate_one_second)->Unit(benchmark::kMillisecond);

void draw_one_frame_1080p(benchmark::State& state) {
  const auto model = largest_creature();
  jt::creature::Creature c(model, {1800, 0}, {1, 0}, 0, 1);
  for (int k = 0; k < 120; ++k)
    c.substep({1, {1, 0}});
  jt::creature::CreaturePose pose;
  jt::creature::pose_into(c, pose);
  const jt::render::CreatureArt art = jt::render::prepare_creature_art(model, "outlined");
  jt::render::Canvas canvas(1920, 1080);
  const jt::render::CreatureView view{.x0 = 0, .y0 = 756, .scale = 1, .tilt = 0.55};
  for (auto _ : state) {
    canvas.plain_stage(0.42 * 1080);
    canvas.draw_creature(art, pose, view);
    benchmark::DoNotOptimize(canvas.pixels().data());
  }
}
BENCHMARK(draw_one_frame_1080p)->Unit(benchmark::kMillisecond);

}  // namespace
