#include "scanner.h"

#include "jt/json/parse.h"
#include "jt/json/write.h"

namespace jt::screenplay {
namespace {

bool ends_word(char c) {
  return c == ' ' || c == ',' || c == '(' || c == ')' || c == '\t';
}

// A JSON literal or number alone ("1.5", "-2e+21", "true"); nullopt for anything else.
std::optional<json::Value> json_scalar(std::string_view token) {
  if (token.empty()) return std::nullopt;
  const char c = token.front();
  if (!(c == '-' || (c >= '0' && c <= '9') || token == "true" || token == "false" ||
        token == "null")) {
    return std::nullopt;
  }
  json::ParseResult parsed = json::parse(token);
  if (!parsed.ok()) return std::nullopt;
  return std::move(parsed.value);
}

}  // namespace

std::size_t closing_of(std::string_view text, std::size_t from) {
  if (from >= text.size()) return std::string_view::npos;
  const char open = text[from];
  if (open == '"') {
    for (std::size_t i = from + 1; i < text.size(); ++i) {
      if (text[i] == '\\') {
        ++i;
      } else if (text[i] == '"') {
        return i + 1;
      }
    }
    return std::string_view::npos;
  }
  const char close = open == '(' ? ')' : open == '[' ? ']' : open == '{' ? '}' : '\0';
  if (close == '\0') return std::string_view::npos;
  for (std::size_t i = from + 1; i < text.size(); ++i) {
    const char c = text[i];
    if (c == close) return i + 1;
    if (c == '"' || c == '(' || c == '[' || c == '{') {
      const std::size_t end = closing_of(text, i);
      if (end == std::string_view::npos) return end;
      i = end - 1;
    }
  }
  return std::string_view::npos;
}

std::vector<std::string_view> split_outside(std::string_view text, std::string_view separator) {
  std::vector<std::string_view> parts;
  std::size_t start = 0;
  for (std::size_t i = 0; i < text.size();) {
    const char c = text[i];
    if (c == '"' || c == '(' || c == '[' || c == '{') {
      const std::size_t end = closing_of(text, i);
      if (end == std::string_view::npos) break;
      i = end;
    } else if (text.substr(i).starts_with(separator)) {
      parts.push_back(text.substr(start, i - start));
      i += separator.size();
      start = i;
    } else {
      ++i;
    }
  }
  parts.push_back(text.substr(start));
  return parts;
}

std::string word_or_quoted(const std::string& text) {
  bool bare = !text.empty() && !json_scalar(text).has_value();
  for (char c : text) {
    const auto u = static_cast<unsigned char>(c);
    if (u < 0x21 || c == '"' || c == ',' || c == '(' || c == ')' || c == '[' || c == ']' ||
        c == '{' || c == '}' || u == 0x7f || u == 0xc2) {  // 0xc2: the middle dot's first byte
      bare = false;
    }
  }
  return bare ? text : json::write_compact(json::Value(text));
}

bool Scanner::eat(std::string_view literal) {
  if (!next_is(literal)) return false;
  pos_ += literal.size();
  return true;
}

std::size_t Scanner::span_end(std::size_t from) const {
  return closing_of(text_, from);
}

std::optional<json::Value> Scanner::value() {
  if (at_end()) return std::nullopt;
  const char c = text_[pos_];
  if (c == '(' || c == '"' || c == '[' || c == '{') {
    const std::size_t end = span_end(pos_);
    if (end == std::string_view::npos) return std::nullopt;
    std::string_view span = text_.substr(pos_, end - pos_);
    if (c == '(') {
      pos_ = end;
      return json::Value("=" + std::string(span.substr(1, span.size() - 2)));
    }
    json::ParseResult parsed = json::parse(span);
    if (!parsed.ok()) return std::nullopt;
    pos_ = end;
    return std::move(parsed.value);
  }
  // A number ends where its characters do ("3×", "45°"); a literal at a word's end.
  const bool number = c == '-' || (c >= '0' && c <= '9');
  std::size_t end = pos_;
  while (end < text_.size() &&
         (number ? std::string_view("0123456789+-.eE").find(text_[end]) != std::string_view::npos
                 : !ends_word(text_[end]))) {
    ++end;
  }
  std::optional<json::Value> scalar = json_scalar(text_.substr(pos_, end - pos_));
  if (scalar) pos_ = end;
  return scalar;
}

std::optional<json::Value> Scanner::word() {
  if (at_end()) return std::nullopt;
  const char c = text_[pos_];
  if (c == '(' || c == '"' || c == '[' || c == '{') return value();
  const std::size_t start = pos_;
  std::string token = bare_word();
  if (token.empty()) return std::nullopt;
  if (std::optional<json::Value> scalar = json_scalar(token)) return scalar;
  (void)start;
  return json::Value(std::move(token));
}

std::string Scanner::bare_word() {
  const std::size_t start = pos_;
  while (pos_ < text_.size() && !ends_word(text_[pos_]))
    ++pos_;
  return std::string(text_.substr(start, pos_ - start));
}

std::string_view Scanner::until(std::string_view stop) {
  const std::size_t start = pos_;
  while (pos_ < text_.size() && !text_.substr(pos_).starts_with(stop)) {
    const char c = text_[pos_];
    if (c == '"' || c == '(' || c == '[' || c == '{') {
      const std::size_t end = span_end(pos_);
      if (end == std::string_view::npos) {
        pos_ = text_.size();
        break;
      }
      pos_ = end;
    } else {
      ++pos_;
    }
  }
  return text_.substr(start, pos_ - start);
}

LineError Scanner::error(std::string message, std::string hint) const {
  return LineError{pos_, std::move(message), std::move(hint)};
}

}  // namespace jt::screenplay
