#include "jt/json/parse.h"

#include "jt/diagnostic_codes.h"

#include <gtest/gtest.h>

#include <bit>
#include <cstdint>
#include <string_view>

namespace jt::json {
namespace {

using namespace std::string_view_literals;

Value parsed(std::string_view text, const ParseLimits& limits = {}) {
  ParseResult result = parse(text, limits);
  EXPECT_TRUE(result.ok()) << text << ": " << (result.error ? result.error->message : "");
  EXPECT_EQ(result.failure, ParseFailure::kNone);
  return result.value;
}

struct ParsedNumberCase {
  std::string_view text;
  std::uint64_t bits;  // JSON.parse(text) in node, bit for bit
};

// Computed by node: the bits of JSON.parse(text).
constexpr ParsedNumberCase kNumbers[] = {
    {"-0"sv, 0x8000000000000000},
    {"0"sv, 0x0000000000000000},
    {"-0.0"sv, 0x8000000000000000},
    {"1e-400"sv, 0x0000000000000000},
    {"-1e-400"sv, 0x8000000000000000},
    {"123456789012345678901234567890"sv, 0x45f8ee90ff6c373e},
    {"1E+2"sv, 0x4059000000000000},
    {"1e2"sv, 0x4059000000000000},
    {"0e0"sv, 0x0000000000000000},
    {"2.4703282292062327e-324"sv, 0x0000000000000000},
    {"2.4703282292062328e-324"sv, 0x0000000000000001},
    {"1.7976931348623158e308"sv, 0x7fefffffffffffff},
    {"0.1"sv, 0x3fb999999999999a},
    {"9007199254740993"sv, 0x4340000000000000},
    {"2.2250738585072011e-308"sv, 0x000fffffffffffff},
    {"4.9406564584124654e-324"sv, 0x0000000000000001},
    {"18446744073709551616"sv, 0x43f0000000000000},
    {"-9223372036854775809"sv, 0xc3e0000000000000},
    {"0.1111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111"sv,
     0x3fbc71c71c71c71c},
    {"100000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"sv,
     0x7fe1ccf385ebc8a0},
    {"100000000000000000000000000000000000000000001e-43"sv, 0x4024000000000000},
    {" 17 "sv, 0x4031000000000000},
    {"\n\x09\x0d -3.25e+1 \n"sv, 0xc040400000000000},
};

TEST(JsonParse, NumbersAreTheDoublesJsonParseGives) {
  for (const ParsedNumberCase& c : kNumbers) {
    const Value value = parsed(c.text);
    ASSERT_TRUE(value.is_number()) << c.text;
    EXPECT_EQ(std::bit_cast<std::uint64_t>(value.as_number()), c.bits) << c.text;
  }
}

TEST(JsonParse, NumbersInsideContainersToo) {
  const Value value = parsed(R"([-0, 1e-400, {"n": 123456789012345678901234567890}])");
  const Array& items = value.as_array();
  EXPECT_EQ(std::bit_cast<std::uint64_t>(items[0].as_number()), 0x8000000000000000u);
  EXPECT_EQ(std::bit_cast<std::uint64_t>(items[1].as_number()), 0u);
  EXPECT_EQ(std::bit_cast<std::uint64_t>(items[2].find("n")->as_number()), 0x45f8ee90ff6c373eu);
}

struct StringCase {
  std::string_view text;
  std::string_view bytes;  // JSON.parse(text) in node, as WTF-8 (lone surrogates in 3 bytes)
};

// Computed by node: JSON.parse(text), encoded as WTF-8.
constexpr StringCase kStrings[] = {
    {"\"\\ud800\""sv, "\xed\xa0\x80"sv},
    {"\"\\udc00\""sv, "\xed\xb0\x80"sv},
    {"\"\\ud800x\""sv, "\xed\xa0\x80x"sv},
    {"\"\\ud800\\ud800\\udc00\""sv, "\xed\xa0\x80\xf0\x90\x80\x80"sv},
    {"\"\\ud83d\\ude00\""sv, "\xf0\x9f\x98\x80"sv},
    {"\"\\uD83D\\uDE00\""sv, "\xf0\x9f\x98\x80"sv},
    {"\"\\udc00\\ud800\""sv, "\xed\xb0\x80\xed\xa0\x80"sv},
    {"\"\\u0000\""sv, "\x00"sv},
    {"\"\\/\\b\\f\\n\\r\\t\\\"\\\\\""sv, "/\x08\x0c\n\x0d\x09\"\\"sv},
    {"\"\xc3\xa9\xf0\x9f\x98\x80\xe2\x80\xa8\x7f\""sv,
     "\xc3\xa9\xf0\x9f\x98\x80\xe2\x80\xa8\x7f"sv},
    {"\"\\u00e9\""sv, "\xc3\xa9"sv},
    {"\"\\ud800\\u0041\""sv,
     "\xed\xa0\x80"
     "A"sv},
    {"\"\\ud800\\\\udc00\""sv, "\xed\xa0\x80\\udc00"sv},
    {"\"\\udbff\\udfff\""sv, "\xf4\x8f\xbf\xbf"sv},
    {"\"a\\ud800\""sv, "a\xed\xa0\x80"sv},
    {"\"\\uDBFF\""sv, "\xed\xaf\xbf"sv},
    {"\"\""sv, ""sv},
    {"\"\\uFFFF\\uffff\""sv, "\xef\xbf\xbf\xef\xbf\xbf"sv},
};

TEST(JsonParse, StringsAreUnescapedAsJsonParseDoes) {
  for (const StringCase& c : kStrings) {
    const Value value = parsed(c.text);
    ASSERT_TRUE(value.is_string()) << c.text;
    EXPECT_EQ(value.as_string(), c.bytes) << c.text;
  }
}

TEST(JsonParse, KeysAreUnescapedLikeStrings) {
  const Value value = parsed(R"({"\ud800": 1, "a\nb": 2, "\ud83d\ude00": 3})");
  const Object& object = value.as_object();
  ASSERT_EQ(object.size(), 3u);
  EXPECT_EQ(object.members()[0].key, "\xed\xa0\x80");
  EXPECT_EQ(object.members()[1].key, "a\nb");
  EXPECT_EQ(object.members()[2].key, "\xf0\x9f\x98\x80");
}

TEST(JsonParse, ScalarsAndContainers) {
  EXPECT_EQ(parsed("null"), Value());
  EXPECT_EQ(parsed("true"), Value(true));
  EXPECT_EQ(parsed(" false "), Value(false));
  EXPECT_EQ(parsed("[]"), Value(Array{}));
  EXPECT_EQ(parsed("{}"), Value(Object{}));
  EXPECT_EQ(parsed(R"([1, "two", [null], {"k": false}])"),
            Value(Array{Value(1), Value("two"), Value(Array{Value()}), Value([] {
                          Object object;
                          object.set("k", false);
                          return object;
                        }())}));
}

TEST(JsonParse, KeysKeepDocumentOrder) {
  // Integer-like keys too: JavaScript's key order is applied when writing (js_key_order).
  const Value value = parsed(R"({"b": 1, "10": 2, "a": 3, "2": 4})");
  std::vector<std::string> keys;
  for (const Member& member : value.as_object())
    keys.push_back(member.key);
  EXPECT_EQ(keys, (std::vector<std::string>{"b", "10", "a", "2"}));
}

TEST(JsonParse, ADuplicateKeyIsAnErrorAtItsPointerAndPosition) {
  const ParseResult result = parse("{\"x\": [0, {\"a\": 1,\n \"b\": 2, \"a\": 3}]}");
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.failure, ParseFailure::kInvalid);
  EXPECT_EQ(result.error->code, Code::kDuplicateKey);
  EXPECT_EQ(result.error->path, "/x/1/a");
  EXPECT_EQ(result.error->line, 2);
  EXPECT_EQ(result.error->column, 10);  // the second "a"
  EXPECT_EQ(result.error->message, "the key \"a\" is given twice in this object");
  // The first repeat is reported, past the hash index's size too.
  std::string text = "{";
  for (int i = 0; i < 40; ++i)
    text += "\"k" + std::to_string(i) + "\": " + std::to_string(i) + ",";
  text += R"("k7": 0, "k8": 0})";
  EXPECT_EQ(parse(text).error->path, "/k7");
}

TEST(JsonParse, DuplicateKeysKeepTheFirstPositionAndTheLastValueWhenAllowed) {
  // JSON.parse('{"a":1,"b":2,"a":3}') has keys a, b and a === 3.
  const Value value = parsed(R"({"a": 1, "b": 2, "a": 3})", {.allow_duplicate_keys = true});
  const Object& object = value.as_object();
  ASSERT_EQ(object.size(), 2u);
  EXPECT_EQ(object.members()[0].key, "a");
  EXPECT_EQ(object.members()[0].value, Value(3));
  EXPECT_EQ(object.members()[1].key, "b");
  EXPECT_EQ(object.members()[1].value, Value(2));
}

TEST(JsonParse, DuplicateKeysInALargeObject) {
  // Past the size where the parser switches to a hash index, duplicates still replace in place.
  std::string text = "{";
  for (int i = 0; i < 40; ++i)
    text += "\"k" + std::to_string(i) + "\": " + std::to_string(i) + ",";
  text += R"("k3": "again", "k39": "last", "new": 0})";
  const Value value = parsed(text, {.allow_duplicate_keys = true});
  const Object& object = value.as_object();
  ASSERT_EQ(object.size(), 41u);
  EXPECT_EQ(object.members()[3].key, "k3");
  EXPECT_EQ(object.members()[3].value, Value("again"));
  EXPECT_EQ(object.members()[39].value, Value("last"));
  EXPECT_EQ(object.members()[40].key, "new");
}

TEST(JsonParse, ALeadingByteOrderMarkIsSkipped) {
  EXPECT_EQ(parsed("\xEF\xBB\xBF[1]"), Value(Array{Value(1)}));
  // Only at the start: inside the document it is not whitespace.
  EXPECT_FALSE(parse("[1]\xEF\xBB\xBF").ok());
  EXPECT_FALSE(parse("\xEF\xBB\xBF\xEF\xBB\xBF[1]").ok());
}

TEST(JsonParse, ErrorColumnsCountFromAfterTheByteOrderMark) {
  const ParseResult result = parse("\xEF\xBB\xBF[1,]");
  ASSERT_TRUE(result.error);
  EXPECT_EQ(result.error->line, 1);
  EXPECT_EQ(result.error->column, 4);
}

}  // namespace
}  // namespace jt::json
