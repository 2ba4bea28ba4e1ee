// The render manifest (`--manifest out.json`): what made a video, so it can be checked and made
// again: the tool's and libraries' versions, the settings, the seed, the plan's duration and a hash
// of each frame's pixels (docs/RENDER.md "Manifest").
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "jt/json/value.h"

namespace jt::produce {

// A fast 64-bit hash of a frame's pixels (not cryptographic: it tells frames apart, cheaply
// enough to run on every 1080p frame). docs/RENDER.md gives the algorithm.
std::uint64_t pixel_hash(std::span<const std::uint8_t> pixels);

// 16 lowercase hexadecimal digits.
std::string hash_hex(std::uint64_t hash);

struct RenderManifest {
  std::string input, output;
  json::Object settings;  // the options that decide the pictures and the sound
  std::optional<double> duration;
  // How the soundtrack was levelled (target, measured, gain_db, limited_db, result, true_peak:
  // docs/RENDER.md "Manifest"); null without sound.
  json::Value loudness;
  std::int64_t first_frame = 0;
  std::string encoder;  // what the encoders were told, the CRF used (encode::encoder_summary)
  std::vector<std::uint64_t> frame_hashes;  // in frame order, from first_frame

  json::Value to_json() const;
};

}  // namespace jt::produce
