// Where the checks of one file put what they find (engine/src/validate/reporter.cpp): diagnostics
// with the file and a JSON pointer under the reporter's prefix, and the words of their messages.
#include <gtest/gtest.h>

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "jt/diagnostic.h"
#include "jt/diagnostic_codes.h"
#include "jt/json/value.h"
#include "validate/reporter.h"

namespace jt::validate {
namespace {

TEST(ValidateReporter, ErrorsAndWarningsCarryTheFileAndPointer) {
  std::vector<Diagnostic> out;
  Reporter r("a.json", out);
  r.error(Code::kUnknownOp, "/scripts/0/body/1/op", "unknown op", "did you mean hop?");
  r.warning(Code::kUnknownOp, "/x", "careful");
  ASSERT_EQ(out.size(), 2u);
  EXPECT_EQ(out[0].severity, Severity::kError);
  EXPECT_EQ(out[0].file, "a.json");
  EXPECT_EQ(out[0].path, "/scripts/0/body/1/op");
  EXPECT_EQ(out[0].message, "unknown op");
  EXPECT_EQ(out[0].hint, "did you mean hop?");
  EXPECT_EQ(out[1].severity, Severity::kWarning);
  EXPECT_EQ(out[1].hint, "");
}

TEST(ValidateReporter, NestedReportersPutPointersUnderTheirPrefix) {
  std::vector<Diagnostic> out;
  Reporter pack("p.json", out);
  Reporter content = pack.nested("/content");
  content.error(Code::kUnknownOp, "/scripts/0", "m");
  content.nested("/cast").warning(Code::kUnknownOp, "/A", "w");
  ASSERT_EQ(out.size(), 2u);
  EXPECT_EQ(out[0].path, "/content/scripts/0");
  EXPECT_EQ(out[1].path, "/content/cast/A");
  EXPECT_EQ(content.file(), "p.json");
}

TEST(ValidateReporter, AddedDiagnosticsGoUnderThePrefixToo) {
  std::vector<Diagnostic> out;
  Reporter r = Reporter("p.json", out).nested("/content");
  r.add({Diagnostic{.code = Code::kLegsMismatch, .path = "/legs"},
         Diagnostic{.code = Code::kWrongContent, .path = ""}});
  ASSERT_EQ(out.size(), 2u);
  EXPECT_EQ(out[0].path, "/content/legs");
  EXPECT_EQ(out[1].path, "/content");
}

TEST(ValidateReporter, MemberPointersEscapeAsRfc6901Says) {
  EXPECT_EQ(member("/cast", "A"), "/cast/A");
  EXPECT_EQ(member("", "a/b"), "/a~1b");
  EXPECT_EQ(member("/x", "m~n"), "/x/m~0n");
}

TEST(ValidateReporter, Colours) {
  EXPECT_TRUE(is_colour(json::Value("#abc")));
  EXPECT_TRUE(is_colour(json::Value("#A0b1C2")));
  EXPECT_FALSE(is_colour(json::Value("#abcd")));
  EXPECT_FALSE(is_colour(json::Value("abc")));
  EXPECT_FALSE(is_colour(json::Value("#ggg")));
  EXPECT_FALSE(is_colour(json::Value(3)));
}

TEST(ValidateReporter, TheWordsOfMessages) {
  EXPECT_EQ(quote("say \"hi\""), R"("say \"hi\"")");
  constexpr std::array<std::string_view, 3> kReporterOps = {"hop", "say", "wait"};
  EXPECT_EQ(list_of(kReporterOps), "hop, say and wait");
  EXPECT_EQ(list_of(std::span(kReporterOps).first(1)), "hop");
  const std::string guess = unknown("op", "hopp", kReporterOps);
  EXPECT_NE(guess.find("\"hopp\""), std::string::npos) << guess;
  EXPECT_NE(guess.find("did you mean \"hop\"?"), std::string::npos) << guess;
  const std::string far = unknown("op", "zzzzzz", kReporterOps);
  EXPECT_EQ(far.find("did you mean"), std::string::npos) << far;
}

TEST(ValidateReporter, DescribeAValueForExpectedGot) {
  EXPECT_EQ(describe(json::Value("x")), "the string \"x\"");
  EXPECT_EQ(describe(json::Value(std::string(41, 'y'))), "a string");  // too long to quote
  EXPECT_EQ(describe(json::Value(1.5)), "the number 1.5");
  EXPECT_EQ(describe(json::Value(true)), "true");
}

}  // namespace
}  // namespace jt::validate
