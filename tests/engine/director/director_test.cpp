// The director (spec §7): placements, lines, captions, does, pins and what a scene loses. Every
// expected number is worked out here from the spec's rules.
#include <gtest/gtest.h>

#include <cmath>

#include "director_harness.h"

namespace jt::rt {
namespace {

using testing::prepare_text;

// A cartoon from its cast (a JSON object) and scripts (a JSON list).
std::shared_ptr<const Program> cartoon(const std::string& cast, const std::string& scripts) {
  return prepare_text(R"({"v": 1, "kind": "cartoon", "cast": )" + cast + R"(, "scripts": )" +
                      scripts + "}");
}

struct Stage {
  Runtime rt = create_runtime({.packs = testing::shipped_packs()});
  explicit Stage(std::shared_ptr<const Program> program, double t0 = 0) {
    rt.step_to(t0);
    CartoonStart started = rt.start_cartoon(std::move(program));
    EXPECT_TRUE(started.ok) << started.error;
  }
  Frame at(double t) {
    rt.step_to(t);
    return rt.frame();
  }
  const CharacterFrame& who(const Frame& f, const std::string& id) {
    return testing::character_in(f, id);
  }
};

TEST(Director, NobodyIsVisibleUntilPlacedAndTheCastIsSpread) {
  Stage stage(cartoon(R"({"A": {}, "B": {}, "C": {"at": {"x": 0.9}}})",
                      R"([{"hat": {"on": "scene", "name": "s"}, "body": [{"op": "wait", "s": 1},
                           {"op": "place", "who": "B"}]}])"));
  Frame f = stage.at(0.5);
  EXPECT_FALSE(stage.who(f, "A").visible);
  EXPECT_EQ(stage.who(f, "A").x, 0.25);  // (i+1)/(n+1)
  EXPECT_EQ(stage.who(f, "B").x, 0.5);
  EXPECT_EQ(stage.who(f, "B").y, 0.92);
  EXPECT_EQ(stage.who(f, "B").h, 0.5);
  EXPECT_TRUE(stage.who(f, "C").visible);  // its `at` places it from the start
  EXPECT_EQ(stage.who(f, "C").x, 0.9);
  EXPECT_TRUE(stage.who(stage.at(1.0), "B").visible);
}

TEST(Director, AReusedFrameIsTheFreshFrame) {
  // frame_into over a frame of another time (a caption then none, a scene then the end) gives
  // exactly what frame() gives.
  Stage stage(cartoon(R"({"A": {}, "B": {"at": {"x": 0.7}}})",
                      R"([{"hat": {"on": "scene", "name": "s", "place": "park"}, "body": [
                           {"op": "caption", "text": "Hello", "for": 0.5},
                           {"op": "say", "who": "B", "text": "Hi there"},
                           {"op": "wait", "s": 1}]}])"));
  Frame reused;
  for (double t : {0.25, 0.75, 1.5, 3.0, 9.0}) {
    stage.rt.step_to(t);
    stage.rt.frame_into(reused);
    EXPECT_EQ(rt::frame_to_json(reused), rt::frame_to_json(stage.rt.frame())) << "at " << t;
  }
  EXPECT_FALSE(reused.caption.has_value());
  EXPECT_FALSE(reused.scene.has_value()) << "the cartoon has ended by 9 s";
}

TEST(Director, OrderIsJavaScriptsKeyOrderOfTheCast) {
  Stage stage(cartoon(R"({"b": {}, "7": {}, "a": {}, "2": {}})",
                      R"([{"hat": {"on": "scene", "name": "s"}, "body": []}])"));
  Frame f = stage.rt.frame();
  std::vector<std::string> order;
  for (const CharacterFrame& c : f.characters)
    order.push_back(c.id);
  EXPECT_EQ(order, (std::vector<std::string>{"2", "7", "b", "a"}));
}

TEST(Director, EnterGlidesInFromOffStageAndExitHidesWhereItLands) {
  Stage stage(cartoon(R"({"A": {}})", R"([{"hat": {"on": "scene", "name": "s"}, "body": [
      {"op": "enter", "who": "A", "from": "left", "x": 0.4},
      {"op": "exit", "who": "A", "to": "right", "over": 2},
      {"op": "enter", "who": "A", "from": "left", "over": 1}]}])"));
  const double off_left = -(0.02 + 0.5 / (16.0 / 9.0));
  Frame f = stage.at(0.5);
  EXPECT_TRUE(stage.who(f, "A").visible);
  EXPECT_DOUBLE_EQ(stage.who(f, "A").x, off_left + (0.4 - off_left) * 0.5);  // linear
  EXPECT_EQ(stage.who(f, "A").facing, 1);
  f = stage.at(2);  // half way out to the right, facing the way it moves
  EXPECT_DOUBLE_EQ(stage.who(f, "A").x, 0.4 + (1 + 0.02 + 0.5 / (16.0 / 9.0) - 0.4) * 0.5);
  EXPECT_TRUE(stage.who(f, "A").visible);
  // At 3 the exit lands (hidden) and the enter jumps it off stage left and makes it visible.
  f = stage.at(4);
  EXPECT_TRUE(stage.who(f, "A").visible);
  EXPECT_EQ(stage.who(f, "A").x, 0.4);  // back to the spot it stood on when it left
}

TEST(Director, AnExitThatLandsHidesItsCharacter) {
  Stage stage(cartoon(R"({"A": {"at": {"x": 0.5}}})", R"([{"hat": {"on": "scene", "name": "s"},
      "body": [{"op": "exit", "who": "A", "to": "left", "over": 1}, {"op": "wait", "s": 1}]}])"));
  EXPECT_TRUE(stage.who(stage.at(0.99), "A").visible);
  EXPECT_FALSE(stage.who(stage.at(1.0), "A").visible);
  EXPECT_EQ(stage.who(stage.at(1.5), "A").facing, -1);
}

TEST(Director, ALineTalksCaptionsAndSetsAMoodThatHolds) {
  Stage stage(cartoon(R"({"A": {"voice": "en"}})", R"([{"hat": {"on": "scene", "name": "s"},
      "body": [{"op": "say", "who": "A", "text": "Hello there", "mood": "happy"},
               {"op": "wait", "s": 2}]}])"));
  // 11 characters: 0.06 * 11 + 0.25 = 0.91 s.
  const TimelineRecord& line = stage.rt.timeline()[1];
  EXPECT_EQ(line.kind, "say");
  EXPECT_DOUBLE_EQ(line.dur, 0.06 * 11 + 0.25);
  ASSERT_NE(line.voice, nullptr);
  EXPECT_EQ(*line.voice, "en");
  Frame f = stage.at(0.5);
  EXPECT_EQ(f.caption, "Hello there");
  EXPECT_EQ(stage.who(f, "A").talking, 1);
  EXPECT_EQ(stage.who(f, "A").pose.mood, "happy");
  f = stage.at(1.5);
  EXPECT_FALSE(f.caption.has_value());
  EXPECT_EQ(stage.who(f, "A").talking, 0);
  EXPECT_EQ(stage.who(f, "A").pose.mood, "happy");  // it holds
}

// A caption's box is placed from where the characters stood when it began (frame.h): a glide
// during it leaves caption_x where it was, and the next caption starts from where it went.
TEST(Director, ACaptionKeepsWhereTheCharactersStoodWhenItBegan) {
  Stage stage(cartoon(R"({"A": {}})", R"([{"hat": {"on": "scene", "name": "s"}, "body": [
      {"op": "place", "who": "A", "x": 0.2, "y": 0.9, "h": 0.4},
      {"op": "caption", "text": "long", "for": 3}, {"op": "wait", "s": 0.5},
      {"op": "place", "who": "A", "x": 0.8, "h": 0.6, "over": 1}, {"op": "wait", "s": 2},
      {"op": "caption", "text": "next", "for": 1}, {"op": "wait", "s": 1}]}])"));
  for (const double t : {0.25, 1.0, 1.5, 2.9}) {
    const Frame f = stage.at(t);
    ASSERT_EQ(f.caption, "long") << t;
    EXPECT_DOUBLE_EQ(stage.who(f, "A").caption_x, 0.2) << t;
    EXPECT_DOUBLE_EQ(stage.who(f, "A").caption_h, 0.4) << t;
    EXPECT_DOUBLE_EQ(stage.who(f, "A").caption_y, 0.9) << t;
  }
  EXPECT_GT(stage.who(stage.at(1.0), "A").x, 0.2) << "it is gliding meanwhile";
  const Frame next = stage.at(3.7);  // the glide waited its 1 s: the next caption at 3.5 s
  ASSERT_EQ(next.caption, "next");
  EXPECT_DOUBLE_EQ(stage.who(next, "A").caption_x, 0.8);
  EXPECT_DOUBLE_EQ(stage.who(next, "A").caption_h, 0.6);
}

TEST(Director, TheEstimateHasAFloorAndFollowsSpeed) {
  EXPECT_EQ(estimate_speech("Hi"), 0.6);
  EXPECT_DOUBLE_EQ(estimate_speech("Thanks for the cake.", 0.85), (0.06 * 20 + 0.25) / 0.85);
  EXPECT_DOUBLE_EQ(estimate_speech("\xF0\x9F\x8E\x82!"), 0.6);  // an emoji is 2 units
  EXPECT_DOUBLE_EQ(estimate_speech(std::string(10, 'a') + "\xF0\x9F\x8E\x82"), 0.06 * 12 + 0.25);
}

TEST(Director, ANewerCaptionShowsThenTheOlderReturns) {
  Stage stage(cartoon(R"({})", R"([{"hat": {"on": "scene", "name": "s"}, "body": [
      {"op": "caption", "text": "long", "for": 3}, {"op": "wait", "s": 1},
      {"op": "caption", "text": "short", "for": 1}, {"op": "wait", "s": 3}]}])"));
  EXPECT_EQ(stage.at(0.5).caption, "long");
  EXPECT_EQ(stage.at(1.5).caption, "short");
  EXPECT_EQ(stage.at(2.5).caption, "long");
  EXPECT_FALSE(stage.at(3.5).caption.has_value());
}

TEST(Director, ScenesRunInOrderAndTheNextStartsWhenOneEnds) {
  Stage stage(cartoon(R"({})", R"([
      {"hat": {"on": "scene", "name": "one", "place": "park"}, "body": [{"op": "wait", "s": 1}]},
      {"hat": {"on": "scene", "name": "two"}, "body": [{"op": "cut", "mood": "night"},
                                                       {"op": "wait", "s": 0.5}]},
      {"hat": {"on": "scene", "name": "one"}, "body": [{"op": "wait", "s": 1.5}]}])"));
  EXPECT_EQ(*stage.rt.duration(), 2.0);  // "one" runs its two scripts in parallel: 1.5 s
  Frame f = stage.at(1);
  EXPECT_EQ(f.scene, "one");
  EXPECT_EQ(f.grade, "normal");
  f = stage.at(1.6);
  EXPECT_EQ(f.scene, "two");
  EXPECT_EQ(f.grade, "night");
  EXPECT_EQ(f.place, "park");  // it persists
  EXPECT_FALSE(stage.at(2).scene.has_value());
}

TEST(Director, APinCutsALineAndSaysHowMuchWasSpoken) {
  Stage stage(cartoon(R"({"A": {"at": {"x": 0.5}}})", R"([
      {"hat": {"on": "scene", "name": "a"}, "body": [
          {"op": "say", "who": "A", "text": "This line takes quite a while to say"}]},
      {"hat": {"on": "scene", "name": "b", "at": 1}, "body": [{"op": "wait", "s": 1}]}])"));
  const double length = 0.06 * 36 + 0.25;
  EXPECT_EQ(stage.rt.timeline()[1].dur, 1);  // cut at the pin
  ASSERT_EQ(stage.rt.warnings().size(), 1u);
  const std::string& w = stage.rt.warnings()[0];
  EXPECT_NE(w.find("scene \"a\""), std::string::npos) << w;
  EXPECT_NE(w.find("1 of " + std::to_string(length).substr(0, 4)), std::string::npos) << w;
  EXPECT_EQ(*stage.rt.duration(), 2);
  EXPECT_EQ(stage.who(stage.at(1.5), "A").talking, 0);  // the talk ended with the line
}

TEST(Director, APinThatHasPassedSqueezesTheSceneBeforeIt) {
  Stage stage(cartoon(R"({"A": {"at": {"x": 0.5}}})", R"([
      {"hat": {"on": "scene", "name": "a"}, "body": [{"op": "wait", "s": 2}]},
      {"hat": {"on": "scene", "name": "b"}, "body": [{"op": "say", "who": "A", "text": "Hi"}]},
      {"hat": {"on": "scene", "name": "c", "at": 1}, "body": [{"op": "wait", "s": 1}]}])"));
  std::vector<std::pair<std::string, double>> scenes;
  for (const TimelineRecord& r : stage.rt.timeline()) {
    if (r.kind == "say") {
      EXPECT_EQ(r.dur, 0);  // recorded with dur 0
    }
    if (r.kind == "scene") scenes.emplace_back(r.text, r.t);
  }
  EXPECT_EQ(scenes, (std::vector<std::pair<std::string, double>>{{"a", 0}, {"b", 2}, {"c", 2}}));
  ASSERT_FALSE(stage.rt.warnings().empty());
  EXPECT_NE(stage.rt.warnings()[0].find("ran 0 s"), std::string::npos);
  EXPECT_NE(stage.rt.warnings()[0].find("starts 1 s late"), std::string::npos);
}

TEST(Director, AHeldWindowEndsWithItsScene) {
  // A window without `to` runs from 1 s to the scene's end; alone, its scene ends when its
  // body has run.
  Stage stage(cartoon(R"({})", R"([{"hat": {"on": "scene", "name": "s"}, "body": [
      {"op": "window", "from": 1, "body": [{"op": "caption", "text": "hi", "for": 0.5},
                                           {"op": "wait", "s": 0.5}]}]}])"));
  EXPECT_EQ(*stage.rt.duration(), 1.5);
  EXPECT_TRUE(stage.rt.warnings().empty());
}

TEST(Director, ACutOffExitLandingAHairLateStaysOnStage) {
  Stage stage(cartoon(R"({"A": {"at": {"x": 0.5}}})", R"([
      {"hat": {"on": "scene", "name": "a"}, "body": [{"op": "wait", "s": 0.1},
                                                     {"op": "exit", "who": "A", "over": 0.2}]},
      {"hat": {"on": "scene", "name": "b", "at": 0.3}, "body": [{"op": "wait", "s": 1}]}])"));
  // 0.1 + 0.2 is 0.30000000000000004: the exit lands after the pin, so it has not landed.
  ASSERT_EQ(stage.rt.warnings().size(), 1u);
  EXPECT_NE(stage.rt.warnings()[0].find("(rounding)"), std::string::npos) << stage.rt.warnings()[0];
  EXPECT_TRUE(stage.who(stage.at(0.5), "A").visible);
}

TEST(Director, DoesGetsItsParamsAndItsDurationFromThePlan) {
  // The inline behaviour shows its dur and a param in dx and dy.
  const std::string shows = R"({"v": 1, "kind": "behaviour", "params": {"k": 1},
      "scripts": [{"body": [{"op": "set", "to": {"dx": "=dur", "dy": "=k"}}]}]})";
  Stage stage(cartoon(R"({"A": {}, "B": {}})", R"([{"hat": {"on": "scene", "name": "s"}, "body": [
      {"op": "does", "who": "A", "behaviour": )" + shows +
                                                   R"(, "params": {"k": "=2 + 3"}},
      {"op": "does", "who": "B", "behaviour": )" + shows +
                                                   R"(, "for": 0.5},
      {"op": "wait", "s": 2}]}])"));
  Frame f = stage.at(0.25);
  EXPECT_EQ(stage.who(f, "A").pose.dx, 2);  // the rest of its scene, from the plan
  EXPECT_EQ(stage.who(f, "A").pose.dy, 5);
  EXPECT_EQ(stage.who(f, "B").pose.dx, 0.5);
  EXPECT_EQ(stage.who(stage.at(0.75), "B").pose.dx, 0);  // stopped at its `for`
}

TEST(Director, ADoesReplacesTheScenesBehavioursUnlessAlso) {
  Stage stage(cartoon(R"({"A": {}})", R"([{"hat": {"on": "scene", "name": "s"}, "body": [
      {"op": "does", "who": "A", "behaviour": "c4c:beh:point"},
      {"op": "does", "who": "A", "behaviour": "c4c:beh:static", "also": true},
      {"op": "wait", "s": 1},
      {"op": "does", "who": "A", "behaviour": "c4c:beh:static"}, {"op": "wait", "s": 1}]}])"));
  EXPECT_EQ(stage.who(stage.at(0.5), "A").pose.rot, -2);  // point's lean, kept by `also`
  EXPECT_EQ(stage.who(stage.at(1.5), "A").pose.rot, 0);   // replaced
}

TEST(Director, AMissingPackFallsBackToIdleWithAWarning) {
  Stage stage(cartoon(R"({"A": {}})", R"([{"hat": {"on": "scene", "name": "s"}, "body": [
      {"op": "does", "who": "A", "behaviour": "c4c:beh:nope"}, {"op": "wait", "s": 1}]}])"));
  stage.at(0.5);
  bool warned = false;
  for (const std::string& w : stage.rt.warnings())
    warned |= w.find("c4c:beh:nope") != std::string::npos;
  EXPECT_TRUE(warned);
  EXPECT_NE(stage.who(stage.at(0.5), "A").pose.dy, 0);  // idle breathes
}

TEST(Director, AFailedStartLeavesNoCartoonRunning) {
  Runtime rt = create_runtime();
  CartoonStart bad = rt.start_cartoon(cartoon(
      R"({"A": {}})",
      R"([{"hat": {"on": "scene", "name": "s"}, "body": [{"op": "wait", "s": "=nowhere"}]}])"));
  EXPECT_FALSE(bad.ok);
  EXPECT_NE(bad.error.find("nowhere"), std::string::npos);
  EXPECT_FALSE(rt.has_character("A"));  // the plan failed: nothing changed
  EXPECT_FALSE(rt.frame().scene.has_value());
  CartoonStart good = rt.start_cartoon(
      cartoon(R"({"A": {}})",
              R"([{"hat": {"on": "scene", "name": "s"}, "body": [{"op": "wait", "s": 1}]}])"));
  EXPECT_TRUE(good.ok) << good.error;
  EXPECT_FALSE(rt.start_cartoon(cartoon("{}", R"([{"hat": {"on": "scene", "name": "s"},
      "body": []}])"))
                   .ok);  // one at a time
}

TEST(Director, TheRunFollowsThePlanAlsoFromAnOffGridStart) {
  for (double t0 : {0.0, 0.013}) {
    Stage stage(testing::shipped_cartoon("scenes/happy_now.json"), t0);
    // Every frame's scene and talking agree with the plan's records.
    for (int k = 1; k <= 24 * 23; ++k) {
      const double t = t0 + k / 24.0;
      Frame f = stage.at(t);
      std::optional<std::string> planned_scene;
      std::map<std::string, bool> planned_talking;
      for (const TimelineRecord& r : stage.rt.timeline()) {
        if (r.t > t) continue;
        if (r.kind == "scene" && t < r.t + r.dur) planned_scene = std::string(r.text);
        if (r.kind == "say" && t < r.t + r.dur) {
          planned_talking[std::string(r.who)] = true;
        }
      }
      EXPECT_EQ(f.scene, planned_scene) << "at " << t;
      for (const CharacterFrame& c : f.characters) {
        EXPECT_EQ(c.talking == 1, planned_talking[c.id]) << c.id << " at " << t;
      }
    }
    EXPECT_TRUE(stage.rt.errors().empty());
  }
}

}  // namespace
}  // namespace jt::rt

namespace jt::rt {
namespace {

TEST(DirectorStopAll, EndsEveryScriptAndSaysSo) {
  Stage stage(cartoon(R"({"A": {"at": {"x": 0.5}}})", R"([
      {"hat": {"on": "scene", "name": "a"}, "body": [{"op": "wait", "s": 1}, {"op": "stopAll"},
                                                     {"op": "caption", "text": "not a loss"}]},
      {"hat": {"on": "scene", "name": "a"}, "body": [
          {"op": "say", "who": "A", "text": "A rather long line, cut off"},
          {"op": "caption", "text": "never shown"}]},
      {"hat": {"on": "scene", "name": "b"}, "body": [{"op": "wait", "s": 0.5}]}])"));
  EXPECT_EQ(*stage.rt.duration(), 1.5);
  ASSERT_EQ(stage.rt.warnings().size(), 1u);
  const std::string& w = stage.rt.warnings()[0];
  EXPECT_NE(w.find("scene \"a\" ended at 1 s by \"stop all\""), std::string::npos) << w;
  EXPECT_NE(w.find("1 of 1.87 s spoken"), std::string::npos) << w;  // 27 characters
  EXPECT_NE(w.find("1 block never ran"), std::string::npos) << w;   // in the other script only
}

TEST(DirectorStopAll, HoldsTheStageUntilAPinWithAMessageOfItsOwn) {
  Stage stage(cartoon(R"({"A": {}})", R"([
      {"hat": {"on": "scene", "name": "a"}, "body": [
          {"op": "for", "s": 5, "body": [{"op": "caption", "text": "inner", "for": 4},
                                         {"op": "wait", "s": 1}, {"op": "stopAll"}]}]},
      {"hat": {"on": "scene", "name": "b", "at": 3}, "body": [{"op": "wait", "s": 1}]}])"));
  EXPECT_EQ(*stage.rt.duration(), 4);
  ASSERT_EQ(stage.rt.warnings().size(), 1u);
  const std::string& w = stage.rt.warnings()[0];
  EXPECT_NE(w.find("was stopped at 1 s by \"stop all\" and held its stage until the pinned "
                   "start of \"b\" at 3 s"),
            std::string::npos)
      << w;
  EXPECT_NE(w.find("the caption \"inner\" showed 1 of 4 s"), std::string::npos) << w;
  EXPECT_EQ(stage.at(2).scene, "a");  // holding
  EXPECT_EQ(stage.at(3).scene, "b");
}

}  // namespace
}  // namespace jt::rt

namespace jt::rt {
namespace {

TEST(Director, AnUndeclaredParamIsPassedWithAWarning) {
  Stage stage(cartoon(R"({"A": {}})", R"([{"hat": {"on": "scene", "name": "s"}, "body": [
      {"op": "does", "who": "A", "behaviour": "c4c:beh:walk", "params": {"speed": 3}},
      {"op": "wait", "s": 1}]}])"));
  stage.at(0.5);
  ASSERT_EQ(stage.rt.warnings().size(), 1u);
  EXPECT_EQ(stage.rt.warnings()[0],
            "/scripts/0/body/0: \"Walk in\" has no param \"speed\"; it is passed anyway");
}

}  // namespace
}  // namespace jt::rt

namespace jt::rt {
namespace {

TEST(Director, APlanThatWouldNeverEndStopsWithAnError) {
  // 1e-7 s waits: a single frame's step runs out of its budget.
  Runtime fast = create_runtime({.max_events_per_step = 1000});
  CartoonStart started = fast.start_cartoon(cartoon("{}", R"([{"hat": {"on": "scene", "name": "s"},
      "body": [{"op": "forever", "body": [{"op": "caption", "text": "x"},
                                          {"op": "wait", "s": 1e-7}]}]}])"));
  EXPECT_FALSE(started.ok);
  EXPECT_NE(started.error.find("did not reach 0.041666666666666664 s"), std::string::npos)
      << started.error;
  // 1e-4 s waits: every frame's step stays in budget, the plan as a whole does not (one step's
  // worth of events).
  Runtime slow = create_runtime({.max_events_per_step = 1000});
  started = slow.start_cartoon(cartoon("{}", R"([{"hat": {"on": "scene", "name": "s"},
      "body": [{"op": "forever", "body": [{"op": "wait", "s": 1e-4}]}]}])"));
  EXPECT_FALSE(started.ok);
  EXPECT_NE(started.error.find("the plan stopped after"), std::string::npos) << started.error;
}

// A plan holds at most max_records + max_records_per_second × T records by cartoon time T (a
// loop of 1 ms captions planned 3.6 million, 700 MB). Here 100 + 12 a second against 20 captions
// a second: the k-th caption (k from 0, at 0.05 k s) finds 1 + k records (the scene's and the
// captions before it), allowed while 1 + k < 100 + 0.6 k, so the 248th, at 12.4 s, stops it.
TEST(Director, APlanHoldsBoundedRecords) {
  const std::string loop = R"([{"hat": {"on": "scene", "name": "s"},
      "body": [{"op": "repeat", "n": N, "body": [{"op": "caption", "text": "x", "for": 0.05},
                                                 {"op": "wait", "s": 0.05}]}]}])";
  auto with_n = [&](int n) {
    std::string scripts = loop;
    scripts.replace(scripts.find('N'), 1, std::to_string(n));
    return cartoon("{}", scripts);
  };
  Runtime busy = create_runtime({.max_records = 100, .max_records_per_second = 12});
  CartoonStart started = busy.start_cartoon(with_n(1000));
  EXPECT_FALSE(started.ok);
  EXPECT_NE(started.error.find("the plan stopped at 12.4 s: it holds 249 timeline records, more "
                               "than the limit of 100 and 12 a second of the cartoon"),
            std::string::npos)
      << started.error;
  EXPECT_NE(started.error.find("wait longer in the loop, or give it an end"), std::string::npos);
  // 248 captions end in time: 249 records.
  Runtime enough = create_runtime({.max_records = 100, .max_records_per_second = 12});
  started = enough.start_cartoon(with_n(248));
  EXPECT_TRUE(started.ok) << started.error;
  EXPECT_EQ(enough.timeline().size(), 249u);
}

// The default limits leave room for the spec's busiest tested plan (§7.7): a 10-minute loop of
// does, does … for, say, caption … for and together with 10 ms lines, 150,004 records.
TEST(Director, TheSpecsTenMinuteLoopIsWithinTheRecordLimit) {
  auto program = cartoon(R"({"A": {}, "B": {}})", R"([{"hat": {"on": "scene", "name": "loop"},
      "body": [{"op": "for", "s": 600, "body": [{"op": "forever", "body": [
        {"op": "does", "who": "A", "behaviour": "c4c:beh:idle"},
        {"op": "does", "who": "B", "behaviour": "c4c:beh:static", "for": 0.02},
        {"op": "say", "who": "A", "text": "x"},
        {"op": "caption", "text": "c", "for": 0.02},
        {"op": "together", "branches": [[{"op": "say", "who": "B", "text": "y"}],
                                        [{"op": "wait", "s": 0.01}]]}]}]}]}])");
  Runtime rt =
      create_runtime({.speech = [](const std::string&,
                                   const SpeechRequest&) -> std::optional<double> { return 0.01; },
                      .packs = testing::shipped_packs()});
  CartoonStart started = rt.start_cartoon(program);
  EXPECT_TRUE(started.ok) << started.error;
  EXPECT_EQ(rt.timeline().size(), 150004u);
}

}  // namespace
}  // namespace jt::rt
