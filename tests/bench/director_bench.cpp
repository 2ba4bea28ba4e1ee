// The director's own workloads from spec §7.7: a 10-minute scene loop planned, and a 10-minute
// caption loop played frame by frame at 24 fps. docs/PERFORMANCE.md.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <string>

#include "jt/json/parse.h"
#include "jt/program/program.h"
#include "jt/runtime/runtime.h"

namespace {

std::shared_ptr<const jt::Program> cartoon(const std::string& loop) {
  const std::string text = R"({"v": 1, "kind": "cartoon", "cast": {"A": {}, "B": {}},
    "scripts": [{"hat": {"on": "scene", "name": "loop"}, "body": [
      {"op": "for", "s": 600, "body": [{"op": "forever", "body": )" +
                           loop + "}]}]}]}";
  return jt::prepare_program(jt::json::parse(text).value).program;
}

// Lines of 10 ms, so that the loop runs 100 lines a second.
std::optional<double> short_lines(const std::string&, const jt::rt::SpeechRequest&) {
  return 0.01;
}

// does, does … for, say, caption … for and together: 5 records every 20 ms, 150,000 records
// and 60,000 lines in 10 minutes.
const char* kSceneLoop = R"json([
  {"op": "does", "who": "A", "behaviour": "c4c:beh:idle"},
  {"op": "does", "who": "B", "behaviour": "c4c:beh:static", "for": 0.02},
  {"op": "say", "who": "A", "text": "x"},
  {"op": "caption", "text": "c", "for": 0.02},
  {"op": "together", "branches": [[{"op": "say", "who": "B", "text": "y"}],
                                  [{"op": "wait", "s": 0.01}]]}])json";

void plan_ten_minute_loop(benchmark::State& state) {
  auto program = cartoon(kSceneLoop);
  std::size_t records = 0;
  for (auto _ : state) {
    jt::rt::Runtime rt = jt::rt::create_runtime({.speech = short_lines});
    rt.start_cartoon(program);
    records = rt.timeline().size();
  }
  state.counters["records"] = static_cast<double>(records);
}

// Captions without `for` between captions with `for`, in the scene's scope and in a `for`'s,
// with lines: every frame must find the right caption without the display set growing.
const char* kCaptionLoop = R"json([
  {"op": "caption", "text": "a"},
  {"op": "caption", "text": "b", "for": 0.5},
  {"op": "say", "who": "A", "text": "x"},
  {"op": "wait", "s": 0.25},
  {"op": "for", "s": 0.5, "body": [{"op": "caption", "text": "c"},
                                   {"op": "caption", "text": "d", "for": 0.2},
                                   {"op": "wait", "s": 0.3}]}])json";

void play_caption_loop(benchmark::State& state) {
  auto program = cartoon(kCaptionLoop);
  std::size_t largest = 0;
  for (auto _ : state) {
    state.PauseTiming();
    jt::rt::Runtime rt = jt::rt::create_runtime({.speech = short_lines});
    rt.start_cartoon(program);
    state.ResumeTiming();
    for (int k = 1; k <= 600 * 24; ++k) {
      rt.step_to(k / 24.0);
      jt::rt::Frame frame = rt.frame();
      benchmark::DoNotOptimize(frame.caption);
      largest = std::max(largest, rt.director_live_items());
    }
  }
  state.counters["largest_live"] = static_cast<double>(largest);
}

BENCHMARK(plan_ten_minute_loop)->Unit(benchmark::kMillisecond);
BENCHMARK(play_caption_loop)->Unit(benchmark::kMillisecond);

}  // namespace
