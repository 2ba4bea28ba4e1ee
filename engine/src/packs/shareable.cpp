#include "jt/packs/shareable.h"

#include <algorithm>
#include <array>
#include <string_view>

#include "jt/diagnostic_codes.h"
#include "jt/program/program_of.h"
#include "packs/check_context.h"

namespace jt::packs {
namespace {

constexpr std::array<std::string_view, 3> kProgramKinds = {"behaviour", "scene", "cartoon"};

std::string string_or_empty(const json::Value* value) {
  return value != nullptr && value->is_string() ? value->as_string() : std::string();
}

Shareable cannot_share(const std::string& file, const std::string& path, std::string message) {
  return {{},
          {},
          Diagnostic{.code = Code::kNotShareable,
                     .file = file,
                     .path = path,
                     .message = std::move(message),
                     .hint = "a link carries a move, a scene, a cartoon or a character"}};
}

Shareable character_of_pack(const json::Value& pack) {
  json::Object character;
  character.set("type", "character");
  character.set("name", string_or_empty(pack.find("name")));
  character.set("content", *pack.find("content"));
  return {json::Value(std::move(character)), "character", std::nullopt};
}

Shareable from_pack(const json::Value& pack, const std::string& file) {
  const std::string type = string_or_empty(pack.find("type"));
  if (pack.find("content") == nullptr) return cannot_share(file, "", "the pack has no content");
  if (type == "character") return character_of_pack(pack);
  if (std::find(kProgramKinds.begin(), kProgramKinds.end(), type) != kProgramKinds.end()) {
    return {program_of(pack).program, type, std::nullopt};
  }
  return cannot_share(file, "/type", "a " + detail::in_quotes(type) + " pack has no share code");
}

}  // namespace

Shareable shareable(const json::Value& file_value, const std::string& file) {
  if (file_value.find("pack") != nullptr) return from_pack(file_value, file);
  const std::string kind = string_or_empty(file_value.find("kind"));
  if (std::find(kProgramKinds.begin(), kProgramKinds.end(), kind) != kProgramKinds.end()) {
    return {file_value, kind, std::nullopt};
  }
  if (string_or_empty(file_value.find("type")) == "character") {
    return {file_value, "character", std::nullopt};
  }
  return cannot_share(file, "",
                      "expected a pack, a program (with \"kind\") or a character "
                      "({\"type\": \"character\", ...})");
}

}  // namespace jt::packs
