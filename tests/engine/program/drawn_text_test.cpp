// Text handed to Pango (issue "Hostile input"): valid UTF-8 and bounded, whatever the cartoon held.
#include "jt/program/drawn_text.h"

#include <gtest/gtest.h>

#include <string>
#include <utility>

namespace jt {
namespace {

const std::string kReplacement = "\xEF\xBF\xBD";
const std::string kEllipsis = "\xE2\x80\xA6";

// 600 two-byte letters (é): 1,200 bytes.
std::string six_hundred_accents() {
  std::string accents;
  for (int i = 0; i < 600; ++i)
    accents += "\xC3\xA9";
  return accents;
}

TEST(DrawableText, PrintableTextIsUnchanged) {
  EXPECT_EQ(drawable_text("Good morning, Grump!"), "Good morning, Grump!");
  const std::string mixed = "caf\xC3\xA9 \xE6\x97\xA5\xE6\x9C\xAC \xF0\x9F\x8E\x82";  // é, 日本, 🎂
  EXPECT_EQ(drawable_text(mixed), mixed);
  EXPECT_EQ(drawable_text(""), "");
}

TEST(DrawableText, ALoneSurrogateBecomesTheReplacementCharacter) {
  // "\ud800" as the JSON reader keeps it (WTF-8: ED A0 80), and a low one (ED B0 80).
  EXPECT_EQ(drawable_text("a\xED\xA0\x80"
                          "b"),
            "a" + kReplacement + "b");
  EXPECT_EQ(drawable_text("\xED\xB0\x80"), kReplacement);
  // U+D7FF (ED 9F BF) is an ordinary character.
  EXPECT_EQ(drawable_text("\xED\x9F\xBF"), "\xED\x9F\xBF");
}

TEST(DrawableText, BytesThatAreNotUtf8BecomeOneReplacementEach) {
  EXPECT_EQ(drawable_text("a\xFF"
                          "b"),
            "a" + kReplacement + "b");
  // An overlong "/" (C0 AF): the bad lead and the continuation byte after it, one replacement.
  EXPECT_EQ(drawable_text("\xC0\xAF"), kReplacement);
  EXPECT_EQ(drawable_text("\xE2\x82"), kReplacement);          // cut short at the end
  EXPECT_EQ(drawable_text("\xF4\x90\x80\x80"), kReplacement);  // above U+10FFFF
}

TEST(DrawableText, LongTextIsCutAfterFiveHundredCharacters) {
  EXPECT_EQ(drawable_text(std::string(500, 'x')), std::string(500, 'x'));
  EXPECT_EQ(drawable_text(std::string(501, 'x')), std::string(500, 'x') + kEllipsis);
  EXPECT_EQ(drawable_text(std::string(100000, 'x')), std::string(500, 'x') + kEllipsis);
  // Characters, not bytes: 600 two-byte letters keep 500 of them.
  const std::string accents = six_hundred_accents();
  EXPECT_EQ(drawable_text(accents), accents.substr(0, 1000) + kEllipsis);
}

// A line keeps the words that are drawn (and so spoken): the same 500 characters and ellipsis,
// its bytes otherwise as written (a lone surrogate stays for drawable_text to replace).
TEST(DrawableText, ALineKeepsTheWordsThatAreDrawn) {
  const std::string accents = six_hundred_accents();
  // "a", a lone surrogate (one character of three bytes), then 498 of the 600 letters are kept.
  const std::string surrogate = "a\xED\xA0\x80" + std::string(600, 'b');
  const std::pair<std::string, std::string> cases[] = {
      {std::string(500, 'x'), std::string(500, 'x')},
      {std::string(100000, 'x'), std::string(500, 'x') + kEllipsis},
      {accents, accents.substr(0, 1000) + kEllipsis},
      {surrogate, surrogate.substr(0, 1 + 3 + 498) + kEllipsis}};
  for (const auto& [text, kept] : cases) {
    EXPECT_EQ(kept_words(text), kept);
    EXPECT_EQ(drawable_text(kept_words(text)), drawable_text(text));
  }
}

}  // namespace
}  // namespace jt
