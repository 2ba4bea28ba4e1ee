// Faces that act, in pixels (docs/SHAPES.md §2.1, §2.2): every mouth shape draws on every face and
// view that shows one, only the mouth changes while a character speaks, a closed shape shows no
// inside of the mouth and an open one does, a silent face draws as its pose alone, blinks and a
// listener's gaze change only the eyes.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "jt/render/canvas.h"
#include "render_fixtures.h"

namespace jt::render {
namespace {

using lipsync::FaceActing;
using lipsync::MouthShape;

constexpr int kFaceStillWidth = 480, kFaceStillHeight = 360;
constexpr double kDrawnHeight = 300;

FaceActing saying(MouthShape shape) {
  FaceActing a{.acted = true, .mouth = lipsync::shape_openness(shape)};
  a.shapes[static_cast<std::size_t>(shape)] = 1;
  return a;
}

std::vector<std::uint8_t> draw(const Character& c, const std::string& view,
                               const FaceActing* acting) {
  Canvas canvas(kFaceStillWidth, kFaceStillHeight);
  canvas.plain_stage(0.95 * kFaceStillHeight);
  rt::Pose pose;
  pose.view = view;
  canvas.draw_character(
      c, pose,
      {.x = kFaceStillWidth / 2.0, .feet_y = 0.95 * kFaceStillHeight, .height = kDrawnHeight},
      {.acting = acting});
  const auto px = canvas.pixels();
  return {px.begin(), px.end()};
}

// The box around the pixels that differ by more than a rounding step (empty: none).
struct Box {
  int x0 = kFaceStillWidth, y0 = kFaceStillHeight, x1 = -1, y1 = -1;
  int count = 0;
  int w() const { return x1 - x0 + 1; }
  int h() const { return y1 - y0 + 1; }
};
Box differing(const std::vector<std::uint8_t>& a, const std::vector<std::uint8_t>& b) {
  Box box;
  for (int y = 0; y < kFaceStillHeight; ++y) {
    for (int x = 0; x < kFaceStillWidth; ++x) {
      const std::size_t i = (static_cast<std::size_t>(y) * kFaceStillWidth + x) * 4;
      bool differs = false;
      for (int k = 0; k < 3; ++k)
        differs |= std::abs(int(a[i + k]) - int(b[i + k])) > 6;
      if (!differs) continue;
      ++box.count;
      box.x0 = std::min(box.x0, x);
      box.y0 = std::min(box.y0, y);
      box.x1 = std::max(box.x1, x);
      box.y1 = std::max(box.y1, y);
    }
  }
  return box;
}

// Pixels of the inside of a mouth (face_draw.cpp's dark red), a beak's included.
int mouth_inside_pixels(const std::vector<std::uint8_t>& px) {
  int n = 0;
  for (std::size_t i = 0; i + 3 < px.size(); i += 4) {
    // Cairo's ARGB32 on a little-endian machine: B, G, R, A; the inside is (92, 23, 31).
    n +=
        std::abs(px[i + 2] - 92) < 12 && std::abs(px[i + 1] - 23) < 12 && std::abs(px[i] - 31) < 12;
  }
  return n;
}

TEST(FaceActing, ASilentFaceIsItsPoseAlone) {
  for (const char* name : testing::kTemplateNames) {
    const Character c = testing::template_character(name);
    const FaceActing rest = saying(MouthShape::kX);
    for (const std::string& view : testing::face_views(c)) {
      EXPECT_EQ(draw(c, view, &rest), draw(c, view, nullptr)) << name << " " << view;
    }
  }
}

TEST(FaceActing, SpeakingChangesTheMouthAndNothingElse) {
  for (const char* name : testing::kTemplateNames) {
    const Character c = testing::template_character(name);
    for (const std::string& view : testing::face_views(c)) {
      const auto silent = draw(c, view, nullptr);
      const FaceActing wide = saying(MouthShape::kD);
      const Box box = differing(silent, draw(c, view, &wide));
      EXPECT_GE(box.count, 30) << name << " " << view << ": the open mouth is plainly visible";
      // All of it within a mouth-sized box (a monster's is wide) in the upper part of the
      // character.
      EXPECT_LT(box.w(), kDrawnHeight * 0.3) << name << " " << view;
      EXPECT_LT(box.h(), kDrawnHeight * 0.2) << name << " " << view;
      EXPECT_LT(box.y1, 0.95 * kFaceStillHeight - kDrawnHeight * 0.4) << name << " " << view;
    }
  }
}

TEST(FaceActing, ClosedShowsNoInsideAndOpenDoes) {
  for (const char* name : testing::kTemplateNames) {
    const Character c = testing::template_character(name);
    for (const std::string& view : testing::face_views(c)) {
      const FaceActing closed = saying(MouthShape::kA), wide = saying(MouthShape::kD),
                       open = saying(MouthShape::kC);
      const int shut = mouth_inside_pixels(draw(c, view, &closed));
      EXPECT_EQ(shut, mouth_inside_pixels(draw(c, view, nullptr))) << name << " " << view;
      const int half = mouth_inside_pixels(draw(c, view, &open));
      const int full = mouth_inside_pixels(draw(c, view, &wide));
      EXPECT_GT(half, shut + 15) << name << " " << view;
      EXPECT_GT(full, half) << name << " " << view;
    }
  }
}

TEST(FaceActing, EveryShapeDrawsOnEveryMouth) {
  for (const char* name : testing::kTemplateNames) {
    const Character c = testing::template_character(name);
    for (const std::string& view : testing::face_views(c)) {
      std::vector<std::vector<std::uint8_t>> shapes;
      for (std::size_t i = 0; i < lipsync::kMouthShapes; ++i) {
        const FaceActing a = saying(static_cast<MouthShape>(i));
        shapes.push_back(draw(c, view, &a));
      }
      const bool beak = std::string(name) == "bird";
      for (std::size_t i = 0; i < shapes.size(); ++i) {
        for (std::size_t j = i + 1; j < shapes.size(); ++j) {
          const double oi = lipsync::shape_openness(static_cast<MouthShape>(i));
          const double oj = lipsync::shape_openness(static_cast<MouthShape>(j));
          // A beak shows only how far it opens.
          if (beak && std::abs(oi - oj) < 0.01) continue;
          EXPECT_GE(differing(shapes[i], shapes[j]).count, 4)
              << name << " " << view << ": " << lipsync::shape_letter(static_cast<MouthShape>(i))
              << " vs " << lipsync::shape_letter(static_cast<MouthShape>(j));
        }
      }
    }
  }
}

TEST(FaceActing, ABlinkAndAGlanceChangeOnlyTheEyes) {
  for (const char* name : testing::kTemplateNames) {
    const Character c = testing::template_character(name);
    for (const std::string& view : testing::face_views(c)) {
      const auto open = draw(c, view, nullptr);
      FaceActing blink = saying(MouthShape::kX);
      blink.blink = 1;
      const Box shut = differing(open, draw(c, view, &blink));
      EXPECT_GE(shut.count, 20) << name << " " << view;
      EXPECT_LT(shut.h(), kDrawnHeight * 0.25) << name << " " << view;  // a monster's big eye
      FaceActing left = saying(MouthShape::kX), right = left;
      left.look = -1;
      right.look = 1;
      const auto l = draw(c, view, &left), r = draw(c, view, &right);
      const Box turned = differing(l, r);
      EXPECT_GE(turned.count, 6) << name << " " << view;
      EXPECT_LT(turned.h(), kDrawnHeight * 0.2) << name << " " << view;
    }
  }
}

// The eyes of a face drawn with `acting`, left to right: each eye's box.
std::vector<DrawnBox> eyes_of(const Character& c, const FaceActing& acting,
                              const std::vector<rt::PartValue>& parts = {}) {
  Canvas canvas(kFaceStillWidth, kFaceStillHeight);
  std::vector<DrawnBox> boxes, eyes;
  rt::Pose pose;
  pose.parts = parts;
  canvas.draw_character(
      c, pose,
      {.x = kFaceStillWidth / 2.0, .feet_y = 0.95 * kFaceStillHeight, .height = kDrawnHeight},
      {.boxes = &boxes, .acting = &acting});
  for (const DrawnBox& b : boxes) {
    if (b.kind == DrawnBox::Kind::kEye) eyes.push_back(b);
  }
  std::ranges::sort(eyes, {}, &DrawnBox::x0);
  return eyes;
}

double middle_y(const DrawnBox& b) {
  return (b.y0 + b.y1) / 2;
}

TEST(FaceActing, ATiltTurnsTheHeadAndANodDipsIt) {
  // docs/SHAPES.md §2.2: tilt degrees counter-clockwise on screen, nod degrees down.
  const Character kid = testing::template_character("kid");
  const FaceActing still{.acted = true}, tilted{.acted = true, .tilt = 8},
      nodding{.acted = true, .nod = 5};
  const auto level = eyes_of(kid, still), turned = eyes_of(kid, tilted),
             dipped = eyes_of(kid, nodding);
  ASSERT_EQ(level.size(), 2u);
  ASSERT_EQ(turned.size(), 2u);
  EXPECT_NEAR(middle_y(level[0]), middle_y(level[1]), 0.5);
  // Counter-clockwise: the left eye goes down, the right one up.
  EXPECT_GT(middle_y(turned[0]), middle_y(turned[1]) + 2);
  // A nod of 5° dips the head by 7 px at 1080 lines: here (a 360 px canvas) 2.3 px.
  EXPECT_NEAR(middle_y(dipped[0]) - middle_y(level[0]), 5 * 1.4 * kFaceStillHeight / 1080.0, 0.3);
  // A move that names the head keeps it: no gesture on top.
  const auto driven = eyes_of(kid, tilted, {{"head", 0}});
  EXPECT_NEAR(middle_y(driven[0]), middle_y(driven[1]), 0.5);
}

}  // namespace
}  // namespace jt::render
