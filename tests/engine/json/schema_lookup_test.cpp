// A JSON Schema's fields by a dotted path and by a word (docs/CLI.md "schema"), on a schema
// written for the test.
#include "jt/json/schema_lookup.h"

#include <gtest/gtest.h>

#include "jt/json/write.h"
#include "support/json_text.h"

namespace jt::json {
namespace {

const Value& schema() {
  static const Value s = test_support::parse_json(R"({
    "properties": {"name": {"type": "string", "description": "the Name"},
                   "items": {"type": "array", "items": {"$ref": "#/$defs/thing"}}},
    "allOf": [{"if": {}, "then": {"properties": {"cast": {"$ref": "#/$defs/cast"}}}}],
    "$defs": {"thing": {"description": "one thing", "properties": {
                          "size": {"type": "number", "description": "how big"},
                          "inner": {"properties": {"deep": {"const": 1}}}}},
              "cast": {"type": "object", "description": "who plays"},
              "loop": {"$ref": "#/$defs/loop"}}})");
  return s;
}

std::string found(std::string_view path) {
  const SchemaLookup r = look_up_field(schema(), path);
  return r.found ? write_compact(*r.found) : "missing: " + r.error + " | " + r.hint;
}

TEST(SchemaLookup, FollowsPropertiesItemsCasesAndDefinitions) {
  EXPECT_EQ(found("name"), R"({"type":"string","description":"the Name"})");
  EXPECT_EQ(found("items.size"), R"({"type":"number","description":"how big"})");  // items'
  EXPECT_EQ(found("cast"), R"({"type":"object","description":"who plays"})");      // a case's, $ref
  EXPECT_EQ(found("thing.inner.deep"), R"({"const":1})");                          // a definition
}

TEST(SchemaLookup, AMissingFieldSaysWhereAndTheNearest) {
  EXPECT_EQ(found("thing.sise"), R"(missing: no field "sise" in thing | did you mean "size"?)");
  EXPECT_EQ(found("nothing"), R"(missing: no field "nothing" | did you mean "thing"?)");
  EXPECT_EQ(found("qqqqqqqq"), R"(missing: no field "qqqqqqqq" | )");
}

TEST(SchemaLookup, ARefLoopEndsWithoutHanging) {
  EXPECT_EQ(found("loop"), R"({"$ref":"#/$defs/loop"})");
}

TEST(SchemaSearch, NamesAndDescriptionsWithoutCase) {
  std::vector<std::string> paths;
  for (const SchemaMatch& m : search_fields(schema(), "NAME"))
    paths.push_back(m.path);
  EXPECT_EQ(paths, std::vector<std::string>{"name"});
  paths.clear();
  for (const SchemaMatch& m : search_fields(schema(), "big"))
    paths.push_back(m.path);
  EXPECT_EQ(paths, std::vector<std::string>{"thing.size"});
  paths.clear();
  for (const SchemaMatch& m : search_fields(schema(), "deep"))
    paths.push_back(m.path);
  EXPECT_EQ(paths, std::vector<std::string>{"thing.inner.deep"});
}

}  // namespace
}  // namespace jt::json
