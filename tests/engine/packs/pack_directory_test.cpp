#include "jt/packs/pack_directory.h"

#include <gtest/gtest.h>
#include <stdlib.h>

#include <array>
#include <fstream>

#include "jt/json/write.h"
#include "pack_test_support.h"

namespace jt::packs {
namespace {

namespace fs = std::filesystem;
using test::make_pack;
using test::pack_text;
using test::parse_json;

// A directory of its own under the system's temporary directory, removed at the end.
class TempDir {
 public:
  TempDir() {
    std::string pattern = (fs::temp_directory_path() / "jt_packs_XXXXXX").string();
    path_ = mkdtemp(pattern.data());
  }
  ~TempDir() { fs::remove_all(path_); }
  const fs::path& path() const { return path_; }

  void write(const std::string& relative, const std::string& text) const {
    fs::create_directories((path_ / relative).parent_path());
    std::ofstream(path_ / relative) << text;
  }

 private:
  fs::path path_;
};

void write_shipped_style(const TempDir& dir) {
  dir.write("skeleton/bob.json", pack_text("c4c:beh:bob", "behaviour", "1.0.0", test::kBobMove));
  dir.write("behaviours/idle.json",
            pack_text("c4c:beh:idle", "behaviour", "1.0.0", test::kEmptyMove));
  dir.write("characters/blob.json",
            pack_text("c4c:char:blob", "character", "1.0.0", test::kCharacter));
  dir.write("scenes/sunny.json",
            pack_text("c4c:cartoon:sunny", "cartoon", "1.0.0", test::kCartoon));
  dir.write("index.json", "not even JSON");
  dir.write("characters/index.json", "[]");
  dir.write(".editor-backup.json", "{}");
  dir.write(".git/x.json", "{}");
  dir.write("README.txt", "not a pack");
}

std::vector<std::string> files_of(const json::Value& index) {
  std::vector<std::string> files;
  for (const json::Value& entry : index.find("packs")->as_array()) {
    files.push_back(entry.find("file")->as_string());
  }
  return files;
}

TEST(CatalogFiles, FindsPackFilesInOrder) {
  TempDir dir;
  write_shipped_style(dir);
  PackFiles found = find_pack_files(dir.path());
  EXPECT_TRUE(found.diagnostics.empty());
  EXPECT_EQ(found.files, (std::vector<std::string>{"behaviours/idle.json", "characters/blob.json",
                                                   "scenes/sunny.json", "skeleton/bob.json"}));
}

TEST(CatalogFiles, AMissingDirectoryIsReported) {
  PackFiles found = find_pack_files("/nonexistent/jabbertoon/packs");
  EXPECT_TRUE(found.files.empty());
  ASSERT_EQ(found.diagnostics.size(), 1u);
  EXPECT_EQ(found.diagnostics[0].file, "/nonexistent/jabbertoon/packs");
  EXPECT_EQ(found.diagnostics[0].message.rfind("cannot read the directory: ", 0), 0u);
}

TEST(CatalogFiles, BuildsBothCatalogs) {
  TempDir dir;
  write_shipped_style(dir);
  CatalogTexts texts = build_catalogs(dir.path());
  EXPECT_TRUE(texts.diagnostics.empty());
  const json::Value index = parse_json(texts.index);
  const json::Value characters = parse_json(texts.character_index);
  EXPECT_EQ(files_of(index), (std::vector<std::string>{"behaviours/idle.json", "scenes/sunny.json",
                                                       "skeleton/bob.json"}));
  EXPECT_EQ(index.find("count")->as_number(), 3);
  EXPECT_EQ(files_of(characters), std::vector<std::string>{"characters/blob.json"});
  // JSON.stringify(index, null, 2) + "\n": two-space indentation, a final line break.
  EXPECT_TRUE(texts.character_index.starts_with(
      "{\n  \"pack_index\": 1,\n  \"count\": 1,\n  \"packs\": [\n    {\n      \"pack\": 1,\n"));
  EXPECT_TRUE(texts.index.ends_with("\n  ]\n}\n"));
}

TEST(CatalogFiles, BadPacksAreLeftOutAndReported) {
  TempDir dir;
  write_shipped_style(dir);
  dir.write("behaviours/broken.json", "{\"pack\": 1,");
  dir.write("behaviours/twin.json",
            pack_text("c4c:beh:idle", "behaviour", "1.0.0", test::kEmptyMove));
  json::Value wrong = make_pack("c4c:beh:wrong", "behaviour", "1.0.0", test::kEmptyMove);
  wrong.as_object().set("content_hash", "sha256:");
  dir.write("behaviours/wrong.json", json::write_readable(wrong));
  CatalogTexts texts = build_catalogs(dir.path());
  std::vector<std::string> where;
  for (const Diagnostic& d : texts.diagnostics) {
    where.push_back(fs::path(d.file).lexically_relative(dir.path()).generic_string() + ":" +
                    d.path);
  }
  EXPECT_EQ(where, (std::vector<std::string>{"behaviours/broken.json:", "behaviours/twin.json:/id",
                                             "behaviours/wrong.json:/content_hash"}));
  EXPECT_EQ(texts.diagnostics[1].message, "c4c:beh:idle 1.0.0 is in behaviours/idle.json already");
  EXPECT_EQ(parse_json(texts.index).find("count")->as_number(), 3);
}

TEST(CatalogFiles, LoadsDirectoriesInOrder) {
  TempDir mine, shipped;
  write_shipped_style(shipped);
  CatalogTexts texts = build_catalogs(shipped.path());
  shipped.write("index.json", texts.index);
  shipped.write("characters/index.json", texts.character_index);
  // The shipped directory is read through its catalogs: a pack file not in them is not seen.
  shipped.write("behaviours/late.json",
                pack_text("c4c:beh:late", "behaviour", "1.0.0", test::kBobMove));
  // A person's own directory has no catalog: its files are read, and it comes first.
  json::Value idle = make_pack("c4c:beh:idle", "behaviour", "1.0.0", test::kEmptyMove);
  idle.as_object().set("name", "My idle");
  mine.write("idle.json", json::write_readable(idle));

  const std::array<fs::path, 2> dirs = {mine.path(), shipped.path()};
  CatalogLoad load = load_catalog(dirs);
  EXPECT_TRUE(load.diagnostics.empty());
  EXPECT_EQ(load.catalog.packs().size(), 4u);
  EXPECT_EQ(load.catalog.find("c4c:beh:idle")->name, "My idle");
  EXPECT_EQ(load.catalog.find("c4c:beh:idle")->file, "idle.json");
  EXPECT_EQ(load.catalog.find("c4c:char:blob")->file, "characters/blob.json");
  EXPECT_EQ(load.catalog.find("c4c:beh:late"), nullptr);
}

TEST(CatalogFiles, LoadProblemsAreReported) {
  TempDir dir;
  dir.write("index.json", R"({"pack_index": 1, "count": 1, "packs": []})");
  const std::array<fs::path, 2> dirs = {dir.path(), "/nonexistent/jabbertoon/packs"};
  CatalogLoad load = load_catalog(dirs);
  ASSERT_EQ(load.diagnostics.size(), 2u);
  EXPECT_EQ(load.diagnostics[0].file, (dir.path() / "index.json").string());
  EXPECT_EQ(load.diagnostics[0].path, "/count");
  EXPECT_EQ(load.diagnostics[1].file, "/nonexistent/jabbertoon/packs");
}

}  // namespace
}  // namespace jt::packs
