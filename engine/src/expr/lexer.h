// Splits a formula's text into tokens, one at a time as the parser asks, so the first error
// reported is the leftmost one.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace jt::expr {

struct Token {
  enum class Kind : std::uint8_t {
    kEnd,
    kNumber,
    kName,
    kPlus,
    kMinus,
    kStar,
    kSlash,
    kPercent,
    kCaret,
    kBang,
    kLeftParen,
    kRightParen,
    kComma,
    kOrOr,
    kAndAnd,
    kEqual,
    kNotEqual,
    kLess,
    kLessEqual,
    kGreater,
    kGreaterEqual,
    kUnknown,    // a character that starts no token (its whole UTF-8 sequence)
    kBadNumber,  // a number cut short: "1e", "2.5e+" (the text read so far)
  };
  Kind kind = Kind::kEnd;
  std::size_t offset = 0;  // in bytes from the start of the formula
  std::string_view text;   // as written
  double number = 0.0;     // kNumber: its value
};

class Lexer {
 public:
  explicit Lexer(std::string_view text) : text_(text) {}

  // The next token; kEnd at the end, and from then on.
  Token next();

 private:
  Token number(std::size_t start);
  Token name(std::size_t start);
  Token symbol(std::size_t start);
  Token make(Token::Kind kind, std::size_t start) const;
  bool at(char c) const { return pos_ < text_.size() && text_[pos_] == c; }
  bool at_digit() const;

  std::string_view text_;
  std::size_t pos_ = 0;
};

// How an error message names a token: "end of formula", "'+'", "name "x"", "number 1.5".
std::string describe(const Token& token);

// How an error message names what is at `offset` in `text`: "end of formula" or "'x'".
std::string describe_at(std::string_view text, std::size_t offset);

}  // namespace jt::expr
