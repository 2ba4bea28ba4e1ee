// Where a speaker stood as its line began, kept on its say record for the stereo mix
// (docs/ENCODING.md "The mix"): its placement's x then, gliding or not; not in the plan's JSON.
#include <gtest/gtest.h>

#include "director_harness.h"
#include "jt/json/write.h"

namespace jt::rt::testing {
namespace {

// The say records of the plan, in order.
std::vector<const TimelineRecord*> said_records(const Runtime& rt) {
  std::vector<const TimelineRecord*> out;
  for (const TimelineRecord& r : rt.timeline()) {
    if (r.kind == "say") out.push_back(&r);
  }
  return out;
}

TEST(SayPlace, ALineKeepsWhereItsSpeakerStoodAsItBegan) {
  // A at 0.3 and B at 0.7 (the cast's `at`); A glides to 0.9 over 2 s, then speaks there.
  Runtime rt = two_on_stage(R"({"op": "say", "who": "A", "text": "Hi"},
      {"op": "say", "who": "B", "text": "Hello"},
      {"op": "place", "who": "A", "x": 0.9, "over": 2}, {"op": "say", "who": "A", "text": "There"})");
  const auto said = said_records(rt);
  ASSERT_EQ(said.size(), 3u);
  EXPECT_EQ(said[0]->stood_x, 0.3);
  EXPECT_EQ(said[1]->stood_x, 0.7);
  EXPECT_EQ(said[2]->stood_x, 0.9);
  EXPECT_EQ(json::write_compact(record_to_json(*said[1])).find("stood"), std::string::npos);
}

}  // namespace
}  // namespace jt::rt::testing
