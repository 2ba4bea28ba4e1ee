// The canonical layout of `fmt` (docs/FORMAT.md): expected texts written out by hand.
#include "jt/json/layout.h"

#include <gtest/gtest.h>

#include "jt/json/parse.h"

namespace jt::json {
namespace {

std::string laid_out(std::string_view text, std::size_t width = kLayoutWidth) {
  const ParseResult parsed = parse(text);
  EXPECT_TRUE(parsed.ok()) << text;
  return write_laid_out(parsed.value, width);
}

TEST(Layout, WhatFitsOnItsLineStaysOnOneLine) {
  EXPECT_EQ(laid_out(R"({"op":"wait","s":1.0})"), "{\"op\": \"wait\", \"s\": 1}\n");
  EXPECT_EQ(laid_out("[ ]"), "[]\n");
  EXPECT_EQ(laid_out("{}"), "{}\n");
  EXPECT_EQ(laid_out("1e2"), "100\n");
  EXPECT_EQ(laid_out(R"("a\u0041\n")"), "\"aA\\n\"\n");
}

TEST(Layout, WhatDoesNotFitOpensOneMemberALineAndEachIsLaidOutAgain) {
  // Width 30: the whole object (51 columns) does not fit; "body" with its indentation, key and
  // comma is 2 + 8 + 16 + 1 = 27 columns: it fits.
  EXPECT_EQ(laid_out(R"({"when": "start", "body": [{"op": "stop"}], "x": 1})", 30),
            "{\n"
            "  \"when\": \"start\",\n"
            "  \"body\": [{\"op\": \"stop\"}],\n"
            "  \"x\": 1\n"
            "}\n");
  // Width 20: "body"'s array does not fit on its line (27 > 20) but its element (4 + 14 + 1 =
  // 19) does.
  EXPECT_EQ(laid_out(R"({"body": [{"op": "stop"}]})", 20),
            "{\n"
            "  \"body\": [\n"
            "    {\"op\": \"stop\"}\n"
            "  ]\n"
            "}\n");
}

TEST(Layout, ExactlyTheWidthFitsOneMoreDoesNot) {
  // [1, 2] at the top: 6 columns, and one for a comma that is counted for every value.
  EXPECT_EQ(laid_out("[1,2]", 7), "[1, 2]\n");
  EXPECT_EQ(laid_out("[1,2]", 6), "[\n  1,\n  2\n]\n");
}

TEST(Layout, KeysKeepTheirOrderAndTheValueComesBackTheSame) {
  const std::string text = R"({"z": 1, "a": [true, null, "x"], "m": {"k": -0.5}})";
  const std::string once = laid_out(text, 12);
  EXPECT_EQ(once.find("\"z\""), 4u);  // first, as written
  EXPECT_EQ(parse(once).value, parse(text).value);
  EXPECT_EQ(laid_out(once, 12), once);  // idempotent
}

TEST(Layout, ALongArrayIsNotWalkedWholeToFindItDoesNotFit) {
  // A million numbers: laid out one a line, in time proportional to the text (the test's own
  // timeout would catch a quadratic walk).
  std::string text = "[";
  for (int i = 0; i < 1000000; ++i)
    text += (i ? ",7" : "7");
  text += "]";
  const std::string out = laid_out(text);
  // "[\n", then "  7,\n" a line but the last ("  7\n"), then "]\n".
  EXPECT_EQ(out.size(), 2 + 5 * (1000000 - 1) + 4 + 2);
}

}  // namespace
}  // namespace jt::json
