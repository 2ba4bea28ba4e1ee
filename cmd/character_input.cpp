#include "character_input.h"

#include <algorithm>
#include <span>

#include "catalog_input.h"
#include "exit_code.h"
#include "input.h"
#include "jt/json/parse.h"
#include "jt/nearest_name.h"
#include "jt/packs/content_hash.h"
#include "jt/render/templates.h"
#include "jt/runtime/runtime.h"
#include "jt/validate/validate.h"
#include "log.h"

namespace jt::cmd {
namespace {

bool is_file_name(const std::string& s) {
  return s.find('/') != std::string::npos || s.ends_with(".json") || s == "-";
}

std::optional<json::Value> pack_content(const std::string& name_or_file, int& exit_code) {
  if (is_file_name(name_or_file)) {
    std::optional<LoadedFile> file = load_json(name_or_file, exit_code);
    if (!file) return std::nullopt;
    const json::Value* content = file->value.find("content");
    return content ? *content : file->value;  // a pack, or a bare character content
  }
  if (std::ranges::find(render::kTemplates, name_or_file) == render::kTemplates.end()) {
    std::string message = "unknown character \"" + name_or_file + "\"";
    if (auto near = nearest_name(name_or_file, std::span(render::kTemplates))) {
      message += ": did you mean \"" + std::string(*near) + "\"?";
    }
    report_error(message + " (person, kid, dog, cat, bird, monster, or a PACK.json)");
    exit_code = kExitUsage;
    return std::nullopt;
  }
  int catalog_code = kExitOk;
  std::optional<packs::Catalog> catalog = load_packs({}, catalog_code);
  const packs::Pack* pack = catalog ? catalog->find("c4c:char:" + name_or_file) : nullptr;
  if (pack == nullptr) {
    report_error("the character pack c4c:char:" + name_or_file +
                 " is not among the packs found (docs/PACKS.md)");
    exit_code = kExitUsage;
    return std::nullopt;
  }
  return pack->content();
}

}  // namespace

std::optional<DrawnCharacter> load_character(const std::string& name_or_file,
                                             const std::string& look_json, int& exit_code) {
  DrawnCharacter drawn;
  std::optional<json::Value> content;
  if (!look_json.empty()) {
    json::ParseResult look = json::parse(look_json);
    if (!look.ok() || !look.value.is_object()) {
      report_error(
          "--look: expected a look object, e.g. {\"template\": \"dog\", \"style\": "
          "\"bold\"}");
      exit_code = kExitUsage;
      return std::nullopt;
    }
    if (look.value.find("template") == nullptr && !is_file_name(name_or_file)) {
      look.value.as_object().set("template", name_or_file);
    }
    // What a cast entry's look is warned about (a template, style or colour it does not know,
    // drawn as the default instead) is an error in an option: the picture would not be the one
    // asked for.
    std::vector<Diagnostic> problems = validate::check_character_look(look.value, "");
    if (!problems.empty()) {
      for (Diagnostic& d : problems) {
        d.severity = Severity::kError;
        report_in_option("--look", d);
      }
      exit_code = kExitUsage;
      return std::nullopt;
    }
    const render::Look parsed = render::read_look(look.value);
    drawn.art_facing = parsed.facing;
    drawn.style = parsed.style;
    content = render::template_content(parsed);
  } else {
    content = pack_content(name_or_file, exit_code);
  }
  if (!content) return std::nullopt;
  render::CharacterRead read = render::read_character(*content);
  for (Diagnostic& d : read.diagnostics) {
    d.file = name_or_file;
    report(d);
  }
  if (!read.character) {
    exit_code = kExitInputErrors;
    return std::nullopt;
  }
  drawn.character = std::move(*read.character);
  drawn.fingerprint = packs::content_hash(*content).value + " " + drawn.style.value_or("-") + " " +
                      std::to_string(drawn.art_facing);
  return drawn;
}

rt::Pose pose_at(const std::shared_ptr<const Program>& move, int legs, double t,
                 const rt::StartOptions& start) {
  rt::Runtime runtime = rt::create_runtime({});
  runtime.add_character("A", {.legs = legs});
  runtime.start_behaviour("A", move, start);
  runtime.step_to(t);
  return runtime.pose("A");
}

}  // namespace jt::cmd
