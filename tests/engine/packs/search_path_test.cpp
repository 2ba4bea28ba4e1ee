#include "jt/packs/search_path.h"

#include <gtest/gtest.h>
#include <stdlib.h>

#include <array>

namespace jt::packs {
namespace {

namespace fs = std::filesystem;

class PackSearchPath : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string pattern = (fs::temp_directory_path() / "jt_search_XXXXXX").string();
    root_ = mkdtemp(pattern.data());
    fs::create_directories(root_ / "build");
  }
  void TearDown() override { fs::remove_all(root_); }
  fs::path root_;
};

TEST_F(PackSearchPath, OptionsThenEnvironmentThenShipped) {
  fs::create_directories(root_ / "packs");
  const std::array<std::string, 2> options = {"a", "b"};
  EXPECT_EQ(pack_search_path(options, "c::d:", root_ / "build"),
            (std::vector<fs::path>{"a", "b", "c", "d", root_ / "packs"}));
}

TEST_F(PackSearchPath, ShippedNextToTheBinaryFirst) {
  fs::create_directories(root_ / "packs");
  fs::create_directories(root_ / "build" / "packs");
  EXPECT_EQ(pack_search_path({}, "", root_ / "build"),
            std::vector<fs::path>{root_ / "build" / "packs"});
}

TEST_F(PackSearchPath, InstalledUnderShare) {
  fs::create_directories(root_ / "bin");
  fs::create_directories(root_ / "share" / "jabbertoon" / "packs");
  EXPECT_EQ(pack_search_path({}, "", root_ / "bin"),
            std::vector<fs::path>{root_ / "share" / "jabbertoon" / "packs"});
}

TEST_F(PackSearchPath, NoShippedDirectory) {
  EXPECT_TRUE(pack_search_path({}, "", root_ / "build").empty());
  EXPECT_EQ(pack_search_path({}, "x", ""), std::vector<fs::path>{"x"});
}

}  // namespace
}  // namespace jt::packs
