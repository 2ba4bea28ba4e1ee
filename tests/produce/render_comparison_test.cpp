// compare's job (jt/produce/render_comparison.h): two pictures' differences, two manifests' first
// differing frame, and its stops; expected values worked out by hand from the inputs.
#include "jt/produce/render_comparison.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "collecting_reporter.h"
#include "jt/json/parse.h"
#include "jt/render/picture_difference.h"

namespace jt::produce {
namespace {

namespace fs = std::filesystem;

class RenderComparisonTest : public ::testing::Test {
 protected:
  void SetUp() override {
    folder_ = fs::temp_directory_path() / ("jt_render_comparison_" + std::to_string(::getpid()));
    fs::create_directories(folder_);
  }
  void TearDown() override { fs::remove_all(folder_); }

  // A 4x4 grey PNG, every pixel `grey` but pixel 5 (x 1, y 1), which is `odd`.
  std::string grey_picture(const std::string& name, std::uint8_t grey, std::uint8_t odd) {
    std::vector<std::uint8_t> values(16, grey);
    values[5] = odd;
    const std::string path = (folder_ / name).string();
    std::ofstream(path, std::ios::binary) << render::grey_png(values, 4, 4);
    return path;
  }

  fs::path folder_;
};

TEST_F(RenderComparisonTest, OnePixelOffByThirtyDiffersUnlessTheToleranceAllowsIt) {
  const std::string a = grey_picture("a.png", 10, 10), b = grey_picture("b.png", 10, 40);
  CollectingReporter reporter;
  Comparison c = compare_pictures(a, b, {.tolerance = 0, .keep_difference = true}, reporter);
  ASSERT_EQ(c.outcome, Outcome::kDone);
  EXPECT_FALSE(c.pass);
  EXPECT_EQ(c.report.find("max_channel_difference")->as_number(), 30);
  EXPECT_EQ(c.report.find("differing_pixels")->as_number(), 1);
  EXPECT_EQ(c.report.find("pixels_beyond_tolerance")->as_number(), 1);
  ASSERT_EQ(c.difference.size(), 16u);  // the picture of the differences: 30 at pixel 5 alone
  EXPECT_EQ(c.difference[5], 30);
  EXPECT_EQ(c.difference[0], 0);
  c = compare_pictures(a, b, {.tolerance = 30}, reporter);
  EXPECT_TRUE(c.pass);
  EXPECT_EQ(c.report.find("pixels_beyond_tolerance")->as_number(), 0);
  EXPECT_TRUE(c.difference.empty());  // not asked for
}

TEST_F(RenderComparisonTest, AFileThatIsNoPictureFailsWithItsName) {
  const std::string a = grey_picture("a.png", 10, 10);
  const std::string text = (folder_ / "t.png").string();
  std::ofstream(text) << "not a picture";
  CollectingReporter reporter;
  const Comparison c = compare_pictures(a, text, {}, reporter);
  EXPECT_EQ(c.outcome, Outcome::kFailed);
  ASSERT_EQ(reporter.errors.size(), 1u);
  EXPECT_TRUE(reporter.errors[0].starts_with(text + ": cannot")) << reporter.errors[0];
}

TEST_F(RenderComparisonTest, AStopAskedForEndsItBeforeTheFirstFrame) {
  const std::string a = grey_picture("a.png", 10, 10);
  CollectingReporter reporter;
  reporter.stop_after = 0;
  const Comparison c = compare_pictures(a, a, {}, reporter);
  EXPECT_EQ(c.outcome, Outcome::kInterrupted);
  ASSERT_EQ(reporter.errors.size(), 1u);
  EXPECT_EQ(reporter.errors[0], "interrupted at frame 0 of " + a);
}

TEST_F(RenderComparisonTest, PixelsPastTheLimitFailNamingTheFrame) {
  const std::string a = grey_picture("a.png", 10, 10);
  CollectingReporter reporter;
  const Comparison c = compare_pictures(a, a, {.max_pixels = 15}, reporter);  // 16 in a frame
  EXPECT_EQ(c.outcome, Outcome::kFailed);
  ASSERT_EQ(reporter.errors.size(), 1u);
  EXPECT_TRUE(reporter.errors[0].starts_with(a + ": frame 0 (4x4) takes the pixels read past the "
                                                 "limit of 15"));
}

json::Value parsed(std::string_view text) {
  return json::parse(text).value;
}

TEST(RenderComparisonManifests, TheFirstDifferingFrameCountsFromTheFirstFrame) {
  const json::Value a = parsed(R"({"first_frame": 10, "frame_hashes": ["h0", "h1", "h2"],
      "settings": {"fps": 24, "size": "160x90"}, "tool": {"version": "1", "libraries": {"x": "1"}}})");
  const json::Value b = parsed(R"({"first_frame": 10, "frame_hashes": ["h0", "hX", "h2"],
      "settings": {"fps": 25, "size": "160x90", "seed": 1}, "tool": {"version": "1", "libraries": {"x": "1"}}})");
  CollectingReporter reporter;
  const Comparison c = compare_manifests(a, "a.json", b, "b.json", reporter);
  ASSERT_EQ(c.outcome, Outcome::kDone);
  EXPECT_FALSE(c.pass);
  EXPECT_EQ(c.report.find("first_differing_frame")->as_number(), 11);
  EXPECT_EQ(*c.report.find("settings"), json::Value(json::Array{"fps", "seed"}));
  EXPECT_EQ(*c.report.find("libraries"), json::Value(json::Array{}));
  EXPECT_FALSE(c.report.find("tool_version_differs")->as_bool());
  // One more frame in b and the rest the same: the first frame a lacks.
  const json::Value longer =
      parsed(R"({"first_frame": 10, "frame_hashes": ["h0", "h1", "h2", "h3"]})");
  const Comparison d = compare_manifests(a, "a.json", longer, "c.json", reporter);
  EXPECT_EQ(d.report.find("first_differing_frame")->as_number(), 13);
  EXPECT_TRUE(d.report.find("tool_version_differs")->as_bool());  // c.json names no version
}

TEST(RenderComparisonManifests, ADocumentWithoutFrameHashesIsNoManifest) {
  CollectingReporter reporter;
  const Comparison c = compare_manifests(parsed(R"({"frame_hashes": []})"), "a.json", parsed("{}"),
                                         "b.json", reporter);
  EXPECT_EQ(c.outcome, Outcome::kFailed);
  ASSERT_EQ(reporter.errors.size(), 1u);
  EXPECT_TRUE(reporter.errors[0].starts_with("b.json: not a render manifest"));
}

}  // namespace
}  // namespace jt::produce
