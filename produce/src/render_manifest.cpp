#include "jt/produce/render_manifest.h"

#include <cstring>

#include "jt/produce/render_identity.h"

namespace jt::produce {

std::uint64_t pixel_hash(std::span<const std::uint8_t> pixels) {
  // FNV-1a's offset and prime over 64-bit little-endian words (the tail zero-padded), each word
  // mixed with a multiply-xorshift so every bit of it reaches the whole state.
  std::uint64_t h = 0xcbf29ce484222325ULL ^ pixels.size();
  std::size_t i = 0;
  for (; i + 8 <= pixels.size(); i += 8) {
    std::uint64_t word = 0;
    std::memcpy(&word, pixels.data() + i, 8);
    word *= 0x9e3779b97f4a7c15ULL;
    word ^= word >> 29;
    h = (h ^ word) * 0x100000001b3ULL;
  }
  std::uint64_t tail = 0;
  if (i < pixels.size())  // memcpy from an empty span's null data() is undefined, even of 0 bytes
    std::memcpy(&tail, pixels.data() + i, pixels.size() - i);
  h = (h ^ (tail * 0x9e3779b97f4a7c15ULL)) * 0x100000001b3ULL;
  return h ^ (h >> 32);
}

std::string hash_hex(std::uint64_t hash) {
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string text(16, '0');
  for (int i = 15; i >= 0; --i, hash >>= 4)
    text[static_cast<std::size_t>(i)] = kDigits[hash & 15];
  return text;
}

json::Value RenderManifest::to_json() const {
  json::Object tool;
  tool.set("name", "jabbertoon");
  tool.set("version", JT_VERSION);
  tool.set("libraries", library_versions());

  json::Object out;
  out.set("tool", std::move(tool));
  out.set("input", input);
  out.set("output", output);
  out.set("settings", settings);
  out.set("encoder", encoder);
  out.set("duration", duration ? json::Value(*duration) : json::Value());
  out.set("loudness", loudness);
  out.set("first_frame", static_cast<double>(first_frame));
  out.set("frames", static_cast<double>(frame_hashes.size()));
  json::Array hashes;
  for (std::uint64_t h : frame_hashes)
    hashes.push_back(hash_hex(h));
  out.set("frame_hashes", std::move(hashes));
  return out;
}

}  // namespace jt::produce
