// The words of a Fountain screenplay that mean something to a cartoon, against docs/FOUNTAIN.md's
// tables ("Parentheticals", "Places and times", the default casting), entry by entry as written
// there.
#include "screenplay/fountain_words.h"

#include <gtest/gtest.h>

namespace jt::screenplay::fountain {
namespace {

std::string mood_of(std::string_view words) {
  const auto d = direction(words);
  return d ? d->mood : "(none)";
}

std::string move_of(std::string_view words) {
  const auto d = direction(words);
  return d ? d->move : "(none)";
}

TEST(FountainWords, APartOfAParentheticalIsAMood) {
  EXPECT_EQ(mood_of("happily"), "happy");
  EXPECT_EQ(mood_of("tearful"), "sad");
  EXPECT_EQ(mood_of("shouting"), "angry");
  EXPECT_EQ(mood_of("astonished"), "surprised");
  EXPECT_EQ(mood_of("nervously"), "scared");
  EXPECT_EQ(mood_of("calmly"), "neutral");
  EXPECT_EQ(mood_of("yawning"), "sleepy");
  EXPECT_EQ(mood_of("bored"), "bored");
  EXPECT_EQ(mood_of("asleep"), "asleep");
  EXPECT_EQ(mood_of("giggling"), "laugh");
}

// "Case and a final `.` or `!` do not matter."
TEST(FountainWords, CaseAndAFinalStopDoNotMatter) {
  EXPECT_EQ(mood_of("Happily!"), "happy");
  EXPECT_EQ(mood_of("SAD."), "sad");
  EXPECT_EQ(move_of("Waves."), "wave_hello");
}

TEST(FountainWords, APartOfAParentheticalIsAMove) {
  EXPECT_EQ(move_of("wave hello"), "wave_hello");
  EXPECT_EQ(move_of("jumps for joy"), "jump_for_joy");
  EXPECT_EQ(move_of("cheers"), "jump_for_joy");
  EXPECT_EQ(move_of("trembling"), "cower");
  EXPECT_EQ(move_of("sighs"), "sadidle");
  EXPECT_EQ(move_of("proudly"), "flex");
  EXPECT_EQ(move_of("hands on hips"), "hands_on_hips");
  EXPECT_EQ(move_of("hops"), "happy");
  EXPECT_EQ(move_of("dancing"), "rap");
  EXPECT_EQ(move_of("shrugs"), "annoyed");
  EXPECT_EQ(move_of("shakes"), "angry");
  EXPECT_EQ(move_of("looks around"), "look_around");
  EXPECT_EQ(move_of("puffs up"), "inflate");
  EXPECT_EQ(move_of("announces"), "proclaim");
}

// A move by its slug or the slug's words, only when it is one of the table's moves.
TEST(FountainWords, AMoveBySlugOnlyWhenTheTableHasIt) {
  EXPECT_EQ(move_of("jump_for_joy"), "jump_for_joy");
  EXPECT_EQ(move_of("jump for joy"), "jump_for_joy");
  EXPECT_EQ(move_of("look around"), "look_around");
  EXPECT_EQ(move_of("moonwalk"), "(none)");
  EXPECT_EQ(move_of("ascend"), "(none)");  // a shipped move, but not one the table names
}

TEST(FountainWords, WhisperWordsAreTheWhisperVoice) {
  for (std::string_view w : {"whispering", "whispers", "whisper", "quietly", "Quietly."}) {
    const auto d = direction(w);
    ASSERT_TRUE(d.has_value()) << w;
    EXPECT_EQ(d->voice, "whisper") << w;
    EXPECT_TRUE(d->mood.empty() && d->move.empty()) << w;
  }
  EXPECT_FALSE(direction("loudly").has_value());
  EXPECT_FALSE(direction("").has_value());
}

// A time is one of the words, or starts or ends with one ("LATER THAT NIGHT" is night); a word
// inside another ("KNIGHTS") or in the middle of the time is not.
TEST(FountainWords, ATimeOfDayIsAGrade) {
  EXPECT_EQ(grade_of_time("NIGHT"), "night");
  EXPECT_EQ(grade_of_time("MIDNIGHT"), "night");
  EXPECT_EQ(grade_of_time("LATER THAT NIGHT"), "night");
  EXPECT_EQ(grade_of_time("NIGHT, LATER"), "");  // "night," is not the word
  EXPECT_EQ(grade_of_time("DUSK"), "warm");
  EXPECT_EQ(grade_of_time("TWILIGHT"), "warm");
  EXPECT_EQ(grade_of_time("EARLY MORNING"), "bloom");
  EXPECT_EQ(grade_of_time("SUNRISE"), "bloom");
  EXPECT_EQ(grade_of_time("DREAM SEQUENCE"), "sepia");
  EXPECT_EQ(grade_of_time("FLASHBACK"), "sepia");
  EXPECT_EQ(grade_of_time("DAY"), "");
  EXPECT_EQ(grade_of_time("KNIGHTS"), "");
  EXPECT_EQ(grade_of_time("A NIGHT LATER"), "");
  EXPECT_EQ(grade_of_time(""), "");
}

// The table of docs/FOUNTAIN.md, and round again after the last (7 voices, 6 templates).
TEST(FountainWords, TheDefaultCastingGoesRound) {
  EXPECT_EQ(default_template(0), "kid");
  EXPECT_EQ(default_template(1), "monster");
  EXPECT_EQ(default_template(5), "bird");
  EXPECT_EQ(default_template(6), "kid");
  EXPECT_EQ(default_voice(2), "child");
  EXPECT_EQ(default_voice(6), "calm");
  EXPECT_EQ(default_voice(7), "bright");
  EXPECT_EQ(default_colour(3), "#5b8def");
  EXPECT_EQ(default_colour(6), "#f2b134");
}

TEST(FountainWords, LowerTouchesOnlyAsciiLetters) {
  EXPECT_EQ(lower("MRS. O'HARA 2"), "mrs. o'hara 2");
  EXPECT_EQ(lower("\xc3\x89T\xc3\x89"), "\xc3\x89t\xc3\x89");  // ÉTÉ: the bytes above 127 kept
}

}  // namespace
}  // namespace jt::screenplay::fountain
