#include "jt/encode/flite_voices.h"

extern "C" {
#include <flite/flite.h>
#include <flite/flite_version.h>
// Each voice's library registers it (flite's own flite_voice_list.c declares them the same way).
cst_voice* register_cmu_us_awb(const char* voxdir);
cst_voice* register_cmu_us_kal16(const char* voxdir);
cst_voice* register_cmu_us_rms(const char* voxdir);
cst_voice* register_cmu_us_slt(const char* voxdir);
}

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>
#include <map>
#include <mutex>

#include "jt/encode/resample.h"
#include "jt/same_without_case.h"

namespace jt::encode {
namespace {

struct FliteVoice {
  std::string_view name;  // after "flite:"
  cst_voice* (*registration)(const char*);
};

constexpr std::array<FliteVoice, 4> kFliteVoices{{
    {"awb", register_cmu_us_awb},
    {"kal16", register_cmu_us_kal16},
    {"rms", register_cmu_us_rms},
    {"slt", register_cmu_us_slt},
}};

constexpr int kNormalRate = 175;  // words per minute: the voice's own speed

std::mutex flite_lock;  // flite_init and a voice's features are shared

const FliteVoice* find_voice(std::string_view voice) {
  if (voice.size() <= kFlitePrefix.size()) return nullptr;
  if (!same_without_case(voice.substr(0, kFlitePrefix.size()), kFlitePrefix)) return nullptr;
  const std::string_view name = voice.substr(kFlitePrefix.size());
  for (const FliteVoice& v : kFliteVoices) {
    if (same_without_case(name, v.name)) return &v;
  }
  return nullptr;
}

// The voice, registered on first use (under the lock); flite keeps it for the process.
cst_voice* voice_for(const FliteVoice& v) {
  static bool started = [] {
    flite_init();
    return true;
  }();
  (void)started;
  static std::map<std::string_view, cst_voice*> registered;
  auto [it, added] = registered.emplace(v.name, nullptr);
  if (added) it->second = v.registration(nullptr);
  return it->second;
}

// Flite's phone as the CMU dictionary spells it: upper case; its schwa "ax" is the dictionary's
// "AH", its pause "pau" a silence.
std::string dictionary_phone(std::string_view phone) {
  if (phone == "pau") return "SIL";
  if (phone == "ax") return "AH";
  std::string out(phone);
  for (char& c : out)
    c = c >= 'a' && c <= 'z' ? static_cast<char>(c - 32) : c;
  return out;
}

}  // namespace

const std::vector<std::string>& flite_voice_names() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> out;
    for (const FliteVoice& v : kFliteVoices)
      out.push_back(std::string(kFlitePrefix) + std::string(v.name));
    return out;
  }();
  return names;
}

bool is_flite_voice(std::string_view voice) {
  return find_voice(voice) != nullptr;
}

Result<Speech> flite_speak(const std::string& text, const VoiceSettings& settings, int rate) {
  const FliteVoice* known = find_voice(settings.voice);
  if (known == nullptr) return Error{"no Flite voice " + settings.voice};
  std::vector<float> spoken;
  int spoken_rate = 0;
  struct Phone {
    double start;
    std::string name;
  };
  std::vector<Phone> phones;
  {
    std::lock_guard lock(flite_lock);
    cst_voice* voice = voice_for(*known);
    if (voice == nullptr) return Error{"Flite could not load the voice " + settings.voice};
    feat_set_float(
        voice->features, "duration_stretch",
        static_cast<float>(kNormalRate) / static_cast<float>(std::max(settings.rate, 1)));
    feat_set_float(voice->features, "f0_shift",
                   static_cast<float>(std::exp2((settings.pitch - 50) / 100.0)));
    // Flite's voices excite their unvoiced sounds with libc's rand(): seeded the same for every
    // line, the same line gives the same samples, whatever was spoken before it (nothing else in
    // the program draws from rand()).
    std::srand(1);
    cst_utterance* utterance = flite_synth_text(text.c_str(), voice);
    if (utterance == nullptr) return Error{"Flite could not speak the line"};
    const cst_wave* wave = utt_wave(utterance);
    if (wave != nullptr && cst_wave_num_channels(wave) == 1) {
      spoken_rate = cst_wave_sample_rate(wave);
      const int count = cst_wave_num_samples(wave);
      spoken.resize(static_cast<std::size_t>(std::max(count, 0)));
      for (std::size_t i = 0; i < spoken.size(); ++i)
        spoken[i] = wave->samples[i] / 32768.0f;
    }
    // Each segment's "end" is where it ends in seconds; it starts where the one before ended.
    double start = 0;
    for (cst_item* s = relation_head(utt_relation(utterance, "Segment")); s != nullptr;
         s = item_next(s)) {
      phones.push_back({start, dictionary_phone(item_name(s))});
      start = item_feat_float(s, "end");
    }
    delete_utterance(utterance);
  }
  if (spoken_rate <= 0) return Error{"Flite gave no sound for the line"};
  Speech out;
  out.phone_names = PhoneNames::kArpabet;
  out.samples = resample_mono(spoken, spoken_rate, rate);
  for (const Phone& p : phones) {
    const auto sample = static_cast<std::size_t>(std::lround(std::max(p.start, 0.0) * rate));
    out.phonemes.push_back({std::min(sample, out.samples.size()), p.name});
  }
  return out;
}

std::string flite_version() {
  return FLITE_PROJECT_VERSION;
}

}  // namespace jt::encode
