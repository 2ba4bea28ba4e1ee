// The stage: background packs read and drawn, grades, captions.
#include "jt/render/stage.h"

#include <gtest/gtest.h>

#include <cairo.h>

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
  for (const auto& entry : std::filesystem::directory_iterator(std::string(JT_SOURCE_DIR) +
                                                               "/packs/backgrounds")) {
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
      for (int x = 0; x < 160; ++x) ASSERT_EQ(px[y * s.stride() + 4 * x + 3], 255) << entry.path();
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

TEST(RenderStage, GradesKeepTransparencyValid) {
  // Premultiplied pixels: B, G, R, A bytes. A clear pixel stays clear under a grade with an
  // offset (bloom lifts colours), and a half-covered one never gets a channel above its alpha.
  std::vector<std::uint8_t> px = {0, 0, 0, 0, 120, 120, 120, 128, 255, 255, 255, 255};
  apply_grade(Grade::kBloom, px, 3, 1, 12);
  EXPECT_EQ(px[0] + px[1] + px[2] + px[3], 0);
  EXPECT_LE(px[4], 128);
  EXPECT_LE(px[5], 128);
  EXPECT_EQ(px[6], 128) << "red 1.08 * 120 + 0.04 * 120 + 14 * 128 / 255 > 128: clamped to alpha";
  EXPECT_EQ(px[7], 128);
  // An opaque white stays white under bloom (its red and green clamp at 255).
  EXPECT_EQ(px[10], 255);
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

}  // namespace
}  // namespace jt::render
