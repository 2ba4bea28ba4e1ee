// The `sample` script language, string in, string out: lines read and checked before anything
// runs, each problem at its line; a run against a behaviour whose pose is worked out by hand from
// the spec's wave (§8: dx = amp·sin(w·t)).
#include "jt/produce/sample_script.h"

#include <gtest/gtest.h>

#include <cmath>

#include "collecting_reporter.h"
#include "jt/diagnostic_codes.h"
#include "jt/json/parse.h"
#include "jt/json/write.h"

namespace jt::produce {
namespace {

constexpr const char* kWave =
    R"({"v": 1, "kind": "behaviour", "params": {"amp": 10},
        "scripts": [{"body": [{"op": "wave", "ch": "dx", "w": 2, "amp": "=amp"}]}]})";

std::shared_ptr<const Program> wave_program() {
  const json::ParseResult parsed = json::parse(kWave);
  EXPECT_TRUE(parsed.ok());
  return prepare_program(parsed.value, "wave.json").program;
}

// Runs `text` on the wave; what it printed, what it reported and how it ended.
struct SampleRunResult {
  SampleOutcome outcome = SampleOutcome::kBadScript;
  std::vector<std::string> printed;
  CollectingReporter reporter;
  SubjectStart started_with;
};

void run_on_wave(const std::string& text, SampleRunResult& result) {
  const SampleScript script = parse_sample_script(text, "s.txt");
  ASSERT_TRUE(script.ok()) << script.problems.front().message;
  auto program = wave_program();
  ASSERT_TRUE(program);
  StartSubject start = [&](const SubjectStart& asked) {
    result.started_with = asked;
    BehaviourSettings settings;
    settings.params = asked.params;
    settings.inputs = asked.inputs.character;
    return PosedSubject::of_behaviour("wave.json", program, settings, result.reporter);
  };
  auto print = [&](const std::string& line) { result.printed.push_back(line); };
  result.outcome = run_sample_script(script, "wave.json", start, print, result.reporter);
}

TEST(SampleScriptParse, CommandsAreWordsWithCommentsAndBlankLinesLeftOut) {
  const SampleScript s = parse_sample_script(
      "# a check\n\nat 1.5   # seconds\nexpect caption == \"a # b\"\r\nsnapshot dx dy\n", "s.txt");
  ASSERT_TRUE(s.ok());
  ASSERT_EQ(s.lines.size(), 3u);
  EXPECT_EQ(s.lines[0].index, 2u);
  EXPECT_EQ(s.lines[0].words, (std::vector<std::string>{"at", "1.5"}));
  EXPECT_EQ(s.lines[1].words, (std::vector<std::string>{"expect", "caption", "==", "\"a # b\""}));
  EXPECT_EQ(s.lines[2].index, 4u);
  EXPECT_EQ(s.lines[2].words, (std::vector<std::string>{"snapshot", "dx", "dy"}));
}

TEST(SampleScriptParse, EachBadLineIsAProblemAtItsLine) {
  const SampleScript s =
      parse_sample_script("at 1\njump 2\nexpect dx ~ \"x\"\nemit \"talk-start\n", "s.txt");
  ASSERT_EQ(s.problems.size(), 3u);
  EXPECT_EQ(s.problems[0].line, 2);
  EXPECT_EQ(s.problems[0].path, "/script/1");
  EXPECT_EQ(s.problems[0].code, Code::kScriptUsage);
  EXPECT_EQ(s.problems[0].message, "unknown command \"jump\"");
  EXPECT_EQ(s.problems[1].line, 3);
  EXPECT_EQ(s.problems[1].message, "~ compares numbers");
  EXPECT_EQ(s.problems[2].line, 4);
  EXPECT_EQ(s.problems[2].message, "a string without its closing quote");
}

TEST(SampleScriptParse, AScriptOverItsLimitsIsOneProblem) {
  std::string many;
  for (std::size_t i = 0; i <= kMaxScriptLines; ++i)
    many += "snapshot\n";
  const SampleScript s = parse_sample_script(many, "s.txt");
  ASSERT_EQ(s.problems.size(), 1u);
  EXPECT_EQ(s.problems[0].code, Code::kLimitExceeded);
  EXPECT_EQ(s.problems[0].line, 100'001);
  const SampleScript wide =
      parse_sample_script("at 1\n" + std::string(kMaxScriptLineBytes + 1, ' '), "s.txt");
  ASSERT_EQ(wide.problems.size(), 1u);
  EXPECT_EQ(wide.problems[0].line, 2);
}

TEST(SampleScriptRun, ExpectsHoldAndSnapshotsPrintTheirFields) {
  SampleRunResult r;
  run_on_wave("at 1\nexpect dx ~ 9.092974268256818\nadvance 0.5\nsnapshot dx\n", r);
  EXPECT_EQ(r.outcome, SampleOutcome::kHeld);
  EXPECT_TRUE(r.reporter.diagnostics.empty());
  ASSERT_EQ(r.printed.size(), 1u);
  // 10·sin(2·1.5) = 1.4112000805986722
  EXPECT_EQ(r.printed[0], R"({"t":1.5,"pose":{"dx":1.4112000805986722}})");
}

TEST(SampleScriptRun, AFailedExpectIsReportedAtItsLineWithWhatWasFound) {
  SampleRunResult r;
  run_on_wave("at 0\n\nexpect dx > 1\nexpect dy == 0\n", r);
  EXPECT_EQ(r.outcome, SampleOutcome::kFailed);
  ASSERT_EQ(r.reporter.diagnostics.size(), 1u);
  EXPECT_EQ(r.reporter.diagnostics[0].line, 3);
  EXPECT_EQ(r.reporter.diagnostics[0].code, Code::kScriptExpect);
  EXPECT_EQ(r.reporter.diagnostics[0].message, "expect dx > 1 at 0 s: got 0");
}

TEST(SampleScriptRun, ParamsAndInputsBeforeTheFirstCommandStartTheSubject) {
  SampleRunResult r;
  run_on_wave("param amp 4\nset loud 0.25\nat 1\nexpect dx ~ 3.637189707302727\n", r);
  EXPECT_EQ(r.outcome, SampleOutcome::kHeld);
  EXPECT_EQ(r.started_with.params.at("amp"), 4);  // 4·sin(2) above
  EXPECT_EQ(r.started_with.inputs.character.loud, 0.25);
}

TEST(SampleScriptRun, TimeOnlyMovesOnAndParamsComeFirst) {
  SampleRunResult back;
  run_on_wave("at 2\nat 1\n", back);
  EXPECT_EQ(back.outcome, SampleOutcome::kBadScript);
  ASSERT_EQ(back.reporter.diagnostics.size(), 1u);
  EXPECT_EQ(back.reporter.diagnostics[0].line, 2);
  SampleRunResult late;
  run_on_wave("at 1\nparam amp 3\n", late);
  EXPECT_EQ(late.outcome, SampleOutcome::kBadScript);
}

TEST(SampleScriptRun, AnExpectedErrorIsConsumedAndAMissingOneIsAFailure) {
  SampleRunResult r;
  run_on_wave("expect-error formula-failed\nat 1\n", r);
  EXPECT_EQ(r.outcome, SampleOutcome::kFailed);
  ASSERT_EQ(r.reporter.diagnostics.size(), 1u);
  EXPECT_EQ(r.reporter.diagnostics[0].code, Code::kScriptExpectError);
  EXPECT_EQ(r.reporter.diagnostics[0].line, 1);
}

}  // namespace
}  // namespace jt::produce

namespace jt::produce {
namespace {

// advance S in N lands where one advance lands (10·sin(2·1) = 9.092974268256818), its steps
// equal; a seed before the first command starts the subject with it.
TEST(SampleScriptRun, AdvanceInStepsAndASeed) {
  SampleRunResult r;
  run_on_wave("seed 7\nadvance 1 in 4\nsnapshot dx\n", r);
  EXPECT_EQ(r.outcome, SampleOutcome::kHeld);
  ASSERT_EQ(r.printed.size(), 1u);
  EXPECT_EQ(r.printed[0], R"({"t":1,"pose":{"dx":9.092974268256818}})");
  EXPECT_EQ(r.started_with.seed, 7);
  SampleRunResult late;
  run_on_wave("at 1\nseed 7\n", late);
  EXPECT_EQ(late.outcome, SampleOutcome::kBadScript);
}

// A group names its snapshots and its failures, nested groups joined by "/".
TEST(SampleScriptRun, GroupsNameTheirSnapshotsAndFailures) {
  SampleRunResult r;
  run_on_wave(
      "group \"a swing\"\ngroup top\nat 1\nsnapshot dx\nexpect dx > 10\nend\nend\n"
      "snapshot dx\n",
      r);
  EXPECT_EQ(r.outcome, SampleOutcome::kFailed);
  ASSERT_EQ(r.printed.size(), 2u);
  EXPECT_EQ(r.printed[0], R"({"t":1,"group":"a swing/top","pose":{"dx":9.092974268256818}})");
  EXPECT_EQ(r.printed[1], R"({"t":1,"pose":{"dx":9.092974268256818}})");
  ASSERT_EQ(r.reporter.diagnostics.size(), 1u);
  EXPECT_EQ(r.reporter.diagnostics[0].message,
            "in group a swing/top: expect dx > 10 at 1 s: got 9.092974268256818");
}

TEST(SampleScriptParse, GroupsAndStepsAreChecked) {
  const SampleScript s = parse_sample_script(
      "group a\nend\nend\nadvance 1 in 0\nadvance 1 in 2.5\nadvance 1 at 2\ngroup b\n", "s.txt");
  std::vector<std::pair<std::size_t, std::string>> problems;
  for (const Diagnostic& d : s.problems)
    problems.emplace_back(static_cast<std::size_t>(d.line), d.message.substr(0, 20));
  EXPECT_EQ(problems,
            (std::vector<std::pair<std::size_t, std::string>>{{3, "end without a group "},
                                                              {4, "advance S in N takes"},
                                                              {5, "advance S in N takes"},
                                                              {6, "advance S in N takes"},
                                                              {7, "a group without its "}}));
}

}  // namespace
}  // namespace jt::produce

namespace jt::produce {
namespace {

// A session's script lines on the wave: at, snapshot, expect, and an earlier at starting it again.
TEST(SampleScriptLine, RunsNowOnTheSessionsSubject) {
  CollectingReporter reporter;
  auto program = wave_program();
  ASSERT_TRUE(program);
  const auto start = [&] {
    return PosedSubject::of_behaviour("wave.json", program, BehaviourSettings{}, reporter);
  };
  std::optional<PosedSubject> subject = start();
  ASSERT_TRUE(subject);
  SubjectInputs inputs;
  int restarts = 0;
  const std::function<PosedSubject*()> restart = [&]() -> PosedSubject* {
    ++restarts;
    subject = start();
    return subject ? &*subject : nullptr;
  };
  auto line = [&](std::string_view text) {
    return run_script_line(text, *subject, inputs, "wave.json", restart);
  };
  ScriptLineReply r = line("at 1");
  EXPECT_TRUE(r.ok);
  EXPECT_EQ(json::write_compact(r.result), R"({"t":1})");
  r = line("snapshot dx");
  EXPECT_EQ(json::write_compact(r.result), R"({"t":1,"pose":{"dx":9.092974268256818}})");
  r = line("expect dx < 0");
  EXPECT_FALSE(r.ok);
  EXPECT_EQ(r.error, "expect dx < 0 at 1 s: got 9.092974268256818");
  ASSERT_EQ(r.diagnostics.size(), 1u);
  EXPECT_EQ(r.diagnostics[0].path, "");
  EXPECT_EQ(restarts, 0);
  r = line("at 0.5");  // 10·sin(1) = 8.414709848078965, from a new start
  EXPECT_EQ(restarts, 1);
  EXPECT_EQ(json::write_compact(line("snapshot dx").result),
            R"({"t":0.5,"pose":{"dx":8.414709848078965}})");
  EXPECT_FALSE(line("param amp 2").ok);
  EXPECT_FALSE(line("at -1").ok);
  EXPECT_TRUE(line("hop").error.starts_with("unknown command \"hop\": a line is a script command"));
}

}  // namespace
}  // namespace jt::produce
