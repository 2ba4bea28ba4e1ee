// Strings written as JSON.stringify writes them (engine/src/json/string_escape.cpp; ECMA-262's
// QuoteJSONString): the short escapes, other controls as \u00xx, lone surrogates as \udxxx, and
// everything else, U+2028, U+2029 and DEL included, as it is.
#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "json/string_escape.h"

namespace jt::json::detail {
namespace {

std::string stringify_quoted(std::string_view wtf8) {
  std::string out = "x";  // appends: what was there stays
  append_quoted(out, wtf8);
  return out.substr(1);
}

TEST(StringEscape, PlainTextInQuotes) {
  EXPECT_EQ(stringify_quoted(""), "\"\"");
  EXPECT_EQ(stringify_quoted("Is it?"), "\"Is it?\"");
}

TEST(StringEscape, QuoteBackslashAndTheShortEscapes) {
  EXPECT_EQ(stringify_quoted("\"\\/"), R"("\"\\/")");  // '/' is not escaped
  EXPECT_EQ(stringify_quoted("\b\f\n\r\t"), R"("\b\f\n\r\t")");
}

TEST(StringEscape, OtherControlsInLowerCaseHex) {
  EXPECT_EQ(stringify_quoted(std::string("\x00\x01\x1f", 3)), R"("\u0000\u0001\u001f")");
  EXPECT_EQ(stringify_quoted("\x0b"), R"("\u000b")");
}

TEST(StringEscape, DelAndLineSeparatorsAsTheyAre) {
  EXPECT_EQ(stringify_quoted("\x7f"), "\"\x7f\"");
  EXPECT_EQ(stringify_quoted("\xE2\x80\xA8\xE2\x80\xA9"), "\"\xE2\x80\xA8\xE2\x80\xA9\"");
  EXPECT_EQ(stringify_quoted("caf\xC3\xA9 \xF0\x9F\x98\x80"), "\"caf\xC3\xA9 \xF0\x9F\x98\x80\"");
}

TEST(StringEscape, LoneSurrogatesEscaped) {
  // WTF-8 ED A0 BD is a lone U+D83D; JSON.stringify writes "\ud83d".
  EXPECT_EQ(stringify_quoted("a\xED\xA0\xBDz"), R"("a\ud83dz")");
  EXPECT_EQ(stringify_quoted("\xED\xB8\x80"), R"("\ude00")");
}

}  // namespace
}  // namespace jt::json::detail
