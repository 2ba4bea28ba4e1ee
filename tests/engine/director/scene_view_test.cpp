// A character's view in a scene (docs/CAMERA.md "Views"): the scene's view {who, to}, the profile
// of a walk across the stage, the front half way through a turn, and what a move's view keeps.
#include <gtest/gtest.h>

#include "director_harness.h"
#include "jt/json/write.h"
#include "jt/runtime/frame_key.h"

namespace jt::rt::testing {
namespace {

// The view A is shown in at `t`: "" when none is set (its template's own).
std::string view_at(Runtime& rt, double t, const std::string& who = "A") {
  rt.step_to(t);
  return character_in(rt.frame(), who).pose.view.value_or("");
}

TEST(SceneView, WithoutViewBlocksOrWalksNoViewIsSet) {
  Runtime rt = two_on_stage(R"({"op": "say", "who": "A", "text": "Hello"})");
  EXPECT_EQ(view_at(rt, 0.1), "");
  EXPECT_EQ(view_at(rt, 0.1, "B"), "");
}

TEST(SceneView, AViewBlockHoldsUntilTheNext) {
  Runtime rt = two_on_stage(R"({"op": "view", "who": "A", "to": "side"}, {"op": "wait", "s": 1},
                               {"op": "view", "who": "A", "to": "back"}, {"op": "wait", "s": 1})");
  EXPECT_EQ(view_at(rt, 0.5), "side");
  EXPECT_EQ(view_at(rt, 0.5, "B"), "");
  EXPECT_EQ(view_at(rt, 1.5), "back");
}

TEST(SceneView, ThreeQuartersIsAView) {
  Runtime rt = two_on_stage(R"({"op": "view", "who": "A", "to": "three-quarter"},
                               {"op": "wait", "s": 1})");
  EXPECT_EQ(view_at(rt, 0.5), "three-quarter");
}

TEST(SceneView, AnUnknownViewListsTheViews) {
  const PrepareResult r =
      prepare_program(program_of(test_support::parse_json(
                                     R"({"v": 1, "kind": "cartoon", "name": "c", "cast": {"A": {}},
          "scripts": [{"hat": {"on": "scene", "name": "one"},
                       "body": [{"op": "view", "who": "A", "to": "three-quarters"}]}]})"))
                          .program);
  ASSERT_FALSE(r.diagnostics.empty());
  EXPECT_EQ(r.diagnostics[0].path, "/scripts/0/body/0/to");
  EXPECT_EQ(r.diagnostics[0].hint, "one of front, three-quarter, side, back");
}

TEST(SceneView, AViewIsRecordedInThePlan) {
  Runtime rt = two_on_stage(R"({"op": "view", "who": "B", "to": "back"})");
  ASSERT_GE(rt.timeline().size(), 2u);
  EXPECT_EQ(json::write_compact(record_to_json(rt.timeline()[1])),
            R"({"t":0,"dur":0,"kind":"view","who":"B","view":"back"})");
}

TEST(SceneView, AMovesOwnViewWinsOverTheScenes) {
  Runtime rt = two_on_stage(R"({"op": "view", "who": "A", "to": "back"},
      {"op": "does", "who": "A", "for": 2, "behaviour": {"v": 1, "kind": "behaviour",
         "scripts": [{"body": [{"op": "view", "to": "side"}, {"op": "wait", "s": 5}]}]}},
      {"op": "wait", "s": 2})");
  EXPECT_EQ(view_at(rt, 0.5), "side");
  EXPECT_EQ(view_at(rt, 1.5), "side");
}

TEST(SceneView, AWalkAcrossTheStageIsInProfileOnlyWhileItWalks) {
  // An exit to the right from 0.3 over 2 s: facing right, walking right.
  Runtime rt = two_on_stage(R"({"op": "wait", "s": 1},
                               {"op": "exit", "who": "A", "to": "right", "over": 2})");
  EXPECT_EQ(view_at(rt, 0.5), "");
  EXPECT_EQ(view_at(rt, 1.5), "side");
  EXPECT_EQ(view_at(rt, 2.9), "side");
}

TEST(SceneView, APlaceGlidingBackwardsIsNotAWalk) {
  // A faces right and is placed 0.2 to its left: it steps back, seen as it stands.
  Runtime rt = two_on_stage(R"({"op": "place", "who": "A", "x": 0.1, "over": 2},
                               {"op": "place", "who": "B", "x": 0.71, "over": 2})");
  EXPECT_EQ(view_at(rt, 1), "");
  EXPECT_EQ(view_at(rt, 1, "B"), "");  // a hundredth of the stage is no walk
}

TEST(SceneView, HalfWayThroughATurnTheFrontIsShownNeverASliver) {
  // B turns from facing left (-1) to right (1) over 1 s, linearly: |facing| < 0.6 from 0.2 s to
  // 0.8 s of it.
  Runtime rt = two_on_stage(R"({"op": "view", "who": "B", "to": "side"},
      {"op": "place", "who": "B", "facing": 1, "over": 1, "ease": "linear"})");
  EXPECT_EQ(view_at(rt, 0.1, "B"), "side");
  EXPECT_EQ(view_at(rt, 0.5, "B"), "front");
  EXPECT_EQ(view_at(rt, 0.9, "B"), "side");
}

TEST(SceneView, TheFrameKeyHoldsTheView) {
  Runtime rt = two_on_stage(R"({"op": "wait", "s": 1}, {"op": "view", "who": "A", "to": "side"},
                               {"op": "wait", "s": 1})");
  std::string before, after;
  rt.step_to(0.5);
  append_frame_key(rt.frame(), before);
  rt.step_to(1.5);
  append_frame_key(rt.frame(), after);
  EXPECT_NE(after, before);
}

TEST(SceneSpeaker, EachSpeakerCarriesTheWordsItIsSaying) {
  // A says a short line while B says a longer one at the same time, then a second line.
  Runtime rt = two_on_stage(R"({"op": "together", "branches": [
      [{"op": "say", "who": "A", "text": "Mine!"}],
      [{"op": "say", "who": "B", "text": "No, mine, all mine!"}]]},
      {"op": "say", "who": "A", "text": "Fine."})");
  const auto lines_at = [&](double t) {
    rt.step_to(t);
    const Frame f = rt.frame();
    return std::pair{std::string(character_in(f, "A").line),
                     std::string(character_in(f, "B").line)};
  };
  // The spec's estimate: 0.06 s a character + 0.25 s, at least 0.6 s: "Mine!" 0.6 s, B's line
  // 1.39 s, so "Fine." starts at 1.39 s.
  EXPECT_EQ(lines_at(0.3), (std::pair<std::string, std::string>{"Mine!", "No, mine, all mine!"}));
  EXPECT_EQ(lines_at(1.0), (std::pair<std::string, std::string>{"", "No, mine, all mine!"}));
  EXPECT_EQ(lines_at(1.5), (std::pair<std::string, std::string>{"Fine.", ""}));
}

TEST(SceneSpeaker, ALineSpokenOffTheStageIsAPlanWarning) {
  Runtime rt = two_on_stage(R"({"op": "exit", "who": "B", "over": 0},
                               {"op": "say", "who": "B", "text": "Bye"},
                               {"op": "say", "who": "A", "text": "Hi"})");
  EXPECT_EQ(rt.warnings(),
            std::vector<std::string>{"/scripts/0/body/1: B speaks while off the stage, so nobody "
                                     "is seen talking: enter or place it before its line"});
}

}  // namespace
}  // namespace jt::rt::testing
