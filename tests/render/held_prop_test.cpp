// A held prop follows the hand (docs/PROPS.md): on every biped template, through moves that swing,
// raise and reach the arms, a small green prop held in the right hand is drawn with its grip where
// the hand is painted (the hand part's own box, which the drawing reports), over the hand or
// under it as its grip says, and flipped with the character's facing; a dog or a cat holds it in
// its mouth.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "jt/render/canvas.h"
#include "jt/render/prop.h"
#include "render_fixtures.h"

namespace jt::render {
namespace {

using testing::pose_of;
using testing::shipped_moves;
using testing::template_character;

constexpr int kHeldCanvasW = 400, kHeldCanvasH = 450;

// A 10 x 10 px pure green square held at its middle.
PropArt green_square(bool front) {
  PropArt art;
  art.height = 0.1;
  art.width = 1;
  art.grip_x = 0.5;
  art.grip_y = 0.5;
  art.grip_in_front = front;
  art.states = {{StageShape{
      .type = StageShape::Type::kRect, .x = 0.5, .y = 0.5, .w = 1, .h = 1, .fill = 0x00ff00}}};
  return art;
}

struct Centre {
  double x = 0, y = 0;
  int count = 0;
};

// The middle of the pure green pixels (Cairo's ARGB32 in memory order B, G, R, A).
Centre green_centre(Canvas& canvas) {
  const std::span<const std::uint8_t> px = canvas.pixels();
  Centre c;
  for (int y = 0; y < kHeldCanvasH; ++y) {
    for (int x = 0; x < kHeldCanvasW; ++x) {
      const std::uint8_t* p = &px[static_cast<std::size_t>((y * kHeldCanvasW + x) * 4)];
      if (p[0] == 0 && p[1] == 255 && p[2] == 0 && p[3] == 255) {
        c.x += x + 0.5;
        c.y += y + 0.5;
        ++c.count;
      }
    }
  }
  if (c.count > 0) {
    c.x /= c.count;
    c.y /= c.count;
  }
  return c;
}

TEST(HeldProp, ItsGripIsOnTheHandThroughEveryMove) {
  const PropArt art = green_square(true);
  const HeldProp held{.art = &art, .hand = 1, .bites = 0, .box_height = 10};
  int checked = 0;
  for (const char* name : {"person", "kid", "monster"}) {
    const Character c = template_character(name);
    for (const auto& move : shipped_moves()) {
      // Moves that swing, raise and reach the arms in place (a walk carries the figure away).
      if (move.name != "wave_hello" && move.name != "flex" && move.name != "point" &&
          move.name != "bounce" && move.name != "jump_for_joy") {
        continue;
      }
      for (double t : {0.3, 0.9, 1.6}) {
        const rt::Pose pose = pose_of(move.program, 2, t);
        for (double facing : {1.0, -1.0}) {
          Canvas canvas(kHeldCanvasW, kHeldCanvasH);
          std::vector<DrawnBox> boxes;
          canvas.draw_character(c, pose, {.x = 200, .feet_y = 400, .height = 300, .facing = facing},
                                {.boxes = &boxes, .held = std::span<const HeldProp>(&held, 1)});
          const Centre g = green_centre(canvas);
          const DrawnBox* hand = nullptr;
          for (const DrawnBox& b : boxes) {
            // The monster's hand is a claw.
            if (b.kind == DrawnBox::Kind::kPart && (b.id == "hand_r" || b.id == "claw_r"))
              hand = &b;
          }
          ASSERT_NE(hand, nullptr) << name;
          // The square is drawn whole (10 x 10 less its outline) and centred on the hand's box.
          EXPECT_GT(g.count, 40) << name << " " << move.name << " " << t;
          constexpr double kHandSlack = 4;  // px: the hand's end lies at its box's edge
          EXPECT_GE(g.x, hand->x0 - kHandSlack)
              << name << " " << move.name << " " << t << " " << facing;
          EXPECT_LE(g.x, hand->x1 + kHandSlack)
              << name << " " << move.name << " " << t << " " << facing;
          EXPECT_GE(g.y, hand->y0 - kHandSlack)
              << name << " " << move.name << " " << t << " " << facing;
          EXPECT_LE(g.y, hand->y1 + kHandSlack)
              << name << " " << move.name << " " << t << " " << facing;
          ++checked;
        }
      }
    }
  }
  EXPECT_EQ(checked, 3 * 5 * 3 * 2);
}

TEST(HeldProp, BehindTheHandItIsCoveredByIt) {
  const Character c = template_character("person");
  const rt::Pose rest{};
  Centre front_centre, back_centre;
  for (bool front : {true, false}) {
    const PropArt art = green_square(front);
    const HeldProp held{.art = &art, .hand = 1, .box_height = 10};
    Canvas canvas(kHeldCanvasW, kHeldCanvasH);
    canvas.draw_character(c, rest, {.x = 200, .feet_y = 400, .height = 300},
                          {.held = std::span<const HeldProp>(&held, 1)});
    (front ? front_centre : back_centre) = green_centre(canvas);
  }
  EXPECT_GT(front_centre.count, 40);
  EXPECT_LT(back_centre.count, front_centre.count);  // the hand hides some of it
}

TEST(HeldProp, AFourLeggedBodyHoldsItInItsMouth) {
  // A dog or a cat has no hand to hold with: the prop's grip is on its "mouth" spot, on its
  // head or snout, whichever way it faces (docs/PROPS.md).
  const PropArt art = green_square(true);
  const HeldProp held{.art = &art, .hand = 1, .box_height = 10};
  for (const char* name : {"dog", "cat"}) {
    const Character c = template_character(name);
    for (double facing : {1.0, -1.0}) {
      Canvas canvas(kHeldCanvasW, kHeldCanvasH);
      std::vector<DrawnBox> boxes;
      canvas.draw_character(c, rt::Pose{},
                            {.x = 200, .feet_y = 400, .height = 200, .facing = facing},
                            {.boxes = &boxes, .held = std::span<const HeldProp>(&held, 1)});
      const Centre g = green_centre(canvas);
      // The head with its snout, where the mouth is (the cat's mouth spot is at its muzzle's
      // front, past the round of its head).
      std::optional<DrawnBox> head;
      for (const DrawnBox& b : boxes) {
        if (b.kind != DrawnBox::Kind::kPart || (b.id != "head" && b.id != "snout")) continue;
        if (!head) {
          head = b;
          continue;
        }
        head->x0 = std::min(head->x0, b.x0);
        head->y0 = std::min(head->y0, b.y0);
        head->x1 = std::max(head->x1, b.x1);
        head->y1 = std::max(head->y1, b.y1);
      }
      ASSERT_TRUE(head) << name;
      EXPECT_GT(g.count, 40) << name;
      EXPECT_GE(g.x, head->x0) << name << " " << facing;
      EXPECT_LE(g.x, head->x1) << name << " " << facing;
      EXPECT_GE(g.y, head->y0) << name << " " << facing;
      EXPECT_LE(g.y, head->y1) << name << " " << facing;
    }
  }
}

}  // namespace
}  // namespace jt::render
