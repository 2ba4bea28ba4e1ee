// Reading one line of a screenplay (engine/src/screenplay/scanner.cpp): values and words written
// as the text view writes them (docs/TEXT.md "Values"), the fixed words between them, and spans in
// quotes and brackets kept whole.
#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "jt/json/value.h"
#include "jt/json/write.h"
#include "screenplay/scanner.h"

namespace jt::screenplay {
namespace {

std::string scanned_json(const std::optional<json::Value>& v) {
  return v ? json::write_compact(*v) : "(nothing)";
}

TEST(Scanner, ValuesAsTheTextViewWritesThem) {
  EXPECT_EQ(scanned_json(Scanner("-11").value()), "-11");
  EXPECT_EQ(scanned_json(Scanner("0.45").value()), "0.45");
  EXPECT_EQ(scanned_json(Scanner("(0.9*pi)").value()), "\"=0.9*pi\"");  // a formula
  EXPECT_EQ(scanned_json(Scanner("\"Is it?\"").value()), "\"Is it?\"");
  EXPECT_EQ(scanned_json(Scanner("{\"amp\":3}").value()), "{\"amp\":3}");
  EXPECT_EQ(scanned_json(Scanner("[1,2]").value()), "[1,2]");
  EXPECT_EQ(scanned_json(Scanner("true").value()), "true");
  EXPECT_EQ(scanned_json(Scanner("null").value()), "null");
}

TEST(Scanner, AValueStopsWhereItEnds) {
  Scanner s("(min(1, 2)) s");
  EXPECT_EQ(scanned_json(s.value()), "\"=min(1, 2)\"");
  EXPECT_EQ(s.rest(), " s");
}

TEST(Scanner, WordsAsTheTextViewWritesThem) {
  Scanner s("linear, happy (x)");
  EXPECT_EQ(scanned_json(s.word()), "\"linear\"");
  EXPECT_TRUE(s.eat(", "));
  EXPECT_EQ(scanned_json(s.word()), "\"happy\"");
  EXPECT_TRUE(s.eat(" "));
  EXPECT_TRUE(s.next_is("(x)"));
  // A word that reads as a number is the number.
  EXPECT_EQ(scanned_json(Scanner("2").word()), "2");
}

TEST(Scanner, BareWordsAndEat) {
  Scanner s("look happy");
  EXPECT_FALSE(s.eat("say"));
  EXPECT_EQ(s.pos(), 0u);
  EXPECT_TRUE(s.eat("look "));
  EXPECT_EQ(s.bare_word(), "happy");
  EXPECT_TRUE(s.at_end());
}

TEST(Scanner, UntilSkipsQuotesAndBrackets) {
  Scanner s(R"(say "a, b" (f(1, 2)), then)");
  EXPECT_EQ(s.until(", "), R"(say "a, b" (f(1, 2)))");
  EXPECT_TRUE(s.eat(", "));
  EXPECT_EQ(s.until(", "), "then");  // to the end
}

TEST(Scanner, ErrorsAtTheCurrentColumn) {
  Scanner s("wait x");
  EXPECT_TRUE(s.eat("wait "));
  const LineError e = s.error("expected a number", "like 1.5");
  EXPECT_EQ(e.column, 5u);
  EXPECT_EQ(e.message, "expected a number");
  EXPECT_EQ(e.hint, "like 1.5");
}

TEST(Scanner, ClosingOfASpan) {
  EXPECT_EQ(closing_of(R"("a\"b" x)", 0), 6u);  // an escaped quote does not close it
  EXPECT_EQ(closing_of("(a (b) c) d", 0), 9u);
  EXPECT_EQ(closing_of("x [1, [2]]", 2), 10u);
  EXPECT_EQ(closing_of(R"x({"k": "}"}z)x", 0), 10u);  // a '}' inside a string is text
  EXPECT_EQ(closing_of("(never", 0), std::string_view::npos);
}

TEST(Scanner, SplitOutsideQuotesAndBrackets) {
  EXPECT_EQ(split_outside(R"(a + "b + c" + (d + e))", " + "),
            (std::vector<std::string_view>{"a", R"("b + c")", "(d + e)"}));
  EXPECT_EQ(split_outside("one", " + "), (std::vector<std::string_view>{"one"}));
}

TEST(Scanner, WordOrQuoted) {
  EXPECT_EQ(word_or_quoted("Ada"), "Ada");
  EXPECT_EQ(word_or_quoted("Ada Lovelace"), "\"Ada Lovelace\"");
  EXPECT_EQ(word_or_quoted("12"), "\"12\"");      // would read back as a number
  EXPECT_EQ(word_or_quoted("true"), "\"true\"");  // as a JSON literal
  EXPECT_EQ(word_or_quoted("a,b"), "\"a,b\"");
  EXPECT_EQ(word_or_quoted("(x)"), "\"(x)\"");
}

}  // namespace
}  // namespace jt::screenplay
