// A value named the short way (jt/json/dot_path.h): object keys and array indices joined by dots,
// as `pose --select`, `expect` and `snapshot` take them.
#include "jt/json/dot_path.h"

#include <gtest/gtest.h>

#include "jt/json/parse.h"
#include "jt/json/write.h"

namespace jt::json {
namespace {

Value dot_path_document() {
  const ParseResult parsed = parse(
      R"({"dx": 1.5, "parts": {"arm:1": 20, "leg": {"knee": -3}},
          "timeline": [{"kind": "say"}, {"kind": "wait"}], "caption": null})");
  EXPECT_TRUE(parsed.ok());
  return parsed.value;
}

TEST(DotPath, KeysAndIndicesJoinedByDots) {
  const Value root = dot_path_document();
  ASSERT_NE(at_dot_path(root, "dx"), nullptr);
  EXPECT_EQ(at_dot_path(root, "dx")->as_number(), 1.5);
  EXPECT_EQ(at_dot_path(root, "parts.arm:1")->as_number(), 20);
  EXPECT_EQ(at_dot_path(root, "parts.leg.knee")->as_number(), -3);
  EXPECT_EQ(at_dot_path(root, "timeline.1.kind")->as_string(), "wait");
  EXPECT_TRUE(at_dot_path(root, "caption")->is_null());
  EXPECT_EQ(at_dot_path(root, ""), &root);
}

TEST(DotPath, WhatNamesNothingIsNull) {
  const Value root = dot_path_document();
  EXPECT_EQ(at_dot_path(root, "dy"), nullptr);
  EXPECT_EQ(at_dot_path(root, "dx.y"), nullptr);           // into a number
  EXPECT_EQ(at_dot_path(root, "timeline.2"), nullptr);     // past the end
  EXPECT_EQ(at_dot_path(root, "timeline.kind"), nullptr);  // an array has no keys
}

TEST(DotPath, ASelectionKeepsEachValueWhereItWasAndListsTheMissing) {
  const Value root = dot_path_document();
  std::vector<std::string> missing;
  const Value selected = select_paths(root, {"parts.leg.knee", "dx", "nope"}, &missing);
  EXPECT_EQ(write_compact(selected), R"({"parts":{"leg":{"knee":-3}},"dx":1.5})");
  EXPECT_EQ(missing, std::vector<std::string>{"nope"});
}

}  // namespace
}  // namespace jt::json
