// A four-legged body acts its mood in profile (docs/SHAPES.md §3.3 "Moods on four legs"): a sad
// dog or cat hangs its head below its idle head and droops its tail; an angry one carries its
// head low. The poses come from the runtime: the shipped move with a behaviour's `mood` block
// beside it, as a scene's `mood {who}` would write it.
#include <gtest/gtest.h>

#include <string>

#include "jt/json/parse.h"
#include "jt/render/skeleton.h"
#include "render_fixtures.h"

namespace jt::render {
namespace {

using testing::part_index;
using testing::shipped_moves;
using testing::template_character;

std::shared_ptr<const Program> mood_move(const std::string& mood) {
  const json::ParseResult parsed = json::parse(
      R"({"v":1,"kind":"behaviour","name":"m","scripts":[{"hat":{"on":"start"},"body":[)"
      R"({"op":"mood","mood":")" +
      mood + R"("}]}]})");
  return prepare_program(program_of(parsed.value).program, "mood").program;
}

// The pose at t of a shipped move, with a mood when one is given.
rt::Pose frame_pose(const std::string& move, const std::string& mood, double t) {
  rt::Runtime runtime = rt::create_runtime({});
  runtime.add_character("A", {.legs = 4});
  for (const auto& m : shipped_moves()) {
    if (m.name == move) runtime.start_behaviour("A", m.program);
  }
  if (!mood.empty()) runtime.start_behaviour("A", mood_move(mood));
  runtime.step_to(t);
  return runtime.pose("A");
}

// A part's shape centre on screen (tree units, y down).
Point centre_of(const Skeleton& s, const std::string& id) {
  const int i = part_index(*s.view, id);
  const Part& p = s.view->parts[static_cast<std::size_t>(i)];
  return s.places[static_cast<std::size_t>(i)].world.apply({p.shape->ox, p.shape->oy});
}

TEST(RenderBodyMood, ASadDogOrCatHangsItsHeadAndDroopsItsTail) {
  for (const char* name : {"dog", "cat"}) {
    const Character c = template_character(name);
    const double units = c.height / 540.0;
    for (double t : {0.5, 1.0, 2.0}) {
      SCOPED_TRACE(std::string(name) + " at " + std::to_string(t));
      const rt::Pose sad = frame_pose("sadidle", "sad", t);
      ASSERT_EQ(sad.mood.value_or(""), "sad");
      const Skeleton idle_body = pose_skeleton(c, frame_pose("idle", "", t), units);
      const Skeleton sad_body = pose_skeleton(c, sad, units);
      const Skeleton angry_body = pose_skeleton(c, frame_pose("angry", "angry", t), units);
      const int head = part_index(*idle_body.view, "head");
      ASSERT_GE(head, 0);
      const double head_h = idle_body.view->parts[static_cast<std::size_t>(head)].shape->h;
      // y grows downward: lower by at least a quarter of the head's height.
      EXPECT_GT(centre_of(sad_body, "head").y, centre_of(idle_body, "head").y + head_h / 4);
      EXPECT_GT(centre_of(angry_body, "head").y, centre_of(idle_body, "head").y + head_h / 8);
      EXPECT_GT(centre_of(sad_body, "tail3").y, centre_of(idle_body, "tail3").y + head_h / 4);
    }
  }
}

TEST(RenderBodyMood, TheDogsPoseStaysAsTheSpecWritesIt) {
  // The posture is the drawing's: the sad pose's channels are the move's alone.
  const rt::Pose plain = frame_pose("sadidle", "", 1.0), sad = frame_pose("sadidle", "sad", 1.0);
  EXPECT_EQ(plain.parts, sad.parts);
  EXPECT_EQ(plain.dy, sad.dy);
}

// Head on (and from behind) a sad dog or cat hangs its head lower than its idle head too, and
// a cat's upright ears turn out and down.
TEST(RenderBodyMood, HeadOnASadDogOrCatLowersItsHeadAndEars) {
  for (const char* name : {"dog", "cat"}) {
    const Character c = template_character(name);
    const double units = c.height / 540.0;
    for (const char* view : {"front", "back"}) {
      SCOPED_TRACE(std::string(name) + " " + view);
      rt::Pose idle = frame_pose("idle", "", 1.0), sad = frame_pose("sadidle", "sad", 1.0);
      idle.view = view;
      sad.view = view;
      const Skeleton idle_body = pose_skeleton(c, idle, units);
      const Skeleton sad_body = pose_skeleton(c, sad, units);
      const int head = part_index(*idle_body.view, "head");
      ASSERT_GE(head, 0);
      const double head_h = idle_body.view->parts[static_cast<std::size_t>(head)].shape->h;
      EXPECT_GT(centre_of(sad_body, "head").y, centre_of(idle_body, "head").y + head_h / 5);
      if (std::string(name) == "cat") {
        // The right ear (+x) turns out: clockwise, a lower angle, by at least 30 degrees.
        const int ear = part_index(*idle_body.view, "ear_r");
        ASSERT_GE(ear, 0);
        EXPECT_LT(sad_body.places[static_cast<std::size_t>(ear)].angle,
                  idle_body.places[static_cast<std::size_t>(ear)].angle - 30);
      }
    }
  }
}

// With no mood written, the body reads what the moves write: `angry`'s shake (squashed wide)
// carries the head low and the ears back, `sadidle`'s sinking sway hangs the head, `flex`'s
// front legs turned in together hold it high; `idle` and `hold` leave it as it is.
TEST(RenderBodyMood, TheMovesReadOnFourLegsWithoutAMood) {
  for (const char* name : {"dog", "cat"}) {
    const Character c = template_character(name);
    const double units = c.height / 540.0;
    for (const char* view : {"side", "front"}) {
      for (double t : {0.5, 1.0, 1.5}) {
        SCOPED_TRACE(std::string(name) + " " + view + " at " + std::to_string(t));
        auto head_y = [&](const char* move) {
          rt::Pose pose = frame_pose(move, "", t);
          EXPECT_FALSE(pose.mood.has_value());
          pose.view = view;
          return centre_of(pose_skeleton(c, pose, units), "head").y;
        };
        rt::Pose rest;
        rest.view = view;
        const Skeleton still = pose_skeleton(c, rest, units);
        const int head = part_index(*still.view, "head");
        const double head_h = still.view->parts[static_cast<std::size_t>(head)].shape->h;
        const double at_rest = centre_of(still, "head").y;
        EXPECT_GT(head_y("angry"), at_rest + head_h / 8);
        EXPECT_GT(head_y("sadidle"), at_rest + head_h / 4);
        EXPECT_LT(head_y("flex"), at_rest - head_h / 20);
        EXPECT_NEAR(head_y("hold"), at_rest, head_h / 20);
      }
    }
  }
}

}  // namespace
}  // namespace jt::render
