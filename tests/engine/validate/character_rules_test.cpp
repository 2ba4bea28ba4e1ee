// Character content by the pack format's "The rules", one broken rule each.
#include <gtest/gtest.h>

#include "validate_test_support.h"

namespace jt::validate {
namespace {

using Lines = std::vector<std::string>;

// A small character: a root, a body, one leg. `tree_extra` adds fields to the body part,
// `content_extra` to the content.
std::string character(std::string_view body_extra = {}, std::string_view content_extra = {}) {
  return std::string(R"({"tree": {"id": "root", "role": "root", "children": [
      {"id": "body", "role": "torso", "shape": {"type": "ellipse", "w": 100, "h": 120},
       "pos": {"x": 0, "y": -60}, "fill": "#abc", )") +
         std::string(body_extra) + R"("children": [
         {"id": "leg", "role": "leg", "side": -1, "shape": {"type": "capsule", "w": 10, "h": 40}}]}]},
      )" +
         std::string(content_extra) +
         R"("legs": 1, "kind": "custom", "height": 120, "footprint": 60})";
}

Lines problems(const std::string& text) {
  return test::lines(make_report(check_character(test::parse_json(text), "c.json", "")));
}

TEST(ValidateCharacter, ASmallCharacterHasNoProblems) {
  EXPECT_EQ(problems(character()), Lines{});
}

TEST(ValidateCharacter, OnlyTheFieldsOfAPart) {
  EXPECT_EQ(problems(character(R"("colour": "#fff", )")),
            Lines{"error /tree/children/0/colour: unknown part field \"colour\""});
}

// A character with the tree `tree` (JSON text) and no legs.
std::string with_tree(std::string_view tree, std::string_view legs = "0") {
  return R"({"tree": )" + std::string(tree) + R"(, "legs": )" + std::string(legs) +
         R"(, "kind": "custom", "height": 1, "footprint": 1})";
}

TEST(ValidateCharacter, RolesFromTheVocabulary) {
  EXPECT_EQ(problems(with_tree(R"({"role": "elbow"})")),
            Lines{"error /tree/role: unknown role \"elbow\""});
}

TEST(ValidateCharacter, ShapeTypesFromTheList) {
  EXPECT_EQ(problems(character(R"("fit": {"type": "elipse", "w": 1, "h": 1}, )")),
            Lines{"error /tree/children/0/fit/type: unknown shape type \"elipse\": did you mean "
                  "\"ellipse\"?"});
}

TEST(ValidateCharacter, NumbersWithinTenThousand) {
  EXPECT_EQ(problems(character(R"("rot": 20000, )")),
            Lines{"error /tree/children/0/rot: the number 20000 is outside ±10000"});
}

TEST(ValidateCharacter, ColoursAreHex) {
  EXPECT_EQ(problems(character(R"("outline": "red", )")),
            Lines{"error /tree/children/0/outline: expected false (none) or a colour, got the "
                  "string \"red\""});
}

TEST(ValidateCharacter, NoPrototypeKeys) {
  const Lines face = problems(with_tree(R"({"face": {"constructor": 1}})"));
  ASSERT_FALSE(face.empty());
  EXPECT_EQ(face[0], "error /tree/face/constructor: the key \"constructor\" is not allowed");
  EXPECT_EQ(problems(with_tree(R"({"__proto__": 1})")),
            Lines{"error /tree/__proto__: the key \"__proto__\" is not allowed"});
}

TEST(ValidateCharacter, LegsEqualInEveryView) {
  EXPECT_EQ(
      problems(with_tree(R"({"children": [{"role": "leg", "children": [{"role": "leg"}]}]})", "2")),
      Lines{"error /legs: legs is 2, but the front view stands on 1"});
}

TEST(ValidateCharacter, IdsAreUniqueInATree) {
  EXPECT_EQ(problems(with_tree(R"({"id": "a", "children": [{"id": "a"}]})")),
            Lines{"error /tree/children/0/id: the id \"a\" is used twice in this tree"});
}

TEST(ValidateCharacter, ASpotIsOnAPartOfItsView) {
  EXPECT_EQ(
      problems(character({}, R"("spots": {"front": {"head": {"node": "head", "at": [0, 0]}}}, )")),
      Lines{"error /spots/front/head/node: no part of the front view has the id \"head\""});
}

TEST(ValidateCharacter, LimitsMinAtMostMax) {
  EXPECT_EQ(problems(character(R"("limits": {"min": 10, "max": -10}, )")),
            Lines{"error /tree/children/0/limits: limits.min 10 is more than limits.max -10"});
}

TEST(ValidateCharacter, EachViewOnce) {
  EXPECT_EQ(problems(character({}, R"("views": [{"view": "front"}, {"view": "front", "tree":
      {"id": "r", "children": [{"id": "l", "role": "leg"}]}}], )")),
            Lines{"error /views/1/view: the view \"front\" is listed twice"});
}

TEST(ValidateCharacter, SillyIsTrueOrFalse) {
  EXPECT_EQ(problems(character({}, R"("silly": "yes", )")),
            Lines{"error /silly: silly is true or false, got the string \"yes\""});
}

TEST(ValidateCharacter, AtMost32Children) {
  std::string children;
  for (int i = 0; i < 33; ++i)
    children += (i ? ", " : "") + std::string("{}");
  const Lines found = problems(with_tree(R"({"children": [)" + children + "]}"));
  EXPECT_EQ(found, Lines{"error /tree/children: 33 parts hang from one part, more than 32"});
}

TEST(ValidateCharacter, AtMost24Levels) {
  std::string tree = "{}";
  for (int i = 0; i < 24; ++i)
    tree = R"({"children": [)" + tree + "]}";
  const Lines found = problems(with_tree(tree));
  ASSERT_EQ(found.size(), 1u);
  EXPECT_TRUE(found[0].ends_with(": parts nest more than 24 levels deep")) << found[0];
}

TEST(ValidateCharacter, AtMost200Parts) {
  std::string children;
  for (int i = 0; i < 30; ++i) {
    children += std::string(i ? ", " : "") + R"({"children": [{}, {}, {}, {}, {}, {}]})";
  }
  const Lines found = problems(with_tree(R"({"children": [)" + children + "]}"));
  EXPECT_EQ(found, Lines{"error /tree: the tree has more than 200 parts"});
}

TEST(ValidateCharacter, AtMost200000Values) {
  std::string list = "[0";
  for (int i = 0; i < 200000; ++i)
    list += ",0";
  list += "]";
  const Lines found = problems(with_tree(R"({"shape": {"type": "poly", "subs": )" + list + "}}"));
  EXPECT_EQ(found, Lines{"error : the content holds more than 200,000 JSON values"});
}

}  // namespace
}  // namespace jt::validate
