// Drawing cost: one 1920x1080 frame with two characters (a person waving, a dog wagging) on the
// plain stage, poses computed once outside the loop. docs/PERFORMANCE.md "Drawing".
#include <benchmark/benchmark.h>

#include "jt/json/parse.h"
#include "jt/program/program.h"
#include "jt/program/program_of.h"
#include "jt/render/canvas.h"
#include "jt/render/templates.h"
#include "jt/runtime/runtime.h"

namespace {

using namespace jt;

render::Character character(const char* name) {
  render::Look look;
  look.template_name = name;
  return *render::read_character(render::template_content(look)).character;
}

rt::Pose pose(const char* move, int legs, double t) {
  const json::ParseResult file = json::parse_file(std::string(JT_SOURCE_DIR) + "/packs/" + move);
  auto program = prepare_program(program_of(file.value).program).program;
  rt::Runtime runtime = rt::create_runtime({});
  runtime.add_character("A", {.legs = legs});
  runtime.start_behaviour("A", program);
  runtime.step_to(t);
  return runtime.pose("A");
}

void BM_DrawFrame1080pTwoCharacters(benchmark::State& state) {
  const render::Character person = character("person"), dog = character("dog");
  const rt::Pose waving = pose("behaviours/wave_hello.json", 2, 1.2);
  const rt::Pose wagging = pose("behaviours/wag.json", 4, 1.2);
  render::Canvas canvas(1920, 1080);
  for (auto _ : state) {
    canvas.plain_stage(0.92 * 1080);
    canvas.draw_character(person, waving, {.x = 640, .feet_y = 0.92 * 1080, .height = 540});
    canvas.draw_character(dog, wagging, {.x = 1280, .feet_y = 0.92 * 1080, .height = 540});
    benchmark::DoNotOptimize(canvas.pixels().data());
  }
}
BENCHMARK(BM_DrawFrame1080pTwoCharacters)->Unit(benchmark::kMillisecond);

}  // namespace
