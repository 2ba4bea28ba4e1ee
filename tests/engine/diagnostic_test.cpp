// A problem as a value (jt/diagnostic.h): its code's name and back, its severity's name, where it
// is ("FILE:LINE:COL" or "FILE:/pointer"), and JSON pointers built as RFC 6901 escapes them.
#include "jt/diagnostic.h"

#include <gtest/gtest.h>

#include "jt/diagnostic_codes.h"

namespace jt {
namespace {

TEST(Diagnostic, CodesByNameAndBack) {
  EXPECT_EQ(code_name(Code::kUnknownOp), "unknown-op");
  EXPECT_EQ(code_named("unknown-op"), Code::kUnknownOp);
  EXPECT_EQ(code_named("unknown op"), std::nullopt);
  for (const Code code : all_codes())
    EXPECT_EQ(code_named(code_name(code)), code) << code_name(code);
  // Sorted by name, each once.
  for (std::size_t i = 1; i < all_codes().size(); ++i)
    EXPECT_LT(code_name(all_codes()[i - 1]), code_name(all_codes()[i]));
}

TEST(Diagnostic, SeverityNames) {
  EXPECT_EQ(severity_name(Severity::kError), "error");
  EXPECT_EQ(severity_name(Severity::kWarning), "warning");
}

TEST(Diagnostic, WhereItIsByLineElseByPointer) {
  EXPECT_EQ(format_location({.code = Code::kUnknownOp,
                             .file = "a.json",
                             .path = "/scripts/0",
                             .line = 3,
                             .column = 14}),
            "a.json:3:14");
  EXPECT_EQ(format_location({.code = Code::kUnknownOp, .file = "a.json", .line = 3}), "a.json:3");
  EXPECT_EQ(format_location({.code = Code::kUnknownOp, .file = "a.json", .path = "/scripts/0"}),
            "a.json:/scripts/0");
  EXPECT_EQ(format_location({.code = Code::kUnknownOp, .file = "a.json"}), "a.json");
}

TEST(Diagnostic, PointerStepsEscapeTildeAndSlash) {
  EXPECT_EQ(pointer_append("", "scripts"), "/scripts");
  EXPECT_EQ(pointer_append("/cast", "a/b"), "/cast/a~1b");
  EXPECT_EQ(pointer_append("/cast", "m~n"), "/cast/m~0n");
  EXPECT_EQ(pointer_append("/cast", "~/"), "/cast/~0~1");
  EXPECT_EQ(pointer_append("/cast", ""), "/cast/");
  EXPECT_EQ(pointer_append("/scripts", std::size_t{3}), "/scripts/3");
}

}  // namespace
}  // namespace jt
