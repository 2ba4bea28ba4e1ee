// The formula lexer (engine/src/expr/lexer.cpp): the tokens of the grammar in the spec's
// "Expressions" section, with JavaScript's decimal literals, read one at a time.
#include <gtest/gtest.h>

#include <string_view>
#include <vector>

#include "expr/lexer.h"

namespace jt::expr {
namespace {

using LexKind = Token::Kind;

std::vector<Token> lexer_tokens(std::string_view text) {
  Lexer lexer(text);
  std::vector<Token> out;
  for (;;) {
    out.push_back(lexer.next());
    if (out.back().kind == LexKind::kEnd || out.size() > 64) return out;
  }
}

std::vector<LexKind> lexer_kinds(std::string_view text) {
  std::vector<LexKind> out;
  for (const Token& t : lexer_tokens(text))
    out.push_back(t.kind);
  return out;
}

TEST(Lexer, EveryOperatorOfTheGrammar) {
  EXPECT_EQ(
      lexer_kinds("+ - * / % ^ ! ( ) ,"),
      (std::vector<LexKind>{LexKind::kPlus, LexKind::kMinus, LexKind::kStar, LexKind::kSlash,
                            LexKind::kPercent, LexKind::kCaret, LexKind::kBang, LexKind::kLeftParen,
                            LexKind::kRightParen, LexKind::kComma, LexKind::kEnd}));
  EXPECT_EQ(lexer_kinds("|| && == != < <= > >="),
            (std::vector<LexKind>{LexKind::kOrOr, LexKind::kAndAnd, LexKind::kEqual,
                                  LexKind::kNotEqual, LexKind::kLess, LexKind::kLessEqual,
                                  LexKind::kGreater, LexKind::kGreaterEqual, LexKind::kEnd}));
}

TEST(Lexer, TwoCharacterOperatorsWithoutSpaces) {
  // "a<=b" is a name, one "<=" and a name; "!x" a bang and a name; "a!=-1" not-equal, minus.
  EXPECT_EQ(lexer_kinds("a<=b"), (std::vector<LexKind>{LexKind::kName, LexKind::kLessEqual,
                                                       LexKind::kName, LexKind::kEnd}));
  EXPECT_EQ(lexer_kinds("!x"),
            (std::vector<LexKind>{LexKind::kBang, LexKind::kName, LexKind::kEnd}));
  EXPECT_EQ(lexer_kinds("a!=-1"),
            (std::vector<LexKind>{LexKind::kName, LexKind::kNotEqual, LexKind::kMinus,
                                  LexKind::kNumber, LexKind::kEnd}));
}

TEST(Lexer, SingleBarAmpersandAndEqualsAreUnknown) {
  // The grammar has no '|', '&' or '=' of their own.
  for (std::string_view text : {"|", "&", "="}) {
    const std::vector<Token> tokens = lexer_tokens(text);
    ASSERT_EQ(tokens.size(), 2u) << text;
    EXPECT_EQ(tokens[0].kind, LexKind::kUnknown) << text;
    EXPECT_EQ(tokens[0].text, text);
  }
}

TEST(Lexer, NumbersAsJavaScriptWritesThem) {
  struct Case {
    std::string_view text;
    double value;
  };
  for (const Case& c : {Case{"0", 0.0}, Case{"42", 42.0}, Case{"2.5", 2.5}, Case{".5", 0.5},
                        Case{"3.", 3.0}, Case{"1e3", 1000.0}, Case{"1E3", 1000.0},
                        Case{"2.5e-1", 0.25}, Case{"4e+2", 400.0}, Case{"007", 7.0}}) {
    const std::vector<Token> tokens = lexer_tokens(c.text);
    ASSERT_EQ(tokens.size(), 2u) << c.text;
    EXPECT_EQ(tokens[0].kind, LexKind::kNumber) << c.text;
    EXPECT_EQ(tokens[0].number, c.value) << c.text;
    EXPECT_EQ(tokens[0].text, c.text);
  }
}

TEST(Lexer, AnExponentWithoutDigitsIsABadNumber) {
  for (std::string_view text : {"1e", "2.5e+", "3E-"}) {
    const Token t = Lexer(text).next();
    EXPECT_EQ(t.kind, LexKind::kBadNumber) << text;
    EXPECT_EQ(t.text, text);  // what was read so far
  }
}

TEST(Lexer, NamesTakeLettersDigitsAndUnderscores) {
  const std::vector<Token> tokens = lexer_tokens("_x1 tau2b 9lives");
  ASSERT_EQ(tokens.size(), 5u);
  EXPECT_EQ(tokens[0].text, "_x1");
  EXPECT_EQ(tokens[1].text, "tau2b");
  // A name cannot start with a digit: "9lives" is the number 9, then the name "lives".
  EXPECT_EQ(tokens[2].kind, LexKind::kNumber);
  EXPECT_EQ(tokens[2].number, 9.0);
  EXPECT_EQ(tokens[3].kind, LexKind::kName);
  EXPECT_EQ(tokens[3].text, "lives");
}

TEST(Lexer, OffsetsCountBytesAndSkipWhitespace) {
  const std::vector<Token> tokens = lexer_tokens(" \tsin( t )\n");
  ASSERT_EQ(tokens.size(), 5u);
  EXPECT_EQ(tokens[0].offset, 2u);  // sin
  EXPECT_EQ(tokens[1].offset, 5u);  // (
  EXPECT_EQ(tokens[2].offset, 7u);  // t
  EXPECT_EQ(tokens[3].offset, 9u);  // )
  EXPECT_EQ(tokens[4].kind, LexKind::kEnd);
  EXPECT_EQ(tokens[4].offset, 11u);
}

TEST(Lexer, AnUnknownCharacterIsItsWholeUtf8Sequence) {
  // "×" is two bytes (C3 97): one token, so a message quotes the whole character.
  const std::vector<Token> tokens = lexer_tokens(
      "2\xC3\x97"
      "3");
  ASSERT_EQ(tokens.size(), 4u);
  EXPECT_EQ(tokens[1].kind, LexKind::kUnknown);
  EXPECT_EQ(tokens[1].text, "\xC3\x97");
  EXPECT_EQ(tokens[2].offset, 3u);
}

TEST(Lexer, TheEndRepeats) {
  Lexer lexer("x");
  EXPECT_EQ(lexer.next().kind, LexKind::kName);
  EXPECT_EQ(lexer.next().kind, LexKind::kEnd);
  EXPECT_EQ(lexer.next().kind, LexKind::kEnd);
}

TEST(Lexer, DescribeNamesATokenForAMessage) {
  Lexer lexer("1.5 x + ");
  EXPECT_EQ(describe(lexer.next()), "number 1.5");
  EXPECT_EQ(describe(lexer.next()), "name \"x\"");
  EXPECT_EQ(describe(lexer.next()), "'+'");
  EXPECT_EQ(describe(lexer.next()), "end of formula");
}

TEST(Lexer, DescribeAtQuotesTheCharacterThere) {
  EXPECT_EQ(describe_at("a # b", 2), "'#'");
  EXPECT_EQ(describe_at("a\xC3\x97"
                        "b",
                        1),
            "'\xC3\x97'");
  EXPECT_EQ(describe_at("ab", 2), "end of formula");
}

}  // namespace
}  // namespace jt::expr
