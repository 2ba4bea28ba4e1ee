// The director that shoots dialogue (docs/CAMERA.md "The director"): its shot list for the
// shipped cartoon, looked at and recorded, and its rules on every cartoon it shoots.
#include <gtest/gtest.h>

#include "director_harness.h"
#include "jt/runtime/shot_director.h"

namespace jt::rt {
namespace {

std::vector<DirectedShot> happy_now_shots(CameraMode mode = CameraMode::kAuto) {
  Runtime rt = create_runtime({.packs = testing::shipped_packs(), .camera = mode});
  const CartoonStart started = rt.start_cartoon(testing::shipped_cartoon("scenes/happy_now.json"));
  EXPECT_TRUE(started.ok) << started.error;
  return rt.shots();
}

struct RecordedShot {
  double t;
  std::vector<std::string> on;
  ShotSize size;
};

// Sunny's walk up to Grump before the give (docs/PROPS.md): from x 0.3 to 0.68 - 0.4 × 9/16, 0.155
// of the width, 0.155 × 16/9 / 0.5 of her heights at a height a second.
constexpr double kWalkUp = 0.155 * 16.0 / 9.0 / 0.5;

TEST(ShotDirector, TheShippedCartoonsShotsAreTheRecordedOnes) {
  // Looked at frame by frame (320x180 stills of each shot, session 9): the establishing wide
  // shot; Sunny's greeting; the quick "Is it?" as a two-shot; closer on Sunny's longer line and
  // Grump's answer; both as Sunny hands him the cake (session 11, looked at over the give); the
  // second scene wide, then each speaker, a two-shot while they trade quick
  // lines, wide while Sunny exits, Grump's last line close.
  const std::vector<RecordedShot> recorded = {
      {0, {}, ShotSize::kWide},
      {3.2, {"A"}, ShotSize::kMedium},
      {4.65, {"A", "B"}, ShotSize::kMedium},
      {5.76, {"A"}, ShotSize::kClose},
      {8.23, {"B"}, ShotSize::kClose},
      {9.23, {"A", "B"}, ShotSize::kMedium},
      // From here on 0.551111 s later than recorded: Sunny walks up to Grump before the give.
      {10.66 + kWalkUp, {}, ShotSize::kWide},
      {11.66 + kWalkUp, {"A"}, ShotSize::kMedium},
      {13.89 + kWalkUp, {"B"}, ShotSize::kMedium},
      {15.22 + kWalkUp, {"A", "B"}, ShotSize::kMedium},
      {18.48 + kWalkUp, {}, ShotSize::kWide},
      {19.68 + kWalkUp, {"B"}, ShotSize::kClose},
  };
  const std::vector<DirectedShot> shots = happy_now_shots();
  ASSERT_EQ(shots.size(), recorded.size());
  for (std::size_t i = 0; i < shots.size(); ++i) {
    EXPECT_NEAR(shots[i].t, recorded[i].t, 1e-9) << i;
    EXPECT_EQ(shots[i].on, recorded[i].on) << i;
    EXPECT_EQ(shots[i].size, recorded[i].size) << i;
  }
}

TEST(ShotDirector, NoShotIsShorterThanASecondAndEachSceneOpensWide) {
  const std::vector<DirectedShot> shots = happy_now_shots();
  for (std::size_t i = 0; i + 1 < shots.size(); ++i) {
    EXPECT_GE(shots[i].dur, kShortestShot - 1e-9) << i;
    EXPECT_NEAR(shots[i].t + shots[i].dur, shots[i + 1].t, 1e-12) << i;
  }
  EXPECT_EQ(shots.front().size, ShotSize::kWide);
}

TEST(ShotDirector, FixedAndAsWrittenAreNotDirected) {
  EXPECT_TRUE(happy_now_shots(CameraMode::kFixed).empty());
}

// A cartoon of two scenes: the first with a camera block, the second without.
std::string two_scenes(const std::string& camera_field) {
  return R"({"v": 1, "kind": "cartoon", )" + camera_field + R"(
    "cast": {"A": {"at": {"x": 0.3}}, "B": {"at": {"x": 0.7, "facing": -1}}},
    "scripts": [
      {"hat": {"on": "scene", "name": "one"}, "body": [
        {"op": "shot", "on": "B", "size": "extreme"},
        {"op": "say", "who": "A", "text": "This is a line long enough to cut to."}]},
      {"hat": {"on": "scene", "name": "two"}, "body": [
        {"op": "wait", "s": 1.5},
        {"op": "say", "who": "A", "text": "And here is a line that is long enough, at last, to get its own reaction shot in."},
        {"op": "wait", "s": 0.5}]}]})";
}

TEST(ShotDirector, CameraBlocksWinAndALongLineGetsAReaction) {
  Runtime rt = create_runtime({.camera = CameraMode::kAsWritten});
  ASSERT_TRUE(rt.start_cartoon(testing::prepare_text(two_scenes(R"("camera": "auto",)"))).ok);
  const std::vector<DirectedShot>& shots = rt.shots();
  ASSERT_GE(shots.size(), 4u);
  EXPECT_TRUE(shots[0].as_written);  // scene one keeps its own camera
  rt.step_to(0.5);
  const Figure b{.x = 0.7, .feet = 0.92, .h = 0.5, .facing = -1};
  EXPECT_EQ(rt.frame().camera, frame_shot({&b, 1}, ShotSize::kExtreme, 16.0 / 9));
  // Scene two: wide, the speaker, the listener's reaction, the speaker again.
  EXPECT_EQ(shots[1].size, ShotSize::kWide);
  EXPECT_EQ(shots[2].on, std::vector<std::string>{"A"});
  EXPECT_EQ(shots[3].on, std::vector<std::string>{"B"});
  EXPECT_EQ(shots[3].size, ShotSize::kClose);
  ASSERT_GE(shots.size(), 5u);
  EXPECT_EQ(shots[4].on, std::vector<std::string>{"A"});
}

TEST(ShotDirector, FixedIsTheWideShotWhateverTheBlocksSay) {
  Runtime rt = create_runtime({.camera = CameraMode::kFixed});
  ASSERT_TRUE(rt.start_cartoon(testing::prepare_text(two_scenes(""))).ok);
  rt.step_to(0.5);
  EXPECT_EQ(rt.frame().camera, Camera{});
}

}  // namespace
}  // namespace jt::rt
