// The creature descriptor's schema v1 as data (docs/CREATURES.md): one tree of nodes, each with
// its bounds, that the reader checks against, `creature bounds` describes and `creature scale`
// resizes by. Nothing here is a second copy of a bound: every check reads it from this tree.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "jt/json/value.h"

namespace jt::creature {

enum class NodeKind { kLiteral, kChoice, kNumber, kString, kObject, kRecord, kArray };

// The whole-string patterns of schema v1.
enum class Pattern { kNone, kId, kName };

struct Node;

struct Field {
  std::string_view name;
  const Node* node;
};

struct Node {
  NodeKind kind = NodeKind::kNumber;
  bool nullable = false;
  // number: [min, max], integer or real; `length_exponent` is +1 for a length in px (×K when
  // resized), -1 for a quantity per px (÷K), 0 for a ratio, an angle or a count.
  double min = 0, max = 0;
  bool integer = false;
  int length_exponent = 0;
  // string: length in UTF-16 code units, a pattern, whether a blank string is let through
  int min_length = 0, max_length = 0;
  Pattern pattern = Pattern::kNone;
  bool blank_allowed = true;
  // literal: the one value
  double literal = 0;
  // choice: the values
  std::vector<std::string_view> values;
  // object: its fields in canonical order
  std::vector<Field> fields;
  // record (entries keyed by an id) and array: what each entry is, and how many there may be
  const Node* item = nullptr;
  int min_entries = 0, max_entries = 0;
};

// The root of schema v1 (built once, never changed).
const Node& descriptor_schema();

// The regular expression of a pattern as the contract writes it ("^[A-Za-z][A-Za-z0-9_-]{0,63}$").
std::string_view pattern_source(Pattern pattern);
// Whether `text` (ASCII-tested; any other byte fails) matches the whole pattern.
bool matches(Pattern pattern, std::string_view text);

// Every record holds at most this many definitions.
inline constexpr int kMaxRecordEntries = 256;

// Schema v1 as a JSON Schema (2020-12), written from the tree: what schemas/creature.schema.json
// ships (`jabbertoon schema creature`), every field required, no other allowed, each bound the
// reader's. The cross-field rules are the reader's only.
json::Value descriptor_json_schema();

// A field's bounds as `creature bounds PATH` prints them, or nothing when PATH is not a field:
// dots between names, `[]` for an array's item, `*` for a record's entry ("legs.pairs",
// "chain.skin.ornaments[].side", "definitions.paints.*.stroke.width").
std::optional<json::Value> field_bounds(std::string_view path);

}  // namespace jt::creature
