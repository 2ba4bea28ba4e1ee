// Flite's voices: the names, the line, its phones, speed and pitch, and Voices choosing Flite for
// a "flite:" voice (docs/ENCODING.md, "Voices").
#include "jt/encode/flite_voices.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "jt/encode/lip_sync.h"

namespace jt::encode {
namespace {

constexpr int kFliteTestRate = 22050;

Speech spoken(const std::string& text, const VoiceSettings& settings) {
  auto speech = flite_speak(text, settings, kFliteTestRate);
  EXPECT_TRUE(speech.ok()) << speech.error();
  return speech.ok() ? std::move(speech).value() : Speech{};
}

// The median fundamental of the voiced 40 ms windows, by autocorrelation (60 to 400 Hz): an
// estimate made here, independent of how Flite sets its pitch.
double median_pitch(const std::vector<float>& x) {
  const int window = kFliteTestRate / 25, lo = kFliteTestRate / 400, hi = kFliteTestRate / 60;
  std::vector<double> found;
  for (std::size_t s = 0; s + window + hi < x.size(); s += window / 2) {
    double energy = 0;
    for (int i = 0; i < window; ++i)
      energy += double(x[s + i]) * x[s + i];
    if (energy < window * 1e-3) continue;  // quieter than about -30 dBFS: not voiced
    int best = 0;
    double best_value = 0;
    for (int lag = lo; lag <= hi; ++lag) {
      double c = 0;
      for (int i = 0; i < window; ++i)
        c += double(x[s + i]) * x[s + i + lag];
      if (c > best_value) best_value = c, best = lag;
    }
    if (best > 0 && best_value > 0.5 * energy) found.push_back(double(kFliteTestRate) / best);
  }
  if (found.empty()) return 0;
  std::ranges::sort(found);
  return found[found.size() / 2];
}

TEST(FliteVoices, NamesAndTheirForm) {
  EXPECT_EQ(flite_voice_names(),
            (std::vector<std::string>{"flite:awb", "flite:kal16", "flite:rms", "flite:slt"}));
  EXPECT_TRUE(is_flite_voice("flite:slt"));
  EXPECT_TRUE(is_flite_voice("Flite:SLT")) << "without case, as espeak-ng's names";
  for (const char* other : {"slt", "flite:", "flite:kal", "flite:slt+f3", "flite:../slt", "en"})
    EXPECT_FALSE(is_flite_voice(other)) << other;
  EXPECT_FALSE(flite_speak("Hi.", {.voice = "en"}, kFliteTestRate).ok()) << "not a Flite voice";
  EXPECT_EQ(flite_version(), "2.2");
}

TEST(FliteVoices, EveryVoiceSpeaksWithPhonesInOrder) {
  for (const std::string& name : flite_voice_names()) {
    const Speech s = spoken("Hello, Pip.", {.voice = name});
    EXPECT_EQ(s.phone_names, PhoneNames::kArpabet) << name;
    const double seconds = double(s.samples.size()) / kFliteTestRate;
    EXPECT_GT(seconds, 0.5) << name;
    EXPECT_LT(seconds, 2.5) << name;
    // hh ax l ow p ih p, with pauses: the CMU dictionary's spelling, schwa "AH", pause "SIL".
    std::vector<std::string> phones;
    for (const Phoneme& p : s.phonemes)
      if (p.name != "SIL") phones.push_back(p.name);
    EXPECT_EQ(phones, (std::vector<std::string>{"HH", "AH", "L", "OW", "P", "IH", "P"})) << name;
    EXPECT_EQ(s.phonemes.front().name, "SIL") << name;
    EXPECT_TRUE(std::ranges::is_sorted(s.phonemes, {}, &Phoneme::sample)) << name;
    EXPECT_LE(s.phonemes.back().sample, s.samples.size()) << name;
    const float peak = std::ranges::max(s.samples, {}, [](float v) { return std::fabs(v); });
    EXPECT_GT(std::fabs(peak), 0.05f) << name << ": heard";
    EXPECT_LE(std::fabs(peak), 1.0f) << name;
  }
}

TEST(FliteVoices, TheSameLineGivesTheSameSamples) {
  const VoiceSettings slt{.voice = "flite:slt"};
  const Speech a = spoken("The same words twice.", slt);
  spoken("Something else between them.", {.voice = "flite:awb", .rate = 300, .pitch = 90});
  const Speech b = spoken("The same words twice.", slt);
  EXPECT_EQ(a.samples, b.samples);
  EXPECT_EQ(a.phonemes, b.phonemes);
}

TEST(FliteVoices, RateStretchesTheLine) {
  const std::string line = "Twinkle, twinkle, little star, how I wonder what you are.";
  const Speech normal = spoken(line, {.voice = "flite:slt", .rate = 175});
  const Speech fast = spoken(line, {.voice = "flite:slt", .rate = 350});
  // Twice the words a minute: the durations stretched by 175 / 350, about half as long.
  const double ratio = double(fast.samples.size()) / double(normal.samples.size());
  EXPECT_NEAR(ratio, 0.5, 0.05);
}

TEST(FliteVoices, PitchMovesTheFundamental) {
  const std::string line = "Hello there, my little friend. How are you doing today?";
  for (const char* name : {"flite:slt", "flite:awb", "flite:kal16"}) {
    const double base = median_pitch(spoken(line, {.voice = name, .pitch = 50}).samples);
    const double high = median_pitch(spoken(line, {.voice = name, .pitch = 100}).samples);
    ASSERT_GT(base, 60) << name;
    // pitch 100: 2^(50 / 100) = 1.414 times the voice's own.
    EXPECT_NEAR(high / base, std::sqrt(2.0), 0.15) << name;
  }
  const double woman = median_pitch(spoken(line, {.voice = "flite:slt"}).samples);
  const double man = median_pitch(spoken(line, {.voice = "flite:awb"}).samples);
  EXPECT_GT(woman, 1.2 * man) << "slt is a woman's voice, awb a man's";
}

TEST(FliteVoices, VoicesChooseFliteAndTheMouthsFollowItsPhones) {
  auto voices = Voices::create();
  ASSERT_TRUE(voices.ok()) << voices.error();
  const auto names = voices.value().names();
  for (const std::string& name : flite_voice_names())
    EXPECT_NE(std::ranges::find(names, name), names.end()) << name;
  const auto speech = voices.value().speak("Mama.", {.voice = "flite:slt"});
  ASSERT_TRUE(speech.ok()) << speech.error();
  EXPECT_EQ(speech.value().phone_names, PhoneNames::kArpabet);
  // "Mama", M AA1 M AH0 in the CMU dictionary: the lips close (A) for each M, open wide (D) for
  // the AA and less (C) for the schwa.
  const double dur = double(speech.value().samples.size()) / kFliteTestRate;
  std::string shapes;
  for (const lipsync::MouthCue& cue : speech_cues(speech.value(), kFliteTestRate, 0, dur)) {
    const char shape = lipsync::shape_letter(cue.shape);
    if (shape != 'X' && (shapes.empty() || shapes.back() != shape)) shapes += shape;
  }
  EXPECT_EQ(shapes, "ADAC");
}

}  // namespace
}  // namespace jt::encode
