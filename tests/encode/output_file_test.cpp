// The output rule (docs/CLI.md "Outputs"): an ordinary or missing file is replaced whole by
// rename, a link to a file is written through and kept, a directory or a link to nothing is
// refused, a missing folder is never made; and when two paths name one file.
#include "jt/encode/output_file.h"

#include <gtest/gtest.h>
#include <sys/stat.h>

#include <fstream>
#include <sstream>

namespace jt::encode {
namespace {

namespace fs = std::filesystem;

// A fresh folder, removed at the end.
struct OutputFolder {
  fs::path path = fs::temp_directory_path() /
                  ("jt_output_file_" +
                   std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
  OutputFolder() {
    fs::remove_all(path);
    fs::create_directories(path);
  }
  ~OutputFolder() { fs::remove_all(path); }
};

std::string contents_of(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

TEST(OutputFile, ANewFileIsWrittenAndAnOrdinaryOneReplaced) {
  OutputFolder folder;
  const fs::path file = folder.path / "out.txt";
  const auto fresh = resolve_output(file);
  ASSERT_TRUE(fresh.ok());
  EXPECT_EQ(fresh.value().kind, OutputKind::kNew);
  EXPECT_FALSE(fresh.value().exists());
  ASSERT_TRUE(write_output(file, "first").ok());
  EXPECT_EQ(contents_of(file), "first");
  ::chmod(file.c_str(), 0640);
  const auto there = resolve_output(file);
  ASSERT_TRUE(there.ok());
  EXPECT_EQ(there.value().kind, OutputKind::kFile);
  ASSERT_TRUE(write_output(file, "second").ok());
  EXPECT_EQ(contents_of(file), "second");
  EXPECT_EQ(fs::status(file).permissions() & fs::perms::all,
            fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read);
  // Nothing left beside it: the temporary file was renamed over it.
  EXPECT_EQ(std::distance(fs::directory_iterator(folder.path), fs::directory_iterator()), 1);
}

TEST(OutputFile, ALinkIsWrittenThroughAndKept) {
  OutputFolder folder;
  const fs::path target = folder.path / "target.txt";
  std::ofstream(target) << "old";
  const fs::path link = folder.path / "link.txt";
  fs::create_symlink(target, link);
  const auto resolved = resolve_output(link);
  ASSERT_TRUE(resolved.ok());
  EXPECT_EQ(resolved.value().kind, OutputKind::kFile);
  EXPECT_EQ(resolved.value().path, target);
  ASSERT_TRUE(write_output(link, "new").ok());
  EXPECT_TRUE(fs::is_symlink(link));
  EXPECT_EQ(contents_of(target), "new");
}

TEST(OutputFile, ADirectoryALinkToNothingAndAMissingFolderAreRefused) {
  OutputFolder folder;
  EXPECT_FALSE(resolve_output(folder.path).ok());
  const fs::path dangling = folder.path / "dangling.txt";
  fs::create_symlink(folder.path / "nothing.txt", dangling);
  EXPECT_FALSE(resolve_output(dangling).ok());
  const fs::path missing = folder.path / "missing" / "out.txt";
  EXPECT_FALSE(resolve_output(missing).ok());
  EXPECT_FALSE(write_output(missing, "x").ok());
  EXPECT_FALSE(fs::exists(folder.path / "missing"));  // never made
}

TEST(OutputFile, TwoPathsAreOneFileThroughLinksAndDots) {
  OutputFolder folder;
  const fs::path file = folder.path / "a.json";
  std::ofstream(file) << "{}";
  fs::create_symlink(file, folder.path / "soft.json");
  fs::create_hard_link(file, folder.path / "hard.json");
  EXPECT_TRUE(same_file(file.string(), (folder.path / "soft.json").string()));
  EXPECT_TRUE(same_file(file.string(), (folder.path / "hard.json").string()));
  EXPECT_TRUE(same_file(file.string(), (folder.path / "." / "a.json").string()));
  EXPECT_TRUE(same_file((folder.path / "new.png").string(),
                        (folder.path / "x" / ".." / "new.png").string()));  // neither exists
  EXPECT_FALSE(same_file(file.string(), (folder.path / "b.json").string()));
  EXPECT_FALSE(same_file("-", "-"));  // standard input or output is no file here
  EXPECT_FALSE(same_file("", ""));
}

}  // namespace
}  // namespace jt::encode
