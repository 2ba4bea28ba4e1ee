// Reading a descriptor: the structural read against the schema, then (when every field is in
// bounds) the cross-field rules; and resizing one by a factor.
#include "jt/creature/descriptor.h"

#include "jt/diagnostic_codes.h"

#include <cmath>

#include "creature/descriptor_convert.h"
#include "creature/descriptor_rules.h"
#include "creature/schema_read.h"

namespace jt::creature {
namespace {

// Multiplies every length field of `value` (already read cleanly) by factor^L, in place.
void scale_lengths(const Node& node, json::Value& value, double factor) {
  if (value.is_null()) return;
  switch (node.kind) {
    case NodeKind::kNumber:
      if (node.length_exponent == 1) value = value.as_number() * factor;
      if (node.length_exponent == -1) value = value.as_number() * (1 / factor);
      break;
    case NodeKind::kObject:
      for (const Field& f : node.fields) {
        if (json::Value* member = value.as_object().find(f.name)) {
          scale_lengths(*f.node, *member, factor);
        }
      }
      break;
    case NodeKind::kRecord:
      for (json::Member& m : value.as_object().members())
        scale_lengths(*node.item, m.value, factor);
      break;
    case NodeKind::kArray:
      for (json::Value& item : value.as_array())
        scale_lengths(*node.item, item, factor);
      break;
    default:
      break;
  }
}

}  // namespace

bool looks_like_descriptor(const json::Value& value) {
  return value.is_object() && value.as_object().contains("schemaVersion");
}

ReadResult read_descriptor(const json::Value& value, const std::string& file,
                           const std::string& pointer) {
  ReadResult result;
  detail::SchemaReader reader(file, result.errors);
  json::Value canonical = reader.read(descriptor_schema(), value, pointer, "");
  if (!result.errors.empty()) return result;
  Descriptor descriptor = detail::convert_descriptor(canonical);
  detail::check_rules(descriptor, pointer, reader);
  if (!result.errors.empty()) return result;
  result.descriptor = std::move(descriptor);
  result.canonical = std::move(canonical);
  return result;
}

ReadResult scale_descriptor(const json::Value& value, double factor, const std::string& file) {
  if (!std::isfinite(factor) || !(factor > 0)) {
    ReadResult result;
    result.errors.push_back({.code = Code::kOutOfRange,
                             .file = file,
                             .message = "the scale factor must be a finite number greater than 0",
                             .hint = "as in 2 (twice the size) or 0.5 (half)"});
    return result;
  }
  ReadResult input = read_descriptor(value, file);
  if (!input.descriptor) return input;
  json::Value resized = std::move(input.canonical);
  scale_lengths(descriptor_schema(), resized, factor);
  return read_descriptor(resized, file);
}

}  // namespace jt::creature
