#include "packs/content_rules.h"

#include "jt/diagnostic_codes.h"
#include "jt/packs/sound_recipe.h"

#include <algorithm>
#include <array>

namespace jt::packs::detail {
namespace {

using json::Type;

void check_program_kind(const json::Object& program, const std::string& path, std::string_view kind,
                        CheckContext& c) {
  const json::Value* actual =
      c.field(program, path, "kind", Type::kString, true,
              "a " + std::string(kind) + " program has \"kind\": " + in_quotes(kind));
  if (actual != nullptr && actual->as_string() != kind) {
    c.error(
        Code::kWrongContent, path + "/kind",
        "expected a program of kind " + in_quotes(kind) + ", got " + in_quotes(actual->as_string()),
        "a pack's type and its program's kind agree");
  }
}

void check_cartoon(const json::Object& content, CheckContext& c) {
  check_cartoon_keys(content, "/content", c);
  c.field(content, "/content", "cast", Type::kObject, false);
  c.field(content, "/content", "places", Type::kObject, false);
  if (const json::Value* program =
          c.field(content, "/content", "program", Type::kObject, true,
                  "a cartoon pack's content is {cast?, places?, program}")) {
    check_program_kind(program->as_object(), "/content/program", "cartoon", c);
  }
}

}  // namespace

void check_cartoon_keys(const json::Object& content, const std::string& pointer, CheckContext& c) {
  constexpr std::array<std::string_view, 3> kKeys = {"cast", "places", "program"};
  for (const json::Member& member : content) {
    if (std::find(kKeys.begin(), kKeys.end(), member.key) == kKeys.end()) {
      c.error(Code::kWrongContent, pointer_append(pointer, member.key),
              "a cartoon pack's content holds only cast, places and program, not " +
                  in_quotes(member.key),
              "move it into the program, or remove it");
    }
  }
}

void check_content(const json::Value& content, std::string_view type, CheckContext& c) {
  if (type == "behaviour" || type == "scene") {
    check_program_kind(content.as_object(), "/content", type, c);
  } else if (type == "cartoon") {
    check_cartoon(content.as_object(), c);
  } else if (type == "sound") {
    std::vector<Diagnostic> problems;
    read_sound_recipe(content, {}, "/content", problems);
    for (Diagnostic& d : problems)
      c.error(d.code, d.path, std::move(d.message), std::move(d.hint));
  }
}

}  // namespace jt::packs::detail
