// base64url without padding (engine/src/packs/base64url.cpp), the alphabet of share codes (the
// link formats §5): RFC 4648's test vectors, its §5 letters '-' and '_', and text that is not.
#include <gtest/gtest.h>

#include <string>

#include "packs/base64url.h"

namespace jt::packs::detail {
namespace {

TEST(Base64url, Rfc4648VectorsWithoutPadding) {
  EXPECT_EQ(base64url_encode(""), "");
  EXPECT_EQ(base64url_encode("f"), "Zg");
  EXPECT_EQ(base64url_encode("fo"), "Zm8");
  EXPECT_EQ(base64url_encode("foo"), "Zm9v");
  EXPECT_EQ(base64url_encode("foob"), "Zm9vYg");
  EXPECT_EQ(base64url_encode("fooba"), "Zm9vYmE");
  EXPECT_EQ(base64url_encode("foobar"), "Zm9vYmFy");
}

TEST(Base64url, DashAndUnderscoreForPlusAndSlash) {
  // FB FF: 111110 111111 1111(00) -> 62 63 60: "+/8" in base64, "-_8" in base64url.
  EXPECT_EQ(base64url_encode("\xFB\xFF"), "-_8");
  const Base64Decoded d = base64url_decode("-_8");
  ASSERT_TRUE(d.ok()) << d.error;
  EXPECT_EQ(d.bytes, "\xFB\xFF");
}

TEST(Base64url, DecodesWithOrWithoutPadding) {
  for (const char* text : {"Zm9vYg", "Zm9vYg=="}) {
    const Base64Decoded d = base64url_decode(text);
    ASSERT_TRUE(d.ok()) << text << ": " << d.error;
    EXPECT_EQ(d.bytes, "foob") << text;
  }
  EXPECT_EQ(base64url_decode("").bytes, "");
}

TEST(Base64url, TheSpecsShareCodeHoldsItsMove) {
  // The link formats §6: the code of the "Little hop" move.
  const Base64Decoded d = base64url_decode(
      "eyJraW5kIjoiYmVoYXZpb3VyIiwibmFtZSI6IkxpdHRsZSBob3AiLCJzY3JpcHRzIjpbeyJib2R5IjpbeyJhbXAiOj"
      "QwLCJldmVyeSI6MC42LCJvcCI6ImhvcCJ9XX1dLCJ2IjoxfQ");
  ASSERT_TRUE(d.ok()) << d.error;
  EXPECT_EQ(d.bytes, R"({"kind":"behaviour","name":"Little hop","scripts":[{"body":[{"amp":40,)"
                     R"("every":0.6,"op":"hop"}]}],"v":1})");
}

TEST(Base64url, RoundTripsEveryByte) {
  std::string bytes;
  for (int b = 0; b < 256; ++b)
    bytes.push_back(static_cast<char>(b));
  const std::string code = base64url_encode(bytes);
  EXPECT_EQ(code.size(), 342u);  // 256 bytes: 85 groups of 4 letters and 2 left over
  EXPECT_EQ(code.find_first_of("+/="), std::string::npos);
  EXPECT_EQ(base64url_decode(code).bytes, bytes);
}

TEST(Base64url, TextThatIsNotBase64url) {
  EXPECT_FALSE(base64url_decode("Zm9v!").ok());
  EXPECT_FALSE(base64url_decode("Zm+v").ok());  // plain base64's '+'
  EXPECT_FALSE(base64url_decode("Z").ok());     // one letter is six bits: no whole byte
}

}  // namespace
}  // namespace jt::packs::detail
