#include "jt/same_without_case.h"

#include <gtest/gtest.h>

namespace jt {
namespace {

TEST(SameWithoutCase, AsciiLettersMatchEitherCase) {
  EXPECT_TRUE(same_without_case("EN-us", "en-US"));
  EXPECT_TRUE(same_without_case("flite:SLT", "flite:slt"));
  EXPECT_TRUE(same_without_case("", ""));
  EXPECT_FALSE(same_without_case("en", "en-us"));  // a prefix is not the name
  EXPECT_FALSE(same_without_case("m3", "m4"));
  // '[' is 'Z' + 1 and '{' is 'z' + 1: neither is a letter, so they differ.
  EXPECT_FALSE(same_without_case("[", "{"));
  EXPECT_FALSE(same_without_case("@", "`"));
}

TEST(SameWithoutCase, OtherBytesCompareAsTheyAre) {
  // "É" and "é" in UTF-8 (C3 89, C3 A9): not ASCII, so not folded.
  EXPECT_FALSE(same_without_case("\xC3\x89", "\xC3\xA9"));
  EXPECT_TRUE(same_without_case("\xC3\xA9", "\xC3\xA9"));
  static_assert(ascii_lower('Q') == 'q' && ascii_lower('q') == 'q' && ascii_lower('1') == '1');
}

}  // namespace
}  // namespace jt
