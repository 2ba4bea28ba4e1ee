// Reading a JSON string's body (engine/src/json/string_scan.cpp) as JSON.parse reads it (RFC 8259
// §7): the eight short escapes, \u escapes (pairs joined into one character, a lone surrogate kept
// as WTF-8), raw bytes copied, and the errors with their offsets.
#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "json/string_scan.h"

namespace jt::json::detail {
namespace {

struct ScannedString {
  std::string value;
  StringScan scan;
};

ScannedString string_scanned(std::string_view text, std::size_t quote = 0) {
  ScannedString out;
  out.scan = scan_string(text, quote, out.value);
  return out;
}

TEST(StringScan, PlainTextEndsJustPastTheClosingQuote) {
  const ScannedString s = string_scanned(R"("hello", 1)");
  EXPECT_FALSE(s.scan.error);
  EXPECT_EQ(s.value, "hello");
  EXPECT_EQ(s.scan.end, 7u);
  const ScannedString empty = string_scanned(R"(x"")", 1);
  EXPECT_FALSE(empty.scan.error);
  EXPECT_EQ(empty.value, "");
  EXPECT_EQ(empty.scan.end, 3u);
}

TEST(StringScan, TheShortEscapes) {
  const ScannedString s = string_scanned(R"("\" \\ \/ \b \f \n \r \t")");
  EXPECT_FALSE(s.scan.error);
  EXPECT_EQ(s.value, "\" \\ / \b \f \n \r \t");
}

TEST(StringScan, UnicodeEscapesBecomeUtf8) {
  EXPECT_EQ(string_scanned(R"("\u0041")").value, "A");
  EXPECT_EQ(string_scanned(R"("\u00e9")").value, "\xC3\xA9");  // é: two bytes
  EXPECT_EQ(string_scanned(R"("\u20AC")").value,
            "\xE2\x82\xAC");  // €: three bytes, hex in capitals
  EXPECT_EQ(string_scanned(R"("\u0000")").value, std::string(1, '\0'));
}

TEST(StringScan, ASurrogatePairIsOneCharacter) {
  // U+1F600 = D83D DE00; UTF-8 F0 9F 98 80.
  EXPECT_EQ(string_scanned(R"("\ud83d\ude00")").value, "\xF0\x9F\x98\x80");
}

TEST(StringScan, ALoneSurrogateIsKeptAsWtf8) {
  // JSON.parse accepts a lone surrogate; U+D83D as three bytes: ED A0 BD.
  const ScannedString high = string_scanned(R"("\ud83dx")");
  EXPECT_FALSE(high.scan.error);
  EXPECT_EQ(high.value, "\xED\xA0\xBDx");
  // A low surrogate on its own: U+DE00 is ED B8 80.
  EXPECT_EQ(string_scanned(R"("\ude00")").value, "\xED\xB8\x80");
}

TEST(StringScan, RawUtf8IsCopiedAsItIs) {
  EXPECT_EQ(string_scanned("\"caf\xC3\xA9\"").value, "caf\xC3\xA9");
}

TEST(StringScan, ARawControlCharacterIsAnError) {
  const ScannedString s = string_scanned("\"a\nb\"");
  ASSERT_TRUE(s.scan.error);
  EXPECT_EQ(s.scan.error->offset, 2u);
}

TEST(StringScan, AnUnknownEscapeIsAnErrorAtItsBackslash) {
  const ScannedString s = string_scanned(R"("ab\x")");
  ASSERT_TRUE(s.scan.error);
  EXPECT_EQ(s.scan.error->offset, 3u);
  EXPECT_NE(s.scan.error->message.find("invalid escape"), std::string::npos)
      << s.scan.error->message;
  EXPECT_FALSE(s.scan.error->hint.empty());
}

TEST(StringScan, AShortUnicodeEscapeIsAnError) {
  const ScannedString s = string_scanned(R"("\u12g4")");
  ASSERT_TRUE(s.scan.error);
  EXPECT_NE(s.scan.error->message.find("4 hex digits"), std::string::npos) << s.scan.error->message;
}

TEST(StringScan, NoClosingQuoteIsAnError) {
  const ScannedString s = string_scanned(R"("never closed)");
  ASSERT_TRUE(s.scan.error);
}

}  // namespace
}  // namespace jt::json::detail
