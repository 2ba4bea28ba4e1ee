// A canvas keeps its stage and restores, and grades, only where a frame drew (docs/PERFORMANCE.md
// "Drawing"): each frame's pixels must be the ones a fresh canvas gives, whatever it held before.
// The boxes a character claims must hold every pixel it paints: after a frame with a character,
// a frame of the bare stage on the same canvas is checked against a fresh one, over every
// template, shipped move, style and mouth shape.
#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "jt/render/canvas.h"
#include "jt/render/stage.h"
#include "render_fixtures.h"

namespace jt::render {
namespace {

constexpr int kStageWidth = 320, kStageHeight = 240;
constexpr double kGround = 0.92 * kStageHeight;
constexpr std::array<const char*, 6> kStyles = {"flat",      "outlined", "soft",
                                                "storybook", "bold",     "crayon"};

std::vector<std::uint8_t> bytes_of(Canvas& canvas) {
  const auto p = canvas.pixels();
  return {p.begin(), p.end()};
}

std::size_t differing_pixels(const std::vector<std::uint8_t>& a,
                             const std::vector<std::uint8_t>& b) {
  std::size_t n = 0;
  for (std::size_t i = 0; i + 3 < a.size() && i + 3 < b.size(); i += 4) {
    n += a[i] != b[i] || a[i + 1] != b[i + 1] || a[i + 2] != b[i + 2] || a[i + 3] != b[i + 3];
  }
  return n;
}

// A face acting as wide as it goes: the shape fully open, loud, blinking, looking aside.
lipsync::FaceActing wide_open(std::size_t shape) {
  lipsync::FaceActing acting{.acted = true, .mouth = 1, .blink = 0.5, .look = 1};
  acting.shapes[shape % acting.shapes.size()] = 1;
  return acting;
}

std::shared_ptr<const Program> move_named(const std::vector<testing::NamedMove>& moves,
                                          std::string_view name) {
  for (const testing::NamedMove& m : moves) {
    if (m.name == name) return m.program;
  }
  ADD_FAILURE() << "no move " << name;
  return moves.front().program;
}

Background hills() {
  Background b;
  b.horizon = 0.6;
  b.shapes.push_back({.type = StageShape::Type::kEllipse,
                      .x = 0.3,
                      .y = 0.62,
                      .w = 0.9,
                      .h = 0.3,
                      .fill = 0x88bb66});
  b.shapes.push_back({.type = StageShape::Type::kRect,
                      .x = 0.8,
                      .y = 0.3,
                      .w = 0.2,
                      .h = 0.4,
                      .r = 0.1,
                      .fill = 0xffffff,
                      .opacity = 0.6});
  return b;
}

TEST(RenderStageReuse, ACharacterPaintsOnlyInsideTheBoxItClaims) {
  Canvas fresh(kStageWidth, kStageHeight);
  fresh.plain_stage(kGround);
  const std::vector<std::uint8_t> stage = bytes_of(fresh);
  Canvas canvas(kStageWidth, kStageHeight);
  std::size_t n = 0;
  for (const std::string_view name : kTemplates) {
    const Character c = testing::template_character(name);
    for (const testing::NamedMove& move : testing::shipped_moves()) {
      for (const double t : {0.4, 1.3, 2.6}) {
        ++n;
        const lipsync::FaceActing acting = wide_open(n);
        canvas.plain_stage(kGround);
        canvas.draw_character(c, testing::pose_of(move.program, c.legs, t),
                              {.x = n % 3 == 0 ? 20.0 : 160.0,
                               .feet_y = kGround,
                               .height = 150,
                               .facing = n % 2 == 0 ? 1.0 : -1.0},
                              {.style = kStyles[n % kStyles.size()], .acting = &acting});
        (void)canvas.pixels();
        canvas.plain_stage(kGround);
        ASSERT_EQ(differing_pixels(bytes_of(canvas), stage), 0u)
            << name << " " << move.name << " at " << t << " s, " << kStyles[n % kStyles.size()]
            << ": painted outside its box";
      }
    }
  }
}

// Every grade over the plain stage and a background: the stage graded once and the drawing
// graded where it is, against the whole picture graded after drawing it; a grade that lights the
// figures apart (night), against the set graded alone with the figures drawn on a transparent
// canvas laid over it by figures_over.
TEST(RenderStageReuse, AGradedFrameIsTheWholePictureGraded) {
  const Character person = testing::template_character("person");
  const Character dog = testing::template_character("dog");
  const auto moves = testing::shipped_moves();
  const auto wave = move_named(moves, "wave_hello"), wag = move_named(moves, "wag");
  const Background b = hills();
  for (const std::string_view grade_name : grade_names()) {
    const Grade grade = *grade_from_name(grade_name);
    const bool apart = grades_figures_apart(grade);
    for (const bool plain : {true, false}) {
      Canvas graded_stage(kStageWidth, kStageHeight), graded_after(kStageWidth, kStageHeight),
          set_alone(kStageWidth, kStageHeight), figures_alone(kStageWidth, kStageHeight);
      const auto stage = [&](Canvas& canvas, Grade g) {
        if (plain) {
          canvas.plain_stage(kGround, g);
        } else {
          canvas.background(b, g);
        }
      };
      const auto figures = [&](Canvas& canvas, double t, int frame) {
        canvas.draw_character(person, testing::pose_of(wave, 2, t),
                              {.x = 100 + 30.0 * frame, .feet_y = kGround, .height = 140});
        canvas.draw_character(dog, testing::pose_of(wag, 4, t),
                              {.x = 220, .feet_y = kGround, .height = 100, .facing = -1});
      };
      for (Canvas* canvas : {&graded_stage, &graded_after}) {
        const Grade start = canvas == &graded_stage ? grade : Grade::kNormal;
        for (int frame = 0; frame < 3; ++frame) {  // the second and third reuse the canvas
          stage(*canvas, start);
          figures(*canvas, 0.5 + frame * 0.7, frame);
          canvas->grade(grade);
        }
      }
      if (!apart) {
        EXPECT_EQ(differing_pixels(bytes_of(graded_stage), bytes_of(graded_after)), 0u)
            << grade_name << (plain ? " on the plain stage" : " on a background");
        continue;
      }
      stage(set_alone, grade);
      set_alone.grade(grade);
      figures_alone.clear();
      figures(figures_alone, 0.5 + 2 * 0.7, 2);
      std::vector<std::uint8_t> expected = bytes_of(set_alone);
      const std::vector<std::uint8_t> layer = bytes_of(figures_alone);
      figures_over(grade, reinterpret_cast<const std::uint32_t*>(layer.data()),
                   reinterpret_cast<std::uint32_t*>(expected.data()),
                   static_cast<int>(expected.size() / 4));
      EXPECT_EQ(differing_pixels(bytes_of(graded_stage), expected), 0u)
          << grade_name << (plain ? " on the plain stage" : " on a background");
      EXPECT_GT(differing_pixels(bytes_of(graded_after), expected), 1000u)
          << "the figures are lit apart, not graded with the set";
    }
  }
}

// A canvas through frames that change stage, grade and transparency: each frame the bytes of
// the same frame drawn on a fresh canvas.
TEST(RenderStageReuse, AReusedCanvasGivesAFreshCanvassBytes) {
  const Character kid = testing::template_character("kid");
  const auto moves = testing::shipped_moves();
  const Background b = hills();
  Canvas reused(kStageWidth, kStageHeight);
  auto draw = [&](Canvas& canvas, int frame) {
    const Grade grade = frame % 4 == 3 ? Grade::kNight : Grade::kNormal;
    if (frame % 5 == 4) {
      canvas.clear();
    } else if (frame % 3 == 2) {
      canvas.background(b, grade);
    } else {
      canvas.plain_stage(kGround, grade);
    }
    const auto& move = moves[static_cast<std::size_t>(frame) % moves.size()].program;
    canvas.draw_character(kid, testing::pose_of(move, 2, 0.3 * frame),
                          {.x = 40.0 + 25 * frame, .feet_y = kGround, .height = 120});
    canvas.grade(grade);
    if (frame % 2 == 1) canvas.caption("Frame " + std::to_string(frame));
  };
  for (int frame = 0; frame < 12; ++frame) {
    Canvas fresh(kStageWidth, kStageHeight);
    draw(fresh, frame);
    draw(reused, frame);
    EXPECT_EQ(differing_pixels(bytes_of(reused), bytes_of(fresh)), 0u) << "frame " << frame;
  }
}

}  // namespace
}  // namespace jt::render
