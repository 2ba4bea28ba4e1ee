#include "jt/json/write.h"

#include <cmath>
#include <cstddef>
#include <vector>

#include "json/string_escape.h"
#include "jt/diagnostic_codes.h"
#include "jt/json/number.h"

namespace jt::json {
namespace {

enum class Style { kCanonical, kCompact, kReadable };

// Writes a value with an explicit stack of open containers instead of recursion (see write.h).
class Writer {
 public:
  explicit Writer(Style style) : style_(style) {}

  // False when canonical JSON meets a number it cannot hold; bad_number() and bad_pointer() then
  // say which and where.
  bool write(const Value& root) {
    if (!begin(root)) return false;
    while (!open_.empty()) {
      Frame& frame = open_.back();
      if (frame.next == frame.size()) {
        const char close = frame.container->is_array() ? ']' : '}';
        open_.pop_back();
        new_line();
        out_ += close;
        continue;
      }
      if (frame.next > 0) out_ += ',';
      new_line();
      if (!begin(next_child(frame))) return false;
    }
    return true;
  }

  std::string take_text() { return std::move(out_); }
  double bad_number() const { return bad_number_; }

  std::string bad_pointer() const {
    std::string pointer;
    for (const Frame& frame : open_) {
      const std::size_t index = frame.next - 1;
      pointer = frame.container->is_array() ? pointer_append(pointer, index)
                                            : pointer_append(pointer, frame.members[index]->key);
    }
    return pointer;
  }

 private:
  struct Frame {
    const Value* container;
    std::vector<const Member*> members;  // objects only, in the order they are written
    std::size_t next = 0;

    std::size_t size() const {
      return container->is_array() ? container->as_array().size() : members.size();
    }
  };

  // Moves past the frame's next child and returns it; for an object, writes its key first.
  const Value& next_child(Frame& frame) {
    const std::size_t index = frame.next++;
    if (frame.container->is_array()) return frame.container->as_array()[index];
    const Member& member = *frame.members[index];
    detail::append_quoted(out_, member.key);
    out_ += style_ == Style::kReadable ? ": " : ":";
    return member.value;
  }

  // Writes a scalar or an empty container whole, or opens a container and pushes its frame.
  bool begin(const Value& value) {
    switch (value.type()) {
      case Type::kNull:
        out_ += "null";
        return true;
      case Type::kBool:
        out_ += value.as_bool() ? "true" : "false";
        return true;
      case Type::kNumber:
        return write_number(value.as_number());
      case Type::kString:
        detail::append_quoted(out_, value.as_string());
        return true;
      case Type::kArray:
        if (value.as_array().empty()) {
          out_ += "[]";
        } else {
          out_ += '[';
          open_.push_back(Frame{&value, {}});
        }
        return true;
      case Type::kObject:
        if (value.as_object().empty()) {
          out_ += "{}";
        } else {
          out_ += '{';
          open_.push_back(Frame{&value, style_ == Style::kCanonical
                                            ? canonical_key_order(value.as_object())
                                            : js_key_order(value.as_object())});
        }
        return true;
    }
    return true;
  }

  bool write_number(double number) {
    if (std::isfinite(number)) {
      out_ += format_number(number);
      return true;
    }
    if (style_ == Style::kCanonical) {
      bad_number_ = number;
      return false;
    }
    out_ += "null";  // as JSON.stringify writes NaN and ±Infinity
    return true;
  }

  // JSON.stringify(v, null, 2) puts every element and closing bracket on its own line, indented
  // two spaces per open container.
  void new_line() {
    if (style_ != Style::kReadable) return;
    out_ += '\n';
    out_.append(2 * open_.size(), ' ');
  }

  Style style_;
  std::string out_;
  std::vector<Frame> open_;
  double bad_number_ = 0;
};

std::string write_infallible(const Value& value, Style style) {
  Writer writer(style);
  writer.write(value);  // only canonical JSON can fail
  return writer.take_text();
}

}  // namespace

WriteResult write_canonical(const Value& value) {
  Writer writer(Style::kCanonical);
  if (writer.write(value)) return {writer.take_text(), std::nullopt};
  return {{},
          Diagnostic{
              .code = Code::kOutOfRange,
              .path = writer.bad_pointer(),
              .message = "expected a finite number, got " + format_number(writer.bad_number()),
              .hint = "canonical JSON (pack content hashes, share codes) has no NaN or Infinity"}};
}

std::string write_compact(const Value& value) {
  return write_infallible(value, Style::kCompact);
}

std::string write_readable(const Value& value) {
  return write_infallible(value, Style::kReadable);
}

}  // namespace jt::json
