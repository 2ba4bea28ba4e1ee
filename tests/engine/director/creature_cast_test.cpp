// Creatures in a cartoon's cast (docs/CREATURES.md, "In a cartoon"): they crawl where enter, exit
// and place send them, at their gait's speed, on the cartoon's absolute 60 Hz grid.
#include <gtest/gtest.h>

#include <cmath>

#include "../creature/creature_fixtures.h"
#include "director_harness.h"
#include "jt/creature/model.h"
#include "jt/json/write.h"

namespace jt::rt::testing {
namespace {

constexpr double kAspect = 16.0 / 9.0;

std::shared_ptr<const creature::Model> shipped_model(const std::string& file) {
  for (const test_support::ShippedCreature& c : test_support::shipped_creatures()) {
    if (c.file != file) continue;
    creature::ReadResult read = creature::read_descriptor(c.descriptor);
    EXPECT_TRUE(read.descriptor.has_value()) << file;
    return creature::compile_model(*read.descriptor);
  }
  ADD_FAILURE() << "no " << file;
  return nullptr;
}

// A cartoon of one gecko, "liz", and a person, "ann", running these blocks.
std::string cartoon(const std::string& blocks) {
  return R"({"v": 1, "kind": "cartoon", "name": "crawl",
    "cast": {"liz": {"creature": "c4c:crt:gecko"}, "ann": {"at": {"x": 0.8}}},
    "scripts": [{"hat": {"on": "scene", "name": "one"}, "body": [)" +
         blocks + "]}]}";
}

Runtime started(const std::string& blocks, double fps = 24) {
  Runtime rt({.fps = fps, .creatures = {{"liz", shipped_model("gecko.json")}}});
  const CartoonStart start = rt.start_cartoon(prepare_text(cartoon(blocks)));
  EXPECT_TRUE(start.ok) << start.error;
  return rt;
}

const TimelineRecord& record_of(const Runtime& rt, std::string_view kind) {
  for (const TimelineRecord& r : rt.timeline()) {
    if (r.kind == kind) return r;
  }
  ADD_FAILURE() << "no " << kind << " record";
  return rt.timeline().front();
}

// Stage px (of a 1080-line picture) from the creature's frame to a stage point.
double stage_px_from(const CharacterFrame& c, double x, double y) {
  return std::hypot((c.x - x) * 1080 * kAspect, (c.y - y) * 1080);
}

// Its drawn length in stage px.
double drawn_length(const CharacterFrame& c) {
  return c.creature->rest_length * c.zoom;
}

TEST(CreatureCast, EnterCrawlsToItsPlaceInTheTimeItsGaitTakes) {
  Runtime rt = started(R"({"op": "enter", "who": "liz", "from": "left", "x": 0.35},
                          {"op": "wait", "s": 4})");
  const TimelineRecord& enter = record_of(rt, "enter");
  // As long as the crawl takes: several seconds for a gecko, not the block's default 1 s.
  EXPECT_GT(enter.dur, 3);
  const double end = enter.t + enter.dur;
  for (int i = 0; static_cast<double>(i) / 24 <= end; ++i)
    rt.step_to(static_cast<double>(i) / 24);
  // It kept up with its place as it glided in: within half its length when the glide ends.
  rt.step_to(end);
  Frame f = rt.frame();
  const CharacterFrame& liz = character_in(f, "liz");
  ASSERT_NE(liz.creature, nullptr);
  EXPECT_TRUE(liz.visible);
  EXPECT_LT(stage_px_from(liz, 0.35, 0.92), 0.5 * drawn_length(liz));
  // Two seconds later it has come to rest on its place, facing right (it came from the left).
  rt.step_to(end + 2);
  f = rt.frame();
  const CharacterFrame& rested = character_in(f, "liz");
  EXPECT_LT(stage_px_from(rested, 0.35, 0.92), 0.1 * drawn_length(rested));
  EXPECT_EQ(rested.facing, 1);
  EXPECT_GT(rested.body.head.x, rested.body.center.x);
}

TEST(CreatureCast, PlantedFeetStayPutAsItCrawlsIn) {
  Runtime rt = started(R"({"op": "enter", "who": "liz", "from": "left", "x": 0.5})", 60);
  Frame before = rt.frame();
  int planted_pairs = 0;
  for (int k = 0; k <= 8 * 60; ++k) {
    rt.step_to(static_cast<double>(k) / 60);
    Frame now = rt.frame();
    const CharacterFrame& a = character_in(before, "liz");
    const CharacterFrame& b = character_in(now, "liz");
    if (a.visible && b.visible) {
      ASSERT_EQ(a.body.legs.size(), b.body.legs.size());
      for (std::size_t l = 0; l < b.body.legs.size(); ++l) {
        if (!a.body.legs[l].planted || !b.body.legs[l].planted) continue;
        ++planted_pairs;
        EXPECT_NEAR(a.body.legs[l].foot.x, b.body.legs[l].foot.x, 1e-9) << k;
        EXPECT_NEAR(a.body.legs[l].foot.y, b.body.legs[l].foot.y, 1e-9) << k;
      }
    }
    before = std::move(now);
  }
  EXPECT_GT(planted_pairs, 300);  // the check ran: four feet, mostly planted
}

TEST(CreatureCast, ItsBodyAtATimeIsTheSameHoweverTheClockSteps) {
  const std::string blocks = R"({"op": "enter", "who": "liz", "from": "left", "x": 0.4},
                                {"op": "place", "who": "liz", "x": 0.6, "y": 0.8},
                                {"op": "wait", "s": 3})";
  const auto body_at = [&](double t, double fps) {
    Runtime rt = started(blocks);
    if (fps > 0) {
      for (int i = 0; static_cast<double>(i) / fps < t; ++i)
        rt.step_to(static_cast<double>(i) / fps);
    }
    rt.step_to(t);
    return json::write_compact(frame_to_json(rt.frame()));
  };
  for (double t : {1.0, 5.0, 12.0}) {
    const std::string jump = body_at(t, 0);
    EXPECT_EQ(body_at(t, 24), jump) << t;
    EXPECT_EQ(body_at(t, 60), jump) << t;
    EXPECT_EQ(body_at(t, 7), jump) << t;
  }
}

TEST(CreatureCast, FacingTurnsItRoundWhereItRests) {
  Runtime rt = started(R"({"op": "enter", "who": "liz", "from": "left", "x": 0.35},
                          {"op": "wait", "s": 2},
                          {"op": "place", "who": "liz", "facing": -1},
                          {"op": "wait", "s": 8})");
  const TimelineRecord& place = record_of(rt, "place");
  EXPECT_EQ(place.dur, 0);  // nowhere to crawl: the facing is set at once
  rt.step_to(place.t - 0.01);
  EXPECT_EQ(character_in(rt.frame(), "liz").facing, 1);
  rt.step_to(place.t + 8);
  const Frame f = rt.frame();
  const CharacterFrame& liz = character_in(f, "liz");
  EXPECT_EQ(liz.facing, -1);
  // Its body points left: its head to the left of its centre, within 30° (it turns to 20°, then
  // settles).
  const creature::Vec axis = liz.body.head - liz.body.center;
  EXPECT_LT(axis.x / creature::length(axis), -0.866);
  // It turned near its place, not across the stage.
  EXPECT_LT(stage_px_from(liz, 0.35, 0.92), drawn_length(liz));
}

TEST(CreatureCast, ExitCrawlsOffAndHides) {
  Runtime rt = started(R"({"op": "place", "who": "liz", "x": 0.7},
                          {"op": "exit", "who": "liz", "to": "right"},
                          {"op": "wait", "s": 1})");
  const TimelineRecord& exit = record_of(rt, "exit");
  EXPECT_GT(exit.dur, 1);
  rt.step_to(exit.t + exit.dur - 0.05);
  Frame f = rt.frame();
  const CharacterFrame& going = character_in(f, "liz");
  EXPECT_TRUE(going.visible);
  // Its tail is past the right edge as it goes.
  EXPECT_GT(going.x * 1080 * kAspect - 0.5 * drawn_length(going), 1080 * kAspect);
  rt.step_to(exit.t + exit.dur + 0.05);
  EXPECT_FALSE(character_in(rt.frame(), "liz").visible);
}

TEST(CreatureCast, TheFrameCarriesItsBodyAsPoseDoes) {
  Runtime rt = started(R"({"op": "place", "who": "liz", "x": 0.5}, {"op": "wait", "s": 2})");
  rt.step_to(1);
  const json::Value f = frame_to_json(rt.frame());
  const json::Value* liz = f.find("characters")->find("liz");
  ASSERT_NE(liz, nullptr);
  const json::Value* body = liz->find("creature");
  ASSERT_NE(body, nullptr);
  for (const char* key : {"head", "center", "direction", "chunks", "legs", "plates", "ornaments"}) {
    EXPECT_NE(body->find(key), nullptr) << key;
  }
  EXPECT_EQ(body->find("legs")->as_array().size(), 4u);  // the gecko's two pairs
  // A person has none.
  EXPECT_EQ(f.find("characters")->find("ann")->find("creature"), nullptr);
}

TEST(CreatureCast, AScenesCastTakesOneToo) {
  Runtime rt({.creatures = {{"liz", shipped_model("gecko.json")}}});
  const CartoonStart start = rt.start_cartoon(prepare_text(R"({"v": 1, "kind": "scene",
    "name": "s", "cast": {"liz": {"creature": "c4c:crt:gecko", "at": {"x": 0.5, "y": 0.9}}},
    "scripts": [{"body": [{"op": "wait", "s": 2}]}]})"));
  ASSERT_TRUE(start.ok) << start.error;
  rt.step_to(1);
  const Frame f = rt.frame();
  const CharacterFrame& liz = character_in(f, "liz");
  ASSERT_NE(liz.creature, nullptr);
  EXPECT_TRUE(liz.visible);
  EXPECT_LT(stage_px_from(liz, 0.5, 0.9), 0.1 * drawn_length(liz));
}

TEST(CreatureCast, AnUnresolvedCreaturePackDoesNotStart) {
  Runtime rt({});
  const CartoonStart start = rt.start_cartoon(prepare_text(cartoon("")));
  EXPECT_FALSE(start.ok);
  EXPECT_NE(start.error.find("c4c:crt:gecko"), std::string::npos) << start.error;
}

}  // namespace
}  // namespace jt::rt::testing
