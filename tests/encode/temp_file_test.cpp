// The temporary file a writer fills before renaming it over its target (jt/encode/temp_file.h):
// ".<name>.<pid>-<n>.part" beside the target, renamed into place keeping a replaced file's
// permissions, and the ones a killed render left behind swept away.
#include "jt/encode/temp_file.h"

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <fstream>

namespace jt::encode {
namespace {

namespace fs = std::filesystem;

// A fresh folder, removed at the end.
struct TempFileFolder {
  fs::path path = fs::temp_directory_path() /
                  ("jt_temp_file_" +
                   std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
  TempFileFolder() {
    fs::remove_all(path);
    fs::create_directories(path);
  }
  ~TempFileFolder() { fs::remove_all(path); }
};

std::size_t files_in(const fs::path& dir) {
  return static_cast<std::size_t>(
      std::distance(fs::directory_iterator(dir), fs::directory_iterator()));
}

TEST(TempFile, OurNamesAreDotNameDotPidDashNDotPart) {
  EXPECT_TRUE(is_temp_file_name(".out.mp4.1234-0.part"));
  EXPECT_TRUE(is_temp_file_name(".a.1-17.part"));
  EXPECT_TRUE(is_temp_file_name("..hidden.7-2.part"));
  EXPECT_FALSE(is_temp_file_name("out.mp4.1234-0.part"));   // no leading dot
  EXPECT_FALSE(is_temp_file_name(".out.mp4.1234-0.prt"));   // not .part
  EXPECT_FALSE(is_temp_file_name(".out.mp4.12a4-0.part"));  // a pid of digits only
  EXPECT_FALSE(is_temp_file_name(".out.mp4.1234-.part"));   // no number
  EXPECT_FALSE(is_temp_file_name(".out.mp4.1234.part"));    // no dash
  EXPECT_FALSE(is_temp_file_name(".1234-0.part"));          // no name
  EXPECT_FALSE(is_temp_file_name(".part"));
}

TEST(TempFile, ItIsMadeBesideItsTargetEmptyAndNew) {
  TempFileFolder folder;
  const fs::path target = folder.path / "out.mp4";
  const auto first = create_temp_beside(target);
  ASSERT_TRUE(first.ok()) << first.error();
  const auto second = create_temp_beside(target);
  ASSERT_TRUE(second.ok());
  const std::string pid = std::to_string(::getpid());
  EXPECT_EQ(first.value(), folder.path / (".out.mp4." + pid + "-0.part"));
  EXPECT_EQ(second.value(), folder.path / (".out.mp4." + pid + "-1.part"));
  EXPECT_EQ(fs::file_size(first.value()), 0u);
  EXPECT_FALSE(fs::exists(target));
  remove_temp_files_left_by(::getpid(), target);
  EXPECT_EQ(files_in(folder.path), 0u);
}

TEST(TempFile, MovedIntoPlaceAReplacedFileKeepsItsPermissions) {
  TempFileFolder folder;
  const fs::path target = folder.path / "out.txt";
  std::ofstream(target) << "old";
  ::chmod(target.c_str(), 0600);
  const auto temp = create_temp_beside(target);
  ASSERT_TRUE(temp.ok());
  std::ofstream(temp.value()) << "new";
  ASSERT_TRUE(move_into_place(temp.value(), target).ok());
  EXPECT_FALSE(fs::exists(temp.value()));
  EXPECT_EQ(fs::file_size(target), 3u);
  EXPECT_EQ(fs::status(target).permissions() & fs::perms::all,
            fs::perms::owner_read | fs::perms::owner_write);
}

TEST(TempFile, ALinkIsNeverRenamedOver) {
  TempFileFolder folder;
  const fs::path real = folder.path / "real.txt";
  std::ofstream(real) << "kept";
  const fs::path link = folder.path / "link.txt";
  fs::create_symlink(real, link);
  const auto temp = create_temp_beside(link);
  ASSERT_TRUE(temp.ok());
  EXPECT_FALSE(move_into_place(temp.value(), link).ok());
  EXPECT_TRUE(fs::is_symlink(link));
  EXPECT_EQ(fs::file_size(real), 4u);
}

TEST(TempFile, OnlyOurFilesOlderThanTheTimeAreSwept) {
  TempFileFolder folder;
  const auto old_time = fs::file_time_type::clock::now() - std::chrono::hours(48);
  for (const char* name : {".a.mp4.1-0.part", ".b.mp4.2-3.part", "a.mp4", ".a.mp4.part"}) {
    std::ofstream(folder.path / name) << "x";
    fs::last_write_time(folder.path / name, old_time);
  }
  std::ofstream(folder.path / ".c.mp4.3-0.part") << "fresh";
  EXPECT_EQ(remove_stale_temp_files(folder.path,
                                    fs::file_time_type::clock::now() - std::chrono::hours(24)),
            2);
  EXPECT_FALSE(fs::exists(folder.path / ".a.mp4.1-0.part"));
  EXPECT_FALSE(fs::exists(folder.path / ".b.mp4.2-3.part"));
  EXPECT_TRUE(fs::exists(folder.path / "a.mp4"));
  EXPECT_TRUE(fs::exists(folder.path / ".a.mp4.part"));
  EXPECT_TRUE(fs::exists(folder.path / ".c.mp4.3-0.part"));  // younger than the day
}

}  // namespace
}  // namespace jt::encode
