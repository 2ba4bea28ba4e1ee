// The shipped creature schema (schemas/creature.schema.json) is the reader's tree written as a
// JSON Schema: the file and the tree agree, and a few of its bounds read as the contract says.
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>

#include "jt/creature/schema.h"
#include "jt/json/parse.h"
#include "jt/json/write.h"

namespace jt::creature {
namespace {

const std::string kShipped = std::string(JT_SOURCE_DIR) + "/schemas/creature.schema.json";

// The node at `path` (property names) under the root's properties.
const json::Value* property(const json::Value& schema, std::initializer_list<const char*> path) {
  const json::Value* at = &schema;
  for (const char* name : path) {
    const json::Value* properties = at->find("properties");
    at = properties == nullptr ? nullptr : properties->find(name);
    if (at == nullptr) return nullptr;
  }
  return at;
}

TEST(CreatureJsonSchema, TheShippedFileIsTheReadersTree) {
  const json::Value generated = descriptor_json_schema();
  if (std::getenv("JT_WRITE_CREATURE_SCHEMA") != nullptr) {
    std::ofstream(kShipped) << json::write_readable(generated) << "\n";
  }
  const json::ParseResult shipped = json::parse_file(kShipped);
  ASSERT_TRUE(shipped.ok()) << kShipped;
  EXPECT_TRUE(shipped.value == generated)
      << "schemas/creature.schema.json is not the reader's schema tree: run "
         "JT_WRITE_CREATURE_SCHEMA=1 build/tests/jt_unit_tests "
         "--gtest_filter='CreatureJsonSchema.*' to write it again";
}

TEST(CreatureJsonSchema, BoundsAreTheContracts) {
  const json::Value schema = descriptor_json_schema();
  // The README's examples: legs.pairs a whole number 0..128; an ornament's side a choice.
  const json::Value* pairs = property(schema, {"legs", "pairs"});
  ASSERT_NE(pairs, nullptr);
  EXPECT_EQ(pairs->find("type")->as_string(), "integer");
  EXPECT_EQ(pairs->find("minimum")->as_number(), 0);
  EXPECT_EQ(pairs->find("maximum")->as_number(), 128);
  const json::Value* ornaments = property(schema, {"chain", "skin", "ornaments"});
  ASSERT_NE(ornaments, nullptr);
  const json::Value* side = ornaments->find("items")->find("properties")->find("side");
  EXPECT_EQ(json::write_compact(*side->find("enum")), R"(["left","right","both"])");
  // Every field required, none other allowed; schemaVersion exactly 1.
  EXPECT_EQ(json::write_compact(*schema.find("required")),
            R"(["schemaVersion","name","definitions","gait","chain","legs"])");
  EXPECT_TRUE(*schema.find("additionalProperties") == json::Value(false));
  EXPECT_EQ(property(schema, {"schemaVersion"})->find("const")->as_number(), 1);
  // A nullable paint stroke: null or the stroke object.
  const json::Value* paints = property(schema, {"definitions", "paints"});
  const json::Value* stroke =
      paints->find("additionalProperties")->find("properties")->find("stroke");
  ASSERT_NE(stroke->find("anyOf"), nullptr);
  EXPECT_EQ(paints->find("maxProperties")->as_number(), 256);
}

}  // namespace
}  // namespace jt::creature
