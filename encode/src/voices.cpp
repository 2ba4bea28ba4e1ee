#include "jt/encode/voices.h"

#include "captured_stderr.h"
#include "jt/encode/flite_voices.h"
#include "jt/printable.h"
#include "jt/same_without_case.h"

#include <espeak-ng/speak_lib.h>

#include <algorithm>
#include <cstring>
#include <mutex>

// espeak-ng 1.51 opens an audio device in espeak_Initialize whatever the output (its
// espeak_ng_InitializeOutput calls libpcaudio's create_audio_device_object unconditionally, fixed
// in later releases): every plan and render tried to reach a PulseAudio server and made
// ~/.config/pulse. We synthesise into memory only, so the program defines that function itself,
// and the dynamic linker binds espeak-ng's call to this definition (the executable's symbols come
// first): no device is opened, nothing is attempted. espeak-ng never touches the device in
// synchronous mode; it checks for none where it would.
extern "C" struct audio_object* create_audio_device_object(const char*, const char*, const char*) {
  return nullptr;
}

namespace jt::encode {
namespace {

std::mutex espeak_lock;  // espeak-ng's state is global
// Where the callback puts samples and phonemes, under the lock.
std::vector<short>* sink = nullptr;
std::vector<Phoneme>* phoneme_sink = nullptr;

int on_samples(short* samples, int count, espeak_EVENT* events) {
  if (samples != nullptr && count > 0) sink->insert(sink->end(), samples, samples + count);
  // The events list ends with espeakEVENT_LIST_TERMINATED; a phoneme's `sample` counts from the
  // start of this synthesis (espeak_Synth starts it at 0).
  for (espeak_EVENT* e = events; e != nullptr && e->type != espeakEVENT_LIST_TERMINATED; ++e) {
    if (e->type != espeakEVENT_PHONEME || e->sample < 0) continue;
    const std::size_t length = strnlen(e->id.string, sizeof(e->id.string));
    phoneme_sink->push_back({static_cast<std::size_t>(e->sample), {e->id.string, length}});
  }
  return 0;  // go on
}

// espeak_Initialize's answer: the sample rate, or a negative error. DONT_EXIT: without its data,
// espeak-ng would otherwise end the process.
int initialise() {
  static const int rate = [] {
    const int r = espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, 0, nullptr,
                                    espeakINITIALIZE_DONT_EXIT | espeakINITIALIZE_PHONEME_EVENTS);
    if (r > 0) espeak_SetSynthCallback(on_samples);
    return r;
  }();
  return rate;
}

// The entry of `names` equal to `word` without case, as the list spells it.
const std::string* find_without_case(const std::vector<std::string>& names, std::string_view word) {
  const auto it =
      std::ranges::find_if(names, [&](const std::string& n) { return same_without_case(n, word); });
  return it == names.end() ? nullptr : &*it;
}

void sort_unique(std::vector<std::string>& names) {
  std::ranges::sort(names);
  names.erase(std::unique(names.begin(), names.end()), names.end());
}

// espeak-ng's lists, under the lock. A voice's `languages` is a run of (priority byte, name,
// NUL), ended by a zero priority byte; a variant's identifier is "!v/<name>".
Voices::Installed list_installed() {
  Voices::Installed out;
  std::map<std::string, int> priorities;
  for (const espeak_VOICE* const* v = espeak_ListVoices(nullptr); v && *v; ++v) {
    const std::string_view id = (*v)->identifier != nullptr ? (*v)->identifier : "";
    const std::string file(id.substr(id.rfind('/') + 1));  // "sit/cmn": "cmn"
    for (const char* p = (*v)->languages; p != nullptr && *p != 0; p += std::strlen(p + 1) + 2) {
      out.languages.emplace_back(p + 1);
      const int priority = static_cast<unsigned char>(*p);
      auto [it, added] = priorities.emplace(p + 1, priority);
      if (!file.empty() && (added || priority < it->second)) {
        it->second = priority;
        out.voice_files[p + 1] = file;
      }
    }
  }
  espeak_VOICE variants{};
  variants.languages = "variant";
  constexpr std::string_view kVariantDir = "!v/";
  for (const espeak_VOICE* const* v = espeak_ListVoices(&variants); v && *v; ++v) {
    const std::string_view id = (*v)->identifier != nullptr ? (*v)->identifier : "";
    if (id.starts_with(kVariantDir)) out.variants.emplace_back(id.substr(kVariantDir.size()));
  }
  sort_unique(out.languages);
  sort_unique(out.variants);
  return out;
}

// Sets "language" or "language+variant" (under the lock): by its name, else, for a language only
// a voice file's `language` lines name, by that file's name (the variant kept).
bool set_voice(const std::string& voice, const Voices::Installed& installed) {
  if (espeak_SetVoiceByName(voice.c_str()) == EE_OK) return true;
  const std::size_t plus = voice.find('+');
  const auto file = installed.voice_files.find(voice.substr(0, plus));
  if (file == installed.voice_files.end()) return false;
  const std::string by_file =
      file->second + (plus == std::string::npos ? std::string() : voice.substr(plus));
  return espeak_SetVoiceByName(by_file.c_str()) == EE_OK;
}

// What espeak-ng printed as it took a voice, as a note: its one known line ("Full dictionary is
// not installed for 'be'", when the language's dictionary is smaller than its voice file asks)
// in our words, anything else quoted, made printable.
std::string voice_note(const std::string& printed) {
  constexpr std::string_view kPartial = "Full dictionary is not installed for '";
  std::string note;
  std::size_t start = 0;
  while (start < printed.size()) {
    std::size_t end = printed.find('\n', start);
    if (end == std::string::npos) end = printed.size();
    const std::string_view line = std::string_view(printed).substr(start, end - start);
    start = end + 1;
    if (line.empty()) continue;
    std::string said;
    if (line.starts_with(kPartial) && line.ends_with('\'')) {
      const std::string_view language =
          line.substr(kPartial.size(), line.size() - kPartial.size() - 1);
      said = "espeak-ng's dictionary for \"" + printable(language) +
             "\" is only partly installed: some words may be spelled out";
    } else {
      said = "espeak-ng said: " + printable(shortened(line, 200));
    }
    note += (note.empty() ? "" : "; ") + said;
  }
  return note;
}

}  // namespace

const Voices::Installed& Voices::installed() const {
  static const Installed lists = [] {
    std::lock_guard lock(espeak_lock);
    return list_installed();
  }();
  return lists;
}

std::optional<std::string> Voices::espeak_voice_for(std::string_view voice) const {
  const std::size_t plus = voice.find('+');
  const std::string* language = find_without_case(installed().languages, voice.substr(0, plus));
  if (language == nullptr) return std::nullopt;
  if (plus == std::string_view::npos) return *language;
  const std::string* variant = find_without_case(installed().variants, voice.substr(plus + 1));
  if (variant == nullptr) return std::nullopt;
  return *language + '+' + *variant;
}

std::vector<std::string> Voices::names() const {
  std::vector<std::string> out = named_voices();
  out.insert(out.end(), flite_voice_names().begin(), flite_voice_names().end());
  out.insert(out.end(), installed().languages.begin(), installed().languages.end());
  return out;
}

Result<Voices> Voices::create() {
  std::lock_guard lock(espeak_lock);
  const int rate = initialise();
  if (rate <= 0) return Error{"espeak_Initialize: espeak-ng's data was not found"};
  return Voices(rate);
}

Result<std::vector<float>> Voices::synthesize(const std::string& text,
                                              const VoiceSettings& settings) const {
  auto speech = speak(text, settings);
  if (!speech.ok()) return Error{speech.error()};
  return std::move(speech).value().samples;
}

Result<Speech> Voices::speak(const std::string& text, const VoiceSettings& settings) const {
  if (is_flite_voice(settings.voice)) return flite_speak(text, settings, sample_rate_);
  // Only a name from espeak-ng's own lists reaches it: given anything else (a path, "../x"), it
  // would read that file as a voice.
  const std::optional<std::string> voice = espeak_voice_for(settings.voice);
  const Installed& lists = installed();
  std::lock_guard lock(espeak_lock);
  bool set = false;
  // espeak-ng prints to the standard error itself when a voice's dictionary is partial.
  const std::string printed =
      captured_stderr([&] { set = voice.has_value() && set_voice(*voice, lists); });
  if (!set) return Error{"no installed voice " + settings.voice};
  // Set after the voice, which resets them.
  espeak_SetParameter(espeakRATE, settings.rate, 0);
  espeak_SetParameter(espeakPITCH, settings.pitch, 0);
  espeak_SetParameter(espeakRANGE, settings.range, 0);
  std::vector<short> samples;
  Speech out;
  out.note = voice_note(printed);
  sink = &samples;
  phoneme_sink = &out.phonemes;
  const espeak_ERROR err = espeak_Synth(text.c_str(), text.size() + 1, 0, POS_CHARACTER, 0,
                                        espeakCHARS_UTF8, nullptr, nullptr);
  sink = nullptr;
  phoneme_sink = nullptr;
  if (err != EE_OK) return Error{"espeak_Synth: error " + std::to_string(err)};
  out.samples.resize(samples.size());
  for (std::size_t i = 0; i < samples.size(); ++i)
    out.samples[i] = samples[i] / 32768.0f;
  // The last events may point just past the last sample: none starts beyond the line.
  for (Phoneme& p : out.phonemes)
    p.sample = std::min(p.sample, samples.size());
  return out;
}

}  // namespace jt::encode
