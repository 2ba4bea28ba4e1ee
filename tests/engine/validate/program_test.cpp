// Programs with exactly one problem each (spec §1-§5): the path and the message of each.
#include <gtest/gtest.h>

#include "validate_test_support.h"

namespace jt::validate {
namespace {

using test::behaviour;
using test::program_problems;
using Lines = std::vector<std::string>;

TEST(ValidateProgram, AValidBehaviourHasNoProblems) {
  const Report report = validate_program(
      test::parse_json(behaviour(R"([{"op": "bob", "amp": "=4*speed"}, {"op": "wait", "s": 1}])",
                                 R"("params": {"speed": 1}, )")),
      "p.json");
  EXPECT_TRUE(report.ok());
  EXPECT_TRUE(report.warnings.empty());
  ASSERT_TRUE(report.program);  // prepared once, for what checks it next
  EXPECT_EQ(report.program->kind, ProgramKind::kBehaviour);
}

TEST(ValidateProgram, AProgramWithErrorsKeepsNoPreparedProgram) {
  const Report report =
      validate_program(test::parse_json(behaviour(R"([{"op": "hopp"}])")), "p.json");
  EXPECT_FALSE(report.ok());
  EXPECT_EQ(report.program, nullptr);
}

TEST(ValidateProgram, AVariableStartsAtANumber) {
  EXPECT_EQ(program_problems(behaviour("[]", R"("vars": {"x": "=1"}, )")),
            Lines{"error /vars/x: a variable starts at a number, not the string \"=1\""});
}

TEST(ValidateProgram, VarsGivenAsAStringAreItsUtf16CodeUnitsEachAnError) {
  // Spec §1: a string adds its entries by index, its UTF-16 code units as Object.entries gives
  // them; an emoji (U+1F600, D83D DE00) is two.
  const std::string tail = ": vars given as a string makes each of its letters a variable";
  EXPECT_EQ(program_problems(behaviour("[]", "\"vars\": \"ab\xF0\x9F\x98\x80\", ")),
            (Lines{"error /vars/0: a variable starts at a number, not the string \"a\"" + tail,
                   "error /vars/1: a variable starts at a number, not the string \"b\"" + tail,
                   "error /vars/2: a variable starts at a number, not the code unit \\ud83d (half "
                   "of a character beyond U+FFFF)" +
                       tail,
                   "error /vars/3: a variable starts at a number, not the code unit \\ude00 (half "
                   "of a character beyond U+FFFF)" +
                       tail}));
  EXPECT_TRUE(program_problems(behaviour("[]", R"("vars": "", )")).empty());
}

TEST(ValidateProgram, VarsGivenAsALongStringNameTheFirstHundredEntries) {
  const Lines problems =
      program_problems(behaviour("[]", "\"vars\": \"" + std::string(130, 'x') + "\", "));
  ASSERT_EQ(problems.size(), 101u);
  EXPECT_EQ(problems[99].substr(0, 15), "error /vars/99:");
  EXPECT_EQ(problems[100], "error /vars: and 30 more entries of the string, none a number");
}

TEST(ValidateProgram, AWaitShorterThanAMillisecondIsAWarning) {
  EXPECT_EQ(
      program_problems(behaviour(R"([{"op": "forever", "body": [{"op": "wait", "s": 1e-8}]}])")),
      Lines{"warning /scripts/0/body/0/body/0/s: a wait of 1e-8 s is shorter than any frame: "
            "in a loop it runs 100000000 times a second, and a cartoon stops past 1000000 "
            "events a second"});
  // 0 waits for the next frame, and a millisecond is allowed.
  EXPECT_TRUE(program_problems(behaviour(R"([{"op": "wait", "s": 0}, {"op": "wait", "s": 0.001}])"))
                  .empty());
}

TEST(ValidateProgram, ACastHoldsAtMostAHundredMembers) {
  auto cast_of = [](int members) {
    std::string cast;
    for (int i = 0; i < members; ++i)
      cast += (i ? ", \"c" : "\"c") + std::to_string(i) + "\": {}";
    return R"({"v": 1, "kind": "scene", "cast": {)" + cast + R"(}, "scripts": []})";
  };
  EXPECT_TRUE(program_problems(cast_of(100)).empty());
  EXPECT_EQ(program_problems(cast_of(101)),
            Lines{"error /cast: a cast has at most 100 members, this one 101"});
}

TEST(ValidateProgram, AMalformedChannelIsAnError) {
  EXPECT_EQ(program_problems(behaviour(R"([{"op": "set", "to": {"part:Arm": 10}}])")),
            Lines{"error /scripts/0/body/0/to/part:Arm: \"part:Arm\" is not a channel"});
}

TEST(ValidateProgram, ARoleNothingDrawsIsAWarning) {
  EXPECT_EQ(program_problems(behaviour(R"([{"op": "set", "to": {"part:elbow": 10}}])")),
            Lines{"warning /scripts/0/body/0/to/part:elbow: no character draws a part "
                  "\"elbow\", so \"part:elbow\" moves nothing"});
}

TEST(ValidateProgram, AFriendlyBlocksArgumentIsPointedAtAsWritten) {
  // `move` becomes a ramp whose distance is "by": {"dx": ...}; the error points at "dx".
  EXPECT_EQ(program_problems(behaviour(R"([{"op": "move", "dx": "=2+", "over": 1}])")),
            Lines{"error /scripts/0/body/0/dx: formula \"=2+\": expected a number, a name or "
                  "'(', got end of formula"});
}

TEST(ValidateProgram, AnUnknownOpSuggestsTheNearest) {
  EXPECT_EQ(program_problems(behaviour(R"([{"op": "hopp"}])")),
            Lines{"error /scripts/0/body/0/op: unknown op \"hopp\": did you mean \"hop\"?"});
}

TEST(ValidateProgram, AnUnknownEaseSuggestsTheNearest) {
  EXPECT_EQ(program_problems(behaviour(R"([{"op": "move", "dx": 5, "ease": "smoth"}])")),
            Lines{"error /scripts/0/body/0/ease: unknown ease \"smoth\": did you mean "
                  "\"smooth\"?"});
}

TEST(ValidateProgram, AnUnknownArgumentIsAWarning) {
  EXPECT_EQ(program_problems(behaviour(R"([{"op": "bob", "ampp": 3}])")),
            Lines{"warning /scripts/0/body/0/ampp: unknown bob argument \"ampp\": did you mean "
                  "\"amp\"?"});
}

TEST(ValidateProgram, NoteAndIdAreAllowedOnEveryBlock) {
  EXPECT_EQ(program_problems(behaviour(R"([{"op": "stop", "note": "n", "id": "b1"}])")), Lines{});
}

TEST(ValidateProgram, AMissingArgumentIsAnError) {
  EXPECT_EQ(program_problems(behaviour(R"([{"op": "drive", "ch": "dy"}])")),
            Lines{"error /scripts/0/body/0: missing \"value\""});
}

TEST(ValidateProgram, AnUnknownPartInAFriendlyBlockIsAnError) {
  const Lines problems =
      program_problems(behaviour(R"([{"op": "setPart", "part": "part:elbow", "deg": 10}])"));
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_TRUE(problems[0].starts_with("error /scripts/0/body/0/part: unknown part")) << problems[0];
}

TEST(ValidateProgram, AnUnknownFunctionIsAnError) {
  const Lines problems =
      program_problems(behaviour(R"js([{"op": "drive", "ch": "dy", "value": "=sinn(tau)"}])js"));
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_TRUE(
      problems[0].starts_with("error /scripts/0/body/0/value: formula \"=sinn(tau)\": "
                              "unknown function \"sinn\""))
      << problems[0];
}

TEST(ValidateProgram, AnUnknownNameIsAWarningWithASuggestion) {
  EXPECT_EQ(program_problems(
                behaviour(R"([{"op": "bob", "amp": "=spd*2"}])", R"("params": {"speed": 1}, )")),
            Lines{"warning /scripts/0/body/0/amp: unknown name \"spd\": did you mean "
                  "\"speed\"?"});
}

TEST(ValidateProgram, ThereIsNoDt) {
  EXPECT_EQ(program_problems(behaviour(R"([{"op": "move", "dx": "=dt*10"}])")),
            Lines{"warning /scripts/0/body/0/dx: there is no \"dt\": under exact time a value "
                  "never depends on the step"});
}

TEST(ValidateProgram, AParamMayBeCalledDt) {
  EXPECT_EQ(program_problems(
                behaviour(R"([{"op": "move", "dx": "=dt*10"}])", R"("params": {"dt": 1}, )")),
            Lines{});
}

TEST(ValidateProgram, AParamDefaultSeesOnlyEarlierParams) {
  EXPECT_EQ(program_problems(behaviour("[]", R"("params": {"a": "=b", "b": 1}, )")),
            Lines{"warning /params/a: unknown name \"b\""});
}

TEST(ValidateProgram, AnUnknownProgramFieldIsAWarning) {
  EXPECT_EQ(program_problems(behaviour("[]", R"("parms": {}, )")),
            Lines{"warning /parms: unknown field \"parms\": did you mean \"params\"?"});
}

TEST(ValidateProgram, ASceneBlockInABehaviourIsAnError) {
  EXPECT_EQ(program_problems(behaviour(R"([{"op": "say", "who": "A", "text": "hi"}])")),
            Lines{"error /scripts/0/body/0/op: \"say\" is a scene block: a behaviour moves one "
                  "character itself"});
}

}  // namespace
}  // namespace jt::validate
