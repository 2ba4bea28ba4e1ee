// The drawings of a cartoon's cast (a pack, a look, neither) and its places' backgrounds, from the
// shipped catalog.
#include "jt/render/cast_art.h"

#include <gtest/gtest.h>

#include "jt/packs/pack_directory.h"
#include "support/json_text.h"

namespace jt::render {
namespace {

packs::Catalog shipped() {
  const std::filesystem::path dirs[] = {std::filesystem::path(JT_SOURCE_DIR) / "packs"};
  return std::move(packs::load_catalog(dirs).catalog);
}

std::shared_ptr<const Program> cartoon(const std::string& cast) {
  PrepareResult prepared = prepare_program(test_support::parse_json(
      R"({"v": 1, "kind": "cartoon", "cast": )" + cast +
      R"(, "scripts": [{"hat": {"on": "scene", "name": "s"}, "body": []}]})"));
  EXPECT_TRUE(prepared.ok());
  return prepared.program;
}

TEST(CastArt, APackALookOrTheDefaultPerson) {
  const packs::Catalog catalog = shipped();
  const auto program = cartoon(R"({"A": {"pack": "c4c:char:dog", "look": {"style": "crayon"}},
      "B": {"look": {"template": "bird", "style": "flat", "facing": -1}}, "C": "any",
      "D": {"legs": 4}})");
  const CastDrawingsRead read = read_cast_drawings(*program, catalog, "c.json");
  ASSERT_TRUE(read.drawings) << (read.diagnostics.empty() ? "" : read.diagnostics[0].message);
  const CastDrawings& d = *read.drawings;
  ASSERT_EQ(d.size(), 4u);
  EXPECT_EQ(d.at("A").character.legs, 4);
  EXPECT_EQ(d.at("A").style, "crayon") << "a look beside a pack gives the style";
  EXPECT_EQ(d.at("B").character.kind, "bird");
  EXPECT_EQ(d.at("B").style, "flat");
  EXPECT_EQ(d.at("B").art_facing, 1) << "the placement's facing rules in a cartoon (spec 7.2)";
  EXPECT_EQ(d.at("C").character.kind, "person");
  EXPECT_EQ(d.at("D").character.legs, 4) << "four legs without a look: the dog";
}

TEST(CastArt, AMissingPackIsAnErrorAtItsEntry) {
  const auto program = cartoon(R"({"A": {"pack": {"id": "c4c:char:dog", "version": "9.9.9"}}})");
  const CastDrawingsRead read = read_cast_drawings(*program, shipped(), "c.json");
  EXPECT_FALSE(read.drawings);
  ASSERT_EQ(read.diagnostics.size(), 1u);
  EXPECT_EQ(read.diagnostics[0].path, "/cast/A/pack");
  EXPECT_EQ(read.diagnostics[0].file, "c.json");
  EXPECT_NE(read.diagnostics[0].message.find("9.9.9"), std::string::npos);
}

TEST(CastArt, BackgroundsComeFromPacksOrArePlainWithOneWarning) {
  const packs::Catalog catalog = shipped();
  BackgroundShelf shelf(catalog);
  std::vector<Diagnostic> notes;
  const Background& park = shelf.get("park", notes);
  EXPECT_TRUE(notes.empty());
  EXPECT_FALSE(park.shapes.empty()) << "the park has trees";
  const Background& moon = shelf.get("moon", notes);
  EXPECT_EQ(&shelf.get("moon", notes), &moon) << "read once";
  ASSERT_EQ(notes.size(), 1u);
  EXPECT_EQ(notes[0].severity, Severity::kWarning);
  EXPECT_TRUE(moon.shapes.empty()) << "the plain backdrop";
  EXPECT_EQ(&shelf.get("park", notes), &park) << "references stay valid as the shelf grows";
  EXPECT_TRUE(shelf.get("", notes).shapes.empty()) << "no place: the plain backdrop";
  EXPECT_EQ(notes.size(), 1u) << "and no warning";
}

}  // namespace
}  // namespace jt::render
