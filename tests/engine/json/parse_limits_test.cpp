#include "jt/diagnostic_codes.h"
#include "jt/json/parse.h"

#include <gtest/gtest.h>

#include <string>

namespace jt::json {
namespace {

std::string nested_arrays(int depth) {
  return std::string(depth, '[') + std::string(depth, ']');
}

int depth_of(const Value& value) {
  int depth = 0;
  for (const Value* v = &value; v->is_array() && !v->as_array().empty(); v = &v->as_array()[0]) {
    ++depth;
  }
  return depth + 1;  // the innermost, empty array
}

TEST(JsonParseLimits, NestingUpToTheLimitIsAccepted) {
  const ParseResult result = parse(nested_arrays(512));
  ASSERT_TRUE(result.ok()) << result.error->message;
  EXPECT_EQ(depth_of(result.value), 512);
}

TEST(JsonParseLimits, OneLevelMoreIsRefusedAtTheBracketThatGoesTooDeep) {
  const ParseResult result = parse(nested_arrays(513));
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.failure, ParseFailure::kInvalid);
  EXPECT_EQ(result.error->message, "nesting deeper than 512 levels");
  EXPECT_EQ(result.error->line, 1);
  EXPECT_EQ(result.error->column, 513);
}

TEST(JsonParseLimits, DeepObjectsCountToo) {
  std::string text;
  for (int i = 0; i < 513; ++i)
    text += "{\"k\":";
  text += "0" + std::string(513, '}');
  const ParseResult result = parse(text);
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.error->message, "nesting deeper than 512 levels");
  EXPECT_EQ(result.error->column, 1 + 512 * 5);
}

TEST(JsonParseLimits, AHundredThousandNestedArraysGiveACleanError) {
  // Closed, and left open (which simdjson refuses before reading a value): the same error.
  for (const std::string& text : {nested_arrays(100000), std::string(100000, '[')}) {
    const ParseResult result = parse(text);
    ASSERT_FALSE(result.ok());
    EXPECT_EQ(result.error->message, "nesting deeper than 512 levels");
    EXPECT_EQ(result.error->column, 513);
  }
}

TEST(JsonParseLimits, TheDepthLimitCanBeChanged) {
  ParseLimits limits;
  limits.max_depth = 2;
  EXPECT_TRUE(parse("[[1], {\"a\": 1}]", limits).ok());
  const ParseResult result = parse("[[1], {\"a\": []}]", limits);
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.error->message, "nesting deeper than 2 levels");
  EXPECT_EQ(result.error->column, 13);
}

TEST(JsonParseLimits, ADocumentOverTheSizeLimitIsRefusedUnread) {
  ParseLimits limits;
  limits.max_document_bytes = 8;
  EXPECT_TRUE(parse("[1,2,3]", limits).ok());
  // Too large is checked first: this one is not even valid JSON.
  const ParseResult result = parse("[1,2,3,4,", limits);
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.failure, ParseFailure::kTooLarge);
  EXPECT_EQ(result.error->message,
            "the document is too large: it is 9 bytes, over the limit of 8 bytes");
  EXPECT_EQ(result.error->line, 0);
}

TEST(JsonParseLimits, TheDefaultsAreDocumented) {
  const ParseLimits limits;
  EXPECT_EQ(limits.max_depth, 512);
  EXPECT_EQ(limits.max_document_bytes, 64u * 1024 * 1024);
}

TEST(JsonParseLimits, AnObjectWithAHundredThousandKeys) {
  // Every key twice: the second value must replace the first without a quadratic search (a
  // linear scan per key would take minutes here).
  constexpr int kKeys = 100000;
  std::string text = "{";
  for (int round = 0; round < 2; ++round) {
    for (int i = 0; i < kKeys; ++i) {
      text += "\"key" + std::to_string(i) + "\":" + std::to_string(i + round * kKeys) + ",";
    }
  }
  text.back() = '}';
  // A file refuses the first key written twice: the second "key0", found without a quadratic
  // search.
  const ParseResult refused = parse(text);
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.error->code, Code::kDuplicateKey);
  ParseLimits as_javascript;
  as_javascript.allow_duplicate_keys = true;
  const ParseResult result = parse(text, as_javascript);
  ASSERT_TRUE(result.ok());
  const Object& object = result.value.as_object();
  ASSERT_EQ(object.size(), static_cast<std::size_t>(kKeys));
  EXPECT_EQ(object.members()[0].key, "key0");
  EXPECT_EQ(object.members()[0].value, Value(kKeys));
  EXPECT_EQ(object.members()[kKeys - 1].key, "key" + std::to_string(kKeys - 1));
  EXPECT_EQ(object.members()[kKeys - 1].value, Value(2 * kKeys - 1));
}

}  // namespace
}  // namespace jt::json
