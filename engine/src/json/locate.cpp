#include "jt/json/locate.h"

#include <algorithm>
#include <unordered_set>

#include "json/string_scan.h"
#include "jt/diagnostic.h"

namespace jt::json {
namespace {

constexpr std::string_view kUtf8ByteOrderMark = "\xEF\xBB\xBF";

// Walks a document that is known to parse, building the pointer of each value as it goes (one
// buffer, grown and cut back), and noting where the wanted ones start. The nesting was bounded
// when the document was parsed; the walk recurses no deeper than that.
class Walker {
 public:
  Walker(std::string_view text, const std::unordered_set<std::string>& wanted,
         std::size_t key_wanted = std::string_view::npos)
      : text_(text), wanted_(wanted), key_wanted_(key_wanted) {}

  std::map<std::string, std::size_t> walk() {
    skip_space();
    value();
    return std::move(found_);
  }

  // The pointer of the member whose key starts at `key_wanted`, after walk().
  const std::string& key_pointer() const { return key_pointer_; }

 private:
  void value() {
    if (wanted_.contains(pointer_)) found_[pointer_] = pos_;
    if (pos_ >= text_.size()) return;
    const char c = text_[pos_];
    if (c == '{') {
      members();
    } else if (c == '[') {
      elements();
    } else if (c == '"') {
      pos_ = string_end(pos_);
    } else {
      while (pos_ < text_.size() &&
             std::string_view(",]} \t\r\n").find(text_[pos_]) == std::string_view::npos) {
        ++pos_;
      }
    }
  }

  void members() {
    ++pos_;  // '{'
    skip_space();
    while (pos_ < text_.size() && text_[pos_] == '"') {
      std::string key;
      const std::size_t key_start = pos_;
      const detail::StringScan scan = detail::scan_string(text_, pos_, key);
      pos_ = scan.end;
      skip_space();
      ++pos_;  // ':'
      skip_space();
      const std::size_t length = pointer_.size();
      pointer_ = pointer_append(pointer_, key);
      if (key_start == key_wanted_) key_pointer_ = pointer_;
      value();
      pointer_.resize(length);
      skip_comma();
    }
    ++pos_;  // '}'
  }

  void elements() {
    ++pos_;  // '['
    skip_space();
    for (std::size_t index = 0; pos_ < text_.size() && text_[pos_] != ']'; ++index) {
      const std::size_t length = pointer_.size();
      pointer_ += '/';
      pointer_ += std::to_string(index);
      value();
      pointer_.resize(length);
      skip_comma();
    }
    ++pos_;  // ']'
  }

  // Past the white space after a value and the comma that may follow it.
  void skip_comma() {
    skip_space();
    if (pos_ < text_.size() && text_[pos_] == ',') {
      ++pos_;
      skip_space();
    }
  }

  std::size_t string_end(std::size_t quote) const {
    std::size_t i = quote + 1;
    while (i < text_.size() && text_[i] != '"')
      i += text_[i] == '\\' ? 2 : 1;
    return std::min(i + 1, text_.size());
  }

  void skip_space() {
    while (pos_ < text_.size() &&
           std::string_view(" \t\r\n").find(text_[pos_]) != std::string_view::npos) {
      ++pos_;
    }
  }

  std::string_view text_;
  const std::unordered_set<std::string>& wanted_;
  std::size_t key_wanted_;
  std::string key_pointer_;
  std::size_t pos_ = 0;
  std::string pointer_;
  std::map<std::string, std::size_t> found_;
};

}  // namespace

std::map<std::string, TextPosition> locate(std::string_view text,
                                           const std::vector<std::string>& pointers) {
  if (text.starts_with(kUtf8ByteOrderMark)) text.remove_prefix(kUtf8ByteOrderMark.size());
  // Each pointer and the objects and arrays that hold it: a pointer to a member that is not there
  // ("missing \"kind\"" at /kind) is shown where the object it belongs in starts.
  std::unordered_set<std::string> wanted;
  for (const std::string& pointer : pointers) {
    for (std::size_t end = pointer.size();; end = pointer.rfind('/', end - 1)) {
      wanted.insert(pointer.substr(0, end));
      if (end == 0 || end == std::string::npos) break;
    }
  }
  const std::map<std::string, std::size_t> found = Walker(text, wanted).walk();
  std::vector<std::pair<std::size_t, std::string>> by_offset;
  for (const std::string& pointer : pointers) {
    for (std::size_t end = pointer.size();; end = pointer.rfind('/', end - 1)) {
      if (auto at = found.find(pointer.substr(0, end)); at != found.end()) {
        by_offset.emplace_back(at->second, pointer);
        break;
      }
      if (end == 0 || end == std::string::npos) break;
    }
  }
  std::sort(by_offset.begin(), by_offset.end());
  // Lines counted in one sweep, as line_column() counts them ('\n' ends a line).
  std::map<std::string, TextPosition> out;
  std::size_t pos = 0, line_start = 0;
  int line = 1;
  for (auto& [offset, pointer] : by_offset) {
    for (; pos < offset; ++pos) {
      if (text[pos] == '\n') {
        ++line;
        line_start = pos + 1;
      }
    }
    out[std::move(pointer)] = {line, static_cast<int>(offset - line_start) + 1};
  }
  return out;
}

std::string pointer_of_key(std::string_view text, std::size_t key_offset) {
  const std::unordered_set<std::string> none;
  Walker walker(text, none, key_offset);
  walker.walk();
  return walker.key_pointer();
}

}  // namespace jt::json
