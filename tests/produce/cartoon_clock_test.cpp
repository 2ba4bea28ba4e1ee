// A cartoon stepped as the video steps it (produce/cartoon_clock.h): every frame i at i / fps,
// each once and in order, before a frame or a time asked for; a stop ends a long catch-up.
#include "jt/produce/cartoon_clock.h"

#include <gtest/gtest.h>

#include "collecting_reporter.h"
#include "jt/json/parse.h"
#include "jt/produce/cartoon_run.h"

namespace jt::produce {
namespace {

constexpr const char* kClockScene =
    R"({"v": 1, "kind": "scene", "cast": {"A": "any"},
        "scripts": [{"body": [{"op": "wait", "s": 3}]}]})";

struct ClockedScene {
  std::shared_ptr<const Program> program;
  std::unique_ptr<CartoonRun> run;
  CollectingReporter reporter;

  ClockedScene() {
    const json::ParseResult parsed = json::parse(kClockScene);
    EXPECT_TRUE(parsed.ok());
    program = prepare_program(parsed.value, "clock.json").program;
    Outcome outcome = Outcome::kDone;
    run = start_cartoon(program, packs::Catalog{}, {.tts = false}, "clock.json", reporter, outcome);
  }
};

TEST(CartoonClock, AFrameIsItsIndexOverTheRate) {
  ClockedScene scene;
  ASSERT_TRUE(scene.run);
  CartoonClock clock(scene.run->runtime, nullptr, *scene.program, 24);
  clock.to_frame(47);
  EXPECT_DOUBLE_EQ(scene.run->runtime.time(), 47.0 / 24);
  clock.to_frame(12);  // behind: the frames already stepped are not stepped again
  EXPECT_DOUBLE_EQ(scene.run->runtime.time(), 47.0 / 24);
  clock.to_frame(48);
  EXPECT_DOUBLE_EQ(scene.run->runtime.time(), 2);
}

TEST(CartoonClock, ATimeBetweenFramesComesAfterTheFramesBeforeIt) {
  ClockedScene scene;
  ASSERT_TRUE(scene.run);
  CartoonClock clock(scene.run->runtime, nullptr, *scene.program, 10);
  clock.to_time(1.25);  // frames 0..12 (0 to 1.2 s), then 1.25 itself
  EXPECT_DOUBLE_EQ(scene.run->runtime.time(), 1.25);
  clock.to_frame(13);
  EXPECT_DOUBLE_EQ(scene.run->runtime.time(), 1.3);
}

TEST(CartoonClock, AStopEndsTheCatchUp) {
  ClockedScene scene;
  ASSERT_TRUE(scene.run);
  int asked = 0;
  CartoonClock clock(scene.run->runtime, nullptr, *scene.program, 24, [&] { return ++asked > 3; });
  clock.to_frame(100);  // frames 0, 1 and 2, then the stop
  EXPECT_DOUBLE_EQ(scene.run->runtime.time(), 2.0 / 24);
}

}  // namespace
}  // namespace jt::produce
