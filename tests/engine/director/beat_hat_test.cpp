// The beat hat (docs/RUNTIME.md "Hats the stage fires"): a music block with a bpm lays beats on its
// clip, from the music's start, restarting with each pass of a looped clip, ending with the music;
// the running scene's beat hats fire on each. Times worked out by hand below.
#include <gtest/gtest.h>

#include "director_harness.h"

namespace jt::rt::testing {
namespace {

// A cartoon whose scene waits 1 s, starts `music` (a JSON object's members), and runs to 5 s; a
// beat hat plays pop.wav on each beat, so the beats are the sound records' times. tune.wav is
// 1.9 s long.
std::vector<double> beats_of(const std::string& music, const std::string& hat = R"("on": "beat")") {
  Runtime rt({.clip_length = [](const std::string& clip) -> std::optional<double> {
                if (clip == "tune.wav") return 1.9;
                return 0.1;
              },
              .fps = 24});
  const CartoonStart start = rt.start_cartoon(prepare_text(
      R"({"v": 1, "kind": "cartoon", "name": "c", "cast": {"A": {"at": {"x": 0.5}}}, "scripts": [
        {"hat": {"on": "scene", "name": "one"}, "body": [{"op": "wait", "s": 1},
          {"op": "music", "clip": "tune.wav", )" +
      music + R"(}, {"op": "wait", "s": 4}]},
        {"hat": {)" +
      hat + R"(}, "body": [{"op": "sound", "clip": "pop.wav"}]}]})"));
  EXPECT_TRUE(start.ok) << start.error;
  return sound_times(rt);
}

TEST(BeatHat, FiresOnEachBeatUntilTheMusicRunsOut) {
  // 120 bpm: a beat each 0.5 s from the clip's 0.25 s; the clip starts at 1 s and runs out at 2.9.
  expect_times(beats_of(R"("bpm": 120, "offset": 0.25)"), {1.25, 1.75, 2.25, 2.75});
}

TEST(BeatHat, ALoopRestartsTheBeatsWithEachPass) {
  // From 0.5 s into the clip: clip time c is at 0.5 + c on the cartoon's clock. Pass 0's beats
  // at c = 0.75, 1.25, 1.75 are at 1.25, 1.75, 2.25; pass 1 starts at 0.5 + 1.9 = 2.4: 2.65, 3.15,
  // 3.65, 4.15; pass 2 at 4.3: 4.55 (5.05 is after the cartoon's end).
  expect_times(beats_of(R"("bpm": 120, "offset": 0.25, "from": 0.5, "loop": true)"),
               {1.25, 1.75, 2.25, 2.65, 3.15, 3.65, 4.15, 4.55});
}

TEST(BeatHat, ABeatOnTheMusicsFirstInstantFiresAndNoBpmNoBeats) {
  // 60 bpm from the clip's start: 1 (the music's first instant), 2; it runs out at 2.9.
  expect_times(beats_of(R"("bpm": 60)"), {1, 2});
  EXPECT_TRUE(beats_of(R"("volume": 0.5)").empty());
}

TEST(BeatHat, OnlyInItsScene) {
  EXPECT_TRUE(beats_of(R"("bpm": 120)", R"("on": "beat", "scene": "two")").empty());
  expect_times(beats_of(R"("bpm": 120, "offset": 0.25)", R"("on": "beat", "scene": "one")"),
               {1.25, 1.75, 2.25, 2.75});
}

}  // namespace
}  // namespace jt::rt::testing
