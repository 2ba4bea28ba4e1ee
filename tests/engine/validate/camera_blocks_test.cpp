// The camera's scene blocks, each field wrong in turn (docs/CAMERA.md): the path and the message.
#include <gtest/gtest.h>

#include "validate_test_support.h"

namespace jt::validate {
namespace {

using test::program_problems;
using CameraLines = std::vector<std::string>;

// A cartoon of A and B whose one scene runs `body`.
std::string camera_scene(std::string_view body) {
  return R"({"v": 1, "kind": "cartoon", "name": "c", "cast": {"A": {}, "B": {}},
    "scripts": [{"hat": {"on": "scene", "name": "a"}, "body": )" +
         std::string(body) + "}]}";
}

TEST(ValidateCamera, GoodCameraBlocksHaveNoProblems) {
  EXPECT_EQ(program_problems(camera_scene(R"([
      {"op": "shot", "on": "A", "size": "close", "over": 0.5, "ease": "smooth"},
      {"op": "shot", "on": ["A", "B"]}, {"op": "shot", "size": "wide"},
      {"op": "zoom", "to": 2, "on": "B", "over": 1}, {"op": "zoom", "to": 12, "x": 0.2, "y": 0.7},
      {"op": "pan", "x": 0.4, "over": "=1 + 1"}, {"op": "shake", "amount": 0.03, "for": 0.5}])")),
            CameraLines{});
}

TEST(ValidateCamera, EachFieldOutOfItsRangeIsAnErrorAtItsPointer) {
  EXPECT_EQ(program_problems(camera_scene(R"([{"op": "zoom", "to": 20}])")),
            CameraLines{"error /scripts/0/body/0/to: a zoom is 1 (the wide shot) to 12 times the "
                        "wide shot"});
  EXPECT_EQ(program_problems(camera_scene(R"([{"op": "zoom", "to": 0.5}])")),
            CameraLines{"error /scripts/0/body/0/to: a zoom is 1 (the wide shot) to 12 times the "
                        "wide shot"});
  EXPECT_EQ(program_problems(camera_scene(R"([{"op": "pan", "x": 2}])")),
            CameraLines{"error /scripts/0/body/0/x: pan's x is a fraction of the stage (0 to 1), "
                        "as a placement's"});
  EXPECT_EQ(program_problems(camera_scene(R"([{"op": "zoom", "to": 2, "y": -1}])")),
            CameraLines{"error /scripts/0/body/0/y: zoom's y is a fraction of the stage (0 to 1), "
                        "as a placement's"});
  EXPECT_EQ(program_problems(camera_scene(R"([{"op": "shot", "on": "A", "over": -1}])")),
            CameraLines{"error /scripts/0/body/0/over: over (the seconds the camera takes) must "
                        "be 0 (a cut) to 3600"});
  EXPECT_EQ(program_problems(camera_scene(R"([{"op": "shake", "amount": 1}])")),
            CameraLines{"error /scripts/0/body/0/amount: a shake's amount is a share of the "
                        "picture's width, 0 to 0.1"});
  EXPECT_EQ(program_problems(camera_scene(R"([{"op": "shake", "for": 1e9}])")),
            CameraLines{"error /scripts/0/body/0/for: a shake lasts 0 to 3600 seconds"});
}

TEST(ValidateCamera, WrongWordsAndMissingFieldsAreErrors) {
  const CameraLines size =
      program_problems(camera_scene(R"([{"op": "shot", "on": "A", "size": "huge"}])"));
  ASSERT_EQ(size.size(), 1u);
  EXPECT_TRUE(size[0].starts_with("error /scripts/0/body/0/size:")) << size[0];
  EXPECT_EQ(program_problems(camera_scene(R"([{"op": "shot", "size": "close"}])")),
            CameraLines{"error /scripts/0/body/0: missing \"on\" (who the shot frames)"});
  EXPECT_EQ(program_problems(camera_scene(R"([{"op": "zoom", "on": "A"}])")),
            CameraLines{"error /scripts/0/body/0: missing \"to\" (how many times the wide shot, 1 "
                        "to 12)"});
  EXPECT_EQ(program_problems(camera_scene(R"([{"op": "pan"}])")),
            CameraLines{"error /scripts/0/body/0: a pan needs an \"x\", a \"y\", or both (where "
                        "the centre goes)"});
  EXPECT_EQ(program_problems(camera_scene(R"([{"op": "zoom", "to": 2, "on": "A", "x": 0.3}])")),
            CameraLines{"error /scripts/0/body/0: a zoom is on a character or about a point, not "
                        "both"});
  EXPECT_EQ(program_problems(camera_scene(R"([{"op": "shot", "on": 3}])")),
            CameraLines{"error /scripts/0/body/0/on: expected a cast id or a list of them, got the "
                        "number 3"});
}

TEST(ValidateCamera, OnNamesTheCast) {
  const CameraLines lines =
      program_problems(camera_scene(R"([{"op": "shot", "on": ["A", "Bob"]}])"));
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_TRUE(lines[0].starts_with("error /scripts/0/body/0/on/1: ")) << lines[0];
}

TEST(ValidateCamera, CameraBlocksBelongInScenes) {
  const CameraLines lines = program_problems(
      R"({"v": 1, "kind": "behaviour", "name": "t", "scripts": [{"body": [{"op": "zoom", "to": 2}]}]})");
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_TRUE(lines[0].starts_with("error /scripts/0/body/0/op: \"zoom\" is a scene block"))
      << lines[0];
  // A behaviour's shake is the friendly wiggle still.
  EXPECT_EQ(
      program_problems(
          R"({"v": 1, "kind": "behaviour", "name": "t", "scripts": [{"body": [{"op": "shake", "px": 4}]}]})"),
      CameraLines{});
}

}  // namespace
}  // namespace jt::validate
