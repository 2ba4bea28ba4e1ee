#include "jt/json/layout.h"

#include <cmath>

#include "json/string_escape.h"
#include "jt/json/key_order.h"
#include "jt/json/number.h"

namespace jt::json {
namespace {

class LaidOutWriter {
 public:
  explicit LaidOutWriter(std::size_t width) : width_(width) {}

  std::string take(const Value& value) {
    write(value, 0, 0);
    out_ += '\n';
    return std::move(out_);
  }

 private:
  // A scalar as JSON.stringify writes it (NaN and the infinities as null).
  void append_scalar(std::string& out, const Value& value) const {
    switch (value.type()) {
      case Type::kBool:
        out += value.as_bool() ? "true" : "false";
        return;
      case Type::kNumber:
        out += std::isfinite(value.as_number()) ? format_number(value.as_number()) : "null";
        return;
      case Type::kString:
        detail::append_quoted(out, value.as_string());
        return;
      default:
        out += "null";
        return;  // containers never reach here
    }
  }

  // Appends `value` on one line to `line`, giving up (false) as soon as the line is longer than
  // `most`: the work for a container too long to fit is bounded by the width, not its size.
  bool append_inline(std::string& line, const Value& value, std::size_t most) const {
    if (value.is_array()) {
      line += '[';
      bool first = true;
      for (const Value& element : value.as_array()) {
        if (!first) line += ", ";
        first = false;
        if (line.size() > most || !append_inline(line, element, most)) return false;
      }
      line += ']';
    } else if (value.is_object()) {
      line += '{';
      bool first = true;
      for (const Member* member : js_key_order(value.as_object())) {
        if (!first) line += ", ";
        first = false;
        detail::append_quoted(line, member->key);
        line += ": ";
        if (line.size() > most || !append_inline(line, member->value, most)) return false;
      }
      line += '}';
    } else {
      append_scalar(line, value);
    }
    return line.size() <= most;
  }

  // Writes `value` at `indent` levels, `used` columns of its line already taken (the key's).
  void write(const Value& value, std::size_t indent, std::size_t used) {
    const bool container = value.is_array() || value.is_object();
    if (!container) {
      append_scalar(out_, value);
      return;
    }
    // ",": the one character after it on the line when it is not the last element.
    const std::size_t room = width_ > used + 1 ? width_ - used - 1 : 0;
    std::string line;
    if (append_inline(line, value, room)) {
      out_ += line;
      return;
    }
    const std::string inner(2 * (indent + 1), ' ');
    if (value.is_array()) {
      out_ += '[';
      bool first = true;
      for (const Value& element : value.as_array()) {
        out_ += first ? "\n" : ",\n";
        first = false;
        out_ += inner;
        write(element, indent + 1, inner.size());
      }
      out_ += '\n' + std::string(2 * indent, ' ') + ']';
      return;
    }
    out_ += '{';
    bool first = true;
    for (const Member* member : js_key_order(value.as_object())) {
      out_ += first ? "\n" : ",\n";
      first = false;
      const std::size_t start = out_.size();
      out_ += inner;
      detail::append_quoted(out_, member->key);
      out_ += ": ";
      write(member->value, indent + 1, out_.size() - start);
    }
    out_ += '\n' + std::string(2 * indent, ' ') + '}';
  }

  std::size_t width_;
  std::string out_;
};

}  // namespace

std::string write_laid_out(const Value& value, std::size_t width) {
  return LaidOutWriter(width).take(value);
}

}  // namespace jt::json
