#include "jt/packs/catalog_index.h"

#include <gtest/gtest.h>

#include "jt/json/write.h"
#include "pack_test_support.h"

namespace jt::packs {
namespace {

using test::make_pack;
using test::parse_json;

std::vector<Pack> two_packs() {
  std::vector<Pack> packs;
  packs.push_back(*read_pack(make_pack("c4c:beh:bob", "behaviour", "1.0.0", test::kBobMove),
                             "behaviours/bob.json")
                       .pack);
  packs.push_back(
      *read_pack(make_pack("c4c:scene:two", "scene", "1.0.0", test::kScene), "scenes/two.json")
           .pack);
  return packs;
}

TEST(CatalogIndex, EachPackWholeWithItsFile) {
  const json::Value index = make_index(two_packs());
  EXPECT_EQ(index.find("pack_index")->as_number(), 1);
  EXPECT_EQ(index.find("count")->as_number(), 2);
  const json::Array& entries = index.find("packs")->as_array();
  ASSERT_EQ(entries.size(), 2u);
  json::Value expected = make_pack("c4c:beh:bob", "behaviour", "1.0.0", test::kBobMove);
  expected.as_object().set("file", "behaviours/bob.json");
  EXPECT_EQ(entries[0], expected);
  EXPECT_EQ(entries[1].find("file")->as_string(), "scenes/two.json");
  // "file" comes after the pack's own fields, as {...pack, file} writes it.
  EXPECT_EQ(entries[0].as_object().members().back().key, "file");
}

TEST(CatalogIndex, ReadsWhatItWrites) {
  const std::vector<Pack> packs = two_packs();
  IndexRead read = read_index(make_index(packs), "index.json");
  EXPECT_TRUE(read.diagnostics.empty());
  ASSERT_EQ(read.packs.size(), 2u);
  EXPECT_EQ(read.packs[0].file, "behaviours/bob.json");
  EXPECT_EQ(read.packs[0].json, packs[0].json);
  EXPECT_EQ(read.packs[1].id, "c4c:scene:two");
}

TEST(CatalogIndex, AnEmptyCatalog) {
  EXPECT_EQ(json::write_compact(make_index({})), R"({"pack_index":1,"count":0,"packs":[]})");
  EXPECT_TRUE(read_index(parse_json(R"({"pack_index": 1, "count": 0, "packs": []})"), "i")
                  .diagnostics.empty());
}

TEST(CatalogIndex, ProblemsPointIntoTheIndex) {
  json::Value index = make_index(two_packs());
  json::Array& entries = index.as_object().find("packs")->as_array();
  entries[1].as_object().set("content_hash", "sha256:");
  entries.push_back(parse_json(R"({"pack": 1})"));
  entries.push_back(7);
  IndexRead read = read_index(index, "packs/index.json");
  EXPECT_EQ(read.packs.size(), 1u);
  std::vector<std::string> where;
  for (const Diagnostic& d : read.diagnostics)
    where.push_back(d.file + ":" + d.path);
  EXPECT_EQ(where, (std::vector<std::string>{
                       "packs/index.json:/count", "packs/index.json:/packs/1/content_hash",
                       "packs/index.json:/packs/2", "packs/index.json:/packs/3"}));
  EXPECT_EQ(read.diagnostics[0].message, "count is 2, but 4 packs are listed");
  EXPECT_EQ(read.diagnostics[2].message, "missing \"file\"");
  EXPECT_EQ(read.diagnostics[3].message, "expected a pack, got a number");
}

TEST(CatalogIndex, FormatOne) {
  IndexRead read = read_index(parse_json(R"({"pack_index": 2, "count": 0, "packs": []})"), "i");
  ASSERT_EQ(read.diagnostics.size(), 1u);
  EXPECT_EQ(read.diagnostics[0].message, "expected catalog format 1, got 2");
}

}  // namespace
}  // namespace jt::packs
