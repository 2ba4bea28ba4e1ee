// The diagnostic codes are an interface: each one a user can meet is listed, with an example, in
// docs/VALIDATION.md ("Codes"). A Diagnostic can only carry a code of jt/diagnostic_codes.inc, so
// a code emitted anywhere is listed when every code of the .inc is.
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <regex>
#include <sstream>
#include <string>

#include "jt/diagnostic.h"

#include "jt/diagnostic_codes.h"

namespace jt {
namespace {

// code -> severities column, from the rows of the "## Codes" table.
std::map<std::string, std::string> documented_codes() {
  std::ifstream in(std::string(JT_SOURCE_DIR) + "/docs/VALIDATION.md");
  std::stringstream text;
  text << in.rdbuf();
  const std::string doc = text.str();
  const std::size_t start = doc.find("\n## Codes\n");
  EXPECT_NE(start, std::string::npos) << "docs/VALIDATION.md has no \"## Codes\" section";
  if (start == std::string::npos) return {};
  const std::size_t end = doc.find("\n## ", start + 1);
  const std::string section = doc.substr(start, end == std::string::npos ? end : end - start);
  std::map<std::string, std::string> codes;
  const std::regex row(R"(\n\| `([^`]*)` \| ([a-z, ]+) \| (.+) \|)");
  for (std::sregex_iterator it(section.begin(), section.end(), row), last; it != last; ++it) {
    const std::string code = (*it)[1];
    EXPECT_FALSE(codes.contains(code)) << code << " is listed twice";
    EXPECT_FALSE((*it)[3].str().empty()) << code << " has no example";
    codes[code] = (*it)[2];
  }
  return codes;
}

TEST(DiagnosticCodes, EveryCodeIsListedInTheDocsWithASeverityAndAnExample) {
  const std::map<std::string, std::string> documented = documented_codes();
  for (Code code : all_codes()) {
    const std::string name(code_name(code));
    auto found = documented.find(name);
    ASSERT_NE(found, documented.end())
        << "the code " << name << " is not in docs/VALIDATION.md's \"Codes\" table: add a row "
        << "| `" << name << "` | error | example message |";
    EXPECT_TRUE(std::regex_match(found->second, std::regex("(error|warning)(, (error|warning))?")))
        << name << ": severity column \"" << found->second << "\"";
  }
}

TEST(DiagnosticCodes, EveryListedCodeExists) {
  for (const auto& [name, severity] : documented_codes()) {
    EXPECT_TRUE(code_named(name).has_value())
        << "docs/VALIDATION.md lists " << name << ", which jt/diagnostic_codes.inc does not have";
  }
}

TEST(DiagnosticCodes, NamesAreKebabCaseSortedAndRoundTrip) {
  std::string previous;
  for (Code code : all_codes()) {
    const std::string name(code_name(code));
    EXPECT_TRUE(std::regex_match(name, std::regex("[a-z]+(-[a-z]+)*"))) << name;
    EXPECT_LT(previous, name) << "jt/diagnostic_codes.inc is kept sorted by name";
    EXPECT_EQ(code_named(name), code);
    previous = name;
  }
  EXPECT_FALSE(code_named("no-such-code").has_value());
  EXPECT_EQ(code_name(Code::kUnknownOp), "unknown-op");
  EXPECT_EQ(severity_name(Severity::kWarning), "warning");
}

}  // namespace
}  // namespace jt
