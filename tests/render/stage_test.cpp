// The stage: background packs read and drawn, grades, captions.
#include "jt/render/stage.h"

#include <gtest/gtest.h>

#include <cairo.h>

#include <algorithm>
#include <array>
#include <filesystem>
#include <string>
#include <vector>

#include "jt/json/parse.h"

namespace jt::render {
namespace {

struct Surface {
  cairo_surface_t* surface;
  cairo_t* cr;
  Surface(int w, int h)
      : surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h)), cr(cairo_create(surface)) {}
  ~Surface() {
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
  }
  std::span<std::uint8_t> pixels() {
    cairo_surface_flush(surface);
    return {cairo_image_surface_get_data(surface),
            static_cast<std::size_t>(cairo_image_surface_get_stride(surface) *
                                     cairo_image_surface_get_height(surface))};
  }
  int stride() const { return cairo_image_surface_get_stride(surface); }
};

TEST(RenderStage, EveryShippedBackgroundReadsAndDraws) {
  int count = 0;
  for (const auto& entry :
       std::filesystem::directory_iterator(std::string(JT_SOURCE_DIR) + "/packs/backgrounds")) {
    json::ParseResult pack = json::parse_file(entry.path().string());
    ASSERT_TRUE(pack.ok());
    std::vector<Diagnostic> diagnostics;
    auto background = read_background(*pack.value.find("content"), "bg", diagnostics);
    ASSERT_TRUE(background.has_value()) << entry.path();
    EXPECT_TRUE(diagnostics.empty()) << entry.path();
    Surface s(160, 90);
    draw_background(s.cr, *background, 160, 90);
    // Opaque everywhere: nothing of the page shows through.
    const auto px = s.pixels();
    for (int y = 0; y < 90; ++y) {
      for (int x = 0; x < 160; ++x)
        ASSERT_EQ(px[y * s.stride() + 4 * x + 3], 255) << entry.path();
    }
    ++count;
  }
  EXPECT_GE(count, 6);
}

TEST(RenderStage, ABackgroundWithABadShapeIsReportedWithItsPath) {
  json::ParseResult content =
      json::parse(R"({"sky": ["#000000", "#ffffff"], "shapes": [{"type": "star", "x": 0.5}]})");
  std::vector<Diagnostic> diagnostics;
  EXPECT_FALSE(read_background(content.value, "bg.json", diagnostics).has_value());
  ASSERT_EQ(diagnostics.size(), 1u);
  EXPECT_EQ(diagnostics[0].path, "/shapes/0/type");
}

TEST(RenderStage, GradesTransformColours) {
  Surface s(4, 1);
  cairo_set_source_rgb(s.cr, 1.0, 0.5, 0.0);  // orange
  cairo_paint(s.cr);
  apply_grade(Grade::kNormal, s.pixels(), 4, 1, s.stride());
  auto px = s.pixels();
  EXPECT_EQ(px[2], 255);  // R unchanged by normal
  apply_grade(Grade::kGrey, s.pixels(), 4, 1, s.stride());
  px = s.pixels();
  EXPECT_EQ(px[0], px[1]);  // grey: R = G = B
  EXPECT_EQ(px[1], px[2]);
  EXPECT_NEAR(px[2], 0.299 * 255 + 0.587 * 128, 1.5);
  EXPECT_FALSE(grade_from_name("purple").has_value());
  EXPECT_EQ(grade_from_name("night"), Grade::kNight);
}

// The grade of one opaque colour (R, G, B), as R, G, B.
std::array<int, 3> graded(Grade grade, int r, int g, int b) {
  std::vector<std::uint8_t> px = {static_cast<std::uint8_t>(b), static_cast<std::uint8_t>(g),
                                  static_cast<std::uint8_t>(r), 255};
  apply_grade(grade, px, 1, 1, 4);
  return {px[2], px[1], px[0]};
}

TEST(RenderStage, WarmIsVisiblyWarmAndNeverTurnsASkyGreen) {
  // A mid grey turns golden: red well above blue.
  const auto grey = graded(Grade::kWarm, 128, 128, 128);
  EXPECT_GE(grey[0] - grey[2], 30);
  // The shipped skies and a white wall: green never becomes the strongest channel where it was
  // not (the old warm turned a park's sky a sickly yellow-green).
  for (const auto& [r, g, b] : {std::array{159, 211, 240}, std::array{228, 243, 251},
                                std::array{150, 200, 235}, std::array{250, 250, 250}}) {
    const auto out = graded(Grade::kWarm, r, g, b);
    if (g <= std::max(r, b)) {
      EXPECT_LE(out[1], std::max(out[0], out[2]) + 1) << r << " " << g << " " << b;
    }
    EXPECT_GT(out[0] - out[2], r - b) << "warmer";
  }
}

TEST(RenderStage, NightIsDarkAndBlueAndKeepsTheContrastACharacterNeeds) {
  const auto luma = [](const std::array<int, 3>& c) {
    return 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2];
  };
  const auto night = [](std::array<int, 3> c) { return graded(Grade::kNight, c[0], c[1], c[2]); };
  // The shipped day skies (the park's, the beach's, the street's tops) turn a night's navy: dark
  // (the old matrix left them a mid blue, luma 60 to 70) and blue.
  double lightest_sky = 0;
  for (const auto& sky :
       {std::array{159, 211, 240}, std::array{140, 207, 240}, std::array{182, 214, 236}}) {
    const auto out = night(sky);
    EXPECT_LE(luma(out), 36) << sky[0] << " " << sky[1] << " " << sky[2];
    EXPECT_GT(out[2], out[1] + 15) << "blue";
    EXPECT_GT(out[1], out[0]);
    lightest_sky = std::max(lightest_sky, luma(out));
  }
  // Walls and the plain stage's wall go dark too (the old night: luma 78 to 82).
  for (const auto& wall :
       {std::array{247, 233, 210}, std::array{236, 227, 243}, std::array{238, 241, 244}}) {
    EXPECT_LE(luma(night(wall)), 48) << wall[0] << " " << wall[1] << " " << wall[2];
  }
  // A character reads against that sky: the person's skin and the kid's shirt at least 1.6 times
  // as light, an eye's white lighter still, and each fill apart from its outline (a dark shade).
  const auto white = night({255, 255, 255}), black = night({0, 0, 0});
  const auto skin = night({241, 194, 125}), shirt = night({239, 111, 108});
  EXPECT_GE(luma(skin), 1.6 * lightest_sky);
  EXPECT_GE(luma(shirt), 1.6 * lightest_sky);
  EXPECT_GE(luma(white), luma(skin) + 8) << "eyes stay white";
  EXPECT_GE(luma(skin) - luma(night({92, 74, 48})), 18) << "a fill apart from its line";
  EXPECT_GT(shirt[0], skin[0] - 10) << "a red shirt keeps some red";
  EXPECT_LE(std::max({black[0], black[1], black[2]}), 14) << "the blacks stay deep";
  // The moon and the stars stay lighter than the sky.
  EXPECT_GE(luma(night({246, 240, 208})), 1.3 * lightest_sky) << "the moon";
  EXPECT_GE(luma(night({253, 248, 224})), 1.3 * lightest_sky) << "a star";
  // A gradient stays smooth: down the plain stage's wall, a level at a time, no step of more
  // than a level (a weight that switched on a colour's tint banded it).
  std::array<int, 3> last = night({238, 241, 244});
  for (int i = 1; i <= 30; ++i) {
    const auto out = night({238 - i, 241 - i, 244 - i});
    for (int k = 0; k < 3; ++k)
      EXPECT_LE(std::abs(out[k] - last[k]), 1) << i;
    last = out;
  }
}

TEST(RenderStage, SepiaIsBrownAndKeepsThePicturesTones) {
  const auto luma = [](const std::array<int, 3>& c) {
    return 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2];
  };
  // A park's sky, a mid grey, a wall: brown (red over green over blue), about as light as before
  // (within 12 %), never washed toward white.
  for (const auto& c :
       {std::array{159, 211, 240}, std::array{128, 128, 128}, std::array{230, 215, 200}}) {
    const auto out = graded(Grade::kSepia, c[0], c[1], c[2]);
    EXPECT_GT(out[0], out[1]);
    EXPECT_GT(out[1], out[2]);
    EXPECT_NEAR(luma(out), luma(c), 0.12 * luma(c)) << c[0] << " " << c[1] << " " << c[2];
  }
}

TEST(RenderStage, GradesKeepTransparencyValid) {
  // Premultiplied pixels: B, G, R, A bytes. A clear pixel stays clear under every grade, and a
  // half-covered one never gets a channel above its alpha (bloom lifts and warms colours).
  for (const std::string_view name : grade_names()) {
    std::vector<std::uint8_t> px = {0, 0, 0, 0, 120, 120, 120, 128, 255, 255, 255, 255};
    apply_grade(*grade_from_name(name), px, 3, 1, 12);
    EXPECT_EQ(px[0] + px[1] + px[2] + px[3], 0) << name;
    EXPECT_LE(px[4], 128) << name;
    EXPECT_LE(px[5], 128) << name;
    EXPECT_LE(px[6], 128) << name;
    EXPECT_EQ(px[7], 128) << name;
  }
}

// Bloom glows (ART.md: a warm glow and lifted highlights) and does not bleach: a white disc on a
// dark ground lights the dark just outside it and not far away; a mid grey stays a mid grey,
// warmed (red up, blue down a few percent).
TEST(RenderStage, BloomGlowsAroundHighlightsAndKeepsMidTones) {
  const int w = 320, h = 240;
  Surface s(w, h);
  cairo_set_source_rgb(s.cr, 0.1, 0.1, 0.1);
  cairo_paint(s.cr);
  cairo_arc(s.cr, 100, 120, 40, 0, 6.283185307179586);
  cairo_set_source_rgb(s.cr, 1, 1, 1);
  cairo_fill(s.cr);
  auto red_at = [&](int x, int y) {
    return s.pixels()[static_cast<std::size_t>(y * s.stride() + x * 4 + 2)];
  };
  const int dark = red_at(143, 120), far = red_at(280, 120);
  apply_grade(Grade::kBloom, s.pixels(), w, h, s.stride());
  EXPECT_GE(red_at(143, 120), dark + 12) << "3 px outside the disc: lit by its glow";
  EXPECT_LE(red_at(280, 120), far + 2) << "140 px away: as dark as before";
  EXPECT_EQ(red_at(100, 120), 255) << "the highlight stays white";

  Surface grey(8, 8);
  cairo_set_source_rgb(grey.cr, 0.5, 0.5, 0.5);
  cairo_paint(grey.cr);
  apply_grade(Grade::kBloom, grey.pixels(), 8, 8, grey.stride());
  const auto g = grey.pixels();
  EXPECT_NEAR(g[2], 128 * 1.04, 3) << "red";
  EXPECT_NEAR(g[1], 128 * 1.01, 3) << "green";
  EXPECT_NEAR(g[0], 128 * 0.95, 3) << "blue";
}

TEST(RenderStage, CaptionFontsCoverEveryScriptTheSetupInstalls) {
  // scripts/setup installs DejaVu and Noto (core, CJK, colour emoji): captions in any of these
  // scripts draw without boxes; a private-use character no font has is counted.
  EXPECT_EQ(caption_missing_glyphs("Olá! Привет! Γειά! 你好！こんにちは 안녕 مرحبا שלום नमस्ते "
                                   "สวัสดี 🎂🎉"),
            0);
  EXPECT_EQ(caption_missing_glyphs("a \U0010FFFD b \U0010FFFC"), 2);
}

TEST(RenderStage, TheSameStageTwiceIsTheSameBytes) {
  auto draw = [] {
    Surface s(320, 180);
    draw_background(s.cr, plain_background(), 320, 180);
    draw_caption(s.cr, "Hello, stage! ¡Olé! 你好", 320, 180);
    const auto px = s.pixels();
    return std::vector<std::uint8_t>(px.begin(), px.end());
  };
  EXPECT_EQ(draw(), draw());
}

// The rows (top, bottom) a caption darkened on a white 320x180 picture, or (-1, -1).
std::pair<int, int> caption_rows(std::span<const CharacterArea> characters) {
  Surface s(320, 180);
  cairo_set_source_rgb(s.cr, 1, 1, 1);
  cairo_paint(s.cr);
  draw_caption(s.cr, "Hello there", 320, 180, characters);
  const auto px = s.pixels();
  int top = -1, bottom = -1;
  for (int y = 0; y < 180; ++y) {
    const std::size_t at = static_cast<std::size_t>(y * s.stride() + 160 * 4);
    if (px[at] < 128) {
      if (top < 0) top = y;
      bottom = y;
    }
  }
  return {top, bottom};
}

// A character standing with its feet at `feet`, `h` pixels tall, at x = 160: its head the top half.
CharacterArea standing(double feet, double h) {
  return {.head = {160 - 0.34 * h, feet - 1.05 * h, 160 + 0.34 * h, feet - 0.5 * h},
          .figure = {160 - 0.6 * h, feet - 1.3 * h, 160 + 0.6 * h, feet + 0.02 * h}};
}

TEST(RenderStage, ACaptionGoesWhereItCoversLeastOfTheCharacters) {
  const auto [top, bottom] = caption_rows({});
  EXPECT_GT(top, 180 * 0.75) << "no characters: near the bottom";
  EXPECT_LE(bottom, 180 * 0.965 + 1);
  // Standing high up, feet well above the box: it stays at the bottom.
  const CharacterArea high = standing(100, 80);
  EXPECT_EQ(caption_rows(std::span(&high, 1)).first, top);
  // Standing on the feet line, the box over its feet and legs, the top clear: the box goes up.
  const CharacterArea on_floor = standing(0.92 * 180, 90);
  const auto [up_top, up_bottom] = caption_rows(std::span(&on_floor, 1));
  EXPECT_LT(up_bottom, 180 * 0.3);
  EXPECT_GE(up_top, 180 * 0.03);
  // A crouching head down there: up too.
  const CharacterArea crouching = standing(0.92 * 180, 40);
  EXPECT_LT(caption_rows(std::span(&crouching, 1)).second, 180 * 0.3);
  // So tall its head is at the top: its feet rather than its face, the bottom.
  const CharacterArea tall = standing(0.92 * 180, 160);
  EXPECT_EQ(caption_rows(std::span(&tall, 1)).first, top);
}

TEST(RenderStage, ABubbleSitsOverTheSpeakerWithItsTailTowardTheMouth) {
  Surface s(320, 180);
  cairo_set_source_rgb(s.cr, 0, 0, 0);
  cairo_paint(s.cr);
  const HeadArea head{200, 90, 240, 130};
  const HeadArea box = draw_bubble(s.cr, "Hi!", 320, 180, head, 225, 120);
  EXPECT_LE(box.y1, head.y0) << "above the head";
  EXPECT_GE(box.x0, 0);
  EXPECT_LE(box.x1, 320);
  EXPECT_LT(box.x0, 220);
  EXPECT_GT(box.x1, 220);
  // Between the bubble and the mouth, the tail is white; far beside it, the picture is black.
  const auto px = s.pixels();
  auto white = [&](int x, int y) {
    return px[static_cast<std::size_t>(y * s.stride() + x * 4)] > 200;
  };
  const int tail_y = static_cast<int>(box.y1) + 4;
  bool tail = false;
  for (int x = 205; x <= 240; ++x)
    tail = tail || white(x, tail_y);
  EXPECT_TRUE(tail) << "a tail under the bubble toward the mouth";
  EXPECT_FALSE(white(20, tail_y));
  // Nowhere to go above a head at the top: beside it.
  const HeadArea top_head{100, 5, 140, 45};
  Surface t(320, 180);
  const HeadArea beside = draw_bubble(t.cr, "Hi!", 320, 180, top_head, 125, 35);
  EXPECT_TRUE(beside.x0 >= top_head.x1 || beside.x1 <= top_head.x0);
}

// A caption's text is laid out once and kept while it is shown: a frame draws the same bytes
// whether its text was kept from the frame before or laid out afresh after others.
TEST(RenderStage, ACaptionKeptFromTheFrameBeforeDrawsTheSameBytes) {
  auto caption_pixels = [](const std::string& text) {
    Surface s(320, 180);
    draw_caption(s.cr, text, 320, 180, {});
    const auto px = s.pixels();
    return std::vector<std::uint8_t>(px.begin(), px.end());
  };
  const auto first = caption_pixels("Grump was having a grey sort of morning.");
  const auto kept = caption_pixels("Grump was having a grey sort of morning.");
  EXPECT_EQ(first, kept);
  for (int i = 0; i < 6; ++i)
    caption_pixels("another line " + std::to_string(i));  // pushed out
  EXPECT_EQ(caption_pixels("Grump was having a grey sort of morning."), first);
  EXPECT_NE(caption_pixels("Grump was having a grey sort of mourning."), first);
}

// The whole text is drawn however wide the picture: a 4K caption's last words too (Pango leaves
// out glyphs outside the picture it lays the path out on).
TEST(RenderStage, AWideCaptionIsDrawnToItsLastLetter) {
  const int w = 3840, h = 1080;
  Surface s(w, h);
  const std::string text =
      "Wide, wider, the widest caption anyone has ever seen, one line across a picture four "
      "thousand pixels wide";
  const HeadArea box = draw_caption(s.cr, text, w, h, {});
  ASSERT_GT(box.x1 - box.x0, 2200) << "one long line, ending past 2000 pixels";
  const auto px = s.pixels();
  int white_right = 0;  // the text is white; the box around it dark
  for (int y = static_cast<int>(box.y0); y < static_cast<int>(box.y1); ++y) {
    for (int x = static_cast<int>(box.x1 - 0.15 * (box.x1 - box.x0)); x < box.x1; ++x) {
      const std::size_t i = static_cast<std::size_t>(y * s.stride() + x * 4);
      if (px[i] > 200 && px[i + 1] > 200 && px[i + 2] > 200) ++white_right;
    }
  }
  EXPECT_GT(white_right, 500) << "letters in the last seventh of the box";
}

}  // namespace
}  // namespace jt::render
