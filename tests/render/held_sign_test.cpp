// A held sign keeps the face clear, and a dropped prop falls from the hand (docs/PROPS.md "How
// they are drawn"): a board with words held at the foot of its post (as the shipped sign is) by a
// kid or a person, either hand, facing either way, is drawn with the board below the head's box;
// a prop that starts to fall is where the hand held it, in front of the body, and lands on its
// place.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "jt/render/canvas.h"
#include "jt/render/prop.h"
#include "render_fixtures.h"

namespace jt::render {
namespace {

using testing::template_character;

constexpr int kSignCanvasW = 400, kSignCanvasH = 450;

// A sign like the shipped one: a pure green board over the top half of its box, a thin post
// below, held at 0.9 of the box (the post's foot), with a label (words) on the board.
PropArt green_board() {
  PropArt art;
  art.height = 0.24;
  art.width = 1.2;
  art.grip_x = 0.5;
  art.grip_y = 0.9;
  art.label = PropLabel{.x = 0.5, .y = 0.25, .w = 0.9, .h = 0.3};
  art.states = {{StageShape{.type = StageShape::Type::kRect,
                            .x = 0.5,
                            .y = 0.25,
                            .w = 1.2,
                            .h = 0.5,
                            .fill = 0x00ff00},
                 StageShape{.type = StageShape::Type::kRect,
                            .x = 0.5,
                            .y = 0.75,
                            .w = 0.06,
                            .h = 0.5,
                            .fill = 0x804020}}};
  return art;
}

struct GreenBox {
  int x0 = kSignCanvasW, y0 = kSignCanvasH, x1 = -1, y1 = -1, count = 0;
};

// The box of the pure green pixels (Cairo's ARGB32 in memory order B, G, R, A).
GreenBox green_box(Canvas& canvas) {
  const std::span<const std::uint8_t> px = canvas.pixels();
  GreenBox b;
  for (int y = 0; y < kSignCanvasH; ++y) {
    for (int x = 0; x < kSignCanvasW; ++x) {
      const std::uint8_t* p = &px[static_cast<std::size_t>((y * kSignCanvasW + x) * 4)];
      if (p[0] == 0 && p[1] == 255 && p[2] == 0 && p[3] == 255) {
        b.x0 = std::min(b.x0, x);
        b.y0 = std::min(b.y0, y);
        b.x1 = std::max(b.x1, x);
        b.y1 = std::max(b.y1, y);
        ++b.count;
      }
    }
  }
  return b;
}

const DrawnBox* box_of(const std::vector<DrawnBox>& boxes, std::string_view role) {
  for (const DrawnBox& b : boxes) {
    if (b.kind == DrawnBox::Kind::kPart && b.role == role) return &b;
  }
  return nullptr;
}

TEST(HeldSign, TheBoardStaysBelowTheHead) {
  const PropArt art = green_board();
  int checked = 0;
  for (const char* name : {"kid", "person"}) {
    const Character c = template_character(name);
    for (int hand : {1, -1}) {
      for (double facing : {1.0, -1.0}) {
        // A kid 0.46 of the stage tall holds a 0.24 sign: its box 0.24 / 0.46 of the figure.
        const HeldProp held{.art = &art, .hand = hand, .box_height = 300 * 0.24 / 0.46};
        Canvas canvas(kSignCanvasW, kSignCanvasH);
        std::vector<DrawnBox> boxes;
        canvas.draw_character(c, rt::Pose{},
                              {.x = 200, .feet_y = 420, .height = 300, .facing = facing},
                              {.boxes = &boxes, .held = std::span<const HeldProp>(&held, 1)});
        const GreenBox board = green_box(canvas);
        const DrawnBox* head = box_of(boxes, "head");
        ASSERT_NE(head, nullptr) << name;
        ASSERT_GT(board.count, 1000) << name << " " << hand << " " << facing;
        // Wholly below the head's box (its lowest point: the chin).
        EXPECT_GE(board.y0, head->y1) << name << " " << hand << " " << facing;
        ++checked;
      }
    }
  }
  EXPECT_EQ(checked, 8);
}

TEST(HeldSign, AHeadHighBoardIsHeldLowerWithoutIt) {
  // Without words (no label) the same prop is held as its grip says: its board over the head.
  PropArt art = green_board();
  art.label.reset();
  const HeldProp held{.art = &art, .hand = 1, .box_height = 300 * 0.24 / 0.46};
  Canvas canvas(kSignCanvasW, kSignCanvasH);
  std::vector<DrawnBox> boxes;
  canvas.draw_character(template_character("kid"), rt::Pose{},
                        {.x = 200, .feet_y = 420, .height = 300},
                        {.boxes = &boxes, .held = std::span<const HeldProp>(&held, 1)});
  const DrawnBox* head = box_of(boxes, "head");
  ASSERT_NE(head, nullptr);
  EXPECT_LT(green_box(canvas).y0, head->y1);
}

// A 20 px pure green square held at its middle.
PropArt green_block() {
  PropArt art;
  art.width = 1;
  art.grip_x = 0.5;
  art.grip_y = 0.5;
  art.grip_in_front = false;  // held behind the hand; falling, it is in front
  art.states = {{StageShape{
      .type = StageShape::Type::kRect, .x = 0.5, .y = 0.5, .w = 1, .h = 1, .fill = 0x00ff00}}};
  return art;
}

TEST(DroppedProp, StartsAtTheHandAndLandsOnItsPlace) {
  const PropArt art = green_block();
  for (const char* name : {"person", "kid", "monster"}) {
    const Character c = template_character(name);
    // The fall's start: the square where the held one's grip is, on the hand's box.
    Canvas start(kSignCanvasW, kSignCanvasH);
    std::vector<DrawnBox> boxes;
    const HeldProp falling{
        .art = &art, .hand = 1, .box_height = 20, .fall = 0, .land_x = 300, .land_y = 420};
    start.draw_character(c, rt::Pose{}, {.x = 200, .feet_y = 420, .height = 300},
                         {.boxes = &boxes, .held = std::span<const HeldProp>(&falling, 1)});
    const GreenBox g = green_box(start);
    const DrawnBox* hand = nullptr;
    for (const DrawnBox& b : boxes) {
      if (b.kind == DrawnBox::Kind::kPart && (b.id == "hand_r" || b.id == "claw_r")) hand = &b;
    }
    ASSERT_NE(hand, nullptr) << name;
    // Drawn in front of the hand, whole (20 x 20 less its outline), its middle on the hand's box.
    EXPECT_GT(g.count, 250) << name;
    constexpr double kHandEdgeSlack = 4;  // px: the hand's end lies at its box's edge
    const double cx = (g.x0 + g.x1 + 1) / 2.0, cy = (g.y0 + g.y1 + 1) / 2.0;
    EXPECT_GE(cx, hand->x0 - kHandEdgeSlack) << name;
    EXPECT_LE(cx, hand->x1 + kHandEdgeSlack) << name;
    EXPECT_GE(cy, hand->y0 - kHandEdgeSlack) << name;
    EXPECT_LE(cy, hand->y1 + kHandEdgeSlack) << name;
    // Its end: the middle of its foot on (300, 420).
    Canvas end(kSignCanvasW, kSignCanvasH);
    HeldProp landed = falling;
    landed.fall = 1;
    end.draw_character(c, rt::Pose{}, {.x = 200, .feet_y = 420, .height = 300},
                       {.held = std::span<const HeldProp>(&landed, 1)});
    const GreenBox e = green_box(end);
    EXPECT_NEAR((e.x0 + e.x1 + 1) / 2.0, 300, 1.5) << name;
    EXPECT_NEAR(e.y1 + 1, 420, 2.5) << name;
  }
}

}  // namespace
}  // namespace jt::render
