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

}  // namespace
}  // namespace jt::render
