#include "fountain_sounds.h"

#include <array>
#include <cctype>
#include <utility>

#include "fountain_words.h"
#include "jt/trimmed.h"

namespace jt::screenplay::fountain {
namespace {

// Words a writer uses for the shipped sounds (docs/FOUNTAIN.md "Sound cues").
constexpr std::array<std::pair<std::string_view, std::string_view>, 22> kSoundWords = {{
    {"ding", "ding"},       {"bell", "ding"},          {"chime", "ding"},
    {"pop", "pop"},         {"pops", "pop"},           {"boing", "boing"},
    {"spring", "boing"},    {"bounce", "boing"},       {"whoosh", "whoosh"},
    {"swoosh", "whoosh"},   {"woosh", "whoosh"},       {"footsteps", "footsteps"},
    {"steps", "footsteps"}, {"footstep", "footsteps"}, {"crunch", "crunch"},
    {"munch", "crunch"},    {"chomp", "crunch"},       {"bite", "crunch"},
    {"tune", "tune"},       {"music", "tune"},         {"song", "tune"},
    {"theme", "tune"},
}};

// The text after `label` (lower case, "sfx:") at the start of `text`, or nothing.
std::optional<std::string_view> after(std::string_view text, std::string_view lowered,
                                      std::string_view label) {
  if (!lowered.starts_with(label)) return std::nullopt;
  return trimmed(text.substr(label.size()));
}

// A file as written: one word with a '.' extension after its last '/', no spaces.
bool looks_like_file(std::string_view heard) {
  if (heard.empty() || heard.find_first_of(" \t") != std::string_view::npos) return false;
  const std::size_t slash = heard.rfind('/');
  const std::size_t dot = heard.rfind('.');
  return dot != std::string_view::npos && (slash == std::string_view::npos || dot > slash) &&
         dot + 1 < heard.size();
}

// The shipped sound the first word of `heard` that names one names ("c4c:sound:ding"), a file
// when `heard` is one, else empty.
std::string clip_for(std::string_view heard, bool music) {
  if (looks_like_file(heard)) return std::string(heard);
  const std::string words = lower(heard);
  std::size_t i = 0;
  while (i < words.size()) {
    while (i < words.size() && !std::isalpha(static_cast<unsigned char>(words[i])))
      ++i;
    std::size_t end = i;
    while (end < words.size() && std::isalpha(static_cast<unsigned char>(words[end])))
      ++end;
    const std::string_view word = std::string_view(words).substr(i, end - i);
    for (const auto& [name, sound] : kSoundWords) {
      if (word == name && (sound == "tune") == music) return "c4c:sound:" + std::string(sound);
    }
    i = end;
  }
  return music ? "c4c:sound:tune" : "";
}

}  // namespace

std::optional<SoundCue> sound_cue(std::string_view action) {
  const std::string_view text = trimmed(action);
  const std::string lowered = lower(text);
  for (std::string_view stop : {"music stops", "music out", "music ends"}) {
    if (lowered == stop || (lowered.starts_with(stop) && lowered.size() == stop.size() + 1 &&
                            std::ispunct(static_cast<unsigned char>(lowered.back())))) {
      return SoundCue{.kind = SoundCue::Kind::kMusicStops};
    }
  }
  if (const auto heard = after(text, lowered, "music:")) {
    SoundCue cue{.kind = SoundCue::Kind::kMusic, .heard = std::string(*heard)};
    cue.clip = clip_for(*heard, true);
    cue.loop = cue.clip == "c4c:sound:tune";
    return cue;
  }
  for (std::string_view label : {"sfx:", "sound:"}) {
    if (const auto heard = after(text, lowered, label)) {
      return SoundCue{.clip = clip_for(*heard, false), .heard = std::string(*heard)};
    }
  }
  return std::nullopt;
}

}  // namespace jt::screenplay::fountain
