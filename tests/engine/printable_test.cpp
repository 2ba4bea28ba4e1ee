// Text from a file made safe to print (issue "Hostile input": terminal escapes).
#include "jt/printable.h"

#include <gtest/gtest.h>

namespace jt {
namespace {

TEST(Printable, PrintableTextIsUnchanged) {
  EXPECT_EQ(printable("Grump says \"hi\" \\ 1 < 2"), "Grump says \"hi\" \\ 1 < 2");
  EXPECT_EQ(printable("caf\xc3\xa9 \xe4\xbd\xa0\xe5\xa5\xbd \xf0\x9f\x8e\x82"),
            "caf\xc3\xa9 \xe4\xbd\xa0\xe5\xa5\xbd \xf0\x9f\x8e\x82");
}

TEST(Printable, ControlCharactersAreEscaped) {
  EXPECT_EQ(printable("\x1b[2Jgone"), "\\e[2Jgone");
  EXPECT_EQ(printable("\x1b]0;title\x07"), "\\e]0;title\\x07");
  EXPECT_EQ(printable("x\r\x1b[Kerror:"), "x\\r\\e[Kerror:");
  EXPECT_EQ(printable("a\tb\nc"), "a\\tb\\nc");
  EXPECT_EQ(printable("a\nb", Newlines::kKeep), "a\nb");
  EXPECT_EQ(printable("a\r\nb", Newlines::kKeep), "a\\r\nb");
  EXPECT_EQ(printable(std::string("nul\0!", 5)), "nul\\x00!");
  EXPECT_EQ(printable("del\x7f"), "del\\x7f");
}

TEST(Printable, HiddenCodePointsAndBadBytesAreEscaped) {
  EXPECT_EQ(printable("\xc2\x9b"
                      "2J"),
            "\\u009b2J")
      << "the C1 CSI";
  EXPECT_EQ(printable("abc\xe2\x80\xae"
                      "cba"),
            "abc\\u202ecba")
      << "right-to-left override";
  EXPECT_EQ(printable("\xe2\x81\xa6x"), "\\u2066x") << "an isolate";
  EXPECT_EQ(printable("caf\xe9"), "caf\\xe9") << "Latin-1, not UTF-8";
  EXPECT_EQ(printable("\xed\xa0\x80"), "\\xed\\xa0\\x80") << "a surrogate";
  EXPECT_EQ(printable("\xc0\xaf"), "\\xc0\\xaf") << "overlong";
  EXPECT_EQ(printable("\xe4\xbd"), "\\xe4\\xbd") << "truncated";
}

TEST(Shortened, LongTextIsCutToItsFirstCharactersWithItsLength) {
  EXPECT_EQ(shortened("=1+2"), "=1+2");
  EXPECT_EQ(shortened(std::string(80, 'x')), std::string(80, 'x'));
  EXPECT_EQ(shortened(std::string(100000, 'x')),
            std::string(80, 'x') + "\xe2\x80\xa6 (100000 characters)");
  // Characters, not bytes: a cut never splits one.
  std::string accents;
  for (int i = 0; i < 5; ++i)
    accents += "\xc3\xa9";
  EXPECT_EQ(shortened(accents, 3), "\xc3\xa9\xc3\xa9\xc3\xa9\xe2\x80\xa6 (5 characters)");
}

}  // namespace
}  // namespace jt
