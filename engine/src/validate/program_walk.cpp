#include "validate/program_walk.h"

#include <algorithm>
#include <array>
#include <iterator>
#include <map>
#include <optional>

#include "jt/diagnostic_codes.h"
#include "jt/json/key_order.h"
#include "validate/block_values.h"
#include "validate/cast_checks.h"
#include "validate/creature_blocks.h"
#include "validate/formula_names.h"
#include "validate/op_arguments.h"
#include "validate/speaker_checks.h"

namespace jt::validate {
namespace {

constexpr std::array<std::string_view, 7> kProgramFields = {"v",    "kind",    "name", "params",
                                                            "vars", "scripts", "note"};
constexpr std::array<std::string_view, 3> kSceneFields = {"cast", "places", "camera"};
constexpr std::array<std::string_view, 3> kScriptFields = {"hat", "body", "note"};
constexpr std::array<std::string_view, 3> kBlockFields = {"op", "note", "id"};  // spec §1

// A field nothing reads: a warning that names the nearest known one.
void warn_unknown_field(Reporter& report, const std::string& path, std::string_view what,
                        std::string_view key, std::span<const std::string_view> known) {
  report.warning(Code::kUnknownField, member(path, key), unknown(what, key, known),
                 known.empty()
                     ? "nothing reads it: remove it"
                     : "nothing reads it: " + std::string(what) + "s here are " + list_of(known));
}

// The hat fields each kind of hat reads (spec §1).
std::vector<std::string_view> hat_fields(std::string_view on) {
  if (on == "key") return {"on", "key"};
  if (on == "scene") return {"on", "name", "place", "mood", "at"};
  if (on == "every") return {"on", "s", "scene"};
  if (on == "touch") return {"on", "who", "with", "scene"};
  if (on == "beat") return {"on", "scene"};
  if (on == "loud") return {"on", "who", "scene"};
  return {"on"};
}

// A scene script counts back from its scene's end (`dur`) only when the next scene is pinned
// (spec §7.1): which scripts' ends are pinned, from the scene hats.
std::vector<bool> pinned_ends(const json::Value& scripts, const std::string& program_name) {
  std::vector<std::string> scene_of;
  std::vector<std::string> order;
  std::map<std::string, bool> pinned;
  std::string fallback = program_name;
  for (const json::Value& s : scripts.as_array()) {
    const json::Value* hat = s.find("hat");
    const json::Value* name = hat != nullptr ? hat->find("name") : nullptr;
    if (name != nullptr && name->is_string() && !name->as_string().empty()) {
      fallback = name->as_string();
      break;
    }
  }
  for (const json::Value& s : scripts.as_array()) {
    const json::Value* hat = s.find("hat");
    const json::Value* name = hat != nullptr ? hat->find("name") : nullptr;
    std::string scene = name != nullptr && name->is_string() && !name->as_string().empty()
                            ? name->as_string()
                            : fallback;
    if (!pinned.contains(scene)) order.push_back(scene);
    pinned[scene] = pinned[scene] || (hat != nullptr && hat->find("at") != nullptr);
    scene_of.push_back(std::move(scene));
  }
  std::vector<bool> ends;
  for (const std::string& scene : scene_of) {
    auto at = std::ranges::find(order, scene);
    auto next = std::next(at);
    ends.push_back(next != order.end() && pinned[*next]);
  }
  return ends;
}

class ProgramWalk {
 public:
  explicit ProgramWalk(Reporter& report) : report_(report) {}
  void walk(const json::Value& program);

 private:
  void check_fields(const json::Object& root);
  void walk_params(const json::Value& params);
  void walk_scripts(const json::Value& scripts, const std::string& program_name);
  void walk_hat(const json::Value& hat, const std::string& path);
  void walk_body(const json::Value& body, const std::string& path);
  void walk_block(const json::Value& block, const std::string& path);
  void walk_argument(const Arg& arg, const json::Value& value, const std::string& path);
  void walk_does(const json::Object& block, const std::string& path);
  void check_counting_back(std::string_view op, const json::Object& block, const std::string& path);

  void check_who(const json::Object& block, const std::string& path);
  void check_cast_id(const json::Value& who, const std::string& at);

  Reporter& report_;
  FormulaNames names_;
  std::optional<std::vector<std::string>> cast_ids_;  // a scene's cast, when it lists one
  std::vector<std::string> creature_ids_;             // the cast's creatures
  bool end_pinned_ = true;  // a behaviour's dur is known; a scene's only when the next is pinned
};

void ProgramWalk::walk(const json::Value& program) {
  if (!program.is_object()) return;  // prepare_program reports it
  const json::Object& root = program.as_object();
  const json::Value* kind = root.find("kind");
  names_.in_scene = kind != nullptr && kind->is_string() &&
                    (kind->as_string() == "scene" || kind->as_string() == "cartoon");
  check_fields(root);
  if (const json::Value* params = root.find("params")) walk_params(*params);
  if (const json::Value* vars = root.find("vars"); vars != nullptr && vars->is_object()) {
    for (const json::Member* m : json::js_key_order(vars->as_object())) {
      names_.declared.append(m->key);
    }
  }
  if (names_.in_scene) {
    check_cast_and_places(root, report_);
    check_speakers_on_stage(root, root, report_);
  }
  if (const json::Value* cast = root.find("cast"); names_.in_scene && cast && cast->is_object()) {
    cast_ids_.emplace();
    for (const json::Member& m : cast->as_object()) {
      cast_ids_->push_back(m.key);
      if (m.value.find("creature") != nullptr) creature_ids_.push_back(m.key);
    }
  }
  const json::Value* name = root.find("name");
  if (const json::Value* scripts = root.find("scripts"); scripts && scripts->is_array()) {
    walk_scripts(*scripts, name != nullptr && name->is_string() ? name->as_string() : "");
  }
}

void ProgramWalk::check_fields(const json::Object& root) {
  std::vector<std::string_view> known(kProgramFields.begin(), kProgramFields.end());
  if (names_.in_scene) known.insert(known.end(), kSceneFields.begin(), kSceneFields.end());
  for (const json::Member& m : root) {
    // "$schema" names the file's JSON Schema for an editor (docs/SCHEMAS.md): not a field.
    if (m.key == "$schema") continue;
    if (!is_one_of(m.key, known)) warn_unknown_field(report_, "", "field", m.key, known);
  }
}

// Param defaults use `dur` and the params declared before them (spec §1).
void ProgramWalk::walk_params(const json::Value& params) {
  if (!params.is_object()) return;
  for (const json::Member* m : json::js_key_order(params.as_object())) {
    check_formula_names(m->value, member("/params", m->key), names_, report_);
    names_.declared.append(m->key);
  }
}

void ProgramWalk::walk_scripts(const json::Value& scripts, const std::string& program_name) {
  const std::vector<bool> pinned =
      names_.in_scene ? pinned_ends(scripts, program_name) : std::vector<bool>();
  for (std::size_t i = 0; i < scripts.as_array().size(); ++i) {
    const json::Value& script = scripts.as_array()[i];
    if (!script.is_object()) continue;
    const std::string path = pointer_append("/scripts", i);
    end_pinned_ = !names_.in_scene || pinned[i];
    for (const json::Member& m : script.as_object()) {
      if (!is_one_of(m.key, kScriptFields)) {
        warn_unknown_field(report_, path, "script field", m.key, kScriptFields);
      }
    }
    if (const json::Value* hat = script.find("hat")) walk_hat(*hat, member(path, "hat"));
    if (const json::Value* body = script.find("body")) walk_body(*body, member(path, "body"));
  }
}

void ProgramWalk::walk_hat(const json::Value& hat, const std::string& path) {
  const json::Value* on = hat.find("on");
  if (on == nullptr || !on->is_string()) return;
  const std::vector<std::string_view> known = hat_fields(on->as_string());
  for (const json::Member& m : hat.as_object()) {
    if (!is_one_of(m.key, known)) {
      warn_unknown_field(report_, path, on->as_string() + " hat field", m.key, known);
    }
  }
  if (const json::Value* mood = hat.find("mood"); mood && on->as_string() == "scene") {
    check_grade(*mood, member(path, "mood"), report_);
  }
  // Only a scene or a cartoon has a stage to fire these (docs/RUNTIME.md "Hats the stage fires").
  if (on->as_string() == "every" || on->as_string() == "touch" || on->as_string() == "beat") {
    if (!names_.in_scene) {
      report_.warning(
          Code::kNeverReached, member(path, "on"),
          "nothing fires " + on->as_string() + " hats in a move: this script never runs",
          "put the script in the scene or cartoon program, where the stage fires it");
    }
    for (const char* key : {"who", "with"}) {
      if (const json::Value* id = hat.find(key)) check_cast_id(*id, member(path, key));
    }
  }
  if (const json::Value* who = hat.find("who"); who != nullptr && on->as_string() == "loud") {
    if (names_.in_scene) {
      check_cast_id(*who, member(path, "who"));
    } else {
      report_.warning(Code::kUnknownField, member(path, "who"),
                      "a move's loud hat fires when its own character gets loud: nothing reads "
                      "\"who\" here",
                      "remove it, or put the script in the scene or cartoon program");
    }
  }
}

void ProgramWalk::walk_body(const json::Value& body, const std::string& path) {
  if (!body.is_array()) return;
  for (std::size_t i = 0; i < body.as_array().size(); ++i) {
    walk_block(body.as_array()[i], pointer_append(path, i));
  }
}

void ProgramWalk::walk_block(const json::Value& block, const std::string& path) {
  const json::Value* op = block.find("op");
  if (op == nullptr || !op->is_string()) return;
  const auto args = op_arguments(op->as_string(), names_.in_scene);
  if (!args) return;  // an unknown op: prepare_program reports it
  const json::Object& b = block.as_object();
  if (const json::Value* mood = b.find("mood"); mood && op->as_string() == "cut") {
    check_grade(*mood, member(path, "mood"), report_);
  }
  std::vector<std::string_view> known;
  for (const Arg& arg : *args)
    known.push_back(arg.name);
  for (const json::Member& m : b) {
    if (is_one_of(m.key, kBlockFields)) continue;
    auto arg = std::ranges::find(*args, std::string_view(m.key), &Arg::name);
    if (arg == args->end()) {
      warn_unknown_field(report_, path, op->as_string() + " argument", m.key, known);
    } else {
      walk_argument(*arg, m.value, member(path, m.key));
    }
  }
  if (op->as_string() == "does") walk_does(b, path);
  if (names_.in_scene) check_who(b, path);
  if (const json::Value* who = b.find("who");
      who != nullptr && who->is_string() &&
      std::ranges::find(creature_ids_, who->as_string()) != creature_ids_.end()) {
    check_creature_block(op->as_string(), b, who->as_string(), path, report_);
  }
  check_block_values(op->as_string(), b, path, report_);
  if (!end_pinned_) check_counting_back(op->as_string(), b, path);
}

// A scene block's `who` names a cast member (when the scene lists its cast): the runtime cannot
// start a cartoon whose line or move names nobody.
// A name of a cast member, at `at`: an error when the scene's cast lists no such member.
void ProgramWalk::check_cast_id(const json::Value& who, const std::string& at) {
  if (!cast_ids_ || !who.is_string()) return;
  if (std::ranges::find(*cast_ids_, who.as_string()) != cast_ids_->end()) return;
  std::vector<std::string_view> ids(cast_ids_->begin(), cast_ids_->end());
  std::string cast;
  for (std::string_view id : ids)
    cast += (cast.empty() ? "" : ", ") + std::string(id);
  report_.error(Code::kUnknownCastMember, at, unknown("cast member", who.as_string(), ids),
                (ids.empty() ? std::string("the cast is empty") : "the cast is " + cast) +
                    ": name one of them, or add it to the program's \"cast\"");
}

void ProgramWalk::check_who(const json::Object& block, const std::string& path) {
  if (!cast_ids_) return;
  auto check = [&](const json::Value& who, const std::string& at) { check_cast_id(who, at); };
  if (const json::Value* who = block.find("who")) check(*who, member(path, "who"));
  // A give names the one giving and the one given it (docs/PROPS.md); a put's `on` is a prop.
  const json::Value* op = block.find("op");
  // Two steps, not a ternary: `std::string` against `""` would make a temporary string the view
  // outlives.
  std::string_view op_name;
  if (op != nullptr && op->is_string()) op_name = op->as_string();
  if (op_name == "give") {
    for (std::string_view key : {"from", "to"}) {
      if (const json::Value* id = block.find(key)) check(*id, member(path, key));
    }
  }
  if (op_name == "put") return;
  // A scene's reach names whom it reaches for.
  if (const json::Value* at = block.find("at"); at != nullptr && block.contains("who"))
    check(*at, member(path, "at"));
  // A camera block's `on`: one id, or a shot's list of them.
  if (const json::Value* on = block.find("on")) {
    if (on->is_array()) {
      for (std::size_t i = 0; i < on->as_array().size(); ++i) {
        check(on->as_array()[i], pointer_append(member(path, "on"), i));
      }
    } else {
      check(*on, member(path, "on"));
    }
  }
}

void ProgramWalk::walk_argument(const Arg& arg, const json::Value& value, const std::string& path) {
  switch (arg.kind) {
    case ArgKind::kValue:
      check_formula_names(value, path, names_, report_);
      break;
    case ArgKind::kValuePair:
    case ArgKind::kBranches:
      if (!value.is_array()) break;
      for (std::size_t i = 0; i < value.as_array().size(); ++i) {
        const json::Value& item = value.as_array()[i];
        if (arg.kind == ArgKind::kBranches) {
          walk_body(item, pointer_append(path, i));
        } else {
          check_formula_names(item, pointer_append(path, i), names_, report_);
        }
      }
      break;
    case ArgKind::kTargets:
    case ArgKind::kPoint:
    case ArgKind::kParams:
      if (!value.is_object()) break;
      for (const json::Member& m : value.as_object()) {
        check_formula_names(m.value, member(path, m.key), names_, report_);
      }
      break;
    case ArgKind::kBody:
      walk_body(value, path);
      break;
    default:  // words, texts, channels, parts, booleans: prepare_program checks them
      break;
  }
}

// `does` (spec §7.5): an inline behaviour is a program of its own, and a param it does not declare
// is passed anyway (a warning).
void ProgramWalk::walk_does(const json::Object& block, const std::string& path) {
  const json::Value* behaviour = block.find("behaviour");
  if (behaviour == nullptr || !behaviour->is_object() || behaviour->find("scripts") == nullptr)
    return;
  const std::string behaviour_path = member(path, "behaviour");
  Reporter inner = report_.nested(behaviour_path);
  walk_program(*behaviour, inner);
  const json::Value* params = block.find("params");
  if (params == nullptr || !params->is_object()) return;
  std::vector<std::string_view> declared;
  const json::Value* own = behaviour->find("params");
  if (own != nullptr && own->is_object()) {
    for (const json::Member& m : own->as_object())
      declared.push_back(m.key);
  }
  for (const json::Member& m : params->as_object()) {
    if (is_one_of(m.key, declared)) continue;
    report_.warning(Code::kUnknownField, pointer_append(member(path, "params"), m.key),
                    unknown("param", m.key, declared) +
                        " (the inline behaviour does not declare "
                        "it; it is passed anyway)",
                    "declare it in the behaviour's \"params\" with a default, or remove it");
  }
}

// Counting back from a scene end that is not pinned never arrives (spec §7.1): a window's negative
// time, a time formula that reads `dur` (other than the end itself, "=dur", a held script).
void ProgramWalk::check_counting_back(std::string_view op, const json::Object& block,
                                      const std::string& path) {
  auto warn = [&](std::string_view key) {
    report_.warning(Code::kNeverReached, member(path, key),
                    "counts back from the end of the scene, which is not pinned: it never comes",
                    "pin the next scene (\"at\" in its hat), or count from the scene's start");
  };
  auto is_end = [](const std::string& text) {
    std::string trimmed;
    std::ranges::copy_if(text, std::back_inserter(trimmed), [](char c) { return c != ' '; });
    return trimmed == "=dur";
  };
  std::vector<std::string_view> keys;
  if (op == "window") keys = {"from", "to"};
  if (op == "wait" || op == "for") keys = {"until"};
  for (std::string_view key : keys) {
    const json::Value* v = block.find(key);
    if (v == nullptr) continue;
    if (op == "window" && v->is_number() && v->as_number() < 0) warn(key);
    if (v->is_string() && formula_mentions(v->as_string(), "dur") && !is_end(v->as_string())) {
      warn(key);
    }
  }
}

}  // namespace

void walk_program(const json::Value& program, Reporter& report) {
  ProgramWalk(report).walk(program);
}

}  // namespace jt::validate
