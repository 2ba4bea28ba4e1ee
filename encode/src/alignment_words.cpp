#include "jt/encode/alignment_words.h"

namespace jt::encode {
namespace {

bool word_character(char c) {
  const auto u = static_cast<unsigned char>(c);
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || u >= 0x80;
}

// The UTF-8 punctuation that separates words as ASCII punctuation does: the Latin-1 signs
// (U+00A1..U+00BF: inverted marks, quotes), the General Punctuation block (U+2000..U+206F: dashes,
// curly quotes, the ellipsis, spaces) and the CJK one (U+3000..U+303F). Its length, or 0.
std::size_t punctuation_length(std::string_view rest) {
  const auto b = [&](std::size_t i) { return static_cast<unsigned char>(rest[i]); };
  if (rest.size() >= 2 && b(0) == 0xC2 && b(1) >= 0xA0 && b(1) <= 0xBF) return 2;
  if (rest.size() >= 3 && b(0) == 0xE2 && (b(1) == 0x80 || b(1) == 0x81)) return 3;
  if (rest.size() >= 3 && b(0) == 0xE3 && b(1) == 0x80) return 3;
  return 0;
}

}  // namespace

std::vector<std::string> alignment_words(std::string_view text) {
  std::vector<std::string> words;
  std::string word;
  const auto finish = [&] {
    while (!word.empty() && word.back() == '\'')
      word.pop_back();
    if (!word.empty()) words.push_back(word);
    word.clear();
  };
  constexpr std::string_view kCurly = "\u2019";  // the typographer's apostrophe, as ' (don’t)
  for (std::size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (text.substr(i, kCurly.size()) == kCurly) {
      c = '\'';
      i += kCurly.size() - 1;
    } else if (const std::size_t n = punctuation_length(text.substr(i)); n > 0) {
      c = ' ';
      i += n - 1;
    }
    if (word_character(c)) {
      word += c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
    } else if (c == '\'' && !word.empty()) {
      word += c;  // inside a word ("don't"); a leading or trailing one is a quote
    } else {
      finish();
    }
  }
  finish();
  return words;
}

std::string alignment_grammar(const std::vector<std::string>& tokens) {
  std::string grammar = "#JSGF V1.0;\ngrammar line;\npublic <line> =";
  for (const std::string& t : tokens)
    grammar += " " + t;
  return grammar + " ;\n";
}

}  // namespace jt::encode
