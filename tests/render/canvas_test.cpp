// Drawing: the same still twice is the same bytes, and a golden hash per template for two poses
// (recorded after looking at the stills: tests/render/README in docs/SHAPES.md §6).
#include <gtest/gtest.h>

#include <cstring>

#include <cstdint>
#include <cstdio>

#include "jt/render/canvas.h"
#include "render_fixtures.h"

namespace jt::render {
namespace {

std::uint64_t fnv1a(std::span<const std::uint8_t> bytes) {
  std::uint64_t h = 1469598103934665603ull;
  for (std::uint8_t b : bytes)
    h = (h ^ b) * 1099511628211ull;
  return h;
}

std::uint64_t still_hash(std::string_view name, const std::string& move_file, double t) {
  const Character c = testing::template_character(name);
  const json::ParseResult parsed =
      json::parse_file(std::string(JT_SOURCE_DIR) + "/packs/" + move_file);
  const auto move = prepare_program(program_of(parsed.value).program).program;
  Canvas canvas(320, 240);
  canvas.plain_stage(0.92 * 240);
  canvas.draw_character(c, testing::pose_of(move, c.legs, t),
                        {.x = 160, .feet_y = 0.92 * 240, .height = 120});
  return fnv1a(canvas.pixels());
}

TEST(RenderCanvas, TheSameStillTwiceIsTheSameBytes) {
  for (std::string_view name : kTemplates) {
    EXPECT_EQ(still_hash(name, "behaviours/wave_hello.json", 1.3),
              still_hash(name, "behaviours/wave_hello.json", 1.3));
  }
}

TEST(RenderCanvas, GoldenStills) {
  struct Golden {
    std::string_view name;
    std::uint64_t idle, wave;
  };
  // Recorded after looking at the stills (idle at 1 s, wave_hello at 1.2 s); update only after
  // looking again.
  const Golden goldens[] = {
#include "golden_stills.inc"
  };
  for (const Golden& g : goldens) {
    EXPECT_EQ(still_hash(g.name, "behaviours/idle.json", 1.0), g.idle) << g.name;
    EXPECT_EQ(still_hash(g.name, "behaviours/wave_hello.json", 1.2), g.wave) << g.name;
  }
}

// How many pixels are not fully transparent (Cairo's ARGB32 words: alpha in the top byte).
int painted_pixels(Canvas& canvas) {
  const std::span<const std::uint8_t> pixels = canvas.pixels();
  int painted = 0;
  for (std::size_t i = 0; i + 4 <= pixels.size(); i += 4) {
    std::uint32_t word = 0;
    std::memcpy(&word, pixels.data() + i, 4);
    painted += (word >> 24) != 0;
  }
  return painted;
}

TEST(RenderCanvas, ASqueezedPoseDrawsNoBodyAndDoesNotBreakTheCanvas) {
  const Character c = testing::template_character("dog");
  Canvas canvas(64, 64);
  rt::Pose pose;
  pose.sx = 0;
  canvas.draw_character(c, pose, {.x = 32, .feet_y = 60, .height = 40});
  EXPECT_EQ(painted_pixels(canvas), 0) << "a body squeezed to no width draws nothing";
  pose.sx = 1;
  canvas.draw_character(c, pose, {.x = 32, .feet_y = 60, .height = 40});
  // The canvas still draws: the dog, 40 px tall, covers a good part of the 64 x 64 picture.
  EXPECT_GT(painted_pixels(canvas), 300);
  EXPECT_TRUE(canvas.png().starts_with("\x89PNG"));
}

// The middle of a turnView leaves sx at cos(90°), about 6e-17, not 0: its shadow is skipped too,
// so the picture still has its pixels (a sheet of `bow` at 0.12 s was an empty file).
TEST(RenderCanvas, ASliverOfATurnLeavesThePictureWhole) {
  for (const std::string_view name : kTemplates) {
    const Character c = testing::template_character(name);
    Canvas canvas(64, 64);
    rt::Pose pose;
    pose.sx = 6.123233995736766e-17;
    canvas.draw_character(c, pose, {.x = 32, .feet_y = 60, .height = 40});
    // A sliver: at most a line of pixels, no shadow spread under it.
    EXPECT_LT(painted_pixels(canvas), 64 * 4) << name;
    // And the canvas is whole: the same character drawn head on after it shows.
    pose.sx = 1;
    canvas.draw_character(c, pose, {.x = 32, .feet_y = 60, .height = 40});
    EXPECT_GT(painted_pixels(canvas), 200) << name;
    EXPECT_TRUE(canvas.png().starts_with("\x89PNG")) << name;
  }
}

// A placement's facing gliding through 0 (a turn) mirrors the figure at 0 and never squashes it
// (docs/CAMERA.md "Views"): half way round it covers what it covers facing fully either way.
TEST(RenderCanvas, AFacingPartWayThroughATurnIsNeverASqueezedCutOut) {
  for (const std::string_view name : kTemplates) {
    const Character c = testing::template_character(name);
    const auto painted_at = [&](double facing) {
      Canvas canvas(96, 64);
      canvas.draw_character(c, rt::Pose{}, {.x = 48, .feet_y = 60, .height = 40, .facing = facing});
      return painted_pixels(canvas);
    };
    const int right = painted_at(1), left = painted_at(-1);
    EXPECT_EQ(painted_at(0.2), right) << name;
    EXPECT_EQ(painted_at(-0.05), left) << name;
  }
}

}  // namespace
}  // namespace jt::render
