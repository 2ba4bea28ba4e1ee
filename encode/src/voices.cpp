#include "jt/encode/voices.h"

#include <espeak-ng/speak_lib.h>

#include <mutex>

namespace jt::encode {
namespace {

std::mutex espeak_lock;              // espeak-ng's state is global
std::vector<short>* sink = nullptr;  // where the callback puts samples, under the lock

int on_samples(short* samples, int count, espeak_EVENT*) {
  if (samples != nullptr && count > 0) sink->insert(sink->end(), samples, samples + count);
  return 0;  // go on
}

// espeak_Initialize's answer: the sample rate, or a negative error. DONT_EXIT: without its data,
// espeak-ng would otherwise end the process.
int initialise() {
  static const int rate = [] {
    const int r =
        espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, 0, nullptr, espeakINITIALIZE_DONT_EXIT);
    if (r > 0) espeak_SetSynthCallback(on_samples);
    return r;
  }();
  return rate;
}

}  // namespace

Result<Voices> Voices::create() {
  std::lock_guard lock(espeak_lock);
  const int rate = initialise();
  if (rate <= 0) return Error{"espeak_Initialize: espeak-ng's data was not found"};
  return Voices(rate);
}

Result<std::vector<float>> Voices::synthesize(const std::string& text,
                                              const VoiceSettings& settings) const {
  std::lock_guard lock(espeak_lock);
  if (espeak_SetVoiceByName(settings.espeak_voice.c_str()) != EE_OK) {
    return Error{"espeak_SetVoiceByName: no voice " + settings.espeak_voice};
  }
  // Set after the voice, which resets them.
  espeak_SetParameter(espeakRATE, settings.rate, 0);
  espeak_SetParameter(espeakPITCH, settings.pitch, 0);
  espeak_SetParameter(espeakRANGE, settings.range, 0);
  std::vector<short> samples;
  sink = &samples;
  const espeak_ERROR err = espeak_Synth(text.c_str(), text.size() + 1, 0, POS_CHARACTER, 0,
                                        espeakCHARS_UTF8, nullptr, nullptr);
  sink = nullptr;
  if (err != EE_OK) return Error{"espeak_Synth: error " + std::to_string(err)};
  std::vector<float> out(samples.size());
  for (std::size_t i = 0; i < samples.size(); ++i)
    out[i] = samples[i] / 32768.0f;
  return out;
}

}  // namespace jt::encode
