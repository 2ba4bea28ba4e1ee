// A sound file a cartoon names (a say block's `clip`), found and decoded safely. A cartoon is
// untrusted (docs/ENCODING.md, "Clips"), so a clip is
//   - found only inside the folders given (the cartoon's own, --assets): its path's form by the
//     engine's rule (jt/validate/clips.h), and, links followed, the file still inside the folder;
//   - read only when it is a regular file (no FIFO, device or folder), 1 byte to 200 MB, and read
//     whole into memory, so libavformat never opens a file or a URL itself (any nested open, as
//     concat, HLS or a playlist would make, is refused);
//   - demuxed only by the audio demuxers named in kClipDemuxers, with a sound stream and no
//     moving picture (a cover picture is allowed), at most 30 minutes long.
// The result is mono float samples at the rate asked, and the hash of the file's bytes.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "jt/diagnostic_codes.h"

namespace jt::encode {

inline constexpr std::uintmax_t kMaxClipBytes = 200'000'000;
inline constexpr double kMaxClipSeconds = 30 * 60;
// libavformat's names of the demuxers a clip may be read with: WAV, Wave64, AIFF, FLAC, Ogg
// (Vorbis, Opus, FLAC), MP3, ADTS AAC, and the MP4 family (M4A).
inline constexpr const char* kClipDemuxers =
    "wav,w64,aiff,flac,ogg,mp3,aac,mov,mp4,m4a,3gp,3g2,mj2";

// Why a clip cannot be used: a diagnostic's code, message and hint (the caller adds the file and
// the pointer of the block that names it).
struct ClipProblem {
  Code code = Code::kFileUnreadable;
  std::string message, hint;
};

struct ClipSound {
  std::filesystem::path file;  // where it was found, links resolved
  std::string sha256;          // of the file's bytes, hex
  int sample_rate = 0;
  std::vector<float> samples;  // mono, -1..1 (read_sound: its channels, interleaved)
  // The same sound mono at kMixSampleRate (jt/encode/sample_rate.h), for the mix (read_clip).
  std::vector<float> mix_samples;
  // A file of two channels or more also in stereo at kMixSampleRate, left and right interleaved
  // (read_clip), so music and sounds keep their width in the mix; empty for a mono file.
  std::vector<float> mix_stereo;
  int channels = 1;  // the file's sound's channels
  double bpm = 0;    // a sound pack's own tempo (its recipe's), 0 for none
  double seconds() const {
    return sample_rate > 0 ? static_cast<double>(samples.size()) / sample_rate : 0;
  }
};

// A clip found or why not: exactly one of the two is set.
struct ClipLoad {
  std::optional<ClipSound> sound;
  ClipProblem problem;
};

// `clip` (a path as written) in the first of `folders` that holds it; a problem when its form is
// not allowed, no folder holds it, or it leads out of its folder through a symbolic link.
std::optional<std::filesystem::path> find_clip(std::string_view clip,
                                               const std::vector<std::filesystem::path>& folders,
                                               ClipProblem& problem);

// The file's sound as mono samples at `sample_rate`, and at kMixSampleRate, by the rules above.
ClipLoad read_clip(const std::filesystem::path& file, int sample_rate);

// The file's sound at `sample_rate` in `channels` (1 or 2; 2: interleaved left, right), by the same
// rules: a soundtrack made elsewhere (join --audio). seconds() counts sample frames of one channel
// only when `channels` is 1.
ClipLoad read_sound(const std::filesystem::path& file, int sample_rate, int channels);

// find_clip then read_clip.
ClipLoad load_clip(std::string_view clip, const std::vector<std::filesystem::path>& folders,
                   int sample_rate);

}  // namespace jt::encode
