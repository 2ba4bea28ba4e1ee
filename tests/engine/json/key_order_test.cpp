#include "jt/json/key_order.h"

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "jt/json/parse.h"

namespace jt::json {
namespace {

using namespace std::string_view_literals;

struct KeyOrderCase {
  std::string_view text;
  std::vector<std::string_view> object_keys;  // Object.keys(JSON.parse(text)) in node
  std::vector<std::string_view> sorted_keys;  // Object.keys(JSON.parse(text)).sort() in node
};

// Computed by node.
const KeyOrderCase kKeyOrderCases[] = {
    {"{\"b\":1,\"10\":2,\"2\":3,\"a\":4,\"1\":5,\"01\":6,\"4294967294\":7,\"4294967295\":8,\"-1\":9,\"0\":10,\"1.5\":11,\"00\":12,\" 1\":13,\"1e3\":14,\"+1\":15,\"99999999999\":16}"sv,
     {"0"sv, "1"sv, "2"sv, "10"sv, "4294967294"sv, "b"sv, "a"sv, "01"sv, "4294967295"sv, "-1"sv,
      "1.5"sv, "00"sv, " 1"sv, "1e3"sv, "+1"sv, "99999999999"sv},
     {" 1"sv, "+1"sv, "-1"sv, "0"sv, "00"sv, "01"sv, "1"sv, "1.5"sv, "10"sv, "1e3"sv, "2"sv,
      "4294967294"sv, "4294967295"sv, "99999999999"sv, "a"sv, "b"sv}},
    {"{\"\\uffff\":1,\"\\ud83d\\ude00\":2,\"\\ue000\":3,\"a\":4,\"\\u00e9\":5,\"\\ud7ff\":6,\"\\ud800\":7,\"\\udc00\":8,\"\":9,\"A\":10,\"aa\":11,\"\\u0000\":12}"sv,
     {"\xef\xbf\xbf"sv, "\xf0\x9f\x98\x80"sv, "\xee\x80\x80"sv, "a"sv, "\xc3\xa9"sv,
      "\xed\x9f\xbf"sv, "\xed\xa0\x80"sv, "\xed\xb0\x80"sv, ""sv, "A"sv, "aa"sv, "\x00"sv},
     {""sv, "\x00"sv, "A"sv, "a"sv, "aa"sv, "\xc3\xa9"sv, "\xed\x9f\xbf"sv, "\xed\xa0\x80"sv,
      "\xf0\x9f\x98\x80"sv, "\xed\xb0\x80"sv, "\xee\x80\x80"sv, "\xef\xbf\xbf"sv}},
};

std::vector<std::string_view> keys_of(const std::vector<const Member*>& order) {
  std::vector<std::string_view> keys;
  for (const Member* member : order)
    keys.push_back(member->key);
  return keys;
}

TEST(JsonKeyOrder, JsKeyOrderIsObjectKeysOrder) {
  for (const KeyOrderCase& c : kKeyOrderCases) {
    const ParseResult parsed = parse(c.text);
    ASSERT_TRUE(parsed.ok()) << c.text;
    EXPECT_EQ(keys_of(js_key_order(parsed.value.as_object())), c.object_keys) << c.text;
  }
}

TEST(JsonKeyOrder, CanonicalKeyOrderIsJavaScriptsDefaultSort) {
  for (const KeyOrderCase& c : kKeyOrderCases) {
    const ParseResult parsed = parse(c.text);
    ASSERT_TRUE(parsed.ok()) << c.text;
    EXPECT_EQ(keys_of(canonical_key_order(parsed.value.as_object())), c.sorted_keys) << c.text;
  }
}

TEST(JsonKeyOrder, EmptyObjects) {
  EXPECT_TRUE(js_key_order(Object{}).empty());
  EXPECT_TRUE(canonical_key_order(Object{}).empty());
}

}  // namespace
}  // namespace jt::json
