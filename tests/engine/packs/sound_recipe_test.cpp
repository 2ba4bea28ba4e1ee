// A sound pack's recipe as the engine reads it (docs/ENCODING.md "Shipped sounds"): fields and
// defaults, and each problem at its JSON pointer.
#include <gtest/gtest.h>

#include "jt/diagnostic_codes.h"
#include "jt/json/parse.h"
#include "jt/packs/sound_recipe.h"

namespace jt::packs {
namespace {

std::optional<SoundRecipe> read(const std::string& text, std::vector<Diagnostic>& problems) {
  const json::ParseResult parsed = json::parse(text);
  EXPECT_TRUE(parsed.ok()) << text;
  return read_sound_recipe(parsed.value, "s.json", "/content", problems);
}

TEST(SoundRecipe, ReadsTonesWithTheirDefaults) {
  std::vector<Diagnostic> problems;
  const auto r = read(R"({"seconds": 1, "bpm": 90, "tones": [
      {"wave": "noise", "hz": 3000, "to_hz": 300, "at": 0.5, "dur": 0.5, "decay": true,
       "wobble": {"hz": 10, "depth": 0.2}},
      {"hz": 220, "dur": 0.25}]})",
                      problems);
  ASSERT_TRUE(r) << (problems.empty() ? "" : problems[0].message);
  EXPECT_EQ(r->seconds, 1);
  EXPECT_EQ(r->bpm, 90);
  ASSERT_EQ(r->tones.size(), 2u);
  EXPECT_EQ(r->tones[0].wave, Wave::kNoise);
  EXPECT_EQ(r->tones[0].to_hz, 300);
  EXPECT_TRUE(r->tones[0].decay);
  EXPECT_EQ(r->tones[0].wobble_hz, 10);
  EXPECT_EQ(r->tones[1].wave, Wave::kSine);
  EXPECT_EQ(r->tones[1].to_hz, 220);  // no glide: to_hz is hz
  EXPECT_EQ(r->tones[1].at, 0);
  EXPECT_EQ(r->tones[1].attack, 0.005);
  EXPECT_EQ(r->tones[1].gain, 0.5);
}

TEST(SoundRecipe, EachProblemIsAnErrorAtItsPointer) {
  struct Case {
    const char* text;
    Code code;
    const char* path;
  };
  const Case cases[] = {
      {R"({"tones": [{"hz": 1, "dur": 1}]})", Code::kMissingField, "/content"},
      {R"({"seconds": 1, "tones": []})", Code::kWrongType, "/content/tones"},
      {R"({"seconds": 1, "tones": [{"hz": 10, "dur": 1}]})", Code::kOutOfRange,
       "/content/tones/0/hz"},
      {R"({"seconds": 1, "tones": [{"hz": 100, "at": 0.5, "dur": 0.6}]})", Code::kOutOfRange,
       "/content/tones/0/dur"},
      {R"({"seconds": 1, "tones": [{"wave": "saw", "hz": 100, "dur": 1}]})", Code::kUnknownValue,
       "/content/tones/0/wave"},
      {R"({"seconds": 1, "tones": [{"hz": 100, "dur": 1, "pitch": 2}]})", Code::kUnknownField,
       "/content/tones/0/pitch"},
      {R"({"seconds": 31, "tones": [{"hz": 100, "dur": 1}]})", Code::kOutOfRange,
       "/content/seconds"},
      {R"({"seconds": 1, "tones": [{"hz": 100, "dur": 1, "gain": 2}]})", Code::kOutOfRange,
       "/content/tones/0/gain"},
      {R"({"seconds": 1, "tones": [{"hz": 100, "dur": 1}], "loop": true})", Code::kUnknownField,
       "/content/loop"},
  };
  for (const Case& c : cases) {
    std::vector<Diagnostic> problems;
    EXPECT_FALSE(read(c.text, problems)) << c.text;
    ASSERT_FALSE(problems.empty()) << c.text;
    EXPECT_EQ(problems[0].code, c.code) << c.text;
    EXPECT_EQ(problems[0].path, c.path) << c.text;
    EXPECT_EQ(problems[0].file, "s.json");
  }
}

TEST(SoundRecipe, TooManyTonesIsALimit) {
  std::string text = R"({"seconds": 1, "tones": [)";
  for (std::size_t i = 0; i <= kMaxSoundTones; ++i)
    text += std::string(i ? "," : "") + R"({"hz": 100, "dur": 0.1})";
  std::vector<Diagnostic> problems;
  EXPECT_FALSE(read(text + "]}", problems));
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_EQ(problems[0].code, Code::kLimitExceeded);
}

TEST(SoundRecipe, AClipNamesASoundPackByItsId) {
  EXPECT_TRUE(names_sound_pack("c4c:sound:pop"));
  EXPECT_TRUE(names_sound_pack("me:sound:door-slam"));
  EXPECT_FALSE(names_sound_pack("sounds/pop.wav"));
  EXPECT_FALSE(names_sound_pack("c4c:prop:cake"));
  EXPECT_FALSE(names_sound_pack("pop"));
}

}  // namespace
}  // namespace jt::packs
