// The props' scene blocks (docs/PROPS.md): where a put prop stands, who holds it when (a give
// changes hands when the reach ends, both hands reaching and letting go), bites taken half way
// through an eat, a drop at the feet, a remove; errors for a prop that is not on the stage; the
// plan's records and the frame's JSON.
#include <gtest/gtest.h>

#include <algorithm>
#include <optional>

#include "director_harness.h"
#include "jt/json/write.h"

namespace jt::rt::testing {
namespace {

constexpr double kPropAspect = 16.0 / 9.0;  // the runtime's default stage

std::optional<PropFrame> prop_in(const Frame& f, const std::string& name) {
  const auto it = std::ranges::find(f.props, name, &PropFrame::name);
  return it == f.props.end() ? std::nullopt : std::optional<PropFrame>(*it);
}

std::optional<ReachValue> reach_of(const Frame& f, const std::string& who,
                                   const std::string& limb) {
  const std::vector<ReachValue>& reach = character_in(f, who).pose.reach;
  const auto it = std::ranges::find(reach, limb, &ReachValue::limb);
  return it == reach.end() ? std::nullopt : std::optional<ReachValue>(*it);
}

// Why a cartoon of one scene running `blocks` (A and B on the stage) does not start: its plan's
// first error.
std::string refusal(const std::string& blocks) {
  Runtime rt({.fps = 24});
  const CartoonStart start = rt.start_cartoon(prepare_text(
      R"({"v": 1, "kind": "cartoon", "name": "c", "cast": {"A": {}, "B": {}},
          "scripts": [{"hat": {"on": "scene", "name": "one"}, "body": [)" +
      blocks + "]}]}"));
  return start.ok ? std::string("started") : start.error;
}

TEST(SceneProps, APutPropStandsWhereItIsPutOrOnAnother) {
  Runtime rt = two_on_stage(R"({"op": "put", "prop": "table", "x": 0.5},
                               {"op": "put", "prop": "jar", "pack": "cookie_jar", "on": "table",
                                "x": 0.45, "size": 1.5},
                               {"op": "put", "prop": "cake"}, {"op": "wait", "s": 1})");
  rt.step_to(0.5);
  const Frame f = rt.frame();
  ASSERT_EQ(f.props.size(), 3u);
  EXPECT_EQ(f.props[0].name, "table");  // in the order they were put
  EXPECT_EQ(f.props[0].pack, "c4c:prop:table");
  EXPECT_EQ(f.props[0].x, 0.5);
  EXPECT_EQ(f.props[0].y, 0.92);  // the ground, as a character's feet
  EXPECT_EQ(f.props[1].pack, "c4c:prop:cookie_jar");
  EXPECT_EQ(f.props[1].on, "table");
  EXPECT_EQ(f.props[1].x, 0.45);
  EXPECT_EQ(f.props[1].size, 1.5);
  EXPECT_EQ(f.props[2].x, 0.5);  // the middle when no x is given
  EXPECT_TRUE(f.props[2].holder.empty());
  EXPECT_EQ(f.props[2].bites, 0);
}

TEST(SceneProps, AGiveChangesHandsWhenBothHaveReached) {
  // B at 0.5: 0.2 of the width from A, 0.36 of the stage's height, within reach of two 0.5 tall
  // (0.45 of their heights' sum).
  Runtime rt = two_on_stage(R"({"op": "put", "prop": "cake"},
                               {"op": "hold", "who": "A", "prop": "cake"},
                               {"op": "give", "from": "A", "to": "B", "prop": "cake", "over": 1},
                               {"op": "wait", "s": 2})",
                            0.5, 0.5);
  rt.step_to(0.5);
  Frame f = rt.frame();
  ASSERT_TRUE(prop_in(f, "cake"));
  EXPECT_EQ(prop_in(f, "cake")->holder, "A");
  EXPECT_EQ(prop_in(f, "cake")->hand, 1);  // the right hand unless told
  // Both reach for the other's chest: A's right hand (B is on its right), and B's right hand
  // (B faces left, so A is on its own right as drawn).
  ASSERT_TRUE(reach_of(f, "A", "hand:1"));
  ASSERT_TRUE(reach_of(f, "B", "hand:1"));
  EXPECT_NEAR(reach_of(f, "A", "hand:1")->dx, (0.5 - 0.3) * kPropAspect / 0.5, 1e-12);
  EXPECT_EQ(character_in(f, "A").x, 0.3);  // nobody steps
  EXPECT_GT(reach_of(f, "A", "hand:1")->w, 0);
  EXPECT_LT(reach_of(f, "A", "hand:1")->w, 1);
  rt.step_to(1.0 + 1e-9);
  f = rt.frame();
  EXPECT_EQ(prop_in(f, "cake")->holder, "B");
  EXPECT_EQ(prop_in(f, "cake")->hand, 1);
  EXPECT_NEAR(reach_of(f, "A", "hand:1")->w, 1, 1e-6);  // they meet, then let go over 0.4 s
  rt.step_to(1.5);
  f = rt.frame();
  EXPECT_FALSE(reach_of(f, "A", "hand:1"));
  EXPECT_FALSE(reach_of(f, "B", "hand:1"));
  EXPECT_EQ(prop_in(f, "cake")->holder, "B");
}

TEST(SceneProps, AGiverTooFarAwayStepsUpBeforeTheHandOver) {
  // A at 0.3 and B at 0.7, both 0.5 tall: 0.4 × 16/9 = 0.711 of the stage's height apart, more
  // than 0.45 × (0.5 + 0.5). A walks to 0.4 × 1 = 0.4 of the height from B, x 0.7 - 0.4 × 9/16
  // = 0.475: 0.175 of the width, 0.175 × 16/9 / 0.5 = 0.6222 of its heights, at a height a
  // second. Then the 1 s hand-over.
  Runtime rt = two_on_stage(R"({"op": "put", "prop": "cake"},
                               {"op": "hold", "who": "A", "prop": "cake"},
                               {"op": "give", "from": "A", "to": "B", "prop": "cake", "over": 1},
                               {"op": "wait", "s": 3})");
  const double walk = 0.175 * kPropAspect / 0.5;
  rt.step_to(walk / 2);
  Frame f = rt.frame();
  EXPECT_NEAR(character_in(f, "A").x, (0.3 + 0.475) / 2, 1e-9);  // a smooth glide, half way
  EXPECT_EQ(character_in(f, "B").x, 0.7);                        // the taker waits
  const std::optional<ReachValue> early = reach_of(f, "A", "hand:1");
  EXPECT_TRUE(!early || early->w == 0);  // no reach across the gap yet
  EXPECT_EQ(prop_in(f, "cake")->holder, "A");
  rt.step_to(walk + 0.5);
  f = rt.frame();
  EXPECT_NEAR(character_in(f, "A").x, 0.475, 1e-9);
  ASSERT_TRUE(reach_of(f, "A", "hand:1"));
  EXPECT_NEAR(reach_of(f, "A", "hand:1")->dx, (0.7 - 0.475) * kPropAspect / 0.5, 1e-9);
  EXPECT_GT(reach_of(f, "A", "hand:1")->w, 0);
  EXPECT_LT(reach_of(f, "A", "hand:1")->w, 1);
  EXPECT_EQ(prop_in(f, "cake")->holder, "A");
  rt.step_to(walk + 1 + 1e-9);
  f = rt.frame();
  EXPECT_EQ(prop_in(f, "cake")->holder, "B");
  EXPECT_NEAR(reach_of(f, "A", "hand:1")->w, 1, 1e-6);
  // The plan's record: the step and the hand-over.
  const std::vector<TimelineRecord>& plan = rt.timeline();
  const auto give = std::ranges::find(plan, std::string_view("give"), &TimelineRecord::kind);
  ASSERT_NE(give, plan.end());
  EXPECT_NEAR(give->dur, walk + 1, 1e-12);
}

TEST(SceneProps, AFourLeggedTakerTakesItInItsMouth) {
  // D, four-legged and 0.3 tall, at 0.6 facing left: its mouth 0.8 × 0.3 × 9/16 = 0.135 of the
  // width ahead, at 0.465. K (0.46 tall) at 0.3 is 0.165 × 16/9 = 0.293 of the height from it,
  // within 0.45 × 0.76 = 0.342: no step. K reaches for D's head; D reaches with no paw.
  Runtime rt({.fps = 24});
  const CartoonStart start = rt.start_cartoon(prepare_text(
      R"({"v": 1, "kind": "cartoon", "name": "c",
          "cast": {"K": {"at": {"x": 0.3, "y": 0.92, "h": 0.46, "facing": 1}},
                   "D": {"legs": 4, "at": {"x": 0.6, "y": 0.92, "h": 0.3, "facing": -1}}},
          "scripts": [{"hat": {"on": "scene", "name": "one"}, "body": [
            {"op": "put", "prop": "cupcake"}, {"op": "hold", "who": "K", "prop": "cupcake"},
            {"op": "give", "from": "K", "to": "D", "prop": "cupcake", "over": 1},
            {"op": "eat", "who": "D", "prop": "cupcake", "over": 1}, {"op": "wait", "s": 1}]}]})"));
  ASSERT_TRUE(start.ok) << start.error;
  rt.step_to(0.5);
  Frame f = rt.frame();
  EXPECT_EQ(character_in(f, "K").x, 0.3);
  ASSERT_TRUE(reach_of(f, "K", "hand:1"));
  EXPECT_GT(reach_of(f, "K", "hand:1")->w, 0);
  EXPECT_FALSE(reach_of(f, "D", "hand:1"));
  EXPECT_FALSE(reach_of(f, "D", "hand:-1"));
  rt.step_to(1.5);  // D eats it from its mouth: no paw brought up
  f = rt.frame();
  EXPECT_EQ(prop_in(f, "cupcake")->holder, "D");
  EXPECT_FALSE(reach_of(f, "D", "hand:1"));
  EXPECT_FALSE(reach_of(f, "D", "hand:-1"));
}

TEST(SceneProps, ABiteIsTakenHalfWayAndTheHandGoesToTheMouth) {
  Runtime rt = two_on_stage(R"({"op": "put", "prop": "cake"},
                               {"op": "hold", "who": "B", "prop": "cake", "hand": "left hand"},
                               {"op": "eat", "who": "B", "prop": "cake", "over": 1},
                               {"op": "eat", "who": "B", "prop": "cake", "over": 1},
                               {"op": "wait", "s": 1})");
  rt.step_to(0.49);
  EXPECT_EQ(prop_in(rt.frame(), "cake")->bites, 0);
  rt.step_to(0.5);
  Frame f = rt.frame();
  EXPECT_EQ(prop_in(f, "cake")->bites, 1);
  // The food at the mouth: the hand 0.47 of its height up, a little in front (0.12 heights), its
  // chest 0.6 up.
  ASSERT_TRUE(reach_of(f, "B", "hand:-1"));
  EXPECT_NEAR(reach_of(f, "B", "hand:-1")->dy, 0.47 - 0.6, 1e-12);
  EXPECT_NEAR(reach_of(f, "B", "hand:-1")->w, 1, 1e-9);
  rt.step_to(1.5);
  EXPECT_EQ(prop_in(rt.frame(), "cake")->bites, 2);
}

TEST(SceneProps, ADropFallsToBesideTheFeetAndARemoveTakesItAway) {
  Runtime rt = two_on_stage(R"({"op": "put", "prop": "ball"},
                               {"op": "hold", "who": "A", "prop": "ball"},
                               {"op": "wait", "s": 0.5}, {"op": "drop", "who": "A", "prop": "ball"},
                               {"op": "wait", "s": 0.5}, {"op": "remove", "prop": "ball"},
                               {"op": "wait", "s": 1})");
  rt.step_to(0.5);
  std::optional<PropFrame> ball = prop_in(rt.frame(), "ball");
  ASSERT_TRUE(ball);
  EXPECT_TRUE(ball->holder.empty());  // let go at once
  // A at 0.3 facing right, 0.5 tall: its right hand hangs 0.18 of its height to the right.
  EXPECT_NEAR(ball->x, 0.3 + 0.18 * 0.5 / kPropAspect, 1e-12);
  // It falls from 0.4 of A's height above the ground, 0.2 of the stage's, as a thing falls: half
  // way through the 0.35 s fall it has come down a quarter of the way (1 - 0.5² of it is left).
  EXPECT_NEAR(ball->y, 0.92 - 0.2, 1e-12);
  rt.step_to(0.5 + 0.175);
  ball = prop_in(rt.frame(), "ball");
  EXPECT_NEAR(ball->y, 0.92 - 0.2 * 0.75, 1e-9);
  EXPECT_NEAR(ball->x, 0.3 + 0.18 * 0.5 / kPropAspect, 1e-12);  // straight down
  // The renderer is told who let it go, with which hand, how far through the fall it is and
  // where the ground is, to start it from the hand it draws.
  EXPECT_EQ(ball->dropper, "A");
  EXPECT_EQ(ball->hand, 1);
  EXPECT_NEAR(ball->fall, 0.5, 1e-12);
  EXPECT_EQ(ball->ground_y, 0.92);
  rt.step_to(0.5 + 0.35 * 0.9);
  EXPECT_NEAR(prop_in(rt.frame(), "ball")->y, 0.92 - 0.2 * (1 - 0.81), 1e-9);
  rt.step_to(0.9);  // landed, and it stays
  EXPECT_EQ(prop_in(rt.frame(), "ball")->y, 0.92);
  EXPECT_EQ(prop_in(rt.frame(), "ball")->fall, -1);
  // Who dropped it stays told (it lies at their feet, drawn in front of them), not falling.
  EXPECT_EQ(prop_in(rt.frame(), "ball")->dropper, "A");
  rt.step_to(1.5);
  EXPECT_FALSE(prop_in(rt.frame(), "ball"));
}

TEST(SceneProps, ADroppedPropForgetsItsDropperWhenHeldOrPutAgain) {
  Runtime rt = two_on_stage(R"({"op": "put", "prop": "ball"},
                               {"op": "hold", "who": "A", "prop": "ball"},
                               {"op": "drop", "who": "A", "prop": "ball"},
                               {"op": "wait", "s": 0.5}, {"op": "hold", "who": "B", "prop": "ball"},
                               {"op": "drop", "who": "B", "prop": "ball"},
                               {"op": "wait", "s": 0.5}, {"op": "put", "prop": "ball"},
                               {"op": "wait", "s": 0.5}, {"op": "hold", "who": "A", "prop": "ball"},
                               {"op": "wait", "s": 1})");
  rt.step_to(0.45);
  EXPECT_EQ(prop_in(rt.frame(), "ball")->dropper, "A");
  rt.step_to(0.95);
  EXPECT_EQ(prop_in(rt.frame(), "ball")->dropper, "B");
  rt.step_to(1.25);
  EXPECT_TRUE(prop_in(rt.frame(), "ball")->dropper.empty()) << "put again: nobody dropped it";
  rt.step_to(1.75);
  EXPECT_TRUE(prop_in(rt.frame(), "ball")->dropper.empty()) << "held";
}

TEST(SceneProps, APropNotOnTheStageIsAnError) {
  EXPECT_EQ(refusal(R"({"op": "hold", "who": "A", "prop": "cake"})"),
            "/scripts/0/body/0: \"cake\" is not on the stage: put it there first (a put block)");
  EXPECT_EQ(refusal(R"({"op": "put", "prop": "cake", "on": "table"})"),
            "/scripts/0/body/0/on: \"table\" is not on the stage: put it there first (a put "
            "block)");
  EXPECT_EQ(refusal(R"({"op": "put", "prop": "cup"}, {"op": "remove", "prop": "cup"},
                       {"op": "eat", "who": "A", "prop": "cup"})"),
            "/scripts/0/body/2: \"cup\" is not on the stage: put it there first (a put block)");
  EXPECT_EQ(refusal(R"({"op": "put", "prop": "cup"},
                       {"op": "give", "from": "A", "to": "B", "prop": "cup"})"),
            "/scripts/0/body/1: \"A\" does not hold \"cup\": a hold {who, prop} block gives it "
            "to them first");
  EXPECT_EQ(refusal(R"({"op": "put", "prop": "cup"}, {"op": "hold", "who": "A", "prop": "cup"},
                       {"op": "drop", "who": "B", "prop": "cup"})"),
            "/scripts/0/body/2: \"B\" does not hold \"cup\": a hold {who, prop} block gives it "
            "to them first");
}

TEST(SceneProps, ThePlanRecordsAndTheFrameJson) {
  Runtime ok = two_on_stage(R"({"op": "put", "prop": "cake", "x": 0.25},
                               {"op": "hold", "who": "A", "prop": "cake"},
                               {"op": "give", "from": "A", "to": "B", "prop": "cake"},
                               {"op": "eat", "who": "B", "prop": "cake"})");
  const std::vector<TimelineRecord>& plan = ok.timeline();
  std::vector<std::string> kinds;
  for (const TimelineRecord& r : plan)
    kinds.emplace_back(r.kind);
  EXPECT_EQ(kinds, (std::vector<std::string>{"scene", "put", "hold", "give", "eat"}));
  EXPECT_EQ(json::write_compact(record_to_json(plan[1])),
            R"({"t":0,"dur":0,"kind":"put","prop":"cake","x":0.25})");
  // A walks up to B first (AGiverTooFarAwayStepsUpBeforeTheHandOver): 0.6222 s, then 0.8 s.
  EXPECT_EQ(json::write_compact(record_to_json(plan[3])),
            R"({"t":0,"dur":1.422222222222222,"kind":"give","who":"A","prop":"cake","to":"B"})");
  EXPECT_EQ(json::write_compact(record_to_json(plan[4])),
            R"({"t":1.422222222222222,"dur":0.6,"kind":"eat","who":"B","prop":"cake"})");
  ok.step_to(0.1);
  const std::string frame = json::write_compact(frame_to_json(ok.frame()));
  EXPECT_NE(frame.find(R"("props":[{"name":"cake","pack":"c4c:prop:cake","held_by":"A",)"
                       R"("hand":"right hand","size":1,"bites":0}])"),
            std::string::npos)
      << frame;
}

TEST(SceneProps, APutsWordsAreInTheFrameOnlyWhenWritten) {
  Runtime rt = two_on_stage(R"({"op": "put", "prop": "sign", "text": "LEMONADE", "x": 0.25},
                               {"op": "put", "prop": "cake", "x": 0.6},
                               {"op": "hold", "who": "A", "prop": "sign"},
                               {"op": "wait", "s": 1})");
  rt.step_to(0.1);
  const Frame f = rt.frame();
  ASSERT_TRUE(prop_in(f, "sign"));
  EXPECT_EQ(prop_in(f, "sign")->text, "LEMONADE");  // held, the words go with it
  EXPECT_EQ(prop_in(f, "cake")->text, "");
  const std::string frame = json::write_compact(frame_to_json(f));
  EXPECT_NE(frame.find(R"({"name":"sign","pack":"c4c:prop:sign","held_by":"A",)"
                       R"("hand":"right hand","size":1,"bites":0,"text":"LEMONADE"})"),
            std::string::npos)
      << frame;
  EXPECT_NE(frame.find(R"({"name":"cake","pack":"c4c:prop:cake","x":0.6,"y":0.92,"size":1,)"
                       R"("bites":0})"),
            std::string::npos)
      << frame;
}

}  // namespace
}  // namespace jt::rt::testing
