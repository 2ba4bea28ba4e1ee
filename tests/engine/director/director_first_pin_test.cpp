// A first scene pinned later than the cartoon's start (spec §7.6: a scene starts "at its pinned
// `at` (seconds from the cartoon's start)"), and a scene program of exactly one scene (§7.1).
#include <gtest/gtest.h>

#include "director_harness.h"

namespace jt::rt {
namespace {

using testing::prepare_text;

const char* kPinnedFirst = R"({"v": 1, "kind": "cartoon",
    "cast": {"A": {"at": {"x": 0.25}}, "B": {}},
    "scripts": [{"hat": {"on": "scene", "name": "a", "at": 1.5, "place": "park"}, "body": [
                    {"op": "caption", "text": "cap"}, {"op": "wait", "s": 1}]},
                {"hat": {"on": "scene", "name": "a"}, "body": [
                    {"op": "place", "who": "B", "x": 0.75}]}]})";

const CharacterFrame& who(const Frame& f, const std::string& id) {
  return testing::character_in(f, id);
}

TEST(DirectorFirstPin, AFirstScenePinnedAt1Point5StartsAt1Point5) {
  Runtime rt = create_runtime();
  rt.step_to(2);  // the cartoon starts at 2: the pin is 1.5 s after, at 3.5
  ASSERT_TRUE(rt.start_cartoon(prepare_text(kPinnedFirst)).ok);
  ASSERT_FALSE(rt.timeline().empty());
  EXPECT_EQ(rt.timeline()[0].kind, "scene");
  EXPECT_EQ(rt.timeline()[0].t, 3.5);
  EXPECT_EQ(rt.timeline()[1].kind, "caption");
  EXPECT_EQ(rt.timeline()[1].t, 3.5);
  // Its length counts from the cartoon's start: 1.5 s before the scene, then its 1 s wait.
  ASSERT_TRUE(rt.duration().has_value());
  EXPECT_EQ(*rt.duration(), 2.5);
  EXPECT_TRUE(rt.warnings().empty());
}

TEST(DirectorFirstPin, BeforeItsPinTheStageIsFreshAndNoSceneRuns) {
  Runtime rt = create_runtime();
  ASSERT_TRUE(rt.start_cartoon(prepare_text(kPinnedFirst)).ok);
  rt.step_to(1);
  Frame before = rt.frame();
  EXPECT_FALSE(before.scene.has_value());
  EXPECT_FALSE(before.place.has_value());
  EXPECT_EQ(before.grade, "normal");
  EXPECT_FALSE(before.caption.has_value());
  EXPECT_TRUE(who(before, "A").visible);  // placed by its cast entry's `at`, from the start
  EXPECT_EQ(who(before, "A").x, 0.25);
  EXPECT_FALSE(who(before, "B").visible);  // nobody else until placed
  rt.step_to(1.5);
  Frame at_pin = rt.frame();
  EXPECT_EQ(at_pin.scene, "a");
  EXPECT_EQ(at_pin.place, "park");
  EXPECT_EQ(at_pin.caption, "cap");
  EXPECT_TRUE(who(at_pin, "B").visible);
  EXPECT_EQ(who(at_pin, "B").x, 0.75);
  rt.step_to(3);
  EXPECT_FALSE(rt.frame().scene.has_value());  // ended at 2.5
}

TEST(DirectorFirstPin, APinAtZeroStartsAtOnce) {
  Runtime rt = create_runtime();
  ASSERT_TRUE(rt.start_cartoon(prepare_text(R"({"v": 1, "kind": "cartoon", "cast": {},
      "scripts": [{"hat": {"on": "scene", "name": "a", "at": 0}, "body": [
          {"op": "wait", "s": 1}]}]})"))
                  .ok);
  EXPECT_EQ(rt.timeline()[0].t, 0);
  EXPECT_EQ(rt.frame().scene, "a");
  EXPECT_EQ(*rt.duration(), 1);
}

TEST(DirectorFirstPin, ASceneProgramWithTwoSceneNamesIsAnError) {
  const json::Value scene = test_support::parse_json(R"({"v": 1, "kind": "scene", "scripts": [
      {"hat": {"on": "scene", "name": "a"}, "body": [{"op": "wait", "s": 1}]},
      {"hat": {"on": "scene", "name": "b"}, "body": [{"op": "wait", "s": 1}]}]})");
  PrepareResult prepared = prepare_program(program_of(scene).program);
  ASSERT_EQ(prepared.diagnostics.size(), 1u);
  EXPECT_EQ(prepared.diagnostics[0].severity, Severity::kError);
  EXPECT_EQ(prepared.diagnostics[0].path, "/scripts/1/hat/name");
  EXPECT_EQ(prepared.diagnostics[0].message,
            "a scene program is one scene: this hat names \"b\", the first names \"a\"");
  // One name in both hats, or a hat without a name, is one scene.
  const json::Value one = test_support::parse_json(R"({"v": 1, "kind": "scene", "scripts": [
      {"hat": {"on": "scene", "name": "a"}, "body": [{"op": "wait", "s": 1}]},
      {"body": [{"op": "wait", "s": 1}]},
      {"hat": {"on": "scene", "name": "a"}, "body": [{"op": "wait", "s": 1}]}]})");
  PrepareResult fine = prepare_program(program_of(one).program);
  EXPECT_TRUE(fine.diagnostics.empty());
  EXPECT_EQ(fine.program->scenes.size(), 1u);
}

}  // namespace
}  // namespace jt::rt
