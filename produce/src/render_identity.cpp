#include "jt/produce/render_identity.h"

#include <fstream>
#include <sstream>

#include "jt/encode/versions.h"
#include "jt/render/versions.h"
#include "jt/runtime/frame_key.h"

namespace jt::produce {

const std::string& build_fingerprint() {
  static const std::string fingerprint = [] {
    std::ifstream in("/proc/self/exe", std::ios::binary);
    std::ostringstream bytes;  // copied in blocks (a character at a time took 20 ms)
    bytes << in.rdbuf();
    return rt::sha256_hex(std::move(bytes).str());
  }();
  return fingerprint;
}

json::Object library_versions() {
  json::Object libraries;
  for (const auto& [name, version] : render::library_versions())
    libraries.set(name, version);
  for (const auto& [name, version] : encode::library_versions())
    libraries.set(name, version);
  return libraries;
}

json::Value render_identity(const json::Object& settings, double segment_length,
                            const std::string& input_hash, std::int64_t first, std::int64_t count) {
  json::Object decided = settings;
  decided.erase("audio");  // a part has no sound, the soundtrack no pictures: both join one video
  decided.set("segment_length", segment_length);
  json::Object identity;
  identity.set("input", input_hash);
  identity.set("settings", std::move(decided));
  identity.set("version", JT_VERSION);
  identity.set("libraries", library_versions());
  identity.set("build", build_fingerprint());
  identity.set("first_frame", static_cast<double>(first));
  identity.set("frames", static_cast<double>(count));
  return identity;
}

}  // namespace jt::produce
