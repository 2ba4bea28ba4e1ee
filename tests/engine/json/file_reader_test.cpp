// Reading a whole file with a size limit (engine/src/json/file_reader.cpp): its bytes as they are,
// or why not, with a file over the limit refused before it is read.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "json/file_reader.h"

namespace jt::json::detail {
namespace {

namespace fs = std::filesystem;

class FileReaderTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("jt-file-reader-" + std::to_string(::getpid()));
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  std::string write(const std::string& name, const std::string& bytes) const {
    const fs::path p = dir_ / name;
    std::ofstream(p, std::ios::binary) << bytes;
    return p.string();
  }
  fs::path dir_;
};

TEST_F(FileReaderTest, ReadsTheBytesAsTheyAre) {
  const std::string bytes = std::string("{\"a\":\r\n1}\0x", 11);
  const FileContents c = read_file(write("a.json", bytes), 100);
  EXPECT_EQ(c.status, FileContents::Status::kRead);
  EXPECT_EQ(c.text, bytes);
}

TEST_F(FileReaderTest, AtTheLimitIsRead) {
  const FileContents c = read_file(write("nine.json", "123456789"), 9);
  EXPECT_EQ(c.status, FileContents::Status::kRead);
  EXPECT_EQ(c.text, "123456789");
}

TEST_F(FileReaderTest, OverTheLimitIsRefusedWithItsSize) {
  const FileContents c = read_file(write("nine.json", "123456789"), 8);
  EXPECT_EQ(c.status, FileContents::Status::kTooLarge);
  EXPECT_TRUE(c.text.empty());
  EXPECT_NE(c.reason.find("9 bytes"), std::string::npos) << c.reason;
}

TEST_F(FileReaderTest, AMissingFileOrADirectoryIsUnreadable) {
  const FileContents missing = read_file((dir_ / "nope.json").string(), 100);
  EXPECT_EQ(missing.status, FileContents::Status::kUnreadable);
  EXPECT_NE(missing.reason.find("No such file"), std::string::npos) << missing.reason;
  const FileContents dir = read_file(dir_.string(), 100);
  EXPECT_EQ(dir.status, FileContents::Status::kUnreadable);
  EXPECT_NE(dir.reason.find("directory"), std::string::npos) << dir.reason;
}

TEST_F(FileReaderTest, AnEmptyFileIsEmptyText) {
  const FileContents c = read_file(write("empty.json", ""), 100);
  EXPECT_EQ(c.status, FileContents::Status::kRead);
  EXPECT_EQ(c.text, "");
}

}  // namespace
}  // namespace jt::json::detail
