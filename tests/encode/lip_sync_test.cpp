// Lip sync from the voices' phonemes (docs/SHAPES.md §2.1): espeak-ng's phoneme events, to the
// sample; the phoneme-to-shape table; cues that cover a line exactly; a pause that closes.
#include "jt/encode/lip_sync.h"

#include <gtest/gtest.h>

#include "jt/encode/voice_settings.h"

namespace jt::encode {
namespace {

using lipsync::MouthCue;
using lipsync::MouthShape;

Speech speak(const std::string& text) {
  auto v = Voices::create();
  EXPECT_TRUE(v.ok()) << v.error();
  auto s = v.value().speak(text, default_voice(0));
  EXPECT_TRUE(s.ok()) << s.error();
  return std::move(s).value();
}

MouthShape shape_at(const std::vector<MouthCue>& cues, double t) {
  for (const MouthCue& c : cues) {
    if (c.start <= t && t < c.end) return c.shape;
  }
  ADD_FAILURE() << "no cue at " << t;
  return MouthShape::kX;
}

TEST(PhonemeShapes, TheAnimatorsTable) {
  const auto one = [](std::string_view p) { return phoneme_shapes(p).first; };
  for (auto p : {"m", "b", "p"})
    EXPECT_EQ(one(p), MouthShape::kA) << p;
  for (auto p : {"f", "v"})
    EXPECT_EQ(one(p), MouthShape::kG) << p;
  for (auto p : {"l", "@L"})
    EXPECT_EQ(one(p), MouthShape::kH) << p;
  for (auto p : {"w", "u:", "U"})
    EXPECT_EQ(one(p), MouthShape::kF) << p;
  for (auto p : {"O:", "0", "3:"})
    EXPECT_EQ(one(p), MouthShape::kE) << p;
  for (auto p : {"A:", "A@"})
    EXPECT_EQ(one(p), MouthShape::kD) << p;
  for (auto p : {"E", "a", "@", "V"})
    EXPECT_EQ(one(p), MouthShape::kC) << p;
  for (auto p : {"s", "t", "k", "n", "d", "i:", "I", "S", "tS"}) {
    EXPECT_EQ(one(p), MouthShape::kB) << p;
  }
  for (auto p : {"_", "_:", "_!", ""})
    EXPECT_EQ(one(p), MouthShape::kX) << p;
  EXPECT_EQ(phoneme_shapes("aI").first, MouthShape::kD);  // "eye": wide, then teeth
  EXPECT_EQ(phoneme_shapes("aI").second, MouthShape::kB);
  EXPECT_EQ(phoneme_shapes("oU").second, MouthShape::kF);  // "go" ends puckered
}

TEST(LipSync, PhonemeEventsComeWithTheirSamples) {
  const Speech s = speak("Mama made maple muffins.");
  ASSERT_FALSE(s.samples.empty());
  ASSERT_GE(s.phonemes.size(), 10u);
  int ms = 0;
  for (std::size_t i = 0; i < s.phonemes.size(); ++i) {
    ms += s.phonemes[i].name == "m";
    EXPECT_LE(s.phonemes[i].sample, s.samples.size());
    if (i > 0) {
      EXPECT_GE(s.phonemes[i].sample, s.phonemes[i - 1].sample);
    }
  }
  EXPECT_EQ(ms, 5);  // MaMa Made Maple Muffins
  // espeak-ng carries state from line to line (its waveform's phase, the length of a sentence's
  // last pause): after other lines in other voices and rates (as other tests in this process
  // may have spoken), a line's last phonemes move by up to ~290 samples (13 ms), the others by
  // a few, and no name changes. A render speaks each distinct line once, in plan order, in a
  // fresh process (a batch forks one per cartoon), so its cues are the same every run.
  auto voices = Voices::create();
  ASSERT_TRUE(voices.ok());
  VoiceSettings slow_other = default_voice(5);
  slow_other.rate = 80;
  ASSERT_TRUE(voices.value().speak("Hello there, how are you today?", slow_other).ok());
  const Speech again = speak("Mama made maple muffins.");
  ASSERT_EQ(again.phonemes.size(), s.phonemes.size());
  for (std::size_t i = 0; i < s.phonemes.size(); ++i) {
    EXPECT_EQ(again.phonemes[i].name, s.phonemes[i].name);
    EXPECT_NEAR(static_cast<double>(again.phonemes[i].sample),
                static_cast<double>(s.phonemes[i].sample), 22050 * 0.02);
  }
}

TEST(LipSync, TheMouthClosesOnEveryM) {
  const Speech s = speak("Mama made maple muffins.");
  constexpr int kRate = 22050;
  const double t = 2.5, dur = static_cast<double>(s.samples.size()) / kRate;
  const std::vector<MouthCue> cues = speech_cues(s, kRate, t, dur);
  ASSERT_FALSE(cues.empty());
  EXPECT_EQ(cues.front().start, t);
  EXPECT_EQ(cues.back().end, t + dur);
  for (std::size_t i = 1; i < cues.size(); ++i) {
    EXPECT_EQ(cues[i].start, cues[i - 1].end);
    EXPECT_NE(cues[i].shape, cues[i - 1].shape) << "merged";
  }
  int open = 0;
  for (std::size_t i = 0; i < s.phonemes.size(); ++i) {
    const Phoneme& p = s.phonemes[i];
    // A cue starts exactly at the phoneme's sample, and holds its shape.
    const double at = t + static_cast<double>(p.sample) / kRate;
    if (p.name == "m") {
      EXPECT_EQ(shape_at(cues, at), MouthShape::kA) << at;
      bool starts = false;
      for (const MouthCue& c : cues)
        starts |= c.start == at && c.shape == MouthShape::kA;
      EXPECT_TRUE(starts) << "a closed cue from the m's own sample, " << at;
    }
    if (p.name == "a" || p.name == "eI") open += shape_at(cues, at) == MouthShape::kC;
  }
  EXPECT_GE(open, 3);
  // Cut short by its scene: the cues stop at the record's end.
  const std::vector<MouthCue> cut = speech_cues(s, kRate, t, 0.5);
  EXPECT_EQ(cut.back().end, t + 0.5);
  EXPECT_TRUE(speech_cues(s, kRate, t, 0).empty());
}

TEST(LipSync, APauseInsideALineCloses) {
  const Speech s = speak("Oh. Well, we will fly!");
  const double dur = static_cast<double>(s.samples.size()) / 22050;
  const std::vector<MouthCue> cues = speech_cues(s, 22050, 0, dur);
  bool rest_inside = false;
  for (std::size_t i = 1; i + 1 < cues.size(); ++i) {
    if (cues[i].shape == MouthShape::kX) {
      rest_inside = true;
      EXPECT_GT(cues[i].end - cues[i].start, kPauseCloses);
    }
  }
  EXPECT_TRUE(rest_inside);
}

}  // namespace
}  // namespace jt::encode
