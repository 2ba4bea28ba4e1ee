// Drawing cost: one 1920x1080 frame with two characters (a person waving, a dog wagging) on the
// plain stage, poses computed once outside the loop, silent and talking (the person's voice in an
// open shape halfway to the next, the dog looking at it); the same frame under the bloom grade,
// and on the park background (the shipped cartoon's place); and a cat and a bird (issue 30's
// redrawn templates). docs/PERFORMANCE.md "Drawing".
// It also reports the C++ heap allocations per frame (`allocs`): this binary counts every
// operator new (Cairo's and pixman's own malloc calls are not counted).
#include <benchmark/benchmark.h>

#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <new>

#include "jt/json/parse.h"
#include "jt/program/program.h"
#include "jt/program/program_of.h"
#include "jt/render/canvas.h"
#include "jt/render/stage.h"
#include "jt/render/templates.h"
#include "jt/runtime/runtime.h"

namespace {
std::atomic<std::int64_t> news{0};
}  // namespace

// The replaceable global allocation functions (the array and sized forms forward to these).
void* operator new(std::size_t size) {
  news.fetch_add(1, std::memory_order_relaxed);
  if (void* p = std::malloc(size == 0 ? 1 : size)) return p;
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept {
  std::free(p);
}
void operator delete(void* p, std::size_t) noexcept {
  std::free(p);
}

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

render::Background park() {
  const json::ParseResult file =
      json::parse_file(std::string(JT_SOURCE_DIR) + "/packs/backgrounds/park.json");
  std::vector<Diagnostic> diagnostics;
  return *render::read_background(*file.value.find("content"), "park.json", diagnostics);
}

// The frame, with the faces' acting (null: the pose's faces alone), on the plain stage or
// `background`, graded.
void draw_frame(benchmark::State& state, const lipsync::FaceActing* speaker,
                const lipsync::FaceActing* listener, render::Grade grade = render::Grade::kNormal,
                const render::Background* background = nullptr) {
  const render::Character person = character("person"), dog = character("dog");
  const rt::Pose waving = pose("behaviours/wave_hello.json", 2, 1.2);
  const rt::Pose wagging = pose("behaviours/wag.json", 4, 1.2);
  render::Canvas canvas(1920, 1080);
  const std::int64_t before = news.load(std::memory_order_relaxed);
  for (auto _ : state) {
    if (background != nullptr) {
      canvas.background(*background, grade);
    } else {
      canvas.plain_stage(0.92 * 1080, grade);
    }
    canvas.draw_character(person, waving, {.x = 640, .feet_y = 0.92 * 1080, .height = 540},
                          {.acting = speaker});
    canvas.draw_character(dog, wagging, {.x = 1280, .feet_y = 0.92 * 1080, .height = 540},
                          {.acting = listener});
    canvas.grade(grade);
    benchmark::DoNotOptimize(canvas.pixels().data());
  }
  state.counters["allocs"] =
      benchmark::Counter(static_cast<double>(news.load(std::memory_order_relaxed) - before),
                         benchmark::Counter::kAvgIterations);
}

void BM_DrawFrame1080pTwoCharacters(benchmark::State& state) {
  draw_frame(state, nullptr, nullptr);
}
BENCHMARK(BM_DrawFrame1080pTwoCharacters)->Unit(benchmark::kMillisecond);

void BM_DrawFrame1080pTwoCharactersTalking(benchmark::State& state) {
  lipsync::FaceActing speaker{.acted = true, .mouth = 0.5};
  speaker.shapes[static_cast<std::size_t>(lipsync::MouthShape::kC)] = 0.5;
  speaker.shapes[static_cast<std::size_t>(lipsync::MouthShape::kE)] = 0.5;
  const lipsync::FaceActing listener{.acted = true, .blink = 0.3, .look = -1};
  draw_frame(state, &speaker, &listener);
}
BENCHMARK(BM_DrawFrame1080pTwoCharactersTalking)->Unit(benchmark::kMillisecond);

void BM_DrawFrame1080pTwoCharactersBloom(benchmark::State& state) {
  draw_frame(state, nullptr, nullptr, render::Grade::kBloom);
}
BENCHMARK(BM_DrawFrame1080pTwoCharactersBloom)->Unit(benchmark::kMillisecond);

void BM_DrawFrame1080pTwoCharactersPark(benchmark::State& state) {
  const render::Background place = park();
  draw_frame(state, nullptr, nullptr, render::Grade::kNormal, &place);
}
BENCHMARK(BM_DrawFrame1080pTwoCharactersPark)->Unit(benchmark::kMillisecond);

// The same frame with the other pair of templates, the cat (in profile) and the bird (head on),
// the bird talking (its beak open) and the cat happy (its tail carried high, mid flick).
void BM_DrawFrame1080pCatAndBird(benchmark::State& state) {
  const render::Character cat = character("cat"), bird = character("bird");
  const rt::Pose waving = pose("behaviours/wave_hello.json", 2, 1.2);
  rt::Pose sitting = pose("behaviours/idle.json", 4, 1.2);
  sitting.mood = "happy";
  const lipsync::FaceActing speaker{.acted = true, .mouth = 0.8};
  const lipsync::FaceActing wagging{.acted = true, .wag = 12};
  render::Canvas canvas(1920, 1080);
  for (auto _ : state) {
    canvas.plain_stage(0.92 * 1080);
    canvas.draw_character(cat, sitting, {.x = 640, .feet_y = 0.92 * 1080, .height = 540},
                          {.acting = &wagging});
    canvas.draw_character(bird, waving, {.x = 1280, .feet_y = 0.92 * 1080, .height = 540},
                          {.acting = &speaker});
    benchmark::DoNotOptimize(canvas.pixels().data());
  }
}
BENCHMARK(BM_DrawFrame1080pCatAndBird)->Unit(benchmark::kMillisecond);

}  // namespace
