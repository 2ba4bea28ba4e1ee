#include "jt/json/parse.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

namespace jt::json {
namespace {

namespace fs = std::filesystem;

class JsonParseFile : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto* test = ::testing::UnitTest::GetInstance()->current_test_info();
    dir_ = fs::path(::testing::TempDir()) / ("jt_json_" + std::string(test->name()));
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  std::string write(const std::string& name, const std::string& contents) const {
    const fs::path path = dir_ / name;
    std::ofstream(path, std::ios::binary) << contents;
    return path.string();
  }

  fs::path dir_;
};

TEST_F(JsonParseFile, ReadsAndParsesAFile) {
  const ParseResult result = parse_file(write("a.json", "\xEF\xBB\xBF{\"a\": [1, 2]}\n"));
  ASSERT_TRUE(result.ok()) << result.error->message;
  EXPECT_EQ(result.failure, ParseFailure::kNone);
  EXPECT_EQ(result.value.find("a")->as_array().size(), 2u);
}

TEST_F(JsonParseFile, AnInvalidFileNamesItselfAsGiven) {
  const std::string path = write("bad.json", "{\n  \"a\": 1,\n}\n");
  const ParseResult result = parse_file(path);
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.failure, ParseFailure::kInvalid);
  EXPECT_EQ(result.error->file, path);
  EXPECT_EQ(format_location(*result.error), path + ":3:1");
  EXPECT_EQ(result.error->message, "expected a string key, got '}'");
}

TEST_F(JsonParseFile, AMissingFileCannotBeRead) {
  const std::string path = (dir_ / "missing.json").string();
  const ParseResult result = parse_file(path);
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.failure, ParseFailure::kUnreadable);
  EXPECT_EQ(result.error->file, path);
  EXPECT_EQ(result.error->message, "cannot read the file: No such file or directory");
}

TEST_F(JsonParseFile, ADirectoryCannotBeRead) {
  const ParseResult result = parse_file(dir_.string());
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.failure, ParseFailure::kUnreadable);
  EXPECT_EQ(result.error->message, "cannot read the file: it is a directory");
}

TEST_F(JsonParseFile, AFileWithoutPermissionCannotBeRead) {
  const std::string path = write("secret.json", "[]");
  fs::permissions(path, fs::perms::none);
  if (std::ifstream(path).is_open()) GTEST_SKIP() << "running with permission to read anything";
  const ParseResult result = parse_file(path);
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.failure, ParseFailure::kUnreadable);
  EXPECT_EQ(result.error->message, "cannot read the file: Permission denied");
}

TEST_F(JsonParseFile, AGigabyteFileIsRefusedBeforeItIsRead) {
  // Sparse: it takes no disk space. The message gives its exact size, which only the file's
  // metadata can tell: reading would stop just past the limit.
  const std::string path = write("huge.json", "");
  fs::resize_file(path, std::uintmax_t{1} << 30);
  const ParseResult result = parse_file(path);
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.failure, ParseFailure::kTooLarge);
  EXPECT_EQ(result.error->file, path);
  EXPECT_EQ(result.error->message,
            "the document is too large: it is 1073741824 bytes, over the limit of 67108864 bytes");
}

TEST_F(JsonParseFile, TheSizeLimitIsTheCallers) {
  const std::string path = write("small.json", "[1, 2, 3]");
  ParseLimits limits;
  limits.max_document_bytes = 8;
  const ParseResult result = parse_file(path, limits);
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.failure, ParseFailure::kTooLarge);
  limits.max_document_bytes = 9;
  EXPECT_TRUE(parse_file(path, limits).ok());
}

TEST_F(JsonParseFile, DashReadsStandardInput) {
  const std::string path = write("stdin.json", "{\"from\": \"stdin\"}");
  ASSERT_NE(std::freopen(path.c_str(), "rb", stdin), nullptr);
  const ParseResult result = parse_file("-");
  ASSERT_TRUE(result.ok()) << result.error->message;
  EXPECT_EQ(result.value.find("from")->as_string(), "stdin");
}

TEST_F(JsonParseFile, StandardInputOverTheLimitStopsJustPastIt) {
  const std::string path = write("stdin.json", std::string(100000, ' ') + "[]");
  ASSERT_NE(std::freopen(path.c_str(), "rb", stdin), nullptr);
  ParseLimits limits;
  limits.max_document_bytes = 1000;
  const ParseResult result = parse_file("-", limits);
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.failure, ParseFailure::kTooLarge);
  EXPECT_EQ(result.error->file, "-");
  EXPECT_EQ(result.error->message,
            "the document is too large: it holds more than 1000 bytes, over the limit of 1000 "
            "bytes");
}

}  // namespace
}  // namespace jt::json
