// Packs and catalogs: the shipped ones pass with no warning; a pack's problems point into it.
#include <gtest/gtest.h>

#include <filesystem>

#include "jt/json/parse.h"
#include "jt/packs/pack_directory.h"
#include "validate_test_support.h"

namespace jt::validate {
namespace {

namespace fs = std::filesystem;
using Lines = std::vector<std::string>;

const fs::path kPacks = fs::path(JT_SOURCE_DIR) / "packs";

Report validate_file(const fs::path& path) {
  json::ParseResult parsed = json::parse_file(path.string());
  EXPECT_TRUE(parsed.ok()) << path;
  return validate_document(parsed.value, path, path.string());
}

TEST(ValidatePack, EveryShippedPackPassesWithNoWarning) {
  const packs::PackFiles files = packs::find_pack_files(kPacks);
  ASSERT_FALSE(files.files.empty());
  for (const std::string& file : files.files) {
    EXPECT_EQ(test::lines(validate_file(kPacks / file)), Lines{}) << file;
  }
}

TEST(ValidatePack, TheShippedCatalogsAreComplete) {
  for (const char* catalog : {"index.json", "characters/index.json"}) {
    EXPECT_EQ(test::lines(validate_file(kPacks / catalog)), Lines{}) << catalog;
  }
}

TEST(ValidatePack, AProgramsProblemsPointIntoTheContent) {
  const json::Value pack = test::parse_json(R"({"pack": 1, "id": "c4c:beh:x", "type": "behaviour",
      "version": "1.0.0", "name": "X", "author": {"id": "c4c", "name": "Jabbertoon"},
      "license": "cc0", "remixable": true,
      "content_hash": "sha256:0000000000000000000000000000000000000000000000000000000000000000",
      "content": {"v": 1, "kind": "behaviour", "scripts": [{"body": [{"op": "hopp"}]}]}})");
  const Lines found = test::lines(validate_pack(pack, "x.json"));
  ASSERT_EQ(found.size(), 2u);
  EXPECT_TRUE(found[0].starts_with("error /content_hash: ")) << found[0];
  EXPECT_EQ(found[1],
            "error /content/scripts/0/body/0/op: unknown op \"hopp\": did you mean "
            "\"hop\"?");
}

TEST(ValidatePack, ACartoonPackHoldsOnlyCastPlacesAndProgram) {
  const json::Value pack = test::parse_json(R"({"pack": 1, "id": "c4c:cartoon:x", "type": "cartoon",
      "version": "1.0.0", "name": "X", "author": {"id": "c4c", "name": "Jabbertoon"},
      "license": "cc0", "remixable": true, "content_hash": "sha256:",
      "content": {"program": {"v": 1, "kind": "cartoon", "scripts": []}, "music": 1}})");
  const Lines found = test::lines(validate_pack(pack, "x.json"));
  ASSERT_FALSE(found.empty());
  EXPECT_EQ(found[0],
            "error /content/music: a cartoon pack's content holds only cast, places and "
            "program, not \"music\"");
}

TEST(ValidatePack, ACartoonPacksSpeakersAreCheckedAgainstItsCast) {
  const json::Value pack = test::parse_json(R"({"pack": 1, "id": "c4c:cartoon:x", "type": "cartoon",
      "version": "1.0.0", "name": "X", "author": {"id": "c4c", "name": "Jabbertoon"},
      "license": "cc0", "remixable": true, "content_hash": "sha256:",
      "content": {"cast": {"A": {"at": {"x": 0.3}}, "B": {}},
                  "program": {"v": 1, "kind": "cartoon", "scripts": [
                    {"hat": {"on": "scene", "name": "a"}, "body": [
                      {"op": "say", "who": "A", "text": "Hi"},
                      {"op": "say", "who": "B", "text": "Hello"}]}]}}})");
  const Lines found = test::lines(validate_pack(pack, "x.json"));
  EXPECT_EQ(std::ranges::count_if(found,
                                  [](const std::string& l) {
                                    return l.find("never on the stage") != std::string::npos;
                                  }),
            1)
      << found.size();
  EXPECT_NE(std::ranges::find(found,
                              "warning /content/program/scripts/0/body/1: \"B\" speaks but is "
                              "never on the stage: nobody is seen talking"),
            found.end());
}

TEST(ValidateDocument, TellsWhatAFileIsFromItsContent) {
  EXPECT_EQ(document_kind(test::parse_json(R"({"pack_index": 1})")), DocumentKind::kCatalog);
  EXPECT_EQ(document_kind(test::parse_json(R"({"pack": 1})")), DocumentKind::kPack);
  EXPECT_EQ(document_kind(test::parse_json(R"({"v": 1, "scripts": []})")), DocumentKind::kProgram);
  EXPECT_EQ(document_kind(test::parse_json(R"({"program": {}})")), DocumentKind::kProgram);
  EXPECT_EQ(document_kind(test::parse_json(R"({"tree": {}})")), DocumentKind::kCharacter);
  EXPECT_EQ(document_kind(test::parse_json("[1]")), DocumentKind::kUnknown);
}

TEST(ValidateDocument, AnythingElseIsAnError) {
  EXPECT_EQ(test::lines(validate_document(test::parse_json("42"), {}, "-")),
            Lines{"error : not a program, a pack, a catalog, a character or a creature"});
}

}  // namespace
}  // namespace jt::validate
