// Finding a field in a JSON Schema by a dotted path, and fields by a word (docs/CLI.md "schema"):
// what `jabbertoon schema program.scripts` and `schema --search WORD` print. Plain JSON walking.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "jt/json/value.h"

namespace jt::json {

struct SchemaLookup {
  const Value* found = nullptr;  // the field's schema (its $ref followed), null when not found
  std::string error;             // what was not found, when not found
  std::string hint;              // the names there are at that step (the nearest first)
};

// The field at `path` ("scripts", "sayBlock.text", "cast"): each dot-separated step is a property
// of the schema reached so far (its array items' too, and those its if/then cases add), else a
// definition of the root's $defs; a $ref is followed before each step and at the end.
SchemaLookup look_up_field(const Value& root, std::string_view path);

struct SchemaMatch {
  std::string path;         // as look_up_field takes it: "sayBlock.text"
  std::string description;  // the field's description, or empty
};

// Every property and definition whose name or description holds `word` (letters compared
// without case), in the schema's order: the root's properties, then each definition and its
// properties (nested objects' properties too).
std::vector<SchemaMatch> search_fields(const Value& root, std::string_view word);

}  // namespace jt::json
