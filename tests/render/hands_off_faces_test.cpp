// Hands off faces (docs/SHAPES.md §3.9): over every template, every shipped move and a dozen
// times of it, no hand, paw or wing drawn after a face covers more than a sliver of an eye. The
// boxes come from the canvas's debug record (DrawOptions::boxes), in painting order.
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include "jt/render/canvas.h"
#include "jt/render/templates.h"
#include "render_fixtures.h"

namespace jt::render {
namespace {

using testing::pose_of;
using testing::shipped_moves;
using testing::template_character;

constexpr double kSliver = 0.2;  // the share of an eye's box a hand's box may cover

bool is_hand(const DrawnBox& b) {
  return b.kind == DrawnBox::Kind::kPart &&
         (b.role == "hand" || b.role == "claw" || b.role == "wing" || b.role == "foot");
}

double covered_share(const DrawnBox& eye, const DrawnBox& hand) {
  const double w = std::min(eye.x1, hand.x1) - std::max(eye.x0, hand.x0);
  const double h = std::min(eye.y1, hand.y1) - std::max(eye.y0, hand.y0);
  if (w <= 0 || h <= 0) return 0;
  return w * h / ((eye.x1 - eye.x0) * (eye.y1 - eye.y0));
}

// The boxes of one still: the character 200 px tall on a small canvas (a box is geometry: it
// can lie outside the pixels, which only cost time).
std::vector<DrawnBox> boxes_of(const Character& c, const rt::Pose& pose) {
  Canvas canvas(64, 64);
  std::vector<DrawnBox> boxes;
  canvas.draw_character(c, pose, {.x = 150, .feet_y = 270, .height = 200}, {.boxes = &boxes});
  return boxes;
}

TEST(RenderHandsOffFaces, TheDebugRecordListsPartsAndEyesInPaintingOrder) {
  const Character kid = template_character("kid");
  const std::vector<DrawnBox> boxes = boxes_of(kid, rt::Pose{});
  const auto named = [&](const std::string& id, DrawnBox::Kind kind) {
    return std::find_if(boxes.begin(), boxes.end(),
                        [&](const DrawnBox& b) { return b.id == id && b.kind == kind; });
  };
  const auto head = named("head", DrawnBox::Kind::kPart);
  const auto eye = named("head", DrawnBox::Kind::kEye);
  ASSERT_NE(head, boxes.end());
  ASSERT_NE(eye, boxes.end());
  EXPECT_LT(head - boxes.begin(), eye - boxes.begin()) << "the face is drawn on its head";
  EXPECT_EQ(std::count_if(boxes.begin(), boxes.end(),
                          [](const DrawnBox& b) { return b.kind == DrawnBox::Kind::kEye; }),
            2);
  // The eye inside the head's box, the head in the top half of the 200 px character.
  EXPECT_GT(eye->x0, head->x0);
  EXPECT_LT(eye->x1, head->x1);
  EXPECT_GT(eye->y0, head->y0);
  EXPECT_LT(eye->y1, head->y1);
  EXPECT_LT(head->y1, 270 - 100);
  EXPECT_GT(head->y0, 270 - 200 - 8);
  // A hand at rest hangs below the head.
  const auto hand = named("hand_r", DrawnBox::Kind::kPart);
  ASSERT_NE(hand, boxes.end());
  EXPECT_GT(hand->y0, head->y1);
}

TEST(RenderHandsOffFaces, NoHandPawOrWingCoversAnEyeInAnyShippedMove) {
  const auto moves = shipped_moves();
  ASSERT_GT(moves.size(), 30u);
  std::ostringstream bad;
  int checked = 0, failures = 0;
  for (const std::string_view name : kTemplates) {
    const Character c = template_character(name);
    for (const auto& move : moves) {
      for (int k = 0; k < 12; ++k) {
        const double t = 0.25 + k * 0.5;
        const std::vector<DrawnBox> boxes = boxes_of(c, pose_of(move.program, c.legs, t));
        for (std::size_t e = 0; e < boxes.size(); ++e) {
          if (boxes[e].kind != DrawnBox::Kind::kEye) continue;
          ++checked;
          for (std::size_t h = e + 1; h < boxes.size(); ++h) {
            const double share = is_hand(boxes[h]) ? covered_share(boxes[e], boxes[h]) : 0;
            if (share > kSliver && ++failures <= 40) {
              bad << name << " " << move.name << " at " << t << " s: " << boxes[h].id << " covers "
                  << static_cast<int>(share * 100) << " % of an eye\n";
            }
          }
        }
      }
    }
  }
  EXPECT_GT(checked, 6 * 30 * 12);
  EXPECT_EQ(failures, 0) << bad.str();
}

}  // namespace
}  // namespace jt::render
