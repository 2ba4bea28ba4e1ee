// The program a file holds (jt/program/program_of.h, the spec's pack format): a bare program
// itself, a pack's content, and a cartoon pack's program with the outer cast and places merged in,
// the outer entries winning field by field.
#include "jt/program/program_of.h"

#include <gtest/gtest.h>

#include "jt/json/parse.h"
#include "jt/json/write.h"

namespace jt {
namespace {

json::Value program_of_input(std::string_view text) {
  const json::ParseResult parsed = json::parse(text);
  EXPECT_TRUE(parsed.ok());
  return parsed.value;
}

TEST(ProgramOf, ABareProgramIsItself) {
  const json::Value file = program_of_input(R"({"v": 1, "kind": "behaviour", "scripts": []})");
  const ProgramInFile in = program_of(file);
  EXPECT_EQ(in.pointer, "");
  EXPECT_EQ(json::write_compact(in.program), R"({"v":1,"kind":"behaviour","scripts":[]})");
}

TEST(ProgramOf, APacksContentIsItsProgram) {
  const ProgramInFile in = program_of(program_of_input(
      R"({"pack": 1, "type": "scene", "content": {"v": 1, "kind": "scene", "scripts": []}})"));
  EXPECT_EQ(in.pointer, "/content");
  EXPECT_EQ(json::write_compact(in.program), R"({"v":1,"kind":"scene","scripts":[]})");
}

TEST(ProgramOf, ACartoonPacksOuterCastWinsFieldByField) {
  const ProgramInFile in = program_of(program_of_input(R"({"pack": 1, "type": "cartoon",
    "content": {"cast": {"A": {"look": {"template": "dog"}}, "C": "any"},
                "places": {"left": {"x": 100}},
                "program": {"v": 1, "kind": "cartoon", "scripts": [],
                            "cast": {"A": {"voice": "gruff", "look": {"template": "kid"}},
                                     "B": "any"}}}})"));
  EXPECT_EQ(in.pointer, "/content/program");
  const json::Value* cast = in.program.find("cast");
  ASSERT_NE(cast, nullptr);
  const json::Value* a = cast->find("A");
  ASSERT_NE(a, nullptr);
  EXPECT_EQ(a->find("voice")->as_string(), "gruff");  // the program's other field kept
  EXPECT_EQ(json::write_compact(*a->find("look")), R"({"template":"dog"})");  // the outer's
  EXPECT_NE(cast->find("B"), nullptr);
  EXPECT_NE(cast->find("C"), nullptr);
  ASSERT_NE(in.program.find("places"), nullptr);
  EXPECT_EQ(in.program.find("places")->find("left")->find("x")->as_number(), 100);
}

TEST(ProgramOf, AnythingElseIsReturnedAsItIs) {
  const ProgramInFile in = program_of(program_of_input("[1, 2]"));
  EXPECT_EQ(in.pointer, "");
  EXPECT_EQ(json::write_compact(in.program), "[1,2]");
}

}  // namespace
}  // namespace jt
