// Sound cues in a Fountain screenplay's action (docs/FOUNTAIN.md "Sound cues"): the lines a writer
// marks as sound, `SFX: A DING!`, `MUSIC: an upbeat tune`, `MUSIC STOPS`, read as the sound and
// music blocks they ask for. Plain words to block text: no file is opened here.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace jt::screenplay::fountain {

// What an action line that is a sound cue asks for.
struct SoundCue {
  enum class Kind { kSound, kMusic, kMusicStops };
  Kind kind = Kind::kSound;
  std::string clip;   // a shipped sound's id ("c4c:sound:ding") or a file as written; empty: none
  bool loop = false;  // music: the shipped tune loops
  std::string heard;  // the words after the label, for a caption when no sound is named
};

// The cue an action's text is, or nothing when it is not one: "SFX:" or "SOUND:" then what is
// heard; "MUSIC:" then what plays; "MUSIC STOPS", "MUSIC OUT" or "MUSIC ENDS". Case does not
// matter. What is heard names a shipped sound by a word of it ("DING", "a bell", "CHOMP": ding,
// crunch), or a file by a path with an extension ("sfx/door.wav").
std::optional<SoundCue> sound_cue(std::string_view action);

}  // namespace jt::screenplay::fountain
