// The every hat (docs/RUNTIME.md "Hats the stage fires"): it fires at the scene's start and each
// period after, k·s from the start, never at the instant the scene ends; a firing restarts its
// script; its scripts do not keep the scene running. Every expected time is worked out by hand.
#include <gtest/gtest.h>

#include "hat_timeline.h"
#include "jt/diagnostic.h"
#include "jt/validate/validate.h"
#include "support/json_text.h"

namespace jt::rt {
namespace {

using testing::HatRun;
using Times = std::vector<double>;

std::string scene(const std::string& name, double seconds) {
  return R"({"hat": {"on": "scene", "name": ")" + name + R"("}, "body": [{"op": "wait", "s": )" +
         std::to_string(seconds) + "}]}";
}

TEST(EveryHat, FiresAtTheStartAndEachPeriodOfAFiveSecondScene) {
  // 5 s / 1.5 s: 0, 1.5, 3, 4.5 (6 is past the end).
  HatRun run("{}", "[" + scene("one", 5) +
                       R"(, {"hat": {"on": "every", "s": 1.5}, "body": [
                           {"op": "caption", "text": "tick", "for": 0.1}]}])");
  EXPECT_EQ(run.captions("tick"), (Times{0, 1.5, 3, 4.5}));
  EXPECT_EQ(*run.rt.duration(), 5);
}

TEST(EveryHat, NeverFiresAtTheInstantTheSceneEnds) {
  // A 3 s scene whose last wait was queued after the every hat's firing at 3 s: 0, 1, 2 only.
  HatRun run("{}", R"([{"hat": {"on": "scene", "name": "one"}, "body": [
                         {"op": "wait", "s": 2.5}, {"op": "wait", "s": 0.5}]},
                       {"hat": {"on": "every", "s": 1}, "body": [
                         {"op": "caption", "text": "tick", "for": 0.1}]}])");
  EXPECT_EQ(run.captions("tick"), (Times{0, 1, 2}));
}

TEST(EveryHat, AFiringRestartsItsScript) {
  // Every 1 s, a script that waits 0.5 s shows its caption at 0.5, 1.5, 2.5, 3.5; one that waits
  // 1.5 s is restarted before it gets there, every time.
  HatRun run("{}", "[" + scene("one", 4) +
                       R"(, {"hat": {"on": "every", "s": 1}, "body": [{"op": "wait", "s": 0.5},
                           {"op": "caption", "text": "half", "for": 0.1}]},
                         {"hat": {"on": "every", "s": 1}, "body": [{"op": "wait", "s": 1.5},
                           {"op": "caption", "text": "late", "for": 0.1}]}])");
  EXPECT_EQ(run.captions("half"), (Times{0.5, 1.5, 2.5, 3.5}));
  EXPECT_EQ(run.captions("late"), Times{});
  EXPECT_EQ(run.rt.warnings(), std::vector<std::string>{});  // refiring cuts nothing off
}

TEST(EveryHat, ItsSceneRestrictsItAndCountsFromThatScenesStart) {
  // Scene two starts at 2 and lasts 3: 2, 4.5 (7 is past its end at 5).
  HatRun run("{}", "[" + scene("one", 2) + ", " + scene("two", 3) +
                       R"(, {"hat": {"on": "every", "s": 2.5, "scene": "two"}, "body": [
                           {"op": "caption", "text": "two", "for": 0.1}]},
                         {"hat": {"on": "every", "s": 2.5}, "body": [
                           {"op": "caption", "text": "any", "for": 0.1}]}])");
  EXPECT_EQ(run.captions("two"), (Times{2, 4.5}));
  EXPECT_EQ(run.captions("any"), (Times{0, 2, 4.5}));  // each scene from its own start
}

TEST(EveryHat, ItsScriptsDoNotKeepTheSceneRunning) {
  // A forever loop under an every hat: the scene still ends when its own script does, at 2 s, and
  // the loop cut off there is no loss.
  HatRun run("{}", "[" + scene("one", 2) +
                       R"(, {"hat": {"on": "every", "s": 0.5}, "body": [{"op": "forever", "body": [
                           {"op": "wait", "s": 0.2}]}]}])");
  EXPECT_EQ(*run.rt.duration(), 2);
  EXPECT_EQ(run.rt.warnings(), std::vector<std::string>{});
}

TEST(EveryHat, AScenePinnedNextHoldsTheStageAndTheHatFiresUntilThePin) {
  // Scene one's script is done at 1 s; it holds the stage until two's pin at 3: 0, 1.2, 2.4.
  HatRun run("{}", "[" + scene("one", 1) +
                       R"(, {"hat": {"on": "scene", "name": "two", "at": 3}, "body": []},
                         {"hat": {"on": "every", "s": 1.2, "scene": "one"}, "body": [
                           {"op": "caption", "text": "tick", "for": 0.1}]}])");
  EXPECT_EQ(run.captions("tick"), (Times{0, 1.2, 2.4}));
}

TEST(EveryHat, ASceneProgramOfEveryScriptsAloneIsStillAScene) {
  const jt::PrepareResult prepared = prepare_program(test_support::parse_json(
      R"({"v": 1, "kind": "scene", "name": "tick",
          "scripts": [{"hat": {"on": "every", "s": 1}, "body": []}]})"));
  ASSERT_NE(prepared.program, nullptr);
  ASSERT_EQ(prepared.program->scenes.size(), 1u);
  EXPECT_EQ(prepared.program->scenes[0].name, "tick");
}

std::vector<std::string> problems(const std::string& text) {
  const validate::Report report = validate::validate_program(test_support::parse_json(text));
  std::vector<std::string> out;
  for (const Diagnostic& d : report.errors)
    out.push_back("error " + std::string(code_name(d.code)) + " " + d.path + ": " + d.message);
  for (const Diagnostic& d : report.warnings)
    out.push_back("warning " + std::string(code_name(d.code)) + " " + d.path + ": " + d.message);
  return out;
}

TEST(EveryHat, ItsPeriodIsRequiredAndAtLeastAFiftiethOfASecond) {
  auto cartoon = [](const std::string& hat) {
    return R"({"v": 1, "kind": "cartoon", "scripts": [
      {"hat": {"on": "scene", "name": "one"}, "body": []}, {"hat": )" +
           hat + R"(, "body": []}]})";
  };
  EXPECT_EQ(problems(cartoon(R"({"on": "every"})")),
            std::vector<std::string>{
                "error missing-field /scripts/1/hat: an every hat needs its period \"s\""});
  EXPECT_EQ(problems(cartoon(R"({"on": "every", "s": 0.01})")),
            std::vector<std::string>{"error out-of-range /scripts/1/hat/s: an every hat's period "
                                     "of 0.01 s is shorter than 0.05 s"});
  EXPECT_EQ(problems(cartoon(R"({"on": "every", "s": "=1"})")),
            std::vector<std::string>{"error wrong-type /scripts/1/hat/s: an every hat's period "
                                     "is a number of seconds, got the string \"=1\""});
  EXPECT_EQ(problems(cartoon(R"({"on": "every", "s": 0.05})")), std::vector<std::string>{});
  EXPECT_EQ(problems(cartoon(R"({"on": "every", "s": 1, "scene": "two"})")),
            std::vector<std::string>{
                "warning never-reached /scripts/1/hat/scene: no scene is named \"two\": this "
                "script never runs"});
}

TEST(EveryHat, InAMoveItIsNeverReached) {
  EXPECT_EQ(problems(R"({"v": 1, "kind": "behaviour", "name": "m",
                         "scripts": [{"hat": {"on": "every", "s": 1}, "body": []}]})"),
            std::vector<std::string>{"warning never-reached /scripts/0/hat/on: nothing fires "
                                     "every hats in a move: this script never runs"});
}

}  // namespace
}  // namespace jt::rt
