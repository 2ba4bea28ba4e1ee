#include "lexer.h"

#include "message.h"
#include "number_literal.h"

namespace jt::expr {
namespace {

bool is_digit(char c) {
  return c >= '0' && c <= '9';
}
bool is_name_start(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}
bool is_name_char(char c) {
  return is_name_start(c) || is_digit(c);
}
bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}
bool is_utf8_continuation(char c) {
  return (static_cast<unsigned char>(c) & 0xC0) == 0x80;
}

// The length of the character starting at `offset`: one byte, or a whole UTF-8 sequence, so an
// error message quotes "×" rather than half of it.
std::size_t char_length(std::string_view text, std::size_t offset) {
  std::size_t end = offset + 1;
  while (end < text.size() && is_utf8_continuation(text[end]))
    ++end;
  return end - offset;
}

}  // namespace

Token Lexer::next() {
  while (pos_ < text_.size() && is_space(text_[pos_]))
    ++pos_;
  std::size_t start = pos_;
  if (pos_ == text_.size()) return make(Token::Kind::kEnd, start);
  char c = text_[pos_];
  if (is_digit(c) || (c == '.' && pos_ + 1 < text_.size() && is_digit(text_[pos_ + 1]))) {
    return number(start);
  }
  if (is_name_start(c)) return name(start);
  return symbol(start);
}

bool Lexer::at_digit() const {
  return pos_ < text_.size() && is_digit(text_[pos_]);
}

Token Lexer::make(Token::Kind kind, std::size_t start) const {
  return {.kind = kind, .offset = start, .text = text_.substr(start, pos_ - start)};
}

// digits [. digits] [(e|E) [+|-] digits], or . digits [exponent]: JavaScript's decimal literals.
Token Lexer::number(std::size_t start) {
  while (at_digit())
    ++pos_;
  if (at('.')) ++pos_;
  while (at_digit())
    ++pos_;
  if (at('e') || at('E')) {
    ++pos_;
    if (at('+') || at('-')) ++pos_;
    if (!at_digit()) return make(Token::Kind::kBadNumber, start);
    while (at_digit())
      ++pos_;
  }
  Token token = make(Token::Kind::kNumber, start);
  token.number = parse_number_literal(token.text);
  return token;
}

Token Lexer::name(std::size_t start) {
  while (pos_ < text_.size() && is_name_char(text_[pos_]))
    ++pos_;
  return make(Token::Kind::kName, start);
}

Token Lexer::symbol(std::size_t start) {
  using K = Token::Kind;
  char c = text_[pos_++];
  // Two-character operators first: "<=" is one token, not '<' then '='.
  auto pair = [&](char second, K both, K single) {
    if (!at(second)) return make(single, start);
    ++pos_;
    return make(both, start);
  };
  switch (c) {
    case '+':
      return make(K::kPlus, start);
    case '-':
      return make(K::kMinus, start);
    case '*':
      return make(K::kStar, start);
    case '/':
      return make(K::kSlash, start);
    case '%':
      return make(K::kPercent, start);
    case '^':
      return make(K::kCaret, start);
    case '(':
      return make(K::kLeftParen, start);
    case ')':
      return make(K::kRightParen, start);
    case ',':
      return make(K::kComma, start);
    case '!':
      return pair('=', K::kNotEqual, K::kBang);
    case '<':
      return pair('=', K::kLessEqual, K::kLess);
    case '>':
      return pair('=', K::kGreaterEqual, K::kGreater);
    case '=':
      return pair('=', K::kEqual, K::kUnknown);
    case '|':
      return pair('|', K::kOrOr, K::kUnknown);
    case '&':
      return pair('&', K::kAndAnd, K::kUnknown);
    default:
      pos_ = start + char_length(text_, start);
      return make(K::kUnknown, start);
  }
}

std::string describe(const Token& token) {
  switch (token.kind) {
    case Token::Kind::kEnd:
      return "end of formula";
    case Token::Kind::kNumber:
      return concat({"number ", token.text});
    case Token::Kind::kName:
      return concat({"name ", in_quotes(token.text)});
    default:
      return concat({"'", token.text, "'"});
  }
}

std::string describe_at(std::string_view text, std::size_t offset) {
  if (offset >= text.size()) return "end of formula";
  return concat({"'", text.substr(offset, char_length(text, offset)), "'"});
}

}  // namespace jt::expr
