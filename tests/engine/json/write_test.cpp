#include "jt/json/write.h"

#include <gtest/gtest.h>

#include <limits>
#include <string>
#include <string_view>

#include "jt/json/parse.h"

namespace jt::json {
namespace {

using namespace std::string_view_literals;

struct WriteCase {
  std::string_view input;
  std::string_view compact;    // JSON.stringify(JSON.parse(input)) in node
  std::string_view readable;   // JSON.stringify(JSON.parse(input), null, 2) in node
  std::string_view canonical;  // canonical(JSON.parse(input)) in node: JSON.stringify with each
                               // object's keys in Object.keys(o).sort() order
};

// Computed by node.
constexpr WriteCase kWriteCases[] = {
    {"{\"b\":1,\"a\":[true,false,null],\"c\":{\"z\":\"x\",\"y\":-0}}"sv,
     "{\"b\":1,\"a\":[true,false,null],\"c\":{\"z\":\"x\",\"y\":0}}"sv,
     "{\n  \"b\": 1,\n  \"a\": [\n    true,\n    false,\n    null\n  ],\n  \"c\": {\n    \"z\": \"x\",\n    \"y\": 0\n  }\n}"sv,
     "{\"a\":[true,false,null],\"b\":1,\"c\":{\"y\":0,\"z\":\"x\"}}"sv},
    {"{\"a\":1,\"b\":2,\"a\":3}"sv, "{\"a\":3,\"b\":2}"sv, "{\n  \"a\": 3,\n  \"b\": 2\n}"sv,
     "{\"a\":3,\"b\":2}"sv},
    {"{\"b\":1,\"10\":2,\"2\":3,\"a\":4,\"1\":5,\"01\":6,\"4294967294\":7,\"4294967295\":8,\"-1\":9,\"0\":10,\"1.5\":11}"sv,
     "{\"0\":10,\"1\":5,\"2\":3,\"10\":2,\"4294967294\":7,\"b\":1,\"a\":4,\"01\":6,\"4294967295\":8,\"-1\":9,\"1.5\":11}"sv,
     "{\n  \"0\": 10,\n  \"1\": 5,\n  \"2\": 3,\n  \"10\": 2,\n  \"4294967294\": 7,\n  \"b\": 1,\n  \"a\": 4,\n  \"01\": 6,\n  \"4294967295\": 8,\n  \"-1\": 9,\n  \"1.5\": 11\n}"sv,
     "{\"-1\":9,\"0\":10,\"01\":6,\"1\":5,\"1.5\":11,\"10\":2,\"2\":3,\"4294967294\":7,\"4294967295\":8,\"a\":4,\"b\":1}"sv},
    {"{\"\\uffff\":1,\"\\ud83d\\ude00\":2,\"\\ue000\":3,\"a\":4,\"\\u00e9\":5,\"\\ud7ff\":6}"sv,
     "{\"\xef\xbf\xbf\":1,\"\xf0\x9f\x98\x80\":2,\"\xee\x80\x80\":3,\"a\":4,\"\xc3\xa9\":5,\"\xed\x9f\xbf\":6}"sv,
     "{\n  \"\xef\xbf\xbf\": 1,\n  \"\xf0\x9f\x98\x80\": 2,\n  \"\xee\x80\x80\": 3,\n  \"a\": 4,\n  \"\xc3\xa9\": 5,\n  \"\xed\x9f\xbf\": 6\n}"sv,
     "{\"a\":4,\"\xc3\xa9\":5,\"\xed\x9f\xbf\":6,\"\xf0\x9f\x98\x80\":2,\"\xee\x80\x80\":3,\"\xef\xbf\xbf\":1}"sv},
    {"{\"\xef\xbf\xbf\":1,\"\xf0\x9f\x98\x80\":2,\"\xee\x80\x80\":3}"sv,
     "{\"\xef\xbf\xbf\":1,\"\xf0\x9f\x98\x80\":2,\"\xee\x80\x80\":3}"sv,
     "{\n  \"\xef\xbf\xbf\": 1,\n  \"\xf0\x9f\x98\x80\": 2,\n  \"\xee\x80\x80\": 3\n}"sv,
     "{\"\xf0\x9f\x98\x80\":2,\"\xee\x80\x80\":3,\"\xef\xbf\xbf\":1}"sv},
    {"[\"\\u0000\\u0001\\u0002\\u0003\\u0004\\u0005\\u0006\\u0007\\u0008\\u0009\\u000a\\u000b\\u000c\\u000d\\u000e\\u000f\\u0010\\u0011\\u0012\\u0013\\u0014\\u0015\\u0016\\u0017\\u0018\\u0019\\u001a\\u001b\\u001c\\u001d\\u001e\\u001f\", \"\\u007f\\u2028\\u2029\\u00e9\\\"\\\\/\", \"\\ud800\", \"a\\udc00b\", \"\\ud83d\\ude00\", \"\\udc00\\ud800\"]"sv,
     "[\"\\u0000\\u0001\\u0002\\u0003\\u0004\\u0005\\u0006\\u0007\\b\\t\\n\\u000b\\f\\r\\u000e\\u000f\\u0010\\u0011\\u0012\\u0013\\u0014\\u0015\\u0016\\u0017\\u0018\\u0019\\u001a\\u001b\\u001c\\u001d\\u001e\\u001f\",\"\x7f\xe2\x80\xa8\xe2\x80\xa9\xc3\xa9\\\"\\\\/\",\"\\ud800\",\"a\\udc00b\",\"\xf0\x9f\x98\x80\",\"\\udc00\\ud800\"]"sv,
     "[\n  \"\\u0000\\u0001\\u0002\\u0003\\u0004\\u0005\\u0006\\u0007\\b\\t\\n\\u000b\\f\\r\\u000e\\u000f\\u0010\\u0011\\u0012\\u0013\\u0014\\u0015\\u0016\\u0017\\u0018\\u0019\\u001a\\u001b\\u001c\\u001d\\u001e\\u001f\",\n  \"\x7f\xe2\x80\xa8\xe2\x80\xa9\xc3\xa9\\\"\\\\/\",\n  \"\\ud800\",\n  \"a\\udc00b\",\n  \"\xf0\x9f\x98\x80\",\n  \"\\udc00\\ud800\"\n]"sv,
     "[\"\\u0000\\u0001\\u0002\\u0003\\u0004\\u0005\\u0006\\u0007\\b\\t\\n\\u000b\\f\\r\\u000e\\u000f\\u0010\\u0011\\u0012\\u0013\\u0014\\u0015\\u0016\\u0017\\u0018\\u0019\\u001a\\u001b\\u001c\\u001d\\u001e\\u001f\",\"\x7f\xe2\x80\xa8\xe2\x80\xa9\xc3\xa9\\\"\\\\/\",\"\\ud800\",\"a\\udc00b\",\"\xf0\x9f\x98\x80\",\"\\udc00\\ud800\"]"sv},
    {"[0.1, 1e21, 1e-7, 5e-324, -0, 123456789012345678901234567890, 1.7976931348623157e308, 0.000001, 2.5, 100, 1e-400, -1.5e-9, 1E2]"sv,
     "[0.1,1e+21,1e-7,5e-324,0,1.2345678901234568e+29,1.7976931348623157e+308,0.000001,2.5,100,0,-1.5e-9,100]"sv,
     "[\n  0.1,\n  1e+21,\n  1e-7,\n  5e-324,\n  0,\n  1.2345678901234568e+29,\n  1.7976931348623157e+308,\n  0.000001,\n  2.5,\n  100,\n  0,\n  -1.5e-9,\n  100\n]"sv,
     "[0.1,1e+21,1e-7,5e-324,0,1.2345678901234568e+29,1.7976931348623157e+308,0.000001,2.5,100,0,-1.5e-9,100]"sv},
    {"{\"a\":[],\"b\":{},\"c\":[[]],\"d\":[{}],\"e\":[[1,[2,{\"x\":[]}]]]}"sv,
     "{\"a\":[],\"b\":{},\"c\":[[]],\"d\":[{}],\"e\":[[1,[2,{\"x\":[]}]]]}"sv,
     "{\n  \"a\": [],\n  \"b\": {},\n  \"c\": [\n    []\n  ],\n  \"d\": [\n    {}\n  ],\n  \"e\": [\n    [\n      1,\n      [\n        2,\n        {\n          \"x\": []\n        }\n      ]\n    ]\n  ]\n}"sv,
     "{\"a\":[],\"b\":{},\"c\":[[]],\"d\":[{}],\"e\":[[1,[2,{\"x\":[]}]]]}"sv},
    {"[]"sv, "[]"sv, "[]"sv, "[]"sv},
    {"{}"sv, "{}"sv, "{}"sv, "{}"sv},
    {"\"str\""sv, "\"str\""sv, "\"str\""sv, "\"str\""sv},
    {"42"sv, "42"sv, "42"sv, "42"sv},
    {"null"sv, "null"sv, "null"sv, "null"sv},
    {"true"sv, "true"sv, "true"sv, "true"sv},
    {"-0"sv, "0"sv, "0"sv, "0"sv},
    {"{\"\":\"empty key\",\"a/b\":1,\"~\":2,\" \":3}"sv,
     "{\"\":\"empty key\",\"a/b\":1,\"~\":2,\" \":3}"sv,
     "{\n  \"\": \"empty key\",\n  \"a/b\": 1,\n  \"~\": 2,\n  \" \": 3\n}"sv,
     "{\"\":\"empty key\",\" \":3,\"a/b\":1,\"~\":2}"sv},
    {"{\"\\ud800\":1,\"\\udc00\":2,\"\\ud83d\\ude00\":3,\"\\uffff\":4,\"\\ud83d\":5}"sv,
     "{\"\\ud800\":1,\"\\udc00\":2,\"\xf0\x9f\x98\x80\":3,\"\xef\xbf\xbf\":4,\"\\ud83d\":5}"sv,
     "{\n  \"\\ud800\": 1,\n  \"\\udc00\": 2,\n  \"\xf0\x9f\x98\x80\": 3,\n  \"\xef\xbf\xbf\": 4,\n  \"\\ud83d\": 5\n}"sv,
     "{\"\\ud800\":1,\"\\ud83d\":5,\"\xf0\x9f\x98\x80\":3,\"\\udc00\":2,\"\xef\xbf\xbf\":4}"sv},
    {" \n\x09{ \"z\" : { \"y\" : { \"x\" : [ 1 , { \"w\" : \"deep\" } ] } } } \x0d\n"sv,
     "{\"z\":{\"y\":{\"x\":[1,{\"w\":\"deep\"}]}}}"sv,
     "{\n  \"z\": {\n    \"y\": {\n      \"x\": [\n        1,\n        {\n          \"w\": \"deep\"\n        }\n      ]\n    }\n  }\n}"sv,
     "{\"z\":{\"y\":{\"x\":[1,{\"w\":\"deep\"}]}}}"sv},
    {"{\"k\":{\"b\":1,\"a\":2},\"k\":{\"c\":3}}"sv, "{\"k\":{\"c\":3}}"sv,
     "{\n  \"k\": {\n    \"c\": 3\n  }\n}"sv, "{\"k\":{\"c\":3}}"sv},
};

TEST(JsonWrite, RoundTripsMatchJavaScript) {
  ParseLimits as_javascript;  // JSON.parse keeps a duplicated key's last value
  as_javascript.allow_duplicate_keys = true;
  for (const WriteCase& c : kWriteCases) {
    const ParseResult parsed = parse(c.input, as_javascript);
    ASSERT_TRUE(parsed.ok()) << c.input;
    EXPECT_EQ(write_compact(parsed.value), c.compact) << c.input;
    EXPECT_EQ(write_readable(parsed.value), c.readable) << c.input;
    const WriteResult canonical = write_canonical(parsed.value);
    ASSERT_TRUE(canonical.ok()) << c.input;
    EXPECT_EQ(canonical.text, c.canonical) << c.input;
  }
}

TEST(JsonWrite, CanonicalTextParsesBackToTheSameCanonicalText) {
  for (const WriteCase& c : kWriteCases) {
    const ParseResult reparsed = parse(c.canonical);
    ASSERT_TRUE(reparsed.ok()) << c.canonical;
    EXPECT_EQ(write_canonical(reparsed.value).text, c.canonical);
  }
}

TEST(JsonWrite, StringsAreEscapedAsJsonStringifyDoes) {
  // Computed by node: a string holding every control character, the characters JSON.stringify
  // escapes or leaves alone, and lone surrogates (here as WTF-8); then JSON.stringify of it.
  const std::string_view value =
      "\x00\x01\x02\x03\x04\x05\x06\x07\x08\x09\n\x0b\x0c\x0d\x0e\x0f\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f\"\\/\x7f\xe2\x80\xa8\xe2\x80\xa9\xed\xa0\x80x\xed\xbf\xbf\xf0\x9f\x98\x80\xc3\xa9\xed\x9f\xbf\xee\x80\x80\xef\xbf\xbf\xed\xaf\xbf"sv;
  const std::string_view expected =
      "\"\\u0000\\u0001\\u0002\\u0003\\u0004\\u0005\\u0006\\u0007\\b\\t\\n\\u000b\\f\\r\\u000e\\u000f\\u0010\\u0011\\u0012\\u0013\\u0014\\u0015\\u0016\\u0017\\u0018\\u0019\\u001a\\u001b\\u001c\\u001d\\u001e\\u001f\\\"\\\\/\x7f\xe2\x80\xa8\xe2\x80\xa9\\ud800x\\udfff\xf0\x9f\x98\x80\xc3\xa9\xed\x9f\xbf\xee\x80\x80\xef\xbf\xbf\\udbff\""sv;
  EXPECT_EQ(write_compact(Value(value)), expected);
  EXPECT_EQ(write_readable(Value(value)), expected);
  EXPECT_EQ(write_canonical(Value(value)).text, expected);
}

Value with_bad_number() {
  Object inner;
  inner.set("ok", 1);
  inner.set("b~/c", std::numeric_limits<double>::quiet_NaN());
  Object outer;
  outer.set("a", Array{Value(1), Value(std::move(inner))});
  return Value(std::move(outer));
}

TEST(JsonWrite, CanonicalRefusesNonFiniteNumbersNamingWhere) {
  const WriteResult result = write_canonical(with_bad_number());
  ASSERT_FALSE(result.ok());
  EXPECT_TRUE(result.text.empty());
  EXPECT_EQ(result.error->path, "/a/1/b~0~1c");
  EXPECT_EQ(result.error->message, "expected a finite number, got NaN");

  const WriteResult root = write_canonical(Value(-std::numeric_limits<double>::infinity()));
  ASSERT_FALSE(root.ok());
  EXPECT_EQ(root.error->path, "");
  EXPECT_EQ(root.error->message, "expected a finite number, got -Infinity");
}

TEST(JsonWrite, CompactAndReadableWriteNonFiniteNumbersAsNull) {
  // JSON.stringify([NaN, Infinity, -Infinity]) and JSON.stringify({a: NaN}, null, 2) in node.
  constexpr double kInfinity = std::numeric_limits<double>::infinity();
  const Value numbers(
      Array{Value(std::numeric_limits<double>::quiet_NaN()), Value(kInfinity), Value(-kInfinity)});
  EXPECT_EQ(write_compact(numbers), "[null,null,null]");
  Object object;
  object.set("a", std::numeric_limits<double>::quiet_NaN());
  EXPECT_EQ(write_readable(Value(object)), "{\n  \"a\": null\n}");
  EXPECT_EQ(write_compact(with_bad_number()), "{\"a\":[1,{\"ok\":1,\"b~/c\":null}]}");
}

// A value nested far deeper than any parser accepts, which only code can build; taken apart
// level by level, because ~Value, unlike the writers, recurses.
class DeepValue {
 public:
  explicit DeepValue(int depth) {
    for (int i = 0; i < depth; ++i) {
      Array wrapper;
      wrapper.push_back(std::move(value_));
      value_ = Value(std::move(wrapper));
    }
  }
  ~DeepValue() {
    while (value_.is_array() && !value_.as_array().empty()) {
      Value inner = std::move(value_.as_array().front());
      value_ = std::move(inner);
    }
  }
  const Value& value() const { return value_; }

 private:
  Value value_;
};

TEST(JsonWrite, WritersDoNotRecurse) {
  constexpr int kDepth = 1000000;
  const DeepValue deep(kDepth);
  const std::string expected = std::string(kDepth, '[') + "null" + std::string(kDepth, ']');
  EXPECT_EQ(write_compact(deep.value()), expected);
  EXPECT_EQ(write_canonical(deep.value()).text, expected);
  const DeepValue less_deep(1000);
  const std::string readable = write_readable(less_deep.value());
  EXPECT_EQ(readable.substr(0, 8), "[\n  [\n  ");
  EXPECT_NE(readable.find(std::string(2000, ' ') + "null\n" + std::string(1998, ' ') + "]"),
            std::string::npos);
}

}  // namespace
}  // namespace jt::json
