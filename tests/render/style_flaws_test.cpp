// Styles without their flaws (docs/SHAPES.md §4): each style's look measured in the pixels of a
// small still, where the debug record (DrawOptions::boxes) says which part lies where.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

#include "jt/render/canvas.h"
#include "render_fixtures.h"

namespace jt::render {
namespace {

using testing::template_character;

constexpr int kStillW = 320, kStillH = 180;

struct Still {
  Canvas canvas{kStillW, kStillH};
  std::vector<DrawnBox> boxes;

  // Straight (unpremultiplied) channels 0..255 of a pixel.
  void rgba(int x, int y, double out[4]) {
    std::uint32_t word = 0;
    std::memcpy(&word, canvas.pixels().data() + (static_cast<std::size_t>(y) * kStillW + x) * 4, 4);
    const double a = (word >> 24) & 0xff;
    out[3] = a;
    for (int c = 0; c < 3; ++c) {
      const double v = (word >> (16 - 8 * c)) & 0xff;
      out[c] = a > 0 ? v * 255 / a : 0;
    }
  }
  // Rec. 601 luma of a pixel, 0..255.
  double luma(int x, int y) {
    double p[4];
    rgba(x, y, p);
    return 0.299 * p[0] + 0.587 * p[1] + 0.114 * p[2];
  }
  const DrawnBox& box(const std::string& id, DrawnBox::Kind kind = DrawnBox::Kind::kPart) const {
    const auto it = std::find_if(boxes.begin(), boxes.end(),
                                 [&](const DrawnBox& b) { return b.id == id && b.kind == kind; });
    EXPECT_NE(it, boxes.end()) << id;
    return it != boxes.end() ? *it : boxes.front();
  }
};

// The character at rest on a transparent canvas, 160 px tall, in a style.
void draw(Still& still, std::string_view name, const char* style) {
  still.canvas.clear();
  still.canvas.draw_character(template_character(name), rt::Pose{},
                              {.x = 150, .feet_y = 172, .height = 160},
                              {.style = style, .boxes = &still.boxes});
}

double centre_x(const DrawnBox& b) {
  return (b.x0 + b.x1) / 2;
}
double centre_y(const DrawnBox& b) {
  return (b.y0 + b.y1) / 2;
}

// The largest change of luma between neighbouring pixels from the centre of one part's box to
// another's (a pixel a step), and the whole change.
struct Steps {
  double largest = 0, overall = 0;
};
Steps steps_between(Still& still, const DrawnBox& from, const DrawnBox& to) {
  const double x0 = centre_x(from), y0 = centre_y(from), x1 = centre_x(to), y1 = centre_y(to);
  const int n = static_cast<int>(std::ceil(std::hypot(x1 - x0, y1 - y0)));
  Steps steps;
  double first = 0, last = 0;
  for (int k = 0; k <= n; ++k) {
    const double f = static_cast<double>(k) / n;
    const double l =
        still.luma(static_cast<int>(x0 + (x1 - x0) * f), static_cast<int>(y0 + (y1 - y0) * f));
    if (k == 0) first = l;
    if (k > 0) steps.largest = std::max(steps.largest, std::abs(l - last));
    last = l;
  }
  steps.overall = last - first;
  return steps;
}

// The mean luma over the middle of a part's box (its inner half each way).
double mean_luma(Still& still, const DrawnBox& b) {
  const double w = b.x1 - b.x0, h = b.y1 - b.y0;
  double sum = 0;
  int n = 0;
  for (int y = static_cast<int>(b.y0 + h / 4); y < static_cast<int>(b.y1 - h / 4); ++y) {
    for (int x = static_cast<int>(b.x0 + w / 4); x < static_cast<int>(b.x1 - w / 4); ++x) {
      sum += still.luma(x, y);
      ++n;
    }
  }
  return n ? sum / n : 0;
}

TEST(RenderStyleFlaws, SoftShadesALimbAsOneGradientWithNoBandAtAJoint) {
  for (const char* name : {"cat", "dog", "person"}) {
    Still still;
    draw(still, name, "soft");
    // The near front leg (the person's right), thigh and shin of one colour, hanging straight at
    // rest: from the middle of the thigh across the knee to the middle of the shin the fill
    // darkens smoothly.
    const bool animal = std::string(name) != "person";
    const Steps s = steps_between(still, still.box(animal ? "leg3" : "leg_r"),
                                  still.box(animal ? "shin3" : "shin_r"));
    EXPECT_LE(s.largest, 4) << name << ": a band at the knee";
    EXPECT_LT(s.overall, 0) << name << ": the gradient runs light to dark down the leg";
  }
}

TEST(RenderStyleFlaws, SoftIsNotWashedOut) {
  // Shaded lighter and darker in balance: a part's middle keeps about the flat fill's lightness.
  for (const char* name : {"cat", "dog", "person", "monster"}) {
    Still soft, flat;
    draw(soft, name, "soft");
    draw(flat, name, "flat");
    EXPECT_NEAR(mean_luma(soft, soft.box("body")), mean_luma(flat, flat.box("body")), 5) << name;
  }
}

// The share of the ground around an eye (a ring from 1.2 to 1.5 of its radii) in the cel shadow
// of the part the eye is on: pixels 0.78 × the part's lit colour (bold's shadow is the fill
// mixed 22 % toward black), the lit colour being the one most pixels of the part's box have.
double shadowed_share_around(Still& still, const DrawnBox& eye, const DrawnBox& part) {
  std::vector<std::uint32_t> colours;
  for (int y = std::max(0, static_cast<int>(part.y0));
       y < std::min(kStillH, static_cast<int>(part.y1)); ++y) {
    for (int x = std::max(0, static_cast<int>(part.x0));
         x < std::min(kStillW, static_cast<int>(part.x1)); ++x) {
      double p[4];
      still.rgba(x, y, p);
      if (p[3] < 255) continue;
      colours.push_back(static_cast<std::uint32_t>(p[0]) << 16 |
                        static_cast<std::uint32_t>(p[1]) << 8 | static_cast<std::uint32_t>(p[2]));
    }
  }
  std::sort(colours.begin(), colours.end());
  std::uint32_t lit = 0;
  std::size_t best = 0;
  for (std::size_t i = 0; i < colours.size();) {
    std::size_t j = i;
    while (j < colours.size() && colours[j] == colours[i])
      ++j;
    if (j - i > best) best = j - i, lit = colours[i];
    i = j;
  }
  const double shade[3] = {((lit >> 16) & 0xff) * 0.78, ((lit >> 8) & 0xff) * 0.78,
                           (lit & 0xff) * 0.78};
  const double cx = centre_x(eye), cy = centre_y(eye), rx = (eye.x1 - eye.x0) / 2,
               ry = (eye.y1 - eye.y0) / 2;
  int ring = 0, shadowed = 0;
  for (int y = static_cast<int>(cy - 1.5 * ry); y <= static_cast<int>(cy + 1.5 * ry); ++y) {
    for (int x = static_cast<int>(cx - 1.5 * rx); x <= static_cast<int>(cx + 1.5 * rx); ++x) {
      const double d = std::hypot((x + 0.5 - cx) / rx, (y + 0.5 - cy) / ry);
      if (d < 1.2 || d > 1.5 || x < 0 || y < 0 || x >= kStillW || y >= kStillH) continue;
      double p[4];
      still.rgba(x, y, p);
      ++ring;
      shadowed += std::abs(p[0] - shade[0]) < 4 && std::abs(p[1] - shade[1]) < 4 &&
                  std::abs(p[2] - shade[2]) < 4;
    }
  }
  return ring ? static_cast<double>(shadowed) / ring : 0;
}

TEST(RenderStyleFlaws, BoldsCelShadowNeverHoodsAFace) {
  for (const std::string_view name : kTemplates) {
    const Character c = template_character(name);
    for (const std::string& view : testing::face_views(c)) {
      Still still;
      rt::Pose pose;
      pose.view = view;
      still.canvas.clear();
      still.canvas.draw_character(c, pose, {.x = 150, .feet_y = 172, .height = 160},
                                  {.style = "bold", .boxes = &still.boxes});
      int eyes = 0;
      for (const DrawnBox& eye : still.boxes) {
        if (eye.kind != DrawnBox::Kind::kEye) continue;
        ++eyes;
        const double share = shadowed_share_around(still, eye, still.box(eye.id));
        EXPECT_LT(share, 0.04) << name << " " << view << ": the shadow over an eye of " << eye.id;
      }
      EXPECT_GE(eyes, 1) << name << " " << view;
    }
  }
}

// How a plain fill's texture reads over a patch of pixels: its spread (the grain is there), how
// much 8 × 8 blocks differ from each other (blotches) and how far any 3 × 3 spot's mean lies
// from the patch's median (a speck of dirt).
struct Texture {
  double spread = 0, blotches = 0, worst_spot = 0;
};
Texture texture_of(Still& still, int x0, int y0, int x1, int y1) {
  std::vector<double> l;
  const int w = x1 - x0, h = y1 - y0;
  for (int y = y0; y < y1; ++y) {
    for (int x = x0; x < x1; ++x)
      l.push_back(still.luma(x, y));
  }
  const auto at = [&](int x, int y) { return l[static_cast<std::size_t>(y * w + x)]; };
  const auto spread = [](const std::vector<double>& v) {
    double mean = 0, var = 0;
    for (double x : v)
      mean += x / static_cast<double>(v.size());
    for (double x : v)
      var += (x - mean) * (x - mean) / static_cast<double>(v.size());
    return std::sqrt(var);
  };
  std::vector<double> sorted = l;
  std::sort(sorted.begin(), sorted.end());
  const double median = sorted[sorted.size() / 2];
  Texture t;
  t.spread = spread(l);
  std::vector<double> blocks;
  for (int by = 0; by + 8 <= h; by += 8) {
    for (int bx = 0; bx + 8 <= w; bx += 8) {
      double sum = 0;
      for (int y = 0; y < 8; ++y) {
        for (int x = 0; x < 8; ++x)
          sum += at(bx + x, by + y);
      }
      blocks.push_back(sum / 64);
    }
  }
  t.blotches = spread(blocks);
  for (int y = 1; y + 1 < h; ++y) {
    for (int x = 1; x + 1 < w; ++x) {
      double sum = 0;
      for (int j = -1; j <= 1; ++j) {
        for (int i = -1; i <= 1; ++i)
          sum += at(x + i, y + j);
      }
      t.worst_spot = std::max(t.worst_spot, std::abs(sum / 9 - median));
    }
  }
  return t;
}

TEST(RenderStyleFlaws, StorybooksGrainReadsAsPaperNotDirt) {
  for (const std::string_view name : {"dog", "cat", "person"}) {
    Still still;
    draw(still, name, "storybook");
    // The middle of the body's coat or shirt, away from its pooled edge and its belly patch.
    const DrawnBox& b = still.box("body");
    const double w = b.x1 - b.x0, h = b.y1 - b.y0;
    const bool animal = name != "person";
    const Texture t =
        animal
            ? texture_of(still, static_cast<int>(b.x0 + 0.3 * w), static_cast<int>(b.y0 + 0.15 * h),
                         static_cast<int>(b.x0 + 0.7 * w), static_cast<int>(b.y0 + 0.4 * h))
            : texture_of(still, static_cast<int>(b.x0 + 0.3 * w), static_cast<int>(b.y0 + 0.3 * h),
                         static_cast<int>(b.x0 + 0.7 * w), static_cast<int>(b.y0 + 0.7 * h));
    EXPECT_GT(t.spread, 0.8) << name << ": the grain shows";
    EXPECT_LT(t.spread, 4.5) << name << ": and is subtle";
    EXPECT_LT(t.blotches, 2.2) << name << ": evenly, with no blotches";
    EXPECT_LT(t.worst_spot, 9) << name << ": and no speck";
  }
}

// The character at rest on the plain light stage, `height` px tall, in a style.
void draw_on_stage(Still& still, std::string_view name, const char* style, double height) {
  still.canvas.plain_stage(172);
  still.canvas.draw_character(template_character(name), rt::Pose{},
                              {.x = 150, .feet_y = 172, .height = height},
                              {.style = style, .boxes = &still.boxes});
}

// Along the top (or the bottom) edge of a part, columns where the outline shows as two strokes:
// two separate dips of the luma going across the edge, a lighter gap between them.
double doubled_share(Still& still, const DrawnBox& b, bool bottom = false) {
  int columns = 0, doubled = 0;
  const int edge = static_cast<int>(bottom ? b.y1 : b.y0);
  for (int x = static_cast<int>(b.x0 + 0.35 * (b.x1 - b.x0));
       x < static_cast<int>(b.x0 + 0.65 * (b.x1 - b.x0)); ++x) {
    std::vector<double> l;
    for (int y = edge - 6; y <= edge + 6; ++y)
      l.push_back(still.luma(x, y));
    int dips = 0;
    for (std::size_t i = 1; i + 1 < l.size(); ++i) {
      if (!(l[i] < l[i - 1] && l[i] <= l[i + 1])) continue;
      // a dip: lower by 12 levels than the highest point on each side up to the next dip
      double left = l[i], right = l[i];
      for (std::size_t j = i; j-- > 0;)
        left = std::max(left, l[j]);
      for (std::size_t j = i + 1; j < l.size() && l[j] >= l[i]; ++j)
        right = std::max(right, l[j]);
      if (left - l[i] > 12 && right - l[i] > 12) ++dips;
    }
    ++columns;
    doubled += dips >= 2;
  }
  return columns ? static_cast<double>(doubled) / columns : 0;
}

// Along the bottom edge of a part, the share of columns whose darkest pixel across the edge
// (4 px either side) lies on the part (at or above its box's bottom), not off it.
double darkest_within(Still& still, const DrawnBox& b) {
  int columns = 0, within = 0;
  const int edge = static_cast<int>(b.y1);
  for (int x = static_cast<int>(b.x0 + 0.35 * (b.x1 - b.x0));
       x < static_cast<int>(b.x0 + 0.65 * (b.x1 - b.x0)); ++x) {
    int darkest = edge - 4;
    for (int y = edge - 4; y <= edge + 4; ++y) {
      if (still.luma(x, y) < still.luma(x, darkest)) darkest = y;
    }
    ++columns;
    within += darkest <= edge;
  }
  return columns ? static_cast<double>(within) / columns : 0;
}

// How much a fill differs from itself moved `d` px along the hatch's lines (up and to the right
// on screen at rest): a ruled screen of straight, even lines does not differ at all.
double hatch_irregularity(Still& still, const DrawnBox& b, int d) {
  double sum = 0;
  int n = 0;
  const double w = b.x1 - b.x0, h = b.y1 - b.y0;
  for (int y = static_cast<int>(b.y0 + 0.3 * h); y < static_cast<int>(b.y0 + 0.6 * h); ++y) {
    for (int x = static_cast<int>(b.x0 + 0.3 * w); x < static_cast<int>(b.x0 + 0.6 * w); ++x) {
      sum += std::abs(still.luma(x, y) - still.luma(x + d, y - d));
      ++n;
    }
  }
  return n ? sum / n : 0;
}

TEST(RenderStyleFlaws, CrayonsDoubleStrokeShowsAndItsHatchIsHandDrawn) {
  // The outline: two strokes along most of a free edge (the top of a head, of the dog's back).
  for (const auto& [name, part] : {std::pair{"person", "head"}, {"kid", "head"}, {"dog", "body"}}) {
    Still still;
    draw_on_stage(still, name, "crayon", 160);
    EXPECT_GT(doubled_share(still, still.box(part)), 0.5) << name << ": the double stroke shows";
  }
  // Round a hand too, on it: under the fill with the arm's outline, the inner stroke was
  // covered but for a sliver and the line's darkest stroke lay off the hand, past a light gap (a
  // pale halo). Along the bottom of the hanging mitten, two strokes, the darkest on the hand.
  for (const char* name : {"person", "kid"}) {
    Still still;
    draw_on_stage(still, name, "crayon", 160);
    const DrawnBox& hand = still.box("hand_r");
    EXPECT_GT(doubled_share(still, hand, true), 0.5) << name << ": round the hand";
    EXPECT_GT(darkest_within(still, hand), 0.5) << name << ": the line on the hand, no halo";
  }
  // The hatch: across a shirt, lines that waver, tilt and break, not a ruled screen.
  for (const char* name : {"person", "kid"}) {
    Still still;
    draw_on_stage(still, name, "crayon", 160);
    EXPECT_GT(hatch_irregularity(still, still.box("body"), 6), 0.8) << name;
  }
}

// The share of points just outside the ellipse in a part's box (1.15 × its radii), along its
// bottom (within 50° of straight down: the eyes and the nose are near its top, the whiskers
// leave it sideways), that are as dark as an outline (luma under 100).
double dark_rim(Still& still, const DrawnBox& b) {
  const double cx = (b.x0 + b.x1) / 2, cy = (b.y0 + b.y1) / 2, rx = 1.15 * (b.x1 - b.x0) / 2,
               ry = 1.15 * (b.y1 - b.y0) / 2;
  int points = 0, dark = 0;
  for (int k = -5; k <= 5; ++k) {
    for (const double up : {1.0}) {
      const double a = k * 10 * 3.141592653589793 / 180;
      const int x = static_cast<int>(std::lround(cx + rx * std::sin(a)));
      const int y = static_cast<int>(std::lround(cy + up * ry * std::cos(a)));
      ++points;
      dark += still.luma(x, y) < 100;
    }
  }
  return static_cast<double>(dark) / points;
}

TEST(RenderStyleFlaws, BoldsMuzzleIsAPatchNotARing) {
  // Head on the cat's muzzle is a patch on its face: no outline round it (bold's heavy line
  // round the small muzzle read as a dark ring).
  for (const char* view : {"front"}) {
    Still still;
    still.canvas.plain_stage(172);
    rt::Pose pose;
    pose.view = view;
    still.canvas.draw_character(template_character("cat"), pose,
                                {.x = 150, .feet_y = 172, .height = 160},
                                {.style = "bold", .boxes = &still.boxes});
    const double rim = dark_rim(still, still.box("snout"));
    EXPECT_LT(rim, 0.15) << view;
  }
}

}  // namespace
}  // namespace jt::render
