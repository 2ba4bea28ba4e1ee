#include "jt/trimmed.h"

#include <gtest/gtest.h>

namespace jt {
namespace {

TEST(Trimmed, DropsSpacesAndTabsAroundTheTextOnly) {
  EXPECT_EQ(trimmed("  \tINT. PARK - DAY \t "), "INT. PARK - DAY");
  EXPECT_EQ(trimmed("a  b"), "a  b");
  EXPECT_EQ(trimmed("#ff0000"), "#ff0000");
  // A newline is not a blank unless asked for.
  EXPECT_EQ(trimmed(" x\n"), "x\n");
  EXPECT_EQ(trimmed(" x\r\n", " \t\r\n"), "x");
}

TEST(Trimmed, NothingButBlanksIsEmpty) {
  EXPECT_EQ(trimmed(""), "");
  EXPECT_EQ(trimmed(" \t \t"), "");
  EXPECT_EQ(trimmed("\n\n", " \t\n"), "");
}

TEST(Trimmed, IsAViewIntoTheText) {
  constexpr std::string_view text = "  pip  ";
  const std::string_view t = trimmed(text);
  EXPECT_EQ(t.data(), text.data() + 2);
  EXPECT_EQ(t.size(), 3u);
  static_assert(trimmed("  ok ") == "ok");
}

}  // namespace
}  // namespace jt
