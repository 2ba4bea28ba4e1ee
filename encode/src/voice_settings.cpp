#include "jt/encode/voice_settings.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace jt::encode {
namespace {

constexpr int kNormalRate = 175;  // espeakRATE_NORMAL, words per minute

struct NamedVoice {
  const char* name;
  VoiceSettings settings;
};

// Our names for voices that suit cartoon characters, each an espeak-ng variant and a setting.
const std::array<NamedVoice, 8> kNamedVoices = {{
    {"bright", {"en-us+f3", 185, 65, 70}},
    {"gruff", {"en+m3", 160, 22, 30}},
    {"child", {"en-us+f4", 185, 85, 70}},
    {"deep", {"en+m1", 165, 12, 40}},
    {"squeaky", {"en+f2", 200, 95, 80}},
    {"old", {"en+grandpa", 150, 45, 60}},
    {"whisper", {"en+whisper", 165, 50, 50}},
    {"calm", {"en+m2", 155, 40, 35}},
}};

// Distinct voices for cast members without one: men and women in turn.
const std::array<const char*, 8> kDefaultVoices = {"en+m3", "en+f3", "en+m1", "en+f2",
                                                   "en+m7", "en+f4", "en+m5", "en+f5"};

struct MoodChange {
  const char* mood;
  double rate;  // factor
  int pitch;    // added
  int range;    // added
};

const std::array<MoodChange, 8> kMoods = {{
    {"happy", 1.08, 8, 15},
    {"excited", 1.15, 12, 25},
    {"surprised", 1.1, 12, 20},
    {"angry", 1.1, -4, 20},
    {"scared", 1.15, 6, 10},
    {"sad", 0.85, -8, -20},
    {"sleepy", 0.8, -6, -25},
    {"bored", 0.9, -4, -30},
}};

}  // namespace

const std::vector<std::string>& named_voices() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> out;
    for (const NamedVoice& v : kNamedVoices)
      out.emplace_back(v.name);
    return out;
  }();
  return names;
}

VoiceSettings default_voice(std::size_t cast_index) {
  const std::size_t round = cast_index / kDefaultVoices.size();
  return {kDefaultVoices[cast_index % kDefaultVoices.size()], kNormalRate,
          std::min(50 + 8 * static_cast<int>(std::min<std::size_t>(round, 6)), 100), 50};
}

VoiceSettings voice_settings(const rt::SpeechRequest& request, const VoiceSettings& fallback) {
  VoiceSettings out = fallback;
  if (request.voice) {
    const auto named = std::find_if(kNamedVoices.begin(), kNamedVoices.end(),
                                    [&](const NamedVoice& v) { return *request.voice == v.name; });
    out = named != kNamedVoices.end() ? named->settings
                                      : VoiceSettings{*request.voice, kNormalRate, 50, 50};
  }
  // A speed or pitch that is not a positive number leaves the voice's own.
  const auto factor = [](std::optional<double> f) {
    return f && std::isfinite(*f) && *f > 0 ? *f : 1.0;
  };
  double rate = out.rate * factor(request.speed);
  double pitch = out.pitch * factor(request.pitch);
  if (request.mood) {
    for (const MoodChange& m : kMoods) {
      if (*request.mood != m.mood) continue;
      rate *= m.rate;
      pitch += m.pitch;
      out.range += m.range;
    }
  }
  out.rate = std::clamp(static_cast<int>(std::lround(rate)), 80, 450);
  out.pitch = std::clamp(static_cast<int>(std::lround(pitch)), 0, 100);
  out.range = std::clamp(out.range, 0, 100);
  return out;
}

}  // namespace jt::encode
