// The sets' language (docs/STAGE.md "Shapes": outlines, gradients, paths, layers, props) read,
// checked and drawn, and the shipped sets kept calm behind the heads at the default places.
#include <gtest/gtest.h>

#include <cairo.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "jt/diagnostic_codes.h"
#include "jt/packs/pack_directory.h"
#include "jt/render/cast_art.h"
#include "jt/render/stage.h"
#include "support/json_text.h"

namespace jt::render {
namespace {

struct Picture {
  int w, h;
  cairo_surface_t* surface;
  cairo_t* cr;
  Picture(int width, int height)
      : w(width),
        h(height),
        surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height)),
        cr(cairo_create(surface)) {}
  ~Picture() {
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
  }
  Picture(const Picture&) = delete;
  Picture& operator=(const Picture&) = delete;
  // The channel (16 red, 8 green, 0 blue) of the pixel at (x, y).
  int at(int x, int y, int shift) {
    cairo_surface_flush(surface);
    const auto* row = cairo_image_surface_get_data(surface) +
                      static_cast<std::ptrdiff_t>(y) * cairo_image_surface_get_stride(surface);
    return static_cast<int>((reinterpret_cast<const std::uint32_t*>(row)[x] >> shift) & 0xff);
  }
};

std::optional<Background> read(const std::string& content, std::vector<Diagnostic>& d) {
  return read_background(test_support::parse_json(content), "bg.json", d);
}

// The one problem reading `content` meets: its code and pointer.
std::string problem(const std::string& content) {
  std::vector<Diagnostic> d;
  EXPECT_FALSE(read(content, d).has_value()) << content;
  if (d.size() != 1) return "problems: " + std::to_string(d.size());
  return std::string(code_name(d[0].code)) + " " + d[0].path;
}

TEST(SetDressing, EveryBadFieldIsReportedAtItsPointer) {
  const std::string sky = R"("sky": ["#000000", "#ffffff"], )";
  EXPECT_EQ(problem("{" + sky + R"("shapes": [{"type": "rrect", "stroke": "red"}]})"),
            "bad-colour /shapes/0/stroke");
  EXPECT_EQ(problem("{" + sky + R"("shapes": [{"type": "rrect", "fill": ["#000000"]}]})"),
            "wrong-type /shapes/0/fill");
  EXPECT_EQ(problem("{" + sky + R"("shapes": [{"type": "rrect", "fill": ["#000000", "#12"]}]})"),
            "bad-colour /shapes/0/fill/1");
  EXPECT_EQ(problem("{" + sky + R"("shapes": [{"type": "rrect", "stroke_width": 0.2}]})"),
            "out-of-range /shapes/0/stroke_width");
  EXPECT_EQ(problem("{" + sky + R"("shapes": [{"type": "rrect", "opacity": 1.5}]})"),
            "out-of-range /shapes/0/opacity");
  EXPECT_EQ(problem("{" + sky + R"("shapes": [{"type": "rrect", "layer": "back"}]})"),
            "unknown-value /shapes/0/layer");
  EXPECT_EQ(problem("{" + sky + R"("shapes": [{"type": "path", "points": [[0, 0], [1, 2, 3]]}]})"),
            "wrong-type /shapes/0/points/1");
  EXPECT_EQ(problem("{" + sky + R"("shapes": [{"type": "path"}]})"), "wrong-type /shapes/0/points");
  EXPECT_EQ(problem("{" + sky + R"("shapes": [{"type": "path", "points": [[0, 0]],
                                                "closed": 1}]})"),
            "wrong-type /shapes/0/closed");
  EXPECT_EQ(problem("{" + sky + R"("haze": 2})"), "out-of-range /haze");
  EXPECT_EQ(problem("{" + sky + R"("props": {}})"), "wrong-type /props");
  EXPECT_EQ(problem("{" + sky + R"("props": [{"x": 0.5}]})"), "missing-field /props/0/prop");
  EXPECT_EQ(problem("{" + sky + R"("props": [{"prop": "c4c:prop:chair", "y": 3}]})"),
            "out-of-range /props/0/y");
  EXPECT_EQ(problem("{" + sky + R"("props": [{"prop": "c4c:prop:chair", "facing": 0}]})"),
            "out-of-range /props/0/facing");
}

TEST(SetDressing, TheNewFieldsRead) {
  std::vector<Diagnostic> d;
  const auto b = read(R"({"haze": 0.4, "shapes": [
      {"type": "path", "points": [[0, 0], [0.5, 1, 1, 0], [0, 1, 1, 1, 0, 0]], "closed": false,
       "stroke": "#102030", "stroke_width": 0.01, "layer": "far"},
      {"type": "ellipse", "fill": ["#ff0000", "#0000ff"], "layer": "mid"}],
      "props": [{"prop": "c4c:prop:chair", "x": 0.2, "y": 0.9, "h": 0.3, "facing": -1}]})",
                      d);
  ASSERT_TRUE(b.has_value()) << (d.empty() ? "" : d[0].message);
  EXPECT_DOUBLE_EQ(b->haze, 0.4);
  ASSERT_EQ(b->shapes.size(), 2u);
  const StageShape& line = b->shapes[0];
  EXPECT_EQ(line.type, StageShape::Type::kPath);
  EXPECT_FALSE(line.closed);
  ASSERT_EQ(line.steps.size(), 3u);
  EXPECT_EQ(line.steps[1].size(), 4u);
  EXPECT_EQ(line.steps[2].size(), 6u);
  EXPECT_EQ(line.stroke, 0x102030u);
  EXPECT_DOUBLE_EQ(line.stroke_width, 0.01);
  EXPECT_EQ(line.layer, StageShape::Layer::kFar);
  EXPECT_EQ(b->shapes[1].fill, 0xff0000u);
  EXPECT_EQ(b->shapes[1].fill_bottom, 0x0000ffu);
  EXPECT_EQ(b->shapes[1].layer, StageShape::Layer::kMid);
  ASSERT_EQ(b->props.size(), 1u);
  EXPECT_EQ(b->props[0].prop, "c4c:prop:chair");
  EXPECT_DOUBLE_EQ(b->props[0].h, 0.3);
  EXPECT_DOUBLE_EQ(b->props[0].facing, -1);
}

TEST(SetDressing, OutlinesGradientsAndPathsAreDrawn) {
  // A white stage 160x90; a black-outlined grey box, a red-to-blue box, a filled curve and an
  // open line.
  std::vector<Diagnostic> d;
  const auto b = read(R"({"sky": ["#ffffff", "#ffffff"], "ground": ["#ffffff", "#ffffff"],
      "shapes": [
      {"type": "rrect", "x": 0.25, "y": 0.5, "w": 0.5, "h": 0.5, "fill": "#808080",
       "stroke": "#000000", "stroke_width": 0.04},
      {"type": "rrect", "x": 0.75, "y": 0.5, "w": 0.5, "h": 0.8, "fill": ["#ff0000", "#0000ff"]},
      {"type": "path", "points": [[0.4, 0.1], [0.5, 0.5, 0.6, 0.1]], "fill": "#00ff00"},
      {"type": "path", "points": [[0.4, 0.9], [0.5, 0.5, 0.6, 0.9]], "closed": false,
       "fill": "#00ff00", "stroke": "#000000", "stroke_width": 0.02}]})",
                      d);
  ASSERT_TRUE(b.has_value());
  Picture p(160, 90);
  draw_background(p.cr, *b, 160, 90);
  // The grey box spans x 40 +- 22.5, y 45 +- 22.5: its outline 3.6 px wide on its edge.
  EXPECT_EQ(p.at(40, 45, 8), 0x80);
  EXPECT_LT(p.at(40, 23, 8), 30) << "the outline on the top edge";
  // The gradient box: red at its top (y 9), blue at its bottom (y 81), as much of each midway.
  EXPECT_GT(p.at(120, 10, 16), 240);
  EXPECT_LT(p.at(120, 10, 0), 15);
  EXPECT_GT(p.at(120, 80, 0), 240);
  EXPECT_NEAR(p.at(120, 45, 16), p.at(120, 45, 0), 6);
  // The quadratic curve from (64, 9) through its control (80, 45) to (96, 9) reaches y 27 at
  // its middle (half way to the control): filled above that, not below.
  EXPECT_EQ(p.at(80, 20, 8), 255);
  EXPECT_EQ(p.at(80, 20, 16), 0);
  EXPECT_EQ(p.at(80, 32, 16), 255) << "below the curve: the white stage";
  // The open line (a U upside down from y 81 to 63 at its middle) is stroked, not filled.
  EXPECT_LT(p.at(80, 63, 8), 60);
  EXPECT_EQ(p.at(80, 72, 16), 255) << "inside the open line: not filled";
}

TEST(SetDressing, FarShapesAreDrawnFirstAndHazed) {
  // A near black square listed before a far one that covers it; the far one is hazed half way
  // toward the sky's horizon colour (white).
  std::vector<Diagnostic> d;
  const auto b = read(R"({"sky": ["#ffffff", "#ffffff"], "ground": ["#ffffff", "#ffffff"],
      "haze": 0.5, "shapes": [
      {"type": "rrect", "x": 0.5, "y": 0.5, "w": 0.2, "h": 0.2, "fill": "#000000"},
      {"type": "rrect", "x": 0.5, "y": 0.5, "w": 0.8, "h": 0.8, "fill": "#000000", "layer": "far"},
      {"type": "rrect", "x": 0.1, "y": 0.1, "w": 0.1, "h": 0.1, "fill": "#000000", "layer": "mid"}]})",
                      d);
  ASSERT_TRUE(b.has_value());
  Picture p(160, 90);
  draw_background(p.cr, *b, 160, 90);
  EXPECT_EQ(p.at(80, 45, 16), 0) << "the near square over the far one";
  EXPECT_NEAR(p.at(80, 20, 16), 128, 1) << "the far square, half hazed";
  EXPECT_NEAR(p.at(16, 9, 16), 64, 1) << "a mid shape takes half the haze";
}

packs::Catalog shipped() {
  const std::filesystem::path dirs[] = {std::filesystem::path(JT_SOURCE_DIR) / "packs"};
  return std::move(packs::load_catalog(dirs).catalog);
}

TEST(SetDressing, ASetsPropsAreDrawnAndAMissingOneIsNamed) {
  packs::Catalog catalog = shipped();
  catalog.add({.id = "c4c:background:t_room",
               .type = "background",
               .version = "1.0.0",
               .file = "t_room.json",
               .json = test_support::parse_json(
                   R"({"content": {"sky": ["#ffffff", "#ffffff"], "ground": ["#ffffff", "#ffffff"],
                      "props": [{"prop": "c4c:prop:chair", "x": 0.5, "y": 0.9, "h": 0.5},
                                {"prop": "c4c:prop:sofa", "x": 0.2}]}})")});
  BackgroundShelf shelf(catalog);
  std::vector<Diagnostic> notes;
  const Background& set = shelf.get("t_room", notes);
  ASSERT_EQ(set.props.size(), 2u);
  EXPECT_TRUE(set.props[0].art) << "the chair's drawing";
  EXPECT_FALSE(set.props[1].art) << "no sofa pack";
  ASSERT_EQ(notes.size(), 1u);
  EXPECT_EQ(notes[0].severity, Severity::kWarning);
  EXPECT_EQ(notes[0].code, Code::kMissingPack);
  EXPECT_EQ(notes[0].path, "/content/props/1/prop");
  EXPECT_EQ(notes[0].file, "t_room.json");
  EXPECT_NE(notes[0].message.find("c4c:prop:sofa"), std::string::npos);
  EXPECT_NE(notes[0].hint.find("list props"), std::string::npos);
  // The chair stands on the white floor: its drawing changes the pixels where it stands.
  Picture p(160, 90);
  draw_background(p.cr, set, 160, 90);
  int changed = 0;
  for (int y = 60; y < 81; ++y) {
    for (int x = 70; x < 90; ++x)
      changed += p.at(x, y, 16) < 250 || p.at(x, y, 0) < 250 ? 1 : 0;
  }
  EXPECT_GT(changed, 40);
}

// Where the heads are at the default places (spec §7.2: n characters spread at (i + 1) / (n + 1)
// of the width, standing on 0.92), for 2, 3 and 5 characters 0.5 tall (a head from 0.42 to 0.6 of
// the height), the shipped examples' two at 0.28 to 0.36 and 0.6 to 0.76, and the extra tall one of
// the_tallest (h 0.74: a head from 0.18 to 0.44) at the places of 2 and at its own 0.36: x of
// the width, y of the height. A head of h 0.5 is about 0.09 of the width across; the band is a
// little wider (0.05 either side of its middle), and as much wider as a taller one's head is.
struct Band {
  double x0, x1, y0, y1;
};

Band head_at(double x, double h) {
  const double half = 0.05 * h / 0.5, top = 0.92 - h;
  return {x - half, x + half, top - 0.02, top + 0.35 * h};
}

std::vector<Band> head_bands() {
  std::vector<Band> bands = {{0.25, 0.41, 0.40, 0.595}, {0.595, 0.75, 0.40, 0.595}};
  for (const int n : {2, 3, 5}) {
    for (int i = 0; i < n; ++i) {
      const double x = (i + 1.0) / (n + 1);
      bands.push_back(head_at(x, 0.5));
      if (n == 2) bands.push_back(head_at(x, 0.74));
    }
  }
  bands.push_back(head_at(0.36, 0.74));
  return bands;
}

TEST(SetDressing, NothingStandsBehindAHeadAtTheDefaultPlaces) {
  const packs::Catalog catalog = shipped();
  BackgroundShelf shelf(catalog);
  constexpr int kW = 640, kH = 360;
  for (const char* name : {"park", "street", "kitchen", "living_room", "beach", "night_sky"}) {
    std::vector<Diagnostic> notes;
    const Background& set = shelf.get(name, notes);
    EXPECT_TRUE(notes.empty()) << name;
    Picture dressed(kW, kH);
    draw_background(dressed.cr, set, kW, kH);
    // The sky (or wall) and ground alone, nothing on them.
    Background bare = set;
    bare.shapes.clear();
    bare.props.clear();
    Picture plain(kW, kH);
    draw_background(plain.cr, bare, kW, kH);
    // The sets whose band behind the heads is their sky or wall: the plain gradient there.
    // The beach's sea and the street's house fronts are calm: each row of the band one colour.
    const std::string n = name;
    const bool sky_behind = n != "beach" && n != "street";
    for (const Band& band : head_bands()) {
      const int x0 = static_cast<int>(band.x0 * kW), x1 = static_cast<int>(band.x1 * kW);
      const int y0 = static_cast<int>(band.y0 * kH), y1 = static_cast<int>(band.y1 * kH);
      std::string wrong;  // the first pixel or row that is not calm, if any
      for (int y = y0; y < y1 && wrong.empty(); ++y) {
        for (const int shift : {16, 8, 0}) {
          int lo = 255, hi = 0;
          for (int x = x0; x < x1 && wrong.empty(); ++x) {
            const int v = dressed.at(x, y, shift);
            lo = std::min(lo, v), hi = std::max(hi, v);
            if (sky_behind && std::abs(v - plain.at(x, y, shift)) > 1) {
              wrong = "the set drawn at " + std::to_string(x) + ", " + std::to_string(y);
            }
          }
          if (wrong.empty() && hi - lo > 4) wrong = "row " + std::to_string(y) + " not calm";
        }
      }
      EXPECT_EQ(wrong, "") << name << ": behind the head at x " << band.x0 << " to " << band.x1
                           << ", y " << band.y0 << " to " << band.y1;
    }
  }
}

}  // namespace
}  // namespace jt::render
