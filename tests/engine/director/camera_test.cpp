// The camera (docs/CAMERA.md): the framing of shots by placements, the camera blocks run in a
// cartoon, their records, and the frame's camera in its JSON and its key.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <numbers>
#include <utility>

#include "director_harness.h"
#include "jt/json/write.h"
#include "jt/runtime/camera.h"
#include "jt/runtime/frame_key.h"

namespace jt::rt::testing {
namespace {

constexpr double kCameraAspect = 16.0 / 9.0;

// docs/CAMERA.md "Framing": each size's span of a figure, in its heights above its feet.
struct DocumentedSpan {
  ShotSize size;
  double top, bottom, looking_room;
};
constexpr DocumentedSpan kDocumentedSpans[] = {
    {ShotSize::kFull, 1.3, -0.06, 1.0 / 6},
    {ShotSize::kMedium, 1.3, 0.25, 1.0 / 6},
    {ShotSize::kClose, 1.1, 0.45, 0.1},
    {ShotSize::kExtreme, 1.0, 0.58, 0},
};

TEST(CameraFraming, ALoneFigureIsFramedByItsSpanWithLookingRoomAhead) {
  for (const DocumentedSpan& d : kDocumentedSpans) {
    for (double facing : {1.0, -1.0}) {
      const Figure f{.x = 0.5, .feet = 0.92, .h = 0.5, .facing = facing};
      const Camera c = frame_shot({&f, 1}, d.size, kCameraAspect);
      const double w = (d.top - d.bottom) * 0.5;
      EXPECT_NEAR(c.w, w, 1e-12) << shot_size_name(d.size);
      EXPECT_NEAR(c.y, 0.92 - (d.top + d.bottom) / 2 * 0.5, 1e-12) << shot_size_name(d.size);
      EXPECT_NEAR(c.x, 0.5 + facing * d.looking_room * w, 1e-12) << shot_size_name(d.size);
    }
  }
}

TEST(CameraFraming, ACloseUpOfKnownBoundsGivesTheExpectedRectangle) {
  // Head and shoulders of a figure 0.5 high at x 0.3: 1.1 to 0.45 of its height above its feet.
  const Figure f{.x = 0.3, .feet = 0.92, .h = 0.5, .facing = 1};
  const Camera c = frame_shot({&f, 1}, ShotSize::kClose, kCameraAspect);
  EXPECT_NEAR(c.w, 0.325, 1e-12);
  EXPECT_NEAR(c.y - c.w / 2, 0.92 - 0.55, 1e-12);   // the top: just above the head
  EXPECT_NEAR(c.y + c.w / 2, 0.92 - 0.225, 1e-12);  // the bottom: the shoulders
  EXPECT_NEAR(c.x, 0.3 + 0.0325, 1e-12);            // a tenth of the frame's room ahead
}

TEST(CameraFraming, ATwoShotHoldsBoth) {
  const Figure both[] = {{.x = 0.25, .feet = 0.92, .h = 0.5, .facing = 1},
                         {.x = 0.7, .feet = 0.92, .h = 0.45, .facing = -1}};
  for (ShotSize size : {ShotSize::kFull, ShotSize::kMedium, ShotSize::kClose}) {
    const Camera c = frame_shot(both, size, kCameraAspect);
    const ShotSpan span = shot_span(size);
    for (const Figure& f : both) {
      const double half = 0.3 * f.h / kCameraAspect;  // its width, in the stage's widths
      EXPECT_LE(c.x - c.w / 2, f.x - half) << shot_size_name(size);
      EXPECT_GE(c.x + c.w / 2, f.x + half) << shot_size_name(size);
      EXPECT_LE(c.y - c.w / 2, f.feet - span.top * f.h + 1e-12) << shot_size_name(size);
      EXPECT_GE(c.y + c.w / 2, f.feet - span.bottom * f.h - 1e-12) << shot_size_name(size);
    }
    EXPECT_LT(c.w, 1) << shot_size_name(size);
  }
}

TEST(CameraFraming, AFourLeggedFiguresFaceIsAheadOfIt) {
  const Figure dog{.x = 0.5, .feet = 0.92, .h = 0.4, .facing = -1, .ahead = kFourLeggedHeadAhead};
  const Camera c = frame_shot({&dog, 1}, ShotSize::kExtreme, kCameraAspect);
  EXPECT_NEAR(c.x, 0.5 - 0.3 * 0.4 / kCameraAspect, 1e-12);
}

TEST(CameraFraming, TheCameraNeverShowsBeyondTheStage) {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  const double inf = std::numeric_limits<double>::infinity();
  EXPECT_EQ(clamp_camera({nan, inf, nan}), Camera{});
  EXPECT_EQ(clamp_camera({0.5, 0.5, 40}), Camera{});
  const Camera tiny = clamp_camera({0, 1, 0.001});
  EXPECT_DOUBLE_EQ(tiny.w, 1 / 12.0);
  EXPECT_DOUBLE_EQ(tiny.x, 1 / 24.0);
  EXPECT_DOUBLE_EQ(tiny.y, 1 - 1 / 24.0);
  // A figure at the edge: the frame stops at the stage's edge.
  const Figure edge{.x = 0.02, .feet = 0.92, .h = 0.5, .facing = -1};
  const Camera c = frame_shot({&edge, 1}, ShotSize::kMedium, kCameraAspect);
  EXPECT_DOUBLE_EQ(c.x, c.w / 2);
  const Figure broken{.x = nan, .feet = 0.92, .h = 0.5};
  EXPECT_EQ(frame_shot({&broken, 1}, ShotSize::kClose, kCameraAspect), Camera{});
}

// A cartoon of A (at 0.3, facing right) and B (at 0.7, facing left) in one scene.
std::string two_of_them(const std::string& blocks) {
  return R"({"v": 1, "kind": "cartoon", "name": "c",
    "cast": {"A": {"at": {"x": 0.3, "y": 0.92, "h": 0.5, "facing": 1}},
             "B": {"at": {"x": 0.7, "y": 0.92, "h": 0.5, "facing": -1}}},
    "scripts": [{"hat": {"on": "scene", "name": "one"}, "body": [)" +
         blocks + "]}]}";
}

Runtime camera_runtime(const std::string& blocks) {
  Runtime rt({.fps = 24});
  const CartoonStart start = rt.start_cartoon(prepare_text(two_of_them(blocks)));
  EXPECT_TRUE(start.ok) << start.error;
  return rt;
}

Camera camera_at_time(Runtime& rt, double t) {
  rt.step_to(t);
  return rt.frame().camera;
}

TEST(CameraBlocks, WithoutCameraBlocksEveryFrameIsTheWideShot) {
  Runtime rt = camera_runtime(R"({"op": "say", "who": "A", "text": "Hello"})");
  EXPECT_EQ(camera_at_time(rt, 0.1), Camera{});
  EXPECT_EQ(camera_at_time(rt, 0.5), Camera{});
}

TEST(CameraBlocks, AShotWithoutOverIsACut) {
  Runtime rt = camera_runtime(R"({"op": "wait", "s": 1}, {"op": "shot", "on": "A", "size": "close"},
                                 {"op": "wait", "s": 1})");
  const Figure a{.x = 0.3, .feet = 0.92, .h = 0.5, .facing = 1};
  EXPECT_EQ(camera_at_time(rt, 0.99), Camera{});
  EXPECT_EQ(camera_at_time(rt, 1.0), frame_shot({&a, 1}, ShotSize::kClose, 16.0 / 9));
}

TEST(CameraBlocks, APanGlidesLikeAPlacement) {
  Runtime rt = camera_runtime(R"({"op": "zoom", "to": 2},
                                 {"op": "pan", "x": 0.7, "over": 2, "ease": "linear"})");
  const Camera start = camera_at_time(rt, 0);
  EXPECT_DOUBLE_EQ(start.w, 0.5);
  EXPECT_DOUBLE_EQ(start.x, 0.5);
  EXPECT_NEAR(camera_at_time(rt, 1).x, 0.6, 1e-12);  // half way, linear
  EXPECT_NEAR(camera_at_time(rt, 2).x, 0.7, 1e-12);
  EXPECT_DOUBLE_EQ(camera_at_time(rt, 2).w, 0.5);
}

TEST(CameraBlocks, AShotFollowsACharacterAsItIsPlaced) {
  Runtime rt = camera_runtime(R"({"op": "shot", "on": "A", "size": "medium"},
                                 {"op": "place", "who": "A", "x": 0.6, "over": 2, "ease": "linear"})");
  for (double t : {0.5, 1.0, 1.5}) {
    rt.step_to(t);
    const Frame f = rt.frame();
    const CharacterFrame& a = character_in(f, "A");
    const Figure fig{.x = a.x, .feet = a.y, .h = a.h, .facing = a.facing};
    EXPECT_EQ(f.camera, frame_shot({&fig, 1}, ShotSize::kMedium, 16.0 / 9)) << t;
  }
}

TEST(CameraBlocks, EachSceneStartsOnTheWideShot) {
  Runtime rt({.fps = 24});
  const CartoonStart start = rt.start_cartoon(prepare_text(R"({"v": 1, "kind": "cartoon",
    "cast": {"A": {"at": {"x": 0.3}}},
    "scripts": [{"hat": {"on": "scene", "name": "one"}, "body": [
                   {"op": "shot", "on": "A", "size": "close"}, {"op": "wait", "s": 1}]},
                {"hat": {"on": "scene", "name": "two"}, "body": [{"op": "wait", "s": 1}]}]})"));
  ASSERT_TRUE(start.ok) << start.error;
  EXPECT_NE(camera_at_time(rt, 0.5), Camera{});
  EXPECT_EQ(camera_at_time(rt, 1.5), Camera{});
}

TEST(CameraBlocks, AShakeIsTheSameInEveryRunAndDiesAway) {
  const std::string blocks = R"({"op": "shake", "amount": 0.05, "for": 1}, {"op": "wait", "s": 2})";
  Runtime one = camera_runtime(blocks), two = camera_runtime(blocks);
  bool moved = false;
  for (double t = 0; t < 2; t += 1 / 24.0) {
    const Camera a = camera_at_time(one, t), b = camera_at_time(two, t);
    EXPECT_EQ(a, b) << t;
    moved |= !(a == Camera{});
    // Inside the stage all the while.
    EXPECT_LE(a.x + a.w / 2, 1);
    EXPECT_GE(a.x - a.w / 2, 0);
  }
  EXPECT_TRUE(moved);
  EXPECT_EQ(camera_at_time(one, 1.5), Camera{});
}

TEST(CameraBlocks, ShotsAreInThePlanAndTheFrameJson) {
  Runtime rt = camera_runtime(R"({"op": "shot", "on": ["A", "B"], "size": "full", "over": 0.5},
                                 {"op": "zoom", "to": 3, "on": "B"}, {"op": "pan", "x": 0.4},
                                 {"op": "shake", "amount": 0.02, "for": 0.3})");
  std::vector<std::string> records;
  for (const TimelineRecord& r : rt.timeline()) {
    records.push_back(json::write_compact(record_to_json(r)));
  }
  EXPECT_EQ(records[1], R"({"t":0,"dur":0.5,"kind":"shot","on":["A","B"],"size":"full"})");
  EXPECT_EQ(records[2], R"({"t":0.5,"dur":0,"kind":"zoom","on":"B","to":3})");
  EXPECT_EQ(records[3], R"({"t":0.5,"dur":0,"kind":"pan","x":0.4})");
  EXPECT_EQ(records[4], R"({"t":0.5,"dur":0.3,"kind":"shake","amount":0.02})");
  rt.step_to(0.1);
  const json::Value frame = frame_to_json(rt.frame());
  const json::Value* camera = frame.find("camera");
  ASSERT_NE(camera, nullptr);
  EXPECT_NE(camera->find("w"), nullptr);
}

TEST(CameraRoll, ARolledPictureClosesInSoItsCornersStayOnTheStage) {
  // 10 degrees on a 16:9 stage: the turned picture's box is w (16/9 cos 10° + sin 10°) of the
  // stage's heights wide and w (16/9 sin 10° + cos 10°) tall; the tall side binds.
  const double a = 10 * std::numbers::pi / 180;
  const Camera wide = keep_in_stage({.roll = 10}, kCameraAspect);
  EXPECT_NEAR(wide.w, 1 / (kCameraAspect * std::sin(a) + std::cos(a)), 1e-12);
  EXPECT_DOUBLE_EQ(wide.x, 0.5);
  EXPECT_DOUBLE_EQ(wide.roll, 10);
  // A close-up at the stage's left edge keeps its corners in: its centre moves in by the box's
  // half width.
  const Camera edge = keep_in_stage({.x = 0, .y = 0.5, .w = 0.3, .roll = -10}, kCameraAspect);
  EXPECT_DOUBLE_EQ(edge.w, 0.3);
  EXPECT_NEAR(edge.x, 0.3 * (kCameraAspect * std::cos(a) + std::sin(a)) / kCameraAspect / 2, 1e-12);
  // No roll beyond 15 degrees; none that is not a number.
  EXPECT_DOUBLE_EQ(keep_in_stage({.roll = 40}, kCameraAspect).roll, 15);
  EXPECT_DOUBLE_EQ(keep_in_stage({.roll = -40}, kCameraAspect).roll, -15);
  EXPECT_EQ(keep_in_stage({.roll = std::nan("")}, kCameraAspect), Camera{});
}

TEST(CameraRoll, ARollGlidesAndAShotKeepsIt) {
  Runtime rt = camera_runtime(R"({"op": "roll", "to": 10, "over": 2, "ease": "linear"},
                                 {"op": "shot", "on": "A", "size": "close"},
                                 {"op": "wait", "s": 1})");
  EXPECT_DOUBLE_EQ(camera_at_time(rt, 1).roll, 5);  // half way, linear
  const Camera rolled = camera_at_time(rt, 2.5);
  EXPECT_DOUBLE_EQ(rolled.roll, 10);
  const Figure a{.x = 0.3, .feet = 0.92, .h = 0.5, .facing = 1};
  Camera shot = frame_shot({&a, 1}, ShotSize::kClose, kCameraAspect);
  shot.roll = 10;
  EXPECT_EQ(rolled, keep_in_stage(shot, kCameraAspect));
}

TEST(CameraRoll, ItIsInThePlanTheFrameJsonAndTheKey) {
  Runtime rt = camera_runtime(R"({"op": "roll", "to": -8, "over": 0.5}, {"op": "wait", "s": 1})");
  ASSERT_GE(rt.timeline().size(), 2u);
  EXPECT_EQ(json::write_compact(record_to_json(rt.timeline()[1])),
            R"({"t":0,"dur":0.5,"kind":"roll","to":-8})");
  rt.step_to(1);
  const json::Value rolled = frame_to_json(rt.frame());
  EXPECT_EQ(rolled.find("camera")->find("roll")->as_number(), -8);
  // Level, the camera's JSON is as it was before the roll existed.
  Runtime level = camera_runtime(R"({"op": "wait", "s": 1})");
  level.step_to(0.5);
  EXPECT_EQ(frame_to_json(level.frame()).find("camera")->find("roll"), nullptr);
  Frame a, b;
  b.camera.roll = 1;
  std::string ka, kb;
  append_frame_key(a, ka);
  append_frame_key(b, kb);
  EXPECT_NE(ka, kb);
}

TEST(CameraRoll, BadRollsAreFoundBeforeTheRun) {
  for (const auto& [block, pointer] :
       {std::pair{R"({"op": "roll", "to": 20})", "/scripts/0/body/0/to"},
        std::pair{R"({"op": "roll", "over": 1})", "/scripts/0/body/0"},
        std::pair{R"({"op": "roll", "to": 5, "over": -1})", "/scripts/0/body/0/over"}}) {
    const PrepareResult r =
        prepare_program(program_of(test_support::parse_json(
                                       std::string(R"({"v": 1, "kind": "cartoon", "cast": {"A": {}},
            "scripts": [{"hat": {"on": "scene", "name": "one"}, "body": [)") +
                                       block + "]}]}"))
                            .program);
    ASSERT_FALSE(r.diagnostics.empty()) << block;
    EXPECT_EQ(r.diagnostics[0].path, pointer) << block;
  }
}

TEST(CameraBlocks, TheFrameKeyHoldsTheCamera) {
  Frame a, b;
  std::string ka, kb;
  append_frame_key(a, ka);
  append_frame_key(b, kb);
  EXPECT_EQ(ka, kb);
  b.camera.w = 0.5;
  kb.clear();
  append_frame_key(b, kb);
  EXPECT_NE(ka, kb);
}

}  // namespace
}  // namespace jt::rt::testing
