// Reading one line of a screenplay: words, values as the text view prints them (words.h) and the
// fixed words between them, with the column of whatever was not what the sentence expects.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "jt/diagnostic.h"
#include "jt/diagnostic_codes.h"
#include "jt/json/value.h"

namespace jt::screenplay {

// What went wrong on a line: the column (0-based in the line's text) and what was expected.
struct LineError {
  std::size_t column = 0;
  std::string message;
  std::string hint;
  Code code = Code::kScreenplaySyntax;
};

class Scanner {
 public:
  explicit Scanner(std::string_view text) : text_(text) {}

  bool at_end() const { return pos_ >= text_.size(); }
  std::size_t pos() const { return pos_; }
  void seek(std::size_t pos) { pos_ = pos; }
  std::string_view rest() const { return text_.substr(pos_); }
  std::string_view text() const { return text_; }

  // Consumes `literal` when the text goes on with it.
  bool eat(std::string_view literal);
  bool next_is(std::string_view literal) const { return rest().starts_with(literal); }

  // A value as value_text() prints it: a number, a formula in parentheses ("(0.9*pi)" ->
  // "=0.9*pi"), a JSON string, list or object, true, false or null.
  std::optional<json::Value> value();
  // A word as word_text() prints it: a run of characters up to a space, a comma or a parenthesis
  // (a number or a JSON literal when it reads as one), or a value in its written form.
  std::optional<json::Value> word();
  // A run of characters up to a space, a comma or a parenthesis, as it is.
  std::string bare_word();
  // The rest of the text up to `stop` (or to the end), outside quotes, parentheses and brackets.
  std::string_view until(std::string_view stop);

  // The error at the current column.
  LineError error(std::string message, std::string hint = {}) const;

 private:
  // The end of a bracketed or quoted span starting at `from`; npos when it does not close.
  std::size_t span_end(std::size_t from) const;

  std::string_view text_;
  std::size_t pos_ = 0;
};

// The end of the span that starts at `from` in `text` ("...", (...), [...], {...}), one past its
// closing character; npos when it does not close.
std::size_t closing_of(std::string_view text, std::size_t from);

// Splits `text` at `separator` outside quotes and brackets.
std::vector<std::string_view> split_outside(std::string_view text, std::string_view separator);

// A string as a bare word when it reads back as itself (no spaces, quotes, brackets or commas, not
// a number or a JSON literal), else in quotes.
std::string word_or_quoted(const std::string& text);

}  // namespace jt::screenplay
