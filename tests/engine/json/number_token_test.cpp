// A number token against JSON's grammar (RFC 8259 §6) and a double's range
// (engine/src/json/number_token.cpp): the value JSON.parse gives, or why it is not a number.
#include <gtest/gtest.h>

#include <cmath>
#include <string_view>

#include "json/number_token.h"

namespace jt::json::detail {
namespace {

TEST(NumberToken, JsonNumbersAndTheirValues) {
  struct Case {
    std::string_view text;
    double value;
  };
  for (const Case& c : {Case{"0", 0.0}, Case{"-0", -0.0}, Case{"12", 12.0}, Case{"-0.5", -0.5},
                        Case{"1e-7", 1e-7}, Case{"2E+3", 2000.0}, Case{"0.1", 0.1},
                        Case{"1.7976931348623157e308", 1.7976931348623157e308}}) {
    const NumberToken n = scan_number(c.text, 0);
    EXPECT_EQ(n.status, NumberStatus::kOk) << c.text;
    EXPECT_EQ(n.value, c.value) << c.text;
    EXPECT_EQ(n.end, c.text.size()) << c.text;
  }
  EXPECT_TRUE(std::signbit(scan_number("-0", 0).value));
}

TEST(NumberToken, UnderflowIsZeroAsInJavaScript) {
  const NumberToken n = scan_number("1e-400", 0);
  EXPECT_EQ(n.status, NumberStatus::kOk);
  EXPECT_EQ(n.value, 0.0);
  EXPECT_TRUE(std::signbit(scan_number("-1e-400", 0).value));
}

TEST(NumberToken, BeyondTheLargestDoubleIsTooLarge) {
  EXPECT_EQ(scan_number("1e400", 0).status, NumberStatus::kTooLarge);
  EXPECT_EQ(scan_number("-1.8e308", 0).status, NumberStatus::kTooLarge);
}

TEST(NumberToken, NotJsonsGrammar) {
  for (std::string_view text : {"01", "1.", ".5", "+1", "0x10", "1e", "-", "1.5.2", "1e+"}) {
    EXPECT_EQ(scan_number(text, 0).status, NumberStatus::kMalformed) << text;
  }
}

TEST(NumberToken, TheTokenRunsToTheFirstCharacterNoNumberHas) {
  // "0x1F" is one bad token, not 0 then a name.
  EXPECT_EQ(scan_number("[0x1F]", 1).end, 5u);
  EXPECT_EQ(scan_number("[12, 3]", 1).end, 3u);
  EXPECT_EQ(scan_number("{\"a\":-4}", 5).end, 7u);
}

}  // namespace
}  // namespace jt::json::detail
