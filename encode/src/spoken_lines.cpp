#include "jt/encode/spoken_lines.h"

#include <algorithm>
#include <utility>

#include "jt/encode/flite_voices.h"
#include "jt/encode/recorded_cues.h"
#include "jt/encode/voice_level.h"
#include "jt/printable.h"

namespace jt::encode {
namespace {

std::string quoted_clip(const std::string& clip) {
  return '"' + printable(shortened(clip)) + '"';
}

const char* source_text(CueSource source) {
  switch (source) {
    case CueSource::kAligned:
      return "the mouth from its words, aligned to the recording";
    case CueSource::kRecognised:
      return "the mouth from the phones heard in it (its words did not match, or it has none)";
    case CueSource::kLoudness:
      break;
  }
  return "the mouth from its loudness (not English, a word the dictionary does not know, or no "
         "speech heard)";
}

std::string cache_key(const std::string& text, const VoiceSettings& s) {
  return s.voice + '\n' + std::to_string(s.rate) + '\n' + std::to_string(s.pitch) + '\n' +
         std::to_string(s.range) + '\n' + text;
}

}  // namespace

SpokenLines::SpokenLines(Voices voices, std::vector<std::string> cast)
    : voices_(voices), cast_(std::move(cast)) {}

VoiceSettings SpokenLines::speaker_default(const std::string& who) const {
  const auto it = std::find(cast_.begin(), cast_.end(), who);
  return default_voice(it == cast_.end() ? 0 : static_cast<std::size_t>(it - cast_.begin()));
}

void SpokenLines::warn(std::string message) {
  if (std::find(warnings_.begin(), warnings_.end(), message) == warnings_.end()) {
    warnings_.push_back(std::move(message));
  }
}

const std::vector<float>& SpokenLines::line(const std::string& text,
                                            const rt::SpeechRequest& request) {
  return speech(text, request).samples;
}

const Speech& SpokenLines::speech(const std::string& text, const rt::SpeechRequest& request) {
  if (const ClipSound* clip = request.clip && clips_ ? clips_->find(*request.clip) : nullptr) {
    const std::string key = "clip\n" + *request.clip;  // no settings' key starts so
    if (auto it = spoken_.find(key); it != spoken_.end()) return it->second;
    return spoken_.emplace(key, Speech{.samples = clip->samples}).first->second;
  }
  const VoiceSettings fallback = speaker_default(request.who);
  VoiceSettings settings = voice_settings(request, fallback);
  const std::string key = cache_key(text, settings);
  if (auto it = spoken_.find(key); it != spoken_.end()) return it->second;
  auto spoken = voices_.speak(text, settings);
  if (!spoken.ok() && request.voice) {
    warn("unknown voice \"" + *request.voice + "\" for " + request.who + ": using " +
         fallback.voice);
    rt::SpeechRequest with_default = request;
    with_default.voice.reset();
    settings = voice_settings(with_default, fallback);
    spoken = voices_.speak(text, settings);
  }
  if (!spoken.ok()) warn(spoken.error());
  if (spoken.ok() && !spoken.value().note.empty()) warn(spoken.value().note);
  Speech said = spoken.ok() ? std::move(spoken).value() : Speech{};
  return spoken_.emplace(key, std::move(said)).first->second;
}

const std::vector<lipsync::MouthCue>& SpokenLines::clip_cues(const std::string& text,
                                                             const rt::SpeechRequest& request) {
  static const std::vector<lipsync::MouthCue> kNone;
  const ClipSound* clip = request.clip && clips_ ? clips_->find(*request.clip) : nullptr;
  if (clip == nullptr) return kNone;
  // The language of the voice the line would have: espeak-ng's English voices are "en", "en-us",
  // "en+m3", ...; Flite's all speak US English.
  const std::string voice = voice_settings(request, speaker_default(request.who)).voice;
  const bool english =
      is_flite_voice(voice) ||
      (voice.starts_with("en") && (voice.size() == 2 || voice[2] == '-' || voice[2] == '+'));
  const std::string key = *request.clip + '\n' + (english ? "en" : "other") + '\n' + text;
  if (auto it = clip_cues_.find(key); it != clip_cues_.end()) return it->second;
  if (english && !recogniser_tried_) {
    recogniser_tried_ = true;
    recogniser_ = PhoneRecogniser::create();
    if (!recogniser_)
      warn(
          "the recorded lines' mouths follow their loudness: PocketSphinx or its "
          "English model (pocketsphinx-en-us) cannot start");
  }
  RecordedCues cues = recorded_cues(clip->samples, clip->sample_rate, text, english,
                                    recogniser_.get(), clip->seconds());
  mouth_notes_.push_back("clip " + quoted_clip(*request.clip) + ": " + source_text(cues.source));
  return clip_cues_.emplace(key, std::move(cues.cues)).first->second;
}

rt::SpeechProvider SpokenLines::provider() {
  return
      [this](const std::string& text, const rt::SpeechRequest& request) -> std::optional<double> {
        const std::vector<float>& samples = line(text, request);
        if (samples.empty()) return std::nullopt;
        return static_cast<double>(samples.size()) / sample_rate();
      };
}

rt::LoudMoments SpokenLines::loud_provider() {
  return [this](const std::string& text, const rt::SpeechRequest& request) {
    return loud_moments(line(text, request), sample_rate());
  };
}

rt::SpeechRequest speech_request(const rt::TimelineRecord& say) {
  auto text = [](const std::string* v) {
    return v ? std::optional<std::string>(*v) : std::nullopt;
  };
  return {.who = std::string(say.who),
          .voice = text(say.voice),
          .mood = text(say.mood),
          .speed = say.number(say.kSpeed),
          .pitch = say.number(say.kPitch),
          .clip = text(say.clip)};
}

}  // namespace jt::encode
