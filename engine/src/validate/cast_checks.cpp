#include "validate/cast_checks.h"

#include <algorithm>
#include <array>
#include <optional>

#include "jt/diagnostic_codes.h"
#include "jt/packs/looks.h"
#include "jt/packs/pack_id.h"
#include "jt/packs/semver.h"
#include "jt/program/grades.h"
#include "jt/validate/validate.h"

namespace jt::validate {
namespace {

constexpr std::array<std::string_view, 9> kEntryFields = {
    "name", "legs", "at", "voice", "pack", "look", "note", "creature", "narrator"};
constexpr std::array<std::string_view, 4> kAtFields = {"x", "y", "h", "facing"};
constexpr std::array<std::string_view, 2> kPlaceFields = {"background", "grade"};
constexpr std::array<std::string_view, 2> kPackRefFields = {"id", "version"};
constexpr std::array<std::string_view, 9> kLookFields = {
    "template", "style", "shape", "colors", "stretch", "options", "facing", "look", "proportions"};
// ui/shapes.js TEMPLATES, their colour keys, and the studio's stretch sliders.
constexpr std::array<std::string_view, 6> kTemplates = {"person", "kid",  "dog",
                                                        "cat",    "bird", "monster"};
constexpr std::array<std::string_view, 3> kColorKeys = {"body", "skin", "acc"};
constexpr std::array<std::string_view, 3> kStretchKeys = {"head", "body", "legs"};

void warn_unknown_fields(const json::Object& object, const std::string& path, std::string_view what,
                         std::span<const std::string_view> known, Reporter& report) {
  for (const json::Member& m : object) {
    if (is_one_of(m.key, known)) continue;
    // The word a person writes for the drawing a character is: the look's template.
    const bool template_word = (m.key == "character" || m.key == "template") &&
                               what == std::string_view("cast entry field");
    report.warning(
        Code::kUnknownField, member(path, m.key), unknown(what, m.key, known),
        template_word
            ? "the template is `look.template`: \"look\": {\"template\": " +
                  (m.value.is_string() ? quote(m.value.as_string()) : std::string("\"kid\"")) + "}"
            : "nothing reads it: " + std::string(what) + "s are " + list_of(known));
  }
}

// `pack`: a character pack's id, or {id, version} (spec §7.1).
void check_pack_reference(const json::Value& ref, const std::string& path, Reporter& report) {
  const json::Value* id = &ref;
  if (ref.is_object()) {
    warn_unknown_fields(ref.as_object(), path, "pack reference field", kPackRefFields, report);
    id = ref.find("id");
    const json::Value* version = ref.find("version");
    if (version != nullptr &&
        (!version->is_string() || !packs::parse_semver(version->as_string()))) {
      report.error(Code::kBadVersion, member(path, "version"),
                   "expected a version such as \"1.0.0\", got " + describe(*version));
    }
    if (id == nullptr) {
      report.error(Code::kMissingField, path, "a pack reference needs an \"id\"",
                   "{\"id\": \"c4c:char:dog\", \"version\": \"1.0.0\"}");
      return;
    }
  }
  const std::string id_path = ref.is_object() ? member(path, "id") : path;
  std::optional<packs::PackId> parsed;
  if (id->is_string()) parsed = packs::parse_pack_id(id->as_string());
  if (!parsed) {
    report.error(Code::kWrongType, id_path,
                 "expected a character pack's id or {\"id\", \"version\"}, got " + describe(*id),
                 "as in \"c4c:char:dog\"");
  } else if (parsed->word != "char") {
    report.error(Code::kBadPackId, id_path,
                 quote(id->as_string()) + " is not a character pack's id",
                 "a cast member is drawn from a character pack: namespace:char:slug");
  }
}

// A name from a fixed list (template, style, shape): a renderer uses its default for another.
void check_look_name(const json::Object& look, std::string_view key,
                     std::span<const std::string_view> names, const std::string& path,
                     Reporter& report) {
  const json::Value* v = look.find(key);
  if (v == nullptr) return;
  if (!v->is_string()) {
    report.warning(Code::kWrongType, member(path, key), "expected a name, got " + describe(*v),
                   "one of " + list_of(names));
  } else if (!is_one_of(v->as_string(), names)) {
    report.warning(Code::kUnknownValue, member(path, key), unknown(key, v->as_string(), names),
                   "a renderer draws its default instead; one of " + list_of(names));
  }
}

std::vector<std::string_view> names_of(std::span<const packs::LookOption> options) {
  std::vector<std::string_view> names;
  for (const packs::LookOption& o : options)
    names.push_back(o.name);
  return names;
}

// A template's options (the pack format: kid: pigtails; monster: legs, eyes): one the template
// does not have, or a value a renderer cannot use, is a warning.
void check_template_options(const json::Object& options, const json::Object& look,
                            const std::string& path, Reporter& report) {
  const json::Value* named = look.find("template");
  const std::string template_name =
      named != nullptr && named->is_string() ? named->as_string() : "person";
  for (const json::Member& m : options) {
    const std::string p = member(path, m.key);
    const bool kid_option = template_name == "kid" && m.key == "pigtails";
    const bool monster_option = template_name == "monster" && (m.key == "legs" || m.key == "eyes");
    if (!kid_option && !monster_option) {
      report.warning(Code::kUnknownField, p,
                     quote(m.key) + " is not an option of the " + template_name,
                     "the options are the kid's pigtails and the monster's legs and eyes");
    } else if (m.key == "pigtails" && !m.value.is_bool()) {
      report.warning(Code::kWrongType, p, "pigtails is true or false, got " + describe(m.value));
    } else if (m.key == "legs" &&
               !(m.value.is_number() && (m.value.as_number() == 0 || m.value.as_number() == 2))) {
      report.warning(Code::kOutOfRange, p,
                     "a monster has 2 legs or 0 (a blob on its tail), got " + describe(m.value));
    } else if (m.key == "eyes" &&
               !(m.value.is_number() && (m.value.as_number() == 1 || m.value.as_number() == 2))) {
      report.warning(Code::kOutOfRange, p, "a monster has 1 eye or 2, got " + describe(m.value));
    }
  }
}

}  // namespace

std::vector<Diagnostic> check_character_look(const json::Value& look, const std::string& file) {
  std::vector<Diagnostic> diagnostics;
  Reporter report(file, diagnostics);
  check_look(look, "", report);
  return diagnostics;
}

void check_look(const json::Value& look, const std::string& path, Reporter& report) {
  if (!look.is_object()) {
    report.error(Code::kWrongType, path,
                 "expected a look {template, style, shape, colors, ...}, got " + describe(look));
    return;
  }
  const json::Object& fields = look.as_object();
  for (const json::Member& m : fields) {
    if (is_one_of(m.key, kLookFields) || m.key == "note") continue;
    if (is_one_of(m.key, kColorKeys)) {
      report.warning(Code::kUnknownField, member(path, m.key),
                     quote(m.key) + " is a colour outside \"colors\"",
                     "colours go in \"colors\": {\"" + m.key + "\": ...}");
    } else {
      report.warning(Code::kUnknownField, member(path, m.key),
                     unknown("look field", m.key, kLookFields),
                     "a renderer ignores it: a look has " + list_of(kLookFields));
    }
  }
  const std::vector<std::string_view> styles = names_of(packs::kArtStyles);
  const std::vector<std::string_view> shapes = names_of(packs::kBodyShapes);
  check_look_name(fields, "template", kTemplates, path, report);
  check_look_name(fields, "style", styles, path, report);
  check_look_name(fields, "shape", shapes, path, report);
  check_look_name(fields, "look", styles, path, report);
  check_look_name(fields, "proportions", shapes, path, report);
  // The studio's spellings (the pack format, "A character's look"): the pack's spelling wins.
  for (auto [studio, pack] :
       {std::pair<std::string_view, std::string_view>{"look", "style"}, {"proportions", "shape"}}) {
    if (fields.contains(studio) && fields.contains(pack)) {
      report.warning(Code::kConflictingFields, member(path, studio),
                     quote(studio) + " is the studio's name for " + quote(pack) +
                         ", which is given too and wins: keep one");
    }
  }
  if (const json::Value* colors = fields.find("colors")) {
    if (!colors->is_object()) {
      report.warning(Code::kWrongType, member(path, "colors"),
                     "expected {body, skin, acc}, got " + describe(*colors));
    } else {
      for (const json::Member& m : colors->as_object()) {
        const std::string p = member(member(path, "colors"), m.key);
        if (!is_one_of(m.key, kColorKeys)) {
          report.warning(Code::kUnknownField, p, unknown("colour", m.key, kColorKeys),
                         "a template paints " + list_of(kColorKeys));
        } else if (!is_colour(m.value)) {
          report.warning(Code::kBadColour, p,
                         "expected a colour \"#rgb\" or \"#rrggbb\", got " + describe(m.value));
        }
      }
    }
  }
  if (const json::Value* stretch = fields.find("stretch")) {
    if (!stretch->is_object()) {
      report.warning(Code::kWrongType, member(path, "stretch"),
                     "expected {head, body, legs}, got " + describe(*stretch));
    } else {
      for (const json::Member& m : stretch->as_object()) {
        const std::string p = member(member(path, "stretch"), m.key);
        if (!is_one_of(m.key, kStretchKeys)) {
          report.warning(Code::kUnknownField, p, unknown("stretch", m.key, kStretchKeys),
                         "the studio stretches " + list_of(kStretchKeys));
        } else if (!m.value.is_number() || !(m.value.as_number() > 0)) {
          report.warning(Code::kOutOfRange, p,
                         "a stretch is a number more than 0, got " + describe(m.value),
                         "1 is the template's own size");
        }
      }
    }
  }
  if (const json::Value* options = fields.find("options"); options && !options->is_object()) {
    report.warning(Code::kWrongType, member(path, "options"),
                   "expected an object of the template's options, got " + describe(*options));
  } else if (options != nullptr) {
    check_template_options(options->as_object(), fields, member(path, "options"), report);
  }
  if (const json::Value* facing = fields.find("facing");
      facing && !(facing->is_number() && (facing->as_number() == 1 || facing->as_number() == -1))) {
    report.warning(Code::kOutOfRange, member(path, "facing"),
                   "the art's facing is 1 or -1, got " + describe(*facing),
                   "-1 is the studio's \"face the other way\"");
  }
  if (const json::Value* note = fields.find("note"); note && !note->is_string()) {
    report.warning(Code::kWrongType, member(path, "note"),
                   "expected a note, a string, got " + describe(*note));
  }
}

void check_cast_and_places(const json::Object& holder, Reporter& report) {
  if (const json::Value* cast = holder.find("cast"); cast && cast->is_object()) {
    for (const json::Member& m : cast->as_object()) {
      if (!m.value.is_object()) continue;  // a role description; prepare_program checks the rest
      const std::string path = member("/cast", m.key);
      const json::Object& entry = m.value.as_object();
      warn_unknown_fields(entry, path, "cast entry field", kEntryFields, report);
      for (std::string_view key : {"name", "voice", "note"}) {
        const json::Value* v = entry.find(key);
        if (v != nullptr && !v->is_string()) {
          report.error(Code::kWrongType, member(path, key),
                       "expected a string, got " + describe(*v));
        }
      }
      if (const json::Value* at = entry.find("at"); at && at->is_object()) {
        warn_unknown_fields(at->as_object(), member(path, "at"), "placement field", kAtFields,
                            report);
      }
      if (entry.contains("creature")) {
        // A creature is drawn from its descriptor (docs/CREATURES.md, "In a cartoon").
        for (std::string_view key : {"pack", "legs"}) {
          if (entry.contains(key)) {
            report.warning(Code::kNotForCreatures, member(path, key),
                           quote(m.key) + " is a creature, drawn from its descriptor: " +
                               quote(key) + " is ignored",
                           "a creature's look is its descriptor's; a look gives its style only");
          }
        }
      } else if (const json::Value* pack = entry.find("pack")) {
        check_pack_reference(*pack, member(path, "pack"), report);
      }
      if (const json::Value* look = entry.find("look")) {
        check_look(*look, member(path, "look"), report);
      }
    }
  }
  if (const json::Value* places = holder.find("places"); places && places->is_object()) {
    for (const json::Member& m : places->as_object()) {
      if (!m.value.is_object()) continue;
      const std::string path = member("/places", m.key);
      warn_unknown_fields(m.value.as_object(), path, "place field", kPlaceFields, report);
      for (std::string_view key : kPlaceFields) {
        const json::Value* v = m.value.find(key);
        if (v != nullptr && !v->is_string()) {
          report.error(Code::kWrongType, member(path, key), "expected a name, got " + describe(*v));
        }
      }
      if (const json::Value* grade = m.value.find("grade")) {
        check_grade(*grade, member(path, "grade"), report);
      }
    }
  }
}

void check_grade(const json::Value& grade, const std::string& path, Reporter& report) {
  if (!grade.is_string() || is_one_of(grade.as_string(), kGradeNames)) return;
  report.warning(Code::kUnknownValue, path, unknown("grade", grade.as_string(), kGradeNames),
                 "a render leaves the picture ungraded; the grades are " + list_of(kGradeNames));
}

}  // namespace jt::validate
