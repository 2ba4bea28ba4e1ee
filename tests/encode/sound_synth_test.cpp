// Shipped sounds (docs/ENCODING.md "Shipped sounds"): a recipe's tones made into samples, checked
// against values computed by hand from the recipe's definition.
#include <gtest/gtest.h>

#include <cmath>
#include <numbers>
#include <vector>

#include "jt/encode/cartoon_clips.h"
#include "jt/encode/sound_synth.h"
#include "jt/json/parse.h"
#include "jt/packs/pack.h"

namespace jt::encode {
namespace {

packs::SoundTone sine(double hz, double at, double dur) {
  packs::SoundTone t;
  t.hz = t.to_hz = hz;
  t.at = at;
  t.dur = dur;
  t.attack = t.release = 0;
  t.gain = 0.5;
  return t;
}

TEST(SoundSynth, ASineToneIsItsFrequencyAtItsGainFromItsStart) {
  packs::SoundRecipe recipe{.seconds = 1, .tones = {sine(100, 0.25, 0.5)}};
  const std::vector<float> s = synthesise(recipe, 8000);
  ASSERT_EQ(s.size(), 8000u);
  EXPECT_EQ(s[1999], 0.0f);  // before 0.25 s
  // Sample k of the tone is 0.5 sin(2π 100 k / 8000).
  for (int k : {0, 20, 37, 1000, 3999}) {
    EXPECT_NEAR(s[2000 + k], 0.5 * std::sin(2 * std::numbers::pi * 100 * k / 8000.0), 1e-6) << k;
  }
  EXPECT_EQ(s[6000], 0.0f);  // after 0.75 s
}

TEST(SoundSynth, TheEnvelopeRisesFallsAndDecaysToMinus60dB) {
  packs::SoundTone t = sine(100, 0, 1);
  t.attack = 0.1;
  t.release = 0.2;
  EXPECT_DOUBLE_EQ(tone_envelope(t, 0.05), 0.5);
  EXPECT_DOUBLE_EQ(tone_envelope(t, 0.5), 1);
  EXPECT_DOUBLE_EQ(tone_envelope(t, 0.9), 0.5);
  EXPECT_EQ(tone_envelope(t, 1.0), 0);
  EXPECT_EQ(tone_envelope(t, -0.1), 0);
  t.attack = t.release = 0;
  t.decay = true;
  EXPECT_NEAR(tone_envelope(t, 0.5), 1 / std::sqrt(1000.0), 1e-12);  // -30 dB half way
  EXPECT_NEAR(20 * std::log10(tone_envelope(t, 0.999999)), -60, 1e-3);
}

TEST(SoundSynth, AGlideIsExponentialAndASquareIsPlusOrMinusItsGain) {
  packs::SoundTone t = sine(100, 0, 1);
  t.wave = packs::Wave::kSquare;
  t.to_hz = 400;
  const std::vector<float> s = synthesise({.seconds = 1, .tones = {t}}, 8000);
  for (float v : s)
    EXPECT_TRUE(v == 0.5f || v == -0.5f) << v;
  // Half way the pitch is sqrt(100 × 400) = 200 Hz: count sign changes over 0.45..0.55 s, where
  // it climbs from 100 × 4^0.45 to 100 × 4^0.55 Hz (two sign changes a cycle).
  int changes = 0;
  for (int i = 3600; i < 4400; ++i)
    changes += (s[i] > 0) != (s[i + 1] > 0);
  EXPECT_NEAR(changes, 2 * 200 * 0.1, 2);
}

TEST(SoundSynth, NoiseIsTheSameEveryTimeAndTonesAreClipped) {
  packs::SoundTone n = sine(2000, 0, 0.5);
  n.wave = packs::Wave::kNoise;
  n.gain = 1;
  const packs::SoundRecipe recipe{.seconds = 0.5, .tones = {n, n, n, n}};
  const std::vector<float> a = synthesise(recipe, 22050);
  EXPECT_EQ(a, synthesise(recipe, 22050));
  bool heard = false;
  for (float v : a) {
    EXPECT_LE(std::abs(v), 1.0f);
    heard = heard || std::abs(v) > 0.05f;
  }
  EXPECT_TRUE(heard);
}

TEST(SoundSynth, AClipNamingASoundPackIsThePackSynthesisedOrAMissingPack) {
  const json::ParseResult pack = json::parse(R"({
    "pack": 1, "id": "c4c:sound:beep", "type": "sound", "version": "1.0.0", "name": "Beep",
    "content_hash": "sha256:0000000000000000000000000000000000000000000000000000000000000000",
    "content": {"seconds": 0.5, "tones": [{"wave": "sine", "hz": 441, "at": 0, "dur": 0.5,
                "attack": 0, "release": 0, "gain": 0.25}]}})");
  ASSERT_TRUE(pack.ok());
  packs::Catalog catalog;
  catalog.add({.id = "c4c:sound:beep",
               .type = "sound",
               .version = "1.0.0",
               .file = "sounds/beep.json",
               .json = pack.value});
  const json::ParseResult program = json::parse(R"({"kind": "cartoon", "scripts": [{"body": [
    {"op": "sound", "clip": "c4c:sound:beep"}, {"op": "sound", "clip": "c4c:sound:bop"}]}]})");
  ASSERT_TRUE(program.ok());
  std::vector<Diagnostic> problems;
  const CartoonClips clips =
      CartoonClips::load(program.value, {}, 22050, "c.json", "", problems, &catalog);
  const ClipSound* beep = clips.find("c4c:sound:beep");
  ASSERT_NE(beep, nullptr);
  EXPECT_EQ(beep->samples.size(), 11025u);
  EXPECT_NEAR(beep->samples[25], 0.25 * std::sin(2 * std::numbers::pi * 441 * 25 / 22050.0), 1e-6);
  EXPECT_EQ(beep->sha256, "sha256:" + std::string(64, '0'));
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_EQ(problems[0].code, Code::kMissingPack);
  EXPECT_EQ(problems[0].path, "/scripts/0/body/1/clip");
}

}  // namespace
}  // namespace jt::encode
