// Voices (espeak-ng) and the mapping of a line's voice, speed, pitch and mood onto it.
#include "jt/encode/voices.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include <sys/wait.h>
#include <unistd.h>

#include "jt/encode/spoken_lines.h"
#include "jt/encode/voice_settings.h"

namespace jt::encode {
namespace {

Voices voices() {
  auto v = Voices::create();
  EXPECT_TRUE(v.ok()) << v.error();
  return v.value();
}

TEST(VoiceSettings, NamedVoicesAndEspeakNames) {
  const VoiceSettings fallback = default_voice(0);
  EXPECT_EQ(voice_settings({.who = "A"}, fallback), fallback);
  EXPECT_EQ(voice_settings({.who = "A", .voice = "gruff"}, fallback).voice, "en+m3");
  EXPECT_EQ(voice_settings({.who = "A", .voice = "en-us+f3"}, fallback),
            (VoiceSettings{"en-us+f3", 175, 50, 50}));
}

TEST(VoiceSettings, SpeedPitchAndMood) {
  const VoiceSettings base{"en", 175, 50, 50};
  EXPECT_EQ(voice_settings({.who = "A", .speed = 2}, base).rate, 350);
  EXPECT_EQ(voice_settings({.who = "A", .speed = 10}, base).rate, 450) << "espeak's maximum";
  EXPECT_EQ(voice_settings({.who = "A", .speed = -1}, base).rate, 175) << "not a speed";
  EXPECT_EQ(voice_settings({.who = "A", .pitch = 1.5}, base).pitch, 75);
  const VoiceSettings sad = voice_settings({.who = "A", .mood = "sad"}, base);
  EXPECT_LT(sad.rate, 175);
  EXPECT_LT(sad.pitch, 50);
  const VoiceSettings happy = voice_settings({.who = "A", .mood = "happy"}, base);
  EXPECT_GT(happy.rate, 175);
  EXPECT_GT(happy.pitch, 50);
  EXPECT_EQ(voice_settings({.who = "A", .mood = "puzzled"}, base), base) << "no change";
}

TEST(VoiceSettings, DefaultVoicesAreDistinctInCastOrder) {
  std::set<std::string> names;
  for (std::size_t i = 0; i < 8; ++i)
    names.insert(default_voice(i).voice);
  EXPECT_EQ(names.size(), 8u);
  EXPECT_EQ(default_voice(8).voice, default_voice(0).voice);
  EXPECT_GT(default_voice(8).pitch, default_voice(0).pitch) << "the next round is higher";
}

TEST(VoiceSynthesis, LengthIsPositiveAndGrowsWithTheText) {
  const Voices v = voices();
  EXPECT_EQ(v.sample_rate(), 22050);
  const auto short_line = v.synthesize("Hi.", default_voice(0));
  const auto long_line =
      v.synthesize("Hi. How are you doing on this fine morning?", default_voice(0));
  ASSERT_TRUE(short_line.ok() && long_line.ok());
  EXPECT_GT(short_line.value().size(), 22050u / 10);
  EXPECT_GT(long_line.value().size(), 2 * short_line.value().size());
}

// espeak-ng keeps state from line to line (the pitch flutter's phase, a function-static in its
// wavegen.c), so a line's samples depend on what the process spoke before: the same history
// gives the same samples (no clock, no randomness), which two forked children check.
std::size_t hash_of_lines(const Voices& v) {
  std::size_t h = 0;
  for (const char* voice : {"en+m3", "en-us+f3", "en+whisper", "en+grandpa"}) {
    for (const char* text : {"Good morning, Grump!", "Something else.", "Good morning, Grump!"}) {
      const auto spoken = v.synthesize(text, {voice, 180, 60, 50});
      for (float x : spoken.value())
        h = h * 31 + std::hash<float>{}(x);
    }
  }
  return h;
}

std::size_t hash_in_child(const Voices& v) {
  int fds[2];
  if (pipe(fds) != 0) return 0;
  const pid_t pid = fork();
  if (pid == 0) {
    const std::size_t h = hash_of_lines(v);
    _exit(write(fds[1], &h, sizeof h) == sizeof h ? 0 : 1);
  }
  std::size_t h = 0;
  if (read(fds[0], &h, sizeof h) != sizeof h) h = 0;
  close(fds[0]);
  close(fds[1]);
  waitpid(pid, nullptr, 0);
  return h;
}

TEST(VoiceSynthesis, SameHistorySameSamples) {
  const Voices v = voices();
  const std::size_t first = hash_in_child(v);
  EXPECT_NE(first, 0u);
  EXPECT_EQ(first, hash_in_child(v));
}

TEST(VoiceSynthesis, ALineDependsOnTheLinesBefore) {
  const Voices v = voices();
  const VoiceSettings s{"en+m3", 175, 50, 50};
  const auto first = v.synthesize("Good morning, Grump!", s);
  (void)v.synthesize("Something else in between.", s);
  const auto again = v.synthesize("Good morning, Grump!", s);
  ASSERT_TRUE(first.ok() && again.ok());
  // Why SpokenLines synthesises each line once: the second take differs, by about 1 % in length.
  EXPECT_NEAR(static_cast<double>(again.value().size()), static_cast<double>(first.value().size()),
              0.03 * static_cast<double>(first.value().size()));
}

TEST(VoiceSynthesis, SettingsChangeTheSound) {
  const Voices v = voices();
  const auto normal = v.synthesize("Hello there.", {"en", 175, 50, 50});
  const auto fast = v.synthesize("Hello there.", {"en", 350, 50, 50});
  const auto high = v.synthesize("Hello there.", {"en", 175, 90, 50});
  ASSERT_TRUE(normal.ok() && fast.ok() && high.ok());
  EXPECT_LT(fast.value().size(), normal.value().size() * 3 / 4);
  EXPECT_FALSE(high.value() == normal.value());
}

TEST(VoiceSynthesis, UnknownVoiceIsAnError) {
  const auto spoken = voices().synthesize("Hello.", {"no-such-voice", 175, 50, 50});
  ASSERT_FALSE(spoken.ok());
  EXPECT_EQ(spoken.error(), "no installed voice no-such-voice");
}

// espeak-ng reads a voice name that is a path as a voice file (it printed /etc/passwd line by line,
// then crashed; /dev/zero hung): only names from its own lists reach it.
TEST(VoiceNames, OnlyInstalledNamesAsEspeakListsThem) {
  const Voices v = voices();
  EXPECT_EQ(v.espeak_voice_for("en"), "en");
  EXPECT_EQ(v.espeak_voice_for("EN-US+F3"), "en-us+f3") << "the list's spelling";
  EXPECT_EQ(v.espeak_voice_for("en+whisper"), "en+whisper");
  for (const char* hostile : {"../../../../etc/passwd", "/etc/passwd", "/dev/zero", "en+../../x",
                              "en+/dev/zero", "gmw/en-US", "!v/f3", "en+f3+m3", "", "+f3"})
    EXPECT_EQ(v.espeak_voice_for(hostile), std::nullopt) << hostile;
  for (const char* path : {"../../../../etc/passwd", "/dev/zero", "/proc/self/environ"}) {
    const auto spoken = v.synthesize("Hello.", {path, 175, 50, 50});
    ASSERT_FALSE(spoken.ok()) << path;
    EXPECT_EQ(spoken.error(), std::string("no installed voice ") + path);
  }
}

// Every language the list names speaks, "zh", "en-gb" and "pt-pt" among them: names that only a
// voice file's `language` lines give (validate passed "zh", then render replaced it). In a child
// process: what a voice leaves behind would change the lines of the tests after it.
TEST(VoiceNames, EveryListedLanguageSpeaks) {
  const Voices v = voices();
  for (const char* language : {"zh", "en-gb", "pt-pt"}) {
    EXPECT_NE(std::ranges::find(v.installed().languages, language), v.installed().languages.end())
        << language;
  }
  const pid_t pid = fork();
  if (pid == 0) {
    int silent = 0;
    for (const std::string& language : v.installed().languages) {
      const auto spoken = v.synthesize("a", {language + "+f3", 175, 50, 50});
      silent += !spoken.ok() || spoken.value().empty();
    }
    _exit(silent > 255 ? 255 : silent);
  }
  int status = 0;
  waitpid(pid, &status, 0);
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 0) << "languages that did not speak";
}

// espeak-ng prints "Full dictionary is not installed for 'be'" itself as it takes the voice (the
// Belarusian dictionary Debian ships is smaller than its voice file asks): the line is kept from
// the terminal and comes back as the speech's note, in our words; a full dictionary, no note.
TEST(VoiceNames, APartialDictionaryIsANoteNotARawLine) {
  const Voices v = voices();
  const pid_t pid = fork();  // a child: the voices' state stays as the other tests expect it
  if (pid == 0) {
    testing::internal::CaptureStderr();
    const auto be = v.speak("a", {"be", 175, 50, 50});
    const auto en = v.speak("a", {"en", 175, 50, 50});
    const std::string printed = testing::internal::GetCapturedStderr();
    int wrong = 0;
    if (!be.ok() ||
        be.value().note.find("dictionary for \"be\" is only partly installed") == std::string::npos)
      wrong |= 1;
    if (printed.find("Full dictionary") != std::string::npos) wrong |= 2;
    if (!en.ok() || !en.value().note.empty()) wrong |= 4;
    _exit(wrong);
  }
  int status = 0;
  waitpid(pid, &status, 0);
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status) & 1, 0) << "be's note names its partial dictionary";
  EXPECT_EQ(WEXITSTATUS(status) & 2, 0) << "espeak-ng's own line reached the standard error";
  EXPECT_EQ(WEXITSTATUS(status) & 4, 0) << "English has its whole dictionary: no note";
}

TEST(VoiceNames, ListsOursThenTheInstalledLanguages) {
  const Voices v = voices();
  const std::vector<std::string> names = v.names();
  ASSERT_GT(names.size(), named_voices().size());
  EXPECT_EQ(names.front(), "bright");
  for (const char* language : {"en", "en-us", "en-gb"})
    EXPECT_NE(std::ranges::find(names, language), names.end()) << language;
  for (const char* variant : {"f3", "m3", "whisper", "grandpa"}) {
    EXPECT_NE(std::ranges::find(v.installed().variants, variant), v.installed().variants.end())
        << variant;
  }
  // Every voice of ours and every default voice is installed.
  for (std::size_t i = 0; i < 8; ++i)
    EXPECT_TRUE(v.espeak_voice_for(default_voice(i).voice)) << i;
  for (const std::string& name : named_voices()) {
    const VoiceSettings s = voice_settings({.who = "A", .voice = name}, default_voice(0));
    EXPECT_TRUE(v.espeak_voice_for(s.voice)) << name;
  }
}

TEST(VoiceLines, ProviderAnswersTheSynthesisedLength) {
  SpokenLines lines(voices(), {"A", "B"});
  const rt::SpeechRequest request{.who = "B", .mood = "happy"};
  const rt::SpeechProvider provider = lines.provider();
  const std::optional<double> seconds = provider("Good morning!", request);
  ASSERT_TRUE(seconds.has_value());
  const std::vector<float>& samples = lines.line("Good morning!", request);
  EXPECT_DOUBLE_EQ(*seconds, static_cast<double>(samples.size()) / 22050);
  EXPECT_EQ(&samples, &lines.line("Good morning!", request)) << "synthesised once";
  EXPECT_FALSE(lines.line("Good morning!", {.who = "A"}) == samples) << "A's voice is not B's";
}

TEST(VoiceLines, UnknownVoiceFallsBackWithAWarning) {
  SpokenLines lines(voices(), {"A"});
  EXPECT_GT(lines.line("Hello.", {.who = "A", .voice = "martian"}).size(), 22050u / 10);
  EXPECT_EQ(lines.warnings(),
            std::vector<std::string>{"unknown voice \"martian\" for A: using en+m3"});
}

TEST(VoiceLines, APathIsNoVoice) {
  SpokenLines lines(voices(), {"A"});
  EXPECT_GT(lines.line("Hello.", {.who = "A", .voice = "../../../../etc/passwd"}).size(),
            22050u / 10)
      << "spoken in A's default voice";
  EXPECT_EQ(lines.warnings(), std::vector<std::string>{
                                  "unknown voice \"../../../../etc/passwd\" for A: using en+m3"});
}

}  // namespace
}  // namespace jt::encode
