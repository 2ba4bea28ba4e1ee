// Moods that read at a small size (issue 12, docs/SHAPES.md §2): each template drawn as tall as
// in a 320x180 render (108 px, h 0.6) shows six different faces for its six moods, each pair apart
// by more than a rounding; the silent mouths are a mood's own (drawn twice as tall): an angry one
// grimaces (its clenched teeth show white), a surprised one is a small open "o" (its dark inside
// shows), where the neutral face shows neither.
#include <gtest/gtest.h>

#include <cstdlib>
#include <string>
#include <vector>

#include "jt/render/canvas.h"
#include "render_fixtures.h"

namespace jt::render {
namespace {

constexpr int kStillHeight = 240;
constexpr double kSmall = 108, kLarge = 216;  // h 0.6 of 320x180 and of 640x360
const char* const kMoods[] = {"neutral", "happy", "sad", "angry", "surprised", "scared"};

std::vector<std::uint8_t> draw(const Character& c, const std::string& view, const std::string& mood,
                               double height) {
  // Twice as wide as tall, so a long animal's head in profile is in the picture.
  Canvas canvas(2 * kStillHeight, kStillHeight);
  canvas.plain_stage(0.95 * kStillHeight);
  rt::Pose pose;
  pose.view = view;
  if (mood != "neutral") pose.mood = mood;
  canvas.draw_character(c, pose,
                        {.x = kStillHeight, .feet_y = 0.95 * kStillHeight, .height = height});
  const auto px = canvas.pixels();
  return {px.begin(), px.end()};
}

// Pixels (Cairo's B, G, R, A) that differ plainly, by more than 40 in a channel.
int plainly_differing(const std::vector<std::uint8_t>& a, const std::vector<std::uint8_t>& b) {
  int n = 0;
  for (std::size_t i = 0; i + 3 < a.size(); i += 4) {
    bool differs = false;
    for (int k = 0; k < 3; ++k)
      differs |= std::abs(int(a[i + k]) - int(b[i + k])) > 40;
    n += differs;
  }
  return n;
}

// Pixels of a colour (within 16 of r, g, b) in `b` that are not that colour in `a`.
int turned(const std::vector<std::uint8_t>& a, const std::vector<std::uint8_t>& b, int r, int g,
           int bl) {
  const auto is = [&](const std::vector<std::uint8_t>& px, std::size_t i) {
    return std::abs(px[i + 2] - r) < 16 && std::abs(px[i + 1] - g) < 16 &&
           std::abs(px[i] - bl) < 16;
  };
  int n = 0;
  for (std::size_t i = 0; i + 3 < a.size(); i += 4)
    n += is(b, i) && !is(a, i);
  return n;
}

TEST(MoodFaces, SixMoodsAreSixFacesAtASmallSize) {
  for (const char* name : testing::kTemplateNames) {
    const Character c = testing::template_character(name);
    for (const std::string& view : testing::face_views(c)) {
      std::vector<std::vector<std::uint8_t>> faces;
      for (const char* mood : kMoods)
        faces.push_back(draw(c, view, mood, kSmall));
      for (std::size_t i = 0; i < faces.size(); ++i) {
        for (std::size_t j = i + 1; j < faces.size(); ++j) {
          EXPECT_GE(plainly_differing(faces[i], faces[j]), 6)
              << name << " " << view << ": " << kMoods[i] << " and " << kMoods[j];
        }
      }
    }
  }
}

TEST(MoodFaces, AngryGrimacesAndSurprisedSaysO) {
  for (const char* name : testing::kTemplateNames) {
    const Character c = testing::template_character(name);
    if (name == std::string("bird")) continue;  // a beak: its moods are its brows and eyes
    for (const std::string& view : testing::face_views(c)) {
      const auto neutral = draw(c, view, "neutral", kLarge);
      // White where the neutral face has none: the clenched teeth.
      EXPECT_GE(turned(neutral, draw(c, view, "angry", kLarge), 255, 255, 255), 4)
          << name << " " << view << ": the grimace's teeth";
      // The inside of a mouth (face_draw.cpp's 0.36, 0.09, 0.12) where the neutral face has none.
      EXPECT_GE(turned(neutral, draw(c, view, "surprised", kLarge), 92, 23, 31), 2)
          << name << " " << view << ": the small o";
    }
  }
}

// An asleep face keeps its eyes shut: on every template and face view it is drawn as the blink
// held closed (pose.blink 1, no mood), not as the open-eyed neutral face.
TEST(RenderMoodFaces, AnAsleepFaceIsTheBlinkHeldShut) {
  auto drawn = [](const Character& c, const rt::Pose& pose) {
    Canvas canvas(2 * kStillHeight, kStillHeight);
    canvas.plain_stage(0.95 * kStillHeight);
    canvas.draw_character(c, pose,
                          {.x = kStillHeight, .feet_y = 0.95 * kStillHeight, .height = kLarge});
    const auto px = canvas.pixels();
    return std::vector<std::uint8_t>(px.begin(), px.end());
  };
  for (const char* name : testing::kTemplateNames) {
    const Character c = testing::template_character(name);
    for (const std::string& view : testing::face_views(c)) {
      SCOPED_TRACE(std::string(name) + " " + view);
      rt::Pose asleep, shut;
      asleep.view = shut.view = view;
      asleep.mood = "asleep";
      shut.blink = 1;
      const std::vector<std::uint8_t> a = drawn(c, asleep);
      EXPECT_EQ(a, drawn(c, shut));
      EXPECT_GT(plainly_differing(draw(c, view, "neutral", kLarge), a), 0);
    }
  }
}

// A laughing face (mood `laugh`, docs/SHAPES.md §2) is its own: on every template and face view
// it differs plainly from the happy face (eyes squeezed to arches, the mouth open wide) and from
// the blink held shut (eyes closed the other way up); its mouth (the bird's beak) is open: the
// inside's dark colour shows where the happy face has none.
TEST(RenderMoodFaces, ALaughSqueezesTheEyesAndOpensTheMouth) {
  for (const char* name : testing::kTemplateNames) {
    const Character c = testing::template_character(name);
    for (const std::string& view : testing::face_views(c)) {
      SCOPED_TRACE(std::string(name) + " " + view);
      const auto laugh = draw(c, view, "laugh", kLarge);
      EXPECT_GT(plainly_differing(draw(c, view, "happy", kLarge), laugh), 20);
      EXPECT_GT(plainly_differing(draw(c, view, "asleep", kLarge), laugh), 20);
      EXPECT_GE(turned(draw(c, view, "happy", kLarge), laugh, 92, 23, 31), 4);
    }
  }
}

}  // namespace
}  // namespace jt::render
