// Ground contact (docs/SHAPES.md §3.9): over every template, every shipped move and a dozen
// times of it, drawn on a transparent canvas as --transparent does, the lowest opaque pixel of
// the character (its soft shadow is never opaque) lies on the feet line within 1 % of the frame's
// height, or above it while the pose is raised off the floor (dy up: a hop, a flight).
#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "jt/render/canvas.h"
#include "jt/render/templates.h"
#include "render_fixtures.h"

namespace jt::render {
namespace {

using testing::pose_of;
using testing::shipped_moves;

constexpr int kRenderW = 480, kRenderH = 270;
constexpr double kFeet = kRenderH * 0.92;   // the feet line of a render (ART.md "Stages")
constexpr double kSlack = kRenderH * 0.01;  // 1 % of the frame's height

// The lowest row with an opaque pixel (alpha at least half), or -1.
int lowest_opaque_row(Canvas& canvas) {
  const auto px = canvas.pixels();
  for (int y = kRenderH - 1; y >= 0; --y) {
    for (int x = 0; x < kRenderW; ++x) {
      if (px[(static_cast<std::size_t>(y) * kRenderW + static_cast<std::size_t>(x)) * 4 + 3] >=
          128) {
        return y;
      }
    }
  }
  return -1;
}

Character character_of(std::string_view name, int monster_legs = 2) {
  Look look;
  look.template_name = std::string(name);
  look.monster_legs = monster_legs;
  return *read_character(template_content(look)).character;
}

// The feet line's distance to the lowest opaque pixel (px, positive: above the line).
double clearance(const Character& c, const rt::Pose& pose) {
  Canvas canvas(kRenderW, kRenderH);
  canvas.clear();
  canvas.draw_character(c, pose, {.x = kRenderW / 2.0, .feet_y = kFeet, .height = kRenderH * 0.5});
  const int row = lowest_opaque_row(canvas);
  return row < 0 ? 0 : kFeet - (row + 1);
}

TEST(RenderGroundContact, EveryShippedMoveStandsOnTheFloor) {
  const auto moves = shipped_moves();
  ASSERT_GT(moves.size(), 30u);
  std::ostringstream bad;
  int failures = 0, checked = 0;
  auto check = [&](const std::string& who, const Character& c) {
    for (const auto& move : moves) {
      for (int k = 0; k < 12; ++k) {
        const double t = 0.25 + k * 0.5;
        const rt::Pose pose = pose_of(move.program, c.legs, t);
        if (pose.sx == 0 || pose.sy == 0) continue;  // squashed to a line: only the shadow
        const double gap = clearance(c, pose);
        const bool raised = pose.dy < 0;
        ++checked;
        if (gap < -kSlack || (!raised && gap > kSlack)) {
          if (++failures <= 40) {
            bad << who << " " << move.name << " at " << t << " s: the lowest pixel is " << gap
                << " px " << (gap > 0 ? "above" : "below") << " the feet line (dy " << pose.dy
                << ")\n";
          }
        }
      }
    }
  };
  for (const std::string_view name : kTemplates)
    check(std::string(name), character_of(name));
  check("monster (legs 0)", character_of("monster", 0));
  EXPECT_GT(checked, 7 * 30 * 10);
  EXPECT_EQ(failures, 0) << bad.str();
}

TEST(RenderGroundContact, AMonsterWithoutLegsRestsOnTheFloor) {
  const double gap = clearance(character_of("monster", 0), rt::Pose{});
  EXPECT_NEAR(gap, 0, kSlack);
}

TEST(RenderGroundContact, AHopLiftsTheWholeDrawingByItsDy) {
  const Character kid = character_of("kid");
  rt::Pose hop;
  hop.dy = -100;  // 1080p px up; this canvas is 270 px high: 25 px
  EXPECT_NEAR(clearance(kid, hop) - clearance(kid, rt::Pose{}), 25, 1.5);
}

// A sinking dy (a crouch) bends the knees: the feet stay on the floor, the head comes down.
TEST(RenderGroundContact, ASinkingPoseKeepsItsFeetOnTheFloor) {
  const Character person = character_of("person");
  rt::Pose low;
  low.dy = 60;
  EXPECT_NEAR(clearance(person, low), 0, kSlack);
  std::vector<DrawnBox> standing, crouching;
  Canvas a(kRenderW, kRenderH), b(kRenderW, kRenderH);
  a.draw_character(person, rt::Pose{},
                   {.x = kRenderW / 2.0, .feet_y = kFeet, .height = kRenderH * 0.5},
                   {.boxes = &standing});
  b.draw_character(person, low, {.x = kRenderW / 2.0, .feet_y = kFeet, .height = kRenderH * 0.5},
                   {.boxes = &crouching});
  auto head_top = [](const std::vector<DrawnBox>& boxes) {
    for (const DrawnBox& box : boxes) {
      if (box.id == "head" && box.kind == DrawnBox::Kind::kPart) return box.y0;
    }
    return 0.0;
  };
  EXPECT_NEAR(head_top(crouching) - head_top(standing), 60 * kRenderH / 1080.0, 1.0);
}

// A squash (sy below 1, a hop's crouch) bends the knees: the body comes down by the squash, the
// feet keep their size and stay on the floor, the legs keep their length.
TEST(RenderGroundContact, ASquashBendsTheKneesInsteadOfShrinkingTheLegs) {
  for (const std::string_view name : {"person", "kid", "dog", "bird"}) {
    const Character c = character_of(name);
    rt::Pose squashed;
    squashed.sy = 0.7;
    EXPECT_NEAR(clearance(c, squashed), 0, kSlack) << name;
    auto boxes = [&](const rt::Pose& pose) {
      std::vector<DrawnBox> out;
      Canvas canvas(kRenderW, kRenderH);
      canvas.draw_character(c, pose,
                            {.x = kRenderW / 2.0, .feet_y = kFeet, .height = kRenderH * 0.5},
                            {.boxes = &out});
      return out;
    };
    const auto rest = boxes(rt::Pose{}), low = boxes(squashed);
    auto find = [](const std::vector<DrawnBox>& all, const std::string& role) {
      for (const DrawnBox& b : all) {
        if (b.role == role && b.kind == DrawnBox::Kind::kPart) return b;
      }
      return DrawnBox{};
    };
    const DrawnBox head0 = find(rest, "head"), head1 = find(low, "head");
    EXPECT_GT(head1.y0 - head0.y0, 0.15 * (kFeet - head0.y0)) << name << ": the head comes down";
    const DrawnBox foot0 = find(rest, "foot"), foot1 = find(low, "foot");
    EXPECT_NEAR(foot1.y1 - foot1.y0, foot0.y1 - foot0.y0, 1.5)
        << name << ": the foot keeps its size";
    // The knee bends: the shin no longer hangs straight under the thigh, its box wider.
    const DrawnBox shin0 = find(rest, "shin"), shin1 = find(low, "shin");
    EXPECT_GT(shin1.x1 - shin1.x0, (shin0.x1 - shin0.x0) * 1.3) << name << ": the shin slants";
  }
}

}  // namespace
}  // namespace jt::render
