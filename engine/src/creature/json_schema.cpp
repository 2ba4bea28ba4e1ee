// Schema v1 written as a JSON Schema (2020-12), node by node from the tree the reader checks
// against (schema.cpp), so the shipped schemas/creature.schema.json never holds a second copy of
// a bound: a test compares the file with this.
#include "jt/creature/schema.h"
#include "jt/json/number.h"

namespace jt::creature {
namespace {

std::string range(const Node& n) {
  return json::format_number(n.min) + " to " + json::format_number(n.max);
}

// What a node's value is, in words: the description a JSON Schema editor shows.
std::string describe(const Node& n) {
  switch (n.kind) {
    case NodeKind::kNumber: {
      std::string text = (n.integer ? "a whole number from " : "a number from ") + range(n);
      if (n.length_exponent > 0) text += ", in world px (×K when resized)";
      if (n.length_exponent < 0) text += ", per world px (÷K when resized)";
      return text;
    }
    case NodeKind::kString:
      return std::string(n.pattern == Pattern::kId     ? "an id (of a definition)"
                         : n.pattern == Pattern::kName ? "a lowercase slug"
                                                       : "text") +
             (n.blank_allowed ? "" : ", not blank");
    default:
      return {};
  }
}

json::Value schema_of(const Node& n) {
  json::Object s;
  switch (n.kind) {
    case NodeKind::kLiteral:
      s.set("const", n.literal);
      break;
    case NodeKind::kChoice: {
      json::Array values;
      for (std::string_view v : n.values)
        values.emplace_back(std::string(v));
      s.set("enum", std::move(values));
      break;
    }
    case NodeKind::kNumber:
      s.set("type", n.integer ? "integer" : "number");
      s.set("minimum", n.min);
      s.set("maximum", n.max);
      break;
    case NodeKind::kString:
      s.set("type", "string");
      s.set("minLength", n.min_length);
      s.set("maxLength", n.max_length);
      if (n.pattern != Pattern::kNone) {
        s.set("pattern", std::string(pattern_source(n.pattern)));
      } else if (!n.blank_allowed) {
        s.set("pattern", "\\S");  // something other than white space
      }
      break;
    case NodeKind::kObject: {
      s.set("type", "object");
      json::Object properties;
      json::Array required;
      for (const Field& f : n.fields) {
        properties.set(std::string(f.name), schema_of(*f.node));
        required.emplace_back(std::string(f.name));
      }
      s.set("properties", std::move(properties));
      s.set("required", std::move(required));
      s.set("additionalProperties", false);
      break;
    }
    case NodeKind::kRecord: {
      s.set("type", "object");
      json::Object names;
      names.set("pattern", std::string(pattern_source(Pattern::kId)));
      s.set("propertyNames", std::move(names));
      s.set("minProperties", n.min_entries);
      s.set("maxProperties", n.max_entries);
      s.set("additionalProperties", schema_of(*n.item));
      break;
    }
    case NodeKind::kArray:
      s.set("type", "array");
      s.set("maxItems", n.max_entries);
      s.set("items", schema_of(*n.item));
      break;
  }
  const std::string text = describe(n);
  if (!text.empty()) s.set("description", text);
  if (!n.nullable) return s;
  json::Object null_type;
  null_type.set("type", "null");
  json::Object either;
  either.set("anyOf", json::Array{json::Value(std::move(null_type)), json::Value(std::move(s))});
  return either;
}

}  // namespace

json::Value descriptor_json_schema() {
  json::Object root;
  root.set("$schema", "https://json-schema.org/draft/2020-12/schema");
  root.set("$id", "https://jabbertoon.com/schemas/creature.schema.json");
  root.set("title", "Jabbertoon creature descriptor (schema v1)");
  root.set("description",
           "A creature descriptor (docs/CREATURES.md), the portable JSON contract of schema v1: "
           "every field required and no other allowed, each number, string, choice, record and "
           "array within the bounds the reader checks (`jabbertoon creature bounds PATH` prints "
           "one). Generated from the reader's schema tree. What JSON Schema cannot say is the "
           "reader's only (`jabbertoon validate`): the cross-field rules (2 to 256 chunks in all, "
           "references to definitions, plates' anchors in scope and unclaimed, gather and "
           "contact amplitudes against their section scales, a gait channel's cyclesPerSecond × "
           "harmonic at most 15, at most 512 ornament instances), colours and SVG paths that "
           "parse, the drawing limits, and string lengths counted in UTF-16 code units (a JSON "
           "Schema counts code points).");
  // The root's own keywords after those; no "$schema" property: the reader refuses every key it
  // does not name, that one too.
  const json::Value own = schema_of(descriptor_schema());
  for (const json::Member& m : own.as_object().members())
    root.set(m.key, m.value);
  return root;
}

}  // namespace jt::creature
