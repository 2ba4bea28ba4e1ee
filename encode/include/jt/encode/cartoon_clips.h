// The clips a cartoon names, each distinct one found and decoded once before anything runs
// (jt/encode/clip_file.h's rules), so a missing or bad one stops a render before its first frame,
// and the plan, the soundtrack and the mouths use the same samples.
#pragma once

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "jt/diagnostic.h"
#include "jt/encode/clip_file.h"
#include "jt/json/value.h"
#include "jt/packs/catalog.h"
#include "jt/runtime/runtime.h"

namespace jt::encode {

class CartoonClips {
 public:
  CartoonClips() = default;

  // Every clip `source` (a program as written) names, found in `folders` (the cartoon's own
  // folder first, then --assets) and decoded at `sample_rate`. A clip that cannot be used adds an
  // error to `problems`, with `file`, the pointer of its `clip` under `prefix` (where the program
  // is in its file) and the clip's own code, message and hint. A path whose form is not allowed is
  // skipped: preparing the program reported it. A clip that names a sound pack ("c4c:sound:pop",
  // packs::names_sound_pack) is that pack of `sounds`, synthesised; without `sounds`, or when it
  // holds no such pack, a missing-pack error.
  static CartoonClips load(const json::Value& source,
                           const std::vector<std::filesystem::path>& folders, int sample_rate,
                           const std::string& file, const std::string& prefix,
                           std::vector<Diagnostic>& problems,
                           const packs::Catalog* sounds = nullptr);

  // The clip as written in the cartoon, or null when it names none such.
  const ClipSound* find(const std::string& clip) const;
  bool empty() const { return clips_.empty(); }
  const std::map<std::string, ClipSound>& all() const { return clips_; }

  // A speech provider that answers only recorded lines (their recordings' lengths), for a run
  // without voices (--speech estimate): a line with a clip lasts its clip still. Refers to this
  // object, which must outlive it.
  rt::SpeechProvider provider() const;
  // The runtime's ClipLength for sound blocks: a clip's length in seconds. Refers to this object.
  rt::ClipLength length_provider() const;
  // The runtime's ClipTempo for music blocks without a bpm: a sound pack's own tempo (its recipe's
  // bpm, beats from its start); a file's is not guessed. Refers to this object.
  rt::ClipTempo tempo_provider() const;

 private:
  std::map<std::string, ClipSound> clips_;  // by the path as written
};

}  // namespace jt::encode
