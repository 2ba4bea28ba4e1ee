// Drawing creatures (docs/CREATURES.md, "Drawing"): every shipped creature in every style draws,
// the same twice; the layer order puts over-ornaments and plates above the ribbon and
// under-ornaments below it.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstring>

#include "../engine/creature/creature_fixtures.h"
#include "jt/creature/pose.h"
#include "jt/render/canvas.h"
#include "jt/render/draw_stop.h"

namespace jt::render {
namespace {

using creature::Vec;
using test_support::at_pointer;

constexpr int kCreatureStillW = 320, kCreatureStillH = 180;
const CreatureView kView{.x0 = 160, .y0 = 90, .scale = 1, .tilt = 0.55};

creature::CreaturePose pose_of(const std::shared_ptr<const creature::Model>& model) {
  creature::Creature c(model, {model->rest_length / 2, 0}, {1, 0}, 0, 1);
  creature::advance_to(c, 30, {1, {1, 0}});
  creature::CreaturePose pose;
  creature::pose_into(c, pose);
  return pose;
}

std::shared_ptr<const creature::Model> model_of(const json::Value& d) {
  const creature::ReadResult read = creature::read_descriptor(d);
  EXPECT_TRUE(read.descriptor);
  return creature::compile_model(*read.descriptor);
}

// The canvas pixel (ARGB32 word) at a world point.
std::uint32_t pixel_at(Canvas& canvas, Vec world) {
  const int x = static_cast<int>(kView.x0 + kView.scale * world.x);
  const int y = static_cast<int>(kView.y0 + kView.scale * kView.tilt * world.y);
  std::uint32_t word = 0;
  std::memcpy(&word, canvas.pixels().data() + (y * kCreatureStillW + x) * 4, 4);
  return word;
}

std::vector<std::uint8_t> draw(const CreatureArt& art, const creature::CreaturePose& pose) {
  Canvas canvas(kCreatureStillW, kCreatureStillH);
  canvas.plain_stage(40);
  canvas.draw_creature(art, pose, kView);
  const auto pixels = canvas.pixels();
  return {pixels.begin(), pixels.end()};
}

TEST(CreatureDraw, EveryShippedCreatureInEveryStyleDrawsTheSameTwice) {
  Canvas empty(kCreatureStillW, kCreatureStillH);
  empty.plain_stage(40);
  const auto bare = empty.pixels();
  const std::vector<std::uint8_t> stage(bare.begin(), bare.end());
  for (const auto& c : test_support::shipped_creatures()) {
    const auto model = model_of(c.descriptor);
    const creature::CreaturePose pose = pose_of(model);
    std::vector<std::vector<std::uint8_t>> styles;
    for (const char* style : {"flat", "outlined", "soft", "storybook", "bold", "crayon"}) {
      const CreatureArt art = prepare_creature_art(model, style);
      const auto first = draw(art, pose);
      EXPECT_EQ(first, draw(art, pose)) << c.file << " " << style;
      EXPECT_NE(first, stage) << c.file << " " << style << ": something is drawn";
      for (const auto& other : styles)
        EXPECT_NE(first, other) << c.file << " " << style << " looks like another style";
      styles.push_back(first);
    }
  }
}

// The first shipped creature with one big pure-red ornament on chunk 9, on the body's axis, and
// no plates.
json::Value red_ornament(const char* layer) {
  json::Value d = test_support::shipped_creatures().front().descriptor;
  at_pointer(d, "/definitions/paints")->as_object().set("red", json::Object{});
  at_pointer(d, "/definitions/paints/red")->as_object().set("fill", "#ff0000");
  at_pointer(d, "/definitions/paints/red")->as_object().set("stroke", json::Value());
  json::Array& ornaments = at_pointer(d, "/chain/skin/ornaments")->as_array();
  json::Value o = ornaments.front();
  o.as_object().set("id", "redspot");
  o.as_object().set("paint", "red");
  o.as_object().set("shape", at_pointer(d, "/chain/skin/plates/0/shape")->as_string());
  o.as_object().set("layer", layer);
  o.as_object().set("side", "right");
  *at_pointer(o, "/at") = json::Object();
  at_pointer(o, "/at")->as_object().set("section", json::Value());
  at_pointer(o, "/at")->as_object().set("from", "head");
  at_pointer(o, "/at")->as_object().set("offset", 9);
  at_pointer(o, "/offset")->as_object().set("forward", 0);
  at_pointer(o, "/offset")->as_object().set("outward", 0);
  o.as_object().set("scale", 1.5);
  o.as_object().set("react", 0);
  ornaments.push_back(o);
  at_pointer(d, "/chain/skin/plates")->as_array().clear();
  return d;
}

TEST(CreatureDraw, OverOrnamentsAreAboveTheRibbonAndUnderOrnamentsBelowIt) {
  for (const char* layer : {"over", "under"}) {
    const auto model = model_of(red_ornament(layer));
    const creature::CreaturePose pose = pose_of(model);
    Canvas canvas(kCreatureStillW, kCreatureStillH);
    canvas.plain_stage(40);
    canvas.draw_creature(prepare_creature_art(model, "flat"), pose, kView);
    const std::uint32_t px = pixel_at(canvas, pose.points[9]);
    const bool red = px == 0xffff0000u;
    EXPECT_EQ(red, std::string(layer) == "over") << layer << std::hex << " " << px;
  }
}

// The pose without its particles: no plates, no ornaments, feet of scale 0 (not drawn).
creature::CreaturePose without_particles(creature::CreaturePose pose) {
  pose.plates.clear();
  pose.ornaments.clear();
  for (creature::LegPose& leg : pose.legs)
    leg.foot_scale = 0;
  return pose;
}

// Ctrl-C during a drawing (draw_stop.h): the plates, ornaments and feet not yet drawn are left
// out, so a heavy creature's still stops at once; the caller throws the picture away.
TEST(CreatureDraw, AStoppedDrawingLeavesOutItsParticles) {
  std::atomic<bool> stop{true};
  for (const auto& c : test_support::shipped_creatures()) {
    const auto model = model_of(c.descriptor);
    const creature::CreaturePose pose = pose_of(model);
    const CreatureArt art = prepare_creature_art(model, "outlined");
    const auto whole = draw(art, pose);
    set_draw_stop(&stop);
    const auto stopped = draw(art, pose);
    set_draw_stop(nullptr);
    EXPECT_EQ(stopped, draw(art, without_particles(pose))) << c.file;
    EXPECT_NE(stopped, whole) << c.file;
    EXPECT_EQ(draw(art, pose), whole) << c.file << ": drawn whole again once the flag is gone";
  }
}

// A particle reaching farther than 16 pictures of 8192 pixels is not drawn (plates of scale
// 1000 took minutes a still); one of 20,000 pixels is, covering the picture.
TEST(CreatureDraw, AParticleTooLargeToDrawIsLeftOut) {
  json::Value d = red_ornament("over");
  at_pointer(d, "/definitions/shapes")->as_object().set("huge", json::Object());
  at_pointer(d, "/definitions/shapes/huge")
      ->as_object()
      .set("path", "M -200 0 L 0 -200 L 200 0 L 0 200 Z");
  json::Value& ornament = at_pointer(d, "/chain/skin/ornaments")->as_array().back();
  ornament.as_object().set("shape", "huge");
  for (const double scale : {1000.0, 100.0}) {
    ornament.as_object().set("scale", scale);
    const auto model = model_of(d);
    const creature::CreaturePose pose = pose_of(model);
    ASSERT_FALSE(pose.ornaments.empty());
    const CreatureArt art = prepare_creature_art(model, "flat");
    creature::CreaturePose without_red = pose;
    std::erase_if(without_red.ornaments, [&](const creature::OrnamentPose& o) {
      return art.ornament_shape[o.ornament] == art.ornament_shape.back();
    });
    const auto drawn = draw(art, pose);
    if (scale == 1000) {
      EXPECT_EQ(drawn, draw(art, without_red)) << "200 × 1000 px: left out";
    } else {
      Canvas canvas(kCreatureStillW, kCreatureStillH);
      canvas.plain_stage(40);
      canvas.draw_creature(art, pose, kView);
      EXPECT_EQ(pixel_at(canvas, {-150, -150}), 0xffff0000u) << "200 × 100 px: drawn";
    }
  }
}

}  // namespace
}  // namespace jt::render

namespace jt::render {
namespace {

TEST(CreatureDraw, ABodySeenFromALowAngleKeepsItsThickness) {
  // A straight body along x, half width 10 world px, on a floor foreshortened to 0.55: its path
  // lies on the floor, but a round body seen from the side is as thick as it is wide, 20 px at
  // scale 1 (a squashed strip would be 11). Counted down the column through its middle: the rows
  // of the body's own fill colour, all but its outline and the anti-aliased edges.
  const auto shipped = test_support::shipped_creatures();
  const auto worm = std::find_if(shipped.begin(), shipped.end(),
                                 [](const auto& c) { return c.file == "earthworm.json"; });
  ASSERT_NE(worm, shipped.end());
  const CreatureArt art = prepare_creature_art(model_of(worm->descriptor), "flat");
  creature::CreaturePose pose;
  for (int i = 0; i <= 8; ++i) {
    pose.points.push_back({-40.0 + 10 * i, 0});
    pose.normals.push_back({0, 1});
    pose.half_widths.push_back(10);
  }
  pose.head = pose.points.back();
  pose.center = {0, 0};
  pose.direction = {1, 0};
  Canvas canvas(kCreatureStillW, kCreatureStillH);
  canvas.plain_stage(40);
  canvas.draw_creature(art, pose, kView);
  const std::uint32_t fill = pixel_at(canvas, {0, 0});
  int rows = 0;
  for (int y = 0; y < kCreatureStillH; ++y) {
    std::uint32_t word = 0;
    std::memcpy(&word, canvas.pixels().data() + (y * kCreatureStillW + 160) * 4, 4);
    rows += word == fill ? 1 : 0;
  }
  EXPECT_GE(rows, 16);  // 20 less the outline's and the edges' rows
  EXPECT_LE(rows, 20);
}

TEST(CreatureDraw, AnOrnamentIsLiftedOntoTheTubesVisibleSide) {
  // A straight body along x on the floor foreshortened to 0.55 (kView: scale 1, centre at
  // (160, 90)), and one red square 4 x 4 world px (scale 1) on chunk 4, 12 px out from its axis
  // across the body. Lifted as the body's width is, it is drawn 12 px below the axis on the
  // picture (90 + 12 = 102), a square 4 px tall; lying on the floor it was 12 × 0.55 = 6.6 px
  // below it, 2.2 px tall.
  json::Value d = red_ornament("over");
  at_pointer(d, "/definitions/shapes")->as_object().set("sq", json::Object{});
  at_pointer(d, "/definitions/shapes/sq")->as_object().set("path", "M -2 -2 L 2 -2 L 2 2 L -2 2 Z");
  json::Array& list = at_pointer(d, "/chain/skin/ornaments")->as_array();
  list.back().as_object().set("shape", "sq");
  const auto model = model_of(d);
  const CreatureArt art = prepare_creature_art(model, "flat");
  creature::CreaturePose pose;
  for (int i = 0; i <= 8; ++i) {
    pose.points.push_back({40.0 - 10 * i, 0});  // head first, toward +x
    pose.normals.push_back({0, 1});
    pose.half_widths.push_back(5);
  }
  pose.head = pose.points.front();
  pose.center = {0, 0};
  pose.direction = {1, 0};
  creature::OrnamentPose o;
  o.ornament = static_cast<int>(list.size()) - 1;
  o.chunk = 4;
  o.over = true;
  o.side = 1;
  o.position = {0, 12};
  o.direction = {1, 0};
  o.scale = 1;
  pose.ornaments.push_back(o);
  Canvas canvas(kCreatureStillW, kCreatureStillH);
  canvas.plain_stage(40);
  canvas.draw_creature(art, pose, kView);
  int top = kCreatureStillH, bottom = -1, left = kCreatureStillW, right = -1;
  for (int y = 0; y < kCreatureStillH; ++y) {
    for (int x = 0; x < kCreatureStillW; ++x) {
      std::uint32_t word = 0;
      std::memcpy(&word, canvas.pixels().data() + (y * kCreatureStillW + x) * 4, 4);
      if (word != 0xffff0000u) continue;  // the square's pure red, its anti-aliased edge aside
      top = std::min(top, y), bottom = std::max(bottom, y);
      left = std::min(left, x), right = std::max(right, x);
    }
  }
  ASSERT_GE(bottom, 0) << "the square is drawn";
  // Rows 100 and 101 whole (the square spans 100 to 104: its edge rows are partly covered).
  EXPECT_GE(top, 100);
  EXPECT_LE(bottom, 103);
  EXPECT_GE(bottom - top + 1, 3);  // 4 px tall, not 2.2
  EXPECT_GE(left, 158);
  EXPECT_LE(right, 161);
}

}  // namespace
}  // namespace jt::render
