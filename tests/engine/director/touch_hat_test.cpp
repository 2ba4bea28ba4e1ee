// The touch hat (docs/RUNTIME.md "Hats the stage fires"): a character's box is x ± 0.2·h across
// (h is a fraction of the stage's height, so 0.2·h/aspect of its width) and h tall up from its
// feet at y; the hat fires when two boxes go from apart to touching. On the 16:9 stage, two
// characters 0.5 tall touch when their x are 0.2·(0.5+0.5)·9/16 = 0.1125 apart. Every expected
// time is worked out by hand.
#include <gtest/gtest.h>

#include <cmath>

#include "hat_timeline.h"
#include "jt/diagnostic_codes.h"
#include "jt/validate/validate.h"
#include "support/json_text.h"

namespace jt::rt {
namespace {

using testing::HatRun;
using Times = std::vector<double>;

constexpr const char* kBump =
    R"({"hat": {"on": "touch", "who": "A", "with": "B"}, "body": [
         {"op": "caption", "text": "bump", "for": 0.1}]})";

// When A and B meet, as kBump sees it, in a scene that runs `body` with the cast `cast`.
Times bumps(const std::string& cast, const std::string& body) {
  HatRun run(cast, R"([{"hat": {"on": "scene", "name": "one"}, "body": )" + body + "}, " +
                       std::string(kBump) + "]");
  return run.captions("bump");
}

TEST(TouchHat, ALinearGlideTouchesWhenTheBoxesMeet) {
  // A glides from 0.1 to 0.9 over 2 s, linearly, toward B at 0.6: x(t) = 0.1 + 0.4·t reaches
  // 0.6 - 0.1125 = 0.4875 at t = 0.3875 / 0.4 = 0.96875 s.
  const Times met = bumps(R"({"A": {"at": {"x": 0.1}}, "B": {"at": {"x": 0.6}}})",
                          R"([
                   {"op": "place", "who": "A", "x": 0.9, "over": 2, "ease": "linear"}])");
  ASSERT_EQ(met.size(), 1u);  // it passes through B, but touches once: it never gets apart
  EXPECT_NEAR(met[0], 0.96875, 1e-12);
}

TEST(TouchHat, ASmoothGlideTouchesWhereItsEaseSaysSo) {
  // Smooth is u²(3 - 2u), which is 1/2 at u = 1/2: gliding 0.1 -> 0.9 over 2 s, A is at 0.5 at
  // 1 s, just touching B at 0.5 + 0.1125 = 0.6125.
  const Times met = bumps(R"({"A": {"at": {"x": 0.1}}, "B": {"at": {"x": 0.6125}}})",
                          R"([
                   {"op": "place", "who": "A", "x": 0.9, "over": 2, "ease": "smooth"}])");
  ASSERT_EQ(met.size(), 1u);
  EXPECT_NEAR(met[0], 1.0, 1e-12);
}

TEST(TouchHat, TouchingAtTheStartIsNoMeetingButComingBackIs) {
  // A and B start touching (0.05 apart): nothing. A walks to 0.1 over 1 s and back to 0.5 over
  // 1 s: x(t) = 0.1 + 0.4·(t - 1) meets B at 0.55 - 0.1125 = 0.4375, at t = 1 + 0.84375.
  const Times met = bumps(R"({"A": {"at": {"x": 0.5}}, "B": {"at": {"x": 0.55}}})",
                          R"([
                   {"op": "place", "who": "A", "x": 0.1, "over": 1, "ease": "linear"},
                   {"op": "place", "who": "A", "x": 0.5, "over": 1, "ease": "linear"}])");
  ASSERT_EQ(met.size(), 1u);
  EXPECT_NEAR(met[0], 1.84375, 1e-12);
}

TEST(TouchHat, AJumpIntoTouchFiresAtItsInstant) {
  EXPECT_EQ(bumps(R"({"A": {"at": {"x": 0.1}}, "B": {"at": {"x": 0.6}}})",
                  R"([{"op": "wait", "s": 1.25}, {"op": "place", "who": "A", "x": 0.55},
                      {"op": "wait", "s": 1}])"),
            Times{1.25});
}

TEST(TouchHat, WhoAndWithPickThePairInEitherOrderAndNoneIsAnyPair) {
  // C glides from 0.1 at 0.4 per s: it meets B (at 0.6) at 0.4875, 0.96875 s, and A (at 0.95)
  // at 0.8375, 1.84375 s; it stops at 0.9 at 2 s. At 3 s A jumps to 0.5, 0.1 from B: they meet.
  HatRun run(R"({"A": {"at": {"x": 0.95}}, "B": {"at": {"x": 0.6}}, "C": {"at": {"x": 0.1}}})",
             R"([{"hat": {"on": "scene", "name": "one"}, "body": [
                   {"op": "place", "who": "C", "x": 0.9, "over": 2, "ease": "linear"},
                   {"op": "wait", "s": 1}, {"op": "place", "who": "A", "x": 0.5},
                   {"op": "wait", "s": 1}]}, )" +
                 std::string(kBump) +
                 R"(, {"hat": {"on": "touch", "who": "C", "with": "B"}, "body": [
                        {"op": "caption", "text": "CB", "for": 0.1}]},
                      {"hat": {"on": "touch"}, "body": [
                        {"op": "caption", "text": "any", "for": 0.1}]}])");
  EXPECT_EQ(run.captions("bump"), Times{3});
  ASSERT_EQ(run.captions("CB").size(), 1u);
  EXPECT_NEAR(run.captions("CB")[0], 0.96875, 1e-12);
  const Times any = run.captions("any");
  ASSERT_EQ(any.size(), 3u);
  EXPECT_NEAR(any[0], 0.96875, 1e-12);
  EXPECT_NEAR(any[1], 1.84375, 1e-12);
  EXPECT_EQ(any[2], 3);
}

TEST(TouchHat, BoxesApartUpAndDownNeverTouch) {
  // B floats high: its box is 0.1..0.3, A's 0.42..0.92; A passes under it.
  EXPECT_EQ(bumps(R"({"A": {"at": {"x": 0.1}}, "B": {"at": {"x": 0.6, "y": 0.3, "h": 0.2}}})",
                  R"([{"op": "place", "who": "A", "x": 0.9, "over": 2, "ease": "linear"}])"),
            Times{});
}

TEST(TouchHat, SomeoneNotPlacedYetTouchesNobodyUntilPlaced) {
  // B is not on the stage until 1.5 s, where it is placed touching A: that is a meeting.
  EXPECT_EQ(bumps(R"({"A": {"at": {"x": 0.5}}, "B": {}})",
                  R"([{"op": "wait", "s": 1.5},
                   {"op": "place", "who": "B", "x": 0.52}, {"op": "wait", "s": 1}])"),
            Times{1.5});
}

TEST(TouchHat, ItsPairAreCastMembers) {
  const validate::Report report = validate::validate_program(test_support::parse_json(
      R"({"v": 1, "kind": "cartoon", "cast": {"A": {}, "B": {}}, "scripts": [
          {"hat": {"on": "scene", "name": "one"}, "body": []},
          {"hat": {"on": "touch", "who": "A", "with": "Bee"}, "body": []}]})"));
  ASSERT_EQ(report.errors.size(), 1u);
  EXPECT_EQ(report.errors[0].path, "/scripts/1/hat/with");
  EXPECT_EQ(report.errors[0].code, Code::kUnknownCastMember);
  EXPECT_TRUE(report.warnings.empty());
}

}  // namespace
}  // namespace jt::rt
