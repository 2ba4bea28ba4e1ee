#include "creature/schema_read.h"

#include <algorithm>
#include <cmath>

#include "json/utf8.h"
#include "jt/diagnostic_codes.h"
#include "jt/json/number.h"
#include "jt/json/write.h"
#include "jt/nearest_name.h"

namespace jt::creature::detail {
namespace {

std::string got(const json::Value& value) {
  switch (value.type()) {
    case json::Type::kNull:
      return "got null";
    case json::Type::kBool:
      return value.as_bool() ? "got true" : "got false";
    case json::Type::kNumber:
      return "got " + json::format_number(value.as_number());
    case json::Type::kString: {
      const std::string& s = value.as_string();
      return "got " +
             json::write_compact(s.size() > 40 ? json::Value(s.substr(0, 40) + "...") : value);
    }
    case json::Type::kArray:
      return "got an array";
    case json::Type::kObject:
      return "got an object";
  }
  return {};
}

std::string child_field(const std::string& field, std::string_view name) {
  return field.empty() ? std::string(name) : field + "." + std::string(name);
}

std::string list(const std::vector<std::string_view>& words) {
  std::string out;
  for (std::string_view w : words)
    out += (out.empty() ? "" : ", ") + std::string(w);
  return out;
}

bool js_white_space(char16_t c) {
  return c == 0x09 || c == 0x0A || c == 0x0B || c == 0x0C || c == 0x0D || c == 0x20 || c == 0xA0 ||
         c == 0x1680 || (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 || c == 0x202F ||
         c == 0x205F || c == 0x3000 || c == 0xFEFF;
}

}  // namespace

std::string bound_text(const Node& node) {
  switch (node.kind) {
    case NodeKind::kNumber:
      return "must be between " + json::format_number(node.min) + " and " +
             json::format_number(node.max);
    case NodeKind::kString:
      return "must contain " + std::to_string(node.min_length) + " to " +
             std::to_string(node.max_length) + " characters";
    case NodeKind::kChoice:
      return "must be one of " + list(node.values);
    case NodeKind::kLiteral:
      return "must equal " + json::format_number(node.literal);
    default:
      return {};
  }
}

bool is_blank(const std::string& text) {
  const std::u16string units = json::detail::to_utf16(text);
  return std::all_of(units.begin(), units.end(), js_white_space);
}

std::size_t utf16_length(const std::string& text) {
  std::size_t units = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto byte = static_cast<unsigned char>(text[i]);
    if ((byte & 0xC0) != 0x80) units += byte >= 0xF0 ? 2 : 1;  // a 4-byte form is a pair
  }
  return units;
}

std::string bounds_hint(const std::string& field) {
  return "`jabbertoon creature bounds " + field + "` describes this field";
}

void SchemaReader::error(Code code, const std::string& pointer, std::string message,
                         std::string hint) {
  errors_.push_back({.code = code,
                     .file = file_,
                     .path = pointer,
                     .message = std::move(message),
                     .hint = std::move(hint)});
}

json::Value SchemaReader::read(const Node& node, const json::Value& value,
                               const std::string& pointer, const std::string& field) {
  if (node.nullable && value.is_null()) return nullptr;
  switch (node.kind) {
    case NodeKind::kLiteral:
      if (!value.is_number() || value.as_number() != node.literal) {
        error(Code::kUnknownVersion, pointer, bound_text(node) + ", " + got(value),
              "schema version 1 is the only one; write " + json::format_number(node.literal));
      }
      return node.literal;
    case NodeKind::kChoice:
      if (!value.is_string() || std::find(node.values.begin(), node.values.end(),
                                          value.as_string()) == node.values.end()) {
        std::string hint = bounds_hint(field);
        if (value.is_string()) {
          if (auto near = nearest_name(value.as_string(), node.values)) {
            hint = "did you mean \"" + std::string(*near) + "\"?";
          }
        }
        if (node.nullable) hint += "; null is allowed too";
        error(Code::kUnknownValue, pointer, bound_text(node) + ", " + got(value), hint);
        return nullptr;
      }
      return value;
    case NodeKind::kNumber:
      return read_number(node, value, pointer, field);
    case NodeKind::kString:
      return read_string(node, value, pointer, field);
    case NodeKind::kObject:
      return read_object(node, value, pointer, field);
    case NodeKind::kRecord:
      return read_record(node, value, pointer, field);
    case NodeKind::kArray:
      return read_array(node, value, pointer, field);
  }
  return nullptr;
}

json::Value SchemaReader::read_number(const Node& node, const json::Value& value,
                                      const std::string& pointer, const std::string& field) {
  // Appended piece by piece: GCC 12 warns (-Wrestrict, a false alarm) on "a" + std::string(...).
  std::string range = node.integer ? "an integer" : "a number";
  range.append(" from ").append(json::format_number(node.min)).append(" to ");
  range.append(json::format_number(node.max)).append(node.nullable ? ", or null" : "");
  if (!value.is_number() || !std::isfinite(value.as_number())) {
    error(Code::kWrongType, pointer, "must be a finite number, " + got(value),
          range + "; " + bounds_hint(field));
    return nullptr;
  }
  const double v = value.as_number();
  if (node.integer && std::floor(v) != v) {
    error(Code::kWrongType, pointer, "must be an integer, " + got(value), range);
    return nullptr;
  }
  if (v < node.min || v > node.max) {
    error(Code::kOutOfRange, pointer, bound_text(node) + ", " + got(value), range);
    return nullptr;
  }
  return v == 0 ? 0.0 : v;  // -0 becomes 0
}

json::Value SchemaReader::read_string(const Node& node, const json::Value& value,
                                      const std::string& pointer, const std::string& field) {
  if (!value.is_string()) {
    error(Code::kWrongType, pointer, "must be a string, " + got(value), bounds_hint(field));
    return nullptr;
  }
  const std::string& s = value.as_string();
  const std::size_t length = utf16_length(s);
  if (length < static_cast<std::size_t>(node.min_length) ||
      length > static_cast<std::size_t>(node.max_length)) {
    error(Code::kOutOfRange, pointer, bound_text(node) + ", got " + std::to_string(length),
          bounds_hint(field));
    return nullptr;
  }
  if (!matches(node.pattern, s)) {
    error(Code::kBadValue, pointer, "contains characters that are not allowed, " + got(value),
          "it must match " + std::string(pattern_source(node.pattern)) +
              (node.pattern == Pattern::kId
                   ? ": a letter, then letters, digits, '_' or '-'"
                   : ": lower-case letters, digits and '-', not starting with '-'"));
    return nullptr;
  }
  if (!node.blank_allowed && is_blank(s)) {
    error(Code::kBadValue, pointer, "must not be blank", "write something other than white space");
    return nullptr;
  }
  return value;
}

json::Value SchemaReader::read_object(const Node& node, const json::Value& value,
                                      const std::string& pointer, const std::string& field) {
  if (!value.is_object()) {
    error(Code::kWrongType, pointer, "must be an object, " + got(value), bounds_hint(field));
    return nullptr;
  }
  std::vector<std::string_view> names;
  for (const Field& f : node.fields)
    names.push_back(f.name);
  for (const json::Member& member : value.as_object()) {
    if (std::find(names.begin(), names.end(), member.key) != names.end()) continue;
    std::string hint = "the fields here are " + list(names);
    if (auto near = nearest_name(member.key, names)) {
      hint = "did you mean \"" + std::string(*near) + "\"? " + hint;
    }
    error(Code::kUnknownField, pointer_append(pointer, member.key), "is unknown", hint);
  }
  json::Object out;
  for (const Field& f : node.fields) {
    const std::string at = pointer_append(pointer, std::string(f.name));
    const std::string name = child_field(field, f.name);
    const json::Value* member = value.as_object().find(f.name);
    if (member == nullptr) {
      error(Code::kMissingField, at, "is required",
            "every field of schema v1 is required; " + bounds_hint(name));
      out.append_unchecked(std::string(f.name), nullptr);
      continue;
    }
    out.append_unchecked(std::string(f.name), read(*f.node, *member, at, name));
  }
  return out;
}

json::Value SchemaReader::read_record(const Node& node, const json::Value& value,
                                      const std::string& pointer, const std::string& field) {
  if (!value.is_object()) {
    error(Code::kWrongType, pointer, "must be an object, " + got(value), bounds_hint(field));
    return nullptr;
  }
  const json::Object& entries = value.as_object();
  if (entries.size() < static_cast<std::size_t>(node.min_entries) ||
      entries.size() > static_cast<std::size_t>(node.max_entries)) {
    error(Code::kOutOfRange, pointer,
          "must contain " + std::to_string(node.min_entries) + " to " +
              std::to_string(node.max_entries) + " definitions, got " +
              std::to_string(entries.size()),
          bounds_hint(field));
    return nullptr;
  }
  std::vector<const json::Member*> sorted;
  for (const json::Member& m : entries)
    sorted.push_back(&m);
  std::ranges::sort(sorted, [](const json::Member* a, const json::Member* b) {
    return json::detail::to_utf16(a->key) < json::detail::to_utf16(b->key);
  });
  json::Object out;
  for (const json::Member* m : sorted) {
    const std::string at = pointer_append(pointer, m->key);
    if (!matches(Pattern::kId, m->key)) {
      error(Code::kBadValue, at, "has an invalid id",
            "an id matches " + std::string(pattern_source(Pattern::kId)) +
                ": a letter, then up to 63 letters, digits, '_' or '-'");
      continue;
    }
    out.append_unchecked(m->key, read(*node.item, m->value, at, field + ".*"));
  }
  return out;
}

json::Value SchemaReader::read_array(const Node& node, const json::Value& value,
                                     const std::string& pointer, const std::string& field) {
  if (!value.is_array()) {
    error(Code::kWrongType, pointer, "must be an array, " + got(value), bounds_hint(field));
    return nullptr;
  }
  const json::Array& items = value.as_array();
  if (items.size() > static_cast<std::size_t>(node.max_entries)) {
    error(Code::kLimitExceeded, pointer,
          "must contain at most " + std::to_string(node.max_entries) + " entries, got " +
              std::to_string(items.size()),
          bounds_hint(field));
    return nullptr;
  }
  json::Array out;
  out.reserve(items.size());
  for (std::size_t i = 0; i < items.size(); ++i) {
    out.push_back(read(*node.item, items[i], pointer_append(pointer, i), field + "[]"));
  }
  return out;
}

}  // namespace jt::creature::detail
