// Captions never cover a character badly (docs/STAGE.md "Captions"): drawn through the cartoon's
// frame, the caption's pixels and a character's pixels never meet while the picture has room.
#include <gtest/gtest.h>

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "jt/render/cartoon_frame.h"
#include "render_fixtures.h"

namespace jt::render {
namespace {

constexpr int kFrameW = 320, kFrameH = 180;

std::vector<std::uint8_t> frame_pixels(const rt::Frame& frame, const CastDrawings& cast) {
  Canvas canvas(kFrameW, kFrameH);
  draw_cartoon_frame(canvas, frame, nullptr, cast);  // no stage: the characters alone are opaque
  const auto px = canvas.pixels();
  return {px.begin(), px.end()};
}

// Pixels a character painted (opaque without the caption) that the caption changed.
int character_pixels_covered(const rt::Frame& frame, const CastDrawings& cast) {
  rt::Frame bare = frame;
  bare.caption.reset();
  const auto without = frame_pixels(bare, cast), with = frame_pixels(frame, cast);
  int covered = 0;
  for (std::size_t i = 0; i + 3 < with.size(); i += 4) {
    const bool character = without[i + 3] > 0;  // Cairo's ARGB32, little-endian: alpha 4th
    const bool changed = without[i] != with[i] || without[i + 1] != with[i + 1] ||
                         without[i + 2] != with[i + 2] || without[i + 3] != with[i + 3];
    covered += character && changed;
  }
  return covered;
}

rt::CharacterFrame standing(const std::string& id, double x, double h) {
  rt::CharacterFrame c;
  c.id = id;
  c.x = x;
  c.y = 0.92;
  c.h = h;
  c.visible = true;
  return c;
}

TEST(RenderCaptionPlacement, ACaptionLeavesTheFeetOfACharacterOnTheFloorUncovered) {
  // happy_now at 1 s: the monster on the right (its placement), a long caption: near the
  // bottom the box would cover its feet; the sky above is clear.
  CastDrawings cast;
  cast["B"].character = testing::template_character("monster");
  cast["A"].character = testing::template_character("kid");
  rt::Frame frame;
  frame.caption = "Grump was having a grey sort of morning.";
  frame.characters = {standing("B", 0.68, 0.5)};
  EXPECT_EQ(character_pixels_covered(frame, cast), 0);
  // Two characters standing, a short line: it too keeps off them.
  frame.caption = "Is it?";
  frame.characters = {standing("A", 0.3, 0.5), standing("B", 0.68, 0.55)};
  EXPECT_EQ(character_pixels_covered(frame, cast), 0);
}

// The box is placed from where the characters stood when the caption began (caption_x, _y,
// _h), not where they are now, so it stays put for the whole of a line while they glide.
TEST(RenderCaptionPlacement, TheBoxStaysWhereTheLineBeganItWhileACharacterGlides) {
  CastDrawings cast;
  cast["B"].character = testing::template_character("monster");
  rt::Frame frame;
  frame.caption = "Grump was having a grey sort of morning.";
  rt::CharacterFrame on_floor = standing("B", 0.68, 0.5);
  on_floor.caption_x = on_floor.x;
  on_floor.caption_y = on_floor.y;
  on_floor.caption_h = on_floor.h;
  // The first caption row it changed: standing on the floor when the line began, the box is up.
  auto first_row = [&](const rt::CharacterFrame& who) {
    frame.characters = {who};
    rt::Frame bare = frame;
    bare.caption.reset();
    const auto with = frame_pixels(frame, cast), without = frame_pixels(bare, cast);
    for (std::size_t i = 0; i < with.size(); ++i) {
      if (with[i] != without[i]) return static_cast<int>(i / (4 * kFrameW));
    }
    return kFrameH;
  };
  EXPECT_LT(first_row(on_floor), kFrameH / 2);
  // The same character where it is now, but small and high up when the line began (it has
  // glided down since): the box stays at the bottom, where the line began it.
  rt::CharacterFrame glided = on_floor;
  glided.caption_y = 0.4;
  glided.caption_h = 0.2;
  EXPECT_GT(first_row(glided), kFrameH / 2);
}

}  // namespace
}  // namespace jt::render
