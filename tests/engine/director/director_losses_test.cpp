// Nothing a cartoon loses goes unreported (spec §7.5, §7.6): a `does` that falls back (a missing
// pack or version, an undeclared param, a behaviour that cannot start) is in the plan's warnings
// wherever it runs, and a line a pin cuts a hair before its end lost nothing.
#include <gtest/gtest.h>

#include <algorithm>

#include "director_harness.h"

namespace jt::rt {
namespace {

using testing::prepare_text;

std::shared_ptr<const Program> cartoon(const std::string& scripts) {
  return prepare_text(
      R"({"v": 1, "kind": "cartoon", "cast": {"A": {"at": {"x": 0.5}}}, "scripts": )" + scripts +
      "}");
}

// The shipped packs, each at version 1.0.0 only (the test's own catalog: a version is exact).
PackLookup packs_at_1_0_0() {
  PackLookup shipped = testing::shipped_packs();
  return [shipped](const std::string& id, const std::string& version) {
    return version.empty() || version == "1.0.0" ? shipped(id, version) : nullptr;
  };
}

// The warnings as start_cartoon returns them, before a single step.
std::vector<std::string> planned_warnings(Runtime& rt, std::shared_ptr<const Program> program) {
  CartoonStart started = rt.start_cartoon(std::move(program));
  EXPECT_TRUE(started.ok) << started.error;
  return rt.warnings();
}

// A second scene, after a wait in the first: nothing of it runs at t = 0.
std::string in_a_later_scene(const std::string& does) {
  return R"([{"hat": {"on": "scene", "name": "a"}, "body": [{"op": "wait", "s": 1}]},
             {"hat": {"on": "scene", "name": "b"}, "body": [{"op": "wait", "s": 0.5}, )" +
         does + R"(, {"op": "wait", "s": 1}]}])";
}

TEST(DirectorLosses, AMissingPackInALaterSceneIsInThePlansWarnings) {
  Runtime rt = create_runtime({.packs = packs_at_1_0_0()});
  const std::vector<std::string> warnings = planned_warnings(
      rt, cartoon(in_a_later_scene(R"({"op": "does", "who": "A", "behaviour": "c4c:beh:nope"})")));
  ASSERT_EQ(warnings.size(), 1u);
  EXPECT_EQ(warnings[0],
            "/scripts/1/body/1: behaviour \"c4c:beh:nope\" is not a behaviour pack here; idle "
            "plays instead");
  rt.step_to(3);  // the run meets it at 1.5 s and does not say it twice
  EXPECT_EQ(rt.warnings(), warnings);
}

TEST(DirectorLosses, AVersionNoPackHasIsInThePlansWarnings) {
  Runtime rt = create_runtime({.packs = packs_at_1_0_0()});
  const std::vector<std::string> warnings =
      planned_warnings(rt, cartoon(in_a_later_scene(R"({"op": "does", "who": "A",
                                      "behaviour": {"id": "c4c:beh:bounce", "version": "9.9.9"}})")));
  ASSERT_EQ(warnings.size(), 1u);
  EXPECT_EQ(warnings[0],
            "/scripts/1/body/1: behaviour \"c4c:beh:bounce\" 9.9.9 is not a behaviour pack here; "
            "idle plays instead");
}

TEST(DirectorLosses, AnUndeclaredParamInALaterSceneIsInThePlansWarnings) {
  Runtime rt = create_runtime({.packs = packs_at_1_0_0()});
  const std::vector<std::string> warnings = planned_warnings(
      rt,
      cartoon(in_a_later_scene(
          R"({"op": "does", "who": "A", "behaviour": "c4c:beh:walk", "params": {"speed": 3}})")));
  EXPECT_EQ(warnings, std::vector<std::string>{"/scripts/1/body/1: \"Walk in\" has no param "
                                               "\"speed\"; it is passed anyway"});
}

TEST(DirectorLosses, AnInlineBehaviourIsNamedAsInline) {
  Runtime rt = create_runtime({.packs = packs_at_1_0_0()});
  const std::vector<std::string> warnings = planned_warnings(
      rt, cartoon(in_a_later_scene(R"({"op": "does", "who": "A", "params": {"k": 1},
          "behaviour": {"v": 1, "kind": "behaviour", "scripts": []}})")));
  EXPECT_EQ(warnings, std::vector<std::string>{"/scripts/1/body/1: the inline behaviour has no "
                                               "param \"k\"; it is passed anyway"});
  for (const TimelineRecord& r : rt.timeline()) {
    if (r.kind != "does") continue;
    const json::Value record = record_to_json(r);
    ASSERT_NE(record.find("behaviour"), nullptr);
    EXPECT_EQ(record.find("behaviour")->as_string(), "inline");  // not ""
  }
}

TEST(DirectorLosses, ABehaviourThatCannotStartInALaterSceneIsInThePlansWarnings) {
  // Its default names something nobody knows: it is skipped, in the plan as in the run.
  Runtime rt = create_runtime({.packs = packs_at_1_0_0()});
  const std::vector<std::string> warnings = planned_warnings(
      rt, cartoon(in_a_later_scene(R"({"op": "does", "who": "A", "behaviour": {"v": 1,
          "kind": "behaviour", "params": {"k": "=nobody"},
          "scripts": [{"body": [{"op": "set", "to": {"dy": "=k"}}]}]}})")));
  ASSERT_EQ(warnings.size(), 1u);
  EXPECT_TRUE(warnings[0].starts_with("/scripts/1/body/1: the behaviour cannot start: "))
      << warnings[0];
  EXPECT_NE(warnings[0].find("nobody"), std::string::npos) << warnings[0];
  EXPECT_TRUE(warnings[0].ends_with(" (skipped)")) << warnings[0];
  rt.step_to(2);
  EXPECT_EQ(rt.warnings(), warnings);
  EXPECT_TRUE(rt.errors().empty());
}

TEST(DirectorLosses, ADoesInALoopIsReportedOnce) {
  Runtime rt = create_runtime({.packs = packs_at_1_0_0()});
  const std::vector<std::string> warnings = planned_warnings(rt, cartoon(R"([
      {"hat": {"on": "scene", "name": "a"}, "body": [{"op": "repeat", "n": 5, "body": [
          {"op": "wait", "s": 0.5}, {"op": "does", "who": "A", "behaviour": "c4c:beh:nope"}]}]}])"));
  EXPECT_EQ(warnings.size(), 1u);
}

// Lines as long as the test says (seconds by text).
SpeechProvider lengths(std::map<std::string, double> seconds) {
  return [seconds](const std::string& text, const SpeechRequest&) -> std::optional<double> {
    return seconds.at(text);
  };
}

TEST(DirectorLosses, ALineAPinCutsAHairBeforeItsEndLostNothing) {
  // Spec §7.6: 0.1 + 0.2 is 0.30000000000000004, not 0.3; the line is due to end 5.6e-17 s after
  // the pin at 0.3.
  Runtime rt = create_runtime({.speech = lengths({{"Hi", 0.2}})});
  const std::vector<std::string> warnings = planned_warnings(rt, cartoon(R"([
      {"hat": {"on": "scene", "name": "a"}, "body": [{"op": "wait", "s": 0.1},
                                                     {"op": "say", "who": "A", "text": "Hi"}]},
      {"hat": {"on": "scene", "name": "b", "at": 0.3}, "body": [{"op": "wait", "s": 1}]}])"));
  EXPECT_TRUE(warnings.empty()) << warnings[0];
}

TEST(DirectorLosses, ALineAPinCutsAMicrosecondAndMoreBeforeItsEndIsALoss) {
  Runtime rt = create_runtime({.speech = lengths({{"Hi", 0.2 + 2e-6}})});
  const std::vector<std::string> warnings = planned_warnings(rt, cartoon(R"([
      {"hat": {"on": "scene", "name": "a"}, "body": [{"op": "wait", "s": 0.1},
                                                     {"op": "say", "who": "A", "text": "Hi"}]},
      {"hat": {"on": "scene", "name": "b", "at": 0.3}, "body": [{"op": "wait", "s": 1}]}])"));
  ASSERT_EQ(warnings.size(), 1u);
  EXPECT_NE(warnings[0].find("the line \"Hi\" (A) was cut off, 0.2 of 0.200002 s spoken"),
            std::string::npos)
      << warnings[0];
}

TEST(DirectorLosses, ATenMinuteLoopOfLinesEndingAtThePinLostNothing) {
  // 6000 lines of 0.1 s add up to 600.0000000000679 (Python: t = 0.0; t += 0.1, 6000 times): the
  // last is due to end 6.8e-11 s after the pin at 600, which cuts it there.
  Runtime rt = create_runtime({.speech = lengths({{"Hi", 0.1}})});
  const std::vector<std::string> warnings = planned_warnings(rt, cartoon(R"([
      {"hat": {"on": "scene", "name": "a"}, "body": [{"op": "repeat", "n": 6000,
          "body": [{"op": "say", "who": "A", "text": "Hi"}]}]},
      {"hat": {"on": "scene", "name": "b", "at": 600}, "body": [{"op": "wait", "s": 1}]}])"));
  EXPECT_TRUE(warnings.empty()) << warnings[0];
  std::size_t lines = 0;
  for (const TimelineRecord& r : rt.timeline())
    lines += r.kind == "say";
  EXPECT_EQ(lines, 6000u);
}

}  // namespace
}  // namespace jt::rt
