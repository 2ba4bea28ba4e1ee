// The loud hat (docs/RUNTIME.md "Hats the stage fires", `loud`): at each moment a line gets loud
// (RuntimeOptions::loud_moments, seconds from the line's start), the running scene's loud hats for
// that voice fire, and the speaker's own moves' loud hats. Times worked out by hand below.
#include <gtest/gtest.h>

#include "director_harness.h"

namespace jt::rt::testing {
namespace {

// "Hello there" lasts 2 s and gets loud 0.3 s and 1.2 s into it (and at 2.5 s, past its end:
// never); "Hi" lasts 1 s, loud at 0.4 s.
RuntimeOptions voices() {
  return {.speech = [](const std::string& text, const SpeechRequest&) -> std::optional<double> {
            return text == "Hi" ? 1.0 : 2.0;
          },
          .loud_moments = [](const std::string& text, const SpeechRequest&) -> std::vector<double> {
            if (text == "Hi") return {0.4};
            return {0.3, 1.2, 2.5};
          },
          .clip_length = [](const std::string&) -> std::optional<double> { return 0.1; },
          .fps = 24};
}

// Scene one: a wait of 1 s, A says "Hello there" (1 to 3 s), B says "Hi" (3 to 4 s); scene two
// then has B say "Hi" again (4 to 5 s). The hat plays pop.wav, so its firings are the sound
// records' times.
std::vector<double> pops(const std::string& hat) {
  Runtime rt(voices());
  const CartoonStart start = rt.start_cartoon(prepare_text(
      R"({"v": 1, "kind": "cartoon", "name": "c",
          "cast": {"A": {"at": {"x": 0.3}}, "B": {"at": {"x": 0.7}}}, "scripts": [
        {"hat": {"on": "scene", "name": "one"}, "body": [{"op": "wait", "s": 1},
          {"op": "say", "who": "A", "text": "Hello there"},
          {"op": "say", "who": "B", "text": "Hi"}]},
        {"hat": {"on": "scene", "name": "two"}, "body": [{"op": "say", "who": "B", "text": "Hi"}]},
        {"hat": {)" +
      hat + R"(}, "body": [{"op": "sound", "clip": "pop.wav"}]}]})"));
  EXPECT_TRUE(start.ok) << start.error;
  return sound_times(rt);
}

TEST(LoudHat, FiresAtEachLoudMomentOfEveryLine) {
  // A: 1 + 0.3, 1 + 1.2 (1 + 2.5 is past the line's end); B: 3 + 0.4; B again in scene two: 4.4.
  expect_times(pops(R"("on": "loud")"), {1.3, 2.2, 3.4, 4.4});
}

TEST(LoudHat, WhoAndSceneLimitIt) {
  expect_times(pops(R"("on": "loud", "who": "A")"), {1.3, 2.2});
  expect_times(pops(R"("on": "loud", "who": "B")"), {3.4, 4.4});
  expect_times(pops(R"("on": "loud", "scene": "two")"), {4.4});
  EXPECT_TRUE(pops(R"("on": "loud", "who": "A", "scene": "two")").empty());
}

TEST(LoudHat, WithoutLoudMomentsNothingFires) {
  Runtime rt({.fps = 24});  // no voices: the estimate, and no loud moments
  const CartoonStart start = rt.start_cartoon(prepare_text(
      R"({"v": 1, "kind": "cartoon", "name": "c", "cast": {"A": {"at": {"x": 0.3}}}, "scripts": [
        {"hat": {"on": "scene", "name": "one"}, "body": [
          {"op": "say", "who": "A", "text": "Hello there, how loud I am!"}]},
        {"hat": {"on": "loud"}, "body": [{"op": "sound", "clip": "pop.wav"}]}]})"));
  ASSERT_TRUE(start.ok) << start.error;
  for (const TimelineRecord& r : rt.timeline())
    EXPECT_NE(r.kind, "sound");
}

TEST(LoudHat, TheSpeakersOwnMoveHearsIt) {
  // A's move counts its loud moments in dx: 0 before 1.3 s, 1 from 1.3, 2 from 2.2; B's move,
  // the same script, hears only B's line (loud at 3.4).
  Runtime rt(voices());
  const std::string counting = R"({"v": 1, "kind": "behaviour", "vars": {"n": 0}, "scripts": [
      {"hat": {"on": "loud"}, "body": [{"op": "changeVar", "var": "n", "by": 1},
                                        {"op": "set", "to": {"dx": "=n"}}]}]})";
  const CartoonStart start = rt.start_cartoon(prepare_text(
      R"({"v": 1, "kind": "cartoon", "name": "c",
          "cast": {"A": {"at": {"x": 0.3}}, "B": {"at": {"x": 0.7}}}, "scripts": [
        {"hat": {"on": "scene", "name": "one"}, "body": [
          {"op": "does", "who": "A", "behaviour": )" +
      counting + R"(}, {"op": "does", "who": "B", "behaviour": )" + counting +
      R"(}, {"op": "wait", "s": 1},
          {"op": "say", "who": "A", "text": "Hello there"},
          {"op": "say", "who": "B", "text": "Hi"}]}]})"));
  ASSERT_TRUE(start.ok) << start.error;
  const auto dx = [&](const char* who, double t) {
    rt.step_to(t);
    return character_in(rt.frame(), who).pose.dx;
  };
  EXPECT_EQ(dx("A", 1.25), 0);
  EXPECT_EQ(dx("A", 1.35), 1);
  EXPECT_EQ(dx("B", 1.35), 0) << "A's voice, not B's";
  EXPECT_EQ(dx("A", 2.25), 2);
  EXPECT_EQ(dx("B", 3.45), 1);
  EXPECT_EQ(dx("A", 3.45), 2);
}

}  // namespace
}  // namespace jt::rt::testing
