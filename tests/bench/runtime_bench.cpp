// The behaviour engine's cost per frame: a behaviour posed for 10 minutes at 24 fps (14,400
// frames), stepping the clock frame by frame and reading the pose each frame, as a renderer does.
// Reported as seconds per frame ("per_frame", smaller is better). docs/PERFORMANCE.md.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "jt/json/parse.h"
#include "jt/program/program.h"
#include "jt/runtime/runtime.h"

namespace {

constexpr int kFrames = 10 * 60 * 24;

std::shared_ptr<const jt::Program> prepare(const std::string& body) {
  const std::string text = R"({"v": 1, "kind": "behaviour", "scripts": [{"body": )" + body + "}]}";
  return jt::prepare_program(jt::json::parse(text).value).program;
}

void pose_pack_ten_minutes(benchmark::State& state, std::shared_ptr<const jt::Program> program);

void pose_ten_minutes(benchmark::State& state, const std::string& body) {
  pose_pack_ten_minutes(state, prepare(body));
}

// "Breathe" (idle): six waves, the typical wave-only move.
const char* kWaves = R"json([{"op": "wave", "ch": "dy", "shape": "abssin", "w": 2, "amp": -9},
  {"op": "wave", "ch": "sx", "w": 2, "amp": -0.012}, {"op": "wave", "ch": "sy", "w": 2, "amp": 0.02},
  {"op": "wave", "ch": "rot", "w": 1.1, "amp": 1.2},
  {"op": "wave", "ch": "part:claw:-1", "w": 1.3, "amp": 5},
  {"op": "wave", "ch": "part:claw:1", "w": 1.3, "amp": -5, "phase": 0.6}])json";

// "Bounce": a hop, a wave and two arms driven by formulas.
const char* kHopAndFormulas = R"json([{"op": "hop", "amp": 95, "hz": 1.7},
  {"op": "wave", "ch": "rot", "w": "=0.9*pi", "amp": 3},
  {"op": "drive", "ch": "part:arm:-1", "value": "=-(8 + hopair(mod(tau*1.7, 1))*20)"},
  {"op": "drive", "ch": "part:arm:1", "value": "=8 + hopair(mod(tau*1.7, 1))*20"}])json";

// A looping script of glides: one event every few frames.
const char* kGlideLoop = R"json([{"op": "forever", "body": [
  {"op": "ramp", "to": {"sx": 1.14, "sy": 0.86}, "over": 0.14},
  {"op": "together", "branches": [[{"op": "ramp", "by": {"dy": -150}, "over": 0.3}],
                                  [{"op": "ramp", "to": {"part:arm:-1": -150}, "over": 0.22}]]},
  {"op": "ramp", "by": {"dy": 150}, "over": 0.3}, {"op": "wait", "s": 0.35}]}])json";

// Follow-through: four springs ticking 240 times a second behind a hop.
const char* kFollowers =
    R"json([{"op": "follow", "ch": ["part:ear:-1", "part:ear:1"], "source": "dy",
   "gain": 0.28},
  {"op": "follow", "ch": "part:tail", "source": "dy", "gain": 0.12},
  {"op": "follow", "ch": "part:hair", "source": "rot"},
  {"op": "hop", "amp": 50, "every": 0.7}])json";

// Every shipped behaviour pack, as `pose_ten_minutes/pack:<slug>`.
void pose_pack_ten_minutes(benchmark::State& state, std::shared_ptr<const jt::Program> program) {
  jt::rt::Pose pose;
  for (auto _ : state) {
    jt::rt::Runtime rt = jt::rt::create_runtime();
    rt.add_character("A");
    rt.start_behaviour("A", program);
    for (int k = 1; k <= kFrames; ++k) {
      rt.step_to(k / 24.0);
      rt.pose_into("A", pose);
      benchmark::DoNotOptimize(pose.dy);
    }
  }
  state.counters["per_frame"] = benchmark::Counter(
      kFrames, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

const bool kPacksRegistered = [] {
  std::vector<std::filesystem::path> files;
  for (const char* dir : {"behaviours", "skeleton"}) {
    for (const auto& e :
         std::filesystem::directory_iterator(std::string(JT_SOURCE_DIR) + "/packs/" + dir)) {
      files.push_back(e.path());
    }
  }
  std::sort(files.begin(), files.end());
  for (const auto& file : files) {
    jt::json::ParseResult pack = jt::json::parse_file(file.string());
    const jt::json::Value* content = pack.ok() ? pack.value.find("content") : nullptr;
    if (content == nullptr) continue;
    auto program = jt::prepare_program(*content).program;
    if (program == nullptr) continue;
    benchmark::RegisterBenchmark(("pose_ten_minutes/pack:" + file.stem().string()).c_str(),
                                 pose_pack_ten_minutes, program)
        ->Unit(benchmark::kMillisecond);
  }
  return true;
}();

BENCHMARK_CAPTURE(pose_ten_minutes, waves, kWaves)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(pose_ten_minutes, hop_and_formulas, kHopAndFormulas)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(pose_ten_minutes, glide_loop, kGlideLoop)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(pose_ten_minutes, followers, kFollowers)->Unit(benchmark::kMillisecond);

}  // namespace
