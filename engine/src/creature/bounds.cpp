// `creature bounds PATH`: what the schema enforces for one field, read from the tree that enforces
// it (the contract's bounds(path)).
#include <string>

#include "jt/creature/schema.h"

namespace jt::creature {
namespace {

const char* kind_name(NodeKind kind) {
  switch (kind) {
    case NodeKind::kLiteral:
      return "literal";
    case NodeKind::kChoice:
      return "choice";
    case NodeKind::kNumber:
      return "number";
    case NodeKind::kString:
      return "string";
    case NodeKind::kObject:
      return "object";
    case NodeKind::kRecord:
      return "record";
    case NodeKind::kArray:
      return "array";
  }
  return "";
}

json::Value describe(const Node& node) {
  json::Object out;
  out.set("kind", kind_name(node.kind));
  switch (node.kind) {
    case NodeKind::kNumber:
      out.set("min", node.min);
      out.set("max", node.max);
      out.set("integer", node.integer);
      break;
    case NodeKind::kString: {
      out.set("minLength", node.min_length);
      out.set("maxLength", node.max_length);
      const std::string_view pattern = pattern_source(node.pattern);
      out.set("pattern", pattern.empty() ? json::Value() : json::Value(pattern));
      out.set("blankAllowed", node.blank_allowed);
      break;
    }
    case NodeKind::kChoice: {
      json::Array values;
      for (std::string_view v : node.values)
        values.emplace_back(v);
      out.set("values", std::move(values));
      break;
    }
    case NodeKind::kLiteral:
      out.set("value", node.literal);
      break;
    case NodeKind::kObject: {
      json::Array fields;
      for (const Field& f : node.fields)
        fields.emplace_back(f.name);
      out.set("fields", std::move(fields));
      break;
    }
    case NodeKind::kRecord:
      out.set("minEntries", node.min_entries);
      out.set("maxEntries", node.max_entries);
      out.set("keyPattern", pattern_source(Pattern::kId));
      break;
    case NodeKind::kArray:
      out.set("maxLength", node.max_entries);
      break;
  }
  out.set("nullable", node.nullable);
  return out;
}

}  // namespace

std::optional<json::Value> field_bounds(std::string_view path) {
  if (path.empty()) return std::nullopt;
  std::string spelled;
  for (std::size_t i = 0; i < path.size(); ++i) {
    if (path.substr(i, 2) == "[]") {
      spelled += ".[]";
      ++i;
    } else {
      spelled += path[i];
    }
  }
  const Node* node = &descriptor_schema();
  std::size_t start = 0;
  while (true) {
    const std::size_t dot = spelled.find('.', start);
    const std::string segment =
        spelled.substr(start, dot == std::string::npos ? std::string::npos : dot - start);
    const Node* next = nullptr;
    if (node->kind == NodeKind::kObject) {
      for (const Field& f : node->fields) {
        if (f.name == segment) next = f.node;
      }
    } else if (node->kind == NodeKind::kRecord && segment == "*") {
      next = node->item;
    } else if (node->kind == NodeKind::kArray && segment == "[]") {
      next = node->item;
    }
    if (next == nullptr) return std::nullopt;
    node = next;
    if (dot == std::string::npos) break;
    start = dot + 1;
  }
  return describe(*node);
}

}  // namespace jt::creature
