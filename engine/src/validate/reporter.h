// Where the checks of one file put what they find: errors and warnings with the file's name and
// a JSON pointer, the pointer under a prefix (a program inside a pack is at "/content").
#pragma once

#include <algorithm>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "jt/diagnostic.h"
#include "jt/json/value.h"

namespace jt::validate {

// The JSON pointer of member `key` of the value at `path`.
inline std::string member(const std::string& path, std::string_view key) {
  return pointer_append(path, std::string(key));
}

inline bool is_one_of(std::string_view word, std::span<const std::string_view> words) {
  return std::ranges::find(words, word) != words.end();
}

// A colour as written in a look or a character: "#rgb" or "#rrggbb".
inline bool is_colour(const json::Value& v) {
  if (!v.is_string()) return false;
  const std::string& s = v.as_string();
  return (s.size() == 4 || s.size() == 7) && s[0] == '#' &&
         std::all_of(s.begin() + 1, s.end(), [](char c) {
           return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
         });
}

class Reporter {
 public:
  Reporter(std::string file, std::vector<Diagnostic>& out, std::string prefix = {})
      : file_(std::move(file)), out_(out), prefix_(std::move(prefix)) {}

  // The same file and list, pointers under `pointer` as well.
  Reporter nested(const std::string& pointer) const { return {file_, out_, prefix_ + pointer}; }

  void error(Code code, const std::string& path, std::string message, std::string hint = {});
  void warning(Code code, const std::string& path, std::string message, std::string hint = {});
  // Diagnostics found by another check of the same document, their pointers put under the prefix.
  void add(std::vector<Diagnostic> diagnostics);

  const std::string& file() const { return file_; }

 private:
  std::string file_;
  std::vector<Diagnostic>& out_;
  std::string prefix_;
};

// "\"text\"" as JSON writes a string, for quoting what the user wrote.
std::string quote(std::string_view text);

// "unknown op "hopp": did you mean "hop"?" (the question only when a candidate is near).
std::string unknown(std::string_view what, std::string_view name,
                    std::span<const std::string_view> candidates);

// "a, b and c" for a hint that lists what is allowed.
std::string list_of(std::span<const std::string_view> names);

// A short description of a value for "expected X, got Y": "the string \"x\"", "a number", ...
std::string describe(const json::Value& value);

}  // namespace jt::validate
