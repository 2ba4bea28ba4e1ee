// director_sound.cpp: a scene's sound {clip, volume} (docs/ENCODING.md "Sounds and music"): a
// record in the plan that lasts its clip (as the runtime's ClipLength says) and is cut at the
// cartoon's end; the block does not wait; the frames are the same as without it.
#include <gtest/gtest.h>

#include "director_harness.h"
#include "jt/json/write.h"
#include "jt/runtime/frame_key.h"

namespace jt::rt::testing {
namespace {

// One scene of `blocks` with a cast of A, planned with clips of known lengths: pop.wav 0.25 s,
// long.wav 10 s; any other clip unknown.
Runtime planned_with_clips(const std::string& scripts) {
  Runtime rt({.clip_length = [](const std::string& clip) -> std::optional<double> {
                if (clip == "pop.wav") return 0.25;
                if (clip == "long.wav") return 10.0;
                return std::nullopt;
              },
              .fps = 24});
  const CartoonStart start = rt.start_cartoon(prepare_text(
      R"({"v": 1, "kind": "cartoon", "name": "c", "cast": {"A": {"at": {"x": 0.5}}}, "scripts": [)" +
      scripts + "]}"));
  EXPECT_TRUE(start.ok) << start.error;
  return rt;
}

Runtime sounding(const std::string& blocks) {
  return planned_with_clips(R"({"hat": {"on": "scene", "name": "one"}, "body": [)" + blocks + "]}");
}

// The plan's records of one kind, as JSON.
std::vector<std::string> records_of(const Runtime& rt, std::string_view kind) {
  std::vector<std::string> out;
  for (const TimelineRecord& r : rt.timeline()) {
    if (r.kind == kind) out.push_back(json::write_compact(record_to_json(r)));
  }
  return out;
}

TEST(SoundBlock, ItsRecordLastsItsClipAndTheBlockDoesNotWait) {
  Runtime rt = sounding(R"({"op": "wait", "s": 0.5}, {"op": "sound", "clip": "pop.wav"},
      {"op": "sound", "clip": "pop.wav", "volume": 0.5}, {"op": "wait", "s": 1})");
  EXPECT_EQ(records_of(rt, "sound"),
            (std::vector<std::string>{
                R"({"t":0.5,"dur":0.25,"kind":"sound","clip":"pop.wav"})",
                R"({"t":0.5,"dur":0.25,"kind":"sound","clip":"pop.wav","volume":0.5})"}));
  ASSERT_TRUE(rt.duration());
  EXPECT_EQ(*rt.duration(), 1.5) << "0.5 s, two sounds that do not wait, then 1 s";
}

TEST(SoundBlock, ASoundStillPlayingIsCutAtTheCartoonsEnd) {
  Runtime rt = sounding(R"({"op": "wait", "s": 1}, {"op": "sound", "clip": "long.wav"},
      {"op": "wait", "s": 2})");
  EXPECT_EQ(records_of(rt, "sound"),
            std::vector<std::string>{R"({"t":1,"dur":2,"kind":"sound","clip":"long.wav"})"});
}

TEST(SoundBlock, AClipOfUnknownLengthLastsNothing) {
  Runtime rt = sounding(R"({"op": "sound", "clip": "other.wav"}, {"op": "wait", "s": 1})");
  EXPECT_EQ(records_of(rt, "sound"),
            std::vector<std::string>{R"({"t":0,"dur":0,"kind":"sound","clip":"other.wav"})"});
}

TEST(SoundBlock, AFormulasVolumeIsKeptFrom0To4) {
  Runtime rt = sounding(R"({"op": "sound", "clip": "pop.wav", "volume": "=2 * 3"},
      {"op": "sound", "clip": "pop.wav", "volume": "=0 - 1"},
      {"op": "sound", "clip": "pop.wav", "volume": "=0/0"},
      {"op": "sound", "clip": "pop.wav", "volume": "=1"}, {"op": "wait", "s": 1})");
  EXPECT_EQ(records_of(rt, "sound"),
            (std::vector<std::string>{
                R"({"t":0,"dur":0.25,"kind":"sound","clip":"pop.wav","volume":4})",
                R"({"t":0,"dur":0.25,"kind":"sound","clip":"pop.wav","volume":0})",
                R"({"t":0,"dur":0.25,"kind":"sound","clip":"pop.wav","volume":0})",
                R"({"t":0,"dur":0.25,"kind":"sound","clip":"pop.wav","volume":1})"}));
}

TEST(SoundBlock, TheFramesAreTheSameAsWithoutIt) {
  Runtime with = sounding(R"({"op": "say", "who": "A", "text": "Hello"},
      {"op": "sound", "clip": "pop.wav"}, {"op": "wait", "s": 1})");
  Runtime without = sounding(R"({"op": "say", "who": "A", "text": "Hello"},
      {"op": "wait", "s": 1})");
  ASSERT_EQ(with.duration(), without.duration());
  for (int k = 0; k <= 40; ++k) {
    const double t = k / 24.0;
    with.step_to(t);
    without.step_to(t);
    std::string a, b;
    append_frame_key(with.frame(), a);
    append_frame_key(without.frame(), b);
    ASSERT_EQ(a, b) << "frame " << k;
  }
}

// A cartoon of two scenes, `one` and `two`, planned with the clip lengths above.
Runtime two_scenes(const std::string& one, const std::string& two) {
  return planned_with_clips(R"({"hat": {"on": "scene", "name": "one"}, "body": [)" + one +
                            R"(]}, {"hat": {"on": "scene", "name": "two"}, "body": [)" + two +
                            "]}");
}

TEST(MusicBlock, ItPlaysOnAcrossScenesUntilItIsStopped) {
  Runtime rt = two_scenes(R"({"op": "music", "clip": "long.wav", "loop": true, "fade_in": 2,
      "fade_out": 1.5, "volume": 0.4, "from": 0.5}, {"op": "wait", "s": 1})",
                          R"({"op": "wait", "s": 2}, {"op": "music", "stop": true},
      {"op": "wait", "s": 1})");
  EXPECT_EQ(records_of(rt, "music"),
            std::vector<std::string>{
                R"({"t":0,"dur":3,"kind":"music","clip":"long.wav","volume":0.4,"fade_in":2,)"
                R"("fade_out":1.5,"from":0.5,"loop":true})"});
  EXPECT_EQ(*rt.duration(), 4) << "music blocks do not wait";
}

TEST(MusicBlock, NewMusicEndsTheOldAndMusicEndsWithTheCartoonOrItsClip) {
  Runtime rt = two_scenes(R"({"op": "music", "clip": "long.wav"}, {"op": "wait", "s": 1},
      {"op": "music", "clip": "pop.wav"}, {"op": "wait", "s": 1})",
                          R"({"op": "music", "clip": "long.wav", "from": 9.5},
      {"op": "wait", "s": 1}, {"op": "music", "clip": "long.wav", "loop": true},
      {"op": "wait", "s": 2})");
  EXPECT_EQ(records_of(rt, "music"),
            (std::vector<std::string>{
                R"({"t":0,"dur":1,"kind":"music","clip":"long.wav"})",
                R"({"t":1,"dur":0.25,"kind":"music","clip":"pop.wav"})",
                R"({"t":2,"dur":0.5,"kind":"music","clip":"long.wav","from":9.5})",
                R"({"t":3,"dur":2,"kind":"music","clip":"long.wav","loop":true})"}));
}

TEST(MusicBlock, TheFramesAreTheSameAsWithoutIt) {
  Runtime with = two_scenes(R"({"op": "music", "clip": "long.wav", "loop": true},
      {"op": "say", "who": "A", "text": "Hello"})",
                            R"({"op": "music", "stop": true}, {"op": "wait", "s": 1})");
  Runtime without =
      two_scenes(R"({"op": "say", "who": "A", "text": "Hello"})", R"({"op": "wait", "s": 1})");
  ASSERT_EQ(with.duration(), without.duration());
  for (int k = 0; k <= 48; ++k) {
    with.step_to(k / 24.0);
    without.step_to(k / 24.0);
    std::string a, b;
    append_frame_key(with.frame(), a);
    append_frame_key(without.frame(), b);
    ASSERT_EQ(a, b) << "frame " << k;
  }
}

}  // namespace
}  // namespace jt::rt::testing
