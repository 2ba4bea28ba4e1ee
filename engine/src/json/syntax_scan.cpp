#include "json/syntax_scan.h"

#include <cstddef>
#include <string>
#include <vector>

#include "json/number_token.h"
#include "json/string_scan.h"
#include "jt/diagnostic_codes.h"

namespace jt::json::detail {
namespace {

constexpr const char* kTrailingCommaHint =
    "remove the ',' before it: JSON allows no trailing comma";

bool is_whitespace(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}
bool is_letter(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
bool is_number_start(char c) {
  return (c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.';
}

class SyntaxScanner {
 public:
  SyntaxScanner(std::string_view text, int max_depth) : text_(text), max_depth_(max_depth) {}

  std::optional<SyntaxError> scan() {
    while (true) {
      skip_whitespace();
      std::optional<SyntaxError> error;
      switch (expect_) {
        case Expect::kValue:
          error = scan_value();
          break;
        case Expect::kKey:
          error = scan_key();
          break;
        case Expect::kColon:
          error = scan_colon();
          break;
        case Expect::kCommaOrClose:
          error = scan_comma_or_close();
          break;
        case Expect::kEnd:
          if (pos_ == text_.size()) return std::nullopt;
          return error_here("expected end of input after the JSON value", trailing_hint());
      }
      if (error) return error;
    }
  }

 private:
  enum class Expect { kValue, kKey, kColon, kCommaOrClose, kEnd };

  char peek() const { return pos_ < text_.size() ? text_[pos_] : '\0'; }
  bool at_end() const { return pos_ == text_.size(); }

  void skip_whitespace() {
    while (pos_ < text_.size() && is_whitespace(text_[pos_]))
      ++pos_;
  }

  SyntaxError error_here(const std::string& expected, std::string hint) const {
    return {pos_, expected + ", got " + describe_at(text_, pos_), std::move(hint)};
  }

  // After a value: the enclosing container goes on, or the document should end.
  void finish_value() { expect_ = open_.empty() ? Expect::kEnd : Expect::kCommaOrClose; }

  bool in_array() const { return text_[open_.back()] == '['; }

  std::optional<SyntaxError> scan_value() {
    const char c = peek();
    if (c == '[' || c == '{') return open(c);
    if (c == ']' && last_ == '[') return close();  // only an empty array closes here
    if (c == '"') return scan_string_value();
    if (is_number_start(c)) return scan_number_value();
    if (is_letter(c)) return scan_literal();
    return error_here("expected a value", value_hint());
  }

  std::optional<SyntaxError> open(char bracket) {
    if (static_cast<int>(open_.size()) >= max_depth_) {
      return SyntaxError{
          pos_, "nesting deeper than " + std::to_string(max_depth_) + " levels",
          "arrays and objects may nest at most " + std::to_string(max_depth_) + " levels deep",
          Code::kLimitExceeded};
    }
    open_.push_back(pos_);
    last_ = bracket;
    ++pos_;
    expect_ = bracket == '[' ? Expect::kValue : Expect::kKey;
    return std::nullopt;
  }

  std::optional<SyntaxError> close() {
    open_.pop_back();
    ++pos_;
    finish_value();
    return std::nullopt;
  }

  std::optional<SyntaxError> scan_string_value() {
    std::string ignored;
    const StringScan string = scan_string(text_, pos_, ignored);
    if (string.error) return string.error;
    pos_ = string.end;
    finish_value();
    return std::nullopt;
  }

  std::optional<SyntaxError> scan_number_value() {
    const NumberToken number = scan_number(text_, pos_);
    const std::string token(text_.substr(pos_, number.end - pos_));
    switch (number.status) {
      case NumberStatus::kMalformed:
        return SyntaxError{pos_, "invalid number '" + token + "'",
                           "JSON numbers look like 12, -0.5 or 1e-7: no leading zeros, '+' signs, "
                           "hex, NaN or Infinity, and digits on both sides of a '.'"};
      case NumberStatus::kTooLarge:
        return SyntaxError{
            pos_, "number " + token + " is too large: JSON numbers here must be finite doubles",
            "the largest is about 1.8e308"};
      case NumberStatus::kOk:
        break;
    }
    pos_ = number.end;
    finish_value();
    return std::nullopt;
  }

  std::optional<SyntaxError> scan_literal() {
    for (std::string_view literal : {"true", "false", "null"}) {
      const std::size_t end = pos_ + literal.size();
      if (text_.substr(pos_, literal.size()) == literal &&
          (end == text_.size() || !is_letter(text_[end]))) {
        pos_ = end;
        finish_value();
        return std::nullopt;
      }
    }
    return error_here("expected a value", value_hint());
  }

  std::optional<SyntaxError> scan_key() {
    const char c = peek();
    if (c == '}' && last_ == '{') return close();
    if (c != '"') {
      return error_here(last_ == '{' ? "expected a string key or '}'" : "expected a string key",
                        key_hint());
    }
    std::string ignored;
    const StringScan key = scan_string(text_, pos_, ignored);
    if (key.error) return key.error;
    pos_ = key.end;
    expect_ = Expect::kColon;
    return std::nullopt;
  }

  std::optional<SyntaxError> scan_colon() {
    if (peek() != ':') {
      return error_here("expected ':' after an object key",
                        at_end() ? truncated_hint() : std::string());
    }
    ++pos_;
    last_ = ':';
    expect_ = Expect::kValue;
    return std::nullopt;
  }

  std::optional<SyntaxError> scan_comma_or_close() {
    const bool array = in_array();
    const char c = peek();
    if (c == (array ? ']' : '}')) return close();
    if (c != ',') {
      return error_here(array ? "expected ',' or ']' after an array element"
                              : "expected ',' or '}' after an object member",
                        separator_hint(array));
    }
    ++pos_;
    last_ = ',';
    expect_ = array ? Expect::kValue : Expect::kKey;
    return std::nullopt;
  }

  // Hints: what the user most likely meant, judged from what came before.

  std::string where_opened() const {
    std::string where = "the '";
    where += text_[open_.back()];
    where += "' at ";
    where += describe_position(text_, open_.back());
    return where;
  }

  std::string truncated_hint() const {
    if (open_.empty()) return "the document is empty";
    return where_opened() + " is never closed: is the document cut short?";
  }

  std::string value_hint() const {
    const char c = peek();
    if (at_end()) return truncated_hint();
    if ((c == ']' || c == '}') && last_ == ',') return kTrailingCommaHint;
    if (std::string hint = quote_hint(); !hint.empty()) return hint;
    if (is_letter(c)) return "the literals are true, false and null; text goes in double quotes";
    return {};
  }

  // For a string in the wrong quotes: 'single', or “typographic” as a word processor writes them.
  std::string quote_hint() const {
    const std::string_view rest = text_.substr(pos_);
    if (rest.starts_with('\'')) return "JSON strings take double quotes";
    for (std::string_view quote : {"\u201C", "\u201D", "\u2018", "\u2019"}) {
      if (rest.starts_with(quote)) return "JSON strings take plain double quotes (\"), not “ ”";
    }
    return {};
  }

  std::string key_hint() const {
    const char c = peek();
    if (at_end()) return truncated_hint();
    if (c == '}' && last_ == ',') return kTrailingCommaHint;
    if (std::string hint = quote_hint(); !hint.empty()) return hint;
    return "object keys are strings in double quotes";
  }

  std::string separator_hint(bool array) const {
    const char c = peek();
    if (at_end()) return truncated_hint();
    if (c == ']' || c == '}') return where_opened() + " is still open";
    if (c == '"' || c == '[' || c == '{' || is_number_start(c) || is_letter(c)) {
      return array ? "put a ',' between array elements" : "put a ',' between object members";
    }
    return {};
  }

  std::string trailing_hint() const {
    const char c = peek();
    if (c == ']' || c == '}') return "this bracket closes nothing: remove it";
    return "a document holds one value: put several values in an array";
  }

  std::string_view text_;
  int max_depth_;
  std::size_t pos_ = 0;
  Expect expect_ = Expect::kValue;
  char last_ = '\0';               // the last bracket, ',' or ':' read
  std::vector<std::size_t> open_;  // offsets of the brackets still open
};

}  // namespace

std::optional<SyntaxError> find_syntax_error(std::string_view text, int max_depth) {
  return SyntaxScanner(text, max_depth).scan();
}

}  // namespace jt::json::detail
