// Since when a character has shown its mood (rt::CharacterFrame::mood_since, docs/SHAPES.md
// §3.3): the time of the write that set it, kept when the same mood is written again, so a happy
// tail comes up once as the mood begins and not again at each repeat.
#include <gtest/gtest.h>

#include "jt/runtime/frame.h"
#include "runtime_harness.h"

namespace jt::rt {
namespace {

using testing::body;
using testing::Harness;

double since_at(Harness& h, double t) {
  h.rt.step_to(t);
  const Frame f = h.rt.frame();
  return f.characters.at(0).mood_since;
}

TEST(MoodSince, IsWhenTheMoodBeganNotWhenItWasWrittenAgain) {
  // happy at 0.5 s, happy again at 1 s, sad at 1.5 s, happy at 2 s.
  Harness h(body(R"([{"op": "wait", "s": 0.5}, {"op": "mood", "mood": "happy"},
                     {"op": "wait", "s": 0.5}, {"op": "mood", "mood": "happy"},
                     {"op": "wait", "s": 0.5}, {"op": "mood", "mood": "sad"},
                     {"op": "wait", "s": 0.5}, {"op": "mood", "mood": "happy"},
                     {"op": "wait", "s": 1}])"));
  EXPECT_EQ(since_at(h, 0.75), 0.5);
  EXPECT_EQ(since_at(h, 1.25), 0.5) << "written again, the same mood goes on";
  EXPECT_EQ(since_at(h, 1.75), 1.5);
  EXPECT_EQ(since_at(h, 2.25), 2.0);
}

TEST(MoodSince, KeepsTheMoodShownBefore) {
  // happy at 0.5 s, happy again at 1 s, sad at 1.5 s, sad again at 2 s: from 1.5 s the mood
  // before is happy (a happy tail goes down from then), also after the repeat; none before.
  Harness h(body(R"([{"op": "wait", "s": 0.5}, {"op": "mood", "mood": "happy"},
                     {"op": "wait", "s": 0.5}, {"op": "mood", "mood": "happy"},
                     {"op": "wait", "s": 0.5}, {"op": "mood", "mood": "sad"},
                     {"op": "wait", "s": 0.5}, {"op": "mood", "mood": "sad"},
                     {"op": "wait", "s": 1}])"));
  const auto before_at = [&](double t) {
    h.rt.step_to(t);
    return h.rt.frame().characters.at(0).mood_before;
  };
  EXPECT_EQ(before_at(1.25), "");
  EXPECT_EQ(before_at(1.75), "happy");
  EXPECT_EQ(before_at(2.25), "happy") << "written again, the same mood goes on";
  EXPECT_EQ(since_at(h, 2.25), 1.5);
}

}  // namespace
}  // namespace jt::rt
