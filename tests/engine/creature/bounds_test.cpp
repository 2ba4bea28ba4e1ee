// `creature bounds`: the contract's own examples, and paths that are not fields.
#include <gtest/gtest.h>

#include "jt/creature/schema.h"
#include "jt/json/write.h"

namespace jt::creature {
namespace {

std::string bounds(std::string_view path) {
  auto b = field_bounds(path);
  return b ? json::write_compact(*b) : "none";
}

TEST(CreatureBounds, TheContractsExamples) {
  EXPECT_EQ(bounds("legs.pairs"),
            R"({"kind":"number","min":0,"max":128,"integer":true,"nullable":false})");
  EXPECT_EQ(bounds("chain.skin.ornaments[].side"),
            R"({"kind":"choice","values":["left","right","both"],"nullable":false})");
  EXPECT_EQ(bounds("definitions.paints.*.stroke.width"),
            R"({"kind":"number","min":0,"max":1000,"integer":false,"nullable":false})");
}

TEST(CreatureBounds, EveryKind) {
  EXPECT_EQ(bounds("schemaVersion"), R"({"kind":"literal","value":1,"nullable":false})");
  EXPECT_EQ(
      bounds("name"),
      R"({"kind":"string","minLength":1,"maxLength":64,"pattern":"^[a-z0-9][a-z0-9-]{0,63}$","blankAllowed":true,"nullable":false})");
  EXPECT_EQ(
      bounds("definitions.shapes.*.path"),
      R"({"kind":"string","minLength":1,"maxLength":65536,"pattern":null,"blankAllowed":false,"nullable":false})");
  EXPECT_EQ(
      bounds("definitions.paints.*.stroke.colour"),
      R"({"kind":"string","minLength":1,"maxLength":256,"pattern":null,"blankAllowed":true,"nullable":false})");
  EXPECT_EQ(bounds("definitions.paints.*.stroke"),
            R"({"kind":"object","fields":["colour","width"],"nullable":true})");
  EXPECT_EQ(
      bounds("definitions.materials"),
      R"({"kind":"record","minEntries":1,"maxEntries":256,"keyPattern":"^[A-Za-z][A-Za-z0-9_-]{0,63}$","nullable":false})");
  EXPECT_EQ(bounds("chain.skin.ornaments"), R"({"kind":"array","maxLength":512,"nullable":false})");
  EXPECT_EQ(bounds("chain.skin.plates[].repeat.count"),
            R"({"kind":"number","min":1,"max":256,"integer":true,"nullable":true})");
  EXPECT_EQ(bounds("chain.skin.plates[].at.section"),
            R"({"kind":"choice","values":["head","trunk","tail"],"nullable":true})");
  EXPECT_EQ(
      bounds("gait.thrust.phaseOffset"),
      R"({"kind":"number","min":-3.141592653589793,"max":3.141592653589793,"integer":false,"nullable":false})");
  EXPECT_EQ(bounds("chain.sections.tail.chunks"),
            R"({"kind":"number","min":0,"max":256,"integer":true,"nullable":false})");
}

TEST(CreatureBounds, PathsThatAreNotFields) {
  for (std::string_view path :
       {"", "legs.pairs.x", "legs..pairs", "nope", "definitions.paints.fill",
        "chain.skin.plates.id", "[]", "legs.pairs[]", "*"}) {
    EXPECT_EQ(bounds(path), "none") << path;
  }
}

}  // namespace
}  // namespace jt::creature
