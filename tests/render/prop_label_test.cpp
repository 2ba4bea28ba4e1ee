// Words on a prop (docs/PROPS.md "Words on a prop"): the label box read from a prop pack, each
// problem at its pointer; the shipped sign's words drawn in its ink inside its label box and
// nowhere else, centred on it, shrunk to fit one line or broken into two, reading left to right
// when the sign is mirrored; nothing without words, nothing for words not laid out.
#include <gtest/gtest.h>

#include <cairo.h>

#include <algorithm>
#include <cstdint>
#include <vector>

#include "jt/json/parse.h"
#include "jt/render/prop.h"
#include "support/json_text.h"

namespace jt::render {
namespace {

constexpr int kLabelCanvasW = 400, kLabelCanvasH = 300;

PropArt shipped_sign() {
  const json::ParseResult pack =
      json::parse_file(std::string(JT_SOURCE_DIR) + "/packs/props/sign.json");
  EXPECT_TRUE(pack.ok());
  std::vector<Diagnostic> diagnostics;
  std::optional<PropArt> art = read_prop(*pack.value.find("content"), "sign.json", diagnostics);
  EXPECT_TRUE(art && art->label);
  return art.value_or(PropArt{});
}

struct SignPicture {
  std::vector<std::uint8_t> px;  // ARGB32 in memory order B, G, R, A
  const std::uint8_t* at(int x, int y) const {
    return &px[static_cast<std::size_t>((y * kLabelCanvasW + x) * 4)];
  }
};

// The sign drawn with the middle of its foot at (200, 280), its box 200 px tall (240 wide): its
// label's middle is at (200, 280 - 200 + 0.24 * 200) = (200, 128), 0.94 * 200 = 188 px wide and
// 0.28 * 200 = 56 px tall: x 106 to 294, y 100 to 156.
SignPicture draw_sign(const PropArt& art, std::string_view text, double mirror = 1) {
  cairo_surface_t* surface =
      cairo_image_surface_create(CAIRO_FORMAT_ARGB32, kLabelCanvasW, kLabelCanvasH);
  cairo_t* cr = cairo_create(surface);
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_paint(cr);
  draw_prop(cr, art, 0, text, 200, 280, 200, 0.5, 1, mirror, true);
  cairo_surface_flush(surface);
  SignPicture p;
  const std::uint8_t* data = cairo_image_surface_get_data(surface);
  const int stride = cairo_image_surface_get_stride(surface);
  for (int y = 0; y < kLabelCanvasH; ++y)
    p.px.insert(p.px.end(), data + y * stride, data + y * stride + kLabelCanvasW * 4);
  cairo_destroy(cr);
  cairo_surface_destroy(surface);
  return p;
}

// The ink's (#3b2a1f) pixels: dark, as nothing else in the label is.
bool inky(const std::uint8_t* p) {
  return p[2] < 120 && p[1] < 100 && p[0] < 90;
}

struct Ink {
  int count = 0, x0 = kLabelCanvasW, y0 = kLabelCanvasH, x1 = -1, y1 = -1;
};

Ink ink_in(const SignPicture& p, int x0, int y0, int x1, int y1) {
  Ink ink;
  for (int y = y0; y < y1; ++y) {
    for (int x = x0; x < x1; ++x) {
      if (!inky(p.at(x, y))) continue;
      ++ink.count;
      ink.x0 = std::min(ink.x0, x);
      ink.y0 = std::min(ink.y0, y);
      ink.x1 = std::max(ink.x1, x + 1);
      ink.y1 = std::max(ink.y1, y + 1);
    }
  }
  return ink;
}

TEST(PropLabel, ReadsTheLabelBoxAndItsInk) {
  std::vector<Diagnostic> diagnostics;
  const std::optional<PropArt> art = read_prop(test_support::parse_json(R"({"shapes": [],
        "label": {"x": 0.5, "y": 0.25, "w": 0.9, "h": 0.3, "ink": "#102030"}})"),
                                               "p.json", diagnostics);
  ASSERT_TRUE(art && art->label);
  EXPECT_EQ(art->label->x, 0.5);
  EXPECT_EQ(art->label->y, 0.25);
  EXPECT_EQ(art->label->w, 0.9);
  EXPECT_EQ(art->label->h, 0.3);
  EXPECT_EQ(art->label->ink, (Rgb{0x10 / 255.0, 0x20 / 255.0, 0x30 / 255.0}));
  const auto problem = [](const std::string& content) {
    std::vector<Diagnostic> d;
    read_prop(test_support::parse_json(content), "p.json", d);
    return d.empty() ? std::string() : d.front().path + ": " + d.front().message;
  };
  EXPECT_EQ(problem(R"({"shapes": [], "label": {"x": 0.5, "y": 0.5, "w": 1}})"),
            "/label: missing \"h\" (the label box is x, y, w, h)");
  EXPECT_EQ(problem(R"({"shapes": [], "label": {"x": 1.5, "y": 0.5, "w": 1, "h": 0.2}})"),
            "/label/x: expected a number from 0 to 1");
  EXPECT_EQ(problem(R"({"shapes": [], "label": {"x": 0.5, "y": 0.5, "w": 1, "h": 0.2,
                       "ink": "red"}})"),
            "/label/ink: expected a colour \"#rrggbb\"");
  EXPECT_EQ(problem(R"({"shapes": [], "label": [1]})"),
            "/label: expected a label box {x, y, w, h}");
}

TEST(PropLabel, TheWordsAreInkInsideTheLabelAndNowhereElse) {
  PropArt sign = shipped_sign();
  lay_out_label(sign, "LEMONADE");
  ASSERT_TRUE(sign.words.contains("LEMONADE"));
  const SignPicture blank = draw_sign(sign, "");
  const SignPicture words = draw_sign(sign, "LEMONADE");
  EXPECT_EQ(ink_in(blank, 106, 100, 294, 156).count, 0);  // the bare board
  const Ink ink = ink_in(words, 106, 100, 294, 156);
  EXPECT_GT(ink.count, 188 * 56 / 20);  // a word's worth of strokes
  // Outside the label the picture is the sign's alone.
  for (int y = 0; y < kLabelCanvasH; ++y) {
    for (int x = 0; x < kLabelCanvasW; ++x) {
      if (x >= 106 && x < 294 && y >= 100 && y < 156) continue;
      ASSERT_TRUE(std::equal(words.at(x, y), words.at(x, y) + 4, blank.at(x, y)))
          << "at " << x << ", " << y;
    }
  }
  // Centred on the label's middle (200, 128), and one short word fills its height first: its
  // capitals stand most of the 56 px.
  EXPECT_NEAR((ink.x0 + ink.x1) / 2.0, 200, 3);
  EXPECT_NEAR((ink.y0 + ink.y1) / 2.0, 128, 4);
  EXPECT_GT(ink.x1 - ink.x0, 188 * 0.8);  // a long word: as wide as the label lets it
}

TEST(PropLabel, ManyWordsTakeTwoLinesAndAFewShrinkToOne) {
  PropArt sign = shipped_sign();
  lay_out_label(sign, "HI");
  lay_out_label(sign, "ICE COLD LEMONADE FOR SALE");
  const Ink hi = ink_in(draw_sign(sign, "HI"), 106, 100, 294, 156);
  const Ink many = ink_in(draw_sign(sign, "ICE COLD LEMONADE FOR SALE"), 106, 100, 294, 156);
  // "HI" is as tall as the label lets it be (its line 0.9 of the 56 px, capitals a good part of a
  // line) and much narrower than the label.
  EXPECT_GT(hi.y1 - hi.y0, 56 * 0.4);
  EXPECT_LT(hi.x1 - hi.x0, 188 / 2);
  // The long text in two lines: an empty row of pixels between them.
  ASSERT_GT(many.count, 0);
  const SignPicture p = draw_sign(sign, "ICE COLD LEMONADE FOR SALE");
  bool gap = false;
  for (int y = many.y0 + 3; y < many.y1 - 3 && !gap; ++y)
    gap = ink_in(p, 106, y, 294, y + 1).count == 0;
  EXPECT_TRUE(gap);
}

TEST(PropLabel, AMirroredSignStillReadsLeftToRight) {
  PropArt sign = shipped_sign();
  lay_out_label(sign, "LEMONADE");
  // The sign is symmetric about its middle: mirrored, its words turned back, the picture is the
  // same (each pixel within a level or two of antialiasing).
  const SignPicture right = draw_sign(sign, "LEMONADE", 1);
  const SignPicture left = draw_sign(sign, "LEMONADE", -1);
  const Ink a = ink_in(right, 106, 100, 294, 156), b = ink_in(left, 106, 100, 294, 156);
  EXPECT_EQ(a.x0, b.x0);
  EXPECT_EQ(a.x1, b.x1);
  EXPECT_NEAR(a.count, b.count, a.count / 50);
  int inked_differently = 0;
  for (int y = 100; y < 156; ++y) {
    for (int x = 106; x < 294; ++x)
      inked_differently += inky(right.at(x, y)) != inky(left.at(x, y));
  }
  EXPECT_LT(inked_differently, a.count / 50);
}

TEST(PropLabel, NoWordsAreDrawnThatWereNotLaidOutOrWithoutALabel) {
  PropArt sign = shipped_sign();
  const SignPicture blank = draw_sign(sign, "");
  EXPECT_EQ(draw_sign(sign, "LEMONADE").px, blank.px);  // not laid out: nothing, no crash
  PropArt no_label = sign;
  no_label.label.reset();
  lay_out_label(no_label, "LEMONADE");
  EXPECT_TRUE(no_label.words.empty());
  // Markup is never read: "<b>5c</b>" is nine characters drawn as they are, a line much wider
  // for its height than "5c" alone.
  lay_out_label(sign, "<b>5c</b>");
  lay_out_label(sign, "5c");
  const Ink markup = ink_in(draw_sign(sign, "<b>5c</b>"), 106, 100, 294, 156);
  const Ink plain = ink_in(draw_sign(sign, "5c"), 106, 100, 294, 156);
  EXPECT_GT(markup.x1 - markup.x0, 2 * (plain.x1 - plain.x0));
}

}  // namespace
}  // namespace jt::render
