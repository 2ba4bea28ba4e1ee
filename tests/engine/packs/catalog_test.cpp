#include "jt/packs/catalog.h"

#include <gtest/gtest.h>

namespace jt::packs {
namespace {

Pack pack(std::string id, std::string version, std::string file = "f.json") {
  return Pack{.id = std::move(id),
              .type = "behaviour",
              .version = std::move(version),
              .file = std::move(file)};
}

Catalog three_versions() {
  Catalog catalog;
  catalog.add(pack("c4c:beh:bow", "1.9.0"));
  catalog.add(pack("c4c:beh:bow", "1.10.0"));
  catalog.add(pack("c4c:beh:bow", "2.0.0-beta.1"));
  catalog.add(pack("c4c:beh:idle", "1.0.0"));
  return catalog;
}

TEST(CatalogFind, ByIdAndVersion) {
  const Catalog catalog = three_versions();
  const Pack* found = catalog.find("c4c:beh:bow", "1.9.0");
  ASSERT_NE(found, nullptr);
  EXPECT_EQ(found->version, "1.9.0");
  EXPECT_EQ(catalog.find("c4c:beh:bow", "1.0.0"), nullptr);
  EXPECT_EQ(catalog.find("c4c:beh:nope"), nullptr);
  EXPECT_EQ(catalog.find("c4c:beh:idle")->id, "c4c:beh:idle");
}

// 1.10.0 is after 1.9.0 (not as strings), and a prerelease comes before its release but after
// earlier releases: 2.0.0-beta.1 is the highest here.
TEST(CatalogFind, WithoutAVersionTheHighest) {
  EXPECT_EQ(three_versions().find("c4c:beh:bow")->version, "2.0.0-beta.1");
  Catalog catalog;
  catalog.add(pack("c4c:beh:bow", "1.10.0"));
  catalog.add(pack("c4c:beh:bow", "1.9.0"));
  EXPECT_EQ(catalog.find("c4c:beh:bow")->version, "1.10.0");
}

TEST(CatalogFind, TheFirstAddedWins) {
  Catalog catalog;
  catalog.add(pack("c4c:beh:idle", "1.0.0", "mine/idle.json"));
  catalog.add(pack("c4c:beh:idle", "1.0.0", "shipped/idle.json"));
  EXPECT_EQ(catalog.packs().size(), 1u);
  EXPECT_EQ(catalog.find("c4c:beh:idle", "1.0.0")->file, "mine/idle.json");
}

TEST(CatalogFind, ListsInTheOrderAdded) {
  const Catalog catalog = three_versions();
  ASSERT_EQ(catalog.packs().size(), 4u);
  EXPECT_EQ(catalog.packs()[1].version, "1.10.0");
  EXPECT_EQ(catalog.packs()[3].id, "c4c:beh:idle");
}

}  // namespace
}  // namespace jt::packs
