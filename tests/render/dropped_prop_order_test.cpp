// A dropped prop stays in front of the one who dropped it (docs/PROPS.md "How they are drawn"):
// it falls in front of the body, and once it lands (the frame after) it is still drawn over the
// legs, where a prop put at the same feet line stands behind them.
#include <gtest/gtest.h>

#include <cstdint>
#include <span>

#include "jt/render/cartoon_frame.h"
#include "jt/render/prop.h"
#include "render_fixtures.h"

namespace jt::render {
namespace {

constexpr int kW = 320, kH = 180;

// A pure green square, its foot's middle its anchor, 0.1 of the picture's height tall.
PropArt green_square() {
  PropArt art;
  art.height = 0.1;
  art.width = 1;
  art.states = {{StageShape{
      .type = StageShape::Type::kRect, .x = 0.5, .y = 0.5, .w = 1, .h = 1, .fill = 0x00ff00}}};
  return art;
}

// The pure green pixels of the frame (Cairo's ARGB32 in memory order B, G, R, A).
int green_pixels(const rt::Frame& frame, const PropArts& props) {
  CastDrawings cast;
  cast["A"].character = testing::template_character("kid");
  Canvas canvas(kW, kH);
  draw_cartoon_frame(canvas, frame, nullptr, cast, CaptionStyle::kBox, Fit::kFrame, &props);
  int n = 0;
  const std::span<const std::uint8_t> px = canvas.pixels();
  for (std::size_t i = 0; i + 3 < px.size(); i += 4)
    n += px[i] == 0 && px[i + 1] == 255 && px[i + 2] == 0 && px[i + 3] == 255;
  return n;
}

rt::Frame kid_with_square(const std::string& dropper) {
  rt::Frame frame;
  frame.characters = {testing::placed_character("A", 0.5)};
  // On the kid's feet line, between its feet: the legs cross it.
  frame.props.push_back({.name = "block", .pack = "green", .x = 0.5, .y = 0.92});
  frame.props.back().ground_y = 0.92;
  frame.props.back().dropper = dropper;
  return frame;
}

TEST(DroppedProp, StaysInFrontOfItsDropperAfterItLands) {
  const PropArts props{{"green", green_square()}};
  rt::Frame alone;
  alone.props = kid_with_square("").props;
  const int whole = green_pixels(alone, props);  // nobody in front of it
  ASSERT_GT(whole, 200);
  // Put there, it stands behind the kid's legs: some of it is hidden.
  const int put = green_pixels(kid_with_square(""), props);
  EXPECT_LT(put, whole - 20);
  // Landed from the kid's hand (the frame after the fall: fall −1, the dropper kept): all of it
  // shows, in front of the legs as it was while it fell.
  EXPECT_EQ(green_pixels(kid_with_square("A"), props), whole);
}

}  // namespace
}  // namespace jt::render
