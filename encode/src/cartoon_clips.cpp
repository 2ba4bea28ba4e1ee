#include "jt/encode/cartoon_clips.h"

#include <utility>

#include "jt/validate/clips.h"

namespace jt::encode {

CartoonClips CartoonClips::load(const json::Value& source,
                                const std::vector<std::filesystem::path>& folders, int sample_rate,
                                const std::string& file, const std::string& prefix,
                                std::vector<Diagnostic>& problems) {
  CartoonClips clips;
  std::map<std::string, ClipProblem> refused;  // each distinct clip tried once
  for (const validate::ClipReference& ref : validate::clip_references(source)) {
    // A path of a form not allowed is the program's error, reported when it was prepared.
    if (clips.clips_.contains(ref.clip) || validate::clip_path_problem(ref.clip)) continue;
    auto bad = refused.find(ref.clip);
    if (bad == refused.end()) {
      ClipLoad load = load_clip(ref.clip, folders, sample_rate);
      if (load.sound) {
        clips.clips_.emplace(ref.clip, std::move(*load.sound));
        continue;
      }
      bad = refused.emplace(ref.clip, std::move(load.problem)).first;
    }
    problems.push_back({.severity = Severity::kError,
                        .code = bad->second.code,
                        .file = file,
                        .path = prefix + ref.pointer,
                        .message = bad->second.message,
                        .hint = bad->second.hint});
  }
  return clips;
}

const ClipSound* CartoonClips::find(const std::string& clip) const {
  const auto it = clips_.find(clip);
  return it == clips_.end() ? nullptr : &it->second;
}

rt::SpeechProvider CartoonClips::provider() const {
  return [this](const std::string&, const rt::SpeechRequest& request) -> std::optional<double> {
    const ClipSound* clip = request.clip ? find(*request.clip) : nullptr;
    if (clip == nullptr) return std::nullopt;
    return clip->seconds();
  };
}

rt::ClipLength CartoonClips::length_provider() const {
  return [this](const std::string& clip) -> std::optional<double> {
    const ClipSound* sound = find(clip);
    if (sound == nullptr) return std::nullopt;
    return sound->seconds();
  };
}

}  // namespace jt::encode
