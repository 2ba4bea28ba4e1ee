// What validate learns by planning (docs/VALIDATION.md "What the plan finds").
#include "jt/produce/plan_check.h"

#include <gtest/gtest.h>

#include "jt/diagnostic_codes.h"
#include "jt/json/parse.h"
#include "jt/validate/validate.h"

namespace jt::produce {
namespace {

std::vector<Diagnostic> planned(std::string_view text) {
  json::ParseResult parsed = json::parse(text);
  EXPECT_TRUE(parsed.ok());
  return plan_diagnostics(parsed.value, packs::Catalog{}, "f.json", {});
}

constexpr std::string_view kEarlyLine = R"({"v": 1, "kind": "cartoon",
  "cast": {"A": {"look": {"template": "kid"}}},
  "scripts": [{"hat": {"on": "scene"}, "body": [
    {"op": "say", "who": "A", "text": "Am I on?"},
    {"op": "enter", "who": "A"},
    {"op": "say", "who": "A", "text": "Now I am."}]}]})";

TEST(PlanCheck, ALineBeforeItsSpeakerEntersIsOffStage) {
  const auto found = planned(kEarlyLine);
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].code, Code::kOffStage);
  EXPECT_EQ(found[0].severity, Severity::kWarning);
  EXPECT_EQ(found[0].path, "/scripts/0/body/0");
  EXPECT_EQ(found[0].file, "f.json");
}

// In a pack, the program is its content: the pointer says so.
TEST(PlanCheck, InAPackThePointerIsIntoItsContent) {
  const std::string pack = R"({"pack": 1, "id": "x:cartoon:y", "type": "cartoon",
    "version": "1.0.0", "content": )" +
                           std::string(kEarlyLine) + "}";
  const auto found = planned(pack);
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].path, "/content/scripts/0/body/0");
}

TEST(PlanCheck, ACartoonThatCannotStartIsAnError) {
  const auto found = planned(R"({"v": 1, "kind": "cartoon", "scripts": [{"hat": {"on": "scene"},
    "body": [{"op": "forever", "body": [{"op": "caption", "text": "x", "for": 0.001},
                                         {"op": "wait", "s": 0.001}]}]}]})");
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].severity, Severity::kError);
  EXPECT_EQ(found[0].code, Code::kPlanFailed);
  EXPECT_TRUE(found[0].message.starts_with("the cartoon cannot start: the plan stopped at"))
      << found[0].message;
}

// validate prepares a bare program once and plans the program it prepared: the same findings.
TEST(PlanCheck, AProgramPreparedAlreadyIsPlannedAsItsDocumentIs) {
  json::ParseResult parsed = json::parse(kEarlyLine);
  ASSERT_TRUE(parsed.ok());
  const validate::Report report = validate::validate_program(parsed.value, "f.json");
  ASSERT_TRUE(report.program);
  const auto found = plan_diagnostics(report.program, "", packs::Catalog{}, "f.json", {});
  EXPECT_EQ(found, planned(kEarlyLine));
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].path, "/scripts/0/body/0");
  EXPECT_TRUE(plan_diagnostics(nullptr, "", packs::Catalog{}, "f.json", {}).empty());
}

TEST(PlanCheck, ABehaviourOrAProgramWithErrorsIsNotPlanned) {
  EXPECT_TRUE(planned(R"({"v": 1, "kind": "behaviour", "scripts": []})").empty());
  EXPECT_TRUE(
      planned(R"({"v": 1, "kind": "cartoon", "scripts": [{"body": [{"op": "nope"}]}]})").empty());
}

}  // namespace
}  // namespace jt::produce

namespace jt::produce {
namespace {

TEST(PlanCheck, ANarratorOffTheStageIsMeant) {
  EXPECT_TRUE(planned(R"({"v": 1, "kind": "cartoon",
    "cast": {"N": {"voice": "calm", "narrator": true}},
    "scripts": [{"hat": {"on": "scene"}, "body": [{"op": "say", "who": "N", "text": "Once."}]}]})")
                  .empty());
}

}  // namespace
}  // namespace jt::produce
