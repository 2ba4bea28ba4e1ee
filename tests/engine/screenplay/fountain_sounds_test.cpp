// Sound cues in a Fountain screenplay's action, against docs/FOUNTAIN.md "Sound cues": the labels,
// the words that name the shipped sounds, files by their extension, and what stays a caption.
#include "screenplay/fountain_sounds.h"

#include <gtest/gtest.h>

namespace jt::screenplay::fountain {
namespace {

using Kind = SoundCue::Kind;

TEST(FountainSounds, TheDocsOwnExamples) {
  const auto bell = sound_cue("SFX: A BELL RINGS.");
  ASSERT_TRUE(bell.has_value());
  EXPECT_EQ(bell->kind, Kind::kSound);
  EXPECT_EQ(bell->clip, "c4c:sound:ding");
  EXPECT_FALSE(bell->loop);
  EXPECT_EQ(bell->heard, "A BELL RINGS.");

  const auto tune = sound_cue("MUSIC: a happy tune");
  ASSERT_TRUE(tune.has_value());
  EXPECT_EQ(tune->kind, Kind::kMusic);
  EXPECT_EQ(tune->clip, "c4c:sound:tune");
  EXPECT_TRUE(tune->loop);

  const auto door = sound_cue("SOUND: sfx/door.wav");
  ASSERT_TRUE(door.has_value());
  EXPECT_EQ(door->kind, Kind::kSound);
  EXPECT_EQ(door->clip, "sfx/door.wav");
}

// The first word that names a shipped sound wins; after MUSIC: any words give the tune.
TEST(FountainSounds, TheFirstWordThatNamesASound) {
  EXPECT_EQ(sound_cue("sfx: chomp, then a pop")->clip, "c4c:sound:crunch");
  EXPECT_EQ(sound_cue("SFX: POPS AND A BELL")->clip, "c4c:sound:pop");
  EXPECT_EQ(sound_cue("SFX: the spring gives")->clip, "c4c:sound:boing");
  EXPECT_EQ(sound_cue("Sound: Woosh!")->clip, "c4c:sound:whoosh");
  EXPECT_EQ(sound_cue("SFX: FOOTSTEPS")->clip, "c4c:sound:footsteps");
  EXPECT_EQ(sound_cue("MUSIC: something slow and strange")->clip, "c4c:sound:tune");
}

// A cue that names no sound keeps what was heard, for the caption; "tune" is music's word only.
TEST(FountainSounds, NoSoundNamedIsAnEmptyClip) {
  const auto strange = sound_cue("SFX: a strange noise");
  ASSERT_TRUE(strange.has_value());
  EXPECT_EQ(strange->clip, "");
  EXPECT_EQ(strange->heard, "a strange noise");
  EXPECT_EQ(sound_cue("SFX: a tune")->clip, "");
}

// A file is one word with an extension after its last '/': "a.b/c" has none, "x." has none.
TEST(FountainSounds, AFileIsAPathWithAnExtension) {
  EXPECT_EQ(sound_cue("MUSIC: music/theme.ogg")->clip, "music/theme.ogg");
  EXPECT_FALSE(sound_cue("MUSIC: music/theme.ogg")->loop);  // a file plays once
  EXPECT_EQ(sound_cue("SFX: sounds.d/door")->clip, "");
  EXPECT_EQ(sound_cue("SFX: door.")->clip, "");
  EXPECT_EQ(sound_cue("SFX: the door.wav")->clip, "");  // two words: not a file
}

TEST(FountainSounds, MusicStopsWithOneFinalMark) {
  for (std::string_view stop : {"MUSIC STOPS", "MUSIC STOPS.", "music out", "Music ends!"}) {
    const auto cue = sound_cue(stop);
    ASSERT_TRUE(cue.has_value()) << stop;
    EXPECT_EQ(cue->kind, Kind::kMusicStops) << stop;
  }
  EXPECT_FALSE(sound_cue("MUSIC STOPS ABRUPTLY").has_value());
  EXPECT_FALSE(sound_cue("MUSIC STOPS..").has_value());
}

TEST(FountainSounds, OtherActionIsNoCue) {
  EXPECT_FALSE(sound_cue("A bell rings.").has_value());
  EXPECT_FALSE(sound_cue("The SFX crew arrives.").has_value());
  EXPECT_FALSE(sound_cue("").has_value());
  EXPECT_TRUE(sound_cue("   SFX: ding  ").has_value());  // the action's own spaces trimmed
}

}  // namespace
}  // namespace jt::screenplay::fountain
