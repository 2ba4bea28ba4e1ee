#include "jt/json/locate.h"

#include <gtest/gtest.h>

namespace jt::json {
namespace {

// Positions counted by hand in the texts below (1-based lines and byte columns).
TEST(Locate, FindsWhereEachValueStarts) {
  const std::string text =
      "{\n"
      "  \"v\": 1,\n"
      "  \"scripts\": [\n"
      "    {\"body\": [{\"op\": \"hopp\"}, 2]}\n"
      "  ]\n"
      "}\n";
  const auto found = locate(text, {"", "/v", "/scripts", "/scripts/0/body/0/op",
                                   "/scripts/0/body/1", "/scripts/0/body/2", "/nope"});
  ASSERT_EQ(found.size(), 7u);
  EXPECT_EQ(found.at("").line, 1);
  EXPECT_EQ(found.at("").column, 1);
  EXPECT_EQ(found.at("/v").line, 2);
  EXPECT_EQ(found.at("/v").column, 8);
  EXPECT_EQ(found.at("/scripts").line, 3);
  EXPECT_EQ(found.at("/scripts").column, 14);
  EXPECT_EQ(found.at("/scripts/0/body/0/op").line, 4);
  EXPECT_EQ(found.at("/scripts/0/body/0/op").column, 22);
  EXPECT_EQ(found.at("/scripts/0/body/1").column, 31);
  // What is not there is shown where the value that would hold it starts.
  EXPECT_EQ(found.at("/scripts/0/body/2").line, 4);
  EXPECT_EQ(found.at("/scripts/0/body/2").column, 14);
  EXPECT_EQ(found.at("/nope").line, 1);
  EXPECT_EQ(found.at("/nope").column, 1);
}

TEST(Locate, EscapedKeysAndTheLastOfRepeatedKeys) {
  // "a/b" is /a~1b and "m~" is /m~0 in a pointer; "\u0041" is the key "A".
  const std::string text =
      R"({"a/b": 1, "m~": [true, null], "\u0041": "x", "k": 1, "k": {"z": 0}})";
  const auto found = locate(text, {"/a~1b", "/m~0/1", "/A", "/k", "/k/z"});
  EXPECT_EQ(found.at("/a~1b").column, 9);
  EXPECT_EQ(found.at("/m~0/1").column, 25);
  EXPECT_EQ(found.at("/A").column, 42);
  EXPECT_EQ(found.at("/k").column, 60);  // JSON.parse keeps the last
  EXPECT_EQ(found.at("/k/z").column, 66);
}

TEST(Locate, StringsWithBracketsAndABomDoNotConfuseIt) {
  const std::string text = "\xEF\xBB\xBF[\"]}\\\"{\", {\"q\": \"a,b\"}, 3]";
  const auto found = locate(text, {"/1/q", "/2"});
  EXPECT_EQ(found.at("/1/q").column, 17);
  EXPECT_EQ(found.at("/2").column, 25);
}

}  // namespace
}  // namespace jt::json
