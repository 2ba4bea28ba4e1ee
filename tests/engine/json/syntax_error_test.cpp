// Where a JSON syntax error is and what is there (engine/src/json/syntax_error.cpp): 1-based lines
// and byte columns, and the "got Y" of a message: a character, a whole word, a whole UTF-8
// character, a control character by its code point, a byte that is not UTF-8, or the end.
#include <gtest/gtest.h>

#include <string>

#include "json/syntax_error.h"

namespace jt::json::detail {
namespace {

TEST(SyntaxError, LinesAndColumnsCountFromOne) {
  const std::string text = "{\n  \"a\": x\n}";
  LineColumn lc = line_column(text, 0);
  EXPECT_EQ(lc.line, 1);
  EXPECT_EQ(lc.column, 1);
  lc = line_column(text, 9);  // the 'x'
  EXPECT_EQ(lc.line, 2);
  EXPECT_EQ(lc.column, 8);
  lc = line_column(text, text.size());  // the end: just past the '}'
  EXPECT_EQ(lc.line, 3);
  EXPECT_EQ(lc.column, 2);
}

TEST(SyntaxError, CarriageReturnLineFeedEndsOneLine) {
  const std::string text = "[\r\n1,\r\n?]";
  const LineColumn lc = line_column(text, 7);  // the '?'
  EXPECT_EQ(lc.line, 3);
  EXPECT_EQ(lc.column, 1);
}

TEST(SyntaxError, ColumnsAreBytes) {
  const LineColumn lc = line_column("\"\xC3\xA9\" x", 5);
  EXPECT_EQ(lc.column, 6);
}

TEST(SyntaxError, DescribesWhatIsThere) {
  EXPECT_EQ(describe_at("[x]", 1), "'x'");
  EXPECT_EQ(describe_at("[NaN]", 1), "'NaN'");  // a whole word
  EXPECT_EQ(describe_at("[\xE2\x80\x9Cx\xE2\x80\x9D]", 1), "'\xE2\x80\x9C'");
  EXPECT_EQ(describe_at("[\n", 1), "U+000A");
  EXPECT_EQ(describe_at("[\xFF]", 1), "byte 0xFF");
  EXPECT_EQ(describe_at("[", 1), "end of input");
}

TEST(SyntaxError, PositionsForHints) {
  EXPECT_EQ(describe_position("{\n  \"a\": x\n}", 9), "line 2, column 8");
}

}  // namespace
}  // namespace jt::json::detail
