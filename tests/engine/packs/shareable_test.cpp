#include "jt/packs/shareable.h"

#include <gtest/gtest.h>

#include "pack_test_support.h"

namespace jt::packs {
namespace {

using test::make_pack;
using test::parse_json;

TEST(ShareCodeFile, WhatAFileShares) {
  Shareable move = shareable(make_pack("c4c:beh:bob", "behaviour", "1.0.0", test::kBobMove), "f");
  EXPECT_EQ(move.kind, "behaviour");
  EXPECT_EQ(move.value, parse_json(test::kBobMove.json));

  // A cartoon's outer cast is merged into its program's, field by field, the outer fields winning.
  Shareable cartoon =
      shareable(make_pack("c4c:cartoon:sunny", "cartoon", "1.0.0", test::kCartoon), "f");
  EXPECT_EQ(cartoon.kind, "cartoon");
  EXPECT_EQ(cartoon.value, parse_json(R"({"v": 1, "kind": "cartoon",
                                         "cast": {"A": {"name": "Sunny", "legs": 2},
                                                  "B": {"name": "Grump"}},
                                         "scripts": []})"));

  Shareable character =
      shareable(make_pack("c4c:char:blob", "character", "1.0.0", test::kCharacter), "f");
  EXPECT_EQ(character.kind, "character");
  EXPECT_EQ(character.value, parse_json(std::string(R"({"type": "character", "name": "Test pack",
                                                       "content": )") +
                                        std::string(test::kCharacter.json) + "}"));
}

TEST(ShareCodeFile, BareProgramsAndCharactersAsTheyAre) {
  const json::Value program = parse_json(test::kScene.json);
  EXPECT_EQ(shareable(program, "f").kind, "scene");
  EXPECT_EQ(shareable(program, "f").value, program);
  const json::Value character = parse_json(R"({"type": "character", "name": "X", "content": {}})");
  EXPECT_EQ(shareable(character, "f").kind, "character");
  EXPECT_EQ(shareable(character, "f").value, character);
}

TEST(ShareCodeFile, NothingToShare) {
  Shareable numbers = shareable(parse_json("[1, 2]"), "f.json");
  ASSERT_FALSE(numbers.ok());
  EXPECT_EQ(numbers.error->file, "f.json");
  EXPECT_EQ(numbers.error->message,
            "expected a pack, a program (with \"kind\") or a character "
            "({\"type\": \"character\", ...})");
  json::Value prop = make_pack("c4c:prop:cake", "prop", "1.0.0", test::kCharacter);
  Shareable cake = shareable(prop, "cake.json");
  ASSERT_FALSE(cake.ok());
  EXPECT_EQ(cake.error->path, "/type");
  EXPECT_EQ(cake.error->message, "a \"prop\" pack has no share code");
}

}  // namespace
}  // namespace jt::packs
