// Diagnostics as JSON, the shape `validate --format json` and `session` replies give (docs/CLI.md
// "validate"): {"code", "severity", "path", "line"?, "column"?, "message", "hint"?}, the file left
// to the report around them.
#include "jt/diagnostic_json.h"

#include <gtest/gtest.h>

#include "jt/diagnostic_codes.h"
#include "jt/json/write.h"

namespace jt {
namespace {

TEST(DiagnosticJson, APlacedErrorWithAHint) {
  const Diagnostic d{.severity = Severity::kError,
                     .code = Code::kUnknownOp,
                     .file = "a.json",
                     .path = "/scripts/0/body/0/op",
                     .line = 3,
                     .column = 14,
                     .message = "unknown op \"hopp\"",
                     .hint = "did you mean \"hop\"?"};
  EXPECT_EQ(json::write_compact(diagnostic_json(d)),
            R"({"code":"unknown-op","severity":"error","path":"/scripts/0/body/0/op","line":3,)"
            R"("column":14,"message":"unknown op \"hopp\"","hint":"did you mean \"hop\"?"})");
}

TEST(DiagnosticJson, AWarningWithNoPlaceOrHintLeavesThemOut) {
  const Diagnostic d{.severity = Severity::kWarning,
                     .code = Code::kUnknownField,
                     .path = "",
                     .message = "nothing reads it"};
  EXPECT_EQ(
      json::write_compact(diagnostic_json(d)),
      R"({"code":"unknown-field","severity":"warning","path":"","message":"nothing reads it"})");
}

TEST(DiagnosticJson, AListInOrder) {
  const std::vector<Diagnostic> list{{.code = Code::kUnknownOp, .message = "one"},
                                     {.code = Code::kUnknownField, .message = "two"}};
  const json::Value out = diagnostics_json(list);
  ASSERT_EQ(out.as_array().size(), 2u);
  EXPECT_EQ(out.as_array()[0].find("message")->as_string(), "one");
  EXPECT_EQ(out.as_array()[1].find("code")->as_string(), "unknown-field");
  EXPECT_EQ(json::write_compact(diagnostics_json({})), "[]");
}

}  // namespace
}  // namespace jt
