// The first syntax error in JSON text (engine/src/json/syntax_scan.cpp), in document order, with
// its byte offset, for the message a person reads: what was expected there, and a hint.
#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <string_view>

#include "json/syntax_scan.h"

namespace jt::json::detail {
namespace {

constexpr int kSyntaxScanDepth = 64;

SyntaxError syntax_first_error(std::string_view text, int depth = kSyntaxScanDepth) {
  std::optional<SyntaxError> e = find_syntax_error(text, depth);
  if (!e) {
    ADD_FAILURE() << "no error found in " << text;
    return {};
  }
  return *e;
}

bool syntax_has(const std::string& text, std::string_view part) {
  return text.find(part) != std::string::npos;
}

TEST(SyntaxScan, ValidDocumentsHaveNoError) {
  for (std::string_view text :
       {"0", "-0.5e-7", "\"x\"", "true", "null", "[]", "{}", " [1, [2, {\"a\": [false]}]] \n",
        "{\"a\":1,\"b\":{\"c\":\"\\u00e9\"}}"}) {
    EXPECT_FALSE(find_syntax_error(text, kSyntaxScanDepth)) << text;
  }
}

TEST(SyntaxScan, ATrailingCommaIsFoundAtTheBracketAfterIt) {
  const SyntaxError e = syntax_first_error("[1, 2,]");
  EXPECT_EQ(e.offset, 6u);
  EXPECT_TRUE(syntax_has(e.hint, "trailing comma")) << e.hint;
}

TEST(SyntaxScan, AMissingCommaBetweenElements) {
  const SyntaxError e = syntax_first_error("[1 2]");
  EXPECT_EQ(e.offset, 3u);
  EXPECT_TRUE(syntax_has(e.message, "expected ',' or ']'")) << e.message;
  EXPECT_TRUE(syntax_has(e.hint, "put a ','")) << e.hint;
}

TEST(SyntaxScan, ObjectKeysAndColons) {
  const SyntaxError key = syntax_first_error("{a: 1}");
  EXPECT_EQ(key.offset, 1u);
  EXPECT_TRUE(syntax_has(key.message, "string key")) << key.message;
  const SyntaxError colon = syntax_first_error("{\"a\" 1}");
  EXPECT_EQ(colon.offset, 5u);
  EXPECT_TRUE(syntax_has(colon.message, "expected ':'")) << colon.message;
}

TEST(SyntaxScan, AnUnclosedBracketSaysWhereItOpened) {
  const SyntaxError e = syntax_first_error("{\"a\": [1, 2");
  EXPECT_EQ(e.offset, 11u);  // the end of the text
  EXPECT_TRUE(syntax_has(e.message, "end of input")) << e.message;
  EXPECT_TRUE(syntax_has(e.hint, "never closed")) << e.hint;
}

TEST(SyntaxScan, TrailingContentAfterTheValue) {
  const SyntaxError e = syntax_first_error("{} {}");
  EXPECT_EQ(e.offset, 3u);
  EXPECT_TRUE(syntax_has(e.message, "end of input")) << e.message;
  const SyntaxError stray = syntax_first_error("[1]]");
  EXPECT_EQ(stray.offset, 3u);
  EXPECT_TRUE(syntax_has(stray.hint, "closes nothing")) << stray.hint;
}

TEST(SyntaxScan, NumbersJsonRefuses) {
  // A leading zero, a '+' sign and a bare '.' are JavaScript but not JSON.
  for (std::string_view text : {"[01]", "[+1]", "[.5]", "[1.]"}) {
    const SyntaxError e = syntax_first_error(text);
    EXPECT_EQ(e.offset, 1u) << text;
  }
  const SyntaxError big = syntax_first_error("1e400");
  EXPECT_TRUE(syntax_has(big.message, "too large")) << big.message;
}

TEST(SyntaxScan, WordsThatAreNotLiterals) {
  const SyntaxError e = syntax_first_error("[True]");
  EXPECT_EQ(e.offset, 1u);
  EXPECT_TRUE(syntax_has(e.message, "expected a value")) << e.message;
  EXPECT_TRUE(syntax_has(e.hint, "true, false and null")) << e.hint;
  EXPECT_TRUE(syntax_has(syntax_first_error("['x']").hint, "double quotes"));
}

TEST(SyntaxScan, AnEmptyDocument) {
  const SyntaxError e = syntax_first_error("  ");
  EXPECT_EQ(e.offset, 2u);
  EXPECT_TRUE(syntax_has(e.hint, "empty")) << e.hint;
}

TEST(SyntaxScan, NestingDeeperThanTheLimit) {
  EXPECT_FALSE(find_syntax_error("[[[1]]]", 3));
  const SyntaxError e = syntax_first_error("[[[[1]]]]", 3);
  EXPECT_EQ(e.offset, 3u);  // the fourth '['
  EXPECT_TRUE(syntax_has(e.message, "deeper than 3")) << e.message;
  // The stack is explicit: a hundred thousand open brackets are no danger.
  const std::string deep(100000, '[');
  EXPECT_TRUE(find_syntax_error(deep, 1 << 20));
}

TEST(SyntaxScan, ErrorsInsideStringsComeFromTheStringReader) {
  const SyntaxError e = syntax_first_error("[\"a\\qb\"]");
  EXPECT_EQ(e.offset, 3u);
  EXPECT_TRUE(syntax_has(e.message, "invalid escape")) << e.message;
}

}  // namespace
}  // namespace jt::json::detail
