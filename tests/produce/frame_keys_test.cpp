// A determinism check in box2d's manner: every frame key of the shipped cartoon at 24 fps,
// hashed together, against a recorded constant. Any change to the plan, the poses, the faces'
// inputs or the frame's data shows here: if the change is meant, look at the frames, then record
// the new constant (the test prints it) and say why in the commit.
#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "collecting_reporter.h"
#include "jt/json/parse.h"
#include "jt/packs/pack_directory.h"
#include "jt/produce/cartoon_clock.h"
#include "jt/produce/cartoon_run.h"
#include "jt/produce/frame_span.h"
#include "jt/program/program_of.h"
#include "jt/runtime/frame_key.h"

namespace jt::produce {
namespace {

// Recorded from this tree (session 8, the shipped happy_now unchanged since session 7; again
// when the frame key took the camera, and when happy_now said "camera": "auto": its frames are
// the director's shots, looked at still by still; again when walks were drawn in profile and
// heads turned in conversation, session 10, looked at in a clip's frames; again when Sunny
// reached for Grump's head instead of `point`, looked at over the line; again when the key took
// each speaker's line for its own bubble: the same pictures, the key's bytes only; again when
// the cake came on as a prop, held, handed over in a two-shot and bitten, looked at still by
// still over the give and both bites; again when the key took the camera's roll: the same
// pictures, the key's bytes only, checked by the old key's hash still matching without it; again
// for talking gestures, session 14: heads beating, Grump's nods and both questions' tilts, looked
// at over "Is it?", "I baked you a cake" and "Are you happy now?"; again when the key took the
// body's acting (a talking hand, a laugh's shake, a happy wag), acting2: Sunny's long lines are
// spoken over `bounce` and `jump_for_joy` holding the cake, so her hands stay; the key's bytes
// and the happy mood's wag value (drawn on a dog's or cat's tail only); again when a giver out of
// reach walks up first, sign: Sunny steps 0.155 of the width toward Grump in 0.55 s (13 frames
// more) before the hand-over, looked at over the walk and the hands meeting; lead17: full and
// medium shots reach 1.3 heights up, so Grump's antennae stay in the hand-over's two-shot, looked
// at 4.5 to 9.8 s; again when the key took each character's track (anticipation and settle,
// act17: the dy a little before and after, keyed only when it moves up or down): Sunny's `bounce`
// and `jump_for_joy` now crouch before each hop and settle after it, looked at over the jumps;
// the poses are the same bits; again when the key took each character's squash, across and
// upper arms' tracks and a happy tail's share (act18, each keyed only when it changes or while
// happy): Sunny's walks lean as they start and stop, her wave's arm goes on past its raise and
// back, and her second jump's crouch is no deeper than its own squash, looked at over the walk's
// stop at 3.2 s and the jumps from 13.7 s; the happy share is keyed while a mood is happy though
// only a dog's or cat's tail draws it; the poses are the same bits; act19: a stage glide that has
// arrived keeps its curve, so the track across still shows the walk behind a body that stopped
// (Sunny's entrance at 3.2 s, the give's walk-up and exit): the frames after each stop key its
// track where they keyed a still one, looked at over the entrance's stop and the give's walk,
// leaning back over three frames as she sets off and swaying on past upright where she stops;
// the poses are the same bits; again when a happy tail eases down over the quarter second after
// its mood gives way to another: Grump, happy from 12.9 s, is angry from 15.375 s, and the six
// frames after key the happy share going down (a monster's tail is its own, so the pictures are
// the same; the key's bytes only)).
constexpr std::int64_t kHappyNowFrames = 556;
constexpr const char* kHappyNowKeys =
    "ff1f71c8e5f916e583078d80ce74aeb61cc0664b9dadc0d35f3aeeb304cd3c82";

// The whole cartoon's frame keys, hashed: planned with the spec's speech estimate (§7.4), so the
// constant depends on the engine alone, not on the voices' library.
std::string happy_now_keys_hash(std::int64_t& frames) {
  const std::string source = JT_SOURCE_DIR;
  const json::ParseResult parsed = json::parse_file(source + "/packs/scenes/happy_now.json");
  EXPECT_TRUE(parsed.ok());
  const PrepareResult prepared = prepare_program(program_of(parsed.value).program, "happy_now");
  EXPECT_TRUE(prepared.ok());
  const std::vector<std::filesystem::path> dirs{source + "/packs"};
  CollectingReporter reporter;
  Outcome outcome = Outcome::kFailed;
  auto run = start_cartoon(prepared.program, packs::load_catalog(dirs).catalog,
                           {.fps = 24, .tts = false}, "happy_now", reporter, outcome);
  EXPECT_EQ(outcome, Outcome::kDone) << (reporter.errors.empty() ? "" : reporter.errors[0]);
  if (!run) return {};
  const double length = run->runtime.duration().value_or(0);
  CartoonClock clock(run->runtime, nullptr, *prepared.program, 24);
  const lipsync::FaceClock faces = cartoon_faces(*run, 0, nullptr);
  const FrameSpan span = frames_between(0, length, 24);
  frames = span.count();
  std::string all_keys;
  rt::Frame frame;
  for (std::int64_t i = span.first; i < span.end; ++i) {
    clock.to_frame(i);
    run->runtime.frame_into(frame);
    faces.act(frame);
    rt::append_frame_key(frame, all_keys);
  }
  return rt::sha256_hex(all_keys);
}

TEST(FrameKeys, TheShippedCartoonsFramesAreTheRecordedOnes) {
  std::int64_t frames = 0;
  const std::string hash = happy_now_keys_hash(frames);
  EXPECT_EQ(frames, kHappyNowFrames);
  EXPECT_EQ(hash, kHappyNowKeys) << "every frame key of happy_now at 24 fps hashes to " << hash;
}

}  // namespace
}  // namespace jt::produce
