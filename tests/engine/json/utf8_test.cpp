// UTF-8 and WTF-8 at the byte level (engine/src/json/utf8.cpp): the well-formed sequences of
// Unicode's table 3-7, surrogates only in WTF-8, and UTF-16 as JavaScript holds a string.
#include <gtest/gtest.h>

#include <optional>
#include <string>

#include "json/utf8.h"

namespace jt::json::detail {
namespace {

TEST(Utf8, DecodesOneToFourBytes) {
  struct Case {
    const char* bytes;
    char32_t code_point;
    std::size_t length;
  };
  for (const Case& c :
       {Case{"A", U'A', 1}, Case{"\xC3\xA9", 0xE9, 2}, Case{"\xE2\x82\xAC", 0x20AC, 3},
        Case{"\xF0\x9F\x98\x80", 0x1F600, 4}, Case{"\xF4\x8F\xBF\xBF", 0x10FFFF, 4}}) {
    const DecodedChar d = decode_utf8(c.bytes, 0);
    EXPECT_EQ(d.code_point, c.code_point) << c.bytes;
    EXPECT_EQ(d.length, c.length) << c.bytes;
  }
  EXPECT_EQ(decode_utf8("x\xC3\xA9", 1).code_point, 0xE9u);
}

TEST(Utf8, RefusesIllFormedSequences) {
  for (const char* bytes : {
           "\x80",              // a continuation byte first
           "\xC0\x80",          // overlong NUL
           "\xE0\x80\x80",      // overlong three bytes
           "\xF4\x90\x80\x80",  // above U+10FFFF
           "\xFF",              // never in UTF-8
           "\xC3",              // cut short
           "\xE2\x82",          // cut short
       }) {
    EXPECT_EQ(decode_utf8(bytes, 0).length, 0u) << testing::PrintToString(std::string(bytes));
  }
}

TEST(Utf8, SurrogatesOnlyInWtf8) {
  const char* d800 = "\xED\xA0\x80";
  EXPECT_EQ(decode_utf8(d800, 0).length, 0u);
  const DecodedChar w = decode_wtf8(d800, 0);
  EXPECT_EQ(w.code_point, 0xD800u);
  EXPECT_EQ(w.length, 3u);
  EXPECT_EQ(decode_wtf8("\xED\xBF\xBF", 0).code_point, 0xDFFFu);
  // Everything UTF-8 takes, WTF-8 takes too.
  EXPECT_EQ(decode_wtf8("\xF0\x9F\x98\x80", 0).code_point, 0x1F600u);
}

TEST(Utf8, FindsTheFirstIllFormedByte) {
  EXPECT_EQ(find_invalid_utf8("plain \xC3\xA9 text"), std::nullopt);
  EXPECT_EQ(find_invalid_utf8(""), std::nullopt);
  EXPECT_EQ(find_invalid_utf8("ab\xFF"
                              "cd"),
            std::optional<std::size_t>(2));
  EXPECT_EQ(find_invalid_utf8("\xC3\xA9\xED\xA0\x80"), std::optional<std::size_t>(2));
}

TEST(Utf8, AppendsEachLength) {
  std::string out;
  append_wtf8(out, U'A');
  append_wtf8(out, 0xE9);
  append_wtf8(out, 0x20AC);
  append_wtf8(out, 0x1F600);
  append_wtf8(out, 0xDC00);  // a lone surrogate: ED B0 80
  EXPECT_EQ(out, "A\xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80\xED\xB0\x80");
}

TEST(Utf8, Utf16AsJavaScriptHoldsIt) {
  EXPECT_EQ(to_utf16("A\xC3\xA9"), (std::u16string{u'A', 0xE9}));
  // Above U+FFFF: a surrogate pair, U+1F600 = D83D DE00.
  EXPECT_EQ(to_utf16("\xF0\x9F\x98\x80"), (std::u16string{0xD83D, 0xDE00}));
  // A lone surrogate stays one unit.
  EXPECT_EQ(to_utf16("\xED\xA0\xBD"), (std::u16string{0xD83D}));
  EXPECT_EQ(to_utf16("a\xFF"), (std::u16string{u'a', 0xFFFD}));
}

}  // namespace
}  // namespace jt::json::detail
