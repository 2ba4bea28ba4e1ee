#include "jt/encode/cartoon_clips.h"

#include <utility>

#include "jt/encode/sample_rate.h"
#include "jt/encode/sound_synth.h"
#include "jt/packs/sound_recipe.h"
#include "jt/validate/clips.h"

namespace jt::encode {
namespace {

// A sound pack's recipe synthesised: its samples, and its content hash for the cache keys.
ClipLoad load_sound_pack(const std::string& id, const packs::Catalog* sounds, int sample_rate) {
  const packs::Pack* pack = sounds != nullptr ? sounds->find(id) : nullptr;
  if (pack == nullptr || pack->type != "sound") {
    return {.problem = {.code = Code::kMissingPack,
                        .message = "no sound pack \"" + id + "\"",
                        .hint = "`jabbertoon list sounds` lists the sounds that ship; a file is "
                                "named by its path, as \"sounds/pop.wav\""}};
  }
  std::vector<Diagnostic> problems;
  const std::optional<packs::SoundRecipe> recipe =
      packs::read_sound_recipe(pack->content(), pack->file, "/content", problems);
  if (!recipe) {
    return {.problem = {.code = Code::kWrongContent,
                        .message = "the sound pack \"" + id + "\" cannot be made: " +
                                   (problems.empty() ? std::string("a bad recipe")
                                                     : problems.front().message),
                        .hint = "`jabbertoon validate " + pack->file + "` says where"}};
  }
  ClipSound sound;
  const json::Value* hash = pack->json.find("content_hash");
  sound.sha256 = hash != nullptr && hash->is_string() ? hash->as_string() : id;
  sound.sample_rate = sample_rate;
  sound.samples = synthesise(*recipe, sample_rate);
  sound.mix_samples = synthesise(*recipe, kMixSampleRate);  // made at the mix's rate, not resampled
  sound.bpm = recipe->bpm;
  return {.sound = std::move(sound)};
}

}  // namespace

CartoonClips CartoonClips::load(const json::Value& source,
                                const std::vector<std::filesystem::path>& folders, int sample_rate,
                                const std::string& file, const std::string& prefix,
                                std::vector<Diagnostic>& problems, const packs::Catalog* sounds) {
  CartoonClips clips;
  std::map<std::string, ClipProblem> refused;  // each distinct clip tried once
  for (const validate::ClipReference& ref : validate::clip_references(source)) {
    // A path of a form not allowed is the program's error, reported when it was prepared.
    if (clips.clips_.contains(ref.clip) || validate::clip_path_problem(ref.clip)) continue;
    auto bad = refused.find(ref.clip);
    if (bad == refused.end()) {
      ClipLoad load = packs::names_sound_pack(ref.clip)
                          ? load_sound_pack(ref.clip, sounds, sample_rate)
                          : load_clip(ref.clip, folders, sample_rate);
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

rt::ClipTempo CartoonClips::tempo_provider() const {
  return [this](const std::string& clip) -> std::optional<rt::MusicTempo> {
    const ClipSound* sound = find(clip);
    if (sound == nullptr || !(sound->bpm > 0)) return std::nullopt;
    return rt::MusicTempo{.bpm = sound->bpm, .offset = 0};
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
