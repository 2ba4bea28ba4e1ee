// Room at a shared place (docs/CREATURES.md): creatures placed where others stand rest beside
// them, their footprints apart by the rule's distance: half of each footprint's length and a gap
// of 0.02 stage heights between (a character's half width is 0.2 of its height).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "../creature/creature_fixtures.h"
#include "director_harness.h"
#include "jt/creature/model.h"

namespace jt::rt::testing {
namespace {

constexpr double kStageAspect = 16.0 / 9.0;

std::shared_ptr<const creature::Model> model_named(const std::string& file) {
  for (const test_support::ShippedCreature& c : test_support::shipped_creatures()) {
    if (c.file == file)
      return creature::compile_model(*creature::read_descriptor(c.descriptor).descriptor);
  }
  ADD_FAILURE() << "no " << file;
  return nullptr;
}

// The rule's half footprint along the body, in stage heights, from the descriptor's own numbers:
// half the rest length, the widest half width and the legs' reach, × the cast's zoom
// (clamp(480 / rest length, 1, 4)), over 1080 lines.
double half_footprint(const creature::Model& m) {
  double widest = 0;
  for (const creature::ChunkConstants& c : m.chunks)
    widest = std::max(widest, c.half_width);
  const double zoom = std::clamp(480 / m.rest_length, 1.0, 4.0);
  return (m.rest_length / 2 + widest + m.descriptor.legs.reach) * zoom / 1080;
}

// The frame a while after the start of a cartoon of `cast` (ids a and b are creatures).
Frame settled(const std::string& cast, const std::string& a_file, const std::string& b_file) {
  Runtime rt({.creatures = {{"a", model_named(a_file)}, {"b", model_named(b_file)}}});
  const CartoonStart start = rt.start_cartoon(prepare_text(
      R"({"v": 1, "kind": "cartoon", "cast": {)" + cast +
      R"(}, "scripts": [{"hat": {"on": "scene", "name": "s"}, "body": [{"op": "wait", "s": 30}]}]})"));
  EXPECT_TRUE(start.ok) << start.error;
  rt.step_to(20);
  return rt.frame();
}

// Shipped creatures a and b (their slugs, as "caterpillar") at these places, a while after the
// start.
Frame two_settled(const std::string& a, const std::string& a_at, const std::string& b,
                  const std::string& b_at) {
  return settled(R"("a": {"creature": "c4c:crt:)" + a + R"(", "at": )" + a_at +
                     R"(}, "b": {"creature": "c4c:crt:)" + b + R"(", "at": )" + b_at + "}",
                 a + ".json", b + ".json");
}

// The drawn body's extent along the stage, in stage heights.
std::pair<double, double> extent(const CharacterFrame& c) {
  double lo = 1e9, hi = -1e9;
  for (std::size_t i = 0; i < c.body.points.size(); ++i) {
    lo = std::min(lo, (c.body.points[i].x - c.body.half_widths[i]) * c.zoom / 1080);
    hi = std::max(hi, (c.body.points[i].x + c.body.half_widths[i]) * c.zoom / 1080);
  }
  return {lo, hi};
}

// Its length on the stage, in stage heights: where it may rest from its place (a twentieth,
// then its breathing and a turn to its facing).
double length_of(const CharacterFrame& c) {
  return c.creature->rest_length * c.zoom / 1080;
}

// Creatures a and b placed at one spot: the first listed keeps it, the second rests to its right
// (a tie goes right), their centres `distance` stage heights apart (within a tenth of its length:
// where it rests from its place), their bodies apart.
void expect_side_by_side(const std::string& a_slug, const std::string& b_slug, double distance) {
  const std::string spot = R"({"x": 0.5, "y": 0.9})";
  const Frame f = two_settled(a_slug, spot, b_slug, spot);
  const CharacterFrame& a = character_in(f, "a");
  const CharacterFrame& b = character_in(f, "b");
  ASSERT_TRUE(a.visible && b.visible);
  EXPECT_NEAR(a.x * kStageAspect, 0.5 * kStageAspect, 0.1 * length_of(a)) << a_slug;
  EXPECT_NEAR((b.x - a.x) * kStageAspect, distance, 0.1 * length_of(b)) << b_slug;
  EXPECT_NEAR(b.y, 0.9, 0.1 * length_of(b));
  EXPECT_LT(extent(a).second, extent(b).first) << "their bodies meet";
}

TEST(CreatureRoom, TwoCaterpillarsAtOnePlaceRestSideBySide) {
  // The caterpillar: 18 chunks, a rest length of 131 px (its model's, from its sections' spacings),
  // widest half width 8, 7 pairs of legs of reach 7; zoom 480 / 131 = 3.664: half its footprint
  // (65.5 + 8 + 7) × 3.664 / 1080 = 0.2731 stage heights, so the second rests 0.2731 + 0.02 +
  // 0.2731 = 0.5663 from the first.
  EXPECT_NEAR(half_footprint(*model_named("caterpillar.json")), 0.2731, 0.0001);
  expect_side_by_side("caterpillar", "caterpillar", 0.5663);
}

TEST(CreatureRoom, ALongCaterpillarAndASmallBeetleBothClear) {
  // The stag beetle: a rest length of 34 px, widest half width 12, 3 pairs of legs of reach 22;
  // zoom 4 (at most): half its footprint (17 + 12 + 22) × 4 / 1080 = 0.1889, its long legs
  // included. The caterpillar rests 0.1889 + 0.02 + 0.2731 = 0.482 from it.
  EXPECT_NEAR(half_footprint(*model_named("stag-beetle.json")), 0.1889, 0.0001);
  expect_side_by_side("stag-beetle", "caterpillar", 0.482);
}

TEST(CreatureRoom, ACreatureRestsBesideACharacterAtItsPlace) {
  // A person of h 0.5 at x 0.5 on the feet line: half of it 0.2 × 0.5 = 0.1 stage heights wide.
  const Frame f = settled(R"("ann": {"at": {"x": 0.5}},
                             "a": {"creature": "c4c:crt:caterpillar", "at": {"x": 0.5, "y": 0.92}})",
                          "caterpillar.json", "caterpillar.json");
  const CharacterFrame& a = character_in(f, "a");
  ASSERT_TRUE(a.visible);
  EXPECT_NEAR(a.x * kStageAspect - 0.5 * kStageAspect, 0.1 + 0.02 + half_footprint(*a.creature),
              0.1 * length_of(a));
  EXPECT_GT(extent(a).first, 0.5 * kStageAspect + 0.1);
}

TEST(CreatureRoom, CreaturesAtOtherDepthsKeepTheirPlaces) {
  // At y 0.7 and 0.92 the caterpillars' drawn bodies (0.040 either side of their centre lines:
  // (8 + 0.55 × 7) × 3.664 / 1080) are far apart: neither is moved.
  const Frame f = two_settled("caterpillar", R"({"x": 0.5, "y": 0.7})", "caterpillar",
                              R"({"x": 0.5, "y": 0.92})");
  const CharacterFrame& a = character_in(f, "a");
  const CharacterFrame& b = character_in(f, "b");
  EXPECT_NEAR(a.x, 0.5, 0.1 * length_of(a) / kStageAspect);
  EXPECT_NEAR(b.x, 0.5, 0.1 * length_of(b) / kStageAspect);
}

}  // namespace
}  // namespace jt::rt::testing
