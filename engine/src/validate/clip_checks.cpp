#include <algorithm>

#include "jt/validate/clips.h"

namespace jt::validate {
namespace {

bool is_sound_block(const json::Value& value) {
  const json::Value* op = value.find("op");
  if (op == nullptr || !op->is_string()) return false;
  const std::string& name = op->as_string();
  return name == "say" || name == "sing" || name == "sound" || name == "music";
}

void find_clips(const json::Value& value, const std::string& path,
                std::vector<ClipReference>& out) {
  if (value.is_array()) {
    for (std::size_t i = 0; i < value.as_array().size(); ++i)
      find_clips(value.as_array()[i], pointer_append(path, i), out);
    return;
  }
  if (!value.is_object()) return;
  const bool sound = is_sound_block(value);
  for (const json::Member& m : value.as_object()) {
    const std::string at = pointer_append(path, m.key);
    if (sound && m.key == "clip" && m.value.is_string()) out.push_back({at, m.value.as_string()});
    find_clips(m.value, at, out);
  }
}

}  // namespace

std::vector<ClipReference> clip_references(const json::Value& document) {
  std::vector<ClipReference> out;
  find_clips(document, "", out);
  return out;
}

std::optional<std::string> clip_path_problem(std::string_view clip) {
  if (clip.empty()) return "an empty path";
  if (clip.size() > kMaxClipPath) return "a path longer than 1024 bytes";
  if (clip.front() == '/') return "an absolute path";
  for (const char c : clip) {
    const auto u = static_cast<unsigned char>(c);
    if (u < 0x20 || u == 0x7f) return "a path with a control character";
    if (c == '\\') return "a path with a backslash (folders are separated by \"/\")";
  }
  std::size_t start = 0;
  while (start <= clip.size()) {
    const std::size_t slash = std::min(clip.find('/', start), clip.size());
    const std::string_view part = clip.substr(start, slash - start);
    if (part == "..") return "a path that leads out with \"..\"";
    if (part.empty() || part == ".") return "a path with an empty or \".\" part";
    if (part.front() == '-') return "a path with a part starting with \"-\"";
    start = slash + 1;
  }
  return std::nullopt;
}

}  // namespace jt::validate
