// Three quarters (docs/CAMERA.md "Views"): a two-legged template turned halfway from the front
// toward the way it faces (+x in its art). Measured on what it paints, 300 px tall: the eyes
// slide that way, the chest and hips narrow, the far arm tucks in behind the body, and a
// template without the drawing (a dog) is drawn in its own view.
#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "jt/render/canvas.h"
#include "render_fixtures.h"

namespace jt::render {
namespace {

using testing::template_character;

struct Painted {
  std::vector<DrawnBox> boxes;
  const DrawnBox* find(const std::string& id, DrawnBox::Kind kind = DrawnBox::Kind::kPart) const {
    for (const DrawnBox& b : boxes) {
      if (b.id == id && b.kind == kind) return &b;
    }
    return nullptr;
  }
  // The middle of every box of the id and kind (both eyes of a head) together.
  double centre_x(const std::string& id, DrawnBox::Kind kind = DrawnBox::Kind::kPart) const {
    double x0 = 1e300, x1 = -1e300;
    for (const DrawnBox& b : boxes) {
      if (b.id == id && b.kind == kind) x0 = std::min(x0, b.x0), x1 = std::max(x1, b.x1);
    }
    return x0 > x1 ? 0 : (x0 + x1) / 2;
  }
  double width(const std::string& id) const {
    const DrawnBox* b = find(id);
    return b == nullptr ? 0 : b->x1 - b->x0;
  }
  // The index of the part's box in paint order (-1 if not painted).
  long order(const std::string& id) const {
    for (std::size_t i = 0; i < boxes.size(); ++i) {
      if (boxes[i].id == id && boxes[i].kind == DrawnBox::Kind::kPart) return static_cast<long>(i);
    }
    return -1;
  }
};

// Drawn in `view` ("" for none set), in a conversation with its head turned `turn` when given.
Painted painted(const Character& c, const std::string& view,
                std::optional<double> turn = std::nullopt) {
  Canvas canvas(32, 32);
  Painted p;
  rt::Pose pose;
  if (!view.empty()) pose.view = view;
  lipsync::FaceActing acting;
  if (turn) acting.turn = *turn;
  canvas.draw_character(c, pose, {.x = 200, .feet_y = 400, .height = 300},
                        {.boxes = &p.boxes, .acting = turn ? &acting : nullptr});
  return p;
}

class ThreeQuarter : public ::testing::TestWithParam<std::string> {};

TEST_P(ThreeQuarter, TheEyesSlideTheWayItFaces) {
  const Character c = template_character(GetParam());
  const Painted front = painted(c, "front"), turned = painted(c, "three-quarter");
  ASSERT_NE(front.find("head", DrawnBox::Kind::kEye), nullptr);
  ASSERT_NE(turned.find("head", DrawnBox::Kind::kEye), nullptr);
  // Head on the eyes sit over the middle (x 200); turned, their box moves right by about
  // 0.45 of the eyes' half spacing, at least a few pixels at 300 px tall.
  EXPECT_NEAR(front.centre_x("head", DrawnBox::Kind::kEye), 200, 1.5);
  EXPECT_GT(turned.centre_x("head", DrawnBox::Kind::kEye), 203);
}

TEST_P(ThreeQuarter, TheBodyNarrowsAndTheFarArmTucksBehindIt) {
  const Character c = template_character(GetParam());
  const Painted front = painted(c, "front"), turned = painted(c, "three-quarter");
  // The torso is 0.88 of its width head on.
  EXPECT_NEAR(turned.width("body") / front.width("body"), 0.88, 0.03);
  // The far arm (+x) hangs nearer the middle than head on, and is painted before the body;
  // the near arm after it.
  EXPECT_LT(turned.centre_x("arm_r") - 200, front.centre_x("arm_r") - 200);
  ASSERT_GE(turned.order("body"), 0);
  EXPECT_LT(turned.order("arm_r"), turned.order("body"));
  EXPECT_GT(turned.order("arm_l"), turned.order("body"));
}

TEST_P(ThreeQuarter, TalkingWithSomeoneTurnsTheBodyTowardThem) {
  // Docs/CAMERA.md "Conversations": past half way through its head's turn toward a partner on
  // its left (turn −1), one with no view of its own is drawn three quarters, mirrored that way:
  // the far arm (+x in the art, on the right on screen) tucked behind the body, the eyes left.
  const Character c = template_character(GetParam());
  const Painted talking = painted(c, "", -1.0), starting = painted(c, "", -0.3);
  EXPECT_LT(talking.order("arm_r"), talking.order("body"));
  EXPECT_LT(talking.centre_x("head", DrawnBox::Kind::kEye), 197);
  EXPECT_GT(starting.order("arm_r"), starting.order("body")) << "head on until half way";
  // A view a move or a scene chose is kept.
  const Painted chosen = painted(c, "front", -1.0);
  EXPECT_GT(chosen.order("arm_r"), chosen.order("body"));
}

INSTANTIATE_TEST_SUITE_P(Bipeds, ThreeQuarter, ::testing::Values("person", "kid", "monster"));

TEST(ThreeQuarterView, ATemplateWithoutTheDrawingShowsItsOwn) {
  const Character dog = template_character("dog");
  const Painted own = painted(dog, "side"), asked = painted(dog, "three-quarter");
  ASSERT_FALSE(own.boxes.empty());
  ASSERT_EQ(own.boxes.size(), asked.boxes.size());
  for (std::size_t i = 0; i < own.boxes.size(); ++i) {
    EXPECT_EQ(own.boxes[i].id, asked.boxes[i].id);
    EXPECT_DOUBLE_EQ(own.boxes[i].x0, asked.boxes[i].x0);
  }
}

}  // namespace
}  // namespace jt::render
