#include "jt/packs/pack.h"

#include <gtest/gtest.h>

#include "pack_test_support.h"

namespace jt::packs {
namespace {

using test::make_pack;
using test::parse_json;

TEST(PackRead, GivesThePack) {
  PackRead read =
      read_pack(make_pack("c4c:beh:bob", "behaviour", "1.2.0", test::kBobMove), "b.json");
  ASSERT_TRUE(read.pack);
  EXPECT_TRUE(read.diagnostics.empty());
  EXPECT_EQ(read.pack->id, "c4c:beh:bob");
  EXPECT_EQ(read.pack->type, "behaviour");
  EXPECT_EQ(read.pack->version, "1.2.0");
  EXPECT_EQ(read.pack->name, "Test pack");
  EXPECT_EQ(read.pack->description, "A pack for the tests.");
  EXPECT_EQ(read.pack->file, "b.json");
  EXPECT_EQ(read.pack->content(), parse_json(test::kBobMove.json));
}

TEST(PackRead, AWrongHashIsAnError) {
  json::Value pack = make_pack("c4c:beh:bob", "behaviour", "1.0.0", test::kBobMove);
  pack.as_object().set("content_hash", std::string(test::kEmptyMove.hash));
  PackRead read = read_pack(std::move(pack), "b.json");
  EXPECT_FALSE(read.pack);
  ASSERT_EQ(read.diagnostics.size(), 1u);
  EXPECT_EQ(read.diagnostics[0].path, "/content_hash");
}

TEST(PackRead, WarningsKeepThePack) {
  json::Value pack = make_pack("c4c:beh:bob", "behaviour", "1.0.0", test::kBobMove);
  pack.as_object().set("page", "https://jabbertoon.com/moves/bob/");
  PackRead read = read_pack(std::move(pack), "b.json");
  EXPECT_TRUE(read.pack);
  ASSERT_EQ(read.diagnostics.size(), 1u);
  EXPECT_EQ(read.diagnostics[0].severity, Severity::kWarning);
}

json::Value user_pack(std::string_view id, std::string_view type, const test::HashedContent& c) {
  json::Value pack = make_pack(id, type, "1.0.0", c);
  pack.as_object().set("author", parse_json(R"({"id": "local"})"));
  pack.as_object().set("license", "own");
  pack.as_object().set("remixable", false);
  pack.as_object().set("derived_from",
                       parse_json(R"([{"id": "c4c:char:dog", "version": "1.0.0"}])"));
  return pack;
}

TEST(PackRead, AUserMadePackIsNamedByItsHash) {
  // kEmptyMove's hash starts 1e1ba43a6d87, kCharacter's 45963240f222 (node).
  EXPECT_TRUE(
      read_pack(user_pack("local:beh:1e1ba43a6d87", "behaviour", test::kEmptyMove), "m").pack);
  EXPECT_TRUE(
      read_pack(user_pack("local:char:45963240f222", "character", test::kCharacter), "c").pack);
  PackRead wrong =
      read_pack(user_pack("local:beh:000000000000", "behaviour", test::kEmptyMove), "m");
  EXPECT_FALSE(wrong.pack);
  ASSERT_EQ(wrong.diagnostics.size(), 1u);
  EXPECT_EQ(wrong.diagnostics[0].path, "/id");
  EXPECT_EQ(wrong.diagnostics[0].message,
            "expected the id \"local:beh:1e1ba43a6d87\", got \"local:beh:000000000000\"");
}

}  // namespace
}  // namespace jt::packs
